import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { blogCategories, blogPosts, blogTags } from "~/db/schema";
import * as apiPostRoute from "~/routes/api/post";
import * as apiPostsRoute from "~/routes/api/posts";
import * as formRoute from "~/routes/admin/post-form";
import * as previewRoute from "~/routes/admin/post-preview";
import * as postsRoute from "~/routes/admin/posts";
import { onContentChanged } from "~/utils/content-events.server";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { adminRequest, createPostThroughApi, field, outcome, signedInAdmin } from "./admin-helpers";

useTestDatabase();

let cookie = "";
beforeEach(async () => {
  ({ cookie } = await signedInAdmin());
});

const MISSING_ID = "0b7a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d";

const basePost = {
  title: "Hydrostatic Testing Explained",
  slug: "hydrostatic-testing-explained",
  excerpt: "Why and how pressure equipment is proof-tested with water.",
  content: "<h2>Why test</h2><p>Water does not store much energy under pressure.</p>",
  metaDescription: "Hydrostatic testing of pressure vessels and piping: purpose, method and records.",
};

const apiCreate = (body: unknown) => createPostThroughApi(cookie, body);

async function apiWrite(id: string, method: string, body?: unknown, headers: Record<string, string> = {}) {
  const request = adminRequest(`/api/blog/posts/${id}`, { cookie, method, json: body });
  for (const [key, value] of Object.entries(headers)) request.headers.set(key, value);
  const result = await outcome(() => apiPostRoute.action(routeArgs(request, { slugOrId: id })));
  const json: unknown = result.response && result.status !== 204 ? await result.response.json() : undefined;
  return { ...result, json };
}

async function stored(id: string) {
  const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

function idOf(json: unknown): string {
  const id = field(json, "id");
  if (typeof id !== "string") throw new Error(`No id in ${JSON.stringify(json)}`);
  return id;
}

describe("POST /api/blog/posts", () => {
  it("creates a post: 201 with the post, defaults filled in", async () => {
    const result = await apiCreate(basePost);
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({
      ...basePost,
      tags: [],
      isPublished: false,
      isFeatured: false,
      publishedAt: null,
      authorName: "Northbridge Engineering Group",
      viewCount: 0,
    });
    const id = idOf(result.json);
    expect(result.headers.get("location")).toBe(`/api/blog/posts/${id}`);
    expect(field(result.json, "createdAt")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await stored(id)).title).toBe(basePost.title);
  });

  it("sanitises the content on save: no script, no event handler, no javascript: link", async () => {
    const result = await apiCreate({
      ...basePost,
      content:
        '<p onclick="steal()">Safe text</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="/images/a.jpg" onerror="alert(3)">',
    });
    expect(result.status).toBe(201);
    const row = await stored(idOf(result.json));
    expect(row.content).toContain("Safe text");
    expect(row.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(row.content).toContain('<img src="/images/a.jpg"');
  });

  it("publishes now when published without a date, and keeps a given date", async () => {
    const before = Date.now();
    const now = await apiCreate({ ...basePost, isPublished: true });
    const publishedAt = Date.parse(String(field(now.json, "publishedAt")));
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(publishedAt).toBeLessThanOrEqual(Date.now() + 1000);
    const later = await apiCreate({ ...basePost, slug: "scheduled-one", isPublished: true, publishedAt: "2031-05-01T09:30:00-04:00" });
    expect(field(later.json, "publishedAt")).toBe("2031-05-01T13:30:00.000Z");
  });

  it("adds new tags to the tag list", async () => {
    await getDb().insert(blogTags).values({ name: "CRN", slug: "crn" });
    const result = await apiCreate({ ...basePost, tags: [" CRN ", "Hydrostatic Testing", "hydrostatic testing"] });
    expect(field(result.json, "tags")).toEqual(["CRN", "Hydrostatic Testing"]);
    const tags = await getDb().select({ name: blogTags.name, slug: blogTags.slug }).from(blogTags).orderBy(blogTags.name);
    expect(tags).toEqual([
      { name: "CRN", slug: "crn" },
      { name: "Hydrostatic Testing", slug: "hydrostatic-testing" },
    ]);
  });

  it("answers 409 for a slug that is taken", async () => {
    expect((await apiCreate(basePost)).status).toBe(201);
    const again = await apiCreate({ ...basePost, title: "Another" });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      message: 'Another English post already uses the URL slug "hydrostatic-testing-explained"',
      errors: { slug: ['Another English post already uses the URL slug "hydrostatic-testing-explained"'] },
    });
  });

  it("answers 400 with per-field errors from the shared schema", async () => {
    const result = await apiCreate({ title: "", slug: "Bad Slug", featuredImage: "javascript:alert(1)", tags: "x" });
    expect(result.status).toBe(400);
    const errors = field(result.json, "errors");
    expect(errors).toMatchObject({
      title: ["Title is required"],
      excerpt: ["Excerpt is required"],
      content: ["Content is required"],
      metaDescription: ["Meta description is required"],
      featuredImage: ["Featured image must be an http(s) URL or a path on this site starting with /"],
      tags: ["Tags must be a list of text"],
    });
    expect(field(errors, "slug")).toEqual([expect.stringMatching(/lowercase letters/)]);
    expect(String(field(result.json, "message"))).toMatch(/^Invalid input: title: Title is required/);
    expect(await getDb().select().from(blogPosts)).toHaveLength(0);
  });

  it("answers 400 for a category that does not exist", async () => {
    const result = await apiCreate({ ...basePost, categoryId: MISSING_ID });
    expect(result.status).toBe(400);
    expect(field(result.json, "errors")).toEqual({ categoryId: ["The chosen category does not exist"] });
  });

  it("answers 415 for a body that is not JSON, and 405 for other methods", async () => {
    const request = adminRequest("/api/blog/posts", { cookie, form: { title: "x" } });
    const notJson = await outcome(() => apiPostsRoute.action(routeArgs(request)));
    expect(notJson.status).toBe(415);
    const patch = await outcome(() =>
      apiPostsRoute.action(routeArgs(adminRequest("/api/blog/posts", { cookie, method: "PATCH", json: {} }))),
    );
    expect(patch.status).toBe(405);
    expect(patch.headers.get("allow")).toBe("GET, POST");
  });

  it("tells the public caches that content changed", async () => {
    let changes = 0;
    const stop = onContentChanged(() => changes++);
    try {
      await apiCreate(basePost);
      expect(changes).toBe(1);
      await apiCreate(basePost); // a conflict changes nothing
      expect(changes).toBe(1);
    } finally {
      stop();
    }
  });
});

