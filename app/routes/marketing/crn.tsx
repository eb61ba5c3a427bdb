import { Clock, FileCheck2, FileText, Gauge, Handshake, PiggyBank, Rocket, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { company } from "~/content/company";
import { crnBenefits, crnDocumentation, crnIntro, crnQualityControl, crnSteps, crnTechnicalRequirements } from "~/content/crn";
import { provinces } from "~/content/provinces";
import { findService, type Service } from "~/content/services";
import { publicPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import { seo, siteUrlFrom } from "~/utils/seo";
import { breadcrumbJsonLd, professionalServiceJsonLd, serviceJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/crn";

export const headers: Route.HeadersFunction = () => publicPageHeaders();

/** Reads no query parameter: any query string shares the one stored page. */
export const handle = { queryParams: [] } satisfies CacheHandle;

function crnService(): Service {
  const service = findService("crn-registration");
  if (!service) throw new Error("The CRN registration service is missing from app/content/services.ts");
  return service;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return seo(siteUrl, {
    title: "CRN Registration for Pressure Vessels, Piping & Fittings",
    description:
      "Canadian Registration Number (CRN) services for pressure vessels, piping and fittings in all 13 provinces and territories: ASME VIII-1, VIII-2, B31.3 and B31.1 design, burst testing and multi-province submissions.",
    path: "/services/crn",
    keywords: [
      "CRN registration",
      "Canadian Registration Number",
      "pressure vessel registration",
      "CSA B51",
      "ASME VIII-1",
      "ASME VIII-2",
      "ASME B31.3",
      "ASME B31.1",
      "burst testing",
    ],
    jsonLd: [
      serviceJsonLd(siteUrl, crnService()),
      professionalServiceJsonLd(siteUrl),
      breadcrumbJsonLd(siteUrl, [
        ["Services", "/services"],
        ["CRN Registration", "/services/crn"],
      ]),
    ],
  });
};

const benefitIcons = [ShieldCheck, Rocket, Handshake, PiggyBank];

export default function CrnPage() {
  return (
    <main id="main">
      <PageHero
        breadcrumbs={[{ label: "Services", href: "/services" }, { label: "CRN Registration" }]}
        eyebrow="Canadian Registration Number services"
        title="CRN Registration for Pressure Equipment, Across Canada"
        lead="Pressure vessels, piping systems and fittings registered in every province and territory you sell into, designed and documented to ASME and CSA B51 by engineers who do this every week."
        image={{
          src: "/images/crn-vessel.svg",
          alt: "Blueprint of a horizontal pressure vessel with nozzles, saddles and a CRN stamp",
          width: 720,
          height: 560,
        }}
        actions={
          <>
            <Link to="/contact" className="btn btn-primary btn-lg">
              Get CRN Quote
            </Link>
            <Link to="/contact" className="btn btn-outline-light btn-lg">
              Free Consultation
            </Link>
          </>
        }
      />

      <section aria-labelledby="what-is-crn" className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:gap-16">
          <div>
            <SectionHeading id="what-is-crn" eyebrow="The basics" title="What is a CRN?" />
            <p className="section-lead">{crnIntro.what}</p>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{crnIntro.why}</p>
          </div>
          <aside aria-labelledby="crn-scope" className="card self-start bg-brand-50/50 p-7">
            <span className="icon-tile bg-white">
              <Gauge aria-hidden="true" className="size-6" />
            </span>
            <h3 id="crn-scope" className="mt-4 text-lg font-semibold text-brand-950">
              Equipment that needs a CRN
            </h3>
            <CheckList items={crnIntro.scope} className="mt-4" />
          </aside>
        </div>
      </section>

      <section aria-labelledby="crn-process" className="section border-y border-slate-200 bg-slate-50">
        <div className="container-page">
          <SectionHeading
            id="crn-process"
            eyebrow="Our process"
            title="Five steps from design to registration"
            lead="Typical timeframes for a single jurisdiction; further provinces run in parallel once the first review is under way."
            align="center"
          />
          <ol className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-5">
            {crnSteps.map((step) => (
              <li key={step.step} className="card relative flex flex-col p-6">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-800 font-mono text-sm font-bold text-accent-300">
                  {step.step}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-950">{step.title}</h3>
                <p className="mt-2 flex-1 text-[0.95rem] leading-relaxed text-slate-600">{step.description}</p>
                <p className="mt-5 inline-flex items-center gap-1.5 self-start rounded-full bg-accent-300/30 px-3 py-1 text-sm font-semibold text-brand-900 ring-1 ring-accent-400/50">
                  <Clock aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">Timeframe: </span>
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
            eyebrow="Coverage"
            title={`Registered in all ${provinces.length} provinces and territories`}
            lead="We hold active working relationships with every Canadian jurisdiction's pressure equipment safety authority."
            align="center"
          />
          <ul className="mt-12 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {provinces.map((province) => (
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
          <SectionHeading id="crn-benefits" eyebrow="Why work with us" title="The benefits of a registration partner" align="center" />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {crnBenefits.map((benefit, index) => {
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
          <SectionHeading
            id="crn-technical"
            eyebrow="Codes and standards"
            title="Technical requirements"
            lead="Designs are prepared and checked to the ASME code that governs the equipment, together with CSA B51 and each jurisdiction's own requirements."
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {crnTechnicalRequirements.map((requirement) => (
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
                  Quality control
                </h3>
              </div>
              <CheckList items={crnQualityControl} className="mt-6" />
            </section>
            <section aria-labelledby="crn-documentation" className="card p-7 sm:p-8">
              <div className="flex items-center gap-4">
                <span className="icon-tile">
                  <FileText aria-hidden="true" className="size-6" />
                </span>
                <h3 id="crn-documentation" className="text-xl font-semibold text-brand-950">
                  Documentation we prepare
                </h3>
              </div>
              <CheckList items={crnDocumentation} className="mt-6" />
            </section>
          </div>
        </div>
      </section>

      <CtaBand
        id="crn-cta"
        className="pt-0 sm:pt-0"
        eyebrow="Register with confidence"
        title="Get your equipment registered, province by province"
        lead={`Send us your drawings or a description of the equipment. A CRN specialist will reply within ${company.replyWithin} with a scope, a timeline and a fixed quote.`}
        primary={{ label: "Get Started Today", href: "/contact" }}
        secondary={{ label: "Download CRN Guide", href: "/services/crn/guide" }}
      />
    </main>
  );
}
