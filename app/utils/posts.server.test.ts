import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { blogPosts } from "~/db/schema";
import { addCategory, addDraft, addPost, addScheduled, addTag, daysAgo } from "../../tests/integration/blog-fixtures";
import { useTestDatabase } from "../../tests/setup/database";
import {
  getAdjacentPosts,
  getPostById,
  getPublicPostBySlug,
  getPublicViewCount,
  getRelatedPosts,
  incrementViewCount,
  listCategories,
  listFeaturedPosts,
  listPopularTags,
  listPosts,
  listPublicPostsForSitemap,
  listTags,
} from "./posts.server";

useTestDatabase();

const titles = (posts: { title: string }[]) => posts.map((post) => post.title);

describe("listing posts", () => {
  it("lists only public posts, newest first, with the total", async () => {
    await addPost({ title: "Old", ageDays: 30 });
    await addPost({ title: "New", ageDays: 1 });
    await addPost({ title: "Middle", ageDays: 10 });
    await addDraft({ title: "Draft" });
    await addScheduled({ title: "Scheduled" });
    const { posts, total } = await listPosts({ limit: 20 });
    expect(titles(posts)).toEqual(["New", "Middle", "Old"]);
    expect(total).toBe(3);
    expect(posts[0]).not.toHaveProperty("content");
    expect(typeof posts[0].createdAt).toBe("string");
    expect(Array.isArray(posts[0].tags)).toBe(true);
  });

  it("orders a post without a publish date by its creation date", async () => {
    await addPost({ title: "Dated last week", ageDays: 7 });
    await addPost({ title: "Undated, created now", publishedAt: null });
    const { posts } = await listPosts({ limit: 20 });
    expect(titles(posts)).toEqual(["Undated, created now", "Dated last week"]);
  });

  it("pages with limit and offset and still counts every match past the last page", async () => {
    for (let i = 1; i <= 8; i++) await addPost({ title: `P${i}`, ageDays: i });
    const first = await listPosts({ limit: 6, offset: 0 });
    const second = await listPosts({ limit: 6, offset: 6 });
    const beyond = await listPosts({ limit: 6, offset: 60 });
    expect(titles(first.posts)).toEqual(["P1", "P2", "P3", "P4", "P5", "P6"]);
    expect(titles(second.posts)).toEqual(["P7", "P8"]);
    expect(beyond.posts).toEqual([]);
    expect([first.total, second.total, beyond.total]).toEqual([8, 8, 8]);
  });

  it("filters by category", async () => {
    const crn = await addCategory("CRN Registration");
    const lean = await addCategory("Lean Six Sigma");
    await addPost({ title: "CRN one", categoryId: crn.id });
    await addPost({ title: "Lean one", categoryId: lean.id });
    await addDraft({ title: "CRN draft", categoryId: crn.id });
    const { posts, total } = await listPosts({ limit: 20, categoryId: crn.id });
    expect(titles(posts)).toEqual(["CRN one"]);
    expect(total).toBe(1);
  });

  it("lets admins list published (including scheduled), drafts or all", async () => {
    await addPost({ title: "Live" });
    await addDraft({ title: "Draft" });
    await addScheduled({ title: "Scheduled" });
    expect(titles((await listPosts({ limit: 20, visibility: "published" })).posts).sort()).toEqual(["Live", "Scheduled"]);
    expect(titles((await listPosts({ limit: 20, visibility: "drafts" })).posts)).toEqual(["Draft"]);
    expect((await listPosts({ limit: 20, visibility: "all" })).total).toBe(3);
  });

  it("lists public featured posts only", async () => {
    await addPost({ title: "Featured live", isFeatured: true });
    await addPost({ title: "Plain" });
    await addDraft({ title: "Featured draft", isFeatured: true });
    await addScheduled({ title: "Featured scheduled", isFeatured: true });
    expect(titles(await listFeaturedPosts())).toEqual(["Featured live"]);
  });

  it("shows a scheduled post from the moment its publish date passes, with no job in between", async () => {
    const scheduled = await addScheduled({ title: "Soon" });
    expect((await listPosts({ limit: 20 })).total).toBe(0);
    expect(await getPublicPostBySlug(scheduled.slug)).toBeUndefined();
    await getDb()
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, scheduled.id));
    expect(titles((await listPosts({ limit: 20 })).posts)).toEqual(["Soon"]);
    expect((await getPublicPostBySlug(scheduled.slug))?.post.id).toBe(scheduled.id);
  });
});

