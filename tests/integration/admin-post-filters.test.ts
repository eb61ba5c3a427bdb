import { beforeEach, describe, expect, it } from "vitest";
import { postListHref } from "~/components/admin/post-list";
import { getDb } from "~/db/db.server";
import { blogPosts, type NewBlogPost } from "~/db/schema";
import * as postsRoute from "~/routes/admin/posts";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { adminRequest, field, outcome, signedInAdmin } from "./admin-helpers";
import { addCategory } from "./blog-fixtures";

// The admin list's filters (status, language, category, search) as GET parameters against a real
// database: each alone, together, with paging, with the counts per status, and bad values refused.

useTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
let cookie = "";
let vessels = "";
let energy = "";

type Kind = "draft" | "review" | "scheduled" | "published" | "featured";

/** Post n: its kind, language and category decide which filters find it; titles say all three. */
function post(n: number, kind: Kind, locale: "en" | "fr", categoryId: string | null): NewBlogPost {
  const title = `${kind} ${locale} ${categoryId === vessels ? "vessels" : categoryId === energy ? "energy" : "none"} ${String(n).padStart(3, "0")}`;
  const published = kind === "published" || kind === "featured" || kind === "scheduled";
  return {
    title,
    slug: `post-${n}`,
    locale,
    categoryId,
    excerpt: "Excerpt.",
    content: "<p>Body.</p>",
    metaDescription: "Meta.",
    isPublished: published,
    isFeatured: kind === "featured",
    publishedAt: kind === "scheduled" ? new Date(Date.now() + 30 * DAY) : published ? new Date(Date.now() - n * 60_000) : null,
    reviewRequestedAt: kind === "review" ? new Date() : null,
    createdAt: new Date(Date.now() - n * 60_000),
  };
}

type Row = { title: string; status: string; locale: string };

async function list(query = "") {
  const result = await outcome(() => postsRoute.loader(routeArgs(adminRequest(`/blog-admin${query}`, { cookie }))));
  const posts: Row[] = Array.isArray(field(result.value, "posts")) ? (field(result.value, "posts") as Row[]) : [];
  return {
    status: result.status,
    value: result.value,
    titles: posts.map((row) => row.title),
    total: field(result.value, "total"),
    page: field(result.value, "page"),
    pageCount: field(result.value, "pageCount"),
    counts: field(result.value, "statusCounts"),
    filters: field(result.value, "filters"),
  };
}

beforeEach(async () => {
  ({ cookie } = await signedInAdmin());
  vessels = (await addCategory("Vessels")).id;
  energy = (await addCategory("Energy")).id;
  const rows: NewBlogPost[] = [];
  let n = 0;
  // 60 French published posts about vessels (more than a page), and a few of every other kind.
  for (let i = 0; i < 60; i++) rows.push(post(++n, "published", "fr", vessels));
  for (const kind of ["draft", "review", "scheduled", "featured"] as const) {
    rows.push(post(++n, kind, "en", vessels), post(++n, kind, "fr", energy), post(++n, kind, "en", null));
  }
  rows.push(post(++n, "published", "en", energy), post(++n, "published", "en", null));
  await getDb().insert(blogPosts).values(rows);
});

describe("the admin list's filters", () => {
  it("each status shows its posts, and the counts say how many each would show", async () => {
    const all = await list();
    expect(all.total).toBe(74);
    expect(all.counts).toEqual({ all: 74, draft: 6, review: 3, scheduled: 3, published: 65, featured: 3 });
    const drafts = await list("?status=draft");
    expect(drafts.total).toBe(6);
    expect(drafts.titles.every((title) => /^(draft|review) /.test(title))).toBe(true);
    expect((await list("?status=review")).titles.sort()).toEqual(["review en none 066", "review en vessels 064", "review fr energy 065"]);
    expect((await list("?status=scheduled")).titles.every((title) => title.startsWith("scheduled "))).toBe(true);
    const published = await list("?status=published");
    expect(published.total).toBe(65);
    expect(published.titles.some((title) => title.startsWith("scheduled") || title.startsWith("draft"))).toBe(false);
    expect((await list("?status=featured")).titles.every((title) => title.startsWith("featured "))).toBe(true);
  });

  it("language and category narrow the list and the counts; filters combine with each other and with a search", async () => {
    const french = await list("?locale=fr");
    expect(french.total).toBe(64);
    expect(french.counts).toMatchObject({ all: 64, draft: 2, review: 1, scheduled: 1, published: 61, featured: 1 });
    const energyPosts = await list(`?category=${energy}`);
    expect(energyPosts.titles.every((title) => title.includes(" energy "))).toBe(true);
    expect(energyPosts.total).toBe(5);

    const combined = await list(`?status=draft&locale=fr&category=${energy}`);
    expect(combined.titles).toEqual(["draft fr energy 062", "review fr energy 065"]);
    const searched = await list(`?status=featured&locale=en&search=VESSELS`);
    expect(searched.titles).toEqual(["featured en vessels 070"]);
    expect(searched.counts).toMatchObject({ all: 4, featured: 1, draft: 2 });
    const nothing = await list(`?status=scheduled&category=${energy}&locale=en`);
    expect(nothing).toMatchObject({ total: 0, page: 1, pageCount: 1, titles: [] });
  });

  it("pages through filtered posts, and the paging links keep every filter", async () => {
    const first = await list(`?status=published&locale=fr&category=${vessels}`);
    expect(first).toMatchObject({ total: 60, page: 1, pageCount: 2 });
    expect(first.titles).toHaveLength(50);
    const second = await list(`?status=published&locale=fr&category=${vessels}&page=2`);
    expect(second.titles).toHaveLength(10);
    expect(new Set([...first.titles, ...second.titles]).size).toBe(60);
    expect(second.titles.at(-1)).toBe("published fr vessels 060");
    const past = await list(`?status=published&locale=fr&category=${vessels}&page=9`);
    expect(past.page).toBe(2);

    const filters = { search: "tank", status: "published", locale: "fr", categoryId: vessels } as const;
    expect(postListHref(2, filters)).toBe(`?search=tank&status=published&locale=fr&category=${vessels}&page=2`);
    expect(postListHref(1, { search: "" })).toBe(".");
  });

  it("empty parameters mean any (a form sent without JavaScript sends every field); review=1 is the review queue", async () => {
    const blank = await list("?search=&status=&locale=&category=");
    expect(blank.total).toBe(74);
    expect(blank.filters).toEqual({ search: "", status: undefined, locale: undefined, categoryId: undefined });
    const queue = await list("?review=1");
    expect(queue.total).toBe(3);
    expect(field(queue.filters, "status")).toBe("review");
  });

  it("refuses a value the list cannot show with 400 and a message naming the parameter", async () => {
    const cases: [string, string][] = [
      ["?status=archived", 'Status must be one of draft, review, scheduled, published, featured (got "archived").'],
      ["?locale=de", 'Language must be en or fr (got "de").'],
      ["?category=not-a-uuid", 'Category must be the id of a category (got "not-a-uuid").'],
      ["?category=1%27%20or%201%3D1", `Category must be the id of a category (got "1' or 1=1").`],
    ];
    for (const [query, message] of cases) {
      const refused = await outcome(() => postsRoute.loader(routeArgs(adminRequest(`/blog-admin${query}`, { cookie }))));
      expect(refused.status, query).toBe(400);
      expect(String(refused.value), query).toBe(message);
    }
  });
});
