import { eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb, queryRows } from "~/db/db.server";
import { blogCategories, blogPosts, type PostLocale } from "~/db/schema";
import * as listRoute from "~/routes/blog/list";
import {
  BLOG_PAGE_SIZE,
  getAdjacentPosts,
  getRelatedPosts,
  listCategories,
  listFeaturedPosts,
  listPopularTags,
  listPosts,
  POPULAR_TAGS,
} from "~/utils/posts.server";
import { seedScale } from "../../scripts/seed-scale";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";

/**
 * The blog's lists over a few hundred generated posts in two languages (drafts and scheduled posts among
 * them) show exactly what reading every post says they should: each page, the totals, the categories'
 * and the popular tags' counts, the featured posts, an article's previous, next and related posts; and
 * they keep doing so after every kind of write (publishing, unpublishing, a new category or new tags, a
 * post moved to the other language, deleted, a category deleted, a scheduled post falling due, every
 * post emptied and written back). The reference answers are plain SQL over blog_posts.
 */
useTestDatabase();

const POSTS = 300;
/** Each test reads every page of several lists, some of them several times: minutes on a busy machine. */
const TIMEOUT = 180_000;
const LOCALES: PostLocale[] = ["en", "fr"];

const publicSql = sql`(p.is_published and (p.published_at is null or p.published_at <= now()))`;

/** Every public post of a language (or one category of it), newest first, by reading them all. */
async function expectedIds(locale: PostLocale, categoryId?: string, featured = false): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    getDb(),
    sql`select p.id from ${blogPosts} p where ${publicSql} and p.locale = ${locale}
      ${categoryId ? sql`and p.category_id = ${categoryId}` : sql``} ${featured ? sql`and p.is_featured` : sql``}
      order by coalesce(p.published_at, p.created_at) desc, p.id desc`,
  );
  return rows.map((row) => row.id);
}

async function expectedCategories(locale: PostLocale): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: string; posts: number }>(
    getDb(),
    sql`select c.id, count(p.id)::int as posts from ${blogCategories} c
      left join ${blogPosts} p on p.category_id = c.id and p.locale = ${locale} and ${publicSql} group by c.id`,
  );
  return new Map(rows.map((row) => [row.id, row.posts]));
}

async function expectedPopularTags(locale: PostLocale): Promise<{ name: string; postCount: number }[]> {
  return queryRows(
    getDb(),
    sql`select tag as name, count(*)::int as "postCount" from ${blogPosts} p cross join lateral unnest(p.tags) as tag
      where ${publicSql} and p.locale = ${locale} group by tag order by count(*) desc, lower(tag), tag limit ${POPULAR_TAGS}`,
  );
}

/** Every page of the list, the totals, the sidebar and the featured posts, in both languages, against the posts. */
async function expectListsMatchThePosts(): Promise<void> {
  for (const locale of LOCALES) {
    const categories = await listCategories(locale);
    const counted = await expectedCategories(locale);
    expect(new Map(categories.map((category) => [category.id, category.postCount])), locale).toEqual(counted);
    expect(await listPopularTags(undefined, locale), locale).toEqual(await expectedPopularTags(locale));
    expect(
      (await listFeaturedPosts(2, locale)).map((post) => post.id),
      locale,
    ).toEqual((await expectedIds(locale, undefined, true)).slice(0, 2));

    for (const categoryId of [undefined, categories[0]?.id, categories.at(-1)?.id]) {
      const ids = await expectedIds(locale, categoryId);
      const pages = Math.max(1, Math.ceil(ids.length / BLOG_PAGE_SIZE));
      const listed: string[] = [];
      for (let page = 1; page <= pages + 1; page++) {
        const result = await listPosts({ locale, categoryId, limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE });
        expect(result.total, `${locale} ${categoryId ?? "all"} page ${page}`).toBe(ids.length);
        listed.push(...result.posts.map((post) => post.id));
      }
      expect(listed, `${locale} ${categoryId ?? "all"}`).toEqual(ids);
    }
  }
}

async function loadList(path: string) {
  return listRoute.loader(routeArgs(new Request(`${BASE_URL}${path}`)));
}

beforeEach(async () => {
  await seedScale(getDb(), { posts: POSTS, seed: 11 });
}, 240_000);

