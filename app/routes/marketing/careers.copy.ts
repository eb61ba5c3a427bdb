import { company } from "~/content/company";
import type { Locale } from "~/i18n/locale";

/**
 * The words of the careers pages (`/careers`, `/careers/{slug}` and their French twins). The postings'
 * own text is content staff write in the admin; this is the interface around it.
 */

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const en = {
  breadcrumb: "Careers",
  list: {
    metaTitle: "Careers: Engineering Jobs in Canada",
    description: `Open engineering roles at ${company.name}: structural, mechanical and CRN registration positions in Vaughan, Calgary and across Canada, on-site, hybrid or remote.`,
    keywords: ["engineering jobs", "P.Eng. jobs Ontario", "EIT jobs Calgary", "CRN registration jobs", "engineering careers Canada"],
    eyebrow: "Careers",
    title: "Engineer what industry runs on",
    lead: "We design, check and register the plants, structures and pressure equipment our clients depend on. Join a team where licensed engineers mentor the next ones.",
    filterHeading: "Filter the open roles",
    office: "Location",
    anyOffice: "All locations",
    workplace: "Workplace",
    anyWorkplace: "On-site, hybrid or remote",
    type: "Employment type",
    anyType: "All types",
    apply: "Show roles",
    clear: "Clear filters",
    rolesHeading: "Open roles",
    showing: (count: number, filtered: boolean) =>
      count === 0
        ? filtered
          ? "No open role matches these filters."
          : "No role is open right now."
        : `${count} open ${count === 1 ? "role" : "roles"}${filtered ? (count === 1 ? " matches these filters" : " match these filters") : ""}.`,
    unknownFilter: "One of the filters in this address is not one we know, so it was left out.",
    noneLead: "We are always glad to hear from engineers. Send us a note and your résumé through the contact page.",
    contact: "Contact us",
    applyBy: (date: string) => `Apply by ${date}`,
    details: (title: string) => `Read more and apply: ${title}`,
    view: "View and apply",
    cta: { eyebrow: "A question about a role?", title: "Talk to our team", about: "About the firm" },
  },
  posting: {
    facts: { location: "Location", workplace: "Workplace", type: "Employment type", salary: "Salary", closes: "Apply by" },
    role: "The role",
    requirements: "What you bring",
    benefits: "What we offer",
    allRoles: "See all open roles",
    closedTitle: "This posting is closed",
    closedLead: (date: string) => `Applications closed on ${date}. Thank you for your interest: see the roles that are open now.`,
    notFound: "Job posting not found",
  },
  form: {
    heading: "Apply for this role",
    lead: "Send your résumé and a few words about yourself. We answer every application.",
    required: "Required fields are marked with an asterisk.",
    name: "Full name",
    email: "E-mail address",
    phone: "Phone (optional)",
    message: "Message (optional)",
    messageHint: "Why this role, when you could start, anything we should know.",
    resume: "Résumé",
    resumeHint: "A PDF or Word (.docx) file, at most 5 MB.",
    consent: `What you send is used only to consider your application for this role. It is kept in ${company.name}'s own database, never shared, and read only by the staff who hire. You may ask us at any time to see, correct or delete it by writing to ${company.email}.`,
    honeypot: "Leave this field empty",
    submit: "Send my application",
    invalid: (count: number) =>
      `Please correct the ${count === 1 ? "field" : `${count} fields`} marked below and attach your résumé again.`,
    rateLimited: (seconds: number) =>
      `Too many applications have been sent from your network in the last hour. Please try again in ${minutes(seconds)} ${minutes(seconds) === 1 ? "minute" : "minutes"}.`,
    failed: `We could not save your application just now. Please try again in a few minutes, or call us at ${company.phone}.`,
    tooLarge: "Your résumé is larger than 5 MB: save a smaller copy (for example without photos) and attach it again.",
    crossSite: "The form must be sent from this website.",
    unreadable: "The form could not be read. Please try again.",
    closed: "This posting closed before your application arrived, so it was not sent.",
    thanks: (name: string) => `Thank you, ${name}. Your application is in.`,
    thanksLead: (title: string) =>
      `We received your application for ${title}. Someone who hires for this role will read it and answer you by e-mail.`,
  },
};

type CareersCopy = typeof en;

