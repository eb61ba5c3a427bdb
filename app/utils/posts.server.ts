import { and, asc, desc, eq, ne, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { getDb, queryRows } from "~/db/db.server";
import { preparedRead } from "~/db/prepared.server";
import { blogCategories, blogPostCounts, blogPostSearch, blogPosts, blogTags, postSlugRedirects, type PostLocale } from "~/db/schema";
import { getEnv } from "./env.server";
import { sanitizePostHtml } from "./sanitize.server";
import {
  BLOG_PAGE_SIZE,
  FEED_SIZE,
  isSearchable,
  POPULAR_TAGS,
  RELATED_POSTS,
  toPostSummary,
  toPublicPost,
  type PostSummary,
  type PostTranslation,
  type PublicPost,
} from "./posts";
import { planSearch } from "./search";
import { cachedRead } from "./read-cache.server";
import { searchCacheKey, searchQuery } from "./search.server";

// The one read side of the blog: the pages and the JSON API both ask here, so they can never disagree.
// Public reads go through the read cache (off outside the production server), which forgets everything
// the moment content changes, so a post that is published or edited shows up on the next request.

export { BLOG_PAGE_SIZE, FEED_SIZE, POPULAR_TAGS, RELATED_POSTS } from "./posts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** The columns that decide whether and where a post is listed, in blog_posts and in the search index. */
type ListingColumns = {
  id: typeof blogPosts.id | typeof blogPostSearch.postId;
  locale: typeof blogPosts.locale | typeof blogPostSearch.locale;
  isPublished: typeof blogPosts.isPublished | typeof blogPostSearch.isPublished;
  isFeatured: typeof blogPosts.isFeatured | typeof blogPostSearch.isFeatured;
  publishedAt: typeof blogPosts.publishedAt | typeof blogPostSearch.publishedAt;
  createdAt: typeof blogPosts.createdAt | typeof blogPostSearch.createdAt;
  categoryId: typeof blogPosts.categoryId | typeof blogPostSearch.categoryId;
};

const postColumns: ListingColumns = blogPosts;
const searchColumns: ListingColumns = { ...blogPostSearch, id: blogPostSearch.postId };

/** What `publicOn` reads: a post's columns, or the same columns of a post that raw SQL names by an alias. */
type PublicColumns = { isPublished: AnyColumn | SQL; publishedAt: AnyColumn | SQL };

/**
 * Public means published and due: a post whose publish date is still in the future stays hidden until
 * that moment, evaluated by the database on every query, so no job has to "release" it.
 */
const publicOn = (t: PublicColumns): SQL => sql`(${t.isPublished} and (${t.publishedAt} is null or ${t.publishedAt} <= now()))`;
export const isPublic: SQL = publicOn(postColumns);

/**
 * Published but not public yet: due at a later date. The posts blog_post_counts counts and the public
 * lists do not show; few at any time, found through blog_posts_public_idx (is_published, published_at).
 */
const isScheduled: SQL = sql`(${blogPosts.isPublished} and ${blogPosts.publishedAt} > now())`;

/**
 * How many public posts of `locale` there are, or of one category there: the published posts that
 * blog_post_counts holds less those still scheduled. A few index entries at any number of posts, where
 * counting the posts themselves reads every one of them.
 */
function publicCountSql(locale: PostLocale, categoryId?: string): SQL<number> {
  const [facet, value] = categoryId ? (["category", categoryId] as const) : (["all", ""] as const);
  const published = sql`(select ${blogPostCounts.posts} from ${blogPostCounts} where ${and(
    eq(blogPostCounts.locale, locale),
    eq(blogPostCounts.facet, facet),
    eq(blogPostCounts.value, value),
  )})`;
  const scheduled = sql`(select count(*) from ${blogPosts} where ${and(
    isScheduled,
    eq(blogPosts.locale, locale),
    categoryId ? eq(blogPosts.categoryId, categoryId) : undefined,
  )})`;
  return sql<number>`(coalesce(${published}, 0) - ${scheduled})::int`;
}

/** Newest first: by publish date, else creation date; the id breaks ties so the order is total. */
const dateOn = (t: ListingColumns): SQL => sql`coalesce(${t.publishedAt}, ${t.createdAt})`;
const newestFirstOn = (t: ListingColumns) => [desc(dateOn(t)), desc(t.id)];
const postDateSql = dateOn(postColumns);
const newestFirst = newestFirstOn(postColumns);

/**
 * The columns of a post in a list (what `toPostSummary` reads): never the body, nor the editorial ones
 * (author account, review, version), which lists do not show and the API does not hand out.
 */
export const summaryColumns = {
  id: blogPosts.id,
  locale: blogPosts.locale,
  translationOf: blogPosts.translationOf,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  metaDescription: blogPosts.metaDescription,
  metaKeywords: blogPosts.metaKeywords,
  featuredImage: blogPosts.featuredImage,
  featuredImageAlt: blogPosts.featuredImageAlt,
  categoryId: blogPosts.categoryId,
  tags: blogPosts.tags,
  authorName: blogPosts.authorName,
  authorBio: blogPosts.authorBio,
  publishedAt: blogPosts.publishedAt,
  isPublished: blogPosts.isPublished,
  isFeatured: blogPosts.isFeatured,
  readTimeMinutes: blogPosts.readTimeMinutes,
  viewCount: blogPosts.viewCount,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  canonicalUrl: blogPosts.canonicalUrl,
  noIndex: blogPosts.noIndex,
};

/**
 * Which posts a listing may include. Anonymous callers only ever get "public"; "published" (including
 * scheduled), "drafts" and "all" are for admins.
 */
export type Visibility = "public" | "published" | "drafts" | "all";

function visibilityFilter(visibility: Visibility, t: ListingColumns = postColumns): SQL | undefined {
  switch (visibility) {
    case "public":
      return publicOn(t);
    case "published":
      return eq(t.isPublished, true);
    case "drafts":
      return eq(t.isPublished, false);
    case "all":
      return undefined;
  }
}

export type ListPostsOptions = {
  visibility?: Visibility;
  /** One language's posts (public lists always name one; an admin list may leave it out for both). */
  locale?: PostLocale;
  categoryId?: string;
  /** Free text; searched by relevance, any string is safe. */
  search?: string;
  featured?: boolean;
  /** Each post's translations too, as the JSON API hands them out: the public ones, or all of them (admins). */
  translations?: "public" | "all";
  /** False when the caller shows no total (the featured posts): `total` is then the posts returned. */
  counted?: boolean;
  limit: number;
  offset?: number;
};

/** A post in a list, with its translations when the list asked for them. */
export type ListedPost = PostSummary & { translations?: PostTranslation[] };

export type ListPostsResult = { posts: ListedPost[]; total: number };

/** Posts newest first (or by relevance when searching), one page of them, and how many match in all. */
export function listPosts(options: ListPostsOptions): Promise<ListPostsResult> {
  if ((options.visibility ?? "public") !== "public") return queryPosts(options);
  // Results are cached per normalised search ("Pressure  VESSEL" and "pressure vessel" share one entry)
  // until content changes; an input that plans to nothing lists every post, as it always did.
  const locale = options.locale ?? "en";
  const plan = options.search === undefined ? null : planSearch(options.search);
  if (!plan) return listPublicPostsCached({ ...options, locale, search: undefined });
  return searchPublicPostsCached({ ...options, locale, search: searchCacheKey(plan) });
}

const listPublicPostsCached = cachedRead("listPosts", queryPosts);
const searchPublicPostsCached = cachedRead("searchPosts", queryPosts, "search");

/** The tsquery of `options.search`, or undefined when there is none (no search, or only stop words and signs). */
function searchQueryOf(options: ListPostsOptions): SQL | undefined {
  const plan = options.search === undefined ? null : planSearch(options.search);
  return plan ? searchQuery(plan, options.locale ?? "en") : undefined;
}

/** One page of posts for `options` (searched with `query`), each row with the total count of matches. */
function postsPage(options: ListPostsOptions, query: SQL | undefined, limit: number, offset: number) {
  const db = getDb();
  const filtersOn = (t: ListingColumns) =>
    and(
      visibilityFilter(options.visibility ?? "public", t),
      options.locale ? eq(t.locale, options.locale) : undefined,
      options.categoryId ? eq(t.categoryId, options.categoryId) : undefined,
      options.featured ? eq(t.isFeatured, true) : undefined,
    );
  // Counting every match (the window) keeps each counted row until the last one is read: the rows are
  // kept narrow (an id, a rank, a date), and only the page asked for is read whole from blog_posts.
  const total = sql<number>`(count(*) over ())::int`.as("total");
  if (!query) {
    // A public list of one language, whole or one category's, takes its total from blog_post_counts
    // instead of counting every post it lists; the featured posts need none.
    const fromCounts = (options.visibility ?? "public") === "public" && options.locale !== undefined && !options.featured;
    if (fromCounts || options.counted === false) {
      const page = db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(filtersOn(postColumns))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset)
        .as("page");
      const pageTotal =
        fromCounts && options.locale && options.counted !== false ? publicCountSql(options.locale, options.categoryId) : sql<number>`0`;
      return db
        .select({ ...summaryColumns, total: pageTotal.as("total"), ...translationsColumn(options) })
        .from(page)
        .innerJoin(blogPosts, eq(blogPosts.id, page.id))
        .orderBy(...newestFirst);
    }
    const page = db
      .select({ id: blogPosts.id, total })
      .from(blogPosts)
      .where(filtersOn(postColumns))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset)
      .as("page");
    return db
      .select({ ...summaryColumns, total: page.total, ...translationsColumn(options) })
      .from(page)
      .innerJoin(blogPosts, eq(blogPosts.id, page.id))
      .orderBy(...newestFirst);
  }
  // The GIN index on the stored documents finds the matches; they are filtered, ranked and counted in
  // the search index itself. Matched on the whole document, ranked on its title, excerpt and tags
  // (rank_document, decision record 0006). The rank is worked out in its own subquery, as each match is
  // read: merged into the query around it, the planner would carry every match's rank_document through
  // the count and rank only after it, which doubles the time of a word found in most posts.
  const ranked = db
    .select({
      postId: blogPostSearch.postId,
      rank: sql<number>`ts_rank(${blogPostSearch.rankDocument}, ${query})`.as("rank"),
      date: sql<Date>`${dateOn(searchColumns)}`.as("date"),
    })
    .from(blogPostSearch)
    .where(and(filtersOn(searchColumns), sql`${blogPostSearch.document} @@ ${matchingAny(query)}`))
    .offset(KEPT_APART)
    .as("ranked");
  const matches = db
    .select({ postId: ranked.postId, rank: ranked.rank, total })
    .from(ranked)
    .orderBy(desc(ranked.rank), desc(ranked.date), desc(ranked.postId))
    .limit(limit)
    .offset(offset)
    .as("matches");
  return db
    .select({ ...summaryColumns, total: matches.total, ...translationsColumn(options) })
    .from(matches)
    .innerJoin(blogPosts, eq(blogPosts.id, matches.postId))
    .orderBy(desc(matches.rank), ...newestFirst);
}

