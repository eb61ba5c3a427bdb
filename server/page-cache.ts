import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

// Compressing a page takes about a millisecond: done on the thread pool, the event loop keeps answering.
const gzip = promisify(zlib.gzip);

/**
 * Rendered public responses kept in memory, so that a popular page costs a lookup instead of a render.
 * Only anonymous GETs of responses marked `Cache-Control: public` are stored; entries expire after a
 * short time, at the next scheduled publication, and all at once when content changes.
 */
export type CachedResponse = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  etag: string;
  /** For HTML: a Content-Security-Policy script-src made of the hashes of the page's inline scripts. */
  scriptHashes: string[] | null;
  expiresAt: number;
  /**
   * The headers this entry was first sent with (security headers included, per-response ones such as
   * Content-Length left out), as name/value pairs, so that a hit is written straight to the socket.
   */
  replay?: string[];
};

export class PageCache {
  private readonly entries = new Map<string, CachedResponse>();
  constructor(
    private readonly maxEntries = 500,
    readonly ttlMs = 60_000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    // Refresh its place in the least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (structured data, JSON) never run, so the policy need not list them. */
const DATA_BLOCK = /\btype\s*=\s*"application\/(ld\+)?json"/i;

/**
 * sha256 sources for the inline scripts of an HTML document, for a hash-based CSP. The inert start script
 * (`type="text/plain"`) is listed: its text is what runs once the page has painted.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(match[1] ?? "")) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const UNCACHEABLE_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "set-cookie"]);

/** Builds a cache entry from a rendered Response, or undefined when it must not be shared. */
export async function toCacheEntry(response: Response, expiresAt: number): Promise<{ entry?: CachedResponse; body: Buffer }> {
  const body = Buffer.from(await response.arrayBuffer());
  const cacheControl = response.headers.get("cache-control") ?? "";
  const shareable =
    response.status === 200 &&
    /\bpublic\b/.test(cacheControl) &&
    !/\b(no-store|private)\b/.test(cacheControl) &&
    !response.headers.has("set-cookie");
  if (!shareable) return { body };
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!UNCACHEABLE_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
  });
  const isHtml = (response.headers.get("content-type") ?? "").includes("text/html");
  const compressed = await gzip(body, { level: 6 });
  return {
    body,
    entry: {
      status: response.status,
      headers,
      body,
      gzip: compressed,
      etag: `"${crypto.createHash("sha1").update(body).digest("base64url")}"`,
      scriptHashes: isHtml ? inlineScriptHashes(body.toString("utf8")) : null,
      expiresAt,
    },
  };
}
