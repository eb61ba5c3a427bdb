import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { blogPosts, type NewBlogPost } from "~/db/schema";
import * as postsRoute from "~/routes/admin/posts";
import { ADMIN_LIST_LIMIT } from "~/utils/posts-admin.server";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { adminRequest, field, outcome, signedInAdmin } from "./admin-helpers";

// The admin list with more posts than fit on one page: 50 a page (SPEC.md), paging and search through
// GET parameters, so every post can be reached from the admin.

useTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const TOTAL = 123;
let cookie = "";

/** Post n (1 = newest) of TOTAL, published n days ago; every tenth is a draft. */
function post(n: number): NewBlogPost {
  const number = String(n).padStart(3, "0");
  return {
    title: n === 77 ? "Seismic anchorage of 100% rated tanks" : `Post ${number}`,
    slug: `post-${number}`,
    excerpt: `Excerpt ${number}.`,
    content: `<p>Body ${number}.</p>`,
    metaDescription: `Meta ${number}.`,
    isPublished: n % 10 !== 0,
    publishedAt: n % 10 !== 0 ? new Date(Date.now() - n * DAY) : null,
    createdAt: new Date(Date.now() - n * DAY),
  };
}

beforeEach(async () => {
  ({ cookie } = await signedInAdmin());
  await getDb()
    .insert(blogPosts)
    .values(Array.from({ length: TOTAL }, (_, i) => post(i + 1)));
});

type Row = { id: string; title: string; slug: string };

async function list(query = "") {
  const result = await outcome(() => postsRoute.loader(routeArgs(adminRequest(`/blog-admin${query}`, { cookie }))));
  const posts = field(result.value, "posts");
  return {
    status: result.status,
    value: result.value,
    slugs: Array.isArray(posts) ? posts.map((row: Row) => row.slug) : [],
    page: field(result.value, "page"),
    pageCount: field(result.value, "pageCount"),
    total: field(result.value, "total"),
  };
}

const slugsFrom = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => `post-${String(first + i).padStart(3, "0")}`);

describe("the admin post list, with more posts than fit on a page", () => {
  it("shows 50 a page, newest first, and the later pages hold every other post, drafts included", async () => {
    expect(ADMIN_LIST_LIMIT).toBe(50);
    const first = await list();
    expect(first).toMatchObject({ status: 200, page: 1, pageCount: 3, total: TOTAL });
    expect(first.slugs).toEqual(slugsFrom(1, 50));

    const second = await list("?page=2");
    expect(second.page).toBe(2);
    expect(second.slugs).toEqual(slugsFrom(51, 100));

    const third = await list("?page=3");
    expect(third.slugs).toEqual(slugsFrom(101, TOTAL));
    expect(new Set([...first.slugs, ...second.slugs, ...third.slugs]).size).toBe(TOTAL);
  });

  it("a page past the end shows the last page; a page that is not a whole number is refused with a message", async () => {
    const past = await list("?page=99");
    expect(past.page).toBe(3);
    expect(past.slugs).toEqual(slugsFrom(101, TOTAL));

    for (const bad of ["0", "-1", "two", "1.5", "9999999"]) {
      const refused = await outcome(() => postsRoute.loader(routeArgs(adminRequest(`/blog-admin?page=${bad}`, { cookie }))));
      expect(refused.status, bad).toBe(400);
      expect(String(refused.value), bad).toContain(`Page must be a whole number from 1 (got "${bad}")`);
    }
  });

  it("searches title and slug in any case, pages the matches, and takes % and _ literally", async () => {
    const byTitle = await list("?search=SEISMIC%20anchorage");
    expect(byTitle).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(byTitle.slugs).toEqual(["post-077"]);
    expect(field(field(byTitle.value, "filters"), "search")).toBe("SEISMIC anchorage");

    expect((await list("?search=post-10")).slugs).toEqual(slugsFrom(100, 109));
    expect((await list("?search=100%25")).slugs).toEqual(["post-077"]);
    expect((await list("?search=%25")).slugs).toEqual(["post-077"]);
    expect((await list("?search=post_0")).total).toBe(0);

    // "Post 0" is in the titles of posts 1 to 99 but 77 (slugs have a hyphen): two pages of matches.
    const matches = await list("?search=post%200&page=2");
    expect(matches).toMatchObject({ total: 98, page: 2, pageCount: 2 });
    expect(matches.slugs).toEqual(slugsFrom(51, 99).filter((slug) => slug !== "post-077"));

    const none = await list("?search=nothing-like-this");
    expect(none).toMatchObject({ total: 0, page: 1, pageCount: 1, slugs: [] });
  });

  it("refuses a search longer than 200 characters with a message, and trims a blank one to none", async () => {
    const long = await outcome(() => postsRoute.loader(routeArgs(adminRequest(`/blog-admin?search=${"a".repeat(201)}`, { cookie }))));
    expect(long.status).toBe(400);
    expect(String(long.value)).toBe("The search is 201 characters long; use at most 200.");
    const blank = await list("?search=%20%20");
    expect(field(field(blank.value, "filters"), "search")).toBe("");
    expect(blank.total).toBe(TOTAL);
  });

  it("post 51 can be opened from page 2: its edit page loads", async () => {
    const second = await list("?page=2");
    const posts = field(second.value, "posts");
    const row = Array.isArray(posts) ? posts.find((candidate: Row) => candidate.slug === "post-051") : undefined;
    expect(row).toBeDefined();
    const formRoute = await import("~/routes/admin/post-form");
    const edit = await outcome(() =>
      formRoute.loader(routeArgs(adminRequest(`/blog-admin/edit/${row.id}`, { cookie }), { mode: "edit", postId: row.id })),
    );
    expect(edit.status).toBe(200);
    expect(field(field(edit.value, "post"), "slug")).toBe("post-051");
  });
});
