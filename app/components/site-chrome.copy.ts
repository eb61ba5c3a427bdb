/**
 * The words of the header, the footer and the error pages in each language (decision record 0009). The
 * firm's names, numbers and addresses come from app/content; only the interface text is here.
 */
export const siteChromeCopy = {
  skipLink: "Skip to main content",
  regions: "Engineering for Ontario, Alberta, British Columbia, Quebec and the southern USA",
  emergency: "24/7 Emergency:",
  mainNavigation: "Main",
  mobileNavigation: "Mobile",
  getQuote: "Get Quote",
  menu: "Menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  logoLabel: (name: string) => `${name}, home`,
  language: {
    /** The other language's name, written in that language. */
    name: "Français",
    lang: "fr-CA",
    /** Said before the link by screen readers and shown as its tooltip. */
    hint: "Version française de cette page",
  },
  footer: {
    about: (slogan: string, year: number) =>
      `${slogan}. Engineering, project management and regulatory services for industry across Canada, the southern USA and India since ${year}.`,
    generalInquiries: "General inquiries",
    emergencySupport: "Emergency support 24/7",
    social: "Social media",
    onNetwork: (name: string, network: string) => `${name} on ${network}`,
    services: "Services",
    company: "Company",
    offices: "Global Offices",
    officePage: (name: string) => `${name}: address, hours and directions`,
    rights: (year: number, legalName: string) => `© ${year} ${legalName} All rights reserved.`,
  },
  notFound: {
    title: "404 Page Not Found",
    eyebrow: "Error 404",
    heading: "Page Not Found",
    lead: "The page you are looking for does not exist or has moved. Check the address, or pick up from one of the pages here.",
    home: "Back to Home",
    contact: "Contact Us",
    popular: "Popular pages",
    pages: [
      { page: "services", label: "Our Services", detail: "Engineering, project and quality services" },
      { page: "crn", label: "CRN Registration", detail: "Pressure equipment in all 13 jurisdictions" },
      { page: "projects", label: "Project Portfolio", detail: "Results we have delivered" },
      { page: "blog", label: "Engineering Blog", detail: "Articles from our engineers" },
    ],
  },
  error: {
    title: "Something went wrong",
    /** Before the status code: "Error 500". */
    eyebrow: "Error",
    lead: "An unexpected error occurred on our side. Please try again in a moment, or call us if it is urgent.",
    home: "Back to Home",
  },
} as const satisfies ChromeCopyShape;

type ChromeCopyShape = {
  skipLink: string;
  regions: string;
  emergency: string;
  mainNavigation: string;
  mobileNavigation: string;
  getQuote: string;
  menu: string;
  openMenu: string;
  closeMenu: string;
  logoLabel: (name: string) => string;
  language: { name: string; lang: string; hint: string };
  footer: {
    about: (slogan: string, year: number) => string;
    generalInquiries: string;
    emergencySupport: string;
    social: string;
    onNetwork: (name: string, network: string) => string;
    services: string;
    company: string;
    offices: string;
    officePage: (name: string) => string;
    rights: (year: number, legalName: string) => string;
  };
  notFound: {
    title: string;
    eyebrow: string;
    heading: string;
    lead: string;
    home: string;
    contact: string;
    popular: string;
    pages: readonly { page: "services" | "crn" | "projects" | "blog"; label: string; detail: string }[];
  };
  error: { title: string; eyebrow: string; lead: string; home: string };
};

export type SiteChromeCopy = ChromeCopyShape;

export const siteChromeCopyFr = {
  skipLink: "Passer au contenu principal",
  regions: "Génie-conseil pour l’Ontario, l’Alberta, la Colombie-Britannique, le Québec et le sud des États-Unis",
  emergency: "Urgences en tout temps\u00a0:",
  mainNavigation: "Navigation principale",
  mobileNavigation: "Navigation mobile",
  getQuote: "Soumission",
  menu: "Menu",
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
  logoLabel: (name: string) => `${name}, accueil`,
  language: {
    name: "English",
    lang: "en-CA",
    hint: "English version of this page",
  },
  footer: {
    about: (slogan: string, year: number) =>
      `${slogan}. Génie-conseil, gestion de projet et services réglementaires pour l’industrie au Canada, dans le sud des États-Unis et en Inde depuis ${year}.`,
    generalInquiries: "Renseignements généraux",
    emergencySupport: "Soutien d’urgence en tout temps",
    social: "Réseaux sociaux",
    onNetwork: (name: string, network: string) => `${name} sur ${network}`,
    services: "Services",
    company: "Notre firme",
    offices: "Nos bureaux",
    officePage: (name: string) => `${name}\u00a0: adresse, heures et itinéraire`,
    rights: (year: number, legalName: string) => `© ${year} ${legalName} Tous droits réservés.`,
  },
  notFound: {
    title: "Page introuvable (erreur 404)",
    eyebrow: "Erreur 404",
    heading: "Page introuvable",
    lead: "La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse, ou poursuivez à partir de l’une des pages ci-dessous.",
    home: "Retour à l’accueil",
    contact: "Nous joindre",
    popular: "Pages populaires",
    pages: [
      { page: "services", label: "Nos services", detail: "Génie-conseil, gestion de projet et de la qualité" },
      { page: "crn", label: "Enregistrement NEC", detail: "Équipements sous pression dans les 13\u00a0territoires de compétence" },
      { page: "projects", label: "Nos réalisations", detail: "Les résultats que nous avons obtenus" },
      { page: "blog", label: "Blogue technique", detail: "Des articles de nos ingénieurs" },
    ],
  },
  error: {
    title: "Une erreur s’est produite",
    eyebrow: "Erreur",
    lead: "Une erreur inattendue s’est produite de notre côté. Veuillez réessayer dans un instant, ou appelez-nous si c’est urgent.",
    home: "Retour à l’accueil",
  },
} as const satisfies ChromeCopyShape;

export const siteChromeCopies = { en: siteChromeCopy, fr: siteChromeCopyFr } as const;
