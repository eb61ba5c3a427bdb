import crypto from "node:crypto";
import { and, count, desc, eq, inArray, isNull, like, or, sql, type SQLWrapper } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from "sharp";
import { getDb } from "~/db/db.server";
import { authors, blogPosts, caseStudies, media, mediaVariants, users, type MediaFormat, type MediaTwinFormat } from "~/db/schema";
import { onContentChanged, notifyContentChanged } from "./content-events.server";
import { errorFields, log } from "./logger.server";
import {
  ACCEPTED_FORMATS_LABEL,
  altProblem,
  describeUpload,
  MEDIA_LARGEST_WIDTH,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_MEGAPIXELS,
  MEDIA_MAX_PIXELS,
  MEDIA_TOO_LARGE,
  mediaIdsIn,
  parseMediaUrl,
  variantWidths,
  type MediaSizes,
  type UploadedMedia,
} from "./media";

// The media library's one writer and reader (tables media and media_variants): uploads are checked by
// their bytes, decoded once, stripped of every piece of metadata, encoded as AVIF and WebP and as a
// widely readable twin (JPEG, or PNG when see-through) at several widths and stored in one transaction;
// /media/… is served from here. Decision records 0014 and 0022.

// ---------------------------------------------------------------------------------------------------
// What the bytes are

export type SniffedType =
  { kind: "raster"; format: "jpeg" | "png" | "gif" | "webp" | "tiff" | "avif" } | { kind: "svg" } | { kind: "heic" } | { kind: "unknown" };

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The ISO base media file's brands (major and compatible), for telling AVIF from HEIC. */
function ftypBrands(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return undefined;
  const boxSize = Math.min(((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

/**
 * The type of an upload from its first bytes (its signature), never from its name or declared type.
 * Only the raster formats listed here ever reach the image decoder; SVG is recognised to be refused
 * with the reason.
 */
export function sniffImageType(bytes: Uint8Array): SniffedType {
  const b = (index: number) => bytes[index] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return { kind: "raster", format: "jpeg" };
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, index) => b(index) === value)) {
    return { kind: "raster", format: "png" };
  }
  const head = ascii(bytes, 0, Math.min(bytes.length, 12));
  if (head.startsWith("GIF87a") || head.startsWith("GIF89a")) return { kind: "raster", format: "gif" };
  if (head.startsWith("RIFF") && head.slice(8, 12) === "WEBP") return { kind: "raster", format: "webp" };
  if (head.startsWith("II*\u0000") || head.startsWith("MM\u0000*")) return { kind: "raster", format: "tiff" };
  const brands = ftypBrands(bytes);
  if (brands) {
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return { kind: "raster", format: "avif" };
    if (brands.some((brand) => ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand))) return { kind: "heic" };
  }
  // SVG is text: skip a byte-order mark and leading space, then look for an XML or SVG start.
  const text = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (text.startsWith("<") && /<svg[\s>]/i.test(text)) return { kind: "svg" };
  return { kind: "unknown" };
}

// ---------------------------------------------------------------------------------------------------
// Encoding

export type UploadProblem = { status: 400 | 413 | 415 | 429; message: string; errors?: Record<string, string[]> };

class UploadRefused extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem.message);
  }
}

function refuse(status: UploadProblem["status"], message: string, field = "file"): never {
  throw new UploadRefused({ status, message, errors: { [field]: [message] } });
}

type EncodedVariant = { format: MediaFormat; width: number; height: number; data: Buffer };
type Encoded = { sourceFormat: string; width: number; height: number; twinFormat: MediaTwinFormat; variants: EncodedVariant[] };

const ENCODERS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: a second or two for every width of a large photo on one core, for files about 10%
  // larger than the slowest setting would make.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  // The twins are for clients that take neither format above: mozjpeg's progressive files, about a
  // third smaller than libjpeg's at the same quality; PNG keeps a see-through image see-through.
  jpeg: (image) => image.removeAlpha().jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
};

type RawPixels = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** JPEG for an image every pixel of which is opaque, PNG for one with any see-through pixel. */
async function twinFormatOf(pixels: RawPixels): Promise<MediaTwinFormat> {
  if (pixels.info.channels === 1 || pixels.info.channels === 3) return "jpeg";
  const { isOpaque } = await sharp(pixels.data, { raw: pixels.info }).stats();
  return isOpaque ? "jpeg" : "png";
}

