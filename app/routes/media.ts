import type { Route } from "./+types/media";
import { isUnchanged } from "~/utils/conditional.server";
import { readVariant, type MediaChoice } from "~/utils/media.server";
import { parseMediaUrl } from "~/utils/media";

// GET and HEAD /media/{id} (the largest width) and /media/{id}/{width}: an uploaded image in the best
// format the client names. AVIF to a client that names image/avif, WebP to one that names image/webp
// (every current browser names what it takes), and to every other client (curl and crawlers sending
// `*/*`, mail clients, old browsers, `image/png` alone) the image's widely readable twin: JPEG, or PNG
// for a see-through image. An image stored before twins existed answers WebP there until the background
// backfill has made its twin (decision record 0022).
// /media/{id}/{width}.jpg and .png are the twin whatever the client says: link previews name these,
// since social-network crawlers say badly what they take. Any other spelling is a 404.
// An image's files never change once stored (a new upload is a new id), so each answer may be kept for
// a year by anyone; the negotiated ones vary with Accept. The page cache does not keep these (it shares
// no answer that varies on a request header other than Accept-Encoding); the media module keeps the hot
// ones in memory instead.

const IMMUTABLE = "public, max-age=31536000, immutable";
/** WebP standing in for a twin not made yet: kept briefly, so that caches ask again once it exists. */
const INTERIM = "public, max-age=600";

type Negotiated = Extract<MediaChoice, "avif" | "webp" | "twin">;

/** The media types a client's Accept names with a non-zero q (exact types only: `image/*` names none). */
function namedTypes(accept: string | null): Set<string> {
  const named = new Set<string>();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [type, ...params] = part.split(";").map((piece) => piece.trim());
    if (!type) continue;
    const q = params.find((param) => /^q\s*=/.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(q.indexOf("=") + 1).trim());
    if (weight > 0) named.add(type);
  }
  return named;
}

/**
 * AVIF for a client that names it, WebP for one that names WebP, the twin for every other: a wildcard
 * alone (`*\/*`, `image/*`) is not taken as a promise to read a modern format.
 */
export function chooseFormat(accept: string | null): Negotiated {
  const named = namedTypes(accept);
  if (named.has("image/avif")) return "avif";
  if (named.has("image/webp")) return "webp";
  return "twin";
}

function notFound(message: string): Response {
  return new Response(message, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const path = params.width === undefined ? `/media/${params.id}` : `/media/${params.id}/${params.width}`;
  const target = parseMediaUrl(path);
  if (!target) return notFound("No such image");
  const choice: MediaChoice = target.twin ?? chooseFormat(request.headers.get("accept"));
  const variant = await readVariant(target.id, choice, target.width);
  if (!variant) return notFound(target.width ? "No such image at that width or in that format" : "No such image");
  const etag = `"${target.id}-${variant.width}-${variant.format}"`;
  const headers = new Headers({
    "Content-Type": `image/${variant.format}`,
    "Cache-Control": choice === "twin" && variant.format === "webp" ? INTERIM : IMMUTABLE,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  });
  // The twin's own address answers the same bytes to everyone.
  if (!target.twin) headers.set("Vary", "Accept");
  if (isUnchanged(request.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(variant.data.byteLength));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(variant.data), { headers });
}
