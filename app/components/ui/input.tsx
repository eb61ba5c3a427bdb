import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

// cn does not merge conflicting utilities, so the differences between fields are props, not overrides.
// Text is 16 px on phones (smaller makes mobile browsers zoom into the field), 14 px from sm up.

const base = "w-full bg-white px-3 text-slate-900 placeholder:text-slate-500 " + "disabled:cursor-not-allowed disabled:opacity-60";
const boxed = "rounded-md border border-slate-300 shadow-sm focus-visible:border-brand-500 aria-[invalid=true]:border-red-600";

export type InputProps = ComponentProps<"input"> & {
  /** "sm" for fields inside toolbars and small panels. */
  fieldSize?: "default" | "sm";
};

/** The type is always written out ("text" unless given), so no field's kind is left to the browser's default. */
export function Input({ className, fieldSize = "default", type = "text", ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(base, boxed, "py-2 text-base sm:text-sm", fieldSize === "sm" ? "h-9" : "h-10", className)}
      {...props}
    />
  );
}

export type TextareaProps = ComponentProps<"textarea"> & {
  /** "code" shows HTML in a monospace font; "embedded" drops the box for use inside another bordered control. */
  appearance?: "default" | "code" | "embedded-code";
};

export function Textarea({ className, appearance = "default", ...props }: TextareaProps) {
  return (
    <textarea
      className={cn(
        base,
        "py-2 leading-relaxed",
        appearance === "embedded-code" ? "min-h-80 focus-visible:outline-none" : [boxed, "min-h-20"],
        appearance === "default" ? "text-base sm:text-sm" : "font-mono text-[0.8125rem]",
        className,
      )}
      {...props}
    />
  );
}

export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(base, boxed, "h-10 py-2 pr-8 text-base sm:text-sm", className)} {...props} />;
}
