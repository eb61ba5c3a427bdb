import { Mail, MapPin, Phone, Siren } from "lucide-react";
import { company } from "~/content/company";
import { socialLinks, type SocialLink } from "~/content/social";
import { Logo } from "./logo";
import type { SiteChrome } from "./site-chrome";
import { SocialIcon } from "./social-icon";

const heading = "text-sm font-semibold tracking-wider text-white uppercase";
const link = "text-brand-100 transition-colors hover:text-white hover:underline underline-offset-4";

/** What the stored footer depends on (server-fragment.tsx): its language only. */
export function siteFooterKey(locale: SiteChrome["locale"]): string {
  return `site-footer ${locale}`;
}

/**
 * The site footer: services, company links, three global offices, contact e-mails, and a link to each
 * social profile the firm has (`social` is the firm's content unless a test hands in another).
 */
export function SiteFooter({ chrome, social = socialLinks() }: { chrome: SiteChrome; social?: SocialLink[] }) {
  const copy = chrome.footer;
  const { slogan, serviceLinks: services, companyLinks: links, officeList } = copy;
  return (
    <footer className="blueprint border-t border-white/10 text-[0.95rem] text-brand-100">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-12 py-16 lg:grid-cols-12 lg:gap-8">
        <div className="col-span-2 lg:col-span-4">
          <Logo tone="light" href={chrome.home} label={chrome.logoLabel} />
          <p className="mt-5 max-w-sm leading-relaxed text-brand-100">{copy.about}</p>
          <ul className="mt-6 space-y-3">
            <li>
              <span className="block text-xs font-semibold tracking-wider text-brand-300 uppercase">{copy.generalInquiries}</span>
              <a
                href={`mailto:${company.email}`}
                className={`${link} inline-flex items-center gap-2 text-sm [overflow-wrap:anywhere] sm:text-[0.95rem]`}
              >
                <Mail aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                {company.email}
              </a>
            </li>
            <li>
              <span className="block text-xs font-semibold tracking-wider text-brand-300 uppercase">{copy.emergencySupport}</span>
              <a
                href={`mailto:${company.emergencyEmail}`}
                className={`${link} inline-flex items-center gap-2 text-sm [overflow-wrap:anywhere] sm:text-[0.95rem]`}
              >
                <Siren aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                {company.emergencyEmail}
              </a>
            </li>
          </ul>
          {social.length > 0 ? (
            <ul className="mt-7 flex gap-3" aria-label={copy.social}>
              {social.map((network) => (
                <li key={network.id}>
                  <a
                    href={network.href}
                    rel="me"
                    className="inline-flex size-10 items-center justify-center rounded-lg border border-white/15 text-brand-100 transition-colors hover:border-accent-400 hover:text-accent-300"
                  >
                    <SocialIcon network={network.id} className="size-5" />
                    <span className="sr-only">{copy.onNetwork.replace("{network}", network.name)}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-labelledby="footer-services" className="lg:col-span-3 xl:col-span-2">
          <h2 id="footer-services" className={heading}>
            {copy.services}
          </h2>
          <ul className="mt-5 space-y-2.5">
            {services.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={link}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-company" className="lg:col-span-2">
          <h2 id="footer-company" className={heading}>
            {copy.company}
          </h2>
          <ul className="mt-5 space-y-2.5">
            {links.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={link}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-offices" className="col-span-2 lg:col-span-3 xl:col-span-4">
          <h2 id="footer-offices" className={heading}>
            {copy.offices}
          </h2>
          <ul className="mt-5 space-y-5">
            {officeList.map((office) => {
              const [street, city] = office.lines;
              return (
                <li key={office.id}>
                  <h3 className="font-semibold text-white">
                    <a href={office.href} className={`${link} text-white`} title={office.title}>
                      {office.region}
                    </a>
                  </h3>
                  <address className="mt-1 flex gap-2 text-sm leading-relaxed not-italic text-brand-100">
                    <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-400" />
                    <span>
                      {street}
                      <br />
                      {city}
                    </span>
                  </address>
                  <a href={office.phoneHref} className={`${link} mt-1 inline-flex items-center gap-2 text-sm`}>
                    <Phone aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                    {office.phone}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>{copy.rights}</p>
          <p className="font-medium text-accent-300">{slogan}</p>
        </div>
      </div>
    </footer>
  );
}
