import { lowerFirst } from "~/i18n/french";
/** The home page's own words in each language (decision record 0009); services, figures and projects come from app/content. */
export const homeCopy = {
  metaTitle: (name: string, slogan: string) => `${name} | ${slogan}`,
  metaDescription:
    "Engineering consulting that pays for itself: professional engineering, project management, Lean Six Sigma, LEED, PHSR and CRN registration across Ontario, Alberta, BC, Quebec and the southern USA.",
  keywords: [
    "engineering consulting",
    "professional engineering",
    "project management",
    "Lean Six Sigma",
    "LEED consulting",
    "CRN registration",
    "PHSR",
    "Ontario",
    "Alberta",
    "British Columbia",
    "Quebec",
  ],
  eyebrow: (year: number) => `Engineering consulting since ${year}`,
  /** The heading's two parts; the second is highlighted. */
  heading: ["Savings", "Beyond Imagination"],
  lead: "Engineering, project management and regulatory expertise that takes cost, risk and time out of your operations, for industry across Ontario, Alberta, British Columbia, Quebec and the southern USA.",
  exploreServices: "Explore Our Services",
  viewProjects: "View Our Projects",
  heroPoints: ["Licensed P.Eng. and PE engineers", "CRN registration in all 13 jurisdictions", "24/7 emergency engineering support"],
  heroImageAlt: "Blueprint of a process plant with a pressure vessel, piping and a savings chart",
  statsHeading: (name: string) => `${name} in numbers`,
  services: {
    eyebrow: "What we do",
    title: "Engineering services that pay for themselves",
    lead: "Eight practices under one roof, so one partner can take a project from the first study to the final registration.",
    learnMore: "Learn More",
    learnMoreAbout: (title: string) => ` about ${title}`,
  },
  process: {
    eyebrow: "How we work",
    title: "Process-Driven Excellence",
    lead: "Every engagement follows the same disciplined path: measure first, engineer the options, deliver with care, and verify the savings against the baseline we agreed at the start.",
    story: (year: number) =>
      `It is how a ${year} start-up of a few engineers grew to more than 500 completed projects, with 98% of clients telling us they would hire us again.`,
    approach: "Learn About Our Approach",
  },
  portfolio: {
    eyebrow: "Our work",
    title: "Featured projects",
    lead: "A few of the 500+ projects we have delivered for manufacturers, property owners and public agencies.",
    all: "View All Projects",
  },
  testimonials: {
    eyebrow: "Client stories",
    title: "What our clients say",
    lead: (value: number, count: number) => `Rated ${value} out of 5 by ${count} clients.`,
  },
  cta: {
    title: "Find out what your operation could save",
    lead: (within: string) =>
      `Tell us about your project and an engineer will reply within ${within} with next steps and a no-obligation quote.`,
    primary: "Get Your Quote",
    secondary: "Explore Our Services",
  },
  offer: {
    text: "Vous préférez le français\u00a0?",
    link: "Consulter le site en français",
    dismiss: "Non merci, rester sur le site anglais",
  },
};

export type HomeCopy = typeof homeCopy;

const nf = new Intl.NumberFormat("fr-CA");

export const homeCopyFr = {
  metaTitle: (name: string, slogan: string) => `${name} | ${slogan}`,
  metaDescription:
    "Un génie-conseil qui se rentabilise\u00a0: ingénierie, gestion de projet, Lean Six Sigma, LEED, santé et sécurité (PHSR) et enregistrement NEC en Ontario, en Alberta, en Colombie-Britannique, au Québec et dans le sud des États-Unis.",
  keywords: [
    "génie-conseil",
    "firme d’ingénierie",
    "gestion de projet",
    "Lean Six Sigma",
    "LEED",
    "enregistrement NEC",
    "numéro d’enregistrement canadien",
    "appareils sous pression",
    "Québec",
    "Montréal",
    "Ontario",
  ],
  eyebrow: (year: number) => `Génie-conseil depuis ${year}`,
  heading: ["Des économies", "au-delà de vos attentes"],
  lead: "Une expertise en ingénierie, en gestion de projet et en conformité réglementaire qui réduit les coûts, les risques et les délais de vos activités, pour l’industrie de l’Ontario, de l’Alberta, de la Colombie-Britannique, du Québec et du sud des États-Unis.",
  exploreServices: "Découvrir nos services",
  viewProjects: "Voir nos réalisations",
  heroPoints: [
    "Ingénieurs membres de leur ordre (ing., P.Eng. et PE)",
    "Enregistrement NEC dans les 13\u00a0territoires de compétence",
    "Soutien d’urgence en ingénierie, jour et nuit",
  ],
  heroImageAlt: "Plan d’une usine de procédés avec un appareil sous pression, de la tuyauterie et un graphique d’économies",
  statsHeading: (name: string) => `${name} en chiffres`,
  services: {
    eyebrow: "Ce que nous faisons",
    title: "Des services d’ingénierie qui se rentabilisent",
    lead: "Huit champs d’expertise sous un même toit\u00a0: un seul partenaire mène votre projet de la première étude jusqu’à l’enregistrement final.",
    learnMore: "En savoir plus",
    learnMoreAbout: (title: string) => `\u00a0: ${lowerFirst(title)}`,
  },
  process: {
    eyebrow: "Notre façon de travailler",
    title: "Une démarche rigoureuse",
    lead: "Chaque mandat suit le même parcours\u00a0: mesurer d’abord, concevoir les options, réaliser avec soin, puis vérifier les économies par rapport au point de référence convenu au départ.",
    story: (year: number) =>
      `C’est ainsi qu’une jeune firme de quelques ingénieurs fondée en ${year} a mené à bien plus de ${nf.format(500)}\u00a0projets, et que 98\u00a0% de ses clients disent qu’ils feraient de nouveau appel à elle.`,
    approach: "Découvrir notre approche",
  },
  portfolio: {
    eyebrow: "Nos réalisations",
    title: "Projets en vedette",
    lead: "Quelques-uns des plus de 500\u00a0projets que nous avons réalisés pour des fabricants, des propriétaires immobiliers et des organismes publics.",
    all: "Voir tous les projets",
  },
  testimonials: {
    eyebrow: "Témoignages",
    title: "Ce que disent nos clients",
    lead: (value: number, count: number) =>
      `Note de ${new Intl.NumberFormat("fr-CA", { minimumFractionDigits: 1 }).format(value)} sur 5 attribuée par ${count}\u00a0clients.`,
  },
  cta: {
    title: "Découvrez ce que votre exploitation pourrait économiser",
    lead: (within: string) =>
      `Parlez-nous de votre projet\u00a0: un ingénieur vous répondra d’ici ${within} avec les prochaines étapes et une soumission sans engagement.`,
    primary: "Obtenir une soumission",
    secondary: "Découvrir nos services",
  },
  offer: homeCopy.offer,
} satisfies HomeCopy;
