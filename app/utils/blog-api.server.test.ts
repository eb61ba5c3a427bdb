import { describe, expect, it } from "vitest";
import * as categoriesRoute from "~/routes/api/categories";
import * as postRoute from "~/routes/api/post";
import * as viewsRoute from "~/routes/api/post-views";
import * as featuredRoute from "~/routes/api/posts-featured";
import * as postsRoute from "~/routes/api/posts";
import * as tagsRoute from "~/routes/api/tags";
import { addCategory, addDraft, addPost, addScheduled, addTag, adminCookie, viewCountOf } from "../../tests/integration/blog-fixtures";
import { useTestDatabase } from "../../tests/setup/database";
import { BASE_URL, routeArgs } from "../../tests/setup/route-args";

useTestDatabase();

const PUBLIC_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`${BASE_URL}${path}`, { headers });
}

async function listPosts(query = "", headers: Record<string, string> = {}) {
  return postsRoute.loader(routeArgs(get(`/api/blog/posts${query}`, headers)));
}

async function getPost(slugOrId: string, headers: Record<string, string> = {}) {
  return postRoute.loader(routeArgs(get(`/api/blog/posts/${encodeURIComponent(slugOrId)}`, headers), { slugOrId }));
}

const CHROME_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function countView(id: string, headers: Record<string, string> = {}, clientIp = "203.0.113.7") {
  const request = new Request(`${BASE_URL}/api/blog/posts/${id}/views`, {
    method: "POST",
    headers: { origin: BASE_URL, "user-agent": CHROME_UA, ...headers },
  });
  return viewsRoute.action(routeArgs(request, { id }, { clientIp }));
}

type Json = Record<string, unknown>;

