import { offices } from "~/content/offices";
import { locales, type Locale } from "~/i18n/locale";
import { articlePath, authorPath, caseStudyPath, jobPostingPath, officePath, pagePaths, type Alternates } from "~/i18n/paths";
import { authorSlugsWithPosts } from "./authors.server";
import { listPublishedCaseStudies } from "./case-studies.server";
import { listOpenPostings } from "./careers.server";
import { listPublicPostsForSitemap } from "./posts.server";

/** The marketing pages and the blog index, in the order a visitor meets them (each in both languages). */
export const SITE_PAGES = ["home", "services", "crn", "about", "projects", "careers", "contact", "meeting", "blog"] as const;

export type SitePage = { path: string; lastmod?: string; alternates?: Alternates };

/** One entry per language of a page that exists in every language, each listing all of them. */
function paired(alternates: Record<Locale, string>, lastmod?: string): SitePage[] {
  return locales.map((locale) => ({ path: alternates[locale], lastmod, alternates }));
}

/**
 * Every public page of the site in English and French: the marketing pages, each office, case study,
 * open job posting and author with a public article, and every public post search engines should find at
 * its own address (not noindex, no canonical URL elsewhere). The sitemap lists them; the redirects
 * manager refuses to start a redirect at one of them.
 */
export async function listSitePages(): Promise<SitePage[]> {
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
  return [
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
}
