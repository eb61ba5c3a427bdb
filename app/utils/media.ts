// The media library's rules and addresses, shared by the server, the admin screens and the public pages
// (no server code here). Decision records 0014 and 0022 explain the numbers.

import type { MediaTwinFormat } from "~/db/schema";

/** The largest upload accepted: checked on the declared length before reading, and while reading. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** The answer to a body over the upload limit, whichever route it was sent to. */
export const MEDIA_TOO_LARGE = "The upload is larger than 10 MB: images may be at most 10 MB";
/** Decoded size refused above this: a small file may declare a huge picture (a decompression bomb). */
export const MEDIA_MAX_MEGAPIXELS = 40;
export const MEDIA_MAX_PIXELS = MEDIA_MAX_MEGAPIXELS * 1_000_000;
/** Alt text: required to store an image, and short enough to be read aloud. */
export const MEDIA_ALT_MAX = 250;

/** The widths an image is encoded at (never wider than the image itself). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MEDIA_LARGEST_WIDTH = 1920;

/** The formats the library accepts, named for people. */
export const ACCEPTED_FORMATS_LABEL = "JPEG, PNG, WebP, AVIF, GIF or TIFF";
/** For a file input's `accept`: a hint to the file chooser, never trusted by the server. */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff";

/**
 * The widths stored for an image `sourceWidth` pixels wide: each standard width below it, and the image's
 * own width (capped at the largest) as the top one. A step within 20% of the top one is skipped: it
 * would cost storage and a choice for the browser without a visible difference.
 */
export function variantWidths(sourceWidth: number): number[] {
  const top = Math.min(sourceWidth, MEDIA_LARGEST_WIDTH);
  const widths: number[] = MEDIA_WIDTHS.filter((width) => width * 1.2 <= top);
  widths.push(top);
  return widths;
}

/** The height of a variant `width` wide of an image `sourceWidth` × `sourceHeight`, as the encoder rounds it. */
export function variantHeight(sourceWidth: number, sourceHeight: number, width: number): number {
  return Math.max(1, Math.round((sourceHeight * width) / sourceWidth));
}

/**
 * Link previews show an image about 1200 px wide (Facebook, LinkedIn and X all ask for that): they are
 * given the smallest stored width at least this wide, or the image's own when it is narrower.
 */
export const MEDIA_SOCIAL_WIDTH = 1200;

/** The widely readable twin's file extension in its address, and its type. */
const TWIN_EXTENSIONS = { jpeg: "jpg", png: "png" } as const satisfies Record<MediaTwinFormat, string>;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** `/media/{id}`, `/media/{id}/{width}` or `/media/{id}/{width}.jpg|.png`, nothing before or after. */
const MEDIA_PATH = new RegExp(`^/media/(${UUID})(?:/([1-9][0-9]{0,4})(?:\\.(jpg|png))?)?$`);

export function mediaUrl(id: string): string {
  return `/media/${id}`;
}

export function mediaWidthUrl(id: string, width: number): string {
  return `/media/${id}/${width}`;
}

/** The address that always answers the image's JPEG or PNG twin at `width`, whatever the client accepts. */
export function mediaTwinUrl(id: string, width: number, format: MediaTwinFormat): string {
  return `/media/${id}/${width}.${TWIN_EXTENSIONS[format]}`;
}

export type MediaTarget = { id: string; width?: number; twin?: MediaTwinFormat };

/** The id (and width, and twin format) of a media address of this site, or undefined for any other URL. */
export function parseMediaUrl(url: string): MediaTarget | undefined {
  const match = MEDIA_PATH.exec(url);
  if (!match?.[1]) return undefined;
  if (!match[2]) return { id: match[1] };
  const width = Number(match[2]);
  const twin = (Object.keys(TWIN_EXTENSIONS) as MediaTwinFormat[]).find((format) => TWIN_EXTENSIONS[format] === match[3]);
  return twin ? { id: match[1], width, twin } : { id: match[1], width };
}

export function mediaSrcset(id: string, sourceWidth: number): string {
  return variantWidths(sourceWidth)
    .map((width) => `${mediaWidthUrl(id, width)} ${width}w`)
    .join(", ");
}

/** Ids of every media address found in `text` (HTML, a URL), in order of first appearance. */
export function mediaIdsIn(text: string | null | undefined): string[] {
  if (!text) return [];
  const ids = new Set<string>();
  for (const match of text.matchAll(new RegExp(`/media/(${UUID})`, "g"))) {
    if (match[1]) ids.add(match[1]);
  }
  return [...ids];
}

