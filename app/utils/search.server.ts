import { sql, type SQL } from "drizzle-orm";
import type { SearchPlan } from "./search";

// PostgreSQL full-text search over posts, in SQL that PGlite and PostgreSQL run alike. Each post's
// document is stored in blog_post_search, written by a trigger whenever the post's text changes
// (migration 0002): title (A), excerpt and tags (B) and body text (C), as stems of the post's language
// and, for title, excerpt and tags, also as written ("search_simple"), so a prefix still finds a word
// whose stem is shorter than the prefix ("engineeri" → "engineering"). Every configuration ignores
// accents. A search reads the GIN index on the stored documents and never parses a post.

/** The text search configuration of each language's posts and searches (migrations 0002 and 0010). */
const LANGUAGE = {
  en: sql.raw("'search_english'::regconfig"),
  fr: sql.raw("'search_french'::regconfig"),
} as const;
const SIMPLE = sql.raw("'search_simple'::regconfig");

/**
 * The tsquery for a plan: websearch_to_tsquery over the whole input (quotes, "or" and "-word" work as on a
 * search engine, and it never raises a syntax error), OR the words before the last one AND the last word as
 * a prefix. The prefix term is letters and digits only (see planSearch), so `term:*` is always valid.
 */
export function searchQuery(plan: SearchPlan, locale: keyof typeof LANGUAGE = "en"): SQL {
  const language = LANGUAGE[locale];
  const whole = sql`websearch_to_tsquery(${language}, ${plan.text})`;
  if (!plan.prefix) return sql`(${whole})`;
  const rest = sql`websearch_to_tsquery(${language}, ${plan.rest})`;
  // An empty tsquery (only stop words) is neutral under && and ||.
  return sql`(${whole} || (${rest} && to_tsquery(${SIMPLE}, ${`${plan.prefix}:*`})))`;
}

/** The normalised search that results are cached under: equal keys always give equal results. */
export function searchCacheKey(plan: SearchPlan): string {
  // websearch_to_tsquery and the configurations ignore case ("OR" is "or"), so the key does too.
  return plan.text.toLowerCase();
}