/** `formats` of the pixels at each of `widths` (the pixels are the largest width, or wider). */
async function encodeWidths(pixels: RawPixels, widths: number[], formats: readonly MediaFormat[]): Promise<EncodedVariant[]> {
  const variants: EncodedVariant[] = [];
  for (const variantWidth of widths) {
    for (const variantFormat of formats) {
      const image = sharp(pixels.data, { raw: pixels.info }).resize({ width: variantWidth, withoutEnlargement: true });
      const { data, info: out } = await ENCODERS[variantFormat](image).toBuffer({ resolveWithObject: true });
      variants.push({ format: variantFormat, width: variantWidth, height: out.height, data });
    }
  }
  return variants;
}

const DECODE_OPTIONS = {
  limitInputPixels: MEDIA_MAX_PIXELS,
  // Truncated or damaged pixel data is refused, not stored half grey.
  failOn: "error",
  autoOrient: true,
} satisfies SharpOptions;

async function readHeader(bytes: Buffer): Promise<Metadata> {
  try {
    // The header alone (no pixel is decoded): the pixel limit is checked on it below, with a message.
    return await sharp(bytes, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    refuse(400, "The file could not be read as an image: it is damaged or incomplete");
  }
}

/**
 * Checks, decodes and encodes an upload whose bytes are an accepted raster format. Every failure is an
 * UploadRefused naming the problem.
 */
async function encode(bytes: Buffer, format: string): Promise<Encoded> {
  const header = await readHeader(bytes);
  const width = header.autoOrient.width;
  const height = header.autoOrient.height;
  if (!width || !height) refuse(400, "The file could not be read as an image: it has no size");
  if (width * height > MEDIA_MAX_PIXELS) {
    const megapixels = Math.round((width * height) / 100_000) / 10;
    refuse(
      413,
      `The image is ${width} × ${height} pixels (${megapixels} megapixels); images may have at most ${MEDIA_MAX_MEGAPIXELS} megapixels`,
    );
  }
  if ((header.pages ?? 1) > 1) {
    refuse(415, "Animated or multi-page images are not accepted: upload a still image (one frame, as PNG or JPEG)");
  }
  // Decoded once, turned upright, brought to sRGB and to the largest width; every metadata block (EXIF
  // with its GPS position, XMP, IPTC, comments) stays behind, since raw pixels carry none.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(bytes, DECODE_OPTIONS)
      .resize({ width: MEDIA_LARGEST_WIDTH, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    log.info("media: upload could not be decoded", errorFields(error));
    refuse(400, "The file could not be read as an image: it is damaged or incomplete");
  }
  const { info } = base;
  const pixels: RawPixels = { data: base.data, info: { width: info.width, height: info.height, channels: info.channels } };
  const twinFormat = await twinFormatOf(pixels);
  const variants = await encodeWidths(pixels, variantWidths(info.width), ["avif", "webp", twinFormat]);
  return { sourceFormat: format, width: info.width, height: info.height, twinFormat, variants };
}

// ---------------------------------------------------------------------------------------------------
// Bounded work

/**
 * Encoding is the heaviest thing the site does (a second or more of CPU per image). It runs on sharp's
 * thread pool, so the event loop keeps answering, but one image at a time, so pages are never starved of
 * both cores. A few more may wait; each uploader may have two uploads running or waiting, and past either
 * bound the upload is refused at once with 429.
 */
export const ENCODE_LIMITS = { waiting: 6, perUploader: 2 };

let chain: Promise<unknown> = Promise.resolve();
let pending = 0;
const perUploader = new Map<string, number>();

/** Work of the site's own (the backfill of twins), one image at a time in the same turn as uploads, never refused. */
async function inBackgroundTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = chain.then(work, work);
  chain = run.catch(() => {});
  return run;
}

async function inTurn<T>(uploader: string, work: () => Promise<T>): Promise<T> {
  const mine = perUploader.get(uploader) ?? 0;
  if (mine >= ENCODE_LIMITS.perUploader) {
    throw new UploadRefused({ status: 429, message: "You already have two uploads being processed: wait for them to finish" });
  }
  if (pending >= ENCODE_LIMITS.waiting + 1) {
    throw new UploadRefused({ status: 429, message: "The server is busy processing other images: try again in a moment" });
  }
  pending++;
  perUploader.set(uploader, mine + 1);
  const run = chain.then(work, work);
  chain = run.catch(() => {});
  try {
    return await run;
  } finally {
    pending--;
    const left = (perUploader.get(uploader) ?? 1) - 1;
    if (left > 0) perUploader.set(uploader, left);
    else perUploader.delete(uploader);
  }
}

// ---------------------------------------------------------------------------------------------------
// Upload

export type UploadInput = { file: File | null; alt: string; uploadedBy: string };
export type UploadResult = ({ ok: true; created: boolean } & UploadedMedia) | ({ ok: false } & UploadProblem);

function checkAlt(alt: string): string {
  const problem = altProblem(alt);
  if (problem) throw new UploadRefused({ status: 400, message: problem, errors: { alt: [problem] } });
  return alt.trim();
}

async function findBySha(sha256: string): Promise<UploadedMedia | undefined> {
  const [row] = await getDb().select().from(media).where(eq(media.sha256, sha256));
  return row ? describeUpload(row) : undefined;
}

/**
 * Stores an uploaded image with its alt text: checks, decodes, strips and encodes it, and writes the
 * image and all its variants in one transaction (nothing at all is stored when anything fails). The same
 * bytes uploaded again give the image already stored (`created: false`).
 */
export async function uploadImage({ file, alt, uploadedBy }: UploadInput): Promise<UploadResult> {
  try {
    if (!file || typeof file === "string") refuse(400, "Choose an image file to upload (the field `file` is missing)");
    const altText = checkAlt(alt);
    if (file.size === 0) refuse(400, "The file is empty");
    if (file.size > MEDIA_MAX_BYTES) refuse(413, MEDIA_TOO_LARGE);
    const bytes = Buffer.from(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (type.kind === "svg") {
      refuse(415, "SVG files are not accepted: they can carry scripts and links that run on the site. Upload a PNG or JPEG instead");
    }
    if (type.kind === "heic") {
      refuse(415, "HEIC photos (an iPhone's default) are not accepted: export the photo as JPEG and upload that");
    }
    if (type.kind === "unknown") refuse(415, `The file is not an image this site accepts: upload ${ACCEPTED_FORMATS_LABEL}`);
    const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
    const existing = await findBySha(sha256);
    if (existing) return { ok: true, created: false, ...existing };

    const encoded = await inTurn(uploadedBy, () => encode(bytes, type.format));
    const name = [...(file.name || "image")]
      .filter((char) => char >= " " && char !== "\u007f")
      .join("")
      .slice(0, 200);
    const stored = await getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({
          sha256,
          originalName: name,
          sourceFormat: encoded.sourceFormat,
          width: encoded.width,
          height: encoded.height,
          alt: altText,
          byteSize: bytes.byteLength,
          twinFormat: encoded.twinFormat,
          uploadedBy,
        })
        .onConflictDoNothing({ target: media.sha256 })
        .returning();
      // The same file finished by a parallel upload first: that one is kept.
      if (!row) return undefined;
      await tx.insert(mediaVariants).values(
        encoded.variants.map((variant) => ({
          mediaId: row.id,
          format: variant.format,
          width: variant.width,
          height: variant.height,
          byteSize: variant.data.byteLength,
          data: variant.data,
        })),
      );
      return row;
    });
    if (!stored) {
      const winner = await findBySha(sha256);
      if (winner) return { ok: true, created: false, ...winner };
      throw new Error("media: an upload lost a race to a row that is gone");
    }
    log.info("media: image stored", { id: stored.id, format: encoded.sourceFormat, variants: encoded.variants.length });
    return { ok: true, created: true, ...describeUpload(stored) };
  } catch (error) {
    if (error instanceof UploadRefused) return { ok: false, ...error.problem };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Twins for images stored before them

/**
 * Makes the twin of one image stored without one, at each width its WebP files have, from its largest
 * WebP file (the upload itself was never kept). True when this call stored it; false when the image is
 * gone or another instance got there first.
 */
async function makeTwin(id: string): Promise<boolean> {
  const db = getDb();
  const widths = await db
    .select({ width: mediaVariants.width })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, "webp")))
    .orderBy(desc(mediaVariants.width));
  const top = widths[0]?.width;
  if (top === undefined) return false;
  const [source] = await db
    .select({ data: mediaVariants.data })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, "webp"), eq(mediaVariants.width, top)));
  if (!source) return false;
  const { data, info } = await sharp(source.data, { failOn: "error" }).raw().toBuffer({ resolveWithObject: true });
  const pixels: RawPixels = { data, info: { width: info.width, height: info.height, channels: info.channels } };
  const twinFormat = await twinFormatOf(pixels);
  const variants = await encodeWidths(
    pixels,
    widths.map((row) => row.width),
    [twinFormat],
  );
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(media)
      .set({ twinFormat })
      .where(and(eq(media.id, id), isNull(media.twinFormat)))
      .returning({ id: media.id });
    if (!claimed.length) return false;
    await tx
      .insert(mediaVariants)
      .values(
        variants.map((variant) => ({
          mediaId: id,
          format: variant.format,
          width: variant.width,
          height: variant.height,
          byteSize: variant.data.byteLength,
          data: variant.data,
        })),
      )
      .onConflictDoNothing();
    return true;
  });
}

