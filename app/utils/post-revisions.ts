import { z } from "zod";

// A post's revisions: which fields a revision keeps, what changed between two of them, and how they are
// named on screen. Browser-safe (no server imports): the history page, the conflict view and the write
// service share it. Why saves are compared by version: docs/decisions/0015-revisions-and-conflicting-saves.md.

/** The editable fields a revision keeps, in the order the history and the conflict view list them. */
export const REVISION_FIELDS = [
  "title",
  "slug",
  "locale",
  "translationOf",
  "excerpt",
  "content",
  "metaDescription",
  "metaKeywords",
  "featuredImage",
  "featuredImageAlt",
  "canonicalUrl",
  "noIndex",
  "categoryId",
  "tags",
  "authorId",
  "authorName",
  "authorBio",
  "readTimeMinutes",
  "publishedAt",
  "isPublished",
  "isFeatured",
] as const;

export type RevisionField = (typeof REVISION_FIELDS)[number];

/** Review decisions change no editable field: their revisions name these instead. */
export const REVIEW_FIELDS = ["reviewRequestedAt", "reviewNote"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/** Fields whose words are compared (a word-level diff); the others are shown as before and after. */
export const TEXT_FIELDS: readonly RevisionField[] = ["title", "excerpt", "content", "metaDescription", "metaKeywords", "authorBio"];

export const FIELD_LABELS: Record<RevisionField | ReviewField, string> = {
  title: "Title",
  slug: "URL slug",
  locale: "Language",
  translationOf: "Translation of",
  excerpt: "Excerpt",
  content: "Content",
  metaDescription: "Meta description",
  metaKeywords: "Meta keywords",
  featuredImage: "Featured image",
  featuredImageAlt: "Featured image alt text",
  canonicalUrl: "Canonical URL",
  noIndex: "Hidden from search engines",
  categoryId: "Category",
  tags: "Tags",
  authorId: "Author profile",
  authorName: "Author name",
  authorBio: "Author bio",
  readTimeMinutes: "Read time",
  publishedAt: "Publish date",
  isPublished: "Published",
  isFeatured: "Featured",
  reviewRequestedAt: "Review request",
  reviewNote: "Review note",
};

export function fieldLabel(field: string): string {
  return field in FIELD_LABELS ? FIELD_LABELS[field as keyof typeof FIELD_LABELS] : field;
}

/** A post's editable fields as a revision keeps them (JSON: dates as ISO strings). */
export type PostSnapshot = {
  title: string;
  slug: string;
  locale: "en" | "fr";
  translationOf: string | null;
  excerpt: string;
  content: string;
  metaDescription: string;
  metaKeywords: string | null;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  canonicalUrl: string | null;
  noIndex: boolean;
  categoryId: string | null;
  tags: string[];
  authorId: string | null;
  authorName: string;
  authorBio: string | null;
  readTimeMinutes: number | null;
  publishedAt: string | null;
  isPublished: boolean;
  isFeatured: boolean;
};

/** What `snapshotOf` reads: a stored post row (dates as Date) or the same with ISO strings. */
export type SnapshotSource = Omit<PostSnapshot, "publishedAt"> & { publishedAt: Date | string | null };

export function snapshotOf(post: SnapshotSource): PostSnapshot {
  const publishedAt = post.publishedAt instanceof Date ? post.publishedAt.toISOString() : post.publishedAt;
  return {
    title: post.title,
    slug: post.slug,
    locale: post.locale,
    translationOf: post.translationOf,
    excerpt: post.excerpt,
    content: post.content,
    metaDescription: post.metaDescription,
    metaKeywords: post.metaKeywords,
    featuredImage: post.featuredImage,
    featuredImageAlt: post.featuredImageAlt,
    canonicalUrl: post.canonicalUrl,
    noIndex: post.noIndex,
    categoryId: post.categoryId,
    tags: [...post.tags],
    authorId: post.authorId,
    authorName: post.authorName,
    authorBio: post.authorBio,
    readTimeMinutes: post.readTimeMinutes,
    publishedAt: publishedAt ? new Date(publishedAt).toISOString() : null,
    isPublished: post.isPublished,
    isFeatured: post.isFeatured,
  };
}

const nullableText = z.string().nullable();

/**
 * A stored snapshot, read back. Every key is optional: a snapshot written before a field existed simply
 * lacks it (and a restore then leaves that field as it is). A value of the wrong type is dropped.
 */
const storedSnapshotSchema = z.object({
  title: z.string(),
  slug: z.string(),
  locale: z.enum(["en", "fr"]),
  translationOf: nullableText,
  excerpt: z.string(),
  content: z.string(),
  metaDescription: z.string(),
  metaKeywords: nullableText,
  featuredImage: nullableText,
  featuredImageAlt: nullableText,
  canonicalUrl: nullableText,
  noIndex: z.boolean(),
  categoryId: nullableText,
  tags: z.array(z.string()),
  authorId: nullableText,
  authorName: z.string(),
  authorBio: nullableText,
  readTimeMinutes: z.number().int().nullable(),
  publishedAt: nullableText,
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
});

export function readSnapshot(value: unknown): Partial<PostSnapshot> {
  if (!value || typeof value !== "object") return {};
  const result: Partial<PostSnapshot> = {};
  for (const field of REVISION_FIELDS) {
    if (!(field in value)) continue;
    const parsed = storedSnapshotSchema.shape[field].safeParse(Reflect.get(value, field));
    if (parsed.success) Object.assign(result, { [field]: parsed.data });
  }
  return result;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return (a ?? null) === (b ?? null);
}

/** The fields whose values differ between two snapshots (every field present in `after` when there is no `before`). */
export function changedFields(before: Partial<PostSnapshot> | undefined, after: Partial<PostSnapshot>): RevisionField[] {
  return REVISION_FIELDS.filter((field) => {
    if (!(field in after)) return false;
    if (!before) return true;
    return !sameValue(before[field], after[field]);
  });
}

/** The fields a new post fills in: its first revision lists them as changed. */
export function filledFields(snapshot: PostSnapshot): RevisionField[] {
  return REVISION_FIELDS.filter((field) => {
    const value = snapshot[field];
    if (Array.isArray(value)) return value.length > 0;
    if (typeof value === "boolean") return value;
    return value !== null && value !== "";
  });
}

/** True when a revision's changed fields include an editable one (a review decision's do not). */
export function changesContent(fields: readonly string[]): boolean {
  return fields.some((field) => (REVISION_FIELDS as readonly string[]).includes(field));
}

export const REVISION_KIND_LABELS = { save: "Saved", autosave: "Autosaved", restore: "Restored" } as const;

/**
 * Consecutive autosaves by the same person within this time collapse into one revision (the newest), so
 * a long writing session leaves one autosave in the history, not hundreds.
 */
export const AUTOSAVE_COLLAPSE_MS = 10 * 60 * 1000;

/** A save or a restore names the version it was based on: a whole number from 1. */
export const baseVersionSchema = z.coerce
  .number({ error: "The version must be a whole number from 1" })
  .int("The version must be a whole number from 1")
  .min(1, "The version must be a whole number from 1")
  .max(2_147_483_647, "The version must be a whole number from 1");

/** The `version` field of a form post: absent or empty means "not given"; anything else must be a version. */
export function readBaseVersion(value: FormDataEntryValue | null): { ok: true; version?: number } | { ok: false; message: string } {
  if (value === null || (typeof value === "string" && value.trim() === "")) return { ok: true };
  const parsed = baseVersionSchema.safeParse(typeof value === "string" ? value.trim() : undefined);
  return parsed.success ? { ok: true, version: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "Bad version" };
}

/** What a refused save shows the editor: the stored version, who saved it and when. */
export type ConflictInfo = {
  version: number;
  savedByName: string | null;
  /** The same person saved it, in another window or tab. */
  savedByYou: boolean;
  /** ISO time. */
  savedAt: string;
  fields: PostSnapshot;
};

/** A stretch of text in a word diff between two versions. */
export type DiffPart = { change: "same" | "added" | "removed"; text: string };

/** How one field differs between two versions: word by word, or as before and after. */
export type FieldDiff =
  | { field: RevisionField; label: string; mode: "words"; parts: DiffPart[] }
  | { field: RevisionField; label: string; mode: "value"; before: string; after: string };

/**
 * The editable fields of an editor's form post (the names the admin form and the autosave send), for
 * comparing what someone typed with a stored version. Fields the form does not carry are absent.
 */
export function snapshotFromForm(form: FormData): Partial<PostSnapshot> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const optional = (name: string) => {
    const value = text(name);
    return value === undefined ? undefined : value.trim() === "" ? null : value;
  };
  const snapshot: Partial<PostSnapshot> = {};
  for (const name of ["title", "slug", "excerpt", "content", "metaDescription", "authorName"] as const) {
    const value = text(name);
    if (value !== undefined) snapshot[name] = name === "content" ? value : value.trim();
  }
  for (const name of [
    "translationOf",
    "metaKeywords",
    "featuredImage",
    "featuredImageAlt",
    "canonicalUrl",
    "categoryId",
    "authorId",
    "authorBio",
  ] as const) {
    const value = optional(name);
    if (value !== undefined) snapshot[name] = value === null ? null : value.trim();
  }
  const locale = text("locale");
  if (locale === "en" || locale === "fr") snapshot.locale = locale;
  snapshot.tags = form.getAll("tags").filter((tag): tag is string => typeof tag === "string" && tag.trim() !== "");
  const readTime = text("readTimeMinutes");
  if (readTime !== undefined) snapshot.readTimeMinutes = readTime.trim() ? Number(readTime) : null;
  const publishedAt = optional("publishedAt");
  if (publishedAt !== undefined) snapshot.publishedAt = publishedAt && new Date(publishedAt).toISOString();
  if (!form.has("publishedAt")) snapshot.publishedAt = null;
  snapshot.isPublished = form.get("isPublished") === "on";
  snapshot.isFeatured = form.get("isFeatured") === "on";
  if (form.has("noIndex")) snapshot.noIndex = form.get("noIndex") === "on";
  return snapshot;
}

/** A stable text of a form post, to tell whether the form changed since it was last saved. */
export function formKey(form: FormData): string {
  const entries: [string, string][] = [];
  for (const [name, value] of form.entries()) {
    if (name === "version" || name === "intent") continue;
    entries.push([name, typeof value === "string" ? value : `file:${value.name}:${value.size}`]);
  }
  return JSON.stringify(entries);
}
