// How an article may look in a search engine's results and as a shared card, for the editor's SEO tab.
// Search engines cut by width (about 600 pixels for a title, about 920 for a description on a desktop
// results page); in characters that is about 60 and 160. The preview cuts the same way they do: after
// the last whole word that fits, followed by an ellipsis. Pure functions, for the browser and the tests.

/** About this many characters of a page title show in search results. */
export const SEARCH_TITLE_GUIDELINE = 60;

export type Cut = { text: string; truncated: boolean };

/** `text` as a results page shows it in about `max` characters: whole words, then "…" when cut. */
export function cutForResults(text: string, max: number): Cut {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return { text: clean, truncated: false };
  // Room for the ellipsis. The last word in the room is kept when it ends there (a space or punctuation
  // follows), else dropped; a word longer than half the space is cut inside the word.
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  const endsWord = /[\s,;:.!?–—]/.test(clean.charAt(max - 1));
  const words = endsWord || lastSpace <= max / 2 ? room : room.slice(0, lastSpace);
  const kept = words.replace(/[\s,;:.!?–—-]+$/, "");
  return { text: `${kept}…`, truncated: true };
}

/** "northbridge.example › blog › crn-basics": the address line of a result (scheme, query and hash left out). */
export function displayUrl(address: string): string {
  try {
    const url = new URL(address);
    const parts = url.pathname
      .split("/")
      .filter(Boolean)
      .map((part) => {
        try {
          return decodeURIComponent(part);
        } catch {
          return part;
        }
      });
    return [url.host.replace(/^www\./, ""), ...parts].join(" › ");
  } catch {
    return address;
  }
}

/** The host a shared card names (without "www."), or the text itself when it is not an address. */
export function cardDomain(address: string): string {
  try {
    return new URL(address).host.replace(/^www\./, "").toUpperCase();
  } catch {
    return address.toUpperCase();
  }
}

/** Where a counted length stands against its guideline, in words for a screen reader. */
export function lengthStatus(label: string, count: number, guideline: number): string {
  const noun = count === 1 ? "character" : "characters";
  if (count === 0) return `${label}: empty.`;
  if (count <= guideline) return `${label}: ${count} ${noun}, within the ${guideline} that show.`;
  return `${label}: ${count} ${noun}, ${count - guideline} more than the ${guideline} that show; the rest is cut.`;
}
