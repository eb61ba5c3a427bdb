import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import express, { type RequestHandler } from "express";
import { chooseCoding, type Coding } from "./content-coding";

type Asset = {
  type: string;
  body: Buffer;
  gzip: Buffer | null;
  /** Made on the file's first request; until it is ready, gzip is sent. */
  br: Buffer | null | "pending" | undefined;
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
 * The build's hashed files (`/assets`), read into memory at start with their gzip made once at the
 * highest level, and their brotli (highest quality) made once on the thread pool when a file is first
 * asked for (all of them at start would cost seconds, mostly for staff-only chunks): each answer is a lookup with a Content-Length, no per-request compression, and only the
 * headers a browser needs for a file whose name changes whenever its content does.
 */
export function hashedAssets(dir: string): RequestHandler {
  const assets = new Map<string, Asset>();
  if (fs.existsSync(dir)) {
    for (const name of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      const file = path.join(dir, name);
      if (!fs.statSync(file).isFile()) continue;
      const ext = path.extname(name).toLowerCase();
      const body = fs.readFileSync(file);
      const gzipped = COMPRESSIBLE.has(ext) ? zlib.gzipSync(body, { level: 9 }) : null;
      const gzip = gzipped && gzipped.length < body.length ? gzipped : null;
      // Brotli is made only for a file that compresses.
      assets.set(`/${name.split(path.sep).join("/")}`, {
        type: TYPES[ext] ?? "application/octet-stream",
        body,
        gzip,
        br: gzip ? undefined : null,
      });
    }
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    if (asset.br === undefined) makeBrotli(asset);
    // The codings this file has ready; the client's Accept-Encoding chooses among them.
    const ready = { br: asset.br instanceof Buffer ? asset.br : null, gzip: asset.gzip };
    const encoding = chooseCoding(
      req.headers,
      CODINGS.filter((coding) => ready[coding]),
    );
    const body = (encoding && ready[encoding]) || asset.body;
    const headers: Record<string, string> = {
      "Content-Type": asset.type,
      "Content-Length": String(body.length),
      // Shared caches may store it too: it carries nothing personal and no Authorization is involved.
      "Cache-Control": "max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    };
    if (asset.gzip) headers["Vary"] = "Accept-Encoding";
    if (encoding) headers["Content-Encoding"] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

function makeBrotli(asset: Asset) {
  asset.br = "pending";
  zlib.brotliCompress(
    asset.body,
    { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: asset.body.length } },
    (error, compressed) => {
      asset.br = !error && compressed.length < (asset.gzip?.length ?? asset.body.length) ? compressed : null;
    },
  );
}

/**
 * The files of the public folder (icons, images), served by `express.static` with its caching headers.
 * Only paths under a name the folder holds reach it: every other request (pages, the API, feeds) would
 * otherwise pay a file-system lookup that fails, with the error `send` builds for it, before its real work.
 */
export function publicFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const names = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const serve = express.static(dir, options);
  return (req, res, next) => {
    const first = req.path.split("/", 2)[1] ?? "";
    if (!names.has(first)) return next();
    serve(req, res, next);
  };
}
