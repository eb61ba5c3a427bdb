import type { InquiryCopy } from "./inquiry-copy.en";

// The project inquiry's words for Quebec readers; inquiry-copy.en.ts says what each one is for.

const fr = new Intl.NumberFormat("fr-CA");

/** The same words for Quebec readers: a missing or extra message fails the type check. */
export const inquiryCopyFr = {
  validation: {
    required: (label: string) => `Le champ «\u00a0${label}\u00a0» est obligatoire`,
    notText: (label: string) => `Le champ «\u00a0${label}\u00a0» doit contenir du texte`,
    tooShort: (label: string, min: number) => `Le champ «\u00a0${label}\u00a0» doit compter au moins ${fr.format(min)}\u00a0caractères`,
    tooLong: (label: string, max: number) => `Le champ «\u00a0${label}\u00a0» doit compter au plus ${fr.format(max)}\u00a0caractères`,
    invalidEmail: "Entrez une adresse courriel valide, comme nom@entreprise.com",
    chooseService: "Choisissez le service qui vous intéresse",
    unknownService: "Choisissez l’un des services de la liste",
    unknownBudget: "Choisissez l’une des fourchettes de budget de la liste",
    messageRequired: "Ce champ est obligatoire\u00a0; décrivez votre projet en quelques mots",
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
    selectBudget: "Choisissez un budget",
    messageHint: (min: number) => `Portée, lieu et échéancier\u00a0; au moins ${fr.format(min)}\u00a0caractères.`,
    messageCount: (length: number, max: number) => `${fr.format(length)} / ${fr.format(max)}`,
    messageMax: (max: number) => `Jusqu’à ${fr.format(max)}\u00a0caractères.`,
    honeypot: "Laissez ce champ vide",
    replyNote: "Nous répondons à chaque demande en moins de 24\u00a0heures.",
    submit: "Envoyer la demande",
    sending: "Envoi en cours…",
    sendingAnnouncement: "Envoi de votre demande…",
    correct: (count: number) =>
      count === 1 ? "Veuillez corriger le champ indiqué ci-dessous." : `Veuillez corriger les ${count}\u00a0champs indiqués ci-dessous.`,
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
