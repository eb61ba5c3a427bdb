// The page cache: rendered responses kept in memory, so that a popular page costs a lookup instead of a
// render. Every decision about it is made in this file, in the order a request meets them:
//
//   1. Which requests may be answered from it: reads that carry no credentials.
//   2. The URL a page is rendered from, which is also the key it is stored under: SITE_URL's origin, the
//      request's path, and only the query parameters the route declares it reads. (Other spellings of a
//      page's path never get here: server/canonical-path.ts sends them to the page's one address.)
//   3. Whether a response may be stored: its own Cache-Control alone (public with s-maxage).
//   4. How long, and how much: a minute at most, never past the next scheduled publication, within a
//      byte budget, of which answers to addresses with a query string have a share of their own.
//   5. When it is thrown away: when the write services announce a committed change, on any instance.
//   6. What a stored page may run: only the inline scripts its render wrote, allowed by hash.
//   7. How it is sent: ETag and 304, brotli or gzip as the client's Accept-Encoding allows (content-coding.ts).
//
// Routes say how their answer may be kept with app/utils/cache-headers.ts; nothing here knows any path.

import crypto from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { matchRoutes, type AppLoadContext, type RouteObject, type ServerBuild } from "react-router";
import { isCacheHandle, isNotFoundHandle } from "~/utils/cache-headers";
import { onContentChanged } from "~/utils/content-events.server";
import { errorFields, log } from "~/utils/logger.server";
import { nextPublication } from "~/utils/read-cache.server";
import { isUnchanged, weakEtag } from "~/utils/conditional.server";
import { brotliParams, chooseCoding } from "./content-coding";
import { contentSecurityPolicy } from "./security";

// ---------------------------------------------------------------------------------------------------
// 1. Requests it may answer

/** Longer request-targets are rendered every time: no real page has one, and keys stay small. */
const MAX_TARGET_LENGTH = 2048;

/**
 * Only reads that carry no credentials: a request with a Cookie or an Authorization header may get an
 * answer made for whoever sent it, so it is rendered and its answer is never stored.
 */
export function mayUseSharedCache(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return headers.cookie === undefined && headers.authorization === undefined;
}

// ---------------------------------------------------------------------------------------------------
// 2. The URL a page is rendered from, and its key

/** Which query parameters the route serving a path reads; undefined when the route declares nothing. */
export type DeclaredQuery = (pathname: string) => readonly string[] | undefined;

/** What the page cache (and the redirects, server/redirects.ts) read from the route a path leads to. */
export type RouteFacts = {
  /** The query parameters its answer depends on (undefined: all of them, or no page). */
  params: readonly string[] | undefined;
  /** For the not-found route, the one address its page is kept under (`/.not-found`, `/fr/.not-found`). */
  notFoundAddress: string | undefined;
};

/**
 * Reads each route's `handle.queryParams` from the server build. A route that declares nothing keeps its
 * whole query string in the key: forgetting a declaration costs renders, never a wrong page.
 */
export function declaredQueryOf(routes: ServerBuild["routes"]): DeclaredQuery {
  const facts = routeFactsOf(routes);
  return (pathname) => facts(pathname).params;
}

/** What the route answering a path declares, looked up by path (`routeFactsOf`). */
export type RouteFactsLookup = (pathname: string) => RouteFacts;

export function routeFactsOf(routes: ServerBuild["routes"]): RouteFactsLookup {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);
  // Matching ranks every route: worth remembering per path, and bounded like every cache here.
  const byPath = new LRUCache<string, RouteFacts>({
    maxSize: 1024 * 1024,
    sizeCalculation: (_value, pathname) => pathname.length + 64,
  });
  return (pathname) => {
    const known = byPath.get(pathname);
    if (known) return known;
    const leaf = matchRoutes(tree, pathname)?.at(-1);
    const handle: unknown = leaf ? routes[leaf.route.id ?? ""]?.module.handle : undefined;
    const facts: RouteFacts = {
      params: isCacheHandle(handle) ? handle.queryParams : undefined,
      // The part of the path the route's own prefix matched (`/`, `/fr`), then one address for all.
      notFoundAddress: leaf && isNotFoundHandle(handle) ? `${leaf.pathnameBase.replace(/\/$/, "")}/${NOT_FOUND_SEGMENT}` : undefined,
    };
    byPath.set(pathname, facts);
    return facts;
  };
}

/** The last segment of the address the not-found page is kept under: no route has a segment like it. */
const NOT_FOUND_SEGMENT = ".not-found";

