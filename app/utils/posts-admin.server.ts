import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { data } from "react-router";
import { databaseErrorCode, getDb, queryRows, type Database } from "~/db/db.server";
import {
  authors,
  blogCategories,
  blogPosts,
  blogTags,
  postRevisions,
  postSlugRedirects,
  type BlogCategory,
  type BlogPost,
  type NewBlogPost,
  type PostLocale,
} from "~/db/schema";
import { isListStatus, LIST_STATUSES, type ListStatus } from "~/components/admin/post-status";
import { recordAudit, type AuditAction } from "./audit.server";
import type { Staff } from "./auth.server";
import { notifyContentChanged } from "./content-events.server";
import { can, canEditPost } from "./permissions";
import { BULK_MAX, mayBulk, type BulkPostAction, type BulkPostActionKind } from "./post-bulk";
import type { PostInput, PostUpdate } from "./post-schema";
import {
  AUTOSAVE_COLLAPSE_MS,
  changedFields,
  changesContent,
  filledFields,
  readSnapshot,
  snapshotOf,
  type PostSnapshot,
  type ReviewField,
} from "./post-revisions";
import { slugify } from "./posts";
import { sanitizePostHtml } from "./sanitize.server";

// Writes to blog posts for the admin screens and the JSON API: one module, so the two can never disagree.

/** SPEC.md: the admin list shows 50 posts at a time (a page). */
export const ADMIN_LIST_LIMIT = 50;
export { DEFAULT_AUTHOR_NAME } from "~/db/schema";

export type WriteFailure =
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "slug-taken"; slug: string; locale: PostLocale }
  | { ok: false; reason: "unknown-category" }
  | { ok: false; reason: "unknown-author" }
  | { ok: false; reason: "bad-translation"; message: string }
  | { ok: false; reason: "forbidden"; message: string }
  | SaveConflict
  | { ok: false; reason: "not-a-draft" }
  | { ok: false; reason: "no-revision"; version: number };

/**
 * A save based on an older version than the stored one, when a later version changed the post: nothing
 * was written, and `current` is what is stored now (docs/decisions/0015-revisions-and-conflicting-saves.md).
 */
export type SaveConflict = {
  ok: false;
  reason: "conflict";
  baseVersion: number;
  current: BlogPost;
  /** Who saved the stored version, and when (null: before the history was kept, or the system). */
  savedByName: string | null;
  /** The stored version was saved by the same person, in another window or tab. */
  savedByYou: boolean;
  savedAt: Date;
};

/** How a save is made: the version the editor started from, and whether it is an autosave. */
export type SaveOptions = {
  /** Absent: the caller names no version (today's API callers) and the save is not checked. */
  baseVersion?: number;
  kind?: "save" | "autosave";
};

/**
 * Who asks for a write, from where. The admin screens and the API always pass one: what the staff
 * member's role allows is decided here (app/utils/permissions.ts), and publishing, unpublishing and
 * deleting are recorded in the audit trail. Without one (sample content, the scale fixture, the
 * operator's scripts) the write is the system's own.
 */
export type WriteActor = { staff: Staff; ip?: string | null };

const PUBLISH_REFUSED = "Your role cannot publish or feature posts: save it as a draft and submit it for review.";
const NOT_YOURS = "Your role can edit only drafts you started; this post is someone else's or already published.";

function mayPublish(actor: WriteActor | undefined): boolean {
  return !actor || can(actor.staff.role, "posts.publish");
}

async function audit(actor: WriteActor | undefined, action: AuditAction, post: { id: string; title: string }): Promise<void> {
  if (!actor) return;
  await recordAudit({ actor: actor.staff, action, subject: post.title, subjectId: post.id, ip: actor.ip ?? null });
}

/** A new post: its language is English and it may be indexed unless it says otherwise. */
export type PostCreate = Omit<PostInput, "locale" | "noIndex"> & { locale?: PostLocale; noIndex?: boolean };

const languageName: Record<PostLocale, string> = { en: "English", fr: "French" };

export type WriteResult = { ok: true; post: BlogPost } | WriteFailure;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

/** The human message for a failed write, and the field it belongs to. */
export function describeWriteFailure(failure: WriteFailure): { status: number; message: string; field?: string } {
  switch (failure.reason) {
    case "not-found":
      return { status: 404, message: "No post with this id exists" };
    case "slug-taken":
      return {
        status: 409,
        message: `Another ${languageName[failure.locale]} post already uses the URL slug "${failure.slug}"`,
        field: "slug",
      };
    case "unknown-category":
      return { status: 400, message: "The chosen category does not exist", field: "categoryId" };
    case "unknown-author":
      return { status: 400, message: "The chosen author profile does not exist", field: "authorId" };
    case "bad-translation":
      return { status: 409, message: failure.message, field: "translationOf" };
    case "forbidden":
      return { status: 403, message: failure.message };
    case "conflict":
      return { status: 409, message: conflictMessage(failure) };
    case "not-a-draft":
      return {
        status: 409,
        message: "Autosave keeps drafts only: a published post changes only when you press Update Post",
      };
    case "no-revision":
      return { status: 404, message: `This post has no version ${failure.version}` };
  }
}

const SAVED_AT = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function conflictMessage(conflict: SaveConflict): string {
  const who = conflict.savedByYou ? "You (in another window)" : (conflict.savedByName ?? "Someone");
  return (
    `${who} saved version ${conflict.current.version} of this post (${SAVED_AT.format(conflict.savedAt)} UTC) after you opened ` +
    `version ${conflict.baseVersion}. Nothing was saved: compare the two and choose what to keep.`
  );
}

function failureFromDatabaseError(error: unknown, slug: string, locale: PostLocale): WriteFailure | undefined {
  const { code, constraint } = databaseErrorCode(error);
  if (code === "23505" && constraint?.includes("translation")) {
    return { ok: false, reason: "bad-translation", message: `The original post already has a ${languageName[locale]} translation` };
  }
  if (code === "23505" && (!constraint || constraint.includes("slug"))) return { ok: false, reason: "slug-taken", slug, locale };
  if (code === "23503" && constraint?.includes("translation")) {
    return { ok: false, reason: "bad-translation", message: "The post this one translates no longer exists" };
  }
  if (code === "23503") return { ok: false, reason: "unknown-category" };
  return undefined;
}

