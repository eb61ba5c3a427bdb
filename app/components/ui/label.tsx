import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

export type LabelProps = ComponentProps<"label"> & {
  /** Marks the field as required with an asterisk (announced as "required"). */
  required?: boolean;
};

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <label className={cn("text-sm font-medium text-slate-800", className)} {...props}>
      {children}
      {required ? (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}
