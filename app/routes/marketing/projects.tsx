import { Link, useSearchParams } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { ProjectCard } from "~/components/sections/project-card";
import { SectionHeading } from "~/components/sections/section-heading";
import { categoryFromSlug, categorySlug, projectCategories, projects, projectsInCategory, type ProjectCategory } from "~/content/projects";
import { formatStat, projectImpactStats } from "~/content/stats";
import { publicPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import { cn } from "~/utils/cn";
import { seo, siteUrlFrom } from "~/utils/seo";
import { breadcrumbJsonLd, organizationJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/projects";

export const headers: Route.HeadersFunction = () => publicPageHeaders();

/** Reads the category filter (`?category=`); any other query string shares the stored page of its filter. */
export const handle = { queryParams: ["category"] } satisfies CacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return seo(siteUrl, {
    title: "Project Portfolio | 500+ Completed Projects Across Ontario, Alberta, BC, Quebec and the Southern USA",
    fullTitle: true,
    description:
      "Explore our portfolio of 500+ completed engineering projects across Ontario, Alberta, BC, Quebec and the southern USA: manufacturing, LEED Gold buildings, infrastructure, water treatment, energy and pharmaceutical work.",
    path: "/projects",
    keywords: [
      "engineering projects",
      "project portfolio",
      "manufacturing engineering",
      "LEED Gold",
      "infrastructure engineering",
      "water treatment",
      "smart grid",
      "pharmaceutical engineering",
    ],
    jsonLd: [organizationJsonLd(siteUrl), breadcrumbJsonLd(siteUrl, [["Projects", "/projects"]])],
  });
};

type Filter = { label: string; slug: string; testId: string; category?: ProjectCategory; count: number };

/** SPEC.md: each filter button's test id is `filter-{lowercased category}`, spaces kept ("filter-leed gold"). */
function filterTestId(label: string): string {
  return `filter-${label.toLowerCase()}`;
}

const filters: Filter[] = [
  { label: "All", slug: "all", testId: filterTestId("All"), count: projects.length },
  ...projectCategories.map((category) => ({
    label: category,
    slug: categorySlug(category),
    testId: filterTestId(category),
    category,
    count: projectsInCategory(category).length,
  })),
];

export default function ProjectsPage() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("category");
  const category = requested && requested !== "all" ? categoryFromSlug(requested) : undefined;
  const unknownCategory = Boolean(requested && requested !== "all" && !category);
  const shown = projectsInCategory(category);
  const activeSlug = category ? categorySlug(category) : "all";

  return (
    <main id="main">
      <PageHero
        breadcrumbs={[{ label: "Projects" }]}
        facts={[
          { value: "500+", label: "Projects completed" },
          { value: String(projectCategories.length), label: "Industry sectors" },
          { value: "98%", label: "Delivered on time" },
          { value: "$50M+", label: "Client savings" },
        ]}
        eyebrow="Our work"
        title="Project Portfolio"
        lead="Over 500 completed projects across Ontario, Alberta, British Columbia, Quebec and the southern USA. Here are a few that show what process-driven engineering delivers."
      />

      <section aria-labelledby="projects-heading" className="section">
        <div className="container-page">
          <h2 id="projects-heading" className="sr-only">
            Projects
          </h2>
          <nav aria-label="Filter projects by category">
            <ul className="flex flex-wrap gap-2">
              {filters.map((filter) => {
                const active = filter.slug === activeSlug;
                return (
                  <li key={filter.slug}>
                    <Link
                      to={filter.category ? `/projects?category=${filter.slug}` : "/projects"}
                      preventScrollReset
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
                        <span className="sr-only"> {filter.count === 1 ? "project" : "projects"})</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <p role="status" className="mt-6 text-sm text-slate-600">
            {unknownCategory ? (
              <>
                <strong className="font-semibold text-red-700">There is no &ldquo;{requested}&rdquo; category.</strong> Showing all{" "}
                {shown.length} projects instead.
              </>
            ) : (
              <>
                Showing {shown.length} {shown.length === 1 ? "project" : "projects"}
                {category ? ` in ${category}` : ""}.
              </>
            )}
          </p>

          <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="project-grid">
            {shown.map((project) => (
              <li key={project.slug}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="impact-heading" className="section border-y border-slate-200 bg-slate-50">
        <div className="container-page">
          <SectionHeading
            id="impact-heading"
            eyebrow="Results that add up"
            title="Project Impact"
            lead="What fifteen years of process-driven engineering has delivered for our clients."
            align="center"
          />
          <dl className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {projectImpactStats.map((stat) => (
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
        id="projects-cta"
        eyebrow="Your project next"
        title="Ready to Create Your Success Story?"
        lead="Join the manufacturers, property owners and public agencies who count on us for results they can measure."
        primary={{ label: "Start Your Project", href: "/contact" }}
        secondary={{ label: "Explore Our Services", href: "/services" }}
      />
    </main>
  );
}