/** Slugs are unique per language: an English and a French post may share one. */
async function slugTaken(db: Database, slug: string, locale: PostLocale, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.locale, locale), eq(blogPosts.slug, slug)));
  return rows.some((row) => row.id !== exceptId);
}

/**
 * Whether post `selfId` (absent for a new post), written in `locale`, may be the translation of
 * `originalId`: the original exists, is not itself a translation, is in another language and has no
 * translation in this language yet; and a post that others translate cannot become a translation itself
 * (translations hang off one original, never off each other). The message names what is wrong.
 */
async function translationProblem(
  db: Database,
  originalId: string,
  locale: PostLocale,
  selfId?: string,
): Promise<WriteFailure | undefined> {
  const fail = (message: string): WriteFailure => ({ ok: false, reason: "bad-translation", message });
  if (originalId === selfId) return fail("A post cannot be a translation of itself");
  const [original] = await db
    .select({ id: blogPosts.id, title: blogPosts.title, locale: blogPosts.locale, translationOf: blogPosts.translationOf })
    .from(blogPosts)
    .where(eq(blogPosts.id, originalId));
  if (!original) return fail("The post this one translates does not exist");
  if (original.translationOf) return fail(`"${original.title}" is itself a translation; link this post to its original instead`);
  if (original.locale === locale) {
    return fail(`"${original.title}" is also in ${languageName[locale]}; a translation is written in the other language`);
  }
  const [sibling] = await db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationOf, originalId), eq(blogPosts.locale, locale)));
  if (sibling && sibling.id !== selfId) {
    return fail(`"${original.title}" already has a ${languageName[locale]} translation: "${sibling.title}"`);
  }
  if (selfId) {
    const [translated] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.translationOf, selfId)).limit(1);
    if (translated) return fail("Other posts are translations of this one, so it cannot become a translation itself");
  }
  return undefined;
}

type Address = { locale: PostLocale; slug: string };

/**
 * Keeps old addresses working: when a post that readers could see leaves an address (its slug in its
 * language), the old address leads to the post. An address a post takes is no longer an old address of
 * any post, so a redirect never shadows a live article and renaming back and forth cannot make a loop.
 */
async function recordAddressChange(db: Database, postId: string, before: Address, after: Address, wasPublic: boolean): Promise<void> {
  await db.delete(postSlugRedirects).where(and(eq(postSlugRedirects.locale, after.locale), eq(postSlugRedirects.slug, after.slug)));
  if (!wasPublic || (before.slug === after.slug && before.locale === after.locale)) return;
  await db
    .insert(postSlugRedirects)
    .values({ locale: before.locale, slug: before.slug, postId })
    .onConflictDoUpdate({ target: [postSlugRedirects.locale, postSlugRedirects.slug], set: { postId, createdAt: new Date() } });
}

async function categoryExists(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id));
  return rows.length > 0;
}

/** New tag names become rows of blog_tags so they show up in the tag lists; existing ones are left alone. */
async function upsertTags(db: Database, tags: readonly string[]): Promise<void> {
  const values = tags.map((name) => ({ name, slug: slugify(name) })).filter((tag) => tag.slug);
  if (values.length === 0) return;
  await db.insert(blogTags).values(values).onConflictDoNothing();
}

/** A published post without a publish date is published now. */
function effectivePublishedAt(isPublished: boolean, publishedAt: Date | null): Date | null {
  return isPublished && !publishedAt ? new Date() : publishedAt;
}

async function announce(): Promise<void> {
  await notifyContentChanged();
}

/** The name and biography an author profile signs a post with, in the post's language. */
async function signature(
  tx: Database,
  authorId: string,
  locale: PostLocale,
): Promise<{ authorName: string; authorBio: string } | undefined> {
  const [author] = await tx.select().from(authors).where(eq(authors.id, authorId));
  if (!author) return undefined;
  return {
    authorName: author.credentials ? `${author.name}, ${author.credentials}` : author.name,
    authorBio: locale === "fr" ? author.bioFr : author.bioEn,
  };
}

// ---------------------------------------------------------------------------------------------------
// Revisions: every write below bumps the post's version and keeps what it wrote in post_revisions, in the
// same transaction as the write (docs/decisions/0015-revisions-and-conflicting-saves.md).

type RevisionKind = "save" | "autosave" | "restore";

/**
 * A post stored before revisions were kept (or written by the sample content) has no revision for its
 * version: the stored post is that version's content, kept before the first change overwrites it.
 */
async function keepBaseline(tx: Database, post: BlogPost): Promise<void> {
  const [kept] = await tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, post.id), eq(postRevisions.version, post.version)));
  if (kept) return;
  const snapshot = snapshotOf(post);
  await tx.insert(postRevisions).values({
    postId: post.id,
    version: post.version,
    kind: "save",
    snapshot,
    changedFields: filledFields(snapshot),
    createdAt: post.updatedAt,
  });
}

/** The newest revision of a post, if any. */
async function latestRevision(tx: Database, postId: string) {
  const [row] = await tx.select().from(postRevisions).where(eq(postRevisions.postId, postId)).orderBy(desc(postRevisions.version)).limit(1);
  return row;
}

/**
 * Writes the revision of `post` (already at its new version). An autosave that follows the same person's
 * autosave within AUTOSAVE_COLLAPSE_MS replaces it: the older one is removed and the new one lists the
 * fields either changed.
 */
