import * as Dialog from "@radix-ui/react-dialog";
import { SlidersHorizontal, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * The mobile filter drawer. Its trigger is a link to the filters rendered further down the page, so that
 * without JavaScript it still takes people there; once the page runs, it opens a slide-in panel instead.
 */
export function FilterDrawer({ targetId, activeCount, children }: { targetId: string; activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const location = useLocation();

  // Choosing a filter navigates; the drawer closes to show the results.
  useEffect(() => setOpen(false), [location.search]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        ref={triggerRef}
        href={`#${targetId}`}
        role={hydrated ? "button" : undefined}
        aria-haspopup={hydrated ? "dialog" : undefined}
        aria-expanded={hydrated ? open : undefined}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onKeyDown={(event) => {
          // It acts as a button once hydrated, so Space opens it too.
          if (event.key !== " ") return;
          event.preventDefault();
          setOpen(true);
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50 backdrop-blur-[2px] transition-opacity duration-150 starting:opacity-0" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl outline-none transition-transform duration-200 ease-out starting:translate-x-full"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          data-testid="filters-drawer"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold text-brand-950">Filter articles</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100" aria-label="Close filters">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Choose a category or a popular tag to narrow the articles.</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
