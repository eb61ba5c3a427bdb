import { sql, type SQL } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import type { SearchPlan } from "./search";

// PostgreSQL full-text search over posts, computed in the query (the schema keeps no search column), in
// SQL that PGlite and PostgreSQL run alike. Titles weigh most (A), then excerpt and tags (B), then the
// body (C), all as English stems. Title, excerpt and tags are also indexed as written ("simple"), so a
// prefix still finds a word whose stem is shorter than the prefix ("engineeri" → "engineering"). The
// body is left out of that second pass: parsing it is most of a search's cost, and its stems already
// answer most prefixes.

const summaryText = sql`(${blogPosts.excerpt} || ' ' || array_to_string(${blogPosts.tags}, ' '))`;
// The body goes to the parser as HTML: the default parser reads tags and entities as tokens of their own,
// which the English configuration does not index, so markup is never searchable and needs no stripping.
const bodyText = sql`${blogPosts.content}`;

export const postDocument: SQL = sql`(
  setweight(to_tsvector('english', ${blogPosts.title}), 'A') ||
  setweight(to_tsvector('simple', ${blogPosts.title}), 'A') ||
  setweight(to_tsvector('english', ${summaryText}), 'B') ||
  setweight(to_tsvector('simple', ${summaryText}), 'B') ||
  setweight(to_tsvector('english', ${bodyText}), 'C')
)`;

/**
 * The tsquery for a plan: websearch_to_tsquery over the whole input (quotes, "or" and "-word" work as on a
 * search engine, and it never raises a syntax error), OR the words before the last one AND the last word as
 * a prefix. The prefix term is letters and digits only (see planSearch), so `term:*` is always valid.
 */
export function searchQuery(plan: SearchPlan): SQL {
  const whole = sql`websearch_to_tsquery('english', ${plan.text})`;
  if (!plan.prefix) return sql`(${whole})`;
  const rest = sql`websearch_to_tsquery('english', ${plan.rest})`;
  // An empty tsquery (only stop words) is neutral under && and ||.
  return sql`(${whole} || (${rest} && to_tsquery('simple', ${`${plan.prefix}:*`})))`;
}