/**
 * `offset 0`: PostgreSQL never merges a subquery that has one into the query around it. Drizzle leaves a
 * numeric 0 out of the SQL, so it is written as SQL.
 */
const KEPT_APART = sql`0` as unknown as number;

/**
 * The other posts of a post's family: the original it translates, and the other translations of that
 * original (or, for an original, the posts that translate it). `p` is the post; `t` each of the others.
 */
const familySql = (p: SQL, t: SQL) => sql`
  ${t}.id <> ${p}.id and (
    ${t}.translation_of = ${p}.id
    or ${t}.id = ${p}.translation_of
    or (${p}.translation_of is not null and ${t}.translation_of = ${p}.translation_of)
  )`;

/** The columns `publicOn` reads, of the posts that raw SQL names `t` (another post of a family). */
const aliasedPublicColumns = (t: SQL): PublicColumns => ({
  isPublished: sql`${t}.${sql.identifier(blogPosts.isPublished.name)}`,
  publishedAt: sql`${t}.${sql.identifier(blogPosts.publishedAt.name)}`,
});

/**
 * The `translations` column of a list that asked for them: each listed post's family as JSON, in the
 * same query as the page, so a list costs the database one statement.
 */
function translationsColumn(options: ListPostsOptions): { translations?: SQL.Aliased<PostTranslation[] | undefined> } {
  if (!options.translations) return {};
  const t = sql.raw("t");
  const listed = sql`${blogPosts}`;
  return {
    translations: sql<PostTranslation[]>`(
      select coalesce(json_agg(json_build_object('locale', t.locale, 'id', t.id, 'slug', t.slug) order by t.locale), '[]'::json)
      from ${blogPosts} t
      where ${familySql(listed, t)} ${options.translations === "all" ? sql`` : sql`and ${publicOn(aliasedPublicColumns(t))}`}
    )`.as("translations"),
  };
}

