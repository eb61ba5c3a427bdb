import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { blogPosts } from "~/db/schema";
import * as apiPostRoute from "~/routes/api/post";
import * as apiPostsRoute from "~/routes/api/posts";
import * as homeRoute from "~/routes/admin/home";
import * as layoutRoute from "~/routes/admin/layout";
import * as notFoundRoute from "~/routes/admin/not-found";
import * as formRoute from "~/routes/admin/post-form";
import * as historyRoute from "~/routes/admin/post-history";
import * as previewRoute from "~/routes/admin/post-preview";
import * as postsRoute from "~/routes/admin/posts";
import { SIGNED_OUT_MESSAGE } from "~/utils/signed-out";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { EVIL_ORIGIN, adminRequest, outcome, signedInAdmin } from "./admin-helpers";

useTestDatabase();

const SOME_ID = "6f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f";

async function draftId(): Promise<string> {
  const [row] = await getDb()
    .insert(blogPosts)
    .values({ title: "Guarded draft", slug: "guarded-draft", excerpt: "E", content: "<p>C</p>", metaDescription: "M" })
    .returning({ id: blogPosts.id });
  return row.id;
}

type PageCase = { name: string; path: string; params: Record<string, string>; run: (args: never) => unknown };

function pageCases(id: string): PageCase[] {
  const cases: PageCase[] = [];
  for (const base of ["/blog-admin", "/blog/admin"]) {
    cases.push(
      { name: `${base} layout`, path: base, params: {}, run: (args) => layoutRoute.loader(args) },
      { name: `${base} list`, path: base, params: {}, run: (args) => postsRoute.loader(args) },
      { name: `${base}/create`, path: `${base}/create`, params: { mode: "create" }, run: (args) => formRoute.loader(args) },
      {
        name: `${base}/edit/{id}`,
        path: `${base}/edit/${id}`,
        params: { mode: "edit", postId: id },
        run: (args) => formRoute.loader(args),
      },
      {
        name: `${base}/preview/{id}`,
        path: `${base}/preview/${id}`,
        params: { postId: id },
        run: (args) => previewRoute.loader(args),
      },
      {
        name: `${base}/history/{id}`,
        path: `${base}/history/${id}`,
        params: { postId: id },
        run: (args) => historyRoute.loader(args),
      },
    );
  }
  cases.push(
    { name: "/admin", path: "/admin", params: {}, run: (args) => homeRoute.loader(args) },
    { name: "/admin/anything", path: "/admin/anything?x=1", params: { "*": "anything" }, run: (args) => notFoundRoute.loader(args) },
  );
  return cases;
}

describe("admin pages without a session", () => {
  it("every page redirects to the sign-in page, which brings the visitor back", async () => {
    const id = await draftId();
    for (const page of pageCases(id)) {
      const result = await outcome(() => page.run(routeArgs(adminRequest(page.path), page.params)));
      expect(result.status, page.name).toBe(302);
      expect(result.headers.get("location"), page.name).toBe(`/admin/login?redirectTo=${encodeURIComponent(page.path)}`);
    }
  });

  it("every page action redirects too, and changes nothing", async () => {
    const id = await draftId();
    const actions = [
      () => postsRoute.action(routeArgs(adminRequest("/blog-admin", { form: { intent: "delete", id } }))),
      () =>
        historyRoute.action(
          routeArgs(adminRequest(`/blog-admin/history/${id}`, { form: { intent: "restore", restore: "1" } }), { postId: id }),
        ),
    ];
    for (const run of actions) {
      const result = await outcome(run);
      expect(result.status).toBe(302);
      expect(result.headers.get("location")).toMatch(/^\/admin\/login\?redirectTo=/);
    }
    expect(await getDb().select().from(blogPosts)).toHaveLength(1);
  });

  it("the post editor's save answers that the session ended instead of leaving the page, and changes nothing", async () => {
    // A redirect would take the editor to the sign-in page and lose what they wrote: the answer keeps them on it.
    const id = await draftId();
    const saves = [
      () => formRoute.action(routeArgs(adminRequest("/blog-admin/create", { form: { title: "x" } }), { mode: "create" })),
      () => formRoute.action(routeArgs(adminRequest(`/blog-admin/edit/${id}`, { form: { title: "x" } }), { mode: "edit", postId: id })),
      () =>
        formRoute.action(
          routeArgs(adminRequest(`/blog-admin/edit/${id}`, { form: { intent: "submit-review" } }), { mode: "edit", postId: id }),
        ),
    ];
    for (const run of saves) {
      const result = await outcome(run);
      expect(result.status).toBe(401);
      expect(result.headers.get("location")).toBeNull();
      expect(result.headers.get("cache-control")).toContain("no-store");
      expect(result.value).toMatchObject({ ok: false, signedOut: true, message: SIGNED_OUT_MESSAGE });
    }
    const [row] = await getDb().select().from(blogPosts);
    expect(row.title).toBe("Guarded draft");
    expect(await getDb().select().from(blogPosts)).toHaveLength(1);
  });
});

