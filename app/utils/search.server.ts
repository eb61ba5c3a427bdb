import { sql, type SQL } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import type { SearchPlan } from "./search";

// PostgreSQL full-text search over posts, computed in the query (the schema keeps no search column), in
// SQL that PGlite and PostgreSQL run alike. Titles weigh most (A), then excerpt and tags (B), then the
// body (C). Each part is indexed twice: English stems for whole-word queries, and the words as written
// ("simple") so that a prefix of a word still finds it even where the stem is shorter than the prefix.

const summaryText = sql`(${blogPosts.excerpt} || ' ' || array_to_string(${blogPosts.tags}, ' '))`;
// Tags and entities out of the body; the parser would otherwise index markup.
const bodyText = sql`regexp_replace(${blogPosts.content}, '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g')`;

export const postDocument: SQL = sql`(
  setweight(to_tsvector('english', ${blogPosts.title}), 'A') ||
  setweight(to_tsvector('simple', ${blogPosts.title}), 'A') ||
  setweight(to_tsvector('english', ${summaryText}), 'B') ||
  setweight(to_tsvector('simple', ${summaryText}), 'B') ||
  setweight(to_tsvector('english', ${bodyText}), 'C') ||
  setweight(to_tsvector('simple', ${bodyText}), 'C')
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