/**
 * The query as the GIN index reads it, whatever the planner's statistics say (decision record 0006). With
 * the query as a constant, the planner estimates its matches from the column's statistics, and for a word
 * in most posts it prefers reading the whole search table and testing every post's full document: 25-30 ms
 * at 5,000 posts on PGlite, where the index answers in a few. As a subquery the query is a value known
 * only when the statement runs, so the planner takes the index's default estimate (a few matches) and
 * always plans the index scan; the executor still hands the index the real query.
 */
function matchingAny(query: SQL): SQL {
  return sql`(select ${query})`;
}

/** The database's plan for the first page of a public search, read as searches read (the decision record and a test show it). */
export async function explainPublicSearch(search: string, locale: PostLocale = "en"): Promise<string> {
  const options = { search, locale, limit: BLOG_PAGE_SIZE };
  const rows = await queryRows<{ "QUERY PLAN": string }>(
    getDb(),
    sql`explain ${postsPage(options, searchQueryOf(options), BLOG_PAGE_SIZE, 0)}`,
  );
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

async function queryPosts(options: ListPostsOptions): Promise<ListPostsResult> {
  const query = searchQueryOf(options);
  const page = (limit: number, offset: number) => postsPage(options, query, limit, offset);
  const offset = options.offset ?? 0;
  const rows = await page(options.limit, offset);
  let total = options.counted === false ? rows.length : (rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0 && options.counted !== false) {
    // Past the last page the window count has no row to ride on: ask for the first row instead.
    total = (await page(1, 0))[0]?.total ?? 0;
  }
  return {
    posts: rows.map(({ total: _total, translations, ...row }) => ({
      ...toPostSummary(row),
      ...(translations ? { translations } : {}),
    })),
    total,
  };
}

async function queryFeedPosts(locale: PostLocale): Promise<PostSummary[]> {
  const rows = await getDb()
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isPublic, eq(blogPosts.locale, locale), eq(blogPosts.noIndex, false)))
    .orderBy(...newestFirst)
    .limit(FEED_SIZE);
  return rows.map(toPostSummary);
}

