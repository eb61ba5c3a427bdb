import {
  Award,
  Building2,
  Cable,
  Eye,
  Factory,
  Gem,
  Handshake,
  Landmark,
  Leaf,
  Lightbulb,
  Scale,
  ShieldCheck,
  Target,
  TrendingUp,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { OfficeCard } from "~/components/sections/office-card";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { approach, capabilities, mission, story, values, vision } from "~/content/about";
import { company } from "~/content/company";
import { offices } from "~/content/offices";
import { formatStat, globalStats, headlineStats } from "~/content/stats";
import { publicPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import { seo, siteUrlFrom } from "~/utils/seo";
import { breadcrumbJsonLd, organizationJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/about";

export const headers: Route.HeadersFunction = () => publicPageHeaders();

/** Reads no query parameter: any query string shares the one stored page. */
export const handle = { queryParams: [] } satisfies CacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return seo(siteUrl, {
    title: "About Us: Mission, Offices and Values",
    description: `Since ${company.foundedYear}, ${company.name} has delivered 500+ projects with 50+ engineers from five offices in Vaughan, Calgary, Burnaby, Georgia and Ahmedabad. Our mission, approach, capabilities and values.`,
    path: "/about",
    keywords: ["about Northbridge Engineering", "engineering firm Ontario", "engineering offices Canada USA India", "engineering values"],
    jsonLd: [organizationJsonLd(siteUrl), breadcrumbJsonLd(siteUrl, [["About", "/about"]])],
  });
};

const approachIcons: LucideIcon[] = [Lightbulb, TrendingUp, ShieldCheck];
const capabilityIcons: LucideIcon[] = [Factory, Cable, Landmark, Scale, Leaf, Users];
const valueIcons: LucideIcon[] = [Award, Gem, Lightbulb, Handshake];

export default function AboutPage() {
  return (
    <main id="main">
      <PageHero
        breadcrumbs={[{ label: "About" }]}
        facts={[
          { value: String(company.foundedYear), label: "Founded in Ontario" },
          { value: "500+", label: "Projects completed" },
          { value: String(offices.length), label: "Offices worldwide" },
          { value: "3", label: "Continents served" },
        ]}
        eyebrow={`About ${company.name}`}
        title="Engineers Who Measure Success in Your Savings"
        lead={story}
      />

      <section aria-labelledby="mission-heading" className="section">
        <div className="container-page">
          <h2 id="mission-heading" className="sr-only">
            Mission and vision
          </h2>
          <div className="grid gap-6 lg:grid-cols-2">
            <article className="card p-8 sm:p-10">
              <span className="icon-tile">
                <Target aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-2xl font-bold text-brand-950">Our Mission</h3>
              <p className="mt-3 text-lg leading-relaxed text-slate-600">{mission}</p>
            </article>
            <article className="card p-8 sm:p-10">
              <span className="icon-tile">
                <Eye aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-2xl font-bold text-brand-950">Our Vision</h3>
              <p className="mt-3 text-lg leading-relaxed text-slate-600">{vision}</p>
            </article>
          </div>

          <dl className="mt-8 grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-brand-800 lg:grid-cols-4">
            {headlineStats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse bg-brand-900 px-6 py-8 text-center">
                <dt className="mt-1 text-sm font-medium text-brand-100">{stat.label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-accent-400">{formatStat(stat)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="approach-heading" className="section border-y border-slate-200 bg-slate-50">
        <div className="container-page">
          <SectionHeading
            id="approach-heading"
            eyebrow="Our approach"
            title="How we create value"
            lead="Three commitments shape every engagement, from a one-week safety review to a multi-year capital program."
            align="center"
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {approach.map((card, index) => {
              const Icon = approachIcons[index % approachIcons.length];
              return (
                <li key={card.title} className="card p-7">
                  <span className="icon-tile">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-5 text-xl font-semibold text-brand-950">{card.title}</h3>
                  <p className="mt-3 leading-relaxed text-slate-600">{card.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="offices-heading" className="section">
        <div className="container-page">
          <SectionHeading
            id="offices-heading"
            eyebrow="Global presence"
            title="Five offices, three continents, one team"
            lead="Local engineers where our clients work, and a connected team that keeps projects moving around the clock."
          />
          <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {offices.map((office) => (
              <li key={office.id}>
                <OfficeCard office={office} />
              </li>
            ))}
          </ul>
          <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {globalStats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-2xl border border-brand-100 bg-brand-50/70 p-6">
                <dt>
                  <span className="block font-semibold text-brand-950">{stat.label}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{stat.detail}</span>
                </dt>
                <dd className="mb-2 text-3xl font-extrabold tracking-tight text-brand-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="capabilities-heading" className="section bg-brand-50/60">
        <div className="container-page">
          <SectionHeading
            id="capabilities-heading"
            eyebrow="Capabilities"
            title="Multidisciplinary by design"
            lead="The disciplines a modern plant, building or infrastructure project needs, coordinated by one team."
            align="center"
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {capabilities.map((capability, index) => {
              const Icon = capabilityIcons[index % capabilityIcons.length];
              return (
                <li key={capability.title} className="card flex gap-5 p-6">
                  <span className="icon-tile">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-brand-950">{capability.title}</h3>
                    <p className="mt-1.5 leading-relaxed text-slate-600">{capability.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="section">
        <div className="container-page">
          <SectionHeading id="values-heading" eyebrow="What we stand for" title="Our core values" align="center" />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((value, index) => {
              const Icon = valueIcons[index % valueIcons.length];
              return (
                <li key={value.title} className="card p-6 text-center">
                  <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-brand-800 text-accent-300">
                    <Icon aria-hidden="true" className="size-7" />
                  </span>
                  <h3 className="mt-5 text-xl font-semibold text-brand-950">{value.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600">{value.description}</p>
                </li>
              );
            })}
          </ul>
          <p className="mt-12 text-center text-slate-600">
            <Building2 aria-hidden="true" className="mr-1.5 inline size-4 align-[-2px] text-brand-500" />
            Head office: {offices[0].location}.{" "}
            <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              Visit or call any of our offices
            </Link>
          </p>
        </div>
      </section>

      <CtaBand
        id="about-cta"
        className="pt-0 sm:pt-0"
        eyebrow="Work with us"
        title="Let's engineer your next success"
        lead="Tell us where you want to save time, cost or risk. We'll put the right engineers on it."
        primary={{ label: "Start Your Project", href: "/contact" }}
        secondary={{ label: "View Our Services", href: "/services" }}
      />
    </main>
  );
}
