import type { Locale } from "~/i18n/locale";
import { pagePaths } from "~/i18n/paths";

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
