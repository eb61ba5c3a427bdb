import type { Route } from "./+types/media";
import { isUnchanged } from "~/utils/conditional.server";
import { readVariant } from "~/utils/media.server";
import { parseMediaUrl } from "~/utils/media";
import type { MediaFormat } from "~/db/schema";

// GET and HEAD /media/{id} (the largest width) and /media/{id}/{width}: an uploaded image as AVIF when
// the browser says it takes AVIF, WebP otherwise (every current browser takes WebP). An image's files
// never change once stored (a new upload is a new id), so each answer may be kept for a year by anyone;
// it varies only with Accept. The page cache does not keep these (it shares no answer that varies on a
// request header other than Accept-Encoding); the media module keeps the hot ones in memory instead.

const IMMUTABLE = "public, max-age=31536000, immutable";

/** AVIF only for a client that names it (with a non-zero q): `*\/*` or `image/*` alone get WebP. */
export function chooseFormat(accept: string | null): MediaFormat {
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [type, ...params] = part.trim().split(";");
    if (type?.trim() !== "image/avif") continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return q && Number(q.slice(2)) === 0 ? "webp" : "avif";
  }
  return "webp";
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
  const format = chooseFormat(request.headers.get("accept"));
  const variant = await readVariant(target.id, format, target.width);
  if (!variant) return notFound(target.width ? "No such image at that width" : "No such image");
  const etag = `"${target.id}-${variant.width}-${format}"`;
  const headers = new Headers({
    "Content-Type": `image/${format}`,
    "Cache-Control": IMMUTABLE,
    Vary: "Accept",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  });
  if (isUnchanged(request.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(variant.data.byteLength));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(variant.data), { headers });
}
