import { deFr } from "~/i18n/french";

/** The office pages' own words, in each language (decision record 0009); the offices come from app/content. */
export const officeCopy = {
  metaTitle: (name: string, location: string) => `${name}, ${location}: Address, Phone and Hours`,
  metaDescription: (location: string, description: string) =>
    `Visit or call our ${location} office. ${description} Address, phone number, opening hours and directions.`,
  breadcrumbAbout: "About",
  breadcrumbOffices: "Offices",
  detailsHeading: "Visit or call",
  address: "Address",
  map: "Open the address in OpenStreetMap",
  mapNote: "A map site outside ours",
  phone: "Phone",
  email: "E-mail",
  hours: "Opening hours",
  hoursZone: (zone: string) => `Time zone: ${zone}.`,
  closed: "Closed on statutory holidays.",
  meetHeading: "Meet this office",
  meetLead: "Propose a time for a video call, a phone call or a visit, and the engineers of this office will confirm it.",
  meet: "Schedule a meeting",
  write: "Send us a message",
  othersHeading: "Our other offices",
  cta: {
    eyebrow: "Start a conversation",
    title: "Planning a project near this office?",
    lead: "Tell us what you need. We reply within one business day with a scope, a schedule and a quote.",
    primary: "Get Your Quote",
    secondary: "About the firm",
  },
  notFound: "Office not found",
};

export const officeCopyFr = {
  metaTitle: (name: string, location: string) => `${name}, ${location}\u00a0: adresse, téléphone et heures`,
  metaDescription: (location: string, description: string) =>
    `Visitez ou appelez notre bureau ${deFr(location)}. ${description} Adresse, numéro de téléphone, heures d’ouverture et itinéraire.`,
  breadcrumbAbout: "À propos",
  breadcrumbOffices: "Bureaux",
  detailsHeading: "Nous rendre visite ou nous appeler",
  address: "Adresse",
  map: "Ouvrir l’adresse dans OpenStreetMap",
  mapNote: "Un site de cartes externe",
  phone: "Téléphone",
  email: "Courriel",
  hours: "Heures d’ouverture",
  hoursZone: (zone: string) => `Fuseau horaire\u00a0: ${zone}.`,
  closed: "Fermé les jours fériés.",
  meetHeading: "Rencontrer ce bureau",
  meetLead:
    "Proposez un moment pour une visioconférence, un appel téléphonique ou une visite. Les ingénieurs de ce bureau le confirmeront.",
  meet: "Planifier une rencontre",
  write: "Nous écrire",
  othersHeading: "Nos autres bureaux",
  cta: {
    eyebrow: "Parlons de votre projet",
    title: "Un projet près de ce bureau\u00a0?",
    lead: "Dites-nous ce dont vous avez besoin. Nous répondons en un jour ouvrable avec une portée, un échéancier et une soumission.",
    primary: "Obtenir une soumission",
    secondary: "À propos de la firme",
  },
  notFound: "Bureau introuvable",
} satisfies typeof officeCopy;