async function recordRevision(
  tx: Database,
  post: BlogPost,
  kind: RevisionKind,
  changed: readonly string[],
  actor: WriteActor | undefined,
): Promise<void> {
  let fields = [...changed];
  if (kind === "autosave" && actor) {
    const previous = await latestRevision(tx, post.id);
    if (
      previous &&
      previous.kind === "autosave" &&
      previous.version === post.version - 1 &&
      previous.savedBy === actor.staff.id &&
      Date.now() - previous.createdAt.getTime() < AUTOSAVE_COLLAPSE_MS
    ) {
      await tx.delete(postRevisions).where(eq(postRevisions.id, previous.id));
      fields = [...new Set([...previous.changedFields, ...fields])];
    }
  }
  await tx.insert(postRevisions).values({
    postId: post.id,
    version: post.version,
    kind,
    snapshot: snapshotOf(post),
    changedFields: fields,
    savedBy: actor?.staff.id ?? null,
    savedByName: actor?.staff.username ?? null,
  });
}

/**
 * Whether a save based on `baseVersion` must be refused: the version does not exist yet, or a later
 * version changed the post's content. Later versions that do not count: a review decision (it changes no
 * field the form holds) and the saver's own autosaves (the form being saved already holds that text; an
 * autosave still on its way when the editor pressed Save would otherwise refuse their own save).
 */
async function conflictWith(
  tx: Database,
  existing: BlogPost,
  baseVersion: number | undefined,
  actor: WriteActor | undefined,
): Promise<SaveConflict | undefined> {
  if (baseVersion === undefined || baseVersion === existing.version) return undefined;
  if (baseVersion < existing.version) {
    const later = await tx
      .select({ changedFields: postRevisions.changedFields, kind: postRevisions.kind, savedBy: postRevisions.savedBy })
      .from(postRevisions)
      .where(and(eq(postRevisions.postId, existing.id), gt(postRevisions.version, baseVersion)));
    const counts = (row: (typeof later)[number]) =>
      changesContent(row.changedFields) && !(row.kind === "autosave" && actor && row.savedBy === actor.staff.id);
    // No revision newer than the base (a post kept before revisions were): nothing to compare, so refuse.
    if (later.length > 0 && !later.some(counts)) return undefined;
  }
  const latest = await latestRevision(tx, existing.id);
  return {
    ok: false,
    reason: "conflict",
    baseVersion,
    current: existing,
    savedByName: latest?.version === existing.version ? latest.savedByName : null,
    savedByYou: Boolean(actor && latest?.version === existing.version && latest.savedBy === actor.staff.id),
    savedAt: latest?.version === existing.version ? latest.createdAt : existing.updatedAt,
  };
}

/** Bumps the version of a locked post whose review state changes, and keeps a revision naming that change. */
async function writeReviewChange(
  tx: Database,
  existing: BlogPost,
  set: Partial<NewBlogPost>,
  changed: ReviewField[],
  actor: WriteActor,
): Promise<BlogPost> {
  await keepBaseline(tx, existing);
  const [post] = await tx
    .update(blogPosts)
    .set({ ...set, version: existing.version + 1, updatedAt: new Date() })
    .where(and(eq(blogPosts.id, existing.id), eq(blogPosts.version, existing.version)))
    .returning();
  if (!post) throw new Error("The post changed while its review was recorded");
  await recordRevision(tx, post, "save", changed, actor);
  return post;
}

export async function createPost(input: PostCreate, actor?: WriteActor): Promise<WriteResult> {
  const locale = input.locale ?? "en";
  if ((input.isPublished || input.isFeatured) && !mayPublish(actor)) return { ok: false, reason: "forbidden", message: PUBLISH_REFUSED };
  try {
    const result = await getDb().transaction(async (tx): Promise<WriteResult> => {
      if (await slugTaken(tx, input.slug, locale)) return { ok: false, reason: "slug-taken", slug: input.slug, locale };
      if (input.categoryId && !(await categoryExists(tx, input.categoryId))) return { ok: false, reason: "unknown-category" };
      // Signed by the chosen profile, else by the writer's own profile when they have one and named nobody else.
      let authorId = input.authorId ?? null;
      if (!authorId && !input.authorName && actor) {
        const [own] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.userId, actor.staff.id));
        authorId = own?.id ?? null;
      }
      const signed = authorId ? await signature(tx, authorId, locale) : undefined;
      if (authorId && !signed) return { ok: false, reason: "unknown-author" };
      if (input.translationOf) {
        const problem = await translationProblem(tx, input.translationOf, locale);
        if (problem) return problem;
      }
      const values: NewBlogPost = {
        locale,
        translationOf: input.translationOf ?? null,
        title: input.title,
        slug: input.slug,
        excerpt: input.excerpt,
        content: sanitizePostHtml(input.content),
        metaDescription: input.metaDescription,
        metaKeywords: input.metaKeywords ?? null,
        featuredImage: input.featuredImage ?? null,
        featuredImageAlt: input.featuredImageAlt ?? null,
        categoryId: input.categoryId ?? null,
        tags: input.tags,
        ...(input.authorName ? { authorName: input.authorName } : {}),
        authorBio: input.authorBio ?? null,
        ...(signed ?? {}),
        authorId,
        readTimeMinutes: input.readTimeMinutes ?? null,
        publishedAt: effectivePublishedAt(input.isPublished, input.publishedAt ? new Date(input.publishedAt) : null),
        isPublished: input.isPublished,
        isFeatured: input.isFeatured,
        canonicalUrl: input.canonicalUrl ?? null,
        noIndex: input.noIndex ?? false,
        createdBy: actor?.staff.id ?? null,
      };
      const [post] = await tx.insert(blogPosts).values(values).returning();
      if (!post) throw new Error("The post was not stored");
      await recordRevision(tx, post, "save", filledFields(snapshotOf(post)), actor);
      await recordAddressChange(tx, post.id, { locale, slug: input.slug }, { locale, slug: input.slug }, false);
      await upsertTags(tx, input.tags);
      return { ok: true, post };
    });
    if (result.ok) {
      await announce();
      if (result.post.isPublished) await audit(actor, "post.publish", result.post);
    }
    return result;
  } catch (error) {
    const failure = failureFromDatabaseError(error, input.slug, locale);
    if (failure) return failure;
    throw error;
  }
}

