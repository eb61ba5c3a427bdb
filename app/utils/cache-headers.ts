/** Public marketing pages: fresh for 5 minutes in browsers, an hour at a CDN, served stale for a day while revalidating. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

export function publicPageHeaders(): HeadersInit {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}
