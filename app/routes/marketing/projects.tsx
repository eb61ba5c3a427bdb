import { useSearchParams } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { ProjectCard } from "~/components/sections/project-card";
import { SectionHeading } from "~/components/sections/section-heading";
import { projectCategoriesFr, projectsFr, type ProjectFr } from "~/content/fr/projects";
import { projectImpactStatsFr } from "~/content/fr/stats";
import {
  categoryFromSlug,
  categorySlug,
  projectCategories,
  projects,
  projectsInCategory,
  type Project,
  type ProjectCategory,
} from "~/content/projects";
import { formatStat, projectImpactStats } from "~/content/stats";
import { localeOfPath, useLocale, type Locale } from "~/i18n/locale";
import { caseStudyPath, pageAlternates, pagePath } from "~/i18n/paths";
import { publicPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import { cn } from "~/utils/cn";
import { seo, siteUrlFrom } from "~/utils/seo";
import { listPublishedCaseStudies } from "~/utils/case-studies.server";
import { breadcrumbJsonLd, organizationJsonLd } from "~/utils/structured-data";
import { officeNamesIn } from "~/content/fr/offices";
import type { Route } from "./+types/projects";
import { projectsCopy, projectsCopyFr } from "./projects.copy";

export const headers: Route.HeadersFunction = () => publicPageHeaders();

/** Reads the category filter (`?category=`); any other query string shares the stored page of its filter. */
export const handle = { queryParams: ["category"] } satisfies CacheHandle;

const copies = { en: projectsCopy, fr: projectsCopyFr } as const;

/** The published case studies, by slug: a project card leads to its study when the study is public. */
export async function loader() {
  const studies = await listPublishedCaseStudies();
  return { caseStudies: studies.map((study) => study.slug) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeOfPath(location.pathname);
  const copy = copies[locale];
  const path = pagePath("projects", locale);
  return seo(siteUrl, {
    title: copy.metaTitle,
    fullTitle: true,
    description: copy.metaDescription,
    path,
    locale,
    alternates: pageAlternates("projects"),
    keywords: copy.keywords,
    jsonLd: [organizationJsonLd(siteUrl, locale, officeNamesIn(locale)), breadcrumbJsonLd(siteUrl, [[copy.breadcrumb, path]], locale)],
  });
};

type Filter = { label: string; slug: string; testId: string; category?: ProjectCategory; count: number };

/** SPEC.md: each filter button's test id is `filter-{lowercased category}`, spaces kept ("filter-leed gold"). */
function filterTestId(label: string): string {
  return `filter-${label.toLowerCase()}`;
}

/**
 * The filters in one language. A category keeps its English slug in both (`?category=leed-gold`), so a
 * filter's address differs only by its page; the label and the test id follow the page's language.
 */
function filtersIn(locale: Locale): Filter[] {
  const copy = copies[locale];
  const label = (index: number) => (locale === "fr" ? projectCategoriesFr[index] : projectCategories[index]);
  return [
    { label: copy.all, slug: "all", testId: filterTestId(copy.all), count: projects.length },
    ...projectCategories.map((category, index) => ({
      label: label(index),
      slug: categorySlug(category),
      testId: filterTestId(label(index)),
      category,
      count: projectsInCategory(category).length,
    })),
  ];
}

/** A project in the page's language (the French one has the same slug). */
function inLanguage(locale: Locale) {
  return (project: Project): Project | ProjectFr =>
    locale === "fr" ? (projectsFr.find((french) => french.slug === project.slug) ?? project) : project;
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = copies[locale];
  const filters = filtersIn(locale);
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("category");
  const category = requested && requested !== "all" ? categoryFromSlug(requested) : undefined;
  const unknownCategory = Boolean(requested && requested !== "all" && !category);
  const shown = projectsInCategory(category).map(inLanguage(locale));
  const activeSlug = category ? categorySlug(category) : "all";
  const categoryLabel = category ? filters.find((filter) => filter.category === category)?.label : undefined;
  const studies = new Set(loaderData.caseStudies);
  const base = pagePath("projects", locale);
  const impact = locale === "fr" ? projectImpactStatsFr : projectImpactStats;

  return (
    <main id="main">
      <PageHero
        breadcrumbs={[{ label: copy.breadcrumb }]}
        facts={[
          { value: "500+", label: copy.facts.completed },
          { value: String(projectCategories.length), label: copy.facts.sectors },
          { value: copy.onTimeValue, label: copy.facts.onTime },
          { value: copy.savingsValue, label: copy.facts.savings },
        ]}
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
      />

      <section aria-labelledby="projects-heading" className="section">
        <div className="container-page">
          <h2 id="projects-heading" className="sr-only">
            {copy.projectsHeading}
          </h2>
          <nav aria-label={copy.filterLabel}>
            <ul className="flex flex-wrap gap-2">
              {filters.map((filter) => {
                const active = filter.slug === activeSlug;
                return (
                  <li key={filter.slug}>
                    <a
                      href={filter.category ? `${base}?category=${filter.slug}` : base}
                      data-testid={filter.testId}
                      aria-current={active ? "true" : undefined}
                      className={cn(
                        "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors",
                        active
                          ? "border-brand-800 bg-brand-800 text-white"
                          : "border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800",
                      )}
                    >
                      {filter.label}
                      <span
                        className={cn(
                          "rounded-full px-2 py-0.5 text-xs",
                          active ? "bg-white/15 text-white" : "bg-slate-100 text-slate-600",
                        )}
                      >
                        <span className="sr-only">(</span>
                        {filter.count}
                        <span className="sr-only"> {copy.projects(filter.count)})</span>
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>

          <p role="status" className="mt-6 text-sm text-slate-600">
            {unknownCategory ? (
              <>
                <strong className="font-semibold text-red-700">{copy.unknown(requested ?? "")}</strong>
                {copy.showingAllInstead(shown.length)}
              </>
            ) : (
              copy.showing(shown.length, categoryLabel)
            )}
          </p>

          <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="project-grid">
            {shown.map((project) => (
              <li key={project.slug}>
                <ProjectCard project={project} href={studies.has(project.slug) ? caseStudyPath(project.slug, locale) : undefined} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="impact-heading" className="section border-y border-slate-200 bg-slate-50">
        <div className="container-page">
          <SectionHeading
            id="impact-heading"
            eyebrow={copy.impact.eyebrow}
            title={copy.impact.title}
            lead={copy.impact.lead}
            align="center"
          />
          <dl className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {impact.map((stat) => (
              <div key={stat.label} className="card flex flex-col-reverse p-7 text-center">
                <dt>
                  <span className="block text-lg font-semibold text-brand-950">{stat.label}</span>
                  <span className="mt-1 block text-sm text-slate-600">{stat.detail}</span>
                </dt>
                <dd className="mb-3 text-4xl font-extrabold tracking-tight text-brand-800 sm:text-5xl">{formatStat(stat)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <CtaBand
        locale={locale}
        id="projects-cta"
        eyebrow={copy.cta.eyebrow}
        title={copy.cta.title}
        lead={copy.cta.lead}
        primary={{ label: copy.cta.primary, href: pagePath("contact", locale) }}
        secondary={{ label: copy.cta.secondary, href: pagePath("services", locale) }}
      />
    </main>
  );
}