/**
 * Applies `changes` to post `id`: absent fields stay, `null` clears an optional field. The admin form
 * sends a full post (see `fullReplacement`), the JSON API may send any part of one. With a base version
 * (the version the editor started from), a save is refused with a conflict when a later version changed
 * the post; an autosave never publishes and applies to drafts only. A save that changes nothing writes
 * nothing.
 */
export async function updatePost(id: string, changes: PostUpdate, actor?: WriteActor, options: SaveOptions = {}): Promise<WriteResult> {
  if (options.kind === "autosave") {
    // An autosave keeps the post's publication as it is, whatever the form's switches say.
    const { isPublished: _published, isFeatured: _featured, ...rest } = changes;
    return writeUpdate(id, rest, actor, { baseVersion: options.baseVersion, kind: "autosave" });
  }
  return writeUpdate(id, changes, actor, { baseVersion: options.baseVersion, kind: "save" });
}

/** Fields a restore sets that the post schema does not accept from the form (yet). */
type ExtraFields = Partial<Pick<NewBlogPost, "canonicalUrl" | "noIndex">>;

type WriteOptions = { baseVersion?: number; kind: RevisionKind; extra?: ExtraFields };

async function writeUpdate(id: string, changes: PostUpdate, actor: WriteActor | undefined, options: WriteOptions): Promise<WriteResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  try {
    const written = await getDb().transaction((tx) => updateWithin(tx, id, changes, actor, options));
    await afterUpdate(written, actor, options.kind);
    return written.result;
  } catch (error) {
    const failure = failureFromDatabaseError(error, changes.slug ?? "", changes.locale ?? "en");
    if (failure) return failure;
    throw error;
  }
}

/** What one update inside a transaction did: its result, the fields it changed, and the post's title and publication before. */
type UpdateWithin = { result: WriteResult; changed: string[]; wasPublished: boolean; title: string | null };

/** After the transaction of an update has committed: the caches are told and publication changes audited. */
async function afterUpdate(written: UpdateWithin, actor: WriteActor | undefined, kind: RevisionKind, announceIt = true): Promise<void> {
  const { result, changed, wasPublished } = written;
  if (!result.ok || changed.length === 0) return;
  if (announceIt) await announce();
  if (result.post.isPublished !== wasPublished)
    await audit(actor, result.post.isPublished ? "post.publish" : "post.unpublish", result.post);
  if (kind === "restore") await audit(actor, "post.restore", result.post);
}

/**
 * One update of post `id` inside the caller's transaction `tx`: the rules of a save (who may, conflicts,
 * slugs, translations, publication dates), the write, its revision and old addresses. The caller commits,
 * then calls `afterUpdate`.
 */
async function updateWithin(
  tx: Database,
  id: string,
  changes: PostUpdate,
  actor: WriteActor | undefined,
  options: WriteOptions,
): Promise<UpdateWithin> {
  let wasPublished = false;
  let changed: string[] = [];
  let title: string | null = null;
  const result = await (async (): Promise<WriteResult> => {
    // The row lock makes concurrent saves of one post take turns: the second sees the first's version.
    const [existing] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!existing) return { ok: false, reason: "not-found" };
    title = existing.title;
    if (actor && !canEditPost(actor.staff, existing)) return { ok: false, reason: "forbidden", message: NOT_YOURS };
    const conflict = await conflictWith(tx, existing, options.baseVersion, actor);
    if (conflict) return conflict;
    if (options.kind === "autosave" && existing.isPublished) return { ok: false, reason: "not-a-draft" };
    if (!mayPublish(actor) && (changes.isPublished || (changes.isFeatured && !existing.isFeatured))) {
      return { ok: false, reason: "forbidden", message: PUBLISH_REFUSED };
    }
    wasPublished = existing.isPublished;
    const locale = changes.locale ?? existing.locale;
    const slug = changes.slug ?? existing.slug;
    if ((slug !== existing.slug || locale !== existing.locale) && (await slugTaken(tx, slug, locale, id))) {
      return { ok: false, reason: "slug-taken", slug, locale };
    }
    const translationOf = changes.translationOf === undefined ? existing.translationOf : changes.translationOf;
    if (translationOf && (translationOf !== existing.translationOf || locale !== existing.locale)) {
      const problem = await translationProblem(tx, translationOf, locale, id);
      if (problem) return problem;
    }
    if (locale !== existing.locale && !translationOf) {
      // An original changing language: its translations must still be in another language.
      const [clash] = await tx
        .select({ title: blogPosts.title })
        .from(blogPosts)
        .where(and(eq(blogPosts.translationOf, id), eq(blogPosts.locale, locale)))
        .limit(1);
      if (clash) {
        return {
          ok: false,
          reason: "bad-translation",
          message: `"${clash.title}" translates this post into ${languageName[locale]}; the original cannot be in the same language`,
        };
      }
    }
    if (changes.categoryId && changes.categoryId !== existing.categoryId && !(await categoryExists(tx, changes.categoryId))) {
      return { ok: false, reason: "unknown-category" };
    }
    const authorId = changes.authorId === undefined ? existing.authorId : changes.authorId;
    const signed = authorId ? await signature(tx, authorId, locale) : undefined;
    if (authorId && !signed) return { ok: false, reason: "unknown-author" };
    const isPublished = changes.isPublished ?? existing.isPublished;
    const requestedPublishedAt =
      changes.publishedAt === undefined ? existing.publishedAt : changes.publishedAt === null ? null : new Date(changes.publishedAt);
    const set: Partial<NewBlogPost> = {
      ...(changes.locale !== undefined ? { locale: changes.locale } : {}),
      ...(changes.translationOf !== undefined ? { translationOf: changes.translationOf } : {}),
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.slug !== undefined ? { slug: changes.slug } : {}),
      ...(changes.excerpt !== undefined ? { excerpt: changes.excerpt } : {}),
      ...(changes.content !== undefined ? { content: sanitizePostHtml(changes.content) } : {}),
      ...(changes.metaDescription !== undefined ? { metaDescription: changes.metaDescription } : {}),
      ...(changes.metaKeywords !== undefined ? { metaKeywords: changes.metaKeywords } : {}),
      ...(changes.featuredImage !== undefined ? { featuredImage: changes.featuredImage } : {}),
      ...(changes.featuredImageAlt !== undefined ? { featuredImageAlt: changes.featuredImageAlt } : {}),
      ...(changes.categoryId !== undefined ? { categoryId: changes.categoryId } : {}),
      ...(changes.tags !== undefined ? { tags: changes.tags } : {}),
      ...(changes.authorName !== undefined ? { authorName: changes.authorName } : {}),
      ...(changes.authorBio !== undefined ? { authorBio: changes.authorBio } : {}),
      ...(changes.authorId !== undefined ? { authorId: changes.authorId } : {}),
      ...(signed ?? {}),
      ...(changes.readTimeMinutes !== undefined ? { readTimeMinutes: changes.readTimeMinutes } : {}),
      ...(changes.isPublished !== undefined ? { isPublished: changes.isPublished } : {}),
      ...(changes.isFeatured !== undefined ? { isFeatured: changes.isFeatured } : {}),
      ...(changes.canonicalUrl !== undefined ? { canonicalUrl: changes.canonicalUrl } : {}),
      ...(changes.noIndex !== undefined ? { noIndex: changes.noIndex } : {}),
      publishedAt: effectivePublishedAt(isPublished, requestedPublishedAt),
      // Published: the review, if one was asked for, is over.
      ...(isPublished ? { reviewRequestedAt: null, reviewNote: null } : {}),
      ...options.extra,
      updatedAt: new Date(),
    };
    const before = snapshotOf(existing);
    changed = changedFields(before, snapshotOf({ ...existing, ...set }));
    if (changed.length === 0) return { ok: true, post: existing };
    await keepBaseline(tx, existing);
    const [post] = await tx
      .update(blogPosts)
      .set({ ...set, version: existing.version + 1 })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.version, existing.version)))
      .returning();
    if (!post) throw new Error("The post changed while it was being saved");
    await recordRevision(tx, post, options.kind, changed, actor);
    if (slug !== existing.slug || locale !== existing.locale) {
      const wasPublic = existing.isPublished && (!existing.publishedAt || existing.publishedAt <= new Date());
      await recordAddressChange(tx, id, { locale: existing.locale, slug: existing.slug }, { locale, slug }, wasPublic);
    }
    if (changes.tags) await upsertTags(tx, changes.tags);
    return { ok: true, post };
  })();
  return { result, changed, wasPublished, title };
}

