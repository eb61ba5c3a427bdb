import { ArrowRight, BadgeCheck, Clock, MapPinned } from "lucide-react";
import { Link } from "react-router";
import { AnimatedCounter, CountersScript } from "~/components/counter";
import { CtaBand } from "~/components/sections/cta-band";
import { ProjectCard } from "~/components/sections/project-card";
import { SectionHeading } from "~/components/sections/section-heading";
import { ServiceIconGlyph } from "~/components/sections/service-icon";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { processSteps } from "~/content/process";
import { company } from "~/content/company";
import { projects } from "~/content/projects";
import { serviceCards } from "~/content/service-cards";
import { headlineStats } from "~/content/stats";
import { testimonials } from "~/content/testimonials";
import { publicPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import { cn } from "~/utils/cn";
import { seo, siteUrlFrom } from "~/utils/seo";
import { organizationJsonLd, professionalServiceJsonLd, websiteJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/home";

export const headers: Route.HeadersFunction = () => publicPageHeaders();

/** Reads no query parameter: any query string shares the one stored page. */
export const handle = { queryParams: [] } satisfies CacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return seo(siteUrl, {
    title: `${company.name} | ${company.slogan}`,
    fullTitle: true,
    description:
      "Engineering consulting that pays for itself: professional engineering, project management, Lean Six Sigma, LEED, PHSR and CRN registration across Ontario, Alberta, BC, Quebec and the southern USA.",
    path: "/",
    keywords: [
      "engineering consulting",
      "professional engineering",
      "project management",
      "Lean Six Sigma",
      "LEED consulting",
      "CRN registration",
      "PHSR",
      "Ontario",
      "Alberta",
      "British Columbia",
      "Quebec",
    ],
    imageAlt: company.defaultSocialImageAlt,
    jsonLd: [organizationJsonLd(siteUrl), professionalServiceJsonLd(siteUrl), websiteJsonLd(siteUrl)],
  });
};

const heroPoints = [
  { icon: BadgeCheck, text: "Licensed P.Eng. and PE engineers" },
  { icon: MapPinned, text: "CRN registration in all 13 jurisdictions" },
  { icon: Clock, text: "24/7 emergency engineering support" },
];

export default function HomePage() {
  return (
    <main id="main">
      <section className="blueprint relative overflow-hidden text-white">
        <div className="container-page grid items-center gap-12 pt-14 pb-36 sm:pt-20 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,0.95fr)] lg:pt-24 lg:pb-44">
          <div>
            <p className="eyebrow-light">Engineering consulting since {company.foundedYear}</p>
            <h1 className="mt-4 text-[2.6rem] leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl">
              Savings <span className="text-accent-400">Beyond Imagination</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-brand-100 sm:text-xl">
              Engineering, project management and regulatory expertise that takes cost, risk and time out of your operations, for industry
              across Ontario, Alberta, British Columbia, Quebec and the southern USA.
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <Link to="/services" className="btn btn-primary btn-lg">
                Explore Our Services
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link to="/projects" className="btn btn-outline-light btn-lg">
                View Our Projects
              </Link>
            </div>
            <ul className="mt-10 grid gap-3 text-sm text-brand-100 sm:grid-cols-3 sm:gap-5">
              {heroPoints.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-2">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          {/* Shown on wide screens only; lazy, so phones never download it. */}
          <div className="relative hidden lg:block">
            <img
              src="/images/hero-plant.svg"
              alt="Blueprint of a process plant with a pressure vessel, piping and a savings chart"
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
          {company.name} in numbers
        </h2>
        <dl className="card grid grid-cols-2 overflow-hidden lg:grid-cols-4">
          {headlineStats.map((stat, index) => (
            <div
              key={stat.label}
              className={cn(
                "flex flex-col-reverse items-center border-slate-200/80 px-4 py-8 text-center sm:py-10",
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
                  testId={`counter-${stat.label.toLowerCase().replace(/\s+/g, "-")}`}
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
            eyebrow="What we do"
            title="Engineering services that pay for themselves"
            lead="Eight practices under one roof, so one partner can take a project from the first study to the final registration."
            align="center"
          />
          <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {serviceCards.map((service) => (
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
                  <Link
                    to={service.href}
                    className="mt-5 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    Learn More<span className="sr-only"> about {service.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="process-heading" className="section border-y border-slate-200 bg-slate-50">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16">
          <div>
            <p className="eyebrow">How we work</p>
            <h2 id="process-heading" className="section-title mt-3">
              Process-Driven Excellence
            </h2>
            <p className="section-lead">
              Every engagement follows the same disciplined path: measure first, engineer the options, deliver with care, and verify the
              savings against the baseline we agreed at the start.
            </p>
            <p className="mt-4 leading-relaxed text-slate-600">
              It is how a {company.foundedYear} start-up of a few engineers grew to more than 500 completed projects, with 98% of clients
              telling us they would hire us again.
            </p>
            <Link to="/about" className="btn btn-secondary btn-lg mt-8">
              Learn About Our Approach
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <ol className="grid gap-5 sm:grid-cols-2">
            {processSteps.map((step, index) => (
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
              eyebrow="Our work"
              title="Featured projects"
              lead="A few of the 500+ projects we have delivered for manufacturers, property owners and public agencies."
            />
            <Link to="/projects" className="btn btn-outline shrink-0 self-start md:self-auto">
              View All Projects
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {projects.slice(0, 3).map((project) => (
              <li key={project.slug}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="section bg-brand-50/60">
        <div className="container-page">
          <SectionHeading
            id="testimonials-heading"
            eyebrow="Client stories"
            title="What our clients say"
            lead={`Rated ${company.rating.value} out of 5 by ${company.rating.count} clients.`}
            align="center"
          />
          <ul className="mt-14 grid gap-6 lg:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand
        id="home-cta"
        title="Find out what your operation could save"
        lead={`Tell us about your project and an engineer will reply within ${company.replyWithin} with next steps and a no-obligation quote.`}
        primary={{ label: "Get Your Quote", href: "/contact" }}
        secondary={{ label: "Explore Our Services", href: "/services" }}
      />
    </main>
  );
}