describe("searching posts", () => {
  it("finds words in the title, excerpt, tags and body, and ranks title matches first", async () => {
    await addPost({ title: "Shop floor notes", content: "<p>We discuss <strong>hydrostatic</strong> testing of fittings.</p>" });
    await addPost({ title: "Hydrostatic testing explained", content: "<p>Procedures.</p>" });
    await addPost({ title: "Unrelated", excerpt: "Nothing to see." });
    await addPost({ title: "Tagged", tags: ["Burst Testing"] });
    await addPost({ title: "Summarised", excerpt: "A short primer on CRN submissions." });
    expect(titles((await listPosts({ limit: 20, search: "hydrostatic" })).posts)).toEqual([
      "Hydrostatic testing explained",
      "Shop floor notes",
    ]);
    expect(titles((await listPosts({ limit: 20, search: "burst testing" })).posts)).toEqual(["Tagged"]);
    expect(titles((await listPosts({ limit: 20, search: "CRN submission" })).posts)).toEqual(["Summarised"]);
  });

  it("ranks a title match above a body that repeats the word many times", async () => {
    await addPost({ title: "Notes from the plant", content: `<p>${"Kaizen events work. ".repeat(25)}</p>`, ageDays: 1 });
    await addPost({ title: "Kaizen in a machine shop", content: "<p>One story.</p>", ageDays: 30 });
    expect(titles((await listPosts({ limit: 20, search: "kaizen" })).posts)).toEqual(["Kaizen in a machine shop", "Notes from the plant"]);
  });

  it("matches English word forms (stemming)", async () => {
    await addPost({ title: "Registering pressure vessels in Canada" });
    expect(titles((await listPosts({ limit: 20, search: "register vessel" })).posts)).toEqual(["Registering pressure vessels in Canada"]);
  });

  it("treats the last word as a prefix while it is being typed", async () => {
    await addPost({ title: "Pressure vessels and CRN" });
    await addPost({ title: "Pressure gauges" });
    await addPost({ title: "Engineering staffing" });
    expect(titles((await listPosts({ limit: 20, search: "pressure ves" })).posts)).toEqual(["Pressure vessels and CRN"]);
    expect(titles((await listPosts({ limit: 20, search: "engineeri" })).posts)).toEqual(["Engineering staffing"]);
    expect(titles((await listPosts({ limit: 20, search: "gaug" })).posts)).toEqual(["Pressure gauges"]);
  });

  it("does not search inside markup", async () => {
    await addPost({ title: "Linked", content: '<p><a href="/services/crn" class="strongbox">Read more</a></p>' });
    expect((await listPosts({ limit: 20, search: "strongbox" })).total).toBe(0);
    expect((await listPosts({ limit: 20, search: "href" })).total).toBe(0);
  });

  it("supports quoted phrases and excluded words", async () => {
    await addPost({ title: "Energy audit levels", content: "<p>An ASHRAE level two audit.</p>" });
    await addPost({ title: "Energy modelling", content: "<p>Level of detail matters for audits.</p>" });
    expect(titles((await listPosts({ limit: 20, search: '"energy audit"' })).posts)).toEqual(["Energy audit levels"]);
    expect(titles((await listPosts({ limit: 20, search: "energy -modelling" })).posts)).toEqual(["Energy audit levels"]);
  });

  it("never finds drafts or scheduled posts, and combines with the category filter", async () => {
    const category = await addCategory("Pressure Equipment");
    await addDraft({ title: "Draft on boilers" });
    await addScheduled({ title: "Scheduled on boilers" });
    await addPost({ title: "Boilers in Ontario", categoryId: category.id });
    await addPost({ title: "Boilers in Alberta" });
    expect(titles((await listPosts({ limit: 20, search: "boilers" })).posts).sort()).toEqual(["Boilers in Alberta", "Boilers in Ontario"]);
    expect(titles((await listPosts({ limit: 20, search: "boilers", categoryId: category.id })).posts)).toEqual(["Boilers in Ontario"]);
  });

  it("answers every hostile or strange input without throwing", async () => {
    await addPost({ title: "Piping to B31.3", tags: ["ASME B31.3"] });
    const hostile = [
      "",
      " ",
      "'",
      '"',
      '"unbalanced',
      "\\",
      "\\\\'",
      "a & b | !c",
      "(((",
      ")))",
      "<->",
      "foo:*",
      ":*",
      "*",
      "!!",
      "-",
      "--",
      "or",
      "OR OR OR",
      "a:A & b:B",
      "'; drop table blog_posts; --",
      "1' or '1'='1",
      "%_%",
      "null\u0000byte",
      "\u0000",
      "tab\tnew\nline\rreturn",
      "\ud83d",
      "emoji 🔧⚙️🏭",
      "日本語 検索",
      "مرحبا",
      "x²³",
      "ⅷⅷ",
      "ß",
      "İ",
      "e\u0301",
      "<script>alert(1)</script>",
      "a".repeat(3000),
      "word ".repeat(2000),
      "é".repeat(10000),
      "🔧".repeat(5000),
      "$$ $1 ${x}",
      "B31.3",
      "VIII-1",
    ];
    for (const input of hostile) {
      const result = await listPosts({ limit: 6, search: input });
      expect(Array.isArray(result.posts), JSON.stringify(input.slice(0, 20))).toBe(true);
    }
    expect(titles((await listPosts({ limit: 6, search: "B31.3" })).posts)).toEqual(["Piping to B31.3"]);
  });
});

