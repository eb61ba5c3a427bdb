// How each route says whether its answer may be kept, and by whom. A route's `headers()` (or its
// loader's response) picks one policy here; the server's page cache (server/page-cache.ts) then decides
// from the response's own Cache-Control alone: it stores and shares only `public` answers with an
// `s-maxage`. A route that reads a cookie or writes anything per request into its answer must say
// "private" or "admin".

const POLICIES = {
  /** Marketing pages: fresh 5 minutes in browsers, an hour at a CDN, served stale for a day while revalidating. */
  page: { "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400" },
  /** The blog and its public API: they change when staff publish, so browsers and CDNs keep them briefly. */
  content: { "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=86400" },
  /** Files for crawlers that change only with a release. */
  crawler: { "Cache-Control": "public, max-age=3600, s-maxage=86400" },
  /** Answers holding a value that moves with every visit (a view count): asked for afresh each time. */
  live: { "Cache-Control": "no-cache" },
  /** Answers made for one visitor (a form token, a message after a post): never stored anywhere. */
  private: { "Cache-Control": "private, no-store" },
  /**
   * A permanent redirect staff made (decision record 0023): browsers keep it five minutes, shared caches
   * not at all, so that a change in the admin reaches every visitor within minutes (a browser keeps a 301
   * without a lifetime for good).
   */
  redirect: { "Cache-Control": "private, max-age=300" },
  /** The admin area: personal, never stored, never indexed. */
  admin: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" },
} as const;

export type CachePolicy = keyof typeof POLICIES;

/** The headers that declare `policy`, for a route's `headers()` or a loader's response. */
export function cacheHeaders(policy: CachePolicy): Record<string, string> {
  return { ...POLICIES[policy] };
}

/** The Cache-Control value of `policy`. */
export function cacheControl(policy: CachePolicy): string {
  return POLICIES[policy]["Cache-Control"];
}

/**
 * The headers of a page with a visitor's form, answering a GET or the form's POST: never stored, and a
 * refused submission's `Retry-After` (its 429) carried from the action into the page's answer, which
 * React Router builds from the route's `headers()` alone. `cache` is the page's own policy when the
 * action set none.
 */
export function formPageHeaders(
  { actionHeaders, errorHeaders }: { actionHeaders: Headers; errorHeaders?: Headers },
  cache = cacheControl("private"),
): Headers | Record<string, string> {
  if (errorHeaders) return errorHeaders;
  const headers: Record<string, string> = { "Cache-Control": actionHeaders.get("Cache-Control") ?? cache };
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers["Retry-After"] = retryAfter;
  return headers;
}

/** Public marketing pages: `cacheHeaders("page")`. */
export function publicPageHeaders(): Record<string, string> {
  return cacheHeaders("page");
}

/**
 * What a route exports as `handle` to tell the page cache which query parameters its answer depends on
 * (`export const handle = { queryParams: ["search", "page"] } satisfies CacheHandle`). Every other
 * parameter (utm_*, gclid, anything made up) is left out of the key and never causes a render; the
 * visitor's address keeps it. A route that declares nothing keeps its whole query string in the key.
 */
export type CacheHandle = { queryParams: readonly string[] };

export function isCacheHandle(handle: unknown): handle is CacheHandle {
  if (!handle || typeof handle !== "object" || !("queryParams" in handle)) return false;
  const { queryParams } = handle;
  return Array.isArray(queryParams) && queryParams.every((name) => typeof name === "string");
}

/**
 * What the route for addresses no page answers exports as `handle`: its answer is the same page for every
 * such address under one prefix (the English site, the French site), so the page cache keeps one copy per
 * prefix instead of rendering it for every address a scanner tries.
 */
export type NotFoundHandle = { notFoundPage: true };

export function isNotFoundHandle(handle: unknown): handle is NotFoundHandle {
  return Boolean(handle && typeof handle === "object" && "notFoundPage" in handle && handle.notFoundPage === true);
}
