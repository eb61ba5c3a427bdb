import { count, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { auditEvents, media, mediaVariants } from "~/db/schema";
import * as apiMediaRoute from "~/routes/api/media";
import { MEDIA_MAX_BYTES, variantWidths } from "~/utils/media";
import { sniffImageType } from "~/utils/media.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { outcome, signedInAdmin, EVIL_ORIGIN } from "./admin-helpers";

/**
 * Uploads to the media library through POST /api/media, with real images made here by sharp and real
 * hostile files: each refused upload answers a status and a message that names the problem, and leaves
 * nothing stored.
 */
const database = useTestDatabase();

type UploadOptions = { cookie?: string; origin?: string | null; alt?: string | null; name?: string; type?: string };

function uploadRequest(bytes: Uint8Array | null, options: UploadOptions = {}): Request {
  const form = new FormData();
  if (bytes) form.append("file", new Blob([new Uint8Array(bytes)], { type: options.type ?? "image/jpeg" }), options.name ?? "photo.jpg");
  if (options.alt !== null) form.append("alt", options.alt ?? "A pressure vessel on a test stand");
  const headers = new Headers();
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.origin !== null) headers.set("origin", options.origin ?? BASE_URL);
  return new Request(`${BASE_URL}/api/media`, { method: "POST", headers, body: form });
}

async function upload(request: Request) {
  const result = await outcome(() => apiMediaRoute.action(routeArgs(request)));
  const json: unknown = result.response ? await result.response.json() : undefined;
  return { status: result.status, json: json as Record<string, unknown> };
}

async function storedCounts() {
  const [images] = await getDb().select({ n: count() }).from(media);
  const [variants] = await getDb().select({ n: count() }).from(mediaVariants);
  return { images: images?.n, variants: variants?.n };
}

async function expectNothingStored() {
  expect(await storedCounts()).toEqual({ images: 0, variants: 0 });
}

function photo(width = 800, height = 600, background = "#3366aa") {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** A tiny PNG whose header declares `width` × `height` one-bit pixels, all zero: megabytes of zeros compress to little. */
function decompressionBomb(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  const rows = zlib.deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("POST /api/media stores an image", () => {
  it("answers 201 with id, url, srcset, width, height and alt, stores AVIF, WebP and a JPEG twin at each width, and dedupes by content", async () => {
    const { cookie } = await signedInAdmin();
    const bytes = await photo(1500, 1000);
    const first = await upload(uploadRequest(bytes, { cookie, alt: "  Weld inspection at dawn  " }));
    expect(first.status).toBe(201);
    const id = String(first.json.id);
    expect(first.json).toEqual({
      id,
      url: `/media/${id}`,
      srcset: `/media/${id}/320 320w, /media/${id}/640 640w, /media/${id}/960 960w, /media/${id}/1500 1500w`,
      width: 1500,
      height: 1000,
      alt: "Weld inspection at dawn",
    });
    const variants = await getDb()
      .select({ format: mediaVariants.format, width: mediaVariants.width, height: mediaVariants.height, data: mediaVariants.data })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaId, id));
    expect(variants).toHaveLength(12);
    for (const variant of variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((1000 * variant.width) / 1500));
    }
    const [row] = await getDb().select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ sourceFormat: "jpeg", originalName: "photo.jpg", byteSize: bytes.byteLength });
    const audit = await getDb().select().from(auditEvents).where(eq(auditEvents.action, "media.upload"));
    expect(audit).toHaveLength(1);

    // The same bytes again, under another name and alt text: the stored image, not a second copy.
    const again = await upload(uploadRequest(bytes, { cookie, name: "copy.jpg", alt: "Another description" }));
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(id);
    expect(await storedCounts()).toEqual({ images: 1, variants: 12 });
  });

  it("never enlarges a small image: one width, its own", async () => {
    const { cookie } = await signedInAdmin();
    const result = await upload(uploadRequest(await photo(300, 200), { cookie }));
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ width: 300, height: 200, srcset: `/media/${String(result.json.id)}/300 300w` });
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it("turns a photo upright by its EXIF orientation, then strips every piece of metadata, GPS position included", async () => {
    const { cookie } = await signedInAdmin();
    const tagged = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#884422" } })
      .withExif({
        IFD0: { Make: "FieldCam", Model: "Site Survey 3" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 30/1 1234/100", GPSLongitudeRef: "W", GPSLongitude: "73/1 34/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    // The upload really carries a GPS position: the EXIF block points to a GPS directory (tag 0x8825).
    const before = await sharp(tagged).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(tagged.includes(Buffer.from("FieldCam"))).toBe(true);

    const result = await upload(uploadRequest(tagged, { cookie }));
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ width: 600, height: 800 });
    const variants = await getDb()
      .select()
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaId, String(result.json.id)));
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(variant.data.includes(Buffer.from("FieldCam"))).toBe(false);
    }
  });

  it("accepts PNG, WebP, AVIF, still GIF and TIFF, found by their bytes", async () => {
    const { cookie } = await signedInAdmin();
    const base = () => sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } });
    const files: Array<[string, Buffer]> = [
      ["png", await base().png().toBuffer()],
      ["webp", await base().webp().toBuffer()],
      ["avif", await base().avif().toBuffer()],
      ["gif", await base().gif().toBuffer()],
      ["tiff", await base().tiff().toBuffer()],
    ];
    for (const [format, bytes] of files) {
      expect(sniffImageType(bytes)).toEqual({ kind: "raster", format });
      // Named and declared as something else: the bytes decide.
      const result = await upload(uploadRequest(bytes, { cookie, name: "upload.txt", type: "text/plain", alt: `A ${format} image` }));
      expect(result.status, format).toBe(201);
      const [row] = await getDb()
        .select()
        .from(media)
        .where(eq(media.id, String(result.json.id)));
      expect(row?.sourceFormat).toBe(format);
    }
  });
});