/**
 * Gives every image stored before twins existed its twin, newest first, one image at a time in the
 * encoding turn that uploads use (an upload waits for at most one such image). Safe to run on several
 * instances at once and again after an interruption: an image is claimed in the transaction that stores
 * its twin. Returns how many images this call gave a twin.
 */
export async function backfillMediaTwins(shouldStop: () => boolean = () => false): Promise<number> {
  const waiting = await getDb().select({ id: media.id }).from(media).where(isNull(media.twinFormat)).orderBy(desc(media.createdAt));
  if (!waiting.length) return 0;
  log.info("media: making twins of images stored before them", { images: waiting.length });
  let made = 0;
  for (const { id } of waiting) {
    if (shouldStop()) break;
    try {
      if (await inBackgroundTurn(() => makeTwin(id))) {
        made++;
        // This instance's cached answers for clients that wait for the twin were the WebP files.
        variantCache.clear();
      }
    } catch (error) {
      // Left without a twin (it is still served as AVIF and WebP); the next start tries again.
      log.warn("media: twin could not be made", { id, ...errorFields(error) });
    }
  }
  if (made) {
    // Pages stored with an image's former preview address, and other instances' cached files, are dropped.
    await notifyContentChanged();
  }
  log.info("media: twins made", { images: made, of: waiting.length });
  return made;
}

