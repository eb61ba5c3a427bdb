import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { media, mediaVariants } from "~/db/schema";
import * as mediaRoute from "~/routes/media";
import * as articleRoute from "~/routes/blog/article";
import { createSession, createUser } from "~/utils/auth.server";
import { backfillMediaTwins, clearMediaCache, uploadImage } from "~/utils/media.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { ADMIN_PASSWORD, createPostThroughApi, outcome } from "./admin-helpers";

/**
 * Every upload keeps a twin that any client reads (JPEG, or PNG when the image is see-through) beside its
 * AVIF and WebP files, and /media/… hands it to clients that name neither modern format: mail and
 * social-network crawlers, curl, old browsers. Link previews name it by an address that is always the
 * twin. Images stored before twins existed get theirs in the background (decision record 0022).
 */
const database = useTestDatabase();

const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const FIREFOX_ACCEPT = "image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5";
const OLD_EDGE_ACCEPT = "image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5";
const OLD_SAFARI_ACCEPT = "image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5";

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Buffer, magic: number[]): boolean {
  return magic.every((value, index) => bytes[index] === value);
}

async function staffId(username: string): Promise<{ id: string; cookie: string }> {
  const staff = await createUser(username, ADMIN_PASSWORD, "editor");
  const token = /nb_session=([^;]*)/.exec(await createSession(staff.id))?.[1];
  return { id: staff.id, cookie: `nb_session=${token}` };
}

async function store(uploadedBy: string, bytes: Buffer, name: string, alt = "A pump skid before shipping") {
  const result = await uploadImage({ file: new File([new Uint8Array(bytes)], name), alt, uploadedBy });
  if (!result.ok) throw new Error(result.message);
  return result;
}

