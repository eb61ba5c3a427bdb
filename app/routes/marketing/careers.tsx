import { ArrowRight, Briefcase, CalendarClock, MapPin } from "lucide-react";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { officeNamesIn, officesFr } from "~/content/fr/offices";
import { offices } from "~/content/offices";
import { localeOfPath, useLocale, type Locale } from "~/i18n/locale";
import { jobPostingPath, pageAlternates, pagePath } from "~/i18n/paths";
import { cacheHeaders, type CacheHandle } from "~/utils/cache-headers";
import {
  employmentTypeLabels,
  employmentTypes,
  formatClosingDate,
  formatSalary,
  isEmploymentType,
  isOfficeId,
  isWorkplace,
  workplaceLabels,
  workplaceTypes,
} from "~/utils/careers-fields";
import { listOpenPostings, officeOfPosting, type OpenPostingFilter } from "~/utils/careers.server";
import { seo, siteUrlFrom } from "~/utils/seo";
import { breadcrumbJsonLd, organizationJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/careers";
import { careersCopy } from "./careers.copy";

/**
 * The open job postings (`/careers`, `/fr/carrieres`): those published whose closing date is still ahead,
 * newest first, narrowed by location, workplace and employment type with an ordinary GET form (no
 * JavaScript needed). The filters are declared to the page cache, so each combination is one stored page.
 */

/** `?office=vaughan&workplace=hybrid&type=full-time`: each optional. */
export const handle = { queryParams: ["office", "workplace", "type"] } satisfies CacheHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const asked = {
    office: url.searchParams.get("office"),
    workplace: url.searchParams.get("workplace"),
    type: url.searchParams.get("type"),
  };
  const filter: OpenPostingFilter = {
    officeId: isOfficeId(asked.office) ? asked.office : undefined,
    workplace: isWorkplace(asked.workplace) ? asked.workplace : undefined,
    employmentType: isEmploymentType(asked.type) ? asked.type : undefined,
  };
  // A value we do not know is left out and said so, rather than answering an empty list.
  const unknownFilter =
    (Boolean(asked.office) && !filter.officeId) ||
    (Boolean(asked.workplace) && !filter.workplace) ||
    (Boolean(asked.type) && !filter.employmentType);
  const rows = await listOpenPostings(filter);
  return {
    filter: { office: filter.officeId ?? "", workplace: filter.workplace ?? "", type: filter.employmentType ?? "" },
    unknownFilter,
    postings: rows.map((row) => {
      const office = officeOfPosting(row.officeId);
      return {
        slug: row.slug,
        title: row[locale].title,
        summary: row[locale].summary,
        officeId: row.officeId,
        workplace: row.workplace,
        employmentType: row.employmentType,
        salary: formatSalary(row, locale),
        closesOn: formatClosingDate(row.closesAt, office.timeZone, locale),
      };
    }),
  };
}