/** How long after start the backfill begins: the start itself and its first requests come first. */
const BACKFILL_DELAY_MS = 5_000;

/**
 * Starts the backfill of twins in the background shortly after start: a large library takes minutes,
 * and the server answers meanwhile (an image without its twin answers WebP to clients that name
 * neither modern format, as before). Returns the function that stops it after the image in hand.
 */
export function startMediaTwinBackfill(delayMs = BACKFILL_DELAY_MS): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | undefined;
  const timer = setTimeout(() => {
    running = backfillMediaTwins(() => stopped)
      .then(() => undefined)
      .catch((error: unknown) => log.warn("media: twin backfill failed", errorFields(error)));
  }, delayMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

// ---------------------------------------------------------------------------------------------------
// Serving

export type ServedVariant = { data: Buffer; format: MediaFormat; width: number };

/**
 * What a request asks for: AVIF, WebP, the twin by negotiation (`twin`: the image's JPEG or PNG, or its
 * WebP while an older image has none yet), or one twin format by its address.
 */
export type MediaChoice = "avif" | "webp" | "twin" | MediaTwinFormat;

const SERVED_FORMATS: Record<MediaChoice, MediaFormat[]> = {
  avif: ["avif"],
  webp: ["webp"],
  twin: ["jpeg", "png", "webp"],
  jpeg: ["jpeg"],
  png: ["png"],
};

/**
 * Encoded files by id, format and width. Images are read from the database so that every instance
 * serves the same files, but a page with a few images would otherwise cost a query per image per
 * visitor: the hot ones are kept here. Bounded by bytes (the site must run in a 1 GB machine), and
 * forgotten when content changes anywhere (a deletion announces one), so a deleted image stops being
 * served by every instance.
 */
const VARIANT_CACHE_BYTES = 32 * 1024 * 1024;
const variantCache = new LRUCache<string, ServedVariant>({
  maxSize: VARIANT_CACHE_BYTES,
  maxEntrySize: 4 * 1024 * 1024,
  sizeCalculation: (value, key) => value.data.byteLength + key.length + 64,
});
onContentChanged(() => variantCache.clear());

/** The encoded file for `id` that answers `choice` at `width` (the largest when undefined), or undefined. */
export async function readVariant(id: string, choice: MediaChoice, width: number | undefined): Promise<ServedVariant | undefined> {
  const key = `${id}/${choice}/${width ?? "top"}`;
  const cached = variantCache.get(key);
  if (cached) return cached;
  const rows = await getDb()
    .select({ data: mediaVariants.data, width: mediaVariants.width, format: mediaVariants.format })
    .from(mediaVariants)
    .where(
      and(
        eq(mediaVariants.mediaId, id),
        inArray(mediaVariants.format, SERVED_FORMATS[choice]),
        width === undefined ? undefined : eq(mediaVariants.width, width),
      ),
    )
    // WebP answers `twin` only for an image that has no twin yet.
    .orderBy(sql`${mediaVariants.format} = 'webp'`, desc(mediaVariants.width))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const served = { data: row.data, format: row.format, width: row.width };
  variantCache.set(key, served);
  return served;
}

/** Drops every cached file (tests, and after a deletion). */
export function clearMediaCache(): void {
  variantCache.clear();
}

/**
 * Width, height and twin format of the media images among `urls` (any strings, HTML included), for
 * drawing them with srcset and without layout shift and naming them in link previews. An image's size
 * never changes, so a size once read is kept; so is its twin, once it has one.
 */
const sizeCache = new LRUCache<string, MediaSizes[string]>({ max: 5000 });

export async function mediaSizesFor(texts: Array<string | null | undefined>): Promise<MediaSizes> {
  const ids = [...new Set(texts.flatMap((text) => mediaIdsIn(text)))];
  const sizes: MediaSizes = {};
  const missing: string[] = [];
  for (const id of ids) {
    const known = sizeCache.get(id);
    if (known) sizes[id] = known;
    else missing.push(id);
  }
  if (missing.length) {
    const rows = await getDb()
      .select({ id: media.id, width: media.width, height: media.height, twin: media.twinFormat })
      .from(media)
      .where(inArray(media.id, missing));
    for (const row of rows) {
      const size = row.twin ? { width: row.width, height: row.height, twin: row.twin } : { width: row.width, height: row.height };
      if (row.twin) sizeCache.set(row.id, size);
      sizes[row.id] = size;
    }
  }
  return sizes;
}

// ---------------------------------------------------------------------------------------------------
// The library screen

export const MEDIA_PAGE_SIZE = 24;

export type MediaUse = { kind: "post" | "featured" | "author" | "case-study"; label: string; href: string };

export type MediaItem = {
  id: string;
  alt: string;
  originalName: string;
  sourceFormat: string;
  width: number;
  height: number;
  byteSize: number;
  uploadedBy: string | null;
  createdAt: Date;
  uses: MediaUse[];
};

/** Where each of `ids` appears: post bodies and featured images, author photos, case studies. */
export async function mediaUses(ids: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return uses;
  const add = (id: string, use: MediaUse) => {
    const list = uses.get(id);
    if (list && !list.some((known) => known.kind === use.kind && known.href === use.href)) list.push(use);
  };
  const patterns = ids.map((id) => `%/media/${id}%`);
  const anyOf = (column: SQLWrapper) => or(...patterns.map((pattern) => like(sql`${column}::text`, pattern)));
  const db = getDb();
  const [posts, people, studies] = await Promise.all([
    db
      .select({ id: blogPosts.id, title: blogPosts.title, content: blogPosts.content, featuredImage: blogPosts.featuredImage })
      .from(blogPosts)
      .where(or(anyOf(blogPosts.content), anyOf(blogPosts.featuredImage))),
    db.select({ name: authors.name, photoUrl: authors.photoUrl }).from(authors).where(anyOf(authors.photoUrl)),
    db
      .select({ id: caseStudies.id, image: caseStudies.image, en: caseStudies.en, fr: caseStudies.fr })
      .from(caseStudies)
      .where(or(anyOf(caseStudies.image), anyOf(caseStudies.en), anyOf(caseStudies.fr))),
  ]);
  for (const post of posts) {
    const href = `/blog-admin/edit/${post.id}`;
    for (const id of mediaIdsIn(post.content)) add(id, { kind: "post", label: `In the text of “${post.title}”`, href });
    for (const id of mediaIdsIn(post.featuredImage)) add(id, { kind: "featured", label: `Featured image of “${post.title}”`, href });
  }
  for (const person of people) {
    for (const id of mediaIdsIn(person.photoUrl)) add(id, { kind: "author", label: `Photo of ${person.name}`, href: "/admin/users" });
  }
  for (const study of studies) {
    const text = `${study.image} ${JSON.stringify(study.en)} ${JSON.stringify(study.fr)}`;
    for (const id of mediaIdsIn(text)) {
      add(id, { kind: "case-study", label: `Case study “${study.en.title}”`, href: `/admin/projects/${study.id}` });
    }
  }
  return uses;
}

export async function listMedia(page: number, search = ""): Promise<{ items: MediaItem[]; total: number }> {
  const db = getDb();
  const term = search.trim().slice(0, 100);
  const filter = term ? sql`(${media.alt} ilike ${`%${term}%`} or ${media.originalName} ilike ${`%${term}%`})` : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: media.id,
        alt: media.alt,
        originalName: media.originalName,
        sourceFormat: media.sourceFormat,
        width: media.width,
        height: media.height,
        byteSize: media.byteSize,
        uploadedBy: users.username,
        createdAt: media.createdAt,
      })
      .from(media)
      .leftJoin(users, eq(users.id, media.uploadedBy))
      .where(filter)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(MEDIA_PAGE_SIZE)
      .offset((page - 1) * MEDIA_PAGE_SIZE),
    db.select({ total: count() }).from(media).where(filter),
  ]);
  const uses = await mediaUses(rows.map((row) => row.id));
  return { items: rows.map((row) => ({ ...row, uses: uses.get(row.id) ?? [] })), total: counted?.total ?? 0 };
}

