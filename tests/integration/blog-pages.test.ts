import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { blogPosts } from "~/db/schema";
import * as articleRoute from "~/routes/blog/article";
import * as listRoute from "~/routes/blog/list";
import { addCategory, addDraft, addPost, addScheduled } from "./blog-fixtures";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";

useTestDatabase();

const PUBLIC_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

async function loadList(query = "") {
  return listRoute.loader(routeArgs(new Request(`${BASE_URL}/blog${query}`)));
}

async function loadArticle(slug: string) {
  return (await articleRoute.loader(routeArgs(new Request(`${BASE_URL}/blog/${slug}`), { slug }))).data;
}

/** The Response a loader threw (a redirect), or fails. */
async function thrownBy(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error("expected the loader to throw");
}

async function redirectOf(query: string): Promise<string | null> {
  const thrown = await thrownBy(loadList(query));
  if (!(thrown instanceof Response)) throw new Error(`expected a redirect for ${query}`);
  // Permanent: a crawler keeps the one canonical address instead of the variant.
  expect(thrown.status).toBe(301);
  return thrown.headers.get("Location");
}

/** The status of a `data(…, { status })` a loader threw. */
function thrownStatus(thrown: unknown): number | undefined {
  if (!thrown || typeof thrown !== "object" || !("init" in thrown)) return undefined;
  const init = thrown.init;
  return init && typeof init === "object" && "status" in init && typeof init.status === "number" ? init.status : undefined;
}

async function addPosts(count: number, extra: Parameters<typeof addPost>[0] = {}) {
  for (let i = 1; i <= count; i++) await addPost({ title: `Article ${String(i).padStart(2, "0")}`, ageDays: i, ...extra });
}

