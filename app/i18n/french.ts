/**
 * "de" before a word, elided before a vowel as French writes it: "de Vaughan", "d’Atlanta",
 * "d’ingénierie". A word starting with h keeps "de" (whether an h elides depends on the word).
 */
export function deFr(word: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(word) ? `d’${word}` : `de ${word}`;
}

/**
 * A date formatted by a `fr-CA` formatter, with the first day of a month written as French writes it:
 * « 1er octobre 2026 », « mardi 1er décembre » (Intl prints « 1 octobre »).
 */
export function formatFrenchDate(formatter: Intl.DateTimeFormat, date: Date): string {
  return formatter
    .formatToParts(date)
    .map((part) => (part.type === "day" && Number(part.value) === 1 ? "1er" : part.value))
    .join("");
}

/** A title used inside a French sentence, which keeps capitals for names only: « Génie-conseil » → « génie-conseil ». */
export function lowerFirst(title: string): string {
  return `${title.charAt(0).toLowerCase()}${title.slice(1)}`;
}
