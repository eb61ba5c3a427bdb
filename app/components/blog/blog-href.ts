import { otherLocale, type Locale } from "~/i18n/locale";
import { pageAlternates, pagePaths, type Alternates } from "~/i18n/paths";

export type BlogFilters = { search?: string; category?: string; page?: number };

/**
 * A blog list URL (/blog, or /fr/blogue in French) with only the filters that are set; `page` appears
 * only above 1 (SPEC.md section 2).
 */
export function blogHref({ search, category, page }: BlogFilters = {}, locale: Locale = "en"): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (category) params.set("category", category);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  const base = pagePaths.blog[locale];
  return query ? `${base}?${query}` : base;
}

/** Page numbers above this are treated as malformed rather than run as huge offsets. */
export const MAX_PAGE = 100_000;

export type ParsedBlogParams = {
  search: string;
  category: string;
  page: number;
  /** Set when the URL is not in its one canonical form (empty or malformed parameters, page=1): go there. */
  redirectTo: string | null;
};

/**
 * Reads /blog's query. `search` is normalised by `normalize`; an empty search or category, a page that is
 * not a whole number from 2 to 100,000, and page=1 are dropped, so every filter state has one URL.
 */
export function parseBlogParams(params: URLSearchParams, normalize: (search: string) => string, locale: Locale = "en"): ParsedBlogParams {
  const rawSearch = params.get("search");
  const rawCategory = params.get("category");
  const rawPage = params.get("page");
  const search = rawSearch === null ? "" : normalize(rawSearch);
  // Category ids are UUIDs, written in lower case.
  const category = rawCategory?.trim().toLowerCase() ?? "";
  const pageNumber = rawPage !== null && /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  const page = pageNumber >= 2 && pageNumber <= MAX_PAGE ? pageNumber : 1;
  const canonical = blogHref({ search, category, page }, locale);
  const known = new Set(["search", "category", "page"]);
  const clean =
    (rawSearch === null || rawSearch === search) &&
    (rawCategory === null || rawCategory === category) &&
    (rawPage === null || (page > 1 && rawPage === String(page))) &&
    [...params.keys()].every((key) => known.has(key)) &&
    new Set(params.keys()).size === [...params.keys()].length &&
    (rawSearch === null || search !== "") &&
    (rawCategory === null || category !== "");
  return { search, category, page, redirectTo: clean ? null : canonical };
}

/** One view of the blog list, and what the database says about it in each language. */
export type BlogListView = {
  search: string;
  /** The category's id: one category serves both blogs, under its name in each language. */
  category: string | null;
  page: number;
  /** Public articles this view finds in its own language (all pages). */
  total: number;
  /** Public articles of `category` in the other language. */
  categoryTotalThere: number;
};

export type BlogListLanguages = {
  /** Out of search engines: search results are for people, and an empty view has nothing to index. */
  noindex: boolean;
  /** The hreflang alternates the view claims; undefined when it has no twin in the other language. */
  alternates: Alternates | undefined;
  /** Where the header's language switcher leads. */
  counterpart: string;
};

/**
 * The blog list's twin in the other language, decided once for the page's head and the header's switcher.
 *
 * - A category is the same category in both blogs, so its list in the other language is its translation
 *   when it has articles there; otherwise the switcher leads to the other blog and no pair is claimed.
 * - Page N of one blog and page N of the other list different articles, so a page past the first is no
 *   one's translation: it claims no pair (its own canonical stays), and the switcher leads to the first
 *   page of the same view there. Claiming page 1 instead would pair a page with one that does not pair back.
 * - A search is noindex, so it claims no pair; the other blog searches the same words, so the switcher
 *   keeps them (and the category when it has articles there).
 * - The index is always paired, as in the sitemap.
 */
export function blogListLanguages(view: BlogListView, locale: Locale): BlogListLanguages {
  const noindex = Boolean(view.search) || view.total === 0;
  const sharedCategory = view.category && view.categoryTotalThere > 0 ? view.category : undefined;
  const counterpart = blogHref({ search: view.search, category: sharedCategory }, otherLocale(locale));
  if (view.search || view.page > 1) return { noindex, alternates: undefined, counterpart };
  if (!view.category) return { noindex, alternates: pageAlternates("blog"), counterpart };
  const paired = !noindex && sharedCategory !== undefined;
  const alternates = paired
    ? { en: blogHref({ category: view.category }, "en"), fr: blogHref({ category: view.category }, "fr") }
    : undefined;
  return { noindex, alternates, counterpart };
}
