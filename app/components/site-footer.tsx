import { Mail, MapPin, Phone, Siren } from "lucide-react";
import { Link } from "react-router";
import { company } from "~/content/company";
import { companyLinks, serviceNavigation } from "~/content/navigation";
import { footerOffices, formatAddressLines } from "~/content/offices";
import { socialLinks, type SocialLink } from "~/content/social";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icon";

const heading = "text-sm font-semibold tracking-wider text-white uppercase";
const link = "text-brand-100 transition-colors hover:text-white hover:underline underline-offset-4";

/**
 * The site footer: services, company links, three global offices, contact e-mails, and a link to each
 * social profile the firm has (`social` is the firm's content unless a test hands in another).
 */
export function SiteFooter({ social = socialLinks() }: { social?: SocialLink[] }) {
  return (
    <footer className="blueprint border-t border-white/10 text-[0.95rem] text-brand-100">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-12 py-16 lg:grid-cols-12 lg:gap-8">
        <div className="col-span-2 lg:col-span-4">
          <Logo tone="light" />
          <p className="mt-5 max-w-sm leading-relaxed text-brand-100">
            {company.slogan}. Engineering, project management and regulatory services for industry across Canada, the southern USA and India
            since {company.foundedYear}.
          </p>
          <ul className="mt-6 space-y-3">
            <li>
              <span className="block text-xs font-semibold tracking-wider text-brand-300 uppercase">General inquiries</span>
              <a
                href={`mailto:${company.email}`}
                className={`${link} inline-flex items-center gap-2 text-sm [overflow-wrap:anywhere] sm:text-[0.95rem]`}
              >
                <Mail aria-hidden="true" className="size-4 shrink-0 text-accent-400" />
                {company.email}
              </a>
            </li>
            <li>
              <span className="block text-xs font-semibold tracking-wider text-brand-300 uppercase">Emergency support 24/7</span>
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
            <ul className="mt-7 flex gap-3" aria-label="Social media">
              {social.map((network) => (
                <li key={network.id}>
                  <a
                    href={network.href}
                    rel="me"
                    className="inline-flex size-10 items-center justify-center rounded-lg border border-white/15 text-brand-100 transition-colors hover:border-accent-400 hover:text-accent-300"
                  >
                    <SocialIcon network={network.id} className="size-5" />
                    <span className="sr-only">
                      {company.name} on {network.name}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-labelledby="footer-services" className="lg:col-span-3 xl:col-span-2">
          <h2 id="footer-services" className={heading}>
            Services
          </h2>
          <ul className="mt-5 space-y-2.5">
            {serviceNavigation.map((item) => (
              <li key={item.href}>
                <Link to={item.href} reloadDocument className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-company" className="lg:col-span-2">
          <h2 id="footer-company" className={heading}>
            Company
          </h2>
          <ul className="mt-5 space-y-2.5">
            {companyLinks.map((item) => (
              <li key={item.href}>
                <Link to={item.href} reloadDocument className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-offices" className="col-span-2 lg:col-span-3 xl:col-span-4">
          <h2 id="footer-offices" className={heading}>
            Global Offices
          </h2>
          <ul className="mt-5 space-y-5">
            {footerOffices.map((office) => {
              const [street, city] = formatAddressLines(office);
              return (
                <li key={office.id}>
                  <h3 className="font-semibold text-white">{office.footerRegion}</h3>
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
          <p>
            &copy; {company.copyrightYear} {company.legalName} All rights reserved.
          </p>
          <p className="font-medium text-accent-300">{company.slogan}</p>
        </div>
      </div>
    </footer>
  );
}
