import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { ServiceIconGlyph } from "~/components/sections/service-icon";
import { company } from "~/content/company";
import { services } from "~/content/services";
import { publicPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import { cn } from "~/utils/cn";
import { seo, siteUrlFrom } from "~/utils/seo";
import { breadcrumbJsonLd, serviceJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/services";

export const headers: Route.HeadersFunction = () => publicPageHeaders();

/** Reads no query parameter: any query string shares the one stored page. */
export const handle = { queryParams: [] } satisfies CacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return seo(siteUrl, {
    title: "Engineering Services: Engineering, Project, Quality, Green & CRN",
    description:
      "Professional engineering, project management, Lean Six Sigma quality management, business consulting, LEED and energy audits, PHSR, CRN registration and engineering staffing across Canada and the southern USA.",
    path: "/services",
    keywords: ["engineering services", ...services.flatMap((service) => service.keywords.slice(0, 2))],
    jsonLd: [...services.map((service) => serviceJsonLd(siteUrl, service)), breadcrumbJsonLd(siteUrl, [["Services", "/services"]])],
  });
};

export default function ServicesPage() {
  return (
    <main id="main">
      <PageHero
        breadcrumbs={[{ label: "Services" }]}
        facts={[
          { value: "8", label: "Engineering practices" },
          { value: "50+", label: "Licensed engineers" },
          { value: "13", label: "CRN jurisdictions" },
          { value: "24/7", label: "Emergency support" },
        ]}
        eyebrow="Our services"
        title="Engineering Services That Deliver Measurable Savings"
        lead={`Eight practices, one accountable partner. Whether you need sealed drawings, a Lean transformation or CRNs in every province, ${company.name} brings the engineers, the process and the paperwork.`}
        actions={
          <>
            <Link to="/contact" className="btn btn-primary btn-lg">
              Get Your Quote
            </Link>
            <Link to="/services/crn" className="btn btn-outline-light btn-lg">
              CRN Registration
            </Link>
          </>
        }
      >
        <nav aria-label="Services on this page" className="mt-10">
          <ul className="flex flex-wrap gap-2">
            {services.map((service) => (
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

      {services.map((service, index) => {
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
                    {String(index + 1).padStart(2, "0")} / {String(services.length).padStart(2, "0")}
                  </span>
                </div>
                <h2 id={headingId} className="section-title mt-5">
                  {service.title}
                </h2>
                <p className="section-lead">{service.description}</p>
                <CheckList items={service.features} columns={2} className="mt-8" />
                <Link
                  to={service.href}
                  className="mt-9 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                >
                  {service.href === "/contact" ? `Talk to us about ${service.title}` : `Explore ${service.title}`}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
              <div className={cn(reversed && "lg:order-1")}>
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
        id="services-cta"
        title="Ready to put our engineers to work?"
        lead={`Tell us what you are planning. We reply within ${company.replyWithin} with a clear scope, a schedule and a fixed or not-to-exceed quote.`}
        primary={{ label: "Get Your Quote", href: "/contact" }}
        secondary={{ label: "View Our Portfolio", href: "/projects" }}
      />
    </main>
  );
}
