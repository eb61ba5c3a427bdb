import type { serviceCards } from "../service-cards";
import type { Localized } from "./localized";

/** The eight service cards in French, with the slugs, icons and order of `serviceCards`. */
export const serviceCardsFr = [
  {
    slug: "professional-engineering",
    title: "Génie-conseil",
    summary:
      "Génie mécanique, électrique, des structures et des procédés, par des ingénieurs membres de leur ordre professionnel\u00a0; plans scellés, prêts pour le permis.",
    icon: "engineering",
    href: "/fr/contact",
  },
  {
    slug: "project-management",
    title: "Gestion de projet",
    summary: "Des projets d’immobilisations menés avec rigueur, dans le respect de l’échéancier et du budget, du lancement à la remise.",
    icon: "project-management",
    href: "/fr/contact",
  },
  {
    slug: "quality-management",
    title: "Gestion de la qualité",
    summary: "Des programmes Lean et Six Sigma qui éliminent le gaspillage, réduisent les défauts et rendent la qualité constante.",
    icon: "quality",
    href: "/fr/contact",
  },
  {
    slug: "business-consulting",
    title: "Conseil en affaires",
    summary: "Stratégie d’exploitation, réduction des coûts et études de faisabilité fondées sur des données d’ingénierie.",
    icon: "business",
    href: "/fr/contact",
  },
  {
    slug: "green-consulting",
    title: "Services-conseils en développement durable",
    summary: "Certification LEED, audits énergétiques et plans de décarbonation qui réduisent les coûts d’exploitation.",
    icon: "green",
    href: "/fr/contact",
  },
  {
    slug: "phsr-services",
    title: "Santé, sécurité et conformité",
    summary:
      "Examens de santé et de sécurité avant démarrage et audits de conformité réglementaire, avec des ingénieurs de garde jour et nuit.",
    icon: "safety",
    href: "/fr/contact",
  },
  {
    slug: "crn-registration",
    title: "Enregistrement NEC",
    summary:
      "Numéros d’enregistrement canadiens pour les appareils sous pression, la tuyauterie et les raccords, dans toutes les provinces.",
    icon: "pressure",
    href: "/fr/services/nec",
  },
  {
    slug: "recruiting-staffing",
    title: "Recrutement et dotation",
    summary:
      "Ingénieurs, technologues et personnel de projet pour des postes contractuels, contractuels menant à l’embauche ou permanents.",
    icon: "staffing",
    href: "/fr/contact",
  },
] as const satisfies Localized<typeof serviceCards, "slug" | "icon">;
