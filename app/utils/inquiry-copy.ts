import type { Locale } from "~/i18n/locale";

// The project inquiry's words in each language: what the form shows, what validation says, what the
// visitor is told after sending (in the page, in the toasts of SPEC.md section 8 and from the API). The
// rules themselves live once, in inquiry-schema.ts. Browser-safe.

const en = new Intl.NumberFormat("en-US");
const fr = new Intl.NumberFormat("fr-CA");

const inquiryCopyEn = {
  validation: {
    required: (label: string) => `${label} is required`,
    notText: (label: string) => `${label} must be text`,
    tooShort: (label: string, min: number) => `${label} must be at least ${en.format(min)} characters`,
    tooLong: (label: string, max: number) => `${label} must be at most ${en.format(max)} characters`,
    invalidEmail: "Enter a valid email address, like name@company.com",
    chooseService: "Choose the service you are interested in",
    unknownService: "Choose one of the listed services",
    unknownBudget: "Choose one of the listed budget ranges",
    messageRequired: "Project details are required: tell us a little about the project",
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email address",
      company: "Company",
      message: "Project details",
    },
  },
  services: {
    "professional-engineering": "Professional Engineering",
    "project-management": "Project Management",
    "quality-management": "Quality Management",
    "business-consulting": "Business Consulting",
    "green-consulting": "Green Consulting",
    "phsr-services": "PHSR Services",
    "recruiting-staffing": "Recruiting & Staffing",
    multiple: "Multiple Services",
  },
  budgets: {
    "under-50k": "Under $50,000",
    "50k-100k": "$50,000 - $100,000",
    "100k-250k": "$100,000 - $250,000",
    "250k-500k": "$250,000 - $500,000",
    "500k-1m": "$500,000 - $1,000,000",
    "over-1m": "Over $1,000,000",
  },
  form: {
    heading: "Get Your Project Quote",
    intro: "Tell us about your project: an engineer, not a sales desk, reads every inquiry.",
    fields: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email Address",
      company: "Company",
      service: "Service Interest",
      budget: "Budget Range",
      message: "Project Details",
    },
    requiredNote: ["Fields marked with an asterisk (", ") are required."],
    selectService: "Select a service",
    selectBudget: "Select a budget range",
    messageHint: (min: number) => `Scope, location and timeline; at least ${en.format(min)} characters.`,
    messageCount: (length: number, max: number) => `${en.format(length)} / ${en.format(max)}`,
    messageMax: (max: number) => `Up to ${en.format(max)} characters.`,
    honeypot: "Leave this field empty",
    replyNote: "We reply to every inquiry within 24 hours.",
    submit: "Submit Inquiry",
    sending: "Sending...",
    sendingAnnouncement: "Sending your inquiry…",
    correct: (count: number) => `Please correct the ${count === 1 ? "field" : `${count} fields`} marked below.`,
    successTitle: "Inquiry Submitted Successfully",
    successFallback: "We have received your inquiry and will reply within 24 hours.",
    failedTitle: "Submission Failed",
    failedFallback: "An error occurred while submitting your inquiry. Please try again.",
    another: "Send another inquiry",
  },
  server: {
    acknowledgement: (firstName: string) => `Thank you, ${firstName}. We have received your inquiry and will reply within 24 hours.`,
    rateLimited: (minutes: number) =>
      `Too many inquiries have been sent from your network in the last hour. Please try again ${minutes <= 1 ? "in a minute" : `in ${minutes} minutes`}, or call us.`,
    usePost: "Send the form with POST.",
    otherSite: "The form must be sent from this website.",
    tooLarge: "The form is too large to send.",
    unreadable: "The form could not be read. Please try again.",
    notSaved: (phone: string) => `We could not save your inquiry just now. Please try again in a few minutes, or call us at ${phone}.`,
  },
};

export type InquiryCopy = typeof inquiryCopyEn;

