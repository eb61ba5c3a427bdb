// Pure helpers for blog posts, safe for the browser and the server alike.

export const WORDS_PER_MINUTE = 200;
export const META_DESCRIPTION_GUIDELINE = 160;

/**
 * SPEC.md section 4: lowercase, drop everything but letters, digits, spaces and hyphens, spaces to
 * hyphens, repeated hyphens collapsed. Accented letters are first reduced to their base letter.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/** Words in an HTML fragment (tags removed). */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&[a-z#0-9]+;/gi, "x");
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes to read at 200 words a minute, rounded up, never less than 1. */
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

/** "January 5, 2026": the US English long format the blog shows dates in. */
export function formatPostDate(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}

/** Initials for an author avatar: "Northbridge Engineering" → "NE". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}
