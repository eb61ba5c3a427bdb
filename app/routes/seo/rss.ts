import { blogCopies } from "~/components/blog/blog-copy";
import { localeOfPath } from "~/i18n/locale";
import { articlePath, pagePaths } from "~/i18n/paths";
import { cacheControl, type CacheHandle } from "~/utils/cache-headers";
import { getEnv } from "~/utils/env.server";
import { listCategories, listFeedPosts } from "~/utils/posts.server";
import { postDate } from "~/utils/posts";
import { escapeXml, xmlResponse } from "./xml.server";

export const handle = { queryParams: [] } satisfies CacheHandle;

/**
 * /blog/rss.xml and /fr/blogue/rss.xml: RSS 2.0 with the 20 newest public posts of that language (noindex
 * ones left out), every link absolute from SITE_URL.
 */
export async function loader({ request }: { request: Request }) {
  const siteUrl = getEnv().siteUrl;
  const locale = localeOfPath(new URL(request.url).pathname);
  const copy = blogCopies[locale];
  const [posts, categories] = await Promise.all([listFeedPosts(locale), listCategories(locale)]);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const newest = posts[0];
  const items = posts.map((post) => {
    const link = `${siteUrl}${articlePath(encodeURIComponent(post.slug), locale)}`;
    const category = post.categoryId ? categoryNames.get(post.categoryId) : undefined;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <pubDate>${new Date(postDate(post)).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      ...(category ? [`      <category>${escapeXml(category)}</category>`] : []),
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(copy.name)}</title>`,
    `    <link>${escapeXml(`${siteUrl}${pagePaths.blog[locale]}`)}</link>`,
    `    <description>${escapeXml(copy.description)}</description>`,
    `    <language>${locale === "fr" ? "fr-ca" : "en-ca"}</language>`,
    `    <atom:link href="${escapeXml(`${siteUrl}${pagePaths.rss[locale]}`)}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest.updatedAt).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return xmlResponse(xml, "application/rss+xml", cacheControl("content"));
}
