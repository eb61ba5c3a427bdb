import { useRef } from "react";

/**
 * Focus handlers for a Radix dialog opened from state rather than from its own Trigger (a blocked
 * navigation, a toolbar command, a row's button): Radix returns focus to its Trigger, and with none
 * focus fell to the page's body. These remember what had focus when the dialog opened and put focus back
 * there when it closes, if that element is still on the page (WCAG 2.4.3).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      const active = document.activeElement;
      // What the dialog did on closing may already have put focus somewhere (an image inserted into the
      // editor puts the cursor after it): that stays.
      if (
        active instanceof HTMLElement &&
        active !== document.body &&
        active.isConnected &&
        !active.closest('[role="dialog"], [role="alertdialog"]')
      ) {
        event.preventDefault();
        return;
      }
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
