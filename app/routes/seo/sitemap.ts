import { htmlLang, locales } from "~/i18n/locale";
import { cacheControl, type CacheHandle } from "~/utils/cache-headers";
import { getEnv } from "~/utils/env.server";
import { listSitePages } from "~/utils/site-pages.server";
import { escapeXml, xmlResponse } from "./xml.server";

export const handle = { queryParams: [] } satisfies CacheHandle;

/**
 * /sitemap.xml: every public page in English and French, each office, case study, open job posting (a
 * closed one leaves it) and author with a public article, and every public post search engines should find
 * at its own address (not noindex, no canonical URL elsewhere), with `xhtml:link` alternates (en-CA, fr-CA,
 * x-default) wherever a page has its twin in the other language, as the pages' own heads do.
 */
export async function loader() {
  const siteUrl = getEnv().siteUrl;
  const entries = await listSitePages();
  const link = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${siteUrl}${path}`)}" />`;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => {
      const alternates = entry.alternates;
      const links = alternates
        ? [
            ...locales.flatMap((locale) => (alternates[locale] ? [link(htmlLang[locale], alternates[locale])] : [])),
            // The English page is the default; a French-only post's own page is.
            link("x-default", alternates.en ?? entry.path),
          ]
        : [];
      return [
        "  <url>",
        `    <loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>`,
        ...(entry.lastmod ? [`    <lastmod>${entry.lastmod}</lastmod>`] : []),
        ...links,
        "  </url>",
      ].join("\n");
    }),
    "</urlset>",
    "",
  ].join("\n");
  return xmlResponse(xml, "application/xml", cacheControl("content"));
}