export async function getMedia(id: string): Promise<UploadedMedia | undefined> {
  if (!parseMediaUrl(`/media/${id}`)) return undefined;
  const [row] = await getDb().select().from(media).where(eq(media.id, id));
  return row ? describeUpload(row) : undefined;
}

export type MediaWrite = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string; uses?: MediaUse[] };

export async function updateAlt(id: string, alt: string): Promise<MediaWrite> {
  const problem = altProblem(alt);
  if (problem) return { ok: false, status: 400, message: problem };
  const updated = await getDb().update(media).set({ alt: alt.trim() }).where(eq(media.id, id)).returning({ id: media.id });
  return updated.length ? { ok: true } : { ok: false, status: 404, message: "That image no longer exists" };
}

/** Deletes an image no page uses; an image in use is kept, and the answer lists where it is used. */
export async function deleteMedia(id: string): Promise<MediaWrite & { alt?: string }> {
  const [row] = await getDb().select({ alt: media.alt }).from(media).where(eq(media.id, id));
  if (!row) return { ok: false, status: 404, message: "That image no longer exists" };
  const uses = (await mediaUses([id])).get(id) ?? [];
  if (uses.length) {
    const where = uses.map((use) => use.label).join("; ");
    return { ok: false, status: 409, message: `This image is in use and was not deleted. It is used: ${where}.`, uses };
  }
  await getDb().delete(media).where(eq(media.id, id));
  variantCache.clear();
  // Other instances forget their cached copies too.
  await notifyContentChanged();
  return { ok: true, alt: row.alt };
}