function photo(width: number, height: number, background = "#2a6f4e") {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** A logo-like PNG: a solid disc on a see-through background. */
function transparentLogo(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#c0392b"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function serve(path: string, headers: Record<string, string> = {}, method = "GET") {
  const [, , id, width] = path.split("/");
  const request = new Request(`${BASE_URL}${path}`, { method, headers });
  return mediaRoute.loader(routeArgs(request, { id, width }));
}

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

async function formatsOf(id: string): Promise<string[]> {
  const rows = await getDb()
    .select({ format: mediaVariants.format, width: mediaVariants.width })
    .from(mediaVariants)
    .where(eq(mediaVariants.mediaId, id));
  return rows.map((row) => `${row.format}@${row.width}`).sort();
}

describe("an upload keeps a twin every client reads", () => {
  it("stores a photo as JPEG and a see-through image as PNG at every width, in the same step as AVIF and WebP", async () => {
    const { id: editor } = await staffId("twin-editor");
    const opaque = await store(editor, await photo(1400, 900), "skid.jpg");
    expect(await formatsOf(opaque.id)).toEqual(
      ["avif", "webp", "jpeg"].flatMap((format) => [320, 640, 960, 1400].map((width) => `${format}@${width}`)).sort(),
    );
    const [opaqueRow] = await getDb().select().from(media).where(eq(media.id, opaque.id));
    expect(opaqueRow?.twinFormat).toBe("jpeg");

    const logo = await store(editor, await transparentLogo(700, 400), "logo.png", "The firm's logo");
    expect(await formatsOf(logo.id)).toEqual(
      ["avif", "webp", "png"].flatMap((format) => [320, 700].map((width) => `${format}@${width}`)).sort(),
    );
    const [logoRow] = await getDb().select().from(media).where(eq(media.id, logo.id));
    expect(logoRow?.twinFormat).toBe("png");

    // An alpha channel that is opaque everywhere is a photo: JPEG.
    const opaqueAlpha = await sharp({ create: { width: 500, height: 300, channels: 4, background: { r: 40, g: 90, b: 160, alpha: 1 } } })
      .png()
      .toBuffer();
    const flat = await store(editor, opaqueAlpha, "flat.png");
    const [flatRow] = await getDb().select().from(media).where(eq(media.id, flat.id));
    expect(flatRow?.twinFormat).toBe("jpeg");
  });

  describe("with a database that refuses the twin", () => {
    afterAll(async () => {
      await database.handle.db.execute(sql.raw("drop trigger if exists test_refuse_media_twin on media_variants"));
    });

    it("stores nothing at all: no image, no AVIF or WebP without its twin", async () => {
      await database.handle.db.execute(
        sql.raw(`create or replace function test_refuse_media_twin() returns trigger language plpgsql as $$
          begin if new.format = 'jpeg' then raise exception 'injected fault'; end if; return new; end $$`),
      );
      await database.handle.db.execute(
        sql.raw(
          "create or replace trigger test_refuse_media_twin before insert on media_variants for each row execute function test_refuse_media_twin()",
        ),
      );
      const { id: editor } = await staffId("twin-fault");
      await expect(
        uploadImage({ file: new File([new Uint8Array(await photo(900, 600))], "a.jpg"), alt: "A", uploadedBy: editor }),
      ).rejects.toThrow();
      const [images] = await getDb().select({ n: count() }).from(media);
      const [variants] = await getDb().select({ n: count() }).from(mediaVariants);
      expect({ images: images?.n, variants: variants?.n }).toEqual({ images: 0, variants: 0 });
    });
  });
});

describe("/media/{id}[/{width}] negotiates the format", () => {
  it("answers AVIF or WebP to clients that name them, and the JPEG twin to every other client", async () => {
    const { id: editor } = await staffId("negotiation");
    const image = await store(editor, await photo(1400, 900), "skid.jpg");
    clearMediaCache();
    const cases: Array<[string | undefined, string]> = [
      [CHROME_ACCEPT, "image/avif"],
      [FIREFOX_ACCEPT, "image/avif"],
      [OLD_EDGE_ACCEPT, "image/webp"],
      ["image/avif;q=0, image/webp", "image/webp"],
      [OLD_SAFARI_ACCEPT, "image/jpeg"],
      ["image/png,image/jpeg", "image/jpeg"],
      ["image/png", "image/jpeg"],
      ["*/*", "image/jpeg"],
      ["image/*", "image/jpeg"],
      ["image/webp;q=0, */*", "image/jpeg"],
      ["image/avif;q=0, image/webp;q=0, image/*", "image/jpeg"],
      [undefined, "image/jpeg"],
    ];
    for (const [accept, type] of cases) {
      const response = await serve(`/media/${image.id}/640`, accept === undefined ? {} : { accept });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get("content-type"), accept).toBe(type);
      expect(response.headers.get("vary"), accept).toBe("Accept");
      expect(response.headers.get("cache-control"), accept).toBe("public, max-age=31536000, immutable");
      const bytes = await bytesOf(response);
      expect(Number(response.headers.get("content-length")), accept).toBe(bytes.byteLength);
      const meta = await sharp(bytes).metadata();
      expect(meta.width, accept).toBe(640);
      if (type === "image/jpeg") {
        expect(startsWith(bytes, JPEG_MAGIC), accept).toBe(true);
        expect(meta.format).toBe("jpeg");
      }
    }
    // Without a width: the largest one, as JPEG for curl.
    const largest = await serve(`/media/${image.id}`, { accept: "*/*" });
    const largestBytes = await bytesOf(largest);
    expect(startsWith(largestBytes, JPEG_MAGIC)).toBe(true);
    expect((await sharp(largestBytes).metadata()).width).toBe(1400);
  });

  it("answers a see-through image's PNG twin, transparency kept", async () => {
    const { id: editor } = await staffId("negotiation-png");
    const logo = await store(editor, await transparentLogo(700, 400), "logo.png", "The firm's logo");
    for (const accept of ["image/png", "image/png,image/jpeg", "*/*"]) {
      const response = await serve(`/media/${logo.id}/320`, { accept });
      expect(response.headers.get("content-type"), accept).toBe("image/png");
      const bytes = await bytesOf(response);
      expect(startsWith(bytes, PNG_MAGIC), accept).toBe(true);
      const stats = await sharp(bytes).stats();
      expect(stats.isOpaque).toBe(false);
      expect((await sharp(bytes).metadata()).width).toBe(320);
    }
  });

  it("tags each format apart: 304 for the twin's own tag, 200 for another format's, HEAD without a body", async () => {
    const { id: editor } = await staffId("negotiation-etag");
    const image = await store(editor, await photo(800, 600), "skid.jpg");
    const twin = await serve(`/media/${image.id}/320`, { accept: "*/*" });
    const twinTag = twin.headers.get("etag") ?? "";
    const webpTag = (await serve(`/media/${image.id}/320`, { accept: OLD_EDGE_ACCEPT })).headers.get("etag") ?? "";
    const avifTag = (await serve(`/media/${image.id}/320`, { accept: CHROME_ACCEPT })).headers.get("etag") ?? "";
    expect(new Set([twinTag, webpTag, avifTag]).size).toBe(3);
    const unchanged = await serve(`/media/${image.id}/320`, { accept: "*/*", "if-none-match": twinTag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("vary")).toBe("Accept");
    const changed = await serve(`/media/${image.id}/320`, { accept: CHROME_ACCEPT, "if-none-match": twinTag });
    expect(changed.status).toBe(200);
    const head = await serve(`/media/${image.id}/320`, { accept: "image/jpeg" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/jpeg");
    expect(head.headers.get("content-length")).toBe(twin.headers.get("content-length"));
    expect(head.body).toBeNull();
  });
});

describe("/media/{id}/{width}.jpg and .png: the twin whatever the client says", () => {
  it("answers the twin to every Accept, without varying, and 404 for any other spelling", async () => {
    const { id: editor } = await staffId("explicit");
    const image = await store(editor, await photo(1400, 900), "skid.jpg");
    const logo = await store(editor, await transparentLogo(700, 400), "logo.png", "The firm's logo");
    for (const accept of [CHROME_ACCEPT, "image/webp", "*/*"]) {
      const response = await serve(`/media/${image.id}/1400.jpg`, { accept });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(response.headers.get("vary")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(startsWith(await bytesOf(response), JPEG_MAGIC)).toBe(true);
    }
    const png = await serve(`/media/${logo.id}/700.png`, { accept: CHROME_ACCEPT });
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(startsWith(await bytesOf(png), PNG_MAGIC)).toBe(true);

    const missing = [
      `/media/${image.id}/1400.png`, // this image's twin is a JPEG
      `/media/${logo.id}/700.jpg`,
      `/media/${image.id}/1400.webp`,
      `/media/${image.id}/1400.avif`,
      `/media/${image.id}/1400.jpeg`,
      `/media/${image.id}/1400.JPG`,
      `/media/${image.id}/1401.jpg`,
      `/media/${image.id}/01400.jpg`,
      `/media/${image.id}/1400.jpg.jpg`,
      `/media/${image.id}/.jpg`,
      `/media/${image.id}.jpg`,
    ];
    for (const path of missing) {
      const response = await serve(path, { accept: "*/*" });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});

describe("link previews and structured data of an article", () => {
  it("name the JPEG twin at the social width, with its type and size, and that address answers JPEG to a crawler", async () => {
    const { id: editor, cookie } = await staffId("og-editor");
    const image = await store(editor, await photo(2400, 1600), "plant.jpg", "The plant at dusk");
    const post = await createPostThroughApi(cookie, {
      title: "Commissioning a compressor station",
      slug: "commissioning-a-compressor-station",
      excerpt: "What the first start of a station looks like.",
      content: "<p>Startup day.</p>",
      metaDescription: "Commissioning a compressor station.",
      featuredImage: `/media/${image.id}`,
      featuredImageAlt: "The plant at dusk",
      tags: [],
      isPublished: true,
      isFeatured: false,
    });
    expect(post.status).toBe(201);
    const slug = "commissioning-a-compressor-station";
    const article = await outcome(() => articleRoute.loader(routeArgs(new Request(`${BASE_URL}/blog/${slug}`), { slug })));
    expect(article.status).toBe(200);
    const meta = articleRoute.meta({
      data: article.value,
      matches: [{ id: "root", data: { siteUrl: BASE_URL } }],
      params: { slug },
      location: { pathname: `/blog/${slug}` },
    } as never) as Array<Record<string, unknown>>;
    const content = (key: string) => meta.find((entry) => entry.property === key || entry.name === key)?.content;
    const expected = `${BASE_URL}/media/${image.id}/1280.jpg`;
    expect(content("og:image")).toBe(expected);
    expect(content("twitter:image")).toBe(expected);
    expect(content("og:image:type")).toBe("image/jpeg");
    expect(content("og:image:width")).toBe("1280");
    expect(content("og:image:height")).toBe("853");
    const ld = meta
      .map((entry) => entry["script:ld+json"] as Record<string, unknown> | undefined)
      .find((item) => item?.["@type"] === "Article");
    expect(ld?.image).toEqual([expected]);

    // A crawler that names WebP, and one that names nothing, both get the JPEG.
    for (const accept of ["image/webp,*/*", "*/*"]) {
      const response = await serve(new URL(expected).pathname, { accept });
      const bytes = await bytesOf(response);
      expect(startsWith(bytes, JPEG_MAGIC), accept).toBe(true);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1280, height: 853 });
    }
  });
});

describe("images stored before twins existed", () => {
  it("get their twin in the background, after which clients that name neither modern format get it", async () => {
    const { id: editor } = await staffId("backfill");
    const photoImage = await store(editor, await photo(1000, 700), "old.jpg");
    const logo = await store(editor, await transparentLogo(400, 300), "old-logo.png", "An old logo");
    // As a database from before this release holds them: AVIF and WebP only.
    await getDb().execute(sql`delete from media_variants where format in ('jpeg', 'png')`);
    await getDb().execute(sql`update media set twin_format = null`);
    clearMediaCache();

    // Meanwhile: WebP, the best such an image has for a client that does not name AVIF.
    const before = await serve(`/media/${photoImage.id}/640`, { accept: "*/*" });
    expect(before.status).toBe(200);
    expect(before.headers.get("content-type")).toBe("image/webp");
    // Not for a year: a cache must ask again once the twin exists.
    expect(before.headers.get("cache-control")).toBe("public, max-age=600");
    expect((await serve(`/media/${photoImage.id}/1000.jpg`)).status).toBe(404);

    expect(await backfillMediaTwins()).toBe(2);
    expect(await formatsOf(photoImage.id)).toEqual(
      ["avif", "webp", "jpeg"].flatMap((format) => [320, 640, 1000].map((width) => `${format}@${width}`)).sort(),
    );
    expect(await formatsOf(logo.id)).toEqual(["avif@320", "avif@400", "png@320", "png@400", "webp@320", "webp@400"]);

    const after = await serve(`/media/${photoImage.id}/640`, { accept: "*/*" });
    expect(after.headers.get("content-type")).toBe("image/jpeg");
    const afterBytes = await bytesOf(after);
    expect(startsWith(afterBytes, JPEG_MAGIC)).toBe(true);
    expect((await sharp(afterBytes).metadata()).width).toBe(640);
    const logoTwin = await bytesOf(await serve(`/media/${logo.id}/400.png`));
    expect(startsWith(logoTwin, PNG_MAGIC)).toBe(true);
    expect((await sharp(logoTwin).stats()).isOpaque).toBe(false);

    // Done once: a second run (another instance, the next start) finds nothing to do.
    expect(await backfillMediaTwins()).toBe(0);
  });
});
