import type { Locale } from "~/i18n/locale";

/**
 * A job application's fields, limits and the messages a candidate reads when something is refused, in
 * the language of the page they applied from. Shared by the posting page and applications.server.ts.
 */

export const APPLICATION_FIELDS = ["name", "email", "phone", "message"] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
/** The résumé's field in the form. */
export const RESUME_FIELD = "resume";

export const APPLICATION_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 30,
  messageMax: 4000,
} as const;

/** The largest résumé taken: 5 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export type ResumeKind = "pdf" | "docx";

export const resumeMimeTypes: Record<ResumeKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Why a résumé was refused: each has its own message. */
export type ResumeProblem =
  | "missing"
  | "empty"
  | "too-large"
  | "not-pdf-or-docx"
  | "pdf-damaged"
  | "zip-not-docx"
  | "zip-damaged"
  | "docx-macros"
  | "docx-protected"
  | "docx-external"
  | "docx-unpacks-too-large";

export type ApplicationErrors = Partial<Record<ApplicationField | typeof RESUME_FIELD, string>>;
export type ApplicationValues = Partial<Record<ApplicationField, string>>;

const mb = (locale: Locale) => (locale === "fr" ? "5\u00a0Mo" : "5 MB");

export const applicationMessages = {
  en: {
    nameRequired: "Your name is required",
    nameLong: `Your name can be at most ${APPLICATION_LIMITS.nameMax} characters`,
    emailRequired: "Your e-mail address is required",
    emailInvalid: "Enter an e-mail address such as name@example.com",
    phoneInvalid: "Enter a phone number with digits, spaces, +, -, ( and ) only",
    messageLong: `Your message can be at most ${APPLICATION_LIMITS.messageMax.toLocaleString("en-CA")} characters`,
    resume: {
      missing: "Attach your résumé as a PDF or Word (.docx) file",
      empty: "The file you attached is empty",
      "too-large": `Your résumé is larger than ${mb("en")}: save a smaller copy (for example without photos) and attach it again`,
      "not-pdf-or-docx": "Your résumé must be a PDF or a Word (.docx) file; the file you attached is neither, whatever its name says",
      "pdf-damaged": "This PDF looks incomplete or damaged: save it again and attach the new copy",
      "zip-not-docx": "This file is a ZIP archive but not a Word (.docx) document: attach your résumé as a PDF or .docx file",
      "zip-damaged": "This Word file looks damaged and cannot be read: save it again, or attach a PDF",
      "docx-macros": "Word documents with macros (.docm) are not accepted: save your résumé as a .docx or a PDF",
      "docx-external":
        "Your résumé loads a template or an object from another site when opened, which we do not accept: save it as a PDF and attach that instead",
      "docx-protected": "This Word document is password-protected: remove the password, or attach a PDF",
      "docx-unpacks-too-large":
        "This Word document unpacks to more than 100 MB, which we do not accept: save your résumé as a PDF and attach that instead",
    } satisfies Record<ResumeProblem, string>,
  },
  fr: {
    nameRequired: "Votre nom est obligatoire",
    nameLong: `Votre nom peut compter au plus ${APPLICATION_LIMITS.nameMax}\u00a0caractères`,
    emailRequired: "Votre adresse courriel est obligatoire",
    emailInvalid: "Entrez une adresse courriel comme nom@exemple.com",
    phoneInvalid: "Entrez un numéro de téléphone composé de chiffres, d’espaces et des signes +, -, ( et ) seulement",
    messageLong: `Votre message peut compter au plus ${APPLICATION_LIMITS.messageMax.toLocaleString("fr-CA")}\u00a0caractères`,
    resume: {
      missing: "Joignez votre CV en format PDF ou Word (.docx)",
      empty: "Le fichier joint est vide",
      "too-large": `Votre CV dépasse ${mb("fr")}\u00a0: enregistrez-en une copie plus légère (par exemple sans photos) et joignez-la de nouveau`,
      "not-pdf-or-docx":
        "Votre CV doit être un fichier PDF ou Word (.docx)\u00a0; le fichier joint n’est ni l’un ni l’autre, quel que soit son nom",
      "pdf-damaged": "Ce PDF semble incomplet ou endommagé\u00a0: enregistrez-le de nouveau et joignez la nouvelle copie",
      "zip-not-docx": "Ce fichier est une archive ZIP, mais pas un document Word (.docx)\u00a0: joignez votre CV en format PDF ou .docx",
      "zip-damaged": "Ce fichier Word semble endommagé et ne peut pas être lu\u00a0: enregistrez-le de nouveau ou joignez un PDF",
      "docx-macros": "Les documents Word avec macros (.docm) ne sont pas acceptés\u00a0: enregistrez votre CV en .docx ou en PDF",
      "docx-external":
        "À l’ouverture, votre CV charge un modèle ou un objet depuis un autre site, ce que nous n’acceptons pas\u00a0: enregistrez-le en PDF et joignez ce fichier",
      "docx-protected": "Ce document Word est protégé par un mot de passe\u00a0: retirez le mot de passe ou joignez un PDF",
      "docx-unpacks-too-large":
        "Une fois décompressé, ce document Word dépasse 100\u00a0Mo, ce que nous n’acceptons pas\u00a0: enregistrez votre CV en PDF et joignez ce fichier",
    } satisfies Record<ResumeProblem, string>,
  },
} satisfies Record<Locale, unknown>;
