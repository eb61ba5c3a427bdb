import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { auditEvents, authors, media, mediaVariants } from "~/db/schema";
import * as mediaRoute from "~/routes/media";
import * as apiMediaRoute from "~/routes/api/media";
import * as adminMediaRoute from "~/routes/admin/media";
import { createSession, createUser } from "~/utils/auth.server";
import { clearMediaCache, uploadImage } from "~/utils/media.server";
import type { StaffRole } from "~/utils/permissions";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { ADMIN_PASSWORD, adminRequest, createPostThroughApi, field, outcome } from "./admin-helpers";

/**
 * Serving /media/… (format by Accept, immutable caching, 404s), the media screen (who may use it, alt
 * text, deleting only what no page uses, uploading without JavaScript) against a real database and real
 * images.
 */
useTestDatabase();

const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const OLD_ACCEPT = "image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5";

async function signedIn(username: string, role: StaffRole) {
  const staff = await createUser(username, ADMIN_PASSWORD, role);
  const token = /nb_session=([^;]*)/.exec(await createSession(staff.id))?.[1];
  return { staff, cookie: `nb_session=${token}` };
}

async function storedImage(uploadedBy: string, width = 1400, height = 900, alt = "A heat exchanger bundle") {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#2a6f4e" } })
    .jpeg()
    .toBuffer();
  const result = await uploadImage({ file: new File([new Uint8Array(bytes)], "exchanger.jpg"), alt, uploadedBy });
  if (!result.ok) throw new Error(result.message);
  return result;
}

async function serve(path: string, headers: Record<string, string> = {}, method = "GET") {
  const [, , id, width] = path.split("/");
  const request = new Request(`${BASE_URL}${path}`, { method, headers });
  return mediaRoute.loader(routeArgs(request, { id, width }));
}

function multipart(path: string, cookie: string, fields: Record<string, string | File>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`${BASE_URL}${path}`, { method: "POST", headers: { cookie, origin: BASE_URL }, body: form });
}

