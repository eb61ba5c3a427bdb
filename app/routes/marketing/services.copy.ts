import { lowerFirst } from "~/i18n/french";

/** The services page's own words in each language (decision record 0009); the services come from app/content. */
export const servicesCopy = {
  metaTitle: "Engineering Services: Engineering, Project, Quality, Green & CRN",
  metaDescription:
    "Professional engineering, project management, Lean Six Sigma quality management, business consulting, LEED and energy audits, PHSR, CRN registration and engineering staffing across Canada and the southern USA.",
  keyword: "engineering services",
  breadcrumb: "Services",
  facts: [
    { value: "8", label: "Engineering practices" },
    { value: "50+", label: "Licensed engineers" },
    { value: "13", label: "CRN jurisdictions" },
    { value: "24/7", label: "Emergency support" },
  ],
  eyebrow: "Our services",
  title: "Engineering Services That Deliver Measurable Savings",
  lead: (name: string) =>
    `Eight practices, one accountable partner. Whether you need sealed drawings, a Lean transformation or CRNs in every province, ${name} brings the engineers, the process and the paperwork.`,
  quote: "Get Your Quote",
  crn: "CRN Registration",
  onThisPage: "Services on this page",
  talkAbout: (title: string) => `Talk to us about ${title}`,
  explore: (title: string) => `Explore ${title}`,
  cta: {
    title: "Ready to put our engineers to work?",
    lead: (within: string) =>
      `Tell us what you are planning. We reply within ${within} with a clear scope, a schedule and a fixed or not-to-exceed quote.`,
    primary: "Get Your Quote",
    secondary: "View Our Portfolio",
  },
};

export const servicesCopyFr = {
  metaTitle: "Services d’ingénierie\u00a0: génie-conseil, gestion de projet, qualité, développement durable et NEC",
  metaDescription:
    "Génie-conseil, gestion de projet, gestion de la qualité Lean Six Sigma, conseil en affaires, LEED et audits énergétiques, santé et sécurité (PHSR), enregistrement NEC et dotation en ingénierie au Canada et dans le sud des États-Unis.",
  keyword: "services d’ingénierie",
  breadcrumb: "Services",
  facts: [
    { value: "8", label: "Champs d’expertise" },
    { value: "Plus de 50", label: "Ingénieurs membres d’un ordre" },
    { value: "13", label: "Provinces et territoires (NEC)" },
    { value: "Jour et nuit", label: "Soutien d’urgence" },
  ],
  eyebrow: "Nos services",
  title: "Des services d’ingénierie aux économies mesurables",
  lead: (name: string) =>
    `Huit champs d’expertise, un seul partenaire responsable. Plans scellés, transformation Lean ou NEC dans chaque province\u00a0: ${name} fournit les ingénieurs, la méthode et les documents.`,
  quote: "Obtenir une soumission",
  crn: "Enregistrement NEC",
  onThisPage: "Services présentés sur cette page",
  talkAbout: (title: string) => `Parlez-nous de votre projet\u00a0: ${lowerFirst(title)}`,
  explore: (title: string) => `En savoir plus\u00a0: ${lowerFirst(title)}`,
  cta: {
    title: "Prêt à mettre nos ingénieurs au travail\u00a0?",
    lead: (within: string) =>
      `Parlez-nous de ce que vous planifiez. Nous répondons d’ici ${within} avec une portée claire, un échéancier et une soumission à prix fixe ou à montant maximal.`,
    primary: "Obtenir une soumission",
    secondary: "Voir nos réalisations",
  },
} satisfies typeof servicesCopy;