/** The newest public posts of one language for its RSS feed; noindex posts are left out, as from the sitemap. */
export const listFeedPosts = cachedRead("feed", queryFeedPosts);

/** Public featured posts of one language, newest first (with their public translations, for the JSON API). */
export async function listFeaturedPosts(limit = 20, locale: PostLocale = "en", translations?: "public"): Promise<ListedPost[]> {
  const { posts } = await listPosts({ featured: true, limit, locale, translations, counted: false });
  return posts;
}

/**
 * The translations of each of `ids`: the original a post translates, and the other translations of that
 * original (or, for an original, the posts that translate it). Public ones only unless `includeDrafts`.
 */
async function queryTranslations(ids: readonly string[], includeDrafts: boolean): Promise<Map<string, TranslationWithSearch[]>> {
  const result = new Map<string, TranslationWithSearch[]>(ids.map((id) => [id, []]));
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return result;
  const rows = await queryRows<{
    source: string;
    id: string;
    locale: PostLocale;
    slug: string;
    canonicalUrl: string | null;
    noIndex: boolean;
  }>(
    getDb(),
    sql`
      select p.id as source, t.id, t.locale, t.slug, t.canonical_url as "canonicalUrl", t.no_index as "noIndex"
      from ${blogPosts} p
      join ${blogPosts} t on ${familySql(sql.raw("p"), sql.raw("t"))}
      where p.id in (${sql.join(
        valid.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      ${includeDrafts ? sql`` : sql`and ${publicOn(aliasedPublicColumns(sql.raw("t")))}`}
      order by t.locale
    `,
  );
  for (const { source, ...translation } of rows) result.get(source)?.push(translation);
  return result;
}