/**
 * What the public pages need to draw a stored image without layout shift, by media id: its size, and the
 * format of its widely readable twin for link previews (absent until an older image has been given one).
 */
export type MediaSizes = Record<string, { width: number; height: number; twin?: MediaTwinFormat }>;

/** The width link previews get of an image `sourceWidth` wide: one that is stored. */
export function socialWidth(sourceWidth: number): number {
  const widths = variantWidths(sourceWidth);
  return widths.find((width) => width >= MEDIA_SOCIAL_WIDTH) ?? widths[widths.length - 1] ?? sourceWidth;
}

export type SocialMediaImage = { path: string; type: string; width: number; height: number };

/**
 * For a media address, the address of its twin at the social width, which answers JPEG or PNG to every
 * crawler whatever it accepts (some take no WebP, some say so badly); undefined when `src` is not a media
 * address or its twin is not known.
 */
export function socialMediaImage(src: string | null | undefined, sizes: MediaSizes | undefined): SocialMediaImage | undefined {
  const parsed = src ? parseMediaUrl(src) : undefined;
  const size = parsed ? sizes?.[parsed.id] : undefined;
  if (!parsed || !size?.twin) return undefined;
  const width = socialWidth(size.width);
  return {
    path: mediaTwinUrl(parsed.id, width, size.twin),
    type: `image/${size.twin}`,
    width,
    height: variantHeight(size.width, size.height, width),
  };
}

/** Attributes of a responsive `<img>` for a media address; undefined when `src` is not one or is unknown. */
export function responsiveImage(
  src: string | null | undefined,
  sizes: MediaSizes | undefined,
): { src: string; srcSet: string; width: number; height: number } | undefined {
  const parsed = src ? parseMediaUrl(src) : undefined;
  const size = parsed ? sizes?.[parsed.id] : undefined;
  if (!parsed || !size) return undefined;
  return { src: mediaUrl(parsed.id), srcSet: mediaSrcset(parsed.id, size.width), width: size.width, height: size.height };
}

/** What the upload API answers (DESIGN.md section 7). */
export type UploadedMedia = { id: string; url: string; srcset: string; width: number; height: number; alt: string };

export function describeUpload(media: { id: string; width: number; height: number; alt: string }): UploadedMedia {
  return {
    id: media.id,
    url: mediaUrl(media.id),
    srcset: mediaSrcset(media.id, media.width),
    width: media.width,
    height: media.height,
    alt: media.alt,
  };
}

/** "1.2 MB", "340 KB": a file size for people. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The alt text rule, for the browser's check and the server's. Undefined when it is acceptable. */
export function altProblem(alt: string): string | undefined {
  const trimmed = alt.trim();
  if (!trimmed) return "Alt text is required: describe the image for people who cannot see it";
  if (trimmed.length > MEDIA_ALT_MAX) return `Alt text must be at most ${MEDIA_ALT_MAX} characters (it has ${trimmed.length})`;
  return undefined;
}

/** The article column is at most about 48rem wide; below that, body images take the screen's width. */
export const ARTICLE_IMAGE_SIZES = "(min-width: 52rem) 48rem, 100vw";

const IMG_TAG = /<img\b[^>]*>/gi;

function attributeOf(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
}

/**
 * Article HTML (already sanitised, so attributes are double-quoted) with every image of the media library
 * given its srcset, sizes, width and height when it lacks them: an image placed by address in the HTML
 * view loads the right size and keeps its space like one placed with the picker.
 */
export function responsiveBodyImages(html: string, sizes: MediaSizes): string {
  return html.replace(IMG_TAG, (tag) => {
    const image = responsiveImage(attributeOf(tag, "src"), sizes);
    if (!image) return tag;
    const added: string[] = [];
    if (attributeOf(tag, "srcset") === undefined) added.push(`srcset="${image.srcSet}"`, `sizes="${ARTICLE_IMAGE_SIZES}"`);
    if (attributeOf(tag, "width") === undefined && attributeOf(tag, "height") === undefined) {
      added.push(`width="${image.width}"`, `height="${image.height}"`);
    }
    if (!added.length) return tag;
    return tag.replace(/^<img\b/i, `<img ${added.join(" ")}`);
  });
}
