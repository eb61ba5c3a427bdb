import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { getDb } from "~/db/db.server";
import { previewLinks } from "~/db/schema";
import { isUuid } from "~/utils/posts-admin.server";
import type { PreviewLinkDays } from "~/utils/preview-links";

/**
 * Preview links show one post, draft or scheduled, to someone without an account. The token is 32 random
 * bytes (unguessable, so the link needs no signature of its own); only its SHA-256 is stored, so a copy of
 * the database cannot be turned into working links. A link ends when it expires or is revoked, and its
 * page is never stored by a cache nor indexed (routes/blog/preview.tsx).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** base64url of 32 bytes. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type PreviewLink = { id: string; createdAt: Date; expiresAt: Date; revokedAt: Date | null };

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function previewPath(token: string): string {
  return `/preview/${token}`;
}

/** A new link to `postId` for `days` days; the token is returned once and never stored. */
export async function createPreviewLink(
  postId: string,
  options: { days: PreviewLinkDays; createdBy?: string; now?: Date },
): Promise<{ token: string; link: PreviewLink }> {
  const token = randomBytes(32).toString("base64url");
  const now = options.now ?? new Date();
  const [link] = await getDb()
    .insert(previewLinks)
    .values({
      postId,
      tokenHash: hashToken(token),
      createdBy: options.createdBy ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + options.days * DAY_MS),
    })
    .returning({
      id: previewLinks.id,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      revokedAt: previewLinks.revokedAt,
    });
  if (!link) throw new Error("The preview link was not stored");
  return { token, link };
}

/** The post a token opens, while its link is neither expired nor revoked. */
export async function resolvePreviewToken(token: string, now = new Date()): Promise<string | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await getDb()
    .select({ postId: previewLinks.postId })
    .from(previewLinks)
    .where(and(eq(previewLinks.tokenHash, hashToken(token)), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
    .limit(1);
  return row?.postId;
}

/** The links of one post that still work, newest first. */
export function listActivePreviewLinks(postId: string, now = new Date()): Promise<PreviewLink[]> {
  return getDb()
    .select({
      id: previewLinks.id,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      revokedAt: previewLinks.revokedAt,
    })
    .from(previewLinks)
    .where(and(eq(previewLinks.postId, postId), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
    .orderBy(desc(previewLinks.createdAt));
}

/** Ends one link of `postId` at once; false when there is no such working link. */
export async function revokePreviewLink(postId: string, linkId: string, now = new Date()): Promise<boolean> {
  if (!isUuid(linkId)) return false;
  const revoked = await getDb()
    .update(previewLinks)
    .set({ revokedAt: now })
    .where(and(eq(previewLinks.id, linkId), eq(previewLinks.postId, postId), isNull(previewLinks.revokedAt)))
    .returning({ id: previewLinks.id });
  return revoked.length > 0;
}
