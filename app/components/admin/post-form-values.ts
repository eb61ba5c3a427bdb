// The admin post form's state and how it turns into the payload the shared schema validates.
// Pure functions: the form component uses them, and so do the tests.
import type { PublicPost } from "~/utils/posts";

export type PostFormValues = {
  /** The post's language: "en" or "fr". */
  locale: "en" | "fr";
  /** The id of the original this post translates; empty when it is an original. */
  translationOf: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  metaKeywords: string;
  featuredImage: string;
  featuredImageAlt: string;
  categoryId: string;
  tags: string[];
  authorName: string;
  authorBio: string;
  /** The author profile that signs the post; empty when the name and bio above are used as typed. */
  authorId: string;
  /** As typed in the number field; empty means "not set". */
  readTimeMinutes: string;
  /** The datetime-local value, in the browser's time zone, to the minute; empty means "not set". */
  publishedAtLocal: string;
  isPublished: boolean;
  isFeatured: boolean;
};

/** What the edit form starts from: the stored post with ISO timestamps. */
export type EditablePost = Omit<PublicPost, "viewCount" | "createdAt" | "updatedAt"> & { authorId?: string | null };

export function emptyFormValues(defaultAuthorName: string): PostFormValues {
  return {
    locale: "en",
    translationOf: "",
    title: "",
    slug: "",
    excerpt: "",
    content: "",
    metaDescription: "",
    metaKeywords: "",
    featuredImage: "",
    featuredImageAlt: "",
    categoryId: "",
    tags: [],
    authorName: defaultAuthorName,
    authorBio: "",
    authorId: "",
    readTimeMinutes: "",
    publishedAtLocal: "",
    isPublished: false,
    isFeatured: false,
  };
}

/**
 * The edit form's starting values. The publish date is left for `toDateTimeLocal` in the browser,
 * because only the browser knows the editor's time zone.
 */
export function formValuesFromPost(post: EditablePost): PostFormValues {
  return {
    locale: post.locale,
    translationOf: post.translationOf ?? "",
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    metaDescription: post.metaDescription,
    metaKeywords: post.metaKeywords ?? "",
    featuredImage: post.featuredImage ?? "",
    featuredImageAlt: post.featuredImageAlt ?? "",
    categoryId: post.categoryId ?? "",
    tags: [...post.tags],
    authorName: post.authorName,
    authorBio: post.authorBio ?? "",
    authorId: post.authorId ?? "",
    readTimeMinutes: post.readTimeMinutes === null ? "" : String(post.readTimeMinutes),
    publishedAtLocal: "",
    isPublished: post.isPublished,
    isFeatured: post.isFeatured,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-03-01T09:05" in the local time zone: the value a datetime-local input shows, to the minute. */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The datetime-local value (local time) as an ISO instant; what cannot be read is passed on for the schema to reject. */
export function fromDateTimeLocal(local: string): string | undefined {
  const trimmed = local.trim();
  if (!trimmed) return undefined;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? trimmed : date.toISOString();
}

/** The payload for the shared schema: empty optional fields are left out. */
export function payloadFromValues(values: PostFormValues): Record<string, unknown> {
  const optional = (value: string) => (value.trim() ? value : undefined);
  const readTime = values.readTimeMinutes.trim();
  return {
    locale: values.locale,
    translationOf: optional(values.translationOf),
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    metaDescription: values.metaDescription,
    metaKeywords: optional(values.metaKeywords),
    featuredImage: optional(values.featuredImage),
    featuredImageAlt: optional(values.featuredImageAlt),
    categoryId: optional(values.categoryId),
    tags: values.tags,
    authorName: optional(values.authorName),
    authorBio: optional(values.authorBio),
    authorId: optional(values.authorId),
    readTimeMinutes: readTime ? Number(readTime) : undefined,
    publishedAt: fromDateTimeLocal(values.publishedAtLocal),
    isPublished: values.isPublished,
    isFeatured: values.isFeatured,
  };
}

/** The same payload as a form post (what the route action receives). */
export function formDataFromPayload(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) form.append(key, String(item));
    } else if (typeof value === "boolean") {
      if (value) form.append(key, "on");
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}