describe("single posts", () => {
  it("finds a public post by slug with its category, never a draft or scheduled one", async () => {
    const category = await addCategory("Quality");
    const live = await addPost({ title: "Live post", categoryId: category.id, tags: ["Lean"] });
    const draft = await addDraft();
    const scheduled = await addScheduled();
    const found = await getPublicPostBySlug(live.slug);
    expect(found?.post.title).toBe("Live post");
    expect(found?.post.tags).toEqual(["Lean"]);
    expect(found?.category).toEqual({ id: category.id, name: "Quality", slug: "quality" });
    expect(await getPublicPostBySlug(draft.slug)).toBeUndefined();
    expect(await getPublicPostBySlug(scheduled.slug)).toBeUndefined();
    expect(await getPublicPostBySlug("no-such-post")).toBeUndefined();
  });

  it("finds drafts by id only when asked to, and ignores malformed ids", async () => {
    const draft = await addDraft();
    expect(await getPostById(draft.id)).toBeUndefined();
    expect((await getPostById(draft.id, { includeDrafts: true }))?.post.isPublished).toBe(false);
    expect(await getPostById("not-a-uuid", { includeDrafts: true })).toBeUndefined();
  });
});

describe("categories and tags", () => {
  it("counts public posts per category", async () => {
    const crn = await addCategory("CRN Registration");
    await addCategory("Empty");
    await addPost({ categoryId: crn.id });
    await addPost({ categoryId: crn.id });
    await addDraft({ categoryId: crn.id });
    const categories = await listCategories();
    expect(categories.map((c) => [c.name, c.postCount])).toEqual([
      ["CRN Registration", 2],
      ["Empty", 0],
    ]);
  });

  it("counts public posts per tag", async () => {
    await addTag("ASME");
    await addTag("LEED");
    await addPost({ tags: ["ASME"] });
    await addDraft({ tags: ["LEED"] });
    expect((await listTags()).map((t) => [t.name, t.postCount])).toEqual([
      ["ASME", 1],
      ["LEED", 0],
    ]);
  });

  it("ranks popular tags by public use, at most 12", async () => {
    const names = Array.from({ length: 14 }, (_, i) => `Tag ${String(i + 1).padStart(2, "0")}`);
    await addPost({ tags: names });
    await addPost({ tags: ["Tag 14", "Tag 13"] });
    await addPost({ tags: ["Tag 14"] });
    await addDraft({ tags: ["Draft only", "Draft only 2"] });
    const popular = await listPopularTags();
    expect(popular).toHaveLength(12);
    expect(popular.slice(0, 3)).toEqual([
      { name: "Tag 14", postCount: 3 },
      { name: "Tag 13", postCount: 2 },
      { name: "Tag 01", postCount: 1 },
    ]);
    expect(popular.map((t) => t.name)).not.toContain("Draft only");
  });
});

