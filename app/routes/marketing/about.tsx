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
import { CtaBand } from "~/components/sections/cta-band";
import { OfficeCard } from "~/components/sections/office-card";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { approach, capabilities, mission, story, values, vision } from "~/content/about";
import { company } from "~/content/company";
import { approachFr, capabilitiesFr, missionFr, storyFr, valuesFr, visionFr } from "~/content/fr/about";
import { officesFr } from "~/content/fr/offices";
import { globalStatsFr, headlineStatsFr } from "~/content/fr/stats";
import { offices } from "~/content/offices";
import { formatStat, globalStats, headlineStats } from "~/content/stats";
import { localeOfPath, useLocale, type Locale } from "~/i18n/locale";
import { pageAlternates, pagePath } from "~/i18n/paths";
import { publicPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import { seo, siteUrlFrom } from "~/utils/seo";
import { breadcrumbJsonLd, organizationJsonLd } from "~/utils/structured-data";
import { officeNamesIn } from "~/content/fr/offices";
import type { Route } from "./+types/about";
import { aboutCopy, aboutCopyFr } from "./about.copy";

export const headers: Route.HeadersFunction = () => publicPageHeaders();

/** Reads no query parameter: any query string shares the one stored page. */
export const handle = { queryParams: [] } satisfies CacheHandle;

/** The page's words and the firm's content in one language. */
function aboutContent(locale: Locale) {
  return locale === "fr"
    ? {
        copy: aboutCopyFr,
        story: storyFr,
        mission: missionFr,
        vision: visionFr,
        approach: approachFr,
        capabilities: capabilitiesFr,
        values: valuesFr,
        headline: headlineStatsFr,
        global: globalStatsFr,
        headOffice: officesFr[0].location,
        offices: officesFr,
      }
    : {
        copy: aboutCopy,
        story,
        mission,
        vision,
        approach,
        capabilities,
        values,
        headline: headlineStats,
        global: globalStats,
        headOffice: offices[0].location,
        offices,
      };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeOfPath(location.pathname);
  const { copy } = aboutContent(locale);
  const path = pagePath("about", locale);
  return seo(siteUrl, {
    title: copy.metaTitle,
    description: copy.metaDescription(company.foundedYear, company.name),
    path,
    locale,
    alternates: pageAlternates("about"),
    keywords: copy.keywords,
    jsonLd: [organizationJsonLd(siteUrl, locale, officeNamesIn(locale)), breadcrumbJsonLd(siteUrl, [[copy.breadcrumb, path]], locale)],
  });
};

const approachIcons: LucideIcon[] = [Lightbulb, TrendingUp, ShieldCheck];
const capabilityIcons: LucideIcon[] = [Factory, Cable, Landmark, Scale, Leaf, Users];
const valueIcons: LucideIcon[] = [Award, Gem, Lightbulb, Handshake];

export default function AboutPage() {
  const locale = useLocale();
  const content = aboutContent(locale);
  const { copy } = content;
  return (
    <main id="main">
      <PageHero
        breadcrumbs={[{ label: copy.breadcrumb }]}
        facts={[
          { value: String(company.foundedYear), label: copy.facts.founded },
          { value: "500+", label: copy.facts.projects },
          { value: String(offices.length), label: copy.facts.offices },
          { value: "3", label: copy.facts.continents },
        ]}
        eyebrow={copy.eyebrow(company.name)}
        title={copy.title}
        lead={content.story}
      />

      <section aria-labelledby="mission-heading" className="section">
        <div className="container-page">
          <h2 id="mission-heading" className="sr-only">
            {copy.missionAndVision}
          </h2>
          <div className="grid gap-6 lg:grid-cols-2">
            <article className="card p-8 sm:p-10">
              <span className="icon-tile">
                <Target aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-2xl font-bold text-brand-950">{copy.mission}</h3>
              <p className="mt-3 text-lg leading-relaxed text-slate-600">{content.mission}</p>
            </article>
            <article className="card p-8 sm:p-10">
              <span className="icon-tile">
                <Eye aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-2xl font-bold text-brand-950">{copy.vision}</h3>
              <p className="mt-3 text-lg leading-relaxed text-slate-600">{content.vision}</p>
            </article>
          </div>

          <dl className="mt-8 grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-brand-800 lg:grid-cols-4">
            {content.headline.map((stat) => (
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
            eyebrow={copy.approach.eyebrow}
            title={copy.approach.title}
            lead={copy.approach.lead}
            align="center"
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {content.approach.map((card, index) => {
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
          <SectionHeading id="offices-heading" eyebrow={copy.offices.eyebrow} title={copy.offices.title} lead={copy.offices.lead} />
          <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {content.offices.map((office) => (
              <li key={office.id}>
                <OfficeCard office={office} />
              </li>
            ))}
          </ul>
          <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {content.global.map((stat) => (
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
            eyebrow={copy.capabilities.eyebrow}
            title={copy.capabilities.title}
            lead={copy.capabilities.lead}
            align="center"
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {content.capabilities.map((capability, index) => {
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
          <SectionHeading id="values-heading" eyebrow={copy.values.eyebrow} title={copy.values.title} align="center" />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {content.values.map((value, index) => {
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
            {copy.headOffice(content.headOffice)}{" "}
            <a
              href={pagePath("contact", locale)}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {copy.visit}
            </a>
          </p>
          <p className="mt-3 text-center text-slate-600">
            {copy.careers.lead}{" "}
            <a
              href={pagePath("careers", locale)}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {copy.careers.link}
            </a>
          </p>
        </div>
      </section>

      <CtaBand
        locale={locale}
        id="about-cta"
        className="pt-0 sm:pt-0"
        eyebrow={copy.cta.eyebrow}
        title={copy.cta.title}
        lead={copy.cta.lead}
        primary={{ label: copy.cta.primary, href: pagePath("contact", locale) }}
        secondary={{ label: copy.cta.secondary, href: pagePath("services", locale) }}
      />
    </main>
  );
}