/** A path the URL parser would leave exactly as it is: no query, no dot segments, no `//`, no escapes. */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?)?$/;

/**
 * The URL a stored page is rendered from, which is also its key: SITE_URL's origin (never the Host
 * header), the request's path, and the parameters the route reads, sorted by name so that their order
 * does not matter. Undefined when the request-target is not a path on this site (absolute form, `//`).
 * React Router's data requests (`/blog.data?_routes=...`) keep `_routes`, which the router itself reads.
 * Plain paths, the common case, are taken as they are, without parsing.
 */
export function pageKey(target: string, siteOrigin: string, declaredQuery: DeclaredQuery): string | undefined {
  if (target.length > MAX_TARGET_LENGTH) return undefined;
  if (PLAIN_PATH.test(target)) return siteOrigin + target;
  if (!target.startsWith("/")) return undefined;
  let url: URL;
  try {
    url = new URL(target, siteOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== siteOrigin) return undefined;
  url.hash = "";
  if (!url.search) {
    url.search = "";
    return url.href;
  }
  const isData = url.pathname.endsWith(".data");
  const routePath = !isData ? url.pathname : url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
  const declared = declaredQuery(routePath);
  if (!declared) return url.href;
  const read = isData ? [...declared, "_routes"] : declared;
  const kept = [...url.searchParams].filter(([name]) => read.includes(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  return url.href;
}

// ---------------------------------------------------------------------------------------------------
// 3. Whether a response may be stored

function cacheControlDirectives(value: string | null): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of (value ?? "").split(",")) {
    const [name = "", ...rest] = part.trim().split("=");
    if (name) directives.set(name.toLowerCase(), rest.join("=").replace(/^"|"$/g, ""));
  }
  return directives;
}

/**
 * A response is shared only when it says so itself: status 200, `Cache-Control: public` with an
 * `s-maxage`, nothing private about it (private, no-store, no-cache, a cookie), and no variation on a
 * request header other than Accept-Encoding. Returns how many seconds it may be kept, or 0.
 */
export function sharedLifetimeSeconds(status: number, headers: Headers, storableStatus = 200): number {
  if (status !== storableStatus || headers.has("set-cookie")) return 0;
  const directives = cacheControlDirectives(headers.get("cache-control"));
  if (!directives.has("public") || ["private", "no-store", "no-cache"].some((name) => directives.has(name))) return 0;
  const vary = (headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => name !== "accept-encoding")) return 0;
  const seconds = Number(directives.get("s-maxage"));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

// ---------------------------------------------------------------------------------------------------
// 4. Entries and bounds

/** An entry lives a minute at most: invalidation is exact, this only bounds a change made behind the site's back. */
const MAX_TTL_MS = 60_000;
/** Memory for stored pages (both encodings and headers) when PAGE_CACHE_MB is not set: the site must run in 1 GB. */
const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;
/**
 * The share of that memory for answers to addresses with a query string (searches, filters, list pages,
 * data requests), kept apart from pages without one: their number has no bound (every search is an
 * address of its own), so a stranger sending new ones must be able to push out only each other.
 */
const QUERY_SHARE = 1 / 6;
/** A single answer larger than this is sent but not kept. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export type StoredPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** For HTML: the page's Content-Security-Policy, allowing the render's own inline scripts by hash. */
  csp: string | undefined;
  /**
   * The headers this entry was first sent with (security headers included, per-response ones such as
   * Content-Length left out), as name/value pairs, so that a hit is written straight to the socket.
   */
  replay?: string[];
};

function entrySize(entry: StoredPage, key: string): number {
  let size = key.length + entry.body.length + entry.gzip.length + entry.br.length + 256;
  for (const [name, value] of entry.headers) size += name.length + value.length;
  return size;
}

export function createStore(maxBytes = DEFAULT_MAX_BYTES): LRUCache<string, StoredPage> {
  return new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    maxEntrySize: Math.min(MAX_ENTRY_BYTES, maxBytes),
    sizeCalculation: entrySize,
    ttl: MAX_TTL_MS,
  });
}

export type PageStores = {
  /** The store a key belongs in: the query-string store for a key with a query, else the pages' own. */
  of(key: string): LRUCache<string, StoredPage>;
  clear(): void;
  readonly size: number;
};

/** Pages without a query string and answers with one, each in a store of its own within `maxBytes`. */
export function createStores(maxBytes = DEFAULT_MAX_BYTES): PageStores {
  const withQuery = createStore(Math.floor(maxBytes * QUERY_SHARE));
  const pages = createStore(maxBytes - withQuery.maxSize);
  return {
    of: (key) => (key.includes("?") ? withQuery : pages),
    clear() {
      pages.clear();
      withQuery.clear();
    },
    get size() {
      return pages.size + withQuery.size;
    },
  };
}

