import type { Locale } from "~/i18n/locale";

/** The words the shared page sections add around the content, in each language (decision record 0009). */
export const sectionsCopy = {
  en: {
    home: "Home",
    breadcrumb: "Breadcrumb",
    category: "Category: ",
    results: "Results",
    duration: "Duration: ",
    months: (months: number) => `${months} months`,
    rated: (rating: number) => `Rated ${rating} out of 5`,
    ctaEyebrow: "Start a conversation",
  },
  fr: {
    home: "Accueil",
    breadcrumb: "Fil d’Ariane",
    category: "Catégorie\u00a0: ",
    results: "Résultats",
    duration: "Durée\u00a0: ",
    months: (months: number) => `${months}\u00a0mois`,
    rated: (rating: number) => `Note de ${rating} sur 5`,
    ctaEyebrow: "Parlons de votre projet",
  },
} as const satisfies Record<Locale, Record<string, unknown>>;
