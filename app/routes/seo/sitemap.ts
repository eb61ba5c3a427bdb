import { cacheControl, type CacheHandle } from "~/utils/cache-headers";
import { getEnv } from "~/utils/env.server";
import { listPublicPostsForSitemap } from "~/utils/posts.server";
import { escapeXml, xmlResponse } from "./xml.server";

/** The marketing pages and the blog index, in the order a visitor meets them. */
export const SITE_PAGES = ["/", "/services", "/services/crn", "/about", "/projects", "/contact", "/blog"] as const;

type Entry = { path: string; lastmod?: string };

export const handle = { queryParams: [] } satisfies CacheHandle;

/** /sitemap.xml: every public page and every public post, posts with their last change. */
export async function loader() {
  const siteUrl = getEnv().siteUrl;
  const posts = await listPublicPostsForSitemap();
  const newestChange = posts.reduce<string | undefined>(
    (latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest),
    undefined,
  );
  const entries: Entry[] = [
    ...SITE_PAGES.map((path) => ({ path, lastmod: path === "/blog" ? newestChange : undefined })),
    ...posts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastmod: post.updatedAt })),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) =>
      [
        "  <url>",
        `    <loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>`,
        ...(entry.lastmod ? [`    <lastmod>${entry.lastmod}</lastmod>`] : []),
        "  </url>",
      ].join("\n"),
    ),
    "</urlset>",
    "",
  ].join("\n");
  return xmlResponse(xml, "application/xml", cacheControl("content"));
}