describe("/blog loader", () => {
  it("shows page 1 with up to 2 featured posts, 6 posts, the total, categories and popular tags", async () => {
    const category = await addCategory("CRN Registration");
    await addPosts(8, { tags: ["CRN"] });
    await addPost({ title: "Featured A", isFeatured: true, ageDays: 20, categoryId: category.id, tags: ["ASME"] });
    await addPost({ title: "Featured B", isFeatured: true, ageDays: 21 });
    await addPost({ title: "Featured C", isFeatured: true, ageDays: 22 });
    await addDraft({ isFeatured: true, tags: ["Secret"] });
    await addScheduled({ tags: ["Secret"] });
    const data = await loadList();
    expect(data.page).toBe(1);
    expect(data.featured.map((p) => p.title)).toEqual(["Featured A", "Featured B"]);
    expect(data.posts.map((p) => p.title)).toEqual(["Article 01", "Article 02", "Article 03", "Article 04", "Article 05", "Article 06"]);
    expect(data.total).toBe(11);
    expect(data.categories).toEqual([{ id: category.id, name: "CRN Registration", postCount: 1 }]);
    expect(data.popularTags).toEqual([
      { name: "CRN", postCount: 8 },
      { name: "ASME", postCount: 1 },
    ]);
    expect(data.search).toBe("");
    expect(data.category).toBeNull();
  });

  it("hides featured posts when searching, filtering by category or past page 1", async () => {
    const category = await addCategory("Energy");
    await addPosts(7, { categoryId: category.id });
    await addPost({ title: "Featured energy audit", isFeatured: true, categoryId: category.id });
    expect((await loadList()).featured).toHaveLength(1);
    expect((await loadList("?search=energy")).featured).toEqual([]);
    expect((await loadList(`?category=${category.id}`)).featured).toEqual([]);
    expect((await loadList("?page=2")).featured).toEqual([]);
  });

  it("pages by 6 with offset (page - 1) * 6", async () => {
    await addPosts(14);
    const second = await loadList("?page=2");
    expect(second.page).toBe(2);
    expect(second.posts.map((p) => p.title)).toEqual(["Article 07", "Article 08", "Article 09", "Article 10", "Article 11", "Article 12"]);
    const third = await loadList("?page=3");
    expect(third.posts.map((p) => p.title)).toEqual(["Article 13", "Article 14"]);
    expect(third.total).toBe(14);
    expect(thrownStatus(await thrownBy(loadList("?page=4")))).toBe(404);
  });

  it("filters by category and search together, keeping the category's name", async () => {
    const crn = await addCategory("CRN Registration");
    await addPost({ title: "CRN for boilers", categoryId: crn.id });
    await addPost({ title: "CRN for fittings", categoryId: crn.id });
    await addPost({ title: "Boilers and LEED" });
    const data = await loadList(`?search=boilers&category=${crn.id}`);
    expect(data.posts.map((p) => p.title)).toEqual(["CRN for boilers"]);
    expect(data.category).toMatchObject({ id: crn.id, name: "CRN Registration" });
    expect(data.search).toBe("boilers");
  });

  it("never lists drafts or scheduled posts", async () => {
    await addDraft({ title: "Pressure vessel draft" });
    await addScheduled({ title: "Pressure vessel scheduled" });
    for (const query of ["", "?search=pressure", "?search=draft", "?search=scheduled"]) {
      const data = await loadList(query);
      expect(data.posts, query).toEqual([]);
      expect(data.total).toBe(0);
    }
  });

  it("redirects every malformed or redundant query to its one canonical URL", async () => {
    const category = await addCategory("Quality");
    expect(await redirectOf("?page=1")).toBe("/blog");
    expect(await redirectOf("?page=0")).toBe("/blog");
    expect(await redirectOf("?page=abc")).toBe("/blog");
    expect(await redirectOf("?page=-2")).toBe("/blog");
    expect(await redirectOf("?page=99999999")).toBe("/blog");
    expect(await redirectOf("?search=&category=")).toBe("/blog");
    expect(await redirectOf("?search=%20%20lean%20%20six%20")).toBe("/blog?search=lean+six");
    expect(await redirectOf(`?search=lean&category=&page=1`)).toBe("/blog?search=lean");
    expect(await redirectOf(`?category=${category.id}&utm_source=x`)).toBe(`/blog?category=${category.id}`);
    expect(await redirectOf(`?category=${category.id.toUpperCase()}`)).toBe(`/blog?category=${category.id}`);
    expect(await redirectOf("?search=a&search=b")).toBe("/blog?search=a");
  });

  it("offers only categories with articles, and keeps an empty category's own page out of search engines", async () => {
    const full = await addCategory("Piping");
    const empty = await addCategory("Seismic");
    await addPost({ categoryId: full.id });
    expect((await loadList()).categories.map((category) => category.name)).toEqual(["Piping"]);
    const shown = await loadList(`?category=${empty.id}`);
    // The category being shown stays in the list, so its filter can be seen and cleared.
    expect(shown.categories.map((category) => category.name).sort()).toEqual(["Piping", "Seismic"]);
    const robotsOf = (data: Awaited<ReturnType<typeof loadList>>, query: string) => {
      const meta = listRoute.meta({
        data,
        matches: [{ id: "root", data: { siteUrl: BASE_URL } }],
        location: { pathname: "/blog", search: query },
      } as never) as { name?: string; content?: string }[];
      return meta.find((entry) => entry.name === "robots")?.content;
    };
    expect(robotsOf(shown, `?category=${empty.id}`)).toBe("noindex, follow");
    expect(robotsOf(await loadList(`?category=${full.id}`), `?category=${full.id}`)).toBeUndefined();
  });

  it("answers 404 for a category that does not exist and for a page past the last one", async () => {
    const category = await addCategory("Quality");
    await addPost({ categoryId: category.id });
    for (const query of [
      "?category=xyz&page=2",
      "?category=00000000-0000-4000-8000-000000000000",
      "?page=2",
      "?page=99999",
      `?category=${category.id}&page=2`,
      "?search=nothing-matches-this&page=3",
    ]) {
      expect(thrownStatus(await thrownBy(loadList(query))), query).toBe(404);
    }
    // The first page of an empty result is a page, which says there is nothing.
    expect((await loadList("?search=nothing-matches-this")).total).toBe(0);
    expect((await loadList(`?category=${category.id}`)).total).toBe(1);
  });

  it("takes any search string without failing", async () => {
    await addPost();
    for (const search of ["'", '"', "\\", "(!:*&|<->)", "a\u0000b", "🔧".repeat(500), "x".repeat(10000)]) {
      const query = `?search=${encodeURIComponent(search)}`;
      try {
        const data = await loadList(query);
        expect(Array.isArray(data.posts)).toBe(true);
      } catch (error) {
        // Only a redirect to the cleaned-up search is acceptable.
        expect(error).toBeInstanceOf(Response);
        expect(error instanceof Response && error.status).toBe(301);
      }
    }
  });

  it("is cacheable by a CDN", () => {
    expect(listRoute.headers(routeArgs(new Request(`${BASE_URL}/blog`)))).toEqual({ "Cache-Control": PUBLIC_CACHE });
  });
});

