import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { previewLinks } from "~/db/schema";
import * as previewRoute from "~/routes/admin/post-preview";
import * as postsRoute from "~/routes/admin/posts";
import * as publicPreviewRoute from "~/routes/blog/preview";
import * as robotsRoute from "~/routes/seo/robots";
import { createSession, createUser } from "~/utils/auth.server";
import { createPreviewLink } from "~/utils/preview-links.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { ADMIN_PASSWORD, adminRequest, createPostThroughApi, EVIL_ORIGIN, field, outcome, signedInAdmin } from "./admin-helpers";

useTestDatabase();

let cookie = "";
let draftId = "";

beforeEach(async () => {
  ({ cookie } = await signedInAdmin());
  const created = await createPostThroughApi(cookie, {
    title: "Draft: Boiler Inspection Intervals",
    slug: "boiler-inspection-intervals",
    excerpt: "How often each province asks for a boiler inspection.",
    content: "<h2>Intervals</h2><p>It depends on the province and the boiler.</p>",
    metaDescription: "Boiler inspection intervals by province, for owners and operators.",
    isPublished: false,
  });
  const id = field(created.json, "id");
  if (typeof id !== "string") throw new Error("no post id");
  draftId = id;
});

const adminAction = (form: Record<string, string>, options: { origin?: string | null; withCookie?: boolean; as?: string } = {}) =>
  outcome(() =>
    previewRoute.action(
      routeArgs(
        adminRequest(`/blog-admin/preview/${draftId}`, {
          cookie: options.withCookie === false ? undefined : (options.as ?? cookie),
          origin: options.origin,
          form,
        }),
        { postId: draftId },
      ),
    ),
  );

const visit = (token: string) =>
  outcome(() => publicPreviewRoute.loader(routeArgs(new Request(`${BASE_URL}/preview/${token}`), { token })));

function tokenOf(value: unknown): string {
  const url = field(value, "url");
  if (typeof url !== "string") throw new Error(`no url in ${JSON.stringify(value)}`);
  const match = /\/preview\/([A-Za-z0-9_-]+)$/.exec(url);
  if (!match?.[1]) throw new Error(`not a preview url: ${url}`);
  return match[1];
}

describe("preview links", () => {
  it("without a link, a draft is not public: a guessed or made-up token is a 404 that reveals nothing", async () => {
    for (const token of ["x", draftId, "A".repeat(43), "../../blog-admin", "%00"]) {
      const result = await visit(token);
      expect(result.status, token).toBe(404);
      expect(result.thrown).toBe(true);
      expect(JSON.stringify(result.value)).not.toContain("Boiler");
    }
  });

  it("an editor creates a link; a stranger without an account reads the draft, never cached nor indexed", async () => {
    const created = await adminAction({ intent: "create-link", days: "7" });
    expect(created.status).toBe(200);
    expect(field(created.value, "url")).toMatch(new RegExp(`^https?://[^/]+/preview/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(created.value);

    const page = await visit(token);
    expect(page.status).toBe(200);
    expect(field(field(page.value, "post"), "title")).toBe("Draft: Boiler Inspection Intervals");
    expect(field(page.value, "status")).toBe("draft");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    const headers = publicPreviewRoute.headers({ loaderHeaders: page.headers } as never);
    expect(new Headers(headers).get("cache-control")).toBe("private, no-store");

    // Only a hash of the token is stored: the database cannot hand out working links.
    const rows = await getDb().select().from(previewLinks);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("a withdrawn link stops working at once, and withdrawing it twice says so", async () => {
    const token = tokenOf((await adminAction({ intent: "create-link", days: "1" })).value);
    const loaded = await outcome(() =>
      previewRoute.loader(routeArgs(adminRequest(`/blog-admin/preview/${draftId}`, { cookie }), { postId: draftId })),
    );
    const links = field(loaded.value, "links");
    expect(Array.isArray(links) && links.length).toBe(1);
    const linkId = field(Array.isArray(links) ? links[0] : undefined, "id");
    if (typeof linkId !== "string") throw new Error("no link id");

    expect((await adminAction({ intent: "revoke-link", linkId })).status).toBe(200);
    expect((await visit(token)).status).toBe(404);
    const again = await adminAction({ intent: "revoke-link", linkId });
    expect(again.status).toBe(404);
    expect(field(again.value, "message")).toBe("This link was already withdrawn or has expired");
    expect((await adminAction({ intent: "revoke-link", linkId: "not-a-uuid" })).status).toBe(404);
  });

  it("an expired link is a 404", async () => {
    const longAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const { token } = await createPreviewLink(draftId, { days: 7, now: longAgo });
    expect((await visit(token)).status).toBe(404);
    const { token: fresh } = await createPreviewLink(draftId, { days: 1 });
    expect((await visit(fresh)).status).toBe(200);
  });

  it("deleting the post ends its links", async () => {
    const { token } = await createPreviewLink(draftId, { days: 30 });
    const deleted = await outcome(() =>
      postsRoute.action(routeArgs(adminRequest("/blog-admin", { cookie, form: { intent: "delete", id: draftId } }))),
    );
    expect(deleted.status).toBe(200);
    expect((await visit(token)).status).toBe(404);
  });

  it("bad input names the problem and creates nothing", async () => {
    const badDays = await adminAction({ intent: "create-link", days: "365" });
    expect(badDays.status).toBe(400);
    expect(field(badDays.value, "message")).toBe("A preview link works for 1, 7, 30 days");
    expect((await adminAction({ intent: "nothing" })).status).toBe(400);
    expect(await getDb().select().from(previewLinks)).toHaveLength(0);
  });

  it("an author cannot share or withdraw links to a post they may not edit, and is not offered to", async () => {
    const author = await createUser("writer", ADMIN_PASSWORD, "author");
    const authorCookie = `nb_session=${/nb_session=([^;]*)/.exec(await createSession(author.id))?.[1]}`;
    const editorsLink = tokenOf((await adminAction({ intent: "create-link", days: "7" })).value);
    const loaded = await outcome(() =>
      previewRoute.loader(routeArgs(adminRequest(`/blog-admin/preview/${draftId}`, { cookie: authorCookie }), { postId: draftId })),
    );
    expect(loaded.status).toBe(200);
    expect(field(loaded.value, "canShare")).toBe(false);
    expect(field(loaded.value, "links")).toEqual([]);
    const [link] = await getDb().select().from(previewLinks);

    const created = await adminAction({ intent: "create-link", days: "30" }, { as: authorCookie });
    expect(created.status).toBe(403);
    const revoked = await adminAction({ intent: "revoke-link", linkId: link.id }, { as: authorCookie });
    expect(revoked.status).toBe(403);
    expect(await getDb().select().from(previewLinks)).toHaveLength(1);
    expect((await visit(editorsLink)).status).toBe(200);
  });

  it("strangers and other sites cannot create links", async () => {
    const anonymous = await adminAction({ intent: "create-link", days: "7" }, { withCookie: false });
    expect(anonymous.status).toBe(302);
    const crossSite = await adminAction({ intent: "create-link", days: "7" }, { origin: EVIL_ORIGIN });
    expect(crossSite.status).toBe(403);
    expect(await getDb().select().from(previewLinks)).toHaveLength(0);
  });

  it("robots.txt keeps crawlers away from preview links", async () => {
    const body = await robotsRoute.loader().text();
    expect(body).toContain("Disallow: /preview/");
  });
});
