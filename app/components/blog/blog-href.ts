export type BlogFilters = { search?: string; category?: string; page?: number };

/** A /blog URL with only the filters that are set; `page` appears only above 1 (SPEC.md section 2). */
export function blogHref({ search, category, page }: BlogFilters = {}): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (category) params.set("category", category);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
