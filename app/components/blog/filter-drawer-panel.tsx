import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";

/**
 * The slide-in panel of the mobile filter drawer, loaded the first time someone opens it, so the blog's
 * pages do not carry the dialog code for visitors who never do.
 */
export default function FilterDrawerPanel({
  open,
  onOpenChange,
  triggerRef,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLAnchorElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