/** A translation with what decides whether other pages may name it to search engines (hreflang). */
export type TranslationWithSearch = PostTranslation & { canonicalUrl: string | null; noIndex: boolean };

const publicTranslationsCached = cachedRead("translations", (id: string) => queryTranslations([id], false));

/** The public translations of one post. */
export async function getPublicTranslations(id: string): Promise<TranslationWithSearch[]> {
  return (await publicTranslationsCached(id)).get(id) ?? [];
}

/** Posts with their translations (public ones, unless `includeDrafts`), as the JSON API hands them out. */
export async function withTranslations<T extends { id: string }>(
  posts: T[],
  includeDrafts = false,
): Promise<(T & { translations: PostTranslation[] })[]> {
  const translations = await queryTranslations(
    posts.map((post) => post.id),
    includeDrafts,
  );
  return posts.map((post) => ({
    ...post,
    translations: (translations.get(post.id) ?? []).map(({ locale, id, slug }) => ({ locale, id, slug })),
  }));
}

export type CategoryRef = { id: string; name: string; slug: string };

export type PostWithCategory = { post: PublicPost; category: CategoryRef | null };

/** A category's name and slug in the post's language (the English ones where no French is set). */
const categoryNameIn = sql<string>`case when ${blogPosts.locale} = 'fr' then coalesce(${blogCategories.nameFr}, ${blogCategories.name}) else ${blogCategories.name} end`;
const categorySlugIn = sql<string>`case when ${blogPosts.locale} = 'fr' then coalesce(${blogCategories.slugFr}, ${blogCategories.slug}) else ${blogCategories.slug} end`;

const postWithCategoryColumns = {
  post: blogPosts,
  categoryId: blogCategories.id,
  categoryName: categoryNameIn,
  categorySlug: categorySlugIn,
};

type PostWithCategoryRow = {
  post: typeof blogPosts.$inferSelect;
  categoryId: string | null;
  categoryName: string | null;
  categorySlug: string | null;
};

function toPostWithCategory(row: PostWithCategoryRow | undefined): PostWithCategory | undefined {
  if (!row) return undefined;
  const category =
    row.categoryId && row.categoryName && row.categorySlug ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug } : null;
  return { post: toPublicPost(row.post), category };
}

async function findPost(where: SQL | undefined): Promise<PostWithCategory | undefined> {
  const [row] = await getDb()
    .select(postWithCategoryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(where)
    .limit(1);
  return toPostWithCategory(row);
}

const publicPostBySlug = preparedRead((db) =>
  db
    .select(postWithCategoryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.locale, sql.placeholder("locale")), eq(blogPosts.slug, sql.placeholder("slug")), isPublic))
    .limit(1)
    .prepare("public_post_by_slug"),
);

/** A public post of one language by its slug; drafts and scheduled posts are never found this way. */
async function queryPublicPostBySlug(slug: string, locale: PostLocale = "en"): Promise<PostWithCategory | undefined> {
  // No stored slug holds a NUL (PostgreSQL text cannot) or runs this long: do not ask the database.
  if (slug.length > 300 || slug.includes("\u0000")) return undefined;
  const [row] = await publicPostBySlug().execute({ locale, slug });
  return toPostWithCategory(row);
}
export const getPublicPostBySlug = cachedRead("postBySlug", queryPublicPostBySlug);