// Compressing a page takes about a millisecond per coding: done on the thread pool, the event loop keeps
// answering. Brotli at quality 6 costs what gzip does and makes a page about a quarter smaller (the
// highest quality would save another tenth for 70 times the work, paid on every miss).
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const BROTLI_QUALITY = 6;

/** Headers that belong to one response, never to the stored page. */
const PER_RESPONSE = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "set-cookie",
  "date",
  "x-cache",
]);

async function compressed(body: Buffer): Promise<{ gzip: Buffer; br: Buffer }> {
  const [gzipped, brotlied] = await Promise.all([
    gzip(body, { level: 6 }),
    brotli(body, { params: brotliParams(BROTLI_QUALITY, body.length) }),
  ]);
  return { gzip: gzipped, br: brotlied };
}

/** Builds an entry from a rendered response the rule above allows to share. */
export async function toStoredPage(response: Response, body: Buffer, nonce: string, secure: boolean): Promise<StoredPage> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE.has(name.toLowerCase())) headers.push([name, value]);
  });
  const isHtml = (response.headers.get("content-type") ?? "").includes("text/html");
  return {
    status: response.status,
    headers,
    body,
    ...(await compressed(body)),
    etag: weakEtag(body),
    csp: isHtml ? contentSecurityPolicy(renderedScriptHashes(body.toString("utf8"), nonce), { secure, dev: false }) : undefined,
  };
}

// ---------------------------------------------------------------------------------------------------
// 6. What a stored page may run

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (structured data, JSON) never run, so the policy need not list them. */
const DATA_BLOCK = /\btype\s*=\s*"application\/(ld\+)?json"/i;
const NONCE_ATTRIBUTE = /\bnonce\s*=\s*"([^"]*)"/i;

/**
 * A stored page cannot carry a fresh nonce, so its policy lists the sha256 of each inline script instead,
 * but only of the scripts the render wrote itself: those carrying this render's nonce. A script that
 * arrived inside content has no nonce and stays blocked. The inert start script (`type="text/plain"`)
 * is listed: its text is what runs once the page has painted.
 */
