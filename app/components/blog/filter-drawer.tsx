import { SlidersHorizontal } from "lucide-react";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "./use-hydrated";

const loadPanel = () => import("./filter-drawer-panel");
const FilterDrawerPanel = lazy(loadPanel);

/**
 * The mobile filter drawer. Its trigger is a link to the filters rendered further down the page, so that
 * without JavaScript it still takes people there; once the page runs, it opens a slide-in panel instead.
 */
export function FilterDrawer({ targetId, activeCount, children }: { targetId: string; activeCount: number; children: ReactNode }) {
  const location = useLocation();
  // Choosing a filter navigates; the drawer is open only for the filters it was opened on, so it closes
  // to show the results.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.search;
  const setOpen = (next: boolean) => setOpenOn(next ? location.search : null);
  // The panel's code is fetched when first wanted (or when the trigger is about to be used).
  const [wanted, setWanted] = useState(false);
  const hydrated = useHydrated();
  const triggerRef = useRef<HTMLAnchorElement>(null);

  const openDrawer = () => {
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <a
        ref={triggerRef}
        href={`#${targetId}`}
        role={hydrated ? "button" : undefined}
        aria-haspopup={hydrated ? "dialog" : undefined}
        aria-expanded={hydrated ? open : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={(event) => {
          event.preventDefault();
          openDrawer();
        }}
        onKeyDown={(event) => {
          // It acts as a button once hydrated, so Space opens it too.
          if (event.key !== " ") return;
          event.preventDefault();
          openDrawer();
        }}
        className="btn btn-outline lg:hidden"
        data-testid="filters-trigger"
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters
        {activeCount ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{activeCount}</span>
        ) : null}
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <FilterDrawerPanel open={open} onOpenChange={setOpen} triggerRef={triggerRef}>
            {children}
          </FilterDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}