/**
 * Where the public post that `slug` used to name in `locale` lives now (its slug, or its language, changed
 * since), if any.
 */
async function queryRenamedSlug(slug: string, locale: PostLocale = "en"): Promise<{ slug: string; locale: PostLocale } | undefined> {
  if (slug.length > 300 || slug.includes("\u0000")) return undefined;
  const [row] = await getDb()
    .select({ slug: blogPosts.slug, locale: blogPosts.locale })
    .from(postSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, postSlugRedirects.postId))
    .where(and(eq(postSlugRedirects.locale, locale), eq(postSlugRedirects.slug, slug), isPublic))
    .limit(1);
  return row;
}
export const getRenamedSlug = cachedRead("renamedSlug", queryRenamedSlug);

/** A post by id: only public ones unless `includeDrafts` (for admins). A malformed id finds nothing. */
export async function getPostById(id: string, options: { includeDrafts?: boolean } = {}): Promise<PostWithCategory | undefined> {
  if (!isUuid(id)) return undefined;
  return findPost(and(eq(blogPosts.id, id), options.includeDrafts ? undefined : isPublic));
}

export type CategoryWithCount = CategoryRef & { description: string | null; postCount: number };

/** A category's words in one language: the French ones where set, else the English. */
function categoryColumns(locale: PostLocale) {
  if (locale === "en") {
    return { id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug, description: blogCategories.description };
  }
  return {
    id: blogCategories.id,
    name: sql<string>`coalesce(${blogCategories.nameFr}, ${blogCategories.name})`,
    slug: sql<string>`coalesce(${blogCategories.slugFr}, ${blogCategories.slug})`,
    description: sql<string | null>`coalesce(${blogCategories.descriptionFr}, ${blogCategories.description})`,
  };
}

/**
 * Every category by its name in `locale`, with how many public posts of that language it holds: its
 * published posts from blog_post_counts, less those still scheduled.
 */
async function queryCategories(locale: PostLocale = "en"): Promise<CategoryWithCount[]> {
  const columns = categoryColumns(locale);
  const db = getDb();
  const scheduled = db
    .select({ categoryId: blogPosts.categoryId, posts: sql<number>`count(*)`.as("scheduled_posts") })
    .from(blogPosts)
    .where(and(isScheduled, eq(blogPosts.locale, locale)))
    .groupBy(blogPosts.categoryId)
    .as("scheduled");
  return db
    .select({ ...columns, postCount: sql<number>`(coalesce(${blogPostCounts.posts}, 0) - coalesce(${scheduled.posts}, 0))::int` })
    .from(blogCategories)
    .leftJoin(
      blogPostCounts,
      and(
        eq(blogPostCounts.locale, locale),
        eq(blogPostCounts.facet, "category"),
        eq(blogPostCounts.value, sql`${blogCategories.id}::text`),
      ),
    )
    .leftJoin(scheduled, eq(scheduled.categoryId, blogCategories.id))
    .orderBy(asc(sql`2`));
}
export const listCategories = cachedRead("categories", queryCategories);

export async function getCategory(id: string, locale: PostLocale = "en"): Promise<CategoryRef | undefined> {
  if (!isUuid(id)) return undefined;
  const { description: _description, ...columns } = categoryColumns(locale);
  const [row] = await getDb().select(columns).from(blogCategories).where(eq(blogCategories.id, id));
  return row;
}

export type TagWithCount = { id: string; name: string; slug: string; postCount: number };

/** Every tag by name, with how many public posts of `locale` carry it. */
async function queryTags(locale: PostLocale = "en"): Promise<TagWithCount[]> {
  return getDb()
    .select({
      id: blogTags.id,
      name: blogTags.name,
      slug: blogTags.slug,
      postCount: sql<number>`(count(${blogPosts.id}))::int`,
    })
    .from(blogTags)
    .leftJoin(blogPosts, and(sql`${blogTags.name} = any(${blogPosts.tags})`, eq(blogPosts.locale, locale), isPublic))
    .groupBy(blogTags.id)
    .orderBy(asc(blogTags.name));
}
export const listTags = cachedRead("tags", queryTags);

