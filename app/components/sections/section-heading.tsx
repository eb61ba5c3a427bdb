import { cn } from "~/utils/cn";

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "left" | "center";
  tone?: "light" | "dark";
  className?: string;
};

/** Eyebrow, h2 and lead paragraph that open a page section; `id` is the h2's, for aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, lead, align = "left", tone = "light", className }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl", className)}>
      {eyebrow ? <p className={dark ? "eyebrow-light" : "eyebrow"}>{eyebrow}</p> : null}
      <h2 id={id} className={cn("section-title", eyebrow && "mt-3", dark && "text-white")}>
        {title}
      </h2>
      {lead ? <p className={cn("section-lead", dark && "text-brand-100")}>{lead}</p> : null}
    </div>
  );
}