describe("GET /media/{id}[/{width}]", () => {
  it("serves AVIF to browsers that name it, WebP to those that name WebP, immutable, varying on Accept", async () => {
    const { staff } = await signedIn("editor-one", "editor");
    const image = await storedImage(staff.id);
    clearMediaCache();

    const avif = await serve(`/media/${image.id}/640`, { accept: CHROME_ACCEPT });
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(avif.headers.get("vary")).toBe("Accept");
    expect(avif.headers.get("x-content-type-options")).toBe("nosniff");
    const avifBytes = Buffer.from(await avif.arrayBuffer());
    expect(Number(avif.headers.get("content-length"))).toBe(avifBytes.byteLength);
    expect((await sharp(avifBytes).metadata()).width).toBe(640);

    for (const accept of [OLD_ACCEPT, "image/avif;q=0, image/webp"]) {
      const webp = await serve(`/media/${image.id}/640`, { accept });
      expect(webp.headers.get("content-type"), accept).toBe("image/webp");
      const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(640);
    }

    // Without a width: the largest one.
    const largest = await serve(`/media/${image.id}`, { accept: OLD_ACCEPT });
    expect((await sharp(Buffer.from(await largest.arrayBuffer())).metadata()).width).toBe(1400);
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    const { staff } = await signedIn("editor-two", "editor");
    const image = await storedImage(staff.id);
    const first = await serve(`/media/${image.id}/320`, { accept: OLD_ACCEPT });
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = await serve(`/media/${image.id}/320`, { accept: OLD_ACCEPT, "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // The AVIF file is another entity: another tag.
    const other = await serve(`/media/${image.id}/320`, { accept: CHROME_ACCEPT, "if-none-match": etag });
    expect(other.status).toBe(200);
    const head = await serve(`/media/${image.id}/320`, { accept: OLD_ACCEPT }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(first.headers.get("content-length"));
    expect(head.body).toBeNull();
  });

  it("answers 404, never cached, for unknown ids, widths that were not made, and malformed paths", async () => {
    const { staff } = await signedIn("editor-three", "editor");
    const image = await storedImage(staff.id, 700, 500);
    const paths = [
      "/media/00000000-0000-4000-8000-000000000000",
      `/media/${image.id}/1920`, // never enlarged: this image has no such width
      `/media/${image.id}/321`,
      `/media/${image.id}/0640`,
      "/media/not-an-id",
      `/media/${image.id.toUpperCase()}`,
    ];
    for (const path of paths) {
      const response = await serve(path, { accept: CHROME_ACCEPT });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("stops serving a deleted image at once, even one it had in memory", async () => {
    const { staff, cookie } = await signedIn("editor-four", "editor");
    const image = await storedImage(staff.id);
    expect((await serve(`/media/${image.id}/320`)).status).toBe(200);
    const deleted = await outcome(() =>
      adminMediaRoute.action(routeArgs(adminRequest("/admin/media", { cookie, form: { intent: "delete", id: image.id } }))),
    );
    expect(deleted.status).toBe(200);
    expect((await serve(`/media/${image.id}/320`)).status).toBe(404);
  });
});

describe("the media screen", () => {
  const ROLES: Array<{ role: StaffRole; screen: number; upload: number; pick: number }> = [
    { role: "admin", screen: 200, upload: 201, pick: 200 },
    { role: "editor", screen: 200, upload: 201, pick: 200 },
    // Authors put images in their own posts (upload and pick) but do not manage the library.
    { role: "author", screen: 403, upload: 201, pick: 200 },
  ];

  for (const { role, screen, upload, pick } of ROLES) {
    it(`${role}: screen ${screen}, upload ${upload}, picker list ${pick}`, async () => {
      const { cookie } = await signedIn(`${role}-media`, role);
      const screenResult = await outcome(() => adminMediaRoute.loader(routeArgs(adminRequest("/admin/media", { cookie }))));
      expect(screenResult.status).toBe(screen);
      const bytes = await sharp({
        create: { width: 200, height: 100, channels: 3, background: role === "admin" ? "#111" : role === "editor" ? "#222" : "#333" },
      })
        .png()
        .toBuffer();
      const uploaded = await outcome(() =>
        apiMediaRoute.action(
          routeArgs(multipart("/api/media", cookie, { file: new File([new Uint8Array(bytes)], "a.png"), alt: `Uploaded by the ${role}` })),
        ),
      );
      expect(uploaded.status).toBe(upload);
      const listed = await outcome(() => apiMediaRoute.loader(routeArgs(adminRequest("/api/media?page=1", { cookie }))));
      expect(listed.status).toBe(pick);
      expect(listed.headers.get("cache-control")).toBe("private, no-store");
      const id = String(field(await uploaded.response?.json(), "id"));
      const writes: Array<Record<string, string>> = [
        { intent: "alt", id, alt: "Changed" },
        { intent: "delete", id },
      ];
      for (const form of writes) {
        const result = await outcome(() => adminMediaRoute.action(routeArgs(adminRequest("/admin/media", { cookie, form }))));
        expect(result.status, `${role} ${form.intent}`).toBe(role === "author" ? 403 : 200);
      }
    });
  }

  it("refuses anonymous visitors: a redirect to sign in for the screen, 401 for the API", async () => {
    const screen = await outcome(() => adminMediaRoute.loader(routeArgs(adminRequest("/admin/media"))));
    expect(screen.status).toBe(302);
    const list = await outcome(() => apiMediaRoute.loader(routeArgs(adminRequest("/api/media"))));
    expect(list.status).toBe(401);
  });

  it("lists each image with where it is used, and refuses to delete one in use, naming the uses", async () => {
    const { staff, cookie } = await signedIn("chief-editor", "editor");
    const inBody = await storedImage(staff.id, 800, 600, "Body image");
    const featured = await storedImage(staff.id, 900, 600, "Featured image");
    const photo = await storedImage(staff.id, 400, 400, "Portrait");
    const unused = await storedImage(staff.id, 500, 400, "Spare");
    const post = await createPostThroughApi(cookie, {
      title: "Inspecting exchangers",
      slug: "inspecting-exchangers",
      excerpt: "What we look for when a bundle comes out.",
      content: `<p>Intro</p><p><img src="/media/${inBody.id}" srcset="${inBody.srcset}" alt="Body image" width="800" height="600"></p>`,
      metaDescription: "Inspecting exchangers.",
      featuredImage: `/media/${featured.id}`,
      featuredImageAlt: "Featured image",
      tags: [],
      isPublished: false,
      isFeatured: false,
    });
    expect(post.status).toBe(201);
    await getDb()
      .insert(authors)
      .values({
        slug: "pat",
        name: "Pat Engineer",
        titleEn: "Engineer",
        titleFr: "Ingénieur",
        bioEn: "Bio",
        bioFr: "Bio",
        photoUrl: `/media/${photo.id}`,
      });

    const page = await outcome(() => adminMediaRoute.loader(routeArgs(adminRequest("/admin/media", { cookie }))));
    const items = field(page.value, "items") as Array<{ id: string; uses: Array<{ kind: string; label: string }> }>;
    const usesOf = (id: string) => items.find((item) => item.id === id)?.uses.map((use) => `${use.kind}: ${use.label}`);
    expect(usesOf(inBody.id)).toEqual(["post: In the text of “Inspecting exchangers”"]);
    expect(usesOf(featured.id)).toEqual(["featured: Featured image of “Inspecting exchangers”"]);
    expect(usesOf(photo.id)).toEqual(["author: Photo of Pat Engineer"]);
    expect(usesOf(unused.id)).toEqual([]);

    for (const id of [inBody.id, featured.id, photo.id]) {
      const refused = await outcome(() =>
        adminMediaRoute.action(routeArgs(adminRequest("/admin/media", { cookie, form: { intent: "delete", id } }))),
      );
      expect(refused.status).toBe(409);
      expect(String(field(refused.value, "message"))).toMatch(/This image is in use and was not deleted\. It is used: /);
      expect(field(refused.value, "uses")).toHaveLength(1);
    }
    const [kept] = await getDb().select({ n: count() }).from(media);
    expect(kept?.n).toBe(4);

    const removed = await outcome(() =>
      adminMediaRoute.action(routeArgs(adminRequest("/admin/media", { cookie, form: { intent: "delete", id: unused.id } }))),
    );
    expect(removed.status).toBe(200);
    const [variantsLeft] = await getDb().select({ n: count() }).from(mediaVariants).where(eq(mediaVariants.mediaId, unused.id));
    expect(variantsLeft?.n).toBe(0);
    const audit = await getDb().select().from(auditEvents).where(eq(auditEvents.action, "media.delete"));
    expect(audit.map((entry) => entry.subject)).toEqual(["Spare"]);
  });

  it("edits alt text, refusing an empty one", async () => {
    const { staff, cookie } = await signedIn("alt-editor", "editor");
    const image = await storedImage(staff.id);
    const empty = await outcome(() =>
      adminMediaRoute.action(routeArgs(adminRequest("/admin/media", { cookie, form: { intent: "alt", id: image.id, alt: "  " } }))),
    );
    expect(empty.status).toBe(400);
    const saved = await outcome(() =>
      adminMediaRoute.action(
        routeArgs(adminRequest("/admin/media", { cookie, form: { intent: "alt", id: image.id, alt: "Tube bundle after cleaning" } })),
      ),
    );
    expect(saved.status).toBe(200);
    const [row] = await getDb().select({ alt: media.alt }).from(media).where(eq(media.id, image.id));
    expect(row?.alt).toBe("Tube bundle after cleaning");
  });

  it("uploads from the plain form (no JavaScript), and names the problem of a bad file", async () => {
    const { cookie } = await signedIn("form-editor", "editor");
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7a1f1f" } })
      .webp()
      .toBuffer();
    const stored = await outcome(() =>
      adminMediaRoute.action(
        routeArgs(
          multipart("/admin/media", cookie, {
            intent: "upload",
            alt: "Control room",
            file: new File([new Uint8Array(bytes)], "room.webp"),
          }),
        ),
      ),
    );
    expect(stored.status).toBe(201);
    expect(field(stored.value, "message")).toBe("Image uploaded.");
    const bad = await outcome(() =>
      adminMediaRoute.action(
        routeArgs(
          multipart("/admin/media", cookie, {
            intent: "upload",
            alt: "Logo",
            file: new File(["<svg><script>alert(1)</script></svg>"], "logo.jpg"),
          }),
        ),
      ),
    );
    expect(bad.status).toBe(415);
    expect(String(field(bad.value, "message"))).toMatch(/SVG files are not accepted/);
    const crossSite = await outcome(() =>
      adminMediaRoute.action(
        routeArgs(
          new Request(`${BASE_URL}/admin/media`, {
            method: "POST",
            headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
            body: "intent=delete&id=00000000-0000-4000-8000-000000000000",
          }),
        ),
      ),
    );
    expect(crossSite.status).toBe(403);
    const [stored2] = await getDb().select({ n: count() }).from(media);
    expect(stored2?.n).toBe(1);
  });
});
