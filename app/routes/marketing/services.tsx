import { ArrowRight } from "lucide-react";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { ServiceIconGlyph } from "~/components/sections/service-icon";
import { company } from "~/content/company";
import { companyFr } from "~/content/fr/company";
import { servicesFr } from "~/content/fr/services";
import { services } from "~/content/services";
import { localeOfPath, useLocale, type Locale } from "~/i18n/locale";
import { pageAlternates, pagePath } from "~/i18n/paths";
import { publicPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import { cn } from "~/utils/cn";
import { seo, siteUrlFrom } from "~/utils/seo";
import { breadcrumbJsonLd, serviceJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/services";
import { servicesCopy, servicesCopyFr } from "./services.copy";

export const headers: Route.HeadersFunction = () => publicPageHeaders();

/** Reads no query parameter: any query string shares the one stored page. */
export const handle = { queryParams: [] } satisfies CacheHandle;

function servicesContent(locale: Locale) {
  return locale === "fr"
    ? { copy: servicesCopyFr, list: servicesFr, firm: companyFr }
    : { copy: servicesCopy, list: services, firm: company };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeOfPath(location.pathname);
  const { copy, list } = servicesContent(locale);
  const path = pagePath("services", locale);
  return seo(siteUrl, {
    title: copy.metaTitle,
    description: copy.metaDescription,
    path,
    locale,
    alternates: pageAlternates("services"),
    keywords: [copy.keyword, ...list.flatMap((service) => service.keywords.slice(0, 2))],
    jsonLd: [
      ...list.map((service) => serviceJsonLd(siteUrl, service, locale)),
      breadcrumbJsonLd(siteUrl, [[copy.breadcrumb, path]], locale),
    ],
  });
};

export default function ServicesPage() {
  const locale = useLocale();
  const { copy, list, firm } = servicesContent(locale);
  return (
    <main id="main">
      <PageHero
        breadcrumbs={[{ label: copy.breadcrumb }]}
        facts={copy.facts}
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead(company.name)}
        actions={
          <>
            <a href={pagePath("contact", locale)} className="btn btn-primary btn-lg">
              {copy.quote}
            </a>
            <a href={pagePath("crn", locale)} className="btn btn-outline-light btn-lg">
              {copy.crn}
            </a>
          </>
        }
      >
        <nav aria-label={copy.onThisPage} className="mt-10">
          <ul className="flex flex-wrap gap-2">
            {list.map((service) => (
              <li key={service.slug}>
                <a
                  href={`#${service.slug}`}
                  className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/5 px-3.5 py-1.5 text-sm text-brand-50 transition-colors hover:border-accent-400 hover:bg-white/10"
                >
                  <ServiceIconGlyph icon={service.icon} className="size-4 text-accent-400" />
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {list.map((service, index) => {
        const reversed = index % 2 === 1;
        const headingId = `${service.slug}-heading`;
        return (
          <section
            key={service.slug}
            id={service.slug}
            aria-labelledby={headingId}
            className={cn("scroll-mt-24 py-16 sm:py-20", reversed ? "bg-slate-50" : "bg-white")}
          >
            <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
              <div className={cn(reversed && "lg:order-2")}>
                <div className="flex items-center gap-4">
                  <span className="icon-tile">
                    <ServiceIconGlyph icon={service.icon} className="size-6" />
                  </span>
                  <span className="font-mono text-sm font-bold text-accent-700">
                    {String(index + 1).padStart(2, "0")} / {String(list.length).padStart(2, "0")}
                  </span>
                </div>
                <h2 id={headingId} className="section-title mt-5">
                  {service.title}
                </h2>
                <p className="section-lead">{service.description}</p>
                <CheckList items={service.features} columns={2} className="mt-8" />
                <a
                  href={service.href}
                  className="mt-9 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                >
                  {service.href === pagePath("contact", locale) ? copy.talkAbout(service.title) : copy.explore(service.title)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </div>
              <div className={cn("render-near aspect-[4/3]", reversed && "lg:order-1")}>
                <img
                  src={service.image.src}
                  alt={service.image.alt}
                  width={service.image.width}
                  height={service.image.height}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full rounded-2xl bg-brand-900 shadow-xl ring-1 ring-slate-900/5"
                />
              </div>
            </div>
          </section>
        );
      })}

      <CtaBand
        locale={locale}
        id="services-cta"
        title={copy.cta.title}
        lead={copy.cta.lead(firm.replyWithin)}
        primary={{ label: copy.cta.primary, href: pagePath("contact", locale) }}
        secondary={{ label: copy.cta.secondary, href: pagePath("projects", locale) }}
      />
    </main>
  );
}
