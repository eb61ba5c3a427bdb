import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

const variants = {
  default: "border-transparent bg-brand-700 text-white",
  secondary: "border-transparent bg-slate-200 text-slate-800",
  success: "border-transparent bg-emerald-100 text-emerald-900",
  warning: "border-transparent bg-amber-100 text-amber-900",
  outline: "border-slate-300 text-slate-700",
} as const;

export type BadgeProps = ComponentProps<"span"> & { variant?: keyof typeof variants };

export function Badge({ className, variant = "default", ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
