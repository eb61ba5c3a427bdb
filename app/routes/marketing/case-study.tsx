import { lowerFirst } from "~/i18n/french";
import { mediaSizesFor } from "~/utils/media.server";
import { ArrowRight, CheckCircle2 } from "lucide-react";
import { data } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { company } from "~/content/company";
import { projectCategoriesFr } from "~/content/fr/projects";
import { serviceCardsFr } from "~/content/fr/service-cards";
import { projectCategories } from "~/content/projects";
import { serviceCards } from "~/content/service-cards";
import { htmlLang, localeOfPath, useLocale, type Locale } from "~/i18n/locale";
import { caseStudyPath, pagePath } from "~/i18n/paths";
import { cacheHeaders, type CacheHandle } from "~/utils/cache-headers";
import { getPublishedCaseStudy } from "~/utils/case-studies.server";
import { absoluteUrl, seo, siteUrlFrom, socialImageUrl } from "~/utils/seo";
import { breadcrumbJsonLd, organizationId } from "~/utils/structured-data";
import type { Route } from "./+types/case-study";

/**
 * A case study's page (`/projects/{slug}`, `/fr/projets/{slug}`): the client, the challenge, what was
 * done and the measured results, the services involved, and a call to action that names the project.
 */

const COPY = {
  en: {
    breadcrumb: "Projects",
    facts: { location: "Location", client: "Client", duration: "Duration", sector: "Sector" },
    months: (count: number) => `${count} ${count === 1 ? "month" : "months"}`,
    challenge: "The challenge",
    approach: "What we did",
    results: "Measured results",
    services: "Services on this project",
    cta: {
      eyebrow: "Start a conversation",
      title: (title: string) => `Planning a project like ${title}?`,
      lead: "Tell us about your plant, building or network. We reply within one business day with a scope, a schedule and a quote.",
      primary: "Discuss a similar project",
      secondary: "See all projects",
    },
    notFound: "Project not found",
  },
  fr: {
    breadcrumb: "Projets",
    facts: { location: "Lieu", client: "Client", duration: "Durée", sector: "Secteur" },
    months: (count: number) => `${count}\u00a0mois`,
    challenge: "Le défi",
    approach: "Ce que nous avons fait",
    results: "Résultats mesurés",
    services: "Services mis à contribution",
    cta: {
      eyebrow: "Parlons de votre projet",
      title: (title: string) => `Un projet comme «\u00a0${title}\u00a0»\u00a0?`,
      lead: "Parlez-nous de votre usine, de votre bâtiment ou de votre réseau. Nous répondons en un jour ouvrable avec une portée, un échéancier et une soumission.",
      primary: "Discuter d’un projet semblable",
      secondary: "Voir tous les projets",
    },
    notFound: "Projet introuvable",
  },
} satisfies Record<Locale, unknown>;

function categoryName(category: string, locale: Locale): string {
  const index = projectCategories.findIndex((name) => name === category);
  return locale === "fr" && index >= 0 ? projectCategoriesFr[index] : category;
}

function serviceLinks(slugs: readonly string[], locale: Locale) {
  const cards = locale === "fr" ? serviceCardsFr : serviceCards;
  return slugs.flatMap((slug) => {
    const card = cards.find((candidate) => candidate.slug === slug);
    if (!card) return [];
    const href = slug === "crn-registration" ? pagePath("crn", locale) : `${pagePath("services", locale)}#${slug}`;
    return [{ slug, title: card.title, href }];
  });
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const study = await getPublishedCaseStudy(params.slug);
  if (!study) throw data({ slug: params.slug }, { status: 404 });
  return {
    slug: study.slug,
    category: study.category,
    durationMonths: study.durationMonths,
    image: study.image,
    mediaSizes: await mediaSizesFor([study.image]),
    services: study.services,
    text: study[locale],
    updatedAt: study.updatedAt.toISOString(),
    createdAt: study.createdAt.toISOString(),
  };
}

