// Validators for stored answers (pages in the page cache, the build's and the public folder's files): one
// ETag per content, and the If-None-Match check that turns a request for unchanged content into a 304.

import crypto from "node:crypto";

/**
 * A weak ETag from the content's bytes. Weak because one validator stands for the plain, gzip and brotli
 * forms of the same content (a strong one must differ between them: RFC 9110, section 8.8.3).
 */
export function weakEtag(body: Buffer | string): string {
  return `W/"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * Whether the client's If-None-Match header (its value, as Node or the Fetch API gives it) names this ETag
 * (or is `*`), by the weak comparison a GET uses.
 */
export function isUnchanged(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}
