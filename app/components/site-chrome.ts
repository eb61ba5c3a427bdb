import { company } from "~/content/company";
import { companyFr } from "~/content/fr/company";
import { companyLinksFr, mainNavigationFr, serviceNavigationFr } from "~/content/fr/navigation";
import { footerOfficesFr, formatAddressLinesFr } from "~/content/fr/offices";
import { companyLinks, mainNavigation, serviceNavigation } from "~/content/navigation";
import { footerOffices, formatAddressLines } from "~/content/offices";
import type { Locale } from "~/i18n/locale";
import { officePath, pagePath } from "~/i18n/paths";
import { siteChromeCopies } from "./site-chrome.copy";

type Link = { label: string; href: string };

/**
 * What the header, the footer and the error pages show, in one language, as plain data. The marketing
 * layout's loader builds it on the server, so a page that runs React in the browser (the contact page)
 * receives its own language's words as data instead of both languages' modules as code.
 */
export type SiteChrome = {
  locale: Locale;
  home: string;
  contact: string;
  logoLabel: string;
  header: {
    skipLink: string;
    regions: string;
    emergency: string;
    mainNavigation: string;
    mobileNavigation: string;
    getQuote: string;
    menu: string;
    openMenu: string;
    closeMenu: string;
    language: { name: string; lang: string; hint: string };
    navigation: Link[];
  };
  footer: {
    about: string;
    generalInquiries: string;
    emergencySupport: string;
    social: string;
    /** "Northbridge Engineering on {network}": the network's name replaces the placeholder. */
    onNetwork: string;
    services: string;
    company: string;
    offices: string;
    rights: string;
    slogan: string;
    serviceLinks: Link[];
    companyLinks: Link[];
    officeList: { id: string; region: string; title: string; href: string; lines: [string, string]; phone: string; phoneHref: string }[];
  };
  notFound: {
    title: string;
    eyebrow: string;
    heading: string;
    lead: string;
    home: string;
    contact: string;
    popular: string;
    pages: { href: string; label: string; detail: string }[];
  };
  error: { title: string; eyebrow: string; lead: string; home: string };
};

const built = new Map<Locale, SiteChrome>();

/** Built once per language (it is made of the site's fixed content) and shared by every page after. */
export function siteChrome(locale: Locale): SiteChrome {
  let chrome = built.get(locale);
  if (!chrome) built.set(locale, (chrome = buildSiteChrome(locale)));
  return chrome;
}

function buildSiteChrome(locale: Locale): SiteChrome {
  const copy = siteChromeCopies[locale];
  const french = locale === "fr";
  const slogan = french ? companyFr.slogan : company.slogan;
  const offices = french
    ? footerOfficesFr.map((office) => ({ office, lines: formatAddressLinesFr(office) }))
    : footerOffices.map((office) => ({ office, lines: formatAddressLines(office) }));
  return {
    locale,
    home: pagePath("home", locale),
    contact: pagePath("contact", locale),
    logoLabel: copy.logoLabel(company.name),
    header: {
      skipLink: copy.skipLink,
      regions: copy.regions,
      emergency: copy.emergency,
      mainNavigation: copy.mainNavigation,
      mobileNavigation: copy.mobileNavigation,
      getQuote: copy.getQuote,
      menu: copy.menu,
      openMenu: copy.openMenu,
      closeMenu: copy.closeMenu,
      language: { ...copy.language },
      navigation: (french ? mainNavigationFr : mainNavigation).map(({ label, href }) => ({ label, href })),
    },
    footer: {
      about: copy.footer.about(slogan, company.foundedYear),
      generalInquiries: copy.footer.generalInquiries,
      emergencySupport: copy.footer.emergencySupport,
      social: copy.footer.social,
      onNetwork: copy.footer.onNetwork(company.name, "{network}"),
      services: copy.footer.services,
      company: copy.footer.company,
      offices: copy.footer.offices,
      rights: copy.footer.rights(company.copyrightYear, company.legalName),
      slogan,
      serviceLinks: (french ? serviceNavigationFr : serviceNavigation).map(({ label, href }) => ({ label, href })),
      companyLinks: (french ? companyLinksFr : companyLinks).map(({ label, href }) => ({ label, href })),
      officeList: offices.map(({ office, lines }) => ({
        id: office.id,
        region: office.footerRegion ?? office.name,
        title: copy.footer.officePage(office.name),
        href: officePath(office.id, locale),
        lines,
        phone: office.phone,
        phoneHref: office.phoneHref,
      })),
    },
    notFound: {
      ...copy.notFound,
      pages: copy.notFound.pages.map(({ page, label, detail }) => ({ href: pagePath(page, locale), label, detail })),
    },
    error: { ...copy.error },
  };
}

/** The words of the layout's error pages, which the browser may render itself (the header and footer it never does). */
export type ErrorPageWords = Pick<SiteChrome, "locale" | "home" | "contact" | "notFound" | "error">;

export function errorPageWords(locale: Locale): ErrorPageWords {
  const { home, contact, notFound, error } = siteChrome(locale);
  return { locale, home, contact, notFound, error };
}
