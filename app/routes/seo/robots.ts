import { getEnv } from "~/utils/env.server";

/** Paths no search engine should crawl: the admin area (both addresses) and the JSON API. */
export const DISALLOWED = ["/admin", "/blog-admin", "/blog/admin", "/api/"] as const;

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
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=86400" },
  });
}