/** The admin form always sends the whole post: what it leaves empty is cleared, not kept. */
export function fullReplacement(input: PostInput): PostUpdate {
  return {
    ...input,
    translationOf: input.translationOf ?? null,
    metaKeywords: input.metaKeywords ?? null,
    featuredImage: input.featuredImage ?? null,
    featuredImageAlt: input.featuredImageAlt ?? null,
    categoryId: input.categoryId ?? null,
    authorBio: input.authorBio ?? null,
    authorId: input.authorId ?? null,
    readTimeMinutes: input.readTimeMinutes ?? null,
    publishedAt: input.publishedAt ?? null,
    canonicalUrl: input.canonicalUrl ?? null,
  };
}

/**
 * Restores version `version` of post `id`: writes a new version whose fields equal that one's (history is
 * never rewritten). The same rules as a save apply: an author restores only their own draft, and a role
 * that cannot publish keeps the post's publication as it is (a restore never publishes for them). A
 * category or author profile deleted since is left empty. With `baseVersion`, a restore is refused when a
 * later version changed the post since the person looked at the history.
 */
export async function restorePost(id: string, version: number, actor: WriteActor, baseVersion?: number): Promise<WriteResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  const db = getDb();
  const [post] = await db.select({ id: blogPosts.id, version: blogPosts.version }).from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) return { ok: false, reason: "not-found" };
  const [revision] = await db
    .select({ snapshot: postRevisions.snapshot })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, id), eq(postRevisions.version, version)));
  if (!revision) return { ok: false, reason: "no-revision", version };
  const snapshot = readSnapshot(revision.snapshot);
  const changes = await restorableChanges(db, snapshot, can(actor.staff.role, "posts.publish"));
  const extra: ExtraFields = {
    ...(snapshot.canonicalUrl !== undefined ? { canonicalUrl: snapshot.canonicalUrl } : {}),
    ...(snapshot.noIndex !== undefined ? { noIndex: snapshot.noIndex } : {}),
  };
  return writeUpdate(id, changes, actor, { baseVersion, kind: "restore", extra });
}

async function restorableChanges(db: Database, snapshot: Partial<PostSnapshot>, mayPublishPosts: boolean): Promise<PostUpdate> {
  const categoryId = snapshot.categoryId && (await categoryExists(db, snapshot.categoryId)) ? snapshot.categoryId : null;
  let authorId = snapshot.authorId ?? null;
  if (authorId) {
    const [profile] = await db.select({ id: authors.id }).from(authors).where(eq(authors.id, authorId));
    authorId = profile?.id ?? null;
  }
  return {
    ...(snapshot.locale !== undefined ? { locale: snapshot.locale } : {}),
    ...(snapshot.translationOf !== undefined ? { translationOf: snapshot.translationOf } : {}),
    ...(snapshot.title !== undefined ? { title: snapshot.title } : {}),
    ...(snapshot.slug !== undefined ? { slug: snapshot.slug } : {}),
    ...(snapshot.excerpt !== undefined ? { excerpt: snapshot.excerpt } : {}),
    ...(snapshot.content !== undefined ? { content: snapshot.content } : {}),
    ...(snapshot.metaDescription !== undefined ? { metaDescription: snapshot.metaDescription } : {}),
    ...(snapshot.metaKeywords !== undefined ? { metaKeywords: snapshot.metaKeywords } : {}),
    ...(snapshot.featuredImage !== undefined ? { featuredImage: snapshot.featuredImage } : {}),
    ...(snapshot.featuredImageAlt !== undefined ? { featuredImageAlt: snapshot.featuredImageAlt } : {}),
    ...(snapshot.categoryId !== undefined ? { categoryId } : {}),
    ...(snapshot.tags !== undefined ? { tags: snapshot.tags } : {}),
    ...(snapshot.authorId !== undefined ? { authorId } : {}),
    ...(snapshot.authorName !== undefined ? { authorName: snapshot.authorName } : {}),
    ...(snapshot.authorBio !== undefined ? { authorBio: snapshot.authorBio } : {}),
    ...(snapshot.readTimeMinutes !== undefined ? { readTimeMinutes: snapshot.readTimeMinutes } : {}),
    ...(mayPublishPosts && snapshot.publishedAt !== undefined ? { publishedAt: snapshot.publishedAt } : {}),
    ...(mayPublishPosts && snapshot.isPublished !== undefined ? { isPublished: snapshot.isPublished } : {}),
    ...(mayPublishPosts && snapshot.isFeatured !== undefined ? { isFeatured: snapshot.isFeatured } : {}),
  };
}

