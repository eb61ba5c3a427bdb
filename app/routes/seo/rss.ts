import { BLOG_DESCRIPTION, BLOG_NAME } from "~/components/blog/blog-copy";
import { cacheControl, type CacheHandle } from "~/utils/cache-headers";
import { getEnv } from "~/utils/env.server";
import { FEED_SIZE, listCategories, listPosts } from "~/utils/posts.server";
import { postDate } from "~/utils/posts";
import { escapeXml, xmlResponse } from "./xml.server";

export const handle = { queryParams: [] } satisfies CacheHandle;

/** /blog/rss.xml: RSS 2.0 with the 20 newest public posts, every link absolute from SITE_URL. */
export async function loader() {
  const siteUrl = getEnv().siteUrl;
  const [{ posts }, categories] = await Promise.all([listPosts({ limit: FEED_SIZE }), listCategories()]);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const newest = posts[0];
  const items = posts.map((post) => {
    const link = `${siteUrl}/blog/${encodeURIComponent(post.slug)}`;
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
    `    <title>${escapeXml(BLOG_NAME)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <description>${escapeXml(BLOG_DESCRIPTION)}</description>`,
    "    <language>en-ca</language>",
    `    <atom:link href="${escapeXml(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest.updatedAt).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return xmlResponse(xml, "application/rss+xml", cacheControl("content"));
}
