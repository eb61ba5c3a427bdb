import { CalendarDays, Clock, Mail, Phone, Siren, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ContactForm } from "~/components/contact-form";
import { OfficeCard } from "~/components/sections/office-card";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { company } from "~/content/company";
import { offices } from "~/content/offices";
import { cacheHeaders, type CacheHandle } from "~/utils/cache-headers";
import { seo, siteUrlFrom } from "~/utils/seo";
import { breadcrumbJsonLd, professionalServiceJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/contact";
import type { RouteHandle } from "~/utils/hydration";

export { contactPageLoader as loader, contactPageAction as action } from "~/utils/contact-page.server";

/**
 * Rendered for each visitor: the form carries a fill-time token made for this one request, and it must
 * work without JavaScript, so the token is written into the page rather than fetched by a script.
 */
export const headers: Route.HeadersFunction = () => cacheHeaders("private");

/** The inquiry form validates as it is filled in and reports in a toast: React runs here. */
export const handle = { hydrate: true, queryParams: [] } satisfies RouteHandle & CacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return seo(siteUrl, {
    title: "Contact Us: Get Your Project Quote",
    description: `Talk to an engineer about your project. Offices in Vaughan, Calgary, Burnaby, Georgia and Ahmedabad, a 24/7 emergency line, and a reply to every inquiry within ${company.replyWithin}.`,
    path: "/contact",
    keywords: ["contact engineering firm", "engineering quote", "engineering consultant Ontario", "24/7 engineering emergency"],
    jsonLd: [professionalServiceJsonLd(siteUrl), breadcrumbJsonLd(siteUrl, [["Contact", "/contact"]])],
  });
};

/** "Schedule Meeting" leads to the meeting request form (routes/marketing/meeting.tsx). */
const meetingHref = "/contact/meeting";

function MethodCard({ icon: Icon, title, text, children }: { icon: LucideIcon; title: string; text: string; children: ReactNode }) {
  return (
    <li className="card flex flex-col p-6">
      <span className="icon-tile">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-brand-950">{title}</h2>
      <p className="mt-1 flex-1 text-[0.95rem] text-slate-600">{text}</p>
      <div className="mt-4">{children}</div>
    </li>
  );
}

export default function ContactPage() {
  return (
    <main id="main">
      <PageHero
        breadcrumbs={[{ label: "Contact" }]}
        overlapBelow
        facts={[
          { value: "24 h", label: "Reply to every inquiry" },
          { value: "24/7", label: "Emergency hotline" },
          { value: String(offices.length), label: "Offices to visit" },
          { value: "8–6", label: "Mon–Fri, Eastern Time" },
        ]}
        eyebrow="Contact us"
        title="Let's Talk About Your Project"
        lead={`Questions, quotes or an urgent problem on site: talk to an engineer. We reply to every inquiry within ${company.replyWithin}, and our emergency line never closes.`}
      />

      <div className="container-page relative z-10 -mt-14">
        <ul className="grid gap-5 md:grid-cols-3">
          <MethodCard icon={Phone} title="Call Us" text="Speak with our head office, Monday to Friday.">
            <a href={company.phoneHref} className="text-lg font-semibold text-brand-700 hover:text-brand-900 hover:underline">
              {company.phone}
            </a>
          </MethodCard>
          <MethodCard icon={Mail} title="Email Us" text={`Send details or drawings; we reply within ${company.replyWithin}.`}>
            <a
              href={`mailto:${company.email}`}
              className="font-semibold [overflow-wrap:anywhere] text-brand-700 hover:text-brand-900 hover:underline"
            >
              {company.email}
            </a>
          </MethodCard>
          <MethodCard icon={CalendarDays} title="Book a Meeting" text="On site, at our offices or by video call.">
            <a href={meetingHref} className="btn btn-secondary">
              Schedule Meeting
            </a>
          </MethodCard>
        </ul>
      </div>

      <section aria-label="Inquiry form, hours and emergency support" className="section">
        <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-12">
          <div id="quote" className="min-w-0 scroll-mt-28 lg:col-span-7">
            <ContactForm />
          </div>

          <div className="flex min-w-0 flex-col gap-6 lg:col-span-5">
            <section aria-labelledby="hours-heading" className="card p-7">
              <div className="flex items-center gap-4">
                <span className="icon-tile">
                  <Clock aria-hidden="true" className="size-6" />
                </span>
                <h2 id="hours-heading" className="text-xl font-semibold text-brand-950">
                  Business Hours
                </h2>
              </div>
              <dl className="mt-6 divide-y divide-slate-100">
                {company.businessHours.map((hours) => (
                  <div key={hours.label} className="flex justify-between gap-4 py-3">
                    <dt className="font-medium text-slate-700">{hours.label}</dt>
                    <dd className={hours.value === "Closed" ? "text-slate-600" : "font-semibold text-brand-900"}>{hours.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 text-sm text-slate-600">Eastern Time, head office. Regional offices keep local hours.</p>
            </section>

            <section aria-labelledby="emergency-heading" className="blueprint rounded-2xl p-7 text-white shadow-xl">
              <div className="flex items-center gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-brand-950">
                  <Siren aria-hidden="true" className="size-6" />
                </span>
                <h2 id="emergency-heading" className="text-xl font-semibold">
                  24/7 Emergency Support
                </h2>
              </div>
              <p className="mt-4 leading-relaxed text-brand-100">
                Equipment failure, a safety incident or an inspector on site? An on-call engineer answers day and night, every day of the
                year.
              </p>
              <ul className="mt-6 space-y-3">
                <li>
                  <a href={company.emergencyPhoneHref} className="btn btn-primary w-full text-center whitespace-normal sm:w-auto">
                    <Phone aria-hidden="true" className="size-4" />
                    24/7 Hotline: {company.emergencyPhone}
                  </a>
                </li>
                <li>
                  <a
                    href={`mailto:${company.emergencyEmail}`}
                    className="inline-flex items-center gap-2 font-semibold [overflow-wrap:anywhere] text-accent-300 hover:underline"
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {company.emergencyEmail}
                  </a>
                </li>
              </ul>
            </section>
          </div>
        </div>
      </section>

      <section aria-labelledby="offices-heading" className="section border-t border-slate-200 bg-slate-50">
        <div className="container-page">
          <SectionHeading
            id="offices-heading"
            eyebrow="Our offices"
            title="Visit or call any of our five offices"
            lead="Engineers in Canada, the southern USA and India, so there is always someone close to your site or awake in your time zone."
          />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {offices.map((office) => (
              <li key={office.id}>
                <OfficeCard office={office} compact />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
