import { Clock, FileCheck2, FileText, Gauge, Handshake, PiggyBank, Rocket, ShieldCheck } from "lucide-react";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { company } from "~/content/company";
import { crnBenefits, crnDocumentation, crnIntro, crnQualityControl, crnSteps, crnTechnicalRequirements } from "~/content/crn";
import { companyFr } from "~/content/fr/company";
import {
  crnBenefitsFr,
  crnDocumentationFr,
  crnIntroFr,
  crnQualityControlFr,
  crnStepsFr,
  crnTechnicalRequirementsFr,
} from "~/content/fr/crn";
import { provincesFr } from "~/content/fr/provinces";
import { findServiceFr } from "~/content/fr/services";
import { provinces } from "~/content/provinces";
import { findService } from "~/content/services";
import { localeOfPath, useLocale, type Locale } from "~/i18n/locale";
import { pageAlternates, pagePath } from "~/i18n/paths";
import { publicPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import { seo, siteUrlFrom } from "~/utils/seo";
import { breadcrumbJsonLd, professionalServiceJsonLd, serviceJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/crn";
import { crnCopy, crnCopyFr } from "./crn.copy";

export const headers: Route.HeadersFunction = () => publicPageHeaders();

/** Reads no query parameter: any query string shares the one stored page. */
export const handle = { queryParams: [] } satisfies CacheHandle;

/** The page's words and the firm's CRN content in one language. */
function crnContent(locale: Locale) {
  const french = locale === "fr";
  const service = french ? findServiceFr("crn-registration") : findService("crn-registration");
  if (!service) throw new Error("The CRN registration service is missing from app/content");
  return french
    ? {
        copy: crnCopyFr,
        firm: companyFr,
        service,
        intro: crnIntroFr,
        steps: crnStepsFr,
        provinces: provincesFr,
        benefits: crnBenefitsFr,
        technical: crnTechnicalRequirementsFr,
        quality: crnQualityControlFr,
        documentation: crnDocumentationFr,
      }
    : {
        copy: crnCopy,
        firm: company,
        service,
        intro: crnIntro,
        steps: crnSteps,
        provinces,
        benefits: crnBenefits,
        technical: crnTechnicalRequirements,
        quality: crnQualityControl,
        documentation: crnDocumentation,
      };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeOfPath(location.pathname);
  const { copy, service } = crnContent(locale);
  return seo(siteUrl, {
    title: copy.metaTitle,
    description: copy.metaDescription,
    path: pagePath("crn", locale),
    locale,
    alternates: pageAlternates("crn"),
    keywords: copy.keywords,
    jsonLd: [
      serviceJsonLd(siteUrl, service, locale),
      professionalServiceJsonLd(siteUrl, locale),
      breadcrumbJsonLd(
        siteUrl,
        [
          [copy.services, pagePath("services", locale)],
          [copy.breadcrumb, pagePath("crn", locale)],
        ],
        locale,
      ),
    ],
  });
};

const benefitIcons = [ShieldCheck, Rocket, Handshake, PiggyBank];

export default function CrnPage() {
  const locale = useLocale();
  const content = crnContent(locale);
  const { copy } = content;
  const contact = pagePath("contact", locale);
  return (
    <main id="main">
      <PageHero
        breadcrumbs={[{ label: copy.services, href: pagePath("services", locale) }, { label: copy.breadcrumb }]}
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        image={{
          src: "/images/crn-vessel.svg",
          alt: copy.imageAlt,
          width: 720,
          height: 560,
        }}
        actions={
          <>
            <a href={contact} className="btn btn-primary btn-lg">
              {copy.quote}
            </a>
            <a href={contact} className="btn btn-outline-light btn-lg">
              {copy.consultation}
            </a>
          </>
        }
      />

      <section aria-labelledby="what-is-crn" className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:gap-16">
          <div>
            <SectionHeading id="what-is-crn" eyebrow={copy.basics.eyebrow} title={copy.basics.title} />
            <p className="section-lead">{content.intro.what}</p>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{content.intro.why}</p>
          </div>
          <aside aria-labelledby="crn-scope" className="card self-start bg-brand-50/50 p-7">
            <span className="icon-tile bg-white">
              <Gauge aria-hidden="true" className="size-6" />
            </span>
            <h3 id="crn-scope" className="mt-4 text-lg font-semibold text-brand-950">
              {copy.scope}
            </h3>
            <CheckList items={content.intro.scope} className="mt-4" />
          </aside>
        </div>
      </section>

      <section aria-labelledby="crn-process" className="section border-y border-slate-200 bg-slate-50">
        <div className="container-page">
          <SectionHeading
            id="crn-process"
            eyebrow={copy.process.eyebrow}
            title={copy.process.title}
            lead={copy.process.lead}
            align="center"
          />
          <ol className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-5">
            {content.steps.map((step) => (
              <li key={step.step} className="card relative flex flex-col p-6">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-800 font-mono text-sm font-bold text-accent-300">
                  {step.step}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-950">{step.title}</h3>
                <p className="mt-2 flex-1 text-[0.95rem] leading-relaxed text-slate-600">{step.description}</p>
                <p className="mt-5 inline-flex items-center gap-1.5 self-start rounded-full bg-accent-300/30 px-3 py-1 text-sm font-semibold text-brand-900 ring-1 ring-accent-400/50">
                  <Clock aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{copy.process.timeframe}</span>
                  {step.timeframe}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="crn-jurisdictions" className="section">
        <div className="container-page">
          <SectionHeading
            id="crn-jurisdictions"
            eyebrow={copy.coverage.eyebrow}
            title={copy.coverage.title(content.provinces.length)}
            lead={copy.coverage.lead}
            align="center"
          />
          <ul className="mt-12 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {content.provinces.map((province) => (
              <li key={province.code} data-testid={`province-${province.code}`} className="card flex items-center gap-3 px-4 py-3.5">
                <span className="inline-flex h-9 w-11 shrink-0 items-center justify-center rounded-md bg-brand-800 font-mono text-sm font-bold text-white">
                  {province.code}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block leading-snug font-medium text-brand-950">{province.name}</span>
                  <span className="mt-0.5 inline-flex items-center gap-1.5 text-xs font-semibold text-emerald-700">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
                    {province.status}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="crn-benefits" className="section bg-brand-50/60">
        <div className="container-page">
          <SectionHeading id="crn-benefits" eyebrow={copy.benefits.eyebrow} title={copy.benefits.title} align="center" />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {content.benefits.map((benefit, index) => {
              const Icon = benefitIcons[index % benefitIcons.length];
              return (
                <li key={benefit.title} className="card p-6">
                  <span className="icon-tile">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-brand-950">{benefit.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600">{benefit.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="crn-technical" className="section">
        <div className="container-page">
          <SectionHeading id="crn-technical" eyebrow={copy.technical.eyebrow} title={copy.technical.title} lead={copy.technical.lead} />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {content.technical.map((requirement) => (
              <li key={requirement.code} className="card border-t-4 border-t-brand-700 p-6">
                <p className="font-mono text-xl font-bold text-brand-800">{requirement.code}</p>
                <h3 className="mt-1 text-sm font-semibold text-slate-700">{requirement.title}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{requirement.description}</p>
              </li>
            ))}
          </ul>

          <div className="mt-14 grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="crn-quality" className="card p-7 sm:p-8">
              <div className="flex items-center gap-4">
                <span className="icon-tile">
                  <FileCheck2 aria-hidden="true" className="size-6" />
                </span>
                <h3 id="crn-quality" className="text-xl font-semibold text-brand-950">
                  {copy.quality}
                </h3>
              </div>
              <CheckList items={content.quality} className="mt-6" />
            </section>
            <section aria-labelledby="crn-documentation" className="card p-7 sm:p-8">
              <div className="flex items-center gap-4">
                <span className="icon-tile">
                  <FileText aria-hidden="true" className="size-6" />
                </span>
                <h3 id="crn-documentation" className="text-xl font-semibold text-brand-950">
                  {copy.documentation}
                </h3>
              </div>
              <CheckList items={content.documentation} className="mt-6" />
            </section>
          </div>
        </div>
      </section>

      <CtaBand
        locale={locale}
        id="crn-cta"
        className="pt-0 sm:pt-0"
        eyebrow={copy.cta.eyebrow}
        title={copy.cta.title}
        lead={copy.cta.lead(content.firm.replyWithin)}
        primary={{ label: copy.cta.primary, href: contact }}
        secondary={{ label: copy.cta.secondary, href: `${pagePath("crn", locale)}/guide` }}
      />
    </main>
  );
}
