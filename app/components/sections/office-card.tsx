import { Building2, MapPin, Phone } from "lucide-react";
import type { FrenchOffice } from "~/content/fr/offices";
import { formatAddressLines, type Office } from "~/content/offices";
import { useLocale } from "~/i18n/locale";
import { officePath } from "~/i18n/paths";
import { cn } from "~/utils/cn";

/**
 * An office with its address and phone number, as the page hands it in its own language (`officesFr` on
 * a French page); its name leads to the office's own page.
 */
export function OfficeCard({
  office,
  compact = false,
  className,
}: {
  office: Office | FrenchOffice;
  compact?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  const [street, city] = formatAddressLines(office, locale);
  return (
    <article className={cn("card flex h-full flex-col", compact ? "p-5" : "p-6", className)}>
      <div className="flex items-start gap-4">
        <span className={cn("icon-tile", compact && "size-10")}>
          <Building2 aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h3 className="font-semibold text-brand-950">
            <a href={officePath(office.id, locale)} className="hover:text-brand-700 hover:underline">
              {office.name}
            </a>
          </h3>
          <p className="text-sm font-medium text-brand-600">{office.location}</p>
        </div>
      </div>
      {compact ? null : <p className="mt-4 text-sm leading-relaxed text-slate-600">{office.description}</p>}
      <address className="mt-4 flex gap-2.5 text-sm leading-relaxed text-slate-700 not-italic">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
        <span>
          {street}
          <br />
          {city}
        </span>
      </address>
      <a
        href={office.phoneHref}
        className="mt-3 inline-flex items-center gap-2.5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
        {office.phone}
      </a>
    </article>
  );
}
