import { useLocation } from "react-router";

/**
 * The site's two languages. English keeps its URLs; French lives under `/fr` (DESIGN.md section 6). A
 * page's language is read from its URL and nothing else: never from a cookie, a header or a process-wide
 * setting, so a stored page always matches its address.
 */
export const locales = ["en", "fr"] as const;
export type Locale = (typeof locales)[number];

/** `<html lang>` and `hreflang` values. */
export const htmlLang = { en: "en-CA", fr: "fr-CA" } as const satisfies Record<Locale, string>;

/** Open Graph's `og:locale` values. */
export const ogLocale = { en: "en_CA", fr: "fr_CA" } as const satisfies Record<Locale, string>;

/** BCP 47 tags for `Intl` formatters: dates, numbers and money follow fr-CA on French pages. */
export const intlLocale = htmlLang;

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "fr";
}

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "fr" : "en";
}

/** The language of a path on this site: `/fr` and everything under `/fr/` is French. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
}

/** The language of the page being rendered, from its URL. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
