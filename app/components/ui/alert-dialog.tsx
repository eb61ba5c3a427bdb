import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/utils/cn";
import { buttonClasses } from "./button";
import { useReturnFocus } from "./return-focus";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

type AlertDialogContentProps = {
  title: ReactNode;
  description: ReactNode;
  /** The buttons; wrap the dismissing one in <AlertDialogCancel>. */
  children: ReactNode;
  className?: string;
};

/**
 * A centred modal asking the person to confirm; focus starts on Cancel, as Radix does for alert dialogs,
 * and goes back to what opened it when it closes.
 */
export function AlertDialogContent({ title, description, children, className }: AlertDialogContentProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <AlertDialogPrimitive.Content
        {...returnFocus}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-xl",
          className,
        )}
      >
        <AlertDialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialogPrimitive.Title>
        <AlertDialogPrimitive.Description className="text-sm text-slate-600">{description}</AlertDialogPrimitive.Description>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={buttonClasses("outline", "default", className)} {...props} />;
}

export const AlertDialogAction = AlertDialogPrimitive.Action;