export function headers({ errorHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return errorHeaders;
  // The list changes when staff publish or close a posting (they notify the cache) and when a closing
  // date passes, which a stored page outlives by at most the cache's one-minute ceiling.
  return cacheHeaders("content");
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const copy = careersCopy[locale].list;
  const siteUrl = siteUrlFrom(matches);
  const path = pagePath("careers", locale);
  return seo(siteUrl, {
    title: copy.metaTitle,
    description: copy.description,
    path,
    locale,
    alternates: pageAlternates("careers"),
    keywords: copy.keywords,
    jsonLd: [
      organizationJsonLd(siteUrl, locale, officeNamesIn(locale)),
      breadcrumbJsonLd(siteUrl, [[careersCopy[locale].breadcrumb, path]], locale),
    ],
  });
};

function officeLabel(officeId: string, locale: Locale): string {
  const list = locale === "fr" ? officesFr : offices;
  return list.find((office) => office.id === officeId)?.location ?? officeId;
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = careersCopy[locale].list;
  const { filter, postings, unknownFilter } = loaderData;
  const filtered = Boolean(filter.office || filter.workplace || filter.type);
  const base = pagePath("careers", locale);
  const officeList = locale === "fr" ? officesFr : offices;

  return (
    <main id="main">
      <PageHero breadcrumbs={[{ label: careersCopy[locale].breadcrumb }]} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />

      <section aria-labelledby="roles-heading" className="section">
        <div className="container-page">
          <form method="get" action={base} className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
            <h2 className="text-lg font-semibold text-brand-950 sm:col-span-2 lg:col-span-4">{copy.filterHeading}</h2>
            <div className="grid gap-1.5">
              <Label htmlFor="careers-office">{copy.office}</Label>
              <NativeSelect id="careers-office" name="office" defaultValue={filter.office}>
                <option value="">{copy.anyOffice}</option>
                {officeList.map((office) => (
                  <option key={office.id} value={office.id}>
                    {office.location}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="careers-workplace">{copy.workplace}</Label>
              <NativeSelect id="careers-workplace" name="workplace" defaultValue={filter.workplace}>
                <option value="">{copy.anyWorkplace}</option>
                {workplaceTypes.map((workplace) => (
                  <option key={workplace} value={workplace}>
                    {workplaceLabels[locale][workplace]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="careers-type">{copy.type}</Label>
              <NativeSelect id="careers-type" name="type" defaultValue={filter.type}>
                <option value="">{copy.anyType}</option>
                {employmentTypes.map((type) => (
                  <option key={type} value={type}>
                    {employmentTypeLabels[locale][type]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit">{copy.apply}</Button>
              {filtered || unknownFilter ? (
                <a href={base} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
                  {copy.clear}
                </a>
              ) : null}
            </div>
          </form>

          <h2 id="roles-heading" className="mt-10 text-2xl font-bold text-brand-950">
            {copy.rolesHeading}
          </h2>
          <p className="mt-2 text-slate-700" data-testid="careers-count">
            {unknownFilter ? <strong className="mr-1 font-semibold text-red-700">{copy.unknownFilter}</strong> : null}
            {copy.showing(postings.length, filtered)}
          </p>

          {postings.length === 0 ? (
            <p className="mt-6 max-w-2xl text-slate-700">
              {copy.noneLead}{" "}
              <a href={pagePath("contact", locale)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {copy.contact}
              </a>
            </p>
          ) : (
            <ul className="mt-6 grid gap-5 lg:grid-cols-2" data-testid="posting-list">
              {postings.map((posting) => (
                <li key={posting.slug}>
                  <article className="card flex h-full flex-col p-6" aria-labelledby={`posting-${posting.slug}`}>
                    <h3 id={`posting-${posting.slug}`} className="text-xl font-bold text-brand-950">
                      <a href={jobPostingPath(posting.slug, locale)} className="hover:text-brand-700 hover:underline">
                        {posting.title}
                      </a>
                    </h3>
                    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-700">
                      <li className="flex items-center gap-1.5">
                        <MapPin aria-hidden="true" className="size-4 text-brand-700" />
                        {officeLabel(posting.officeId, locale)} · {workplaceLabels[locale][posting.workplace]}
                      </li>
                      <li className="flex items-center gap-1.5">
                        <Briefcase aria-hidden="true" className="size-4 text-brand-700" />
                        {employmentTypeLabels[locale][posting.employmentType]}
                        {posting.salary ? ` · ${posting.salary}` : ""}
                      </li>
                      <li className="flex items-center gap-1.5">
                        <CalendarClock aria-hidden="true" className="size-4 text-brand-700" />
                        {copy.applyBy(posting.closesOn)}
                      </li>
                    </ul>
                    <p className="mt-4 flex-1 text-slate-700">{posting.summary}</p>
                    <p className="mt-5">
                      <a
                        href={jobPostingPath(posting.slug, locale)}
                        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                        aria-label={copy.details(posting.title)}
                      >
                        {copy.view}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </a>
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <CtaBand
        locale={locale}
        id="careers-cta"
        eyebrow={copy.cta.eyebrow}
        title={copy.cta.title}
        lead={copy.noneLead}
        primary={{ label: copy.contact, href: pagePath("contact", locale) }}
        secondary={{ label: copy.cta.about, href: pagePath("about", locale) }}
      />
    </main>
  );
}