export type DeleteResult = { ok: true } | { ok: false; reason: "not-found" } | { ok: false; reason: "forbidden"; message: string };

export async function deletePost(id: string, actor?: WriteActor): Promise<DeleteResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  const result = await getDb().transaction((tx) => deleteWithin(tx, id, actor));
  if (!result.ok) return result;
  await announce();
  await audit(actor, "post.delete", { id, title: result.title });
  return { ok: true };
}

/** Deletes post `id` inside the caller's transaction, if `actor` may; the caller commits, announces and audits. */
async function deleteWithin(
  tx: Database,
  id: string,
  actor: WriteActor | undefined,
): Promise<
  { ok: true; title: string } | { ok: false; reason: "not-found" } | { ok: false; reason: "forbidden"; message: string; title: string }
> {
  const [existing] = await tx
    .select({ createdBy: blogPosts.createdBy, isPublished: blogPosts.isPublished, title: blogPosts.title })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for("update");
  if (!existing) return { ok: false, reason: "not-found" };
  if (actor && !canEditPost(actor.staff, existing)) return { ok: false, reason: "forbidden", message: NOT_YOURS, title: existing.title };
  await tx.delete(blogPosts).where(eq(blogPosts.id, id));
  return { ok: true, title: existing.title };
}

// ---------------------------------------------------------------------------------------------------
// Bulk actions of the post list: several posts, one transaction. Each post goes through the very write a
// single change makes (updateWithin, deleteWithin), so the rules, revisions and audit entries are the same.

export type BulkPostResult =
  | {
      ok: true;
      action: BulkPostAction;
      /** Posts selected (without repeats). */
      selected: number;
      /** Posts the action changed; the others already were as asked. */
      changed: number;
      /** Of the posts published, those whose publish date is still ahead. */
      scheduled: number;
      /** Moving: the category's name. */
      categoryName?: string;
    }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string };

type BulkRefusal = Extract<BulkPostResult, { ok: false }>;

/** Thrown inside the batch's transaction to roll every post of it back. */
class BatchRefused extends Error {
  constructor(readonly refusal: BulkRefusal) {
    super(refusal.message);
  }
}

const NOTHING_CHANGED = "Nothing was changed.";

const bulkChanges: Record<Exclude<BulkPostActionKind, "delete" | "move">, PostUpdate> = {
  publish: { isPublished: true },
  unpublish: { isPublished: false },
  feature: { isFeatured: true },
  unfeature: { isFeatured: false },
};

/** Why one post of a batch stopped it, naming the post when it still exists. */
function bulkRefusal(failure: WriteFailure, title: string | null, selected: number): BulkRefusal {
  if (failure.reason === "not-found") {
    const which = selected === 1 ? "The selected post" : `One of the ${selected} selected posts`;
    return { ok: false, status: 404, message: `${which} no longer exists: someone may have deleted it meanwhile. ${NOTHING_CHANGED}` };
  }
  const { status, message } = describeWriteFailure(failure);
  const about = title ? `"${title}": ` : "";
  const sentence = message.endsWith(".") ? message : `${message}.`;
  return {
    ok: false,
    status: status === 403 || status === 404 || status === 409 ? status : 400,
    message: `${about}${sentence} ${NOTHING_CHANGED}`,
  };
}

/**
 * Applies one bulk action to the posts `ids`, all or none: every post is locked and written in one
 * transaction (in a fixed order, so two batches sharing posts take turns instead of waiting on each
 * other), and the first post that cannot be changed (gone, not the actor's to change) rolls all of them
 * back. Once committed, the caches are emptied once and each post's publication change or deletion is
 * audited as its single change would be.
 */
