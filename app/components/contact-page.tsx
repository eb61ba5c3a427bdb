import { CalendarDays, Clock, Mail, Phone, Siren, type LucideIcon } from "lucide-react";
import type { MetaDescriptor } from "react-router";
import type { ReactNode } from "react";
import { ContactForm } from "~/components/contact-form";
import { KeptServerMarkup } from "~/components/kept-server-markup";
import { OfficeCard } from "~/components/sections/office-card";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { company } from "~/content/company";
import type { FrenchOffice } from "~/content/fr/offices";
import type { Office } from "~/content/offices";
import { useLocale, type Locale } from "~/i18n/locale";
import { pageAlternates, pagePath } from "~/i18n/paths";
import type { ContactCopy } from "~/routes/marketing/contact.copy.en";
import type { InquiryCopy } from "~/utils/inquiry-copy.en";
import { seo } from "~/utils/seo";
import { breadcrumbJsonLd, professionalServiceJsonLd } from "~/utils/structured-data";

// The Contact page's layout, shared by its two route modules (routes/marketing/contact.tsx for /contact,
// contact-fr.tsx for /fr/contact). It imports no words of its own: each route passes one language's copy,
// so each route's browser chunk carries one language (decision record 0009).

/** What the page shows of the firm's details that differ by language. */
export type ContactFirm = {
  replyWithin: string;
  businessHours: ReadonlyArray<{ label: string; value: string }>;
};

type ContactPageProps = {
  copy: ContactCopy;
  formCopy: InquiryCopy;
  firm: ContactFirm;
  /** The offices in the page's language. */
  offices: ReadonlyArray<Office | FrenchOffice>;
};

/** Title, description, hreflang alternates and structured data of the Contact page in `locale`. */
export function contactPageMeta(siteUrl: string, locale: Locale, copy: ContactCopy, firm: ContactFirm): MetaDescriptor[] {
  const path = pagePath("contact", locale);
  return seo(siteUrl, {
    title: copy.metaTitle,
    description: copy.metaDescription(firm.replyWithin),
    path,
    locale,
    alternates: pageAlternates("contact"),
    keywords: copy.keywords,
    jsonLd: [professionalServiceJsonLd(siteUrl, locale), breadcrumbJsonLd(siteUrl, [[copy.breadcrumb, path]], locale)],
  });
}

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

/** The Contact page in one language: the route module passes that language's words and firm details. */
export function ContactPage({ copy, formCopy, firm, offices }: ContactPageProps) {
  const locale = useLocale();
  // "Schedule Meeting" leads to the meeting request form (routes/marketing/meeting.tsx).
  const meetingHref = pagePath("meeting", locale);
  return (
    <main id="main">
      <KeptServerMarkup name="contact-intro" className="contents">
        {import.meta.env.SSR && (
          <>
            <PageHero
              breadcrumbs={[{ label: copy.breadcrumb }]}
              overlapBelow
              facts={[
                copy.facts.reply,
                copy.facts.emergency,
                { value: String(offices.length), label: copy.facts.offices },
                copy.facts.hours,
              ]}
              eyebrow={copy.eyebrow}
              title={copy.title}
              lead={copy.lead(firm.replyWithin)}
            />

            <div className="container-page relative z-10 -mt-14">
              <ul className="grid gap-5 md:grid-cols-3">
                <MethodCard icon={Phone} title={copy.call.title} text={copy.call.text}>
                  <a href={company.phoneHref} className="text-lg font-semibold text-brand-700 hover:text-brand-900 hover:underline">
                    {company.phone}
                  </a>
                </MethodCard>
                <MethodCard icon={Mail} title={copy.email.title} text={copy.email.text(firm.replyWithin)}>
                  <a
                    href={`mailto:${company.email}`}
                    className="font-semibold [overflow-wrap:anywhere] text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    {company.email}
                  </a>
                </MethodCard>
                <MethodCard icon={CalendarDays} title={copy.meeting.title} text={copy.meeting.text}>
                  <a href={meetingHref} className="btn btn-secondary">
                    {copy.meeting.link}
                  </a>
                </MethodCard>
              </ul>
            </div>
          </>
        )}
      </KeptServerMarkup>

      <section aria-label={copy.formRegion} className="section">
        <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-12">
          <div id="quote" className="min-w-0 scroll-mt-28 lg:col-span-7">
            <ContactForm copy={formCopy} />
          </div>

          <KeptServerMarkup name="contact-hours" className="flex min-w-0 flex-col gap-6 lg:col-span-5">
            {import.meta.env.SSR && (
              <>
                <section aria-labelledby="hours-heading" className="card p-7">
                  <div className="flex items-center gap-4">
                    <span className="icon-tile">
                      <Clock aria-hidden="true" className="size-6" />
                    </span>
                    <h2 id="hours-heading" className="text-xl font-semibold text-brand-950">
                      {copy.hours.title}
                    </h2>
                  </div>
                  <dl className="mt-6 divide-y divide-slate-100">
                    {firm.businessHours.map((hours) => (
                      <div key={hours.label} className="flex justify-between gap-4 py-3">
                        <dt className="font-medium text-slate-700">{hours.label}</dt>
                        <dd className={hours.value === copy.hours.closed ? "text-slate-600" : "font-semibold text-brand-900"}>
                          {hours.value}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  <p className="mt-4 text-sm text-slate-600">{copy.hours.note}</p>
                </section>

                <section aria-labelledby="emergency-heading" className="blueprint rounded-2xl p-7 text-white shadow-xl">
                  <div className="flex items-center gap-4">
                    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-brand-950">
                      <Siren aria-hidden="true" className="size-6" />
                    </span>
                    <h2 id="emergency-heading" className="text-xl font-semibold">
                      {copy.emergency.title}
                    </h2>
                  </div>
                  <p className="mt-4 leading-relaxed text-brand-100">{copy.emergency.text}</p>
                  <ul className="mt-6 space-y-3">
                    <li>
                      <a href={company.emergencyPhoneHref} className="btn btn-primary w-full text-center whitespace-normal sm:w-auto">
                        <Phone aria-hidden="true" className="size-4" />
                        {copy.emergency.hotline(company.emergencyPhone)}
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
              </>
            )}
          </KeptServerMarkup>
        </div>
      </section>

      <KeptServerMarkup
        as="section"
        name="contact-offices"
        aria-labelledby="offices-heading"
        className="section border-t border-slate-200 bg-slate-50"
      >
        {import.meta.env.SSR && (
          <>
            <div className="container-page">
              <SectionHeading id="offices-heading" eyebrow={copy.offices.eyebrow} title={copy.offices.title} lead={copy.offices.lead} />
              <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {offices.map((office) => (
                  <li key={office.id}>
                    <OfficeCard office={office} compact />
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
      </KeptServerMarkup>
    </main>
  );
}
