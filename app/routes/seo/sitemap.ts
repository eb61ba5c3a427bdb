import { offices } from "~/content/offices";
import { htmlLang, locales, type Locale } from "~/i18n/locale";
import { articlePath, authorPath, caseStudyPath, jobPostingPath, officePath, pagePaths, type Alternates } from "~/i18n/paths";
import { authorSlugsWithPosts } from "~/utils/authors.server";
import { cacheControl, type CacheHandle } from "~/utils/cache-headers";
import { listPublishedCaseStudies } from "~/utils/case-studies.server";
import { listOpenPostings } from "~/utils/careers.server";
import { getEnv } from "~/utils/env.server";
import { listPublicPostsForSitemap } from "~/utils/posts.server";
import { escapeXml, xmlResponse } from "./xml.server";

/** The marketing pages and the blog index, in the order a visitor meets them (each in both languages). */
export const SITE_PAGES = ["home", "services", "crn", "about", "projects", "careers", "contact", "meeting", "blog"] as const;

type Entry = { path: string; lastmod?: string; alternates?: Alternates };

export const handle = { queryParams: [] } satisfies CacheHandle;

/** One entry per language of a page that exists in every language, each listing all of them. */
function paired(alternates: Record<Locale, string>, lastmod?: string): Entry[] {
  return locales.map((locale) => ({ path: alternates[locale], lastmod, alternates }));
}

/**
 * /sitemap.xml: every public page in English and French, each office, case study, open job posting (a
 * closed one leaves it) and author with a public article, and every public post, with `xhtml:link` alternates (en-CA, fr-CA, x-default) wherever a page
 * has its twin in the other language, as the pages' own heads do.
 */
export async function loader() {
  const siteUrl = getEnv().siteUrl;
  const [posts, caseStudies, authorPages, postings] = await Promise.all([
    listPublicPostsForSitemap(),
    listPublishedCaseStudies(),
    authorSlugsWithPosts(),
    listOpenPostings(),
  ]);
  const newestChange = (locale: Locale) =>
    posts
      .filter((post) => post.locale === locale)
      .reduce<string | undefined>((latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest), undefined);
  const entries: Entry[] = [
    ...SITE_PAGES.flatMap((page) =>
      page === "blog"
        ? locales.map((locale) => ({ path: pagePaths.blog[locale], lastmod: newestChange(locale), alternates: pagePaths.blog }))
        : paired(pagePaths[page]),
    ),
    ...paired({ en: `${pagePaths.crn.en}/guide`, fr: `${pagePaths.crn.fr}/guide` }),
    ...offices.flatMap((office) => paired({ en: officePath(office.id, "en"), fr: officePath(office.id, "fr") })),
    ...caseStudies.flatMap((study) =>
      paired({ en: caseStudyPath(study.slug, "en"), fr: caseStudyPath(study.slug, "fr") }, study.updatedAt.toISOString()),
    ),
    ...postings.flatMap((posting) =>
      paired({ en: jobPostingPath(posting.slug, "en"), fr: jobPostingPath(posting.slug, "fr") }, posting.updatedAt.toISOString()),
    ),
    // Each author's page in both languages (the page lists that language's articles, or says there are none yet).
    ...authorPages.flatMap((author) => paired({ en: authorPath(author.slug, "en"), fr: authorPath(author.slug, "fr") })),
    ...posts.map((post) => {
      const path = articlePath(encodeURIComponent(post.slug), post.locale);
      const alternates: Alternates = { [post.locale]: path };
      for (const translation of post.translations) {
        alternates[translation.locale] = articlePath(encodeURIComponent(translation.slug), translation.locale);
      }
      return { path, lastmod: post.updatedAt, alternates: post.translations.length ? alternates : undefined };
    }),
  ];
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
