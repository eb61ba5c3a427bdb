/** The `page` of a paged admin list (media, redirects): a whole number from 1 to 999,999, else the first page. */
export function listPageOf(url: URL): number {
  const value = url.searchParams.get("page") ?? "1";
  return /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : 1;
}
