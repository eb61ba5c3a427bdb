import { cacheControl, type CacheHandle } from "~/utils/cache-headers";
import { getEnv } from "~/utils/env.server";

/** Paths no search engine should crawl: the admin area (both addresses), the JSON API and preview links. */
export const DISALLOWED = ["/admin", "/blog-admin", "/blog/admin", "/api/", "/preview/"] as const;

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
