import { cacheControl, type CacheHandle } from "~/utils/cache-headers";
import { getEnv } from "~/utils/env.server";

/**
 * Paths no search engine should crawl: the admin area (both addresses), the JSON API, preview links and
 * the blog's search results (any page with `search=` in its query: noindex pages, and a search combined
 * with every category and page is a maze a crawler would spend its visits in instead of the articles).
 * The editor's second address, /blog/admin, is matched exactly (`$`) and as a folder, so that an article
 * whose slug starts with "admin" stays crawlable. `*` and `$` are RFC 9309's.
 */
export const DISALLOWED = ["/admin", "/blog-admin", "/blog/admin$", "/blog/admin/", "/api/", "/preview/", "/*?*search="] as const;

export const handle = { queryParams: [] } satisfies CacheHandle;

/** /robots.txt: everything public may be crawled; the sitemap is named with its absolute URL. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${getEnv().siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl("crawler") },
  });
}