export function renderedScriptHashes(html: string, nonce: string): string[] {
  if (!nonce) return [];
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    if (DATA_BLOCK.test(attributes) || NONCE_ATTRIBUTE.exec(attributes)?.[1] !== nonce) continue;
    hashes.add(
      `'sha256-${crypto
        .createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

// ---------------------------------------------------------------------------------------------------
// 7. Sending

/** Writes a stored page with its recorded headers: 304 when the client has it, else brotli, gzip or plain bytes. */
function writeEntry(req: IncomingMessage, res: ServerResponse, entry: StoredPage, replay: string[], state: "HIT" | "MISS") {
  if (isUnchanged(req.headers["if-none-match"], entry.etag)) {
    res.writeHead(304, [...replay, "x-cache", state]);
    res.end();
    return;
  }
  const coding = chooseCoding(req.headers);
  const body = coding ? entry[coding] : entry.body;
  const encoding = coding ? ["content-encoding", coding] : [];
  res.writeHead(entry.status, [...replay, "x-cache", state, ...encoding, "content-length", String(body.length)]);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** Records the headers a page was first sent with (after every middleware), for replay on later hits. */
function recordReplay(res: ExpressResponse): string[] {
  const replay: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_RESPONSE.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) replay.push(name, String(one));
  }
  return replay;
}

function sendNewEntry(req: ExpressRequest, res: ExpressResponse, entry: StoredPage) {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (entry.csp) res.setHeader("Content-Security-Policy", entry.csp);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding");
  entry.replay = recordReplay(res);
  writeEntry(req, res, entry, entry.replay, "MISS");
}

/** An answer that may not be shared: sent as rendered, through the compression middleware. */
function sendUnshared(req: ExpressRequest, res: ExpressResponse, response: Response, body: Buffer) {
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

// ---------------------------------------------------------------------------------------------------
// The cache itself

type FetchHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export type PageCacheOptions = {
  build: ServerBuild;
  handler: FetchHandler;
  siteUrl: string;
  secure: boolean;
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** Memory for stored pages, in bytes (PAGE_CACHE_MB). */
  maxBytes?: number;
};

/** Request headers that describe the connection, not the page: never handed to the render. */
const NOT_FOR_RENDER = new Set(["host", "connection", "keep-alive", "transfer-encoding", "upgrade", "content-length"]);

export type PageCache = {
  /** Answers a stored page before Express sees the request; false (touching nothing) otherwise. */
  serveHit(req: IncomingMessage, res: ServerResponse): boolean;
  /** Express middleware: renders what may be stored, stores it, and sends it. */
  middleware: RequestHandler;
  readonly size: number;
  /** Stops listening for content changes. */
  close(): void;
};

export function createPageCache({ build, handler, siteUrl, secure, loadContext, maxBytes }: PageCacheOptions): PageCache {
  const siteOrigin = new URL(siteUrl).origin;
  const facts = routeFactsOf(build.routes);
  const declaredQuery: DeclaredQuery = (pathname) => facts(pathname).params;
  const stores = createStores(maxBytes);
  // React Router answers its route manifest itself, at an address its routes would take for unknown.
  const manifestPath = build.routeDiscovery?.mode === "lazy" ? build.routeDiscovery.manifestPath : undefined;
  /**
   * Where a request that reached the middleware (past the static files) has its answer kept: its page
   * key, or for an address no page answers, the one address of the not-found page of its prefix (rendered
   * from that address: the page names nothing of the one asked for). React Router's data requests and
   * route manifest keep their own keys.
   */
  const placeOf = (target: string): { key: string; notFound: boolean } | undefined => {
    const key = pageKey(target, siteOrigin, declaredQuery);
    if (key === undefined) return undefined;
    const query = key.indexOf("?", siteOrigin.length);
    const pathname = query === -1 ? key.slice(siteOrigin.length) : key.slice(siteOrigin.length, query);
    const routerOwn = pathname.endsWith(".data") || pathname === manifestPath;
    const notFoundAddress = routerOwn ? undefined : facts(pathname).notFoundAddress;
    return notFoundAddress ? { key: siteOrigin + notFoundAddress, notFound: true } : { key, notFound: false };
  };

  // 5. Thrown away when the write services announce a committed change (this instance's, or another's
  // through NOTIFY): create, update, delete, publish. A scheduled post going live is a change nobody
  // announces: entries are given a lifetime that ends at that moment (see `nextPublication`).
  let generation = 0;
  const stopListening = onContentChanged(() => {
    generation++;
    stores.clear();
  });

  const serveHit = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!mayUseSharedCache(req.method, req.headers)) return false;
    // Pages only: whether an address is one no page answers is known only past the static files, which
    // the router would otherwise take for such addresses too. The not-found page is answered below.
    const key = pageKey(req.url ?? "", siteOrigin, declaredQuery);
    const entry = key === undefined ? undefined : stores.of(key).get(key);
    if (!entry?.replay) return false;
    writeEntry(req, res, entry, entry.replay, "HIT");
    return true;
  };

  const middleware: RequestHandler = async (req, res, next) => {
    if (!mayUseSharedCache(req.method, req.headers)) return next();
    const place = placeOf(req.originalUrl);
    if (place === undefined) return next();
    const { key, notFound } = place;
    // Stored by another request while this one passed through the middleware since serveHit looked.
    const hit = stores.of(key).get(key);
    if (hit?.replay) return writeEntry(req, res, hit, hit.replay, "HIT");
    try {
      const startedAt = generation;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined || NOT_FOR_RENDER.has(name)) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
      }
      const context = loadContext(req, res);
      const [response, publishesAt] = await Promise.all([
        handler(new Request(key, { method: "GET", headers }), context),
        nextPublication(),
      ]);
      const body = Buffer.from(await response.arrayBuffer());
      const lifetimeMs = Math.min(
        sharedLifetimeSeconds(response.status, response.headers, notFound ? 404 : 200) * 1000,
        MAX_TTL_MS,
        publishesAt ? publishesAt.getTime() - Date.now() : Number.POSITIVE_INFINITY,
      );
      if (lifetimeMs <= 0) return sendUnshared(req, res, response, body);
      const entry = await toStoredPage(response, body, context.cspNonce, secure);
      // A change announced while this page rendered makes the render stale: send it, do not keep it.
      if (startedAt === generation) stores.of(key).set(key, entry, { ttl: lifetimeMs });
      sendNewEntry(req, res, entry);
    } catch (error) {
      log.error("page render failed", errorFields(error));
      next(error);
    }
  };

  return {
    serveHit,
    middleware,
    get size() {
      return stores.size;
    },
    close: stopListening,
  };
}
