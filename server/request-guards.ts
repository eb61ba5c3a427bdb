import type { Request, RequestHandler } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getEnv } from "~/utils/env.server";

/** The methods some route of the site answers; anything else (TRACE, CONNECT, WebDAV, …) is refused here. */
export const SITE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOW = SITE_METHODS.join(", ");
const KNOWN = new Set<string>(SITE_METHODS);

/** host[:port], a DNS name or an IPv4 or bracketed IPv6 address, as a Host header must be (RFC 9110 7.2). */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function isHost(value: string): boolean {
  if (value.length > 255 || !HOST.test(value)) return false;
  // The URL parser has the last word (ports over 65535, numbers that are not IPv4 addresses, …): the
  // app builds the request's URL from this header.
  try {
    new URL(`http://${value}/`);
    return true;
  } catch {
    return false;
  }
}

/** Answers a refused request with its status and a plain-text reason, never stored by any cache. */
function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): false {
  res.statusCode = status;
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("X-Content-Type-Options", "nosniff");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(message);
  return false;
}

/** The host the request names (the proxy's X-Forwarded-Host when trusted), as React Router will read it. */
function namedHosts(req: Request): string[] {
  const hosts = [req.get("host") ?? ""];
  if (req.app.enabled("trust proxy")) {
    // An empty header is ignored (the Host header is used), as Express does; otherwise Express takes
    // its first entry, which must then be a host too.
    const forwarded = req.get("x-forwarded-host");
    if (forwarded) hosts.push(forwarded.split(",")[0]?.trim() ?? "");
  }
  return hosts;
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether a browser's Origin header names this site: SITE_URL's origin, or the origin the request itself
 * names (its Host, or the trusted proxy's forwarded host), as React Router compares them.
 */
function isOwnOrigin(req: Request, origin: string, hosts: string[]): boolean {
  if (origin === new URL(getEnv().siteUrl).origin) return true;
  return hosts.some((host) => {
    try {
      return new URL(`${req.protocol}://${host}`).origin === origin.toLowerCase();
    } catch {
      return false;
    }
  });
}

/**
 * Requests no route can answer are refused before they reach the app, each with a status that names the
 * problem instead of an error from deep inside it: an unknown method gets 405 with Allow, OPTIONS gets
 * 204 with Allow (the site serves no cross-origin API), a Host header that is not a host name gets 400,
 * and a form a browser sends from another site's page (its Origin names another site) gets 403. The API
 * answers that last case itself, in JSON (app/http/http.server.ts).
 */
export const requestGuards: RequestHandler = (req, res, next) => {
  if (!KNOWN.has(req.method)) {
    return refuse(res, 405, `${req.method} is not supported by this site`, { Allow: ALLOW });
  }
  if (req.method === "OPTIONS") {
    res.setHeader("Allow", ALLOW);
    res.setHeader("Cache-Control", "no-store");
    return res.status(204).end();
  }
  const hosts = namedHosts(req);
  if (hosts[0] === "") return refuse(res, 400, "A Host header is required");
  if (!hosts.every(isHost)) {
    return refuse(res, 400, "The Host header is not a valid host name");
  }
  const origin = req.get("origin");
  if (origin !== undefined && WRITES.has(req.method) && !req.path.startsWith("/api/") && !isOwnOrigin(req, origin, hosts)) {
    // A visitor sees this only when another site's page sent a form in their name: said in both languages.
    return refuse(
      res,
      403,
      "This site accepts forms only from its own pages.\nCe site n’accepte que les formulaires envoyés de ses propres pages.",
    );
  }
  next();
};

/**
 * Whether every escape in a path decodes to UTF-8 text without NUL (a lone `%`, `%zz`, the byte `%FF` and
 * `%00` do not). The decoded text is read, not only decoded: a bundler drops a call whose result is unused.
 */
function decodes(pathname: string): boolean {
  try {
    return !decodeURIComponent(pathname).includes("\u0000");
  } catch {
    return false;
  }
}

const UNDECODABLE = "The address has an escape (%) that does not decode to text: it names no page of this site.";

/**
 * Makes the request target a path, as every later step (the page cache, React Router) reads it, or
 * answers the request itself and returns false. The target is usually a path already. A full URL naming
 * this site (its Host header, or SITE_URL's host; RFC 9112 3.2.2 asks a server to accept one) becomes its
 * path; a full URL naming another site asks for a proxy, which this is not (400). A path whose escapes
 * decode to nothing names no address (400); one with dot segments is sent where they lead (301). Runs
 * before anything else, on the raw request.
 */
export function toPathTarget(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? "";
  if (target.startsWith("/")) {
    const end = target.indexOf("?");
    const pathname = end === -1 ? target : target.slice(0, end);
    if (!decodes(pathname)) return refuse(res, 400, UNDECODABLE);
    // `.` and `..` segments, written plainly or escaped, are resolved as a browser would resolve them
    // before sending: the address they lead to is where the page is. What is left of `/.//evil.example`
    // starts with `//`, which a browser reads in a Location as another site: the path keeps one slash.
    if (DOT_SEGMENT.test(pathname)) {
      const resolved = new URL(target, "http://site.invalid").href.slice("http://site.invalid".length);
      return movedRaw(res, resolved.replace(/^\/{2,}/, "/"));
    }
    return true;
  }
  if (target === "*" && req.method === "OPTIONS") return true;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return refuse(res, 400, "The request target is neither a path nor a URL.");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !namesThisSite(url, req.headers.host)) {
    return refuse(res, 400, "This server answers for its own site only: it is not a proxy.");
  }
  req.url = `${url.pathname}${url.search}`;
  if (!decodes(url.pathname)) return refuse(res, 400, UNDECODABLE);
  return true;
}

/** Whether a URL's host is the one the Host header names or SITE_URL's, compared as the URL parser writes them. */
function namesThisSite(url: URL, hostHeader: string | undefined): boolean {
  if (url.host === new URL(getEnv().siteUrl).host) return true;
  try {
    return hostHeader !== undefined && new URL(`${url.protocol}//${hostHeader}`).host === url.host;
  } catch {
    return false;
  }
}

/** A `.` or `..` path segment, plain or escaped (`%2e`), as the URL parser resolves them. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:\/|$)/i;

function movedRaw(res: ServerResponse, location: string): false {
  res.statusCode = 301;
  res.setHeader("Location", location);
  res.setHeader("Cache-Control", "no-store");
  res.end();
  return false;
}