export async function bulkChangePosts(ids: readonly string[], action: BulkPostAction, actor: WriteActor): Promise<BulkPostResult> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))].sort();
  if (unique.length === 0) return { ok: false, status: 400, message: "Select at least one post" };
  if (unique.length > BULK_MAX) return { ok: false, status: 400, message: `Select at most ${BULK_MAX} posts at once` };
  const malformed = unique.find((id) => !UUID_PATTERN.test(id));
  if (malformed !== undefined) return { ok: false, status: 400, message: `"${malformed.slice(0, 40)}" is not the id of a post` };
  if (!mayBulk(actor.staff.role, action.kind)) return { ok: false, status: 403, message: PUBLISH_REFUSED };
  try {
    const done = await getDb().transaction(async (tx) => {
      let categoryName: string | undefined;
      if (action.kind === "move") {
        const [category] = await tx
          .select({ name: blogCategories.name })
          .from(blogCategories)
          .where(eq(blogCategories.id, action.categoryId));
        if (!category) {
          throw new BatchRefused({ ok: false, status: 400, message: `The chosen category no longer exists. ${NOTHING_CHANGED}` });
        }
        categoryName = category.name;
      }
      const updates: UpdateWithin[] = [];
      const deleted: { id: string; title: string }[] = [];
      for (const id of unique) {
        if (action.kind === "delete") {
          const result = await deleteWithin(tx, id, actor);
          if (!result.ok) throw new BatchRefused(bulkRefusal(result, result.reason === "forbidden" ? result.title : null, unique.length));
          deleted.push({ id, title: result.title });
        } else {
          const changes = action.kind === "move" ? { categoryId: action.categoryId } : bulkChanges[action.kind];
          const written = await updateWithin(tx, id, changes, actor, { kind: "save" });
          if (!written.result.ok) throw new BatchRefused(bulkRefusal(written.result, written.title, unique.length));
          updates.push(written);
        }
      }
      return { updates, deleted, categoryName };
    });
    const changed = done.deleted.length + done.updates.filter((written) => written.changed.length > 0).length;
    if (changed > 0) await announce();
    for (const written of done.updates) await afterUpdate(written, actor, "save", false);
    for (const post of done.deleted) await audit(actor, "post.delete", post);
    const now = Date.now();
    const scheduled =
      action.kind === "publish"
        ? done.updates.filter(
            ({ result, changed: fields }) => result.ok && fields.length > 0 && (result.post.publishedAt?.getTime() ?? 0) > now,
          ).length
        : 0;
    return {
      ok: true,
      action,
      selected: unique.length,
      changed,
      scheduled,
      ...(done.categoryName !== undefined ? { categoryName: done.categoryName } : {}),
    };
  } catch (error) {
    if (error instanceof BatchRefused) return error.refusal;
    const failure = failureFromDatabaseError(error, "", "en");
    if (failure) return bulkRefusal(failure, null, unique.length);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Review: an author submits a draft; an editor publishes it (updatePost) or sends it back with a note.

export const REVIEW_NOTE_MAX = 2000;

export type ReviewResult = { ok: true; post: BlogPost } | { ok: false; status: 400 | 403 | 404 | 409; message: string };

/** The author (or anyone who may edit the draft) asks an editor to review and publish it. */
export async function submitForReview(id: string, actor: WriteActor): Promise<ReviewResult> {
  if (!isUuid(id)) return { ok: false, status: 404, message: "No post with this id exists" };
  const result = await getDb().transaction(async (tx): Promise<ReviewResult> => {
    const [existing] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!existing) return { ok: false, status: 404, message: "No post with this id exists" };
    if (!canEditPost(actor.staff, existing)) return { ok: false, status: 403, message: NOT_YOURS };
    if (existing.isPublished) return { ok: false, status: 409, message: "This post is already published" };
    const changed: ReviewField[] = existing.reviewNote ? ["reviewRequestedAt", "reviewNote"] : ["reviewRequestedAt"];
    const post = await writeReviewChange(tx, existing, { reviewRequestedAt: new Date(), reviewNote: null }, changed, actor);
    return { ok: true, post };
  });
  if (result.ok) await audit(actor, "post.submit-for-review", result.post);
  return result;
}

/** An editor returns a submitted draft to its author with a note saying what to change. */
export async function sendBackForChanges(id: string, note: string, actor: WriteActor): Promise<ReviewResult> {
  if (!can(actor.staff.role, "posts.publish")) return { ok: false, status: 403, message: "Only editors and administrators review posts" };
  const text = note.trim();
  if (!text) return { ok: false, status: 400, message: "Write a note for the author: what should change before it is published?" };
  if (text.length > REVIEW_NOTE_MAX)
    return { ok: false, status: 400, message: `The note is too long: at most ${REVIEW_NOTE_MAX} characters` };
  if (!isUuid(id)) return { ok: false, status: 404, message: "No post with this id exists" };
  const result = await getDb().transaction(async (tx): Promise<ReviewResult> => {
    const [existing] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!existing) return { ok: false, status: 404, message: "No post with this id exists" };
    if (!existing.reviewRequestedAt) return { ok: false, status: 409, message: "This post is not waiting for review" };
    const set = { reviewRequestedAt: null, reviewNote: text };
    return { ok: true, post: await writeReviewChange(tx, existing, set, ["reviewRequestedAt", "reviewNote"], actor) };
  });
  if (!result.ok) return result;
  const { post } = result;
  await recordAudit({
    actor: actor.staff,
    action: "post.send-back",
    subject: post.title,
    subjectId: post.id,
    detail: { note: text.slice(0, 200) },
    ip: actor.ip ?? null,
  });
  return { ok: true, post };
}

/** Any post by id, drafts and scheduled ones included: for admins only. */
export async function getPostById(id: string | undefined): Promise<BlogPost | undefined> {
  if (!isUuid(id)) return undefined;
  const [post] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id));
  return post;
}

export type AdminPostSummary = Pick<
  BlogPost,
  | "id"
  | "locale"
  | "translationOf"
  | "title"
  | "slug"
  | "isPublished"
  | "isFeatured"
  | "publishedAt"
  | "createdAt"
  | "readTimeMinutes"
  | "reviewRequestedAt"
  | "reviewNote"
  | "createdBy"
>;

/** The longest search the admin list accepts; a longer one is refused with a message. */
export const ADMIN_SEARCH_MAX = 200;

/** What the admin list shows: a page, and the filters, each optional. */
export type AdminListQuery = {
  page: number;
  search: string;
  status?: ListStatus;
  locale?: PostLocale;
  categoryId?: string;
};

const refuse = (message: string) => data(message, { status: 400 });

/**
 * Reads the admin list's GET parameters: `page`, `search`, `status`, `locale` and `category`. An empty
 * parameter means "any" (a form sent without JavaScript sends every field); `review=1`, the review
 * queue's older address, means `status=review`. A value the list cannot show is answered 400 with a
 * message naming the parameter and what it may be.
 */