/** The same words for Quebec readers: a missing or extra message fails the type check. */
const inquiryCopyFr = {
  validation: {
    required: (label: string) => `Le champ «\u00a0${label}\u00a0» est obligatoire`,
    notText: (label: string) => `Le champ «\u00a0${label}\u00a0» doit contenir du texte`,
    tooShort: (label: string, min: number) => `Le champ «\u00a0${label}\u00a0» doit compter au moins ${fr.format(min)}\u00a0caractères`,
    tooLong: (label: string, max: number) => `Le champ «\u00a0${label}\u00a0» doit compter au plus ${fr.format(max)}\u00a0caractères`,
    invalidEmail: "Entrez une adresse courriel valide, comme nom@entreprise.com",
    chooseService: "Choisissez le service qui vous intéresse",
    unknownService: "Choisissez l’un des services de la liste",
    unknownBudget: "Choisissez l’une des fourchettes de budget de la liste",
    messageRequired: "Décrivez votre projet en quelques mots\u00a0: ce champ est obligatoire",
    labels: {
      firstName: "Prénom",
      lastName: "Nom",
      email: "Adresse courriel",
      company: "Entreprise",
      message: "Description du projet",
    },
  },
  services: {
    "professional-engineering": "Génie-conseil",
    "project-management": "Gestion de projet",
    "quality-management": "Gestion de la qualité",
    "business-consulting": "Conseil en affaires",
    "green-consulting": "Services-conseils en développement durable",
    "phsr-services": "Santé, sécurité et conformité (PHSR)",
    "recruiting-staffing": "Recrutement et dotation",
    multiple: "Plusieurs services",
  },
  budgets: {
    "under-50k": "Moins de 50\u00a0000\u00a0$",
    "50k-100k": "De 50\u00a0000\u00a0$ à 100\u00a0000\u00a0$",
    "100k-250k": "De 100\u00a0000\u00a0$ à 250\u00a0000\u00a0$",
    "250k-500k": "De 250\u00a0000\u00a0$ à 500\u00a0000\u00a0$",
    "500k-1m": "De 500\u00a0000\u00a0$ à 1\u00a0000\u00a0000\u00a0$",
    "over-1m": "Plus de 1\u00a0000\u00a0000\u00a0$",
  },
  form: {
    heading: "Obtenir une soumission pour votre projet",
    intro: "Parlez-nous de votre projet\u00a0: chaque demande est lue par un ingénieur, pas par un service des ventes.",
    fields: {
      firstName: "Prénom",
      lastName: "Nom",
      email: "Adresse courriel",
      company: "Entreprise",
      service: "Service recherché",
      budget: "Budget prévu",
      message: "Description du projet",
    },
    requiredNote: ["Les champs marqués d’un astérisque (", ") sont obligatoires."],
    selectService: "Choisissez un service",
    selectBudget: "Choisissez une fourchette de budget",
    messageHint: (min: number) => `Portée, lieu et échéancier\u00a0; au moins ${fr.format(min)}\u00a0caractères.`,
    messageCount: (length: number, max: number) => `${fr.format(length)} / ${fr.format(max)}`,
    messageMax: (max: number) => `Jusqu’à ${fr.format(max)}\u00a0caractères.`,
    honeypot: "Laissez ce champ vide",
    replyNote: "Nous répondons à chaque demande en moins de 24\u00a0heures.",
    submit: "Envoyer la demande",
    sending: "Envoi en cours…",
    sendingAnnouncement: "Envoi de votre demande…",
    correct: (count: number) =>
      count === 1 ? "Veuillez corriger le champ signalé ci-dessous." : `Veuillez corriger les ${count}\u00a0champs signalés ci-dessous.`,
    successTitle: "Demande envoyée",
    successFallback: "Nous avons bien reçu votre demande et vous répondrons d’ici 24\u00a0heures.",
    failedTitle: "Échec de l’envoi",
    failedFallback: "Une erreur s’est produite lors de l’envoi de votre demande. Veuillez réessayer.",
    another: "Envoyer une autre demande",
  },
  server: {
    acknowledgement: (firstName: string) =>
      `Merci, ${firstName}. Nous avons bien reçu votre demande et vous répondrons d’ici 24\u00a0heures.`,
    rateLimited: (minutes: number) =>
      `Trop de demandes ont été envoyées depuis votre réseau au cours de la dernière heure. Veuillez réessayer ${minutes <= 1 ? "dans une minute" : `dans ${minutes}\u00a0minutes`}, ou appelez-nous.`,
    usePost: "Envoyez le formulaire avec la méthode POST.",
    otherSite: "Le formulaire doit être envoyé à partir de ce site.",
    tooLarge: "Le formulaire est trop volumineux pour être envoyé.",
    unreadable: "Le formulaire n’a pas pu être lu. Veuillez réessayer.",
    notSaved: (phone: string) =>
      `Nous n’avons pas pu enregistrer votre demande pour l’instant. Veuillez réessayer dans quelques minutes, ou appelez-nous au ${phone}.`,
  },
} satisfies InquiryCopy;

export const inquiryCopy: Record<Locale, InquiryCopy> = { en: inquiryCopyEn, fr: inquiryCopyFr };
