import { SlidersHorizontal, X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useLocale } from "~/i18n/locale";
import { blogCopies } from "./blog-copy";

/**
 * The mobile filter drawer. Its trigger is a link to the filters rendered further down the page, so that
 * without JavaScript it still takes people there; enhancements/blog-filters.ts makes it open the same
 * filters in this slide-in panel, a modal <dialog> that stays closed (and out of the way) otherwise.
 */
export function FilterDrawer({ targetId, activeCount, children }: { targetId: string; activeCount: number; children: ReactNode }) {
  const drawerId = useId();
  const titleId = useId();
  const descriptionId = useId();
  const words = blogCopies[useLocale()];
  const copy = words.filters;
  return (
    <>
      <a href={`#${targetId}`} data-drawer-trigger={drawerId} className="btn btn-outline lg:hidden" data-testid="filters-trigger">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {copy.trigger}
        {activeCount ? <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{activeCount}</span> : null}
      </a>
      <dialog
        id={drawerId}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none flex-col bg-white p-0 shadow-2xl transition-transform duration-200 ease-out backdrop:bg-brand-950/50 backdrop:backdrop-blur-[2px] open:flex starting:open:translate-x-full"
        data-testid="filters-drawer"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-brand-950">
            {words.list.filtersHeading}
          </h2>
          <button
            type="button"
            data-drawer-close=""
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            aria-label={copy.close}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <p id={descriptionId} className="sr-only">
          {copy.description}
        </p>
        <div className="flex-1 overflow-y-auto px-5 py-6">{children}</div>
      </dialog>
    </>
  );
}
