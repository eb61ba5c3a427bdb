import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { authors, blogCategories, blogPosts, postRevisions, type RevisionKind } from "~/db/schema";
import { readSnapshot, snapshotOf, type ConflictInfo, type PostSnapshot } from "./post-revisions";
import { isUuid, type SaveConflict } from "./posts-admin.server";
import type { DiffNames } from "./revision-diff.server";

// Reading a post's history. Revisions are written only by the post write service (posts-admin.server.ts),
// in the transaction of the write they record.

export type RevisionSummary = {
  version: number;
  kind: RevisionKind;
  changedFields: string[];
  savedByName: string | null;
  createdAt: Date;
};

/** Every kept version of a post, newest first, without their (possibly large) snapshots. */
export async function listRevisions(postId: string): Promise<RevisionSummary[]> {
  if (!isUuid(postId)) return [];
  return getDb()
    .select({
      version: postRevisions.version,
      kind: postRevisions.kind,
      changedFields: postRevisions.changedFields,
      savedByName: postRevisions.savedByName,
      createdAt: postRevisions.createdAt,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.version));
}

/** The snapshots of the given versions of a post, by version (versions that are not kept are absent). */
export async function revisionSnapshots(postId: string, versions: number[]): Promise<Map<number, Partial<PostSnapshot>>> {
  const found = new Map<number, Partial<PostSnapshot>>();
  if (!isUuid(postId) || versions.length === 0) return found;
  const rows = await getDb()
    .select({ version: postRevisions.version, snapshot: postRevisions.snapshot })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), inArray(postRevisions.version, versions)));
  for (const row of rows) found.set(row.version, readSnapshot(row.snapshot));
  return found;
}

/** The stored version of a post, or undefined when there is no such post. */
export async function currentVersion(postId: string): Promise<number | undefined> {
  if (!isUuid(postId)) return undefined;
  const [row] = await getDb().select({ version: blogPosts.version }).from(blogPosts).where(eq(blogPosts.id, postId));
  return row?.version;
}

/** A refused save as the editor's conflict view shows it. */
export function conflictInfo(conflict: SaveConflict): ConflictInfo {
  return {
    version: conflict.current.version,
    savedByName: conflict.savedByName,
    savedByYou: conflict.savedByYou,
    savedAt: conflict.savedAt.toISOString(),
    fields: snapshotOf(conflict.current),
  };
}

/** The names of the category, author profile and original post the snapshots point to, for the diff. */
export async function namesFor(snapshots: Partial<PostSnapshot>[]): Promise<DiffNames> {
  const ids = (pick: (snapshot: Partial<PostSnapshot>) => string | null | undefined) => [
    ...new Set(snapshots.map(pick).filter((id): id is string => Boolean(id))),
  ];
  const [categoryIds, authorIds, postIds] = [ids((s) => s.categoryId), ids((s) => s.authorId), ids((s) => s.translationOf)];
  const db = getDb();
  const [categoryRows, authorRows, postRows] = await Promise.all([
    categoryIds.length
      ? db.select({ id: blogCategories.id, name: blogCategories.name }).from(blogCategories).where(inArray(blogCategories.id, categoryIds))
      : [],
    authorIds.length ? db.select({ id: authors.id, name: authors.name }).from(authors).where(inArray(authors.id, authorIds)) : [],
    postIds.length ? db.select({ id: blogPosts.id, name: blogPosts.title }).from(blogPosts).where(inArray(blogPosts.id, postIds)) : [],
  ]);
  const toMap = (rows: { id: string; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return { categories: toMap(categoryRows), authors: toMap(authorRows), posts: toMap(postRows) };
}
