import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import { isUnchanged, weakEtag } from "~/utils/conditional.server";
import { brotliParams, chooseCoding, type Coding } from "./content-coding";

type StoredFile = {
  type: string;
  body: Buffer;
  gzip: Buffer | null;
  /** Made on the file's first request; until it is ready, gzip is sent. */
  br: Buffer | null | "pending" | undefined;
  /** Made at the first request that needs it (only files that are revalidated do). */
  etag?: string;
};

const TYPES: Record<string, string> = {
  // Module scripts are always read as UTF-8, and a stylesheet takes the page's UTF-8: no charset needed.
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt"]);
const CODINGS: Coding[] = ["br", "gzip"];

/**
 * Every file under `dir` (but the folders in `skip`, and dotfiles), read into memory with its gzip made once
 * at the highest level. A folder of a few hundred KB; its brotli is made on a file's first request.
 */
function readFiles(dir: string, skip: readonly string[] = []): Map<string, StoredFile> {
  const files = new Map<string, StoredFile>();
  if (!fs.existsSync(dir)) return files;
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const parts = name.split(path.sep);
    if (skip.includes(parts[0]) || parts.some((part) => part.startsWith("."))) continue;
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const ext = path.extname(name).toLowerCase();
    const body = fs.readFileSync(file);
    const gzipped = COMPRESSIBLE.has(ext) ? zlib.gzipSync(body, { level: 9 }) : null;
    const gzip = gzipped && gzipped.length < body.length ? gzipped : null;
    files.set(`/${parts.join("/")}`, {
      type: TYPES[ext] ?? "application/octet-stream",
      body,
      gzip,
      // Brotli is made only for a file that compresses.
      br: gzip ? undefined : null,
    });
  }
  return files;
}

/**
 * Answers GET and HEAD for the stored files, each a lookup with a Content-Length: no file-system call
 * and no compression per request (a page's images arrive while the browser lays the page out, and
 * waited tens of milliseconds each behind the disk and the compressor on a busy machine).
 */
function serveFiles(files: Map<string, StoredFile>, cacheControl: string, revalidate: boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return next();
    if (file.br === undefined) makeBrotli(file);
    const headers: Record<string, string> = {
      "Cache-Control": cacheControl,
      "X-Content-Type-Options": "nosniff",
    };
    if (file.gzip) headers["Vary"] = "Accept-Encoding";
    if (revalidate) {
      file.etag ??= weakEtag(file.body);
      headers["ETag"] = file.etag;
      if (isUnchanged(req.headers["if-none-match"], file.etag)) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }
    // The codings this file has ready; the client's Accept-Encoding chooses among them.
    const ready = { br: file.br instanceof Buffer ? file.br : null, gzip: file.gzip };
    const encoding = chooseCoding(
      req.headers,
      CODINGS.filter((coding) => ready[coding]),
    );
    const body = (encoding && ready[encoding]) || file.body;
    headers["Content-Type"] = file.type;
    headers["Content-Length"] = String(body.length);
    if (encoding) headers["Content-Encoding"] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

function makeBrotli(file: StoredFile) {
  file.br = "pending";
  zlib.brotliCompress(file.body, { params: brotliParams(11, file.body.length) }, (error, compressed) => {
    file.br = !error && compressed.length < (file.gzip?.length ?? file.body.length) ? compressed : null;
  });
}

/**
 * The build's hashed files (`/assets`): the name changes whenever the content does, so a browser and a
 * shared cache may keep them a year without asking again (they carry nothing personal).
 */
export function hashedAssets(dir: string): RequestHandler {
  return serveFiles(readFiles(dir), "max-age=31536000, immutable", false);
}

/**
 * The files of the public folder (icons, images) as the build copied them beside `/assets` (skipped here:
 * `hashedAssets` serves it): kept an hour, then revalidated by ETag. Every other path goes on to the pages.
 */
export function publicFiles(dir: string, options: { maxAgeSeconds: number }): RequestHandler {
  return serveFiles(readFiles(dir, ["assets"]), `public, max-age=${options.maxAgeSeconds}`, true);
}
