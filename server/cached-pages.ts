import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "react-router";
import { nextPublication } from "~/utils/read-cache.server";
import { errorFields, log } from "~/utils/logger.server";
import { onContentChanged } from "~/utils/content-events.server";
import { contentSecurityPolicy } from "./security";
import { toCacheEntry, type CachedResponse, type PageCache } from "./page-cache";

type FetchHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

const PRIVATE_PREFIXES = ["/admin", "/blog-admin", "/blog/admin", "/api/contact"];

/** Only anonymous, bodiless reads may be answered from or stored in the shared cache. */
function isAnonymousRead(method: string | undefined, url: string, headers: IncomingHttpHeaders): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (url.length > 512) return false;
  if (headers.authorization) return false;
  return !(headers.cookie ?? "").includes("nb_session=");
}

/** An anonymous read of a public path: a page that may be stored. */
function isCandidate(req: ExpressRequest): boolean {
  if (!isAnonymousRead(req.method, req.originalUrl, req.headers)) return false;
  return !PRIVATE_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`) || req.path.startsWith(`${prefix}.`));
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
function recordReplay(res: ExpressResponse): string[] {
  const replay: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_RESPONSE.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) replay.push(name, String(one));
  }
  return replay;
}

/** Writes a stored page with its recorded headers: 304 when the client has it, else gzip or plain bytes. */
function writeEntry(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, replay: string[], state: "HIT" | "MISS") {
  if (req.headers["if-none-match"] === entry.etag) {
    res.writeHead(304, [...replay, "x-cache", state]);
    res.end();
    return;
  }
  const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = gzip ? entry.gzip : entry.body;
  const encoding = gzip ? ["content-encoding", "gzip"] : [];
  res.writeHead(entry.status, [...replay, "x-cache", state, ...encoding, "content-length", String(body.length)]);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/**
 * Answers a request for a stored page straight from the HTTP server, before Express: the recorded
 * headers already hold everything the middleware added when the page was first sent. Returns false
 * (and touches nothing) when the request is not an anonymous read of a stored page.
 */
export function serveCachedHit(cache: PageCache, req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "";
  if (!isAnonymousRead(req.method, url, req.headers)) return false;
  const entry = cache.get(url);
  if (!entry?.replay) return false;
  writeEntry(req, res, entry, entry.replay, "HIT");
  return true;
}

/** Sends a page just stored, recording the headers it leaves with for the hits that follow. */
function sendNewEntry(req: ExpressRequest, res: ExpressResponse, entry: CachedResponse, secure: boolean) {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (entry.scriptHashes) {
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(entry.scriptHashes, { secure, dev: false }));
  }
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding");
  entry.replay = recordReplay(res);
  writeEntry(req, res, entry, entry.replay, "MISS");
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
    // Stored while this request passed through the middleware since serveCachedHit looked.
    const hit = cache.get(key);
    if (hit?.replay) return writeEntry(req, res, hit, hit.replay, "HIT");
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
      sendNewEntry(req, res, entry, secure);
    } catch (error) {
      log.error("page render failed", errorFields(error));
      next(error);
    }
  };
}
