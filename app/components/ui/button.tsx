import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

const variants = {
  default: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
  outline: "border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  link: "text-brand-700 underline-offset-4 hover:underline",
  /** On a dark header bar. */
  inverse: "border border-white/30 bg-transparent text-white hover:bg-white/10",
  /** An outline button for a destructive action among ordinary ones. */
  "outline-danger": "border border-slate-300 bg-white text-red-700 shadow-sm hover:bg-red-50 hover:text-red-800",
  /** A quiet button on an amber notice. */
  "ghost-notice": "text-amber-950 hover:bg-amber-100",
} as const;

const sizes = {
  default: "h-10 px-4 py-2 text-sm",
  sm: "h-9 px-3 text-sm",
  lg: "h-11 px-6 text-base",
  icon: "size-9 text-sm",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * Class names of a button, for elements that look like one without being a <Button>. `className` may add
 * layout (margins, width) but must not restate what the variant or size sets: cn does not merge.
 */
export function buttonClasses(variant: ButtonVariant = "default", size: ButtonSize = "default", className?: string) {
  return cn(
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors",
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
    className,
  );
}

/** A <button>. A link that should look like one uses `buttonClasses` instead. */
export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button type={type ?? "button"} className={buttonClasses(variant, size, className)} {...props} />;
}
