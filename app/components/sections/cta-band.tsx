import { ArrowRight } from "lucide-react";
import type { Locale } from "~/i18n/locale";
import { cn } from "~/utils/cn";
import { sectionsCopy } from "./sections.copy";

type CtaLink = { label: string; href: string };

type CtaBandProps = {
  id: string;
  /** The page's language, for the words the band adds itself. */
  locale: Locale;
  eyebrow?: string;
  title: string;
  lead: string;
  primary: CtaLink;
  secondary: CtaLink;
  className?: string;
};

/** The closing call to action of a page: a navy band with two links. */
export function CtaBand({ id, locale, eyebrow, title, lead, primary, secondary, className }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className={cn("container-page py-16 sm:py-20", className)}>
      <div className="blueprint relative overflow-hidden rounded-3xl px-6 py-14 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <p className="eyebrow-light">{eyebrow ?? sectionsCopy[locale].ctaEyebrow}</p>
        <h2 id={id} className="mx-auto mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-100">{lead}</p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={primary.href} className="btn btn-primary btn-lg">
            {primary.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
          <a href={secondary.href} className="btn btn-outline-light btn-lg">
            {secondary.label}
          </a>
        </div>
      </div>
    </section>
  );
}
