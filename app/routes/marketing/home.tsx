import { ArrowRight, BadgeCheck, Clock, MapPinned } from "lucide-react";
import { AnimatedCounter, CountersScript } from "~/components/counter";
import { CtaBand } from "~/components/sections/cta-band";
import { ProjectCard } from "~/components/sections/project-card";
import { SectionHeading } from "~/components/sections/section-heading";
import { ServiceIconGlyph } from "~/components/sections/service-icon";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { EnhancementScript } from "~/components/enhancement-script";
import { company } from "~/content/company";
import { companyFr } from "~/content/fr/company";
import { processStepsFr } from "~/content/fr/process";
import { projectsFr } from "~/content/fr/projects";
import { serviceCardsFr } from "~/content/fr/service-cards";
import { headlineStatsFr } from "~/content/fr/stats";
import { testimonialsFr } from "~/content/fr/testimonials";
import { processSteps } from "~/content/process";
import { projects } from "~/content/projects";
import { serviceCards } from "~/content/service-cards";
import { headlineStats } from "~/content/stats";
import { testimonials } from "~/content/testimonials";
import frenchOfferScript from "~/enhancements/french-offer.ts?enhancement";
import { htmlLang, localeOfPath, useLocale, type Locale } from "~/i18n/locale";
import { caseStudyPath, pageAlternates, pagePath } from "~/i18n/paths";
import { publicPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import { listPublishedCaseStudies } from "~/utils/case-studies.server";
import { cn } from "~/utils/cn";
import { seo, siteUrlFrom } from "~/utils/seo";
import { organizationJsonLd, professionalServiceJsonLd, websiteJsonLd } from "~/utils/structured-data";
import { officeNamesIn } from "~/content/fr/offices";
import type { Route } from "./+types/home";
import { homeCopy, homeCopyFr } from "./home.copy";

export const headers: Route.HeadersFunction = () => publicPageHeaders();

/** Reads no query parameter: any query string shares the one stored page. */
export const handle = { queryParams: [] } satisfies CacheHandle;

/** The published case studies, by slug: a featured project leads to its study when the study is public. */
export async function loader() {
  const studies = await listPublishedCaseStudies();
  return { caseStudies: studies.map((study) => study.slug) };
}

/** The page's words and the firm's content in one language. */
function homeContent(locale: Locale) {
  return locale === "fr"
    ? {
        copy: homeCopyFr,
        firm: companyFr,
        stats: headlineStatsFr,
        services: serviceCardsFr,
        steps: processStepsFr,
        projects: projectsFr,
        testimonials: testimonialsFr,
      }
    : { copy: homeCopy, firm: company, stats: headlineStats, services: serviceCards, steps: processSteps, projects, testimonials };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeOfPath(location.pathname);
  const { copy, firm } = homeContent(locale);
  return seo(siteUrl, {
    title: copy.metaTitle(company.name, firm.slogan),
    fullTitle: true,
    description: copy.metaDescription,
    path: pagePath("home", locale),
    locale,
    alternates: pageAlternates("home"),
    keywords: copy.keywords,
    imageAlt: firm.defaultSocialImageAlt,
    jsonLd: [
      organizationJsonLd(siteUrl, locale, officeNamesIn(locale)),
      professionalServiceJsonLd(siteUrl, locale),
      websiteJsonLd(siteUrl, locale),
    ],
  });
};

const heroIcons = [BadgeCheck, MapPinned, Clock];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const studies = new Set(loaderData.caseStudies);
  const content = homeContent(locale);
  const { copy, firm } = content;
  return (
    <main id="main">
      {locale === "en" ? <FrenchOffer /> : null}
      <section className="blueprint relative overflow-hidden text-white">
        <div className="container-page grid items-center gap-12 pt-14 pb-36 sm:pt-20 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,0.95fr)] lg:pt-24 lg:pb-44">
          <div>
            <p className="eyebrow-light">{copy.eyebrow(company.foundedYear)}</p>
            <h1 className="mt-4 text-[2.6rem] leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl">
              {copy.heading[0]} <span className="text-accent-400">{copy.heading[1]}</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-brand-100 sm:text-xl">{copy.lead}</p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <a href={pagePath("services", locale)} className="btn btn-primary btn-lg">
                {copy.exploreServices}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
              <a href={pagePath("projects", locale)} className="btn btn-outline-light btn-lg">
                {copy.viewProjects}
              </a>
            </div>
            <ul className="mt-10 grid gap-3 text-sm text-brand-100 sm:grid-cols-3 sm:gap-5">
              {copy.heroPoints.map((text, index) => {
                const Icon = heroIcons[index];
                return (
                  <li key={text} className="flex items-start gap-2">
                    <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
                    {text}
                  </li>
                );
              })}
            </ul>
          </div>
          {/* Shown on wide screens only; lazy, so phones never download it. */}
          <div className="relative hidden lg:block">
            <img
              src="/images/hero-plant.svg"
              alt={copy.heroImageAlt}
              width={720}
              height={560}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-2xl shadow-2xl ring-1 shadow-black/40 ring-white/10"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="container-page relative z-10 -mt-24 lg:-mt-28">
        <h2 id="stats-heading" className="sr-only">
          {copy.statsHeading(company.name)}
        </h2>
        <dl className="card grid grid-cols-2 overflow-hidden lg:grid-cols-4">
          {content.stats.map((stat, index) => (
            <div
              key={stat.label}
              className={cn(
                "flex flex-col-reverse items-center justify-end border-slate-200/80 px-4 py-8 text-center sm:py-10",
                index < 2 && "border-b lg:border-b-0",
                index % 2 === 0 && "border-r",
                index === 1 && "lg:border-r",
              )}
            >
              <dt className="mt-2 text-sm font-medium text-slate-600 sm:text-base">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-brand-800 sm:text-5xl">
                <AnimatedCounter
                  value={stat.value}
                  suffix={stat.suffix}
                  testId={`counter-${headlineStats[index].label.toLowerCase().replace(/\s+/g, "-")}`}
                />
              </dd>
            </div>
          ))}
        </dl>
        <CountersScript />
      </section>

      <section aria-labelledby="services-heading" className="section">
        <div className="container-page">
          <SectionHeading
            id="services-heading"
            eyebrow={copy.services.eyebrow}
            title={copy.services.title}
            lead={copy.services.lead}
            align="center"
          />
          <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {content.services.map((service) => (
              <li key={service.slug}>
                <article className="card card-hover group flex h-full flex-col p-6">
                  <span className="icon-tile transition-colors group-hover:bg-brand-800 group-hover:text-accent-300">
                    <ServiceIconGlyph icon={service.icon} className="size-6" />
                  </span>
                  <h3 id={`service-card-${service.slug}`} className="mt-5 text-lg font-semibold text-brand-950">
                    {service.title}
                  </h3>
                  <p className="mt-2 flex-1 text-[0.95rem] leading-relaxed text-slate-600">{service.summary}</p>
                  {/* Eight "Learn More" links must still say where each goes (WCAG 2.4.4): the topic follows, unseen. */}
                  <a
                    href={service.href}
                    className="mt-5 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    {copy.services.learnMore}
                    <span className="sr-only">{copy.services.learnMoreAbout(service.title)}</span>
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                  </a>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="process-heading" className="section border-y border-slate-200 bg-slate-50">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16">
          <div>
            <p className="eyebrow">{copy.process.eyebrow}</p>
            <h2 id="process-heading" className="section-title mt-3">
              {copy.process.title}
            </h2>
            <p className="section-lead">{copy.process.lead}</p>
            <p className="mt-4 leading-relaxed text-slate-600">{copy.process.story(company.foundedYear)}</p>
            <a href={pagePath("about", locale)} className="btn btn-secondary btn-lg mt-8">
              {copy.process.approach}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
          <ol className="grid gap-5 sm:grid-cols-2">
            {content.steps.map((step, index) => (
              <li key={step.title} className="card p-6">
                <span className="font-mono text-sm font-bold text-accent-700">0{index + 1}</span>
                <h3 className="mt-2 text-lg font-semibold text-brand-950">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="portfolio-heading" className="section">
        <div className="container-page">
          <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
            <SectionHeading
              id="portfolio-heading"
              eyebrow={copy.portfolio.eyebrow}
              title={copy.portfolio.title}
              lead={copy.portfolio.lead}
            />
            <a href={pagePath("projects", locale)} className="btn btn-outline shrink-0 self-start md:self-auto">
              {copy.portfolio.all}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {content.projects.slice(0, 3).map((project) => (
              <li key={project.slug}>
                <ProjectCard project={project} href={studies.has(project.slug) ? caseStudyPath(project.slug, locale) : undefined} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="section bg-brand-50/60">
        <div className="container-page">
          <SectionHeading
            id="testimonials-heading"
            eyebrow={copy.testimonials.eyebrow}
            title={copy.testimonials.title}
            lead={copy.testimonials.lead(company.rating.value, company.rating.count)}
            align="center"
          />
          <ul className="mt-14 grid gap-6 lg:grid-cols-3">
            {content.testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand
        locale={locale}
        id="home-cta"
        title={copy.cta.title}
        lead={copy.cta.lead(firm.replyWithin)}
        primary={{ label: copy.cta.primary, href: pagePath("contact", locale) }}
        secondary={{ label: copy.cta.secondary, href: pagePath("services", locale) }}
      />
    </main>
  );
}

/**
 * On the English home page, a visitor whose browser asks for French first is offered the French site
 * (enhancements/french-offer.ts shows this; it stays hidden without JavaScript, for crawlers and for
 * everyone else). Nothing redirects: the visitor chooses, and a dismissal is remembered.
 */
function FrenchOffer() {
  const offer = homeCopy.offer;
  return (
    <>
      <div hidden data-french-offer="" lang={htmlLang.fr} className="border-b border-accent-200 bg-accent-50">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3 text-brand-950">
          <p className="font-medium">
            {offer.text}{" "}
            <a href={pagePath("home", "fr")} hrefLang={htmlLang.fr} className="font-semibold text-brand-800 underline underline-offset-4">
              {offer.link}
            </a>
          </p>
          <button type="button" data-french-offer-dismiss="" className="btn btn-outline px-3 py-1.5 text-sm">
            {offer.dismiss}
          </button>
        </div>
      </div>
      <EnhancementScript src={frenchOfferScript} />
    </>
  );
}