describe("neighbours and related posts", () => {
  it("finds the previous (newer) and next (older) public post by position", async () => {
    const newest = await addPost({ title: "Newest", ageDays: 1 });
    await addDraft({ title: "Draft in between" });
    const middle = await addPost({ title: "Middle", ageDays: 5 });
    const oldest = await addPost({ title: "Oldest", ageDays: 9 });
    await addScheduled({ title: "Future" });
    const around = await getAdjacentPosts(middle.id);
    expect(around.previous?.title).toBe("Newest");
    expect(around.next?.title).toBe("Oldest");
    expect((await getAdjacentPosts(newest.id)).previous).toBeNull();
    expect((await getAdjacentPosts(oldest.id)).next).toBeNull();
  });

  it("keeps a total order when two posts share a date", async () => {
    const when = daysAgo(3);
    const a = await addPost({ title: "Twin A", publishedAt: when });
    const b = await addPost({ title: "Twin B", publishedAt: when });
    const [first, second] = (await listPosts({ limit: 2 })).posts;
    expect([a.id, b.id].sort()).toEqual([first.id, second.id].sort());
    expect((await getAdjacentPosts(first.id)).next?.id).toBe(second.id);
    expect((await getAdjacentPosts(second.id)).previous?.id).toBe(first.id);
  });

  it("finds up to three other public posts of the same category", async () => {
    const category = await addCategory("Green");
    const other = await addCategory("Other");
    const current = await addPost({ categoryId: category.id, ageDays: 1 });
    for (let i = 0; i < 4; i++) await addPost({ title: `Green ${i}`, categoryId: category.id, ageDays: 2 + i });
    await addDraft({ categoryId: category.id });
    await addPost({ title: "Elsewhere", categoryId: other.id });
    const related = await getRelatedPosts(current);
    expect(titles(related)).toEqual(["Green 0", "Green 1", "Green 2"]);
    expect(await getRelatedPosts({ id: current.id, categoryId: null })).toEqual([]);
  });
});

describe("view counts", () => {
  it("counts views of public posts only", async () => {
    const live = await addPost({ viewCount: 41 });
    const draft = await addDraft();
    const scheduled = await addScheduled();
    expect(await incrementViewCount(live.id)).toBe(42);
    expect(await incrementViewCount(live.id)).toBe(43);
    expect(await getPublicViewCount(live.id)).toBe(43);
    expect(await incrementViewCount(draft.id)).toBeUndefined();
    expect(await incrementViewCount(scheduled.id)).toBeUndefined();
    expect(await incrementViewCount("nope")).toBeUndefined();
  });

  it("does not touch the post's updatedAt", async () => {
    const live = await addPost();
    await incrementViewCount(live.id);
    const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, live.id));
    expect(row.updatedAt.getTime()).toBe(live.updatedAt.getTime());
  });
});

describe("sitemap entries", () => {
  it("lists every public post with its last change", async () => {
    const live = await addPost();
    await addDraft();
    await addScheduled();
    expect(await listPublicPostsForSitemap()).toEqual([
      { id: live.id, locale: "en", slug: live.slug, updatedAt: live.updatedAt.toISOString(), translations: [] },
    ]);
  });
});