describe("PUT and DELETE /api/blog/posts/{id}", () => {
  it("updates only what is sent, bumps updatedAt and answers 200 with the post", async () => {
    const created = await apiCreate({ ...basePost, featuredImage: "/images/vessel.jpg", tags: ["CRN"] });
    const id = idOf(created.json);
    const before = await stored(id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const result = await apiWrite(id, "PUT", { title: "Hydrostatic Testing, Explained" });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ id, title: "Hydrostatic Testing, Explained", slug: basePost.slug, tags: ["CRN"] });
    const after = await stored(id);
    expect(after.featuredImage).toBe("/images/vessel.jpg");
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it("clears an optional field with null and sanitises new content", async () => {
    const id = idOf((await apiCreate({ ...basePost, featuredImage: "/images/vessel.jpg" })).json);
    const result = await apiWrite(id, "PUT", { featuredImage: null, content: "<p>New</p><iframe src='https://x'></iframe>" });
    expect(result.status).toBe(200);
    const row = await stored(id);
    expect(row.featuredImage).toBeNull();
    expect(row.content).toBe("<p>New</p>");
  });

  it("publishing a draft without a date publishes it now", async () => {
    const id = idOf((await apiCreate(basePost)).json);
    const result = await apiWrite(id, "PUT", { isPublished: true });
    expect(Date.parse(String(field(result.json, "publishedAt")))).toBeGreaterThan(Date.now() - 5000);
  });

  it("answers 409 for another post's slug, 404 for an unknown id, 400 for bad input", async () => {
    const first = idOf((await apiCreate(basePost)).json);
    const second = idOf((await apiCreate({ ...basePost, slug: "second-post" })).json);
    expect((await apiWrite(second, "PUT", { slug: basePost.slug })).status).toBe(409);
    expect((await apiWrite(first, "PUT", { slug: basePost.slug })).status).toBe(200);
    expect((await apiWrite(MISSING_ID, "PUT", { title: "x" })).status).toBe(404);
    expect((await apiWrite("not-a-uuid", "PUT", { title: "x" })).status).toBe(404);
    const bad = await apiWrite(first, "PUT", { readTimeMinutes: 0, unknownField: 1 });
    expect(bad.status).toBe(400);
    expect(field(bad.json, "errors")).toMatchObject({ readTimeMinutes: ["Read time must be at least 1 minute"] });
  });

  it("deletes: 204, then 404", async () => {
    const id = idOf((await apiCreate(basePost)).json);
    const deleted = await apiWrite(id, "DELETE");
    expect(deleted.status).toBe(204);
    expect(await deleted.response?.text()).toBe("");
    expect(await stored(id)).toBeUndefined();
    expect((await apiWrite(id, "DELETE")).status).toBe(404);
  });

  it("accepts and returns canonicalUrl and noIndex; null clears the canonical URL; a relative one is refused", async () => {
    const created = await apiCreate({ ...basePost, canonicalUrl: "https://standards.example.org/hydrotest", noIndex: true });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ canonicalUrl: "https://standards.example.org/hydrotest", noIndex: true });
    const id = idOf(created.json);
    const cleared = await apiWrite(id, "PUT", { canonicalUrl: null, noIndex: false });
    expect(cleared.json).toMatchObject({ canonicalUrl: null, noIndex: false });
    expect(await stored(id)).toMatchObject({ canonicalUrl: null, noIndex: false });
    const relative = await apiWrite(id, "PUT", { canonicalUrl: "/blog/hydrotest" });
    expect(relative.status).toBe(400);
    expect(field(relative.json, "errors")).toEqual({
      canonicalUrl: ["Canonical URL must be a full address starting with https:// (for example https://example.com/article)"],
    });
    const notFlag = await apiWrite(id, "PUT", { noIndex: "on" });
    expect(field(notFlag.json, "errors")).toEqual({ noIndex: ["Hide from search engines must be true or false"] });
    const plain = await apiCreate({ ...basePost, slug: "plain-one" });
    expect(plain.json).toMatchObject({ canonicalUrl: null, noIndex: false });
  });

  it("answers 405 with Allow for other methods", async () => {
    const id = idOf((await apiCreate(basePost)).json);
    const result = await apiWrite(id, "PATCH", { title: "x" });
    expect(result.status).toBe(405);
    expect(result.headers.get("allow")).toBe("GET, PUT, DELETE");
  });
});

