import { CalendarClock, Clock, ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import { data } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { company } from "~/content/company";
import { formatAddressLinesFr, officesFr, type FrenchOffice } from "~/content/fr/offices";
import { formatAddressLines, offices, type Office } from "~/content/offices";
import { localeOfPath, useLocale, type Locale } from "~/i18n/locale";
import { officePath, pagePath } from "~/i18n/paths";
import { cacheHeaders, type CacheHandle } from "~/utils/cache-headers";
import { formatOfficeHours, zoneName } from "~/utils/office-hours";
import { seo, siteUrlFrom } from "~/utils/seo";
import { breadcrumbJsonLd, officeJsonLd } from "~/utils/structured-data";
import { officeCopy, officeCopyFr } from "./office.copy";
import type { Route } from "./+types/office";

/**
 * An office's page (`/offices/{id}`, `/fr/bureaux/{id}`): address, phone, hours in the office's time zone,
 * an ordinary link to a map site (no third-party script) and the office as a `LocalBusiness` branch of
 * the firm. Reached from the footer, the about page and the contact page.
 */

const COPY = { en: officeCopy, fr: officeCopyFr };

const officesIn = (locale: Locale): readonly Office[] => (locale === "fr" ? officesFr : offices);

/** An ordinary link to the address on OpenStreetMap: the visitor's choice to leave the site, nothing loaded here. */
export function mapUrl(office: Office): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(formatAddressLines(office).join(", "))}`;
}

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const office = officesIn(locale).find((candidate) => candidate.id === params.office);
  if (!office) throw data({ office: params.office }, { status: 404 });
  return { officeId: office.id };
}

export function headers({ errorHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return errorHeaders;
  return cacheHeaders("content");
}

/** Reads no query parameter: any query string shares the one stored page. */
export const handle = { queryParams: [] } satisfies CacheHandle;

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const copy = COPY[locale];
  const office = officesIn(locale).find((candidate) => candidate.id === loaderData?.officeId);
  if (!office) return [{ title: `${copy.notFound} | ${company.name}` }, { name: "robots", content: "noindex" }];
  const siteUrl = siteUrlFrom(matches);
  const path = officePath(office.id, locale);
  return seo(siteUrl, {
    title: copy.metaTitle(office.name, office.location),
    description: copy.metaDescription(office.location, office.description),
    path,
    locale,
    alternates: { en: officePath(office.id, "en"), fr: officePath(office.id, "fr") },
    jsonLd: [
      officeJsonLd(siteUrl, office, locale, mapUrl(office)),
      breadcrumbJsonLd(
        siteUrl,
        [
          [copy.breadcrumbAbout, pagePath("about", locale)],
          [office.name, path],
        ],
        locale,
      ),
    ],
  });
};

export default function OfficePage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = COPY[locale];
  const all = officesIn(locale);
  const office = all.find((candidate) => candidate.id === loaderData.officeId) ?? all[0];
  const [street, city] = locale === "fr" ? formatAddressLinesFr(office as FrenchOffice) : formatAddressLines(office);
  const others = all.filter((candidate) => candidate.id !== office.id);
  const meetingHref = `${pagePath("meeting", locale)}?office=${encodeURIComponent(office.id)}`;

  return (
    <main id="main">
      <PageHero
        breadcrumbs={[{ label: copy.breadcrumbAbout, href: pagePath("about", locale) }, { label: office.name }]}
        eyebrow={office.kind}
        title={office.name}
        lead={`${office.location}. ${office.description}`}
      />

      <section aria-labelledby="office-details-heading" className="section">
        <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)]">
          <div className="card p-7 sm:p-9">
            <h2 id="office-details-heading" className="text-2xl font-bold text-brand-950">
              {copy.detailsHeading}
            </h2>
            <dl className="mt-6 grid gap-6 sm:grid-cols-2">
              <div>
                <dt className="flex items-center gap-2 font-semibold text-brand-950">
                  <MapPin aria-hidden="true" className="size-5 text-brand-500" />
                  {copy.address}
                </dt>
                <dd className="mt-2 text-slate-700">
                  <address className="not-italic">
                    {street}
                    <br />
                    {city}
                  </address>
                  <a
                    href={mapUrl(office)}
                    rel="noopener noreferrer external"
                    className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
                  >
                    {copy.map}
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only"> ({copy.mapNote})</span>
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold text-brand-950">
                  <Clock aria-hidden="true" className="size-5 text-brand-500" />
                  {copy.hours}
                </dt>
                <dd className="mt-2 text-slate-700">
                  <p>{formatOfficeHours(office.hours, locale)}</p>
                  <p className="mt-1 text-sm text-slate-600">{copy.hoursZone(zoneName(office.timeZone, locale))}</p>
                  <p className="mt-1 text-sm text-slate-600">{copy.closed}</p>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold text-brand-950">
                  <Phone aria-hidden="true" className="size-5 text-brand-500" />
                  {copy.phone}
                </dt>
                <dd className="mt-2">
                  <a href={office.phoneHref} className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
                    {office.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold text-brand-950">
                  <Mail aria-hidden="true" className="size-5 text-brand-500" />
                  {copy.email}
                </dt>
                <dd className="mt-2">
                  <a
                    href={`mailto:${company.email}`}
                    className="font-semibold break-words text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    {company.email}
                  </a>
                </dd>
              </div>
            </dl>
          </div>

          <div className="card flex flex-col p-7 sm:p-9">
            <span className="icon-tile">
              <CalendarClock aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-5 text-2xl font-bold text-brand-950">{copy.meetHeading}</h2>
            <p className="mt-3 leading-relaxed text-slate-600">{copy.meetLead}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
              <a href={meetingHref} className="btn btn-primary">
                {copy.meet}
              </a>
              <a href={pagePath("contact", locale)} className="btn btn-outline">
                {copy.write}
              </a>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="other-offices-heading" className="section border-t border-slate-200 bg-slate-50">
        <div className="container-page">
          <h2 id="other-offices-heading" className="text-2xl font-bold text-brand-950">
            {copy.othersHeading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {others.map((other) => (
              <li key={other.id} className="card p-5">
                <a href={officePath(other.id, locale)} className="font-semibold text-brand-800 hover:text-brand-950 hover:underline">
                  {other.name}
                </a>
                <p className="mt-1 text-sm text-slate-600">{other.location}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand
        locale={locale}
        id="office-cta-heading"
        eyebrow={copy.cta.eyebrow}
        title={copy.cta.title}
        lead={copy.cta.lead}
        primary={{ label: copy.cta.primary, href: pagePath("contact", locale) }}
        secondary={{ label: copy.cta.secondary, href: pagePath("about", locale) }}
      />
    </main>
  );
}