export type PopularTag = { name: string; postCount: number };

/**
 * The tags most used by public posts of `locale` (ties alphabetically), as the posts write them: each
 * tag's published posts from blog_post_counts, less those still scheduled.
 */
async function queryPopularTags(limit = POPULAR_TAGS, locale: PostLocale = "en"): Promise<PopularTag[]> {
  const db = getDb();
  const tag = sql<string>`tag`;
  const scheduled = db
    .select({ tag: sql<string>`${tag}`.as("scheduled_tag"), posts: sql<number>`count(*)`.as("scheduled_posts") })
    .from(sql`${blogPosts} cross join lateral unnest(${blogPosts.tags}) as tag`)
    .where(and(isScheduled, eq(blogPosts.locale, locale)))
    .groupBy(tag)
    .as("scheduled");
  const postCount = sql<number>`(${blogPostCounts.posts} - coalesce(${scheduled.posts}, 0))::int`;
  return db
    .select({ name: blogPostCounts.value, postCount })
    .from(blogPostCounts)
    .leftJoin(scheduled, eq(scheduled.tag, blogPostCounts.value))
    .where(and(eq(blogPostCounts.locale, locale), eq(blogPostCounts.facet, "tag"), sql`${postCount} > 0`))
    .orderBy(desc(postCount), asc(sql`lower(${blogPostCounts.value})`), asc(blogPostCounts.value))
    .limit(limit);
}
export const listPopularTags = cachedRead("popularTags", queryPopularTags);

export type AdjacentPosts = { previous: PostSummary | null; next: PostSummary | null };

/** A post's place in the list, newest first, and the place of the post whose neighbours are asked for. */
const adjacentKey = sql`(${postDateSql}, ${blogPosts.id})`;
const adjacentTo = sql`(select coalesce(c.published_at, c.created_at), c.id from ${blogPosts} c where c.id = ${sql.placeholder("id")})`;
// Neighbours in the post's own language's list.
const inLanguageOf = sql`${blogPosts.locale} = (select c.locale from ${blogPosts} c where c.id = ${sql.placeholder("id")})`;
const newerPost = preparedRead((db) =>
  db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isPublic, inLanguageOf, sql`${adjacentKey} > ${adjacentTo}`))
    .orderBy(asc(postDateSql), asc(blogPosts.id))
    .limit(1)
    .prepare("newer_public_post"),
);
const olderPost = preparedRead((db) =>
  db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isPublic, inLanguageOf, sql`${adjacentKey} < ${adjacentTo}`))
    .orderBy(...newestFirst)
    .limit(1)
    .prepare("older_public_post"),
);

/**
 * The neighbours of a post in the list of all public posts, newest first (SPEC.md: by position in the
 * full list): `previous` is the one listed just before it (newer), `next` the one just after (older).
 */
async function queryAdjacentPosts(id: string): Promise<AdjacentPosts> {
  if (!isUuid(id)) return { previous: null, next: null };
  const [newer, older] = await Promise.all([newerPost().execute({ id }), olderPost().execute({ id })]);
  return {
    previous: newer[0] ? toPostSummary(newer[0]) : null,
    next: older[0] ? toPostSummary(older[0]) : null,
  };
}
export const getAdjacentPosts = cachedRead("adjacent", queryAdjacentPosts);

type RelatedTo = { id: string; categoryId: string | null; locale?: PostLocale };

