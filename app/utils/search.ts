// Turning whatever a visitor typed into something the full-text search can use safely. Pure: the
// browser and the server share it.

/** Longer input is cut here: nobody searches a blog with a paragraph, and the cost stays bounded. */
export const MAX_SEARCH_LENGTH = 200;

/** A prefix shorter than this would match nearly everything. */
const MIN_PREFIX_LENGTH = 2;

// Control characters (including NUL, which PostgreSQL text cannot hold) become spaces.
// eslint-disable-next-line no-control-regex -- these are the characters to find
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;
// Lone UTF-16 surrogates cannot be encoded as UTF-8 for the database.
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Any string in, a clean one out: no control characters or broken characters, single spaces, at most 200 characters. */
export function normalizeSearch(input: string): string {
  const clean = input.replace(CONTROL_CHARS, " ").replace(LONE_SURROGATES, "\ufffd").replace(/\s+/g, " ").trim();
  if (clean.length <= MAX_SEARCH_LENGTH) return clean;
  // Do not cut a surrogate pair in half.
  const cut = Array.from(clean.slice(0, MAX_SEARCH_LENGTH + 1))
    .join("")
    .slice(0, MAX_SEARCH_LENGTH);
  return cut.replace(LONE_SURROGATES, "").trim();
}

export type SearchPlan = {
  /** The whole (normalised) input, for websearch_to_tsquery. */
  text: string;
  /** Everything before the last word, for combining with the prefix. */
  rest: string;
  /** The last word as a prefix term: letters and digits only, lowercase; null when it does not qualify. */
  prefix: string | null;
};

const WORD = /^[\p{L}\p{N}]+$/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}-]+|[^\p{L}\p{N}]+$/gu;

/**
 * How to search for `input`: the whole text as a web-search query, or the text before the last word
 * together with the last word as a prefix ("pressure ves" finds "pressure vessels"). Null for empty input.
 * The prefix holds only letters and digits, so it can never be read as tsquery syntax.
 */
export function planSearch(input: string): SearchPlan | null {
  const text = normalizeSearch(input);
  if (!text) return null;
  const words = text.split(" ");
  const lastToken = words.at(-1) ?? "";
  const last = lastToken.replace(EDGE_PUNCTUATION, "");
  // The end of a quoted phrase is a whole word: "energy audit" must not become "energy audit*".
  const closesPhrase = lastToken.endsWith('"');
  const isNegated = last.startsWith("-");
  const isOperator = last.toLowerCase() === "or";
  const prefix =
    !closesPhrase && !isNegated && !isOperator && last.length >= MIN_PREFIX_LENGTH && WORD.test(last) ? last.toLowerCase() : null;
  return { text, rest: prefix ? words.slice(0, -1).join(" ") : text, prefix };
}
