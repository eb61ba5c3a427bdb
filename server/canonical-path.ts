import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { canonicalPath } from "~/utils/canonical-path";
import { declaredQueryOf } from "./page-cache";

// Every public page has one address. React Router matches paths without regard to case, to a trailing
// slash or to repeated slashes, and decodes escaped letters, so `/services`, `/SERVICES`, `/services//`
// and `/%73ervices` would all render the same page, each under its own page-cache key: a stranger could
// make the site render the same page again and again, and fill the page cache with copies of it until the
// pages visitors read are pushed out. A page asked for at any other spelling of its address is sent to
// its one address instead (301), which costs no render and stores nothing; search engines are told the
// same.

const DATA_SUFFIX = ".data";

/**
 * Redirects a GET or HEAD for a public page (a route that declares its query parameters for the page
 * cache), or for React Router's data of that page (`/services.data`), from any other spelling of its path
 * to the canonical one, keeping the query string. The API, the admin and addresses no page answers are
 * left as they are.
 */
export function redirectToCanonicalPaths(routes: ServerBuild["routes"]): RequestHandler {
  const declaredQuery = declaredQueryOf(routes);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const target = req.originalUrl;
    const queryStart = target.indexOf("?");
    const pathname = queryStart === -1 ? target : target.slice(0, queryStart);
    if (!pathname.startsWith("/") || pathname.startsWith("/api/")) return next();
    const isData = pathname.endsWith(DATA_SUFFIX);
    const pagePath = isData ? pathname.slice(0, -DATA_SUFFIX.length) || "/" : pathname;
    const canonical = canonicalPath(pagePath);
    if (canonical === undefined || canonical === pagePath || declaredQuery(canonical) === undefined) return next();
    // The home page's data is `/_root.data`, which is already canonical: a data path here is never `/`.
    const location = isData ? (canonical === "/" ? "/_root" : canonical) + DATA_SUFFIX : canonical;
    res.redirect(301, location + (queryStart === -1 ? "" : target.slice(queryStart)));
  };
}