const relatedPosts = preparedRead((db) =>
  db
    .select(summaryColumns)
    .from(blogPosts)
    .where(
      and(
        isPublic,
        eq(blogPosts.locale, sql.placeholder("locale")),
        eq(blogPosts.categoryId, sql.placeholder("categoryId")),
        ne(blogPosts.id, sql.placeholder("id")),
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .prepare("related_public_posts"),
);

/** Up to three other public posts of the same category and language, newest first; none for an uncategorised post. */
async function queryRelatedPosts(post: RelatedTo, limit = RELATED_POSTS): Promise<PostSummary[]> {
  if (!post.categoryId) return [];
  const rows = await relatedPosts().execute({ locale: post.locale ?? "en", categoryId: post.categoryId, id: post.id, limit });
  return rows.map(toPostSummary);
}
const relatedCached = cachedRead("related", (id: string, categoryId: string | null, locale: PostLocale, limit: number) =>
  queryRelatedPosts({ id, categoryId, locale }, limit),
);
export function getRelatedPosts(post: RelatedTo, limit = RELATED_POSTS): Promise<PostSummary[]> {
  return relatedCached(post.id, post.categoryId, post.locale ?? "en", limit);
}

/** Counts one view of a public post; the new count, or undefined when no public post has this id. */
export async function incrementViewCount(id: string): Promise<number | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await getDb()
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(and(eq(blogPosts.id, id), isPublic))
    .returning({ viewCount: blogPosts.viewCount });
  return row?.viewCount;
}

/** The view count of a public post without counting a view (for bots and prefetches). */
export async function getPublicViewCount(id: string): Promise<number | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await getDb()
    .select({ viewCount: blogPosts.viewCount })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), isPublic));
  return row?.viewCount;
}

export type SitemapPost = { id: string; locale: PostLocale; slug: string; updatedAt: string; translations: PostTranslation[] };

/**
 * Every public post search engines should find at its own address (not noindex, not credited to another
 * address by a canonical URL), with its last change and its translations that are searchable too, newest
 * first, for the sitemap.
 */
async function queryPostsForSitemap(): Promise<SitemapPost[]> {
  const siteUrl = getEnv().siteUrl;
  const rows = await getDb()
    .select({
      id: blogPosts.id,
      locale: blogPosts.locale,
      slug: blogPosts.slug,
      updatedAt: blogPosts.updatedAt,
      translationOf: blogPosts.translationOf,
      canonicalUrl: blogPosts.canonicalUrl,
      noIndex: blogPosts.noIndex,
    })
    .from(blogPosts)
    .where(isPublic)
    .orderBy(...newestFirst);
  const searchable = rows.filter((row) => isSearchable(row, siteUrl));
  // Translations hang off one original: the listed posts sharing an original are each other's
  // translations. Grouped here in one pass rather than asked post by post.
  const groups = new Map<string, PostTranslation[]>();
  for (const row of searchable) {
    const root = row.translationOf ?? row.id;
    const group = groups.get(root) ?? [];
    group.push({ locale: row.locale, id: row.id, slug: row.slug });
    groups.set(root, group);
  }
  return searchable.map((row) => ({
    id: row.id,
    locale: row.locale,
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
    translations: (groups.get(row.translationOf ?? row.id) ?? [])
      .filter((member) => member.id !== row.id)
      .sort((a, b) => a.locale.localeCompare(b.locale)),
  }));
}
export const listPublicPostsForSitemap = cachedRead("sitemap", queryPostsForSitemap);

// The rendered-HTML cache: sanitising is the costliest step of an article render, and its output depends
// only on the input, so the most recent results are kept, keyed by the content itself: an edit can never
// be served stale, and nothing needs to forget it. Bounded by the bytes of keys and results.
const renderedHtml = new LRUCache<string, string>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (html, key) => key.length + html.length,
});

/**
 * Wide tables scroll sideways on a phone inside a labelled, focusable region, so keyboard users can scroll
 * them too. Safe on sanitised HTML: "<table" can only be a tag there, and tags are balanced.
 */
function wrapTables(html: string): string {
  return html
    .replace(/<table\b/g, '<div class="table-scroll" role="region" aria-label="Table (scrolls sideways)" tabindex="0"><table')
    .replace(/<\/table>/g, "</table></div>");
}

/** A post's content as the site renders it: through the sanitiser's allow-list, every time. */
export function renderPostHtml(content: string): string {
  // Links are judged internal or external against SITE_URL, so it is part of the key.
  const key = `${getEnv().siteUrl}\n${content}`;
  const cached = renderedHtml.get(key);
  if (cached !== undefined) return cached;
  const html = wrapTables(sanitizePostHtml(content));
  renderedHtml.set(key, html);
  return html;
}