describe("the blog's lists over hundreds of posts in two languages", () => {
  it(
    "every page, total, category and tag count and the featured posts are those of the public posts",
    async () => {
      await expectListsMatchThePosts();
      // The page a crawler reads: the page's posts, the total, and past the last page nothing (a 404).
      for (const [locale, blog] of [
        ["en", "/blog"],
        ["fr", "/fr/blogue"],
      ] as const) {
        const ids = await expectedIds(locale);
        const last = Math.ceil(ids.length / BLOG_PAGE_SIZE);
        for (const page of [2, Math.ceil(last / 2), last]) {
          const data = await loadList(`${blog}?page=${page}`);
          expect(data.total).toBe(ids.length);
          expect(data.posts.map((post) => post.id)).toEqual(ids.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE));
        }
        const past = await loadList(`${blog}?page=${last + 1}`).catch((error: unknown) => error);
        expect(past).toMatchObject({ init: { status: 404 } });
      }
    },
    TIMEOUT,
  );

  it(
    "counts follow every write to the posts, and a scheduled post counts once it falls due",
    async () => {
      const db = getDb();
      const rows = await db.select().from(blogPosts);
      const published = rows.filter((row) => row.isPublished && (!row.publishedAt || row.publishedAt <= new Date()));
      const draft = rows.find((row) => !row.isPublished);
      const scheduled = rows.find((row) => row.isPublished && row.publishedAt && row.publishedAt > new Date());
      if (!draft || !scheduled || published.length < 6) throw new Error("the fixture lacks drafts or scheduled posts");
      const [a, b, c, d, e, f] = published;
      const [category] = await db.insert(blogCategories).values({ name: "Counted Anew", slug: "counted-anew" }).returning();

      await db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.id, a!.id));
      await db.update(blogPosts).set({ isPublished: true, publishedAt: null }).where(eq(blogPosts.id, draft.id));
      await db.update(blogPosts).set({ categoryId: category!.id }).where(eq(blogPosts.id, b!.id));
      await db
        .update(blogPosts)
        .set({ tags: ["brand new tag", ...c!.tags, "brand new tag"] })
        .where(eq(blogPosts.id, c!.id));
      await db.update(blogPosts).set({ tags: [] }).where(eq(blogPosts.id, d!.id));
      // A post moved to the other language (its slug is free there: the fixture numbers them).
      await db
        .update(blogPosts)
        .set({ locale: e!.locale === "en" ? "fr" : "en", translationOf: null })
        .where(eq(blogPosts.id, e!.id));
      await db.update(blogPosts).set({ translationOf: null }).where(eq(blogPosts.translationOf, f!.id));
      await db.delete(blogPosts).where(eq(blogPosts.id, f!.id));
      // Saving a post without changing what is counted, and counting a view, change no count.
      await db.update(blogPosts).set({ title: "Retitled", tags: a!.tags, viewCount: 99 }).where(eq(blogPosts.id, a!.id));
      await expectListsMatchThePosts();

      // A category deleted: its posts stay, uncategorised.
      const [doomed] = (await listCategories("en")).filter((each) => each.postCount > 0);
      await db.delete(blogCategories).where(eq(blogCategories.id, doomed!.id));
      // A scheduled post whose date has come: no write to what is counted, it is public now.
      await db
        .update(blogPosts)
        .set({ publishedAt: new Date(Date.now() - 1000) })
        .where(eq(blogPosts.id, scheduled.id));
      await expectListsMatchThePosts();

      // Every post emptied and written back (as a restore does).
      const everything = await db.select().from(blogPosts);
      await db.execute(sql`truncate table ${blogPosts} cascade`);
      expect(await listCategories("en")).toSatisfy((categories: { postCount: number }[]) =>
        categories.every((each) => each.postCount === 0),
      );
      for (const rows of [everything.filter((row) => !row.translationOf), everything.filter((row) => row.translationOf)]) {
        if (rows.length > 0) await db.insert(blogPosts).values(rows);
      }
      await expectListsMatchThePosts();
    },
    TIMEOUT,
  );

  it(
    "an article's previous, next and related posts are its neighbours among the public posts of its language",
    async () => {
      for (const locale of LOCALES) {
        const ids = await expectedIds(locale);
        const rows = await getDb().select().from(blogPosts).where(inArray(blogPosts.id, ids));
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const index of [0, 1, Math.floor(ids.length / 2), ids.length - 2, ids.length - 1]) {
          const post = byId.get(ids[index]!)!;
          const adjacent = await getAdjacentPosts(post.id);
          expect(adjacent.previous?.id ?? null, `${locale} #${index}`).toBe(ids[index - 1] ?? null);
          expect(adjacent.next?.id ?? null, `${locale} #${index}`).toBe(ids[index + 1] ?? null);
          const related = await getRelatedPosts({ id: post.id, categoryId: post.categoryId, locale });
          const sameCategory = (await expectedIds(locale, post.categoryId ?? undefined)).filter((id) => id !== post.id);
          expect(
            related.map((each) => each.id),
            `${locale} #${index}`,
          ).toEqual(post.categoryId ? sameCategory.slice(0, 3) : []);
        }
      }
    },
    TIMEOUT,
  );
});