describe("POST /api/media refuses bad uploads and stores nothing", () => {
  it("refuses a body declared over 10 MB before reading it", async () => {
    const { cookie } = await signedInAdmin();
    let pulled = 0;
    const chunk = new Uint8Array(256 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 20 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request(`${BASE_URL}/api/media`, {
      method: "POST",
      headers: { cookie, origin: BASE_URL, "content-type": "multipart/form-data; boundary=x", "content-length": String(20 * 1024 * 1024) },
      body,
      duplex: "half",
    } as RequestInit);
    const result = await upload(request);
    expect(result.status).toBe(413);
    expect(result.json.message).toBe("The upload is larger than 10 MB: images may be at most 10 MB");
    // Only what the background drain takes to let the client hear the 413 (at most about 1 MB).
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
    await expectNothingStored();
  });

  it("stops reading a body of unknown length once it passes the limit", async () => {
    const { cookie } = await signedInAdmin();
    let pulled = 0;
    const chunk = new Uint8Array(512 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 40 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request(`${BASE_URL}/api/media`, {
      method: "POST",
      headers: { cookie, origin: BASE_URL, "content-type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    } as RequestInit);
    const result = await upload(request);
    expect(result.status).toBe(413);
    expect(pulled).toBeLessThan(13 * 1024 * 1024);
    await expectNothingStored();
  });

  it("refuses a file just over 10 MB inside a body within the limit", async () => {
    const { cookie } = await signedInAdmin();
    const bytes = new Uint8Array(MEDIA_MAX_BYTES + 1);
    bytes.set(await photo(64, 64));
    const result = await upload(uploadRequest(bytes, { cookie }));
    expect(result.status).toBe(413);
    expect(result.json.message).toBe("The upload is larger than 10 MB: images may be at most 10 MB");
    await expectNothingStored();
  });

  const hostile: Array<{ name: string; make: () => Promise<Buffer> | Buffer; status: number; message: RegExp; filename?: string }> = [
    {
      name: "a text file named .jpg",
      make: () => Buffer.from("Dear client, please find our quote attached.\n"),
      status: 415,
      message: /not an image this site accepts: upload JPEG, PNG, WebP, AVIF, GIF or TIFF/,
    },
    {
      name: "an SVG with a script in it",
      make: () =>
        Buffer.from(
          `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch('/api/blog/posts',{method:'POST'})</script><rect width="10" height="10"/></svg>`,
        ),
      status: 415,
      message: /SVG files are not accepted: they can carry scripts/,
      filename: "logo.png",
    },
    {
      name: "a PNG header followed by garbage",
      make: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 0x5a)]),
      status: 400,
      message: /could not be read as an image: it is damaged or incomplete/,
    },
    {
      name: "a JPEG cut off halfway",
      make: async () => {
        const whole = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#123456" } })
          .jpeg()
          .toBuffer();
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      status: 400,
      message: /damaged or incomplete/,
    },
    {
      name: "a decompression bomb (a small PNG declaring 30000 × 30000 pixels)",
      make: () => decompressionBomb(30_000, 30_000),
      status: 413,
      message: /30000 × 30000 pixels \(900 megapixels\); images may have at most 40 megapixels/,
    },
    { name: "an empty file", make: () => Buffer.alloc(0), status: 400, message: /The file is empty/ },
    {
      name: "a HEIC photo",
      make: () =>
        Buffer.concat([
          Buffer.from([0, 0, 0, 24]),
          Buffer.from("ftypheic"),
          Buffer.from([0, 0, 0, 0]),
          Buffer.from("mif1heic"),
          Buffer.alloc(64),
        ]),
      status: 415,
      message: /HEIC photos .* are not accepted: export the photo as JPEG/,
    },
    {
      name: "an animated GIF",
      make: () =>
        Promise.all(
          ["#ff0000", "#00ff00"].map((background) =>
            sharp({ create: { width: 20, height: 20, channels: 3, background } })
              .png()
              .toBuffer(),
          ),
        ).then((frames) =>
          sharp(frames, { join: { animated: true } })
            .gif()
            .toBuffer(),
        ),
      status: 415,
      message: /Animated or multi-page images are not accepted/,
    },
    { name: "a PDF", make: () => Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n"), status: 415, message: /not an image this site accepts/ },
  ];

  for (const bad of hostile) {
    it(`refuses ${bad.name}`, async () => {
      const { cookie } = await signedInAdmin();
      const result = await upload(uploadRequest(await bad.make(), { cookie, name: bad.filename ?? "photo.jpg" }));
      expect(result.status).toBe(bad.status);
      expect(String(result.json.message)).toMatch(bad.message);
      expect(result.json.errors).toHaveProperty("file");
      await expectNothingStored();
    });
  }

  it("answers any generated file, real signature or not, with a 4xx that names the problem, never a 500", async () => {
    const { cookie } = await signedInAdmin();
    const signatures = [
      [],
      [0xff, 0xd8, 0xff],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [...Buffer.from("GIF89a")],
      [...Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBP")],
      [...Buffer.from("II*\u0000")],
      [0, 0, 0, 28, ...Buffer.from("ftypavif")],
      [...Buffer.from("<svg ")],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...signatures), fc.uint8Array({ maxLength: 2048 }), async (signature, rest) => {
        const result = await upload(uploadRequest(new Uint8Array([...signature, ...rest]), { cookie }));
        expect(result.status).toBeGreaterThanOrEqual(400);
        expect(result.status).toBeLessThan(500);
        expect(String(result.json.message).length).toBeGreaterThan(10);
      }),
      { numRuns: Number(process.env.HOSTILE_RUNS ?? 40) },
    );
    await expectNothingStored();
  });

  it("requires alt text, of a readable length", async () => {
    const { cookie } = await signedInAdmin();
    const bytes = await photo();
    for (const alt of [null, "", "   "]) {
      const result = await upload(uploadRequest(bytes, { cookie, alt }));
      expect(result.status).toBe(400);
      expect(result.json.errors).toEqual({ alt: ["Alt text is required: describe the image for people who cannot see it"] });
    }
    const long = await upload(uploadRequest(bytes, { cookie, alt: "x".repeat(251) }));
    expect(long.status).toBe(400);
    expect(String(long.json.message)).toBe("Alt text must be at most 250 characters (it has 251)");
    await expectNothingStored();
  });

  it("names a missing file and a body that is not a form", async () => {
    const { cookie } = await signedInAdmin();
    const missing = await upload(uploadRequest(null, { cookie }));
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/Choose an image file/);
    const json = await upload(
      new Request(`${BASE_URL}/api/media`, {
        method: "POST",
        headers: { cookie, origin: BASE_URL, "content-type": "application/json" },
        body: JSON.stringify({ file: "x" }),
      }),
    );
    expect(json.status).toBe(415);
    await expectNothingStored();
  });

  it("refuses anonymous (401) and cross-origin (403) uploads", async () => {
    const bytes = await photo();
    expect((await upload(uploadRequest(bytes))).status).toBe(401);
    const { cookie } = await signedInAdmin();
    const crossSite = await upload(uploadRequest(bytes, { cookie, origin: EVIL_ORIGIN }));
    expect(crossSite.status).toBe(403);
    await expectNothingStored();
  });

  describe("with a database that fails halfway through storing the variants", () => {
    afterAll(async () => {
      await database.handle.db.execute(sql.raw("drop trigger if exists test_refuse_media_variant on media_variants"));
    });

    it("stores neither the image nor any of its variants", async () => {
      await database.handle.db.execute(
        sql.raw(`create or replace function test_refuse_media_variant() returns trigger language plpgsql as $$
          begin if new.width = 640 and new.format = 'webp' then raise exception 'injected fault'; end if; return new; end $$`),
      );
      await database.handle.db.execute(
        sql.raw(
          "create or replace trigger test_refuse_media_variant before insert on media_variants for each row execute function test_refuse_media_variant()",
        ),
      );
      const { cookie } = await signedInAdmin();
      const result = await upload(uploadRequest(await photo(1000, 700), { cookie }));
      expect(result.status).toBe(500);
      await expectNothingStored();
    });
  });
});
