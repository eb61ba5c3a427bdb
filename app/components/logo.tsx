import { company } from "~/content/company";
import { cn } from "~/utils/cn";

/** The firm's mark: an amber N over a bridge span, on navy. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#0d1d38" />
      <path d="M10 50c8-9 16-13 22-13s14 4 22 13" fill="none" stroke="#7ea3d3" strokeWidth="3" strokeLinecap="round" />
      <path d="M18 44V14h6.5L39 33.5V14h7v30h-6.5L25 24.5V44z" fill="#fbbf24" />
    </svg>
  );
}

/** Mark and name, linking home. `tone` picks the text colour for light or dark backgrounds. */
export function Logo({
  tone = "dark",
  className,
  href = "/",
  label = `${company.name}, home`,
}: {
  tone?: "dark" | "light";
  className?: string;
  href?: string;
  label?: string;
}) {
  return (
    <a href={href} aria-label={label} className={cn("group inline-flex items-center gap-2.5 rounded-md", className)}>
      <LogoMark className={cn("size-10 shrink-0", tone === "light" && "rounded-[9px] ring-1 ring-white/25")} />
      <span className="flex flex-col leading-none">
        <span className={cn("text-lg font-bold tracking-tight", tone === "dark" ? "text-brand-900" : "text-white")}>
          {company.shortName}
        </span>
        <span
          className={cn(
            "mt-1 text-[0.7rem] font-semibold tracking-[0.2em] uppercase",
            tone === "dark" ? "text-brand-600" : "text-brand-200",
          )}
        >
          Engineering
        </span>
      </span>
    </a>
  );
}
