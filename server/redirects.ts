import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { recordMissingPage } from "~/utils/missing-pages.server";
import { canonicalPath } from "~/utils/canonical-path";
import { countRedirectHit, currentRedirectTable, redirectHeaders } from "~/utils/redirects.server";
import type { RouteFactsLookup } from "./page-cache";

// Redirects staff made, and the log of missing pages, where the HTTP server meets them (decision record
// 0023). A redirect never hides a page of the site:
//   - a redirect without a query string answers only addresses no page answers. Those the router's
//     catch-all takes (`/2019/05/crn-guide/`) are answered here, before the page cache, which keeps one
//     not-found page for all of them; those a page's loader answers 404 (`/blog/an-old-slug`) are answered
//     by app/entry.server.tsx when the router has decided;
//   - a redirect with a query string (`/?p=123`) also answers on a page's path when that page does not
//     read the parameter (its `handle.queryParams`): the page would ignore it, so only an alias of the page
//     is taken over, never the page. It is checked here, before the page cache could answer the alias.
// The lookup is in memory (the whole table, reloaded on every change), so a request costs a map lookup.

function paramNames(query: string): string[] {
  return [...new URLSearchParams(query).keys()];
}

/**
 * The request listener's check, before the page cache: answers a GET or HEAD a redirect matches with it
 * (true), or touches nothing (false). Only with the production build, whose routes say which addresses
 * are pages; without it every 404 is still redirected by app/entry.server.tsx.
 */
export function createRedirectAnswer(facts: RouteFactsLookup | undefined): (req: IncomingMessage, res: ServerResponse) => boolean {
  if (!facts) return () => false;
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const table = currentRedirectTable();
    if (!table || table.size === 0) return false;
    const target = req.url ?? "";
    const queryStart = target.indexOf("?");
    const path = canonicalPath(queryStart === -1 ? target : target.slice(0, queryStart));
    if (path === undefined || !table.hasPath(path)) return false;
    const search = queryStart === -1 ? "" : target.slice(queryStart);
    const rule = table.match(path, search);
    if (!rule) return false;
    const route = facts(path);
    const declared = route.params;
    const applies =
      route.notFoundAddress !== undefined ||
      (rule.fromQuery !== "" && declared !== undefined && !paramNames(rule.fromQuery).some((name) => declared.includes(name)));
    if (!applies) return false;
    countRedirectHit(rule.id);
    res.writeHead(rule.status, { ...redirectHeaders(rule, search), "Content-Length": "0", "X-Content-Type-Options": "nosniff" });
    res.end();
    return true;
  };
}

/**
 * Counts every public GET or HEAD answered 404 in the log of missing pages (in memory; written in
 * batches, see missing-pages.server.ts). The Referer's host is kept, never its path.
 */
export const recordMissingPages: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  res.on("finish", () => {
    if (res.statusCode !== 404) return;
    const target = req.originalUrl;
    const queryStart = target.indexOf("?");
    recordMissingPage(
      queryStart === -1 ? target : target.slice(0, queryStart),
      queryStart === -1 ? "" : target.slice(queryStart + 1),
      req.headers.referer,
    );
  });
  next();
};
