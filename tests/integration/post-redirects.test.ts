import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { postSlugRedirects } from "~/db/schema";
import * as articleRoute from "~/routes/blog/article";
import * as sitemapRoute from "~/routes/seo/sitemap";
import { deletePost, updatePost } from "~/utils/posts-admin.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { createPostThroughApi, field, outcome, signedInAdmin } from "./admin-helpers";

useTestDatabase();

let cookie = "";
beforeEach(async () => {
  ({ cookie } = await signedInAdmin());
});

async function create(slug: string, isPublished = true): Promise<string> {
  const created = await createPostThroughApi(cookie, {
    title: `Post ${slug}`,
    slug,
    excerpt: "An excerpt.",
    content: "<p>A body.</p>",
    metaDescription: "A description of the post.",
    isPublished,
  });
  const id = field(created.json, "id");
  if (typeof id !== "string") throw new Error(`not created: ${JSON.stringify(created.json)}`);
  return id;
}

async function rename(id: string, slug: string): Promise<void> {
  const result = await updatePost(id, { slug });
  if (!result.ok) throw new Error(`rename failed: ${result.reason}`);
}

const visit = (slug: string) => outcome(() => articleRoute.loader(routeArgs(new Request(`${BASE_URL}/blog/${slug}`), { slug })));

describe("a published post whose slug changes", () => {
  it("answers its old address with a 301 to the new one, through every change", async () => {
    const id = await create("pump-sizing");
    await rename(id, "pump-sizing-guide");
    await rename(id, "centrifugal-pump-sizing");
    for (const old of ["pump-sizing", "pump-sizing-guide"]) {
      const answer = await visit(old);
      expect(answer.status, old).toBe(301);
      expect(answer.headers.get("location"), old).toBe("/blog/centrifugal-pump-sizing");
      expect(answer.headers.get("cache-control"), old).toMatch(/^public/);
    }
    expect((await visit("centrifugal-pump-sizing")).status).toBe(200);
  });

  it("renaming back and forth makes no loop: the live slug always wins", async () => {
    const id = await create("valve-testing");
    await rename(id, "valve-testing-2026");
    await rename(id, "valve-testing");
    expect((await visit("valve-testing")).status).toBe(200);
    const back = await visit("valve-testing-2026");
    expect(back.status).toBe(301);
    expect(back.headers.get("location")).toBe("/blog/valve-testing");
    const rows = await getDb().select().from(postSlugRedirects);
    expect(rows.map((row) => row.slug)).toEqual(["valve-testing-2026"]);
  });

  it("a new post may take an old address; it then shows that post, not a redirect", async () => {
    const first = await create("heat-exchangers");
    await rename(first, "shell-and-tube-heat-exchangers");
    await create("heat-exchangers");
    const answer = await visit("heat-exchangers");
    expect(answer.status).toBe(200);
    expect(field(field(answer.value, "post"), "title")).toBe("Post heat-exchangers");
  });

  it("a draft's old slug was never public and leads nowhere; an unpublished post's old address is a 404", async () => {
    const draft = await create("draft-slug", false);
    await rename(draft, "draft-slug-2");
    expect((await visit("draft-slug")).status).toBe(404);

    const id = await create("to-unpublish");
    await rename(id, "renamed-then-unpublished");
    await updatePost(id, { isPublished: false });
    expect((await visit("to-unpublish")).status).toBe(404);
  });

  it("deleting the post removes its old addresses, and the sitemap lists only current ones", async () => {
    const id = await create("old-address");
    await rename(id, "new-address");
    const xml = await (await sitemapRoute.loader()).text();
    expect(xml).toContain("/blog/new-address<");
    expect(xml).not.toContain("/blog/old-address<");

    expect(await deletePost(id)).toEqual({ ok: true });
    expect(await getDb().select().from(postSlugRedirects)).toHaveLength(0);
    expect((await visit("old-address")).status).toBe(404);
  });
});