describe("GET /api/blog/posts", () => {
  it("answers public posts newest first with X-Total-Count and a CDN-cacheable Cache-Control", async () => {
    await addPost({ title: "Older", ageDays: 9, tags: ["ASME", "CRN"] });
    await addPost({ title: "Newer", ageDays: 2 });
    await addDraft();
    await addScheduled();
    const response = await listPosts();
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Total-Count")).toBe("2");
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
    const body: Json[] = await response.json();
    expect(body.map((post) => post.title)).toEqual(["Newer", "Older"]);
    expect(body[1].tags).toEqual(["ASME", "CRN"]);
    for (const field of ["publishedAt", "createdAt", "updatedAt"]) {
      expect(body[0][field]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    for (const field of ["title", "slug", "excerpt", "featuredImage", "featuredImageAlt", "tags", "readTimeMinutes", "viewCount"]) {
      expect(body[0]).toHaveProperty(field);
    }
  });

  it("pages with limit and offset (default limit 20)", async () => {
    for (let i = 1; i <= 23; i++) await addPost({ title: `Post ${i}`, ageDays: i });
    const all: Json[] = await (await listPosts()).json();
    expect(all).toHaveLength(20);
    const page = await listPosts("?limit=6&offset=6&published=true");
    expect(page.headers.get("X-Total-Count")).toBe("23");
    expect(((await page.json()) as Json[]).map((p) => p.title)).toEqual(["Post 7", "Post 8", "Post 9", "Post 10", "Post 11", "Post 12"]);
    const beyond = await listPosts("?limit=6&offset=600");
    expect(await beyond.json()).toEqual([]);
    expect(beyond.headers.get("X-Total-Count")).toBe("23");
  });

  it.each([
    ["?limit=abc", "limit"],
    ["?limit=0", "limit"],
    ["?limit=1000", "limit"],
    ["?limit=-5", "limit"],
    ["?limit=2.5", "limit"],
    ["?offset=-1", "offset"],
    ["?offset=ten", "offset"],
    ["?categoryId=xyz", "categoryId"],
    ["?published=maybe", "published"],
  ])("answers 400 naming the parameter for %s", async (query, name) => {
    const response = await listPosts(query);
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json();
    expect(body.message).toContain(name);
    expect(Object.keys(body.errors)).toEqual([name]);
  });

  it("treats empty parameters as absent", async () => {
    await addPost();
    const response = await listPosts("?categoryId=&search=&limit=&offset=&published=");
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Total-Count")).toBe("1");
  });

  it("filters by categoryId and by search", async () => {
    const crn = await addCategory("CRN Registration");
    await addPost({ title: "CRN for fittings", categoryId: crn.id });
    await addPost({ title: "Lean on the shop floor" });
    const byCategory: Json[] = await (await listPosts(`?categoryId=${crn.id}`)).json();
    expect(byCategory.map((p) => p.title)).toEqual(["CRN for fittings"]);
    const bySearch = await listPosts("?search=shop%20flo");
    expect(((await bySearch.json()) as Json[]).map((p) => p.title)).toEqual(["Lean on the shop floor"]);
    expect(bySearch.headers.get("X-Total-Count")).toBe("1");
  });

  it("survives any search string", async () => {
    await addPost();
    for (const search of ["'\"\\", "a\u0000b", "(!:*&|<->)", "😀".repeat(3000), "x".repeat(10000)]) {
      const response = await listPosts(`?search=${encodeURIComponent(search)}`);
      expect(response.status, search.slice(0, 10)).toBe(200);
    }
  });

  it("never shows drafts or scheduled posts to anonymous callers, whatever they ask", async () => {
    const draft = await addDraft({ title: "Secret draft" });
    await addScheduled({ title: "Secret scheduled" });
    for (const query of ["", "?published=false", "?published=true", "?search=secret", `?categoryId=${draft.id}`]) {
      const response = await listPosts(query);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
      expect(response.headers.get("X-Total-Count")).toBe("0");
    }
  });

  it("lets an admin list drafts, published (including scheduled) or all, never cached", async () => {
    const cookie = await adminCookie();
    await addPost({ title: "Live" });
    await addDraft({ title: "Draft" });
    await addScheduled({ title: "Scheduled" });
    const drafts = await listPosts("?published=false", { cookie });
    expect(drafts.headers.get("Cache-Control")).toBe("private, no-store");
    expect(((await drafts.json()) as Json[]).map((p) => p.title)).toEqual(["Draft"]);
    const published: Json[] = await (await listPosts("?published=true", { cookie })).json();
    expect(published.map((p) => p.title).sort()).toEqual(["Live", "Scheduled"]);
    const all = await listPosts("?limit=50", { cookie });
    expect(all.headers.get("X-Total-Count")).toBe("3");
  });

  it("names each post's translations: the public ones for everyone, drafts too for an admin, in a list, a search and the featured list", async () => {
    const cookie = await adminCookie();
    const original = await addPost({ title: "Boiler retrofit", isFeatured: true, ageDays: 3 });
    const french = await addPost({
      title: "Rénovation de chaudière",
      locale: "fr",
      translationOf: original.id,
      isFeatured: true,
      ageDays: 2,
    });
    const inspection = await addPost({ title: "Boiler inspection", ageDays: 5 });
    const frenchDraft = await addDraft({ title: "Inspection de chaudière", locale: "fr", translationOf: inspection.id });
    const namesOf = (post: Json | undefined) => post?.translations;
    const byTitle = (body: Json[], title: string) => body.find((post) => post.title === title);

    const list: Json[] = await (await listPosts()).json();
    expect(namesOf(byTitle(list, "Boiler retrofit"))).toEqual([{ locale: "fr", id: french.id, slug: french.slug }]);
    expect(namesOf(byTitle(list, "Boiler inspection"))).toEqual([]);
    const search: Json[] = await (await listPosts("?search=boiler")).json();
    expect(search.map((post) => post.title).sort()).toEqual(["Boiler inspection", "Boiler retrofit"]);
    expect(namesOf(byTitle(search, "Boiler retrofit"))).toEqual([{ locale: "fr", id: french.id, slug: french.slug }]);
    const fromFrench: Json[] = await (await listPosts("?locale=fr")).json();
    expect(namesOf(fromFrench[0])).toEqual([{ locale: "en", id: original.id, slug: original.slug }]);
    const featured: Json[] = await (await featuredRoute.loader(routeArgs(get("/api/blog/posts/featured")))).json();
    expect(namesOf(featured[0])).toEqual([{ locale: "fr", id: french.id, slug: french.slug }]);

    const asAdmin: Json[] = await (await listPosts("?search=inspection", { cookie })).json();
    expect(namesOf(byTitle(asAdmin, "Boiler inspection"))).toEqual([{ locale: "fr", id: frenchDraft.id, slug: frenchDraft.slug }]);
    const allAsAdmin: Json[] = await (await listPosts("", { cookie })).json();
    expect(namesOf(byTitle(allAsAdmin, "Boiler retrofit"))).toEqual([{ locale: "fr", id: french.id, slug: french.slug }]);
  });

  it("does not take an invalid session for an admin", async () => {
    await addDraft();
    const response = await listPosts("?published=false", { cookie: "nb_session=forged" });
    expect(await response.json()).toEqual([]);
  });
});

describe("GET /api/blog/posts/featured", () => {
  it("answers public featured posts", async () => {
    await addPost({ title: "Featured", isFeatured: true });
    await addPost({ title: "Plain" });
    await addDraft({ isFeatured: true });
    await addScheduled({ isFeatured: true });
    const response = await featuredRoute.loader(routeArgs(get("/api/blog/posts/featured")));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
    expect(((await response.json()) as Json[]).map((p) => p.title)).toEqual(["Featured"]);
  });
});

describe("GET /api/blog/posts/{slugOrId}", () => {
  it("finds a public post by slug or by id, with its content", async () => {
    const post = await addPost({ title: "By slug", content: "<p>Hello</p>", tags: ["ASME"] });
    for (const key of [post.slug, post.id]) {
      const response = await getPost(key);
      expect(response.status).toBe(200);
      // It carries the view count, which moves with every visit: no cache may answer it from a copy.
      expect(response.headers.get("Cache-Control")).toBe("no-cache");
      const body = await response.json();
      expect(body).toMatchObject({ id: post.id, title: "By slug", content: "<p>Hello</p>", tags: ["ASME"] });
      expect(body.publishedAt).toBe(post.publishedAt?.toISOString());
    }
  });

  it("answers 404 JSON for drafts and scheduled posts (by slug or id) and unknown keys", async () => {
    const draft = await addDraft();
    const scheduled = await addScheduled();
    for (const key of [draft.slug, draft.id, scheduled.slug, scheduled.id, "nope", "00000000-0000-4000-8000-000000000000", "a'b\"c"]) {
      const response = await getPost(key);
      expect(response.status, key).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect((await response.json()).message).toBeTruthy();
    }
  });

  it("gives an admin a draft by id, never cached; by slug it stays hidden", async () => {
    const cookie = await adminCookie();
    const draft = await addDraft({ title: "Work in progress" });
    const byId = await getPost(draft.id, { cookie });
    expect(byId.status).toBe(200);
    expect(byId.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await byId.json()).title).toBe("Work in progress");
    expect((await getPost(draft.slug, { cookie })).status).toBe(404);
  });
});

describe("POST /api/blog/posts/{id}/views", () => {
  it("counts one view and answers the new count", async () => {
    const post = await addPost({ viewCount: 10 });
    const first = await countView(post.id);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    expect(await first.json()).toEqual({ viewCount: 11 });
    // Another visitor (another address) counts too.
    expect(await (await countView(post.id, {}, "198.51.100.44")).json()).toEqual({ viewCount: 12 });
    expect(await viewCountOf(post.id)).toBe(12);
  });

  it("does not count bots or prefetches, but answers the count", async () => {
    const post = await addPost({ viewCount: 5 });
    const bot = await countView(post.id, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    expect(await bot.json()).toEqual({ viewCount: 5 });
    const prefetch = await countView(post.id, { "sec-purpose": "prefetch" });
    expect(await prefetch.json()).toEqual({ viewCount: 5 });
    const legacyPrefetch = await countView(post.id, { purpose: "prefetch" });
    expect(await legacyPrefetch.json()).toEqual({ viewCount: 5 });
    const noAgent = await countView(post.id, { "user-agent": "" });
    expect(noAgent.status).toBe(200);
    expect(await viewCountOf(post.id)).toBe(5);
  });

  it("answers 404 for drafts, scheduled posts and unknown ids", async () => {
    const draft = await addDraft();
    const scheduled = await addScheduled();
    for (const id of [draft.id, scheduled.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await countView(id);
      expect(response.status, id).toBe(404);
    }
    expect(await viewCountOf(draft.id)).toBe(0);
  });

  it("refuses a cross-origin request", async () => {
    const post = await addPost();
    const response = await countView(post.id, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await viewCountOf(post.id)).toBe(0);
  });

  it("refuses other methods", async () => {
    const post = await addPost();
    const put = new Request(`${BASE_URL}/api/blog/posts/${post.id}/views`, { method: "PUT", headers: { origin: BASE_URL } });
    expect((await viewsRoute.action(routeArgs(put, { id: post.id }))).status).toBe(405);
    const response = await viewsRoute.loader();
    expect(response.status).toBe(405);
  });
});

describe("GET /api/blog/categories and /api/blog/tags", () => {
  it("lists categories with id, name, slug and public post counts", async () => {
    const category = await addCategory("LEED & Energy");
    await addPost({ categoryId: category.id });
    const response = await categoriesRoute.loader(routeArgs(get("/api/blog/categories")));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE);
    expect(await response.json()).toEqual([
      { id: category.id, name: "LEED & Energy", slug: "leed-energy", description: "About LEED & Energy", postCount: 1 },
    ]);
  });

  it("lists tags with id, name, slug and public post counts", async () => {
    const tag = await addTag("ASME VIII");
    await addPost({ tags: ["ASME VIII"] });
    const response = await tagsRoute.loader(routeArgs(get("/api/blog/tags")));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: tag.id, name: "ASME VIII", slug: "asme-viii", postCount: 1 }]);
  });
});
