import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

export type LabelProps = ComponentProps<"label"> & {
  /**
   * Marks the field as required with an asterisk. The asterisk sits beside the label, not inside it, so
   * the field's accessible name stays exactly the label text; give the control aria-required as well.
   */
  required?: boolean;
};

export function Label({ className, required, htmlFor, children, ...props }: LabelProps) {
  const label = (
    <label htmlFor={htmlFor} className={cn("text-sm font-medium text-slate-800", className)} {...props}>
      {children}
    </label>
  );
  if (!required) return label;
  return (
    // Inline, so that a label that wraps keeps its asterisk at the end of its last line.
    <span className="block">
      {label}
      <span className="ms-0.5 text-sm font-medium text-red-700" aria-hidden="true">
        *
      </span>
    </span>
  );
}
