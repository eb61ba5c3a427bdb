// The one spelling of a path on this site, shared by the redirect of other spellings of a page's address
// (server/canonical-path.ts) and the redirects staff make from old addresses (redirect-rules.ts).

/** An address that is already canonical: lowercase segments of plain characters, no empty segment. */
const CANONICAL_PLAIN = /^(?:\/[a-z0-9_~-][a-z0-9._~-]*)*$/;

/**
 * The one spelling of a page's path: segments decoded, lowercased and encoded again, without empty
 * segments or a trailing slash (`/` stays `/`). Undefined when a segment cannot be decoded or is a dot
 * segment or holds an escaped slash: those are not spellings of a page (the server answers the first two
 * before any route, `toPathTarget` in request-guards.ts; the third is left to the router).
 */
export function canonicalPath(pathname: string): string | undefined {
  if (pathname === "/" || CANONICAL_PLAIN.test(pathname)) return pathname;
  const segments: string[] = [];
  for (const raw of pathname.split("/")) {
    if (raw === "") continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === "." || segment === ".." || segment.includes("/")) return undefined;
    segments.push(encodeURIComponent(segment.toLowerCase()));
  }
  return `/${segments.join("/")}`;
}