export function parseAdminListQuery(url: URL): AdminListQuery {
  const param = (name: string) => (url.searchParams.get(name) ?? "").trim();
  const pageText = url.searchParams.get("page") ?? "1";
  if (!/^\d{1,6}$/.test(pageText) || Number(pageText) < 1) {
    throw refuse(`Page must be a whole number from 1 (got "${pageText.slice(0, 40)}").`);
  }
  const search = param("search").replace(/\s+/g, " ");
  if (search.length > ADMIN_SEARCH_MAX) {
    throw refuse(`The search is ${search.length} characters long; use at most ${ADMIN_SEARCH_MAX}.`);
  }
  const query: AdminListQuery = { page: Number(pageText), search };
  const status = param("status") || (url.searchParams.get("review") === "1" ? "review" : "");
  if (isListStatus(status)) query.status = status;
  else if (status) throw refuse(`Status must be one of ${LIST_STATUSES.join(", ")} (got "${status.slice(0, 40)}").`);
  const locale = param("locale");
  if (locale === "en" || locale === "fr") query.locale = locale;
  else if (locale) throw refuse(`Language must be en or fr (got "${locale.slice(0, 40)}").`);
  const category = param("category");
  if (isUuid(category)) query.categoryId = category.toLowerCase();
  else if (category) throw refuse(`Category must be the id of a category (got "${param("category").slice(0, 40)}").`);
  return query;
}

export type AdminPostPage = {
  posts: AdminPostSummary[];
  /** Posts matching the filters. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The filters as read, to fill the filter form and the paging links. */
  query: AdminListQuery;
  /** How many posts each status (and "all") would show with the other filters as they are. */
  statusCounts: Record<ListStatus | "all", number>;
};

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const isDue = sql`(${blogPosts.publishedAt} is null or ${blogPosts.publishedAt} <= now())`;

/** Which posts each status shows (the same rules as the list's badges: postStatus). */
const statusConditions: Record<ListStatus, SQL> = {
  draft: sql`not ${blogPosts.isPublished}`,
  review: sql`${blogPosts.reviewRequestedAt} is not null`,
  scheduled: sql`(${blogPosts.isPublished} and not ${isDue})`,
  published: sql`(${blogPosts.isPublished} and ${isDue})`,
  featured: sql`${blogPosts.isFeatured}`,
};

/**
 * One page of every post, drafts and scheduled ones included, newest first (by publish date, else
 * creation), narrowed by the filters: a search in the title or slug (any case), a status, a language, a
 * category. A page past the end shows the last one. Two queries whatever the filters: the counts of every
 * status and the page. Both read blog_posts once; at 5,000 posts a read of the table's narrow columns and
 * a sort of the matches take a few milliseconds (docs/performance.md).
 */
export async function listPostsForAdmin({
  page = 1,
  search = "",
  status,
  locale,
  categoryId,
  pageSize = ADMIN_LIST_LIMIT,
}: Partial<AdminListQuery> & { pageSize?: number } = {}): Promise<AdminPostPage> {
  const db = getDb();
  const pattern = containsPattern(search);
  // Every filter but the status: the status counts are read within these.
  const others = and(
    search ? or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern)) : undefined,
    locale ? eq(blogPosts.locale, locale) : undefined,
    categoryId ? eq(blogPosts.categoryId, categoryId) : undefined,
  );
  const countOf = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [counts] = await db
    .select({
      all: sql<number>`count(*)::int`,
      draft: countOf(statusConditions.draft),
      review: countOf(statusConditions.review),
      scheduled: countOf(statusConditions.scheduled),
      published: countOf(statusConditions.published),
      featured: countOf(statusConditions.featured),
    })
    .from(blogPosts)
    .where(others);
  const statusCounts = counts;
  const total = statusCounts[status ?? "all"];
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const posts = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      locale: blogPosts.locale,
      translationOf: blogPosts.translationOf,
      slug: blogPosts.slug,
      isPublished: blogPosts.isPublished,
      isFeatured: blogPosts.isFeatured,
      publishedAt: blogPosts.publishedAt,
      createdAt: blogPosts.createdAt,
      readTimeMinutes: blogPosts.readTimeMinutes,
      reviewRequestedAt: blogPosts.reviewRequestedAt,
      reviewNote: blogPosts.reviewNote,
      createdBy: blogPosts.createdBy,
    })
    .from(blogPosts)
    .where(and(others, status ? statusConditions[status] : undefined))
    .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  const query: AdminListQuery = {
    page: current,
    search,
    ...(status ? { status } : {}),
    ...(locale ? { locale } : {}),
    ...(categoryId ? { categoryId } : {}),
  };
  return { posts, total, page: current, pageCount, pageSize, query, statusCounts };
}

/** How many drafts wait for an editor's review: the count beside the list's review queue link. */
export async function countAwaitingReview(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(blogPosts).where(isNotNull(blogPosts.reviewRequestedAt));
  return Number(row?.n ?? 0);
}

/** Every original post (not itself a translation), by title, for the form's "Translation of" choice. */
export async function listOriginalsForAdmin(): Promise<Pick<BlogPost, "id" | "title" | "locale">[]> {
  return getDb()
    .select({ id: blogPosts.id, title: blogPosts.title, locale: blogPosts.locale })
    .from(blogPosts)
    .where(isNull(blogPosts.translationOf))
    .orderBy(blogPosts.title);
}

export async function listCategoriesForAdmin(): Promise<Pick<BlogCategory, "id" | "name">[]> {
  return getDb().select({ id: blogCategories.id, name: blogCategories.name }).from(blogCategories).orderBy(blogCategories.name);
}

export async function getCategory(id: string | null): Promise<BlogCategory | undefined> {
  if (!id) return undefined;
  const [category] = await getDb().select().from(blogCategories).where(eq(blogCategories.id, id));
  return category;
}

/** Tag names, most used on posts first: the admin form offers the first few for one-click adding. */
export async function popularTagNames(limit = 20): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    getDb(),
    sql`
      select t.name, count(p.id)::int as uses
      from ${blogTags} t
      left join ${blogPosts} p on t.name = any(p.tags)
      group by t.name
      order by uses desc, t.name asc
      limit ${limit}
    `,
  );
  return rows.map((row) => row.name);
}