describe("admin pages with a session", () => {
  it("every page loads", async () => {
    const { cookie } = await signedInAdmin();
    const id = await draftId();
    for (const page of pageCases(id)) {
      const result = await outcome(() => page.run(routeArgs(adminRequest(page.path, { cookie }), page.params)));
      const expected = page.name === "/admin" ? 302 : page.name === "/admin/anything" ? 404 : 200;
      expect(result.status, page.name).toBe(expected);
    }
  });

  it("every page action refuses a request from another site with 403", async () => {
    const { cookie } = await signedInAdmin();
    const id = await draftId();
    const origin = EVIL_ORIGIN;
    const actions = [
      () => postsRoute.action(routeArgs(adminRequest("/blog-admin", { cookie, origin, form: { intent: "delete", id } }))),
      () => formRoute.action(routeArgs(adminRequest("/blog-admin/create", { cookie, origin, form: { title: "x" } }), { mode: "create" })),
      () =>
        formRoute.action(
          routeArgs(adminRequest(`/blog/admin/edit/${id}`, { cookie, origin, form: { title: "x" } }), {
            mode: "edit",
            postId: id,
          }),
        ),
      () =>
        historyRoute.action(
          routeArgs(adminRequest(`/blog-admin/history/${id}`, { cookie, origin, form: { intent: "restore", restore: "1" } }), {
            postId: id,
          }),
        ),
    ];
    for (const run of actions) expect((await outcome(run)).status).toBe(403);
    expect(await getDb().select().from(blogPosts)).toHaveLength(1);
  });
});

describe("admin API calls", () => {
  const post = {
    title: "API post",
    slug: "api-post",
    excerpt: "E",
    content: "<p>C</p>",
    metaDescription: "M",
  };

  it("answer 401 without a session", async () => {
    const id = await draftId();
    const calls = [
      () => apiPostsRoute.action(routeArgs(adminRequest("/api/blog/posts", { json: post }))),
      () =>
        apiPostRoute.action(routeArgs(adminRequest(`/api/blog/posts/${id}`, { method: "PUT", json: { title: "x" } }), { slugOrId: id })),
      () => apiPostRoute.action(routeArgs(adminRequest(`/api/blog/posts/${id}`, { method: "DELETE" }), { slugOrId: id })),
    ];
    for (const run of calls) {
      const result = await outcome(run);
      expect(result.status).toBe(401);
      expect(await result.response?.json()).toEqual({ message: "Sign in as an administrator to do this" });
    }
    expect(await getDb().select().from(blogPosts)).toHaveLength(1);
  });

  it("answer 403 to a signed-in browser on another site", async () => {
    const { cookie } = await signedInAdmin();
    const id = await draftId();
    const origin = EVIL_ORIGIN;
    const calls = [
      () => apiPostsRoute.action(routeArgs(adminRequest("/api/blog/posts", { cookie, origin, json: post }))),
      () =>
        apiPostRoute.action(
          routeArgs(adminRequest(`/api/blog/posts/${id}`, { method: "PUT", cookie, origin, json: { title: "x" } }), {
            slugOrId: id,
          }),
        ),
      () => apiPostRoute.action(routeArgs(adminRequest(`/api/blog/posts/${id}`, { method: "DELETE", cookie, origin }), { slugOrId: id })),
    ];
    for (const run of calls) {
      const result = await outcome(run);
      expect(result.status).toBe(403);
      expect(await result.response?.json()).toEqual({ message: "Cross-origin requests are not allowed" });
    }
    const [row] = await getDb().select().from(blogPosts);
    expect(row.title).toBe("Guarded draft");
  });

  it("answer a same-site request with a session", async () => {
    const { cookie } = await signedInAdmin();
    const result = await outcome(() => apiPostsRoute.action(routeArgs(adminRequest("/api/blog/posts", { cookie, json: post }))));
    expect(result.status).toBe(201);
  });
});

describe("a session id is not a password", () => {
  it("a session of a deleted account no longer signs anyone in", async () => {
    const { cookie } = await signedInAdmin();
    await getDb().delete((await import("~/db/schema")).users);
    const result = await outcome(() => postsRoute.loader(routeArgs(adminRequest("/blog-admin", { cookie }))));
    expect(result.status).toBe(302);
  });

  it("an unknown id in the API answers 404, not 500", async () => {
    const { cookie } = await signedInAdmin();
    const result = await outcome(() =>
      apiPostRoute.action(routeArgs(adminRequest(`/api/blog/posts/${SOME_ID}`, { method: "DELETE", cookie }), { slugOrId: SOME_ID })),
    );
    expect(result.status).toBe(404);
  });
});