const fr: CareersCopy = {
  breadcrumb: "Carrières",
  list: {
    metaTitle: "Carrières\u00a0: emplois en génie au Canada",
    description: `Postes en génie chez ${company.name}\u00a0: structures, mécanique et enregistrement NEC à Vaughan, à Calgary et partout au Canada, sur place, en mode hybride ou en télétravail.`,
    keywords: [
      "emplois en génie",
      "emploi ingénieur Ontario",
      "ingénieur stagiaire Calgary",
      "emploi enregistrement NEC",
      "carrières en génie Canada",
    ],
    eyebrow: "Carrières",
    title: "Concevez ce qui fait tourner l’industrie",
    lead: "Nous concevons, vérifions et faisons enregistrer les usines, les structures et les équipements sous pression dont nos clients dépendent. Joignez-vous à une équipe où les ingénieurs d’expérience forment la relève.",
    filterHeading: "Filtrer les offres d’emploi",
    office: "Lieu",
    anyOffice: "Tous les lieux",
    workplace: "Mode de travail",
    anyWorkplace: "Sur place, hybride ou télétravail",
    type: "Type d’emploi",
    anyType: "Tous les types",
    apply: "Afficher les postes",
    clear: "Effacer les filtres",
    rolesHeading: "Postes ouverts",
    showing: (count: number, filtered: boolean) =>
      count === 0
        ? filtered
          ? "Aucune offre d’emploi ne correspond à ces filtres."
          : "Aucun poste n’est à pourvoir en ce moment."
        : `${count}\u00a0${count === 1 ? "poste à pourvoir" : "postes à pourvoir"}${filtered ? (count === 1 ? " correspond à ces filtres" : " correspondent à ces filtres") : ""}.`,
    unknownFilter: "L’un des filtres de cette adresse nous est inconnu\u00a0; nous n’en avons pas tenu compte.",
    noneLead:
      "Nous recevons toujours avec plaisir les candidatures d’ingénieurs. Écrivez-nous et joignez votre CV à partir de la page Nous joindre.",
    contact: "Nous joindre",
    applyBy: (date: string) => `Postulez d’ici le ${date}`,
    details: (title: string) => `En savoir plus et postuler\u00a0: ${title}`,
    view: "Voir l’offre et postuler",
    cta: { eyebrow: "Une question sur un poste\u00a0?", title: "Parlez à notre équipe", about: "À propos de la firme" },
  },
  posting: {
    facts: { location: "Lieu", workplace: "Mode de travail", type: "Type d’emploi", salary: "Salaire", closes: "Date limite" },
    role: "Le poste",
    requirements: "Ce que vous apportez",
    benefits: "Ce que nous offrons",
    allRoles: "Voir toutes les offres d’emploi",
    closedTitle: "Cet affichage est terminé",
    closedLead: (date: string) =>
      `La période de candidature a pris fin le ${date}. Merci de votre intérêt\u00a0: consultez les postes à pourvoir en ce moment.`,
    notFound: "Offre d’emploi introuvable",
  },
  form: {
    heading: "Postuler",
    lead: "Envoyez-nous votre CV et quelques mots sur vous. Nous répondons à chaque candidature.",
    required: "Les champs obligatoires sont marqués d’un astérisque.",
    name: "Nom complet",
    email: "Adresse courriel",
    phone: "Téléphone (facultatif)",
    message: "Message (facultatif)",
    messageHint: "Pourquoi ce poste, à quel moment vous pourriez commencer, tout ce que nous devrions savoir.",
    resume: "CV",
    resumeHint: "Un fichier PDF ou Word (.docx) d’au plus 5\u00a0Mo.",
    consent: `Les renseignements que vous envoyez servent uniquement à étudier votre candidature à ce poste. Ils sont conservés dans la base de données de ${company.name}, ne sont jamais communiqués à des tiers et ne sont consultés que par les personnes responsables de l’embauche. Vous pouvez en tout temps nous demander d’y accéder, de les rectifier ou de les supprimer en écrivant à ${company.email}.`,
    honeypot: "Laissez ce champ vide",
    submit: "Envoyer ma candidature",
    invalid: (count: number) =>
      `Veuillez corriger ${count === 1 ? "le champ indiqué" : `les ${count}\u00a0champs indiqués`} ci-dessous et joindre votre CV de nouveau.`,
    rateLimited: (seconds: number) =>
      `Trop de candidatures ont été envoyées depuis votre réseau au cours de la dernière heure. Veuillez réessayer dans ${minutes(seconds)}\u00a0${minutes(seconds) === 1 ? "minute" : "minutes"}.`,
    failed: `Nous n’avons pas pu enregistrer votre candidature pour le moment. Veuillez réessayer dans quelques minutes ou nous appeler au ${company.phone}.`,
    tooLarge: "Votre CV dépasse 5\u00a0Mo\u00a0: enregistrez-en une copie plus légère (par exemple sans photos) et joignez-la de nouveau.",
    crossSite: "Le formulaire doit être envoyé depuis ce site.",
    unreadable: "Le formulaire n’a pas pu être lu. Veuillez réessayer.",
    closed: "L’affichage a pris fin avant l’arrivée de votre candidature\u00a0; elle n’a donc pas été transmise.",
    thanks: (name: string) => `Merci, ${name}. Votre candidature a bien été transmise.`,
    thanksLead: (title: string) =>
      `Nous avons bien reçu votre candidature au poste «\u00a0${title}\u00a0». Une personne responsable de l’embauche la lira et vous répondra par courriel.`,
  },
};

export const careersCopy: Record<Locale, CareersCopy> = { en, fr };