describe("the admin screens' loaders and actions", () => {
  function formFields(overrides: Record<string, string | string[]> = {}) {
    return { ...basePost, tags: ["CRN", "Testing"], readTimeMinutes: "4", isPublished: "on", ...overrides };
  }

  it("the list shows up to 50 posts, drafts and scheduled ones included, with their status", async () => {
    const draft = idOf((await apiCreate({ ...basePost, slug: "a-draft", title: "A draft" })).json);
    await apiCreate({ ...basePost, slug: "live", title: "Live", isPublished: true, isFeatured: true, readTimeMinutes: 7 });
    await apiCreate({ ...basePost, slug: "later", title: "Later", isPublished: true, publishedAt: "2040-01-01T00:00:00Z" });
    const result = await outcome(() => postsRoute.loader(routeArgs(adminRequest("/blog-admin", { cookie }))));
    const posts = field(result.value, "posts");
    expect(posts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: draft, title: "A draft", status: "draft", isFeatured: false }),
        expect.objectContaining({ title: "Live", status: "published", isFeatured: true, readTimeMinutes: 7 }),
        expect.objectContaining({ title: "Later", status: "scheduled", date: "2040-01-01T00:00:00.000Z" }),
      ]),
    );
    const many = Array.from({ length: 55 }, (_, i) => ({ ...basePost, title: `P${i}`, slug: `p-${i}` }));
    await getDb().insert(blogPosts).values(many);
    const full = await outcome(() => postsRoute.loader(routeArgs(adminRequest("/blog-admin", { cookie }))));
    expect(field(full.value, "posts")).toHaveLength(50);
  });

  it("the list's delete action removes the post", async () => {
    const id = idOf((await apiCreate(basePost)).json);
    const result = await outcome(() =>
      postsRoute.action(routeArgs(adminRequest("/blog-admin", { cookie, form: { intent: "delete", id } }))),
    );
    expect(result.value).toEqual({ ok: true, intent: "delete" });
    expect(await stored(id)).toBeUndefined();
    const again = await outcome(() =>
      postsRoute.action(routeArgs(adminRequest("/blog-admin", { cookie, form: { intent: "delete", id } }))),
    );
    expect(again.status).toBe(404);
    expect(again.value).toEqual({ ok: false, intent: "delete", message: "This post no longer exists" });
  });

  it("the form is only at create and edit/{existing id}", async () => {
    const id = idOf((await apiCreate(basePost)).json);
    const load = (path: string, params: Record<string, string>) =>
      outcome(() => formRoute.loader(routeArgs(adminRequest(path, { cookie }), params)));
    expect((await load("/blog-admin/create", { mode: "create" })).status).toBe(200);
    expect((await load(`/blog-admin/edit/${id}`, { mode: "edit", postId: id })).status).toBe(200);
    expect((await load("/blog-admin/publish", { mode: "publish" })).status).toBe(404);
    expect((await load("/blog-admin/edit", { mode: "edit" })).status).toBe(404);
    expect((await load(`/blog-admin/create/${id}`, { mode: "create", postId: id })).status).toBe(404);
    expect((await load(`/blog-admin/edit/${MISSING_ID}`, { mode: "edit", postId: MISSING_ID })).status).toBe(404);
    expect((await load("/blog-admin/edit/123", { mode: "edit", postId: "123" })).status).toBe(404);
  });

  it("the edit form gets the post, the categories and the popular tags", async () => {
    const [category] = await getDb().insert(blogCategories).values({ name: "Pressure Equipment", slug: "pressure-equipment" }).returning();
    const id = idOf((await apiCreate({ ...basePost, categoryId: category.id, tags: ["CRN"], publishedAt: "2025-02-03T04:05:00Z" })).json);
    await apiCreate({ ...basePost, slug: "other", tags: ["CRN", "ASME"] });
    const result = await outcome(() =>
      formRoute.loader(routeArgs(adminRequest(`/blog-admin/edit/${id}`, { cookie }), { mode: "edit", postId: id })),
    );
    expect(result.value).toMatchObject({
      mode: "edit",
      post: { id, categoryId: category.id, tags: ["CRN"], publishedAt: "2025-02-03T04:05:00.000Z" },
      categories: [{ id: category.id, name: "Pressure Equipment" }],
      popularTags: ["CRN", "ASME"],
      defaultAuthorName: "Northbridge Engineering Group",
    });
  });

  it("the create action stores the post from the form", async () => {
    const result = await outcome(() =>
      formRoute.action(routeArgs(adminRequest("/blog-admin/create", { cookie, form: formFields() }), { mode: "create" })),
    );
    expect(field(result.value, "ok")).toBe(true);
    const row = await stored(String(field(result.value, "postId")));
    expect(row).toMatchObject({
      title: basePost.title,
      tags: ["CRN", "Testing"],
      readTimeMinutes: 4,
      isPublished: true,
      isFeatured: false,
    });
    expect(row.publishedAt).not.toBeNull();
  });

  it("the create action answers field errors and a taken slug like the API", async () => {
    const invalid = await outcome(() =>
      formRoute.action(
        routeArgs(adminRequest("/blog-admin/create", { cookie, form: formFields({ title: " ", readTimeMinutes: "0" }) }), {
          mode: "create",
        }),
      ),
    );
    expect(invalid.status).toBe(400);
    expect(field(field(invalid.value, "result"), "error")).toEqual({
      title: ["Title is required"],
      readTimeMinutes: ["Read time must be at least 1 minute"],
    });
    await apiCreate(basePost);
    const taken = await outcome(() =>
      formRoute.action(routeArgs(adminRequest("/blog-admin/create", { cookie, form: formFields() }), { mode: "create" })),
    );
    expect(taken.status).toBe(409);
    expect(field(field(taken.value, "result"), "error")).toEqual({
      slug: ['Another English post already uses the URL slug "hydrostatic-testing-explained"'],
    });
  });

  it("the create action reads only the schema's own fields: Conform's control names and nested lists are ignored", async () => {
    // __intent__ and __state__ would be parsed as JSON (a 500 for garbage), and tags[99999999] would make
    // a list of a hundred million entries for the schema to walk.
    const result = await outcome(() =>
      formRoute.action(
        routeArgs(
          adminRequest("/blog-admin/create", {
            cookie,
            form: formFields({ __intent__: "{not json", __state__: "[", "tags[99999999]": "flood", "title.x": "nested", isAdmin: "on" }),
          }),
          { mode: "create" },
        ),
      ),
    );
    expect(result.status).toBe(200);
    const row = await stored(String(field(result.value, "postId")));
    expect(row).toMatchObject({ title: basePost.title, tags: ["CRN", "Testing"] });
  });

  it("the create action takes the canonical URL and noindex from the form, and refuses an address that is not absolute", async () => {
    const saved = await outcome(() =>
      formRoute.action(
        routeArgs(
          adminRequest("/blog-admin/create", {
            cookie,
            form: formFields({ canonicalUrl: "https://standards.example.org/crn-basics", noIndex: "on" }),
          }),
          { mode: "create" },
        ),
      ),
    );
    const row = await stored(String(field(saved.value, "postId")));
    expect(row).toMatchObject({ canonicalUrl: "https://standards.example.org/crn-basics", noIndex: true });
    for (const canonicalUrl of ["/blog/crn-basics", "javascript:alert(1)", "https://user:secret@example.org/a", "example.org/a"]) {
      const refused = await outcome(() =>
        formRoute.action(
          routeArgs(adminRequest("/blog-admin/create", { cookie, form: formFields({ slug: "another", canonicalUrl }) }), {
            mode: "create",
          }),
        ),
      );
      expect(refused.status, canonicalUrl).toBe(400);
      expect(field(field(refused.value, "result"), "error"), canonicalUrl).toEqual({
        canonicalUrl: ["Canonical URL must be a full address starting with https:// (for example https://example.com/article)"],
      });
    }
  });

  it("the update action replaces the post: what the form leaves empty is cleared", async () => {
    const id = idOf(
      (
        await apiCreate({
          ...basePost,
          featuredImage: "/images/a.jpg",
          authorBio: "Bio",
          readTimeMinutes: 9,
          publishedAt: "2025-01-01T00:00:00Z",
        })
      ).json,
    );
    const result = await outcome(() =>
      formRoute.action(
        routeArgs(
          adminRequest(`/blog/admin/edit/${id}`, {
            cookie,
            form: { ...basePost, title: "Renamed", content: "<p>Updated <script>x()</script>body</p>", isFeatured: "on" },
          }),
          { mode: "edit", postId: id },
        ),
      ),
    );
    expect(result.value).toEqual({ ok: true, postId: id, content: "<p>Updated body</p>", version: 2 });
    const row = await stored(id);
    expect(row).toMatchObject({
      title: "Renamed",
      featuredImage: null,
      authorBio: null,
      readTimeMinutes: null,
      publishedAt: null,
      isPublished: false,
      isFeatured: true,
      tags: [],
    });
  });

  it("the preview shows a draft with its sanitised HTML and category", async () => {
    const [category] = await getDb().insert(blogCategories).values({ name: "Quality", slug: "quality" }).returning();
    const id = idOf((await apiCreate({ ...basePost, categoryId: category.id })).json);
    await getDb().update(blogPosts).set({ content: '<p>Draft body</p><img src=x onerror="alert(1)">' }).where(eq(blogPosts.id, id));
    const result = await outcome(() =>
      previewRoute.loader(routeArgs(adminRequest(`/blog-admin/preview/${id}`, { cookie }), { postId: id })),
    );
    expect(result.value).toMatchObject({
      post: { id, title: basePost.title, isPublished: false },
      category: { id: category.id, name: "Quality" },
      status: "draft",
    });
    expect(field(result.value, "html")).toBe('<p>Draft body</p><img src="x" alt="" loading="lazy" />');
    const missing = await outcome(() =>
      previewRoute.loader(routeArgs(adminRequest(`/blog-admin/preview/${MISSING_ID}`, { cookie }), { postId: MISSING_ID })),
    );
    expect(missing.status).toBe(404);
  });
});
