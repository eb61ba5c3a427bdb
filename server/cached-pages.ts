import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "react-router";
import { nextScheduledPublication } from "~/utils/schedule.server";
import { cachedRead } from "~/utils/read-cache.server";
import { errorFields, log } from "~/utils/logger.server";
import { onContentChanged } from "~/utils/content-events.server";
import { contentSecurityPolicy } from "./security";
import { toCacheEntry, type CachedResponse, type PageCache, type ReplayHeaders } from "./page-cache";

const nextPublication = cachedRead("nextPublication", nextScheduledPublication);

type FetchHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

const PRIVATE_PREFIXES = ["/admin", "/blog-admin", "/blog/admin", "/api/contact"];

/** Only anonymous, bodiless reads of public paths may be answered from or stored in the shared cache. */
function isCandidate(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.originalUrl.length > 512) return false;
  if (PRIVATE_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`) || req.path.startsWith(`${prefix}.`))) {
    return false;
  }
  if (req.headers.authorization) return false;
  if ((req.headers.cookie ?? "").includes("nb_session=")) return false;
  return true;
}

function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { method: "GET", headers });
}

/** Headers that belong to one response, never to the stored page. */
const PER_RESPONSE = new Set(["content-length", "content-encoding", "transfer-encoding", "set-cookie", "x-cache", "date", "connection", "keep-alive"]);

/** Records the headers a page was first sent with (after every middleware), for replay on later hits. */
function recordReplay(res: ExpressResponse, entry: CachedResponse): ReplayHeaders {
  const common: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_RESPONSE.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) common.push(name, String(one));
  }
  common.push("x-cache", "HIT");
  return {
    gzip: [...common, "content-encoding", "gzip", "content-length", String(entry.gzip.length)],
    identity: [...common, "content-length", String(entry.body.length)],
    notModified: common,
  };
}

/**
 * Answers a request for a stored page straight from the HTTP server, before Express: the stored
 * headers already hold everything the middleware added when the page was first sent. Returns false
 * (and touches nothing) when the request is not a plain anonymous read of a stored page.
 */
export function serveCachedHit(cache: PageCache, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url;
  if (!url || url.length > 512) return false;
  const { authorization, cookie } = req.headers;
  if (authorization || (cookie !== undefined && cookie.includes("nb_session="))) return false;
  const entry = cache.get(url);
  if (!entry?.replay) return false;
  if (req.headers["if-none-match"] === entry.etag) {
    res.writeHead(304, entry.replay.notModified);
    res.end();
    return true;
  }
  const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  res.writeHead(entry.status, gzip ? entry.replay.gzip : entry.replay.identity);
  if (req.method === "HEAD") res.end();
  else res.end(gzip ? entry.gzip : entry.body);
  return true;
}

function sendEntry(req: ExpressRequest, res: ExpressResponse, entry: CachedResponse, secure: boolean, state: "HIT" | "MISS") {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (entry.scriptHashes) {
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(entry.scriptHashes, { secure, dev: false }));
  }
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding");
  entry.replay ??= recordReplay(res, entry);
  res.setHeader("X-Cache", state);
  if (req.headers["if-none-match"] === entry.etag) {
    res.status(304).end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const body = gzip ? entry.gzip : entry.body;
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", String(body.length));
  res.status(entry.status);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

async function sendUncached(req: ExpressRequest, res: ExpressResponse, response: Response, body: Buffer) {
  response.headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (lower === "set-cookie" || lower === "content-length" || lower === "transfer-encoding") return;
    res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  res.setHeader("X-Cache", "BYPASS");
  res.status(response.status);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/**
 * Serves anonymous public pages (and public API reads) from `cache`, rendering through React Router on
 * a miss. A page keeps a hash-based Content-Security-Policy, so its gzipped bytes are computed once.
 */
export function cachedPages(
  cache: PageCache,
  handler: FetchHandler,
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
  secure: boolean,
): RequestHandler {
  let generation = 0;
  onContentChanged(() => {
    generation++;
  });
  return async (req, res, next) => {
    if (!isCandidate(req)) return next();
    const key = req.originalUrl;
    const hit = cache.get(key);
    if (hit) return sendEntry(req, res, hit, secure, "HIT");
    try {
      const startedAt = generation;
      const [response, publishesAt] = await Promise.all([
        handler(toFetchRequest(req), loadContext(req, res)),
        nextPublication(),
      ]);
      const expiresAt = Math.min(Date.now() + cache.ttlMs, publishesAt?.getTime() ?? Number.POSITIVE_INFINITY);
      const { entry, body } = await toCacheEntry(response, expiresAt);
      if (!entry) return sendUncached(req, res, response, body);
      // A change published while this page rendered makes the render stale: send it, do not keep it.
      if (startedAt === generation) cache.set(key, entry);
      sendEntry(req, res, entry, secure, "MISS");
    } catch (error) {
      log.error("page render failed", errorFields(error));
      next(error);
    }
  };
}