describe("/blog/{slug} loader", () => {
  it("loads a public post with its category, sanitised HTML, neighbours and related posts", async () => {
    const category = await addCategory("Pressure Equipment");
    const newer = await addPost({ title: "Newer", ageDays: 1, categoryId: category.id });
    const post = await addPost({
      title: "The article",
      ageDays: 5,
      categoryId: category.id,
      content: '<h2>Scope</h2><p onclick="x()">Hello <script>alert(1)</script><a href="https://asme.org">ASME</a></p>',
    });
    const older = await addPost({ title: "Older", ageDays: 9 });
    await addPost({ title: "Same category, oldest", ageDays: 30, categoryId: category.id });
    await addDraft({ categoryId: category.id });
    const data = await loadArticle(post.slug);
    expect(data.post.id).toBe(post.id);
    expect(data.post.content).toBe("");
    expect(data.html).toBe('<h2>Scope</h2><p>Hello <a href="https://asme.org" rel="noopener noreferrer" target="_blank">ASME</a></p>');
    expect(data.category).toEqual({ id: category.id, name: "Pressure Equipment", slug: "pressure-equipment" });
    expect(data.previous?.id).toBe(newer.id);
    expect(data.next?.id).toBe(older.id);
    expect(data.related.map((p) => p.title)).toEqual(["Newer", "Same category, oldest"]);
    const headerArgs = {
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    };
    expect(articleRoute.headers(headerArgs as never)).toEqual({ "Cache-Control": PUBLIC_CACHE });
  });

  it("answers 404 for unknown, draft and scheduled slugs", async () => {
    const draft = await addDraft();
    const scheduled = await addScheduled();
    for (const slug of ["no-such-article", draft.slug, scheduled.slug, "%27%22<script>"]) {
      const thrown = await thrownBy(loadArticle(slug));
      expect(thrownStatus(thrown), slug).toBe(404);
    }
  });

  it("finds a scheduled post the moment it is due", async () => {
    const scheduled = await addScheduled();
    await thrownBy(loadArticle(scheduled.slug));
    await getDb()
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1) })
      .where(eq(blogPosts.id, scheduled.id));
    expect((await loadArticle(scheduled.slug)).post.id).toBe(scheduled.id);
  });

  it("shows an edit at once", async () => {
    const post = await addPost({ content: "<p>First version</p>" });
    expect((await loadArticle(post.slug)).html).toBe("<p>First version</p>");
    await getDb().update(blogPosts).set({ content: "<p>Second version</p>", title: "Renamed" }).where(eq(blogPosts.id, post.id));
    const data = await loadArticle(post.slug);
    expect(data.html).toBe("<p>Second version</p>");
    expect(data.post.title).toBe("Renamed");
  });
});
