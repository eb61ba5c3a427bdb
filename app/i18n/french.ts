/**
 * "de" before a word, elided before a vowel as French writes it: "de Vaughan", "d’Atlanta",
 * "d’ingénierie". A word starting with h keeps "de" (whether an h elides depends on the word).
 */
export function deFr(word: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(word) ? `d’${word}` : `de ${word}`;
}
