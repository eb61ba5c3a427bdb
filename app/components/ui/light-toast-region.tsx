import { useLocale } from "~/i18n/locale";
import { TOAST_CLOSE_LABEL } from "./toast-rules";

/**
 * Where a page without React shows its toasts (enhancements/toast.ts fills it): placed and sized like the
 * React toast viewport, and empty until something is said; it takes no room where it is placed. The status element carries what a screen
 * reader announces.
 */
export function LightToastRegion() {
  return (
    <div
      role="region"
      aria-label="Notifications (F8)"
      className="absolute"
      data-toast-region=""
      // The close button's name in the page's language, for enhancements/toast.ts.
      data-close-label={TOAST_CLOSE_LABEL[useLocale()]}
    >
      <ol
        tabIndex={-1}
        className="pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
      <p role="status" className="sr-only" data-toast-status="" />
    </div>
  );
}
