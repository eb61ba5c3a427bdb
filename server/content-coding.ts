// Which compressed form of a stored answer a client gets: the one rule for stored pages and the build's
// files. Brotli when the client takes it (a page is about a quarter smaller than with gzip, which decides
// whether a phone gets it in the first round trip), else gzip, else the plain bytes. Answers rendered per
// request go through the `compression` middleware, which prefers brotli the same way.

import type { IncomingHttpHeaders } from "node:http";
import Negotiator from "negotiator";
import zlib from "node:zlib";

export type Coding = "br" | "gzip";
type NegotiatorWithPreference = { encodings(available: string[], options: { preferred: string[] }): string[] };

const PREFERRED: Coding[] = ["br", "gzip"];
const TOKEN = (name: string) => new RegExp(`(?:^|[\\s,])${name}(?:$|[\\s,])`, "i");
const BR = TOKEN("br");
const GZIP = TOKEN("gzip");
const ANY = TOKEN("\\*");

/**
 * The coding to send, among those the answer has, by the client's Accept-Encoding (q-values included:
 * `br;q=0` means never, and a higher q-value wins over the server's preference); null for the plain bytes.
 */
export function chooseCoding(headers: IncomingHttpHeaders, available: readonly Coding[] = PREFERRED): Coding | null {
  const accepted = headers["accept-encoding"];
  if (!accepted) return null;
  // Without q-values every listed coding is equally welcome (the browsers' usual header): no parsing needed.
  if (!accepted.includes(";")) {
    const any = ANY.test(accepted);
    if (available.includes("br") && (any || BR.test(accepted))) return "br";
    if (available.includes("gzip") && (any || GZIP.test(accepted))) return "gzip";
    return null;
  }
  const offered = PREFERRED.filter((coding) => available.includes(coding));
  // negotiator 1.x breaks ties by the `preferred` list (its published types predate that option).
  const negotiator = new Negotiator({ headers }) as unknown as NegotiatorWithPreference;
  const best = negotiator.encodings([...offered, "identity"], { preferred: offered })[0];
  return best === "br" || best === "gzip" ? best : null;
}

/** The `compression` middleware's own brotli quality, kept for answers rendered per request. */
export const COMPRESSION_BROTLI_QUALITY = 4;

/** Brotli's smallest and largest window, in bits (RFC 7932). */
const MIN_WINDOW_BITS = 10;
const MAX_WINDOW_BITS = 24;
/** 256 KB: more than any page of the site, which a streamed answer of unknown length is given. */
const STREAMED_WINDOW_BITS = 18;

/**
 * The brotli window for a body of `size` bytes (unknown: a streamed answer). Brotli's default window is
 * 4 MB, and every open encoder's memory counts towards V8's heap limits: with 16 pages compressed at once
 * the server ran a full garbage collection several times a second (19 in 5 s against 4 with gzip), which
 * cost a rendered page 7-8 ms of CPU more than gzip (docs/performance.md, 2026-11-28). A window that holds
 * the whole body compresses it to the same size (only the stream's header, which names the window,
 * differs); a longer streamed body is still compressed, a little less well.
 */
export function brotliWindowBits(size?: number): number {
  if (size === undefined) return STREAMED_WINDOW_BITS;
  return Math.min(MAX_WINDOW_BITS, Math.max(MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(size, 1)))));
}

/** Brotli's parameters for a body of `size` bytes (unknown: streamed) at `quality`. */
export function brotliParams(quality: number, size?: number): Record<number, number> {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(size),
    ...(size === undefined ? {} : { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size }),
  };
}