export function headers({ errorHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return errorHeaders;
  return cacheHeaders("content");
}

/** Reads no query parameter: any query string shares the one stored page. */
export const handle = { queryParams: [] } satisfies CacheHandle;

export const meta: Route.MetaFunction = ({ data: study, matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const copy = COPY[locale];
  if (!study) return [{ title: `${copy.notFound} | ${company.name}` }, { name: "robots", content: "noindex" }];
  const siteUrl = siteUrlFrom(matches);
  const path = caseStudyPath(study.slug, locale);
  return seo(siteUrl, {
    title:
      locale === "fr"
        ? `${study.text.title}\u00a0: ${lowerFirst(categoryName(study.category, locale))}, ${study.text.location}`
        : `${study.text.title}: ${categoryName(study.category, locale)}, ${study.text.location}`,
    description: study.text.summary,
    path,
    // Social networks do not show SVG: the firm's default card stands in for a drawing.
    ...(study.image.endsWith(".svg") ? {} : { image: study.image, imageAlt: study.text.imageAlt, mediaSizes: study.mediaSizes }),
    locale,
    alternates: { en: caseStudyPath(study.slug, "en"), fr: caseStudyPath(study.slug, "fr") },
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CreativeWork",
        "@id": `${absoluteUrl(siteUrl, path)}#case-study`,
        name: study.text.title,
        headline: study.text.title,
        description: study.text.summary,
        about: categoryName(study.category, locale),
        genre: locale === "fr" ? "Étude de cas" : "Case study",
        image: socialImageUrl(siteUrl, study.image, study.mediaSizes),
        url: absoluteUrl(siteUrl, path),
        inLanguage: htmlLang[locale],
        dateCreated: study.createdAt,
        dateModified: study.updatedAt,
        spatialCoverage: { "@type": "Place", name: study.text.location },
        author: { "@type": "Organization", "@id": organizationId(siteUrl), name: company.name },
        publisher: { "@type": "Organization", "@id": organizationId(siteUrl), name: company.name },
      },
      breadcrumbJsonLd(
        siteUrl,
        [
          [copy.breadcrumb, pagePath("projects", locale)],
          [study.text.title, path],
        ],
        locale,
      ),
    ],
  });
};

export default function CaseStudyPage({ loaderData: study }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = COPY[locale];
  const { text } = study;
  const services = serviceLinks(study.services, locale);
  return (
    <main id="main">
      <PageHero
        breadcrumbs={[{ label: copy.breadcrumb, href: pagePath("projects", locale) }, { label: text.title }]}
        eyebrow={categoryName(study.category, locale)}
        title={text.title}
        lead={text.summary}
        image={{ src: study.image, alt: text.imageAlt, width: 640, height: 400 }}
      />

      <section aria-labelledby="case-facts-heading" className="border-b border-slate-200 bg-white">
        <h2 id="case-facts-heading" className="sr-only">
          {text.title}
        </h2>
        <dl className="container-page grid grid-cols-2 gap-6 py-8 lg:grid-cols-4">
          {(
            [
              [copy.facts.sector, categoryName(study.category, locale)],
              [copy.facts.client, text.clientType],
              [copy.facts.location, text.location],
              [copy.facts.duration, copy.months(study.durationMonths)],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="mt-1 font-semibold text-brand-950">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.55fr)]">
          <div className="grid gap-10">
            <section aria-labelledby="challenge-heading">
              <h2 id="challenge-heading" className="text-2xl font-bold text-brand-950">
                {copy.challenge}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-slate-700">{text.challenge}</p>
            </section>
            <section aria-labelledby="approach-heading">
              <h2 id="approach-heading" className="text-2xl font-bold text-brand-950">
                {copy.approach}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-slate-700">{text.approach}</p>
            </section>
          </div>
          <aside className="grid content-start gap-6">
            <section aria-labelledby="results-heading" className="card p-7">
              <h2 id="results-heading" className="text-xl font-bold text-brand-950">
                {copy.results}
              </h2>
              <ul className="mt-4 grid gap-3">
                {text.results.map((result) => (
                  <li key={result} className="flex gap-3 font-semibold text-slate-800">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                    {result}
                  </li>
                ))}
              </ul>
            </section>
            {services.length > 0 ? (
              <section aria-labelledby="services-heading" className="card p-7">
                <h2 id="services-heading" className="text-xl font-bold text-brand-950">
                  {copy.services}
                </h2>
                <ul className="mt-4 grid gap-2">
                  {services.map((service) => (
                    <li key={service.slug}>
                      <a
                        href={service.href}
                        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                      >
                        {service.title}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </aside>
        </div>
      </div>

      <CtaBand
        locale={locale}
        id="case-study-cta-heading"
        eyebrow={copy.cta.eyebrow}
        title={copy.cta.title(text.title)}
        lead={copy.cta.lead}
        primary={{ label: copy.cta.primary, href: `${pagePath("contact", locale)}?project=${encodeURIComponent(study.slug)}` }}
        secondary={{ label: copy.cta.secondary, href: pagePath("projects", locale) }}
      />
    </main>
  );
}
