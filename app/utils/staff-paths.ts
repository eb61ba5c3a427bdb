/**
 * Where staff work: the admin (with its sign-in and invitations) and the post editor's two addresses.
 * Browsers never prefetch these (components/speculation-rules.tsx), and they are the only pages that send
 * Cross-Origin-Opener-Policy (server/security.ts, decision record 0018).
 */
export const STAFF_PATH_PREFIXES = ["/admin", "/blog-admin", "/blog/admin"] as const;

/** Whether `path` is a staff page, however it is cased or slashed ("//ADMIN/login" is one). */
export function isStaffPath(path: string): boolean {
  const normal = path.replace(/\/+/g, "/").toLowerCase();
  return STAFF_PATH_PREFIXES.some((prefix) => normal === prefix || normal.startsWith(`${prefix}/`));
}
