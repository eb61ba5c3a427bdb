import { z } from "zod";

// The one definition of a valid blog post, shared by the admin form (instant feedback in the browser),
// the admin route actions and the JSON API. Browser-safe: no server imports.

export const POST_LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 500,
  content: 200_000,
  metaDescription: 300,
  metaKeywords: 500,
  featuredImage: 2000,
  featuredImageAlt: 300,
  tag: 50,
  tags: 20,
  authorName: 100,
  authorBio: 1000,
  readTimeMinutes: 600,
  canonicalUrl: 2000,
} as const;

/** Slugs that would collide with the site's own paths under /blog. */
export const RESERVED_SLUGS = ["admin", "rss.xml"] as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
      .optional(),
  );

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.some((reserved) => reserved === slug);
}

/** An http(s) URL, or a path on this site such as /images/plant.jpg (but not a protocol-relative //host). */
export function isImageLocation(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** An absolute http(s) address with a host and no user name or password in it: what a canonical link may be. */
export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

const slugField = z
  .string({ error: "URL slug is required" })
  .trim()
  .min(1, "URL slug is required")
  .max(POST_LIMITS.slug, `URL slug must be at most ${POST_LIMITS.slug} characters`)
  .refine((slug) => !isReservedSlug(slug), { error: "This URL slug is reserved by the site; choose another" })
  .refine((slug) => slug === "" || isReservedSlug(slug) || SLUG_PATTERN.test(slug), {
    error: "Use only lowercase letters, digits and single hyphens (for example: crn-registration-basics)",
  });

const tagsField = z
  .array(
    z
      .string({ error: "Each tag must be text" })
      .trim()
      .min(1, "Tags cannot be empty")
      .max(POST_LIMITS.tag, `Each tag must be at most ${POST_LIMITS.tag} characters`),
    { error: "Tags must be a list of text" },
  )
  .max(POST_LIMITS.tags, `A post can have at most ${POST_LIMITS.tags} tags`)
  .transform(uniqueTags);

const readTimeField = z.preprocess(
  blankToUndefined,
  z
    .number({ error: "Read time must be a whole number of minutes" })
    .int("Read time must be a whole number of minutes")
    .min(1, "Read time must be at least 1 minute")
    .max(POST_LIMITS.readTimeMinutes, `Read time must be at most ${POST_LIMITS.readTimeMinutes} minutes`)
    .optional(),
);

const publishedAtField = z.preprocess(
  blankToUndefined,
  z.iso.datetime({ offset: true, error: "Publish date must be a date and time such as 2026-03-01T09:00:00Z" }).optional(),
);

const categoryField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "Choose a category from the list" })
    .regex(UUID_PATTERN, "Choose a category from the list")
    .transform((id) => id.toLowerCase())
    .optional(),
);

const featuredImageField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "Featured image must be a URL" })
    .trim()
    .max(POST_LIMITS.featuredImage, `Featured image URL must be at most ${POST_LIMITS.featuredImage} characters`)
    .refine(isImageLocation, {
      error: "Featured image must be an http(s) URL or a path on this site starting with /",
    })
    .optional(),
);

const canonicalUrlField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "Canonical URL must be a URL" })
    .trim()
    .max(POST_LIMITS.canonicalUrl, `Canonical URL must be at most ${POST_LIMITS.canonicalUrl} characters`)
    .refine(isAbsoluteHttpUrl, {
      error: "Canonical URL must be a full address starting with https:// (for example https://example.com/article)",
    })
    .optional(),
);

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** The languages a post may be written in (DESIGN.md section 6). */
export const POST_LOCALES = ["en", "fr"] as const;

const localeField = z.enum(POST_LOCALES, { error: 'Language must be "en" (English) or "fr" (French)' });

const translationOfField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "Translation of must be the id of the post this one translates" })
    .regex(UUID_PATTERN, "Translation of must be the id of the post this one translates (a UUID)")
    .transform((id) => id.toLowerCase())
    .optional(),
);

const authorIdField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "Author must be the id of an author profile" })
    .regex(UUID_PATTERN, "Author must be the id of an author profile (a UUID)")
    .transform((id) => id.toLowerCase())
    .optional(),
);

export const postShape = {
  locale: localeField,
  translationOf: translationOfField,
  title: requiredText("Title", POST_LIMITS.title),
  slug: slugField,
  excerpt: requiredText("Excerpt", POST_LIMITS.excerpt),
  content: requiredText("Content", POST_LIMITS.content),
  metaDescription: requiredText("Meta description", POST_LIMITS.metaDescription),
  metaKeywords: optionalText("Meta keywords", POST_LIMITS.metaKeywords),
  featuredImage: featuredImageField,
  featuredImageAlt: optionalText("Featured image alt text", POST_LIMITS.featuredImageAlt),
  categoryId: categoryField,
  tags: tagsField,
  authorName: optionalText("Author name", POST_LIMITS.authorName),
  authorBio: optionalText("Author bio", POST_LIMITS.authorBio),
  /** An author profile: when set, it signs the post (its name and biography replace the two fields above). */
  authorId: authorIdField,
  readTimeMinutes: readTimeField,
  publishedAt: publishedAtField,
  isPublished: flag("Published"),
  isFeatured: flag("Featured"),
  /** Where search engines should look for the original of this article; unset: the article's own address. */
  canonicalUrl: canonicalUrlField,
  /** Keeps the article out of search results, the sitemap and the feeds (it stays on the blog). */
  noIndex: flag("Hide from search engines"),
};

/** The name of each field of a post, as the form, the API and the write service spell it. */
export type PostField = keyof typeof postShape;

/** A new post (and the admin form, which always sends every field). Empty optional fields mean "not set". */
export const postInputSchema = z.object({
  ...postShape,
  locale: localeField.default("en"),
  tags: tagsField.default([]),
  isPublished: flag("Published").default(false),
  isFeatured: flag("Featured").default(false),
  noIndex: flag("Hide from search engines").default(false),
});

export type PostInput = z.output<typeof postInputSchema>;

/** The fields that may be cleared with `null` in an update; the others can only be replaced. */
export const CLEARABLE_FIELDS = [
  "translationOf",
  "metaKeywords",
  "featuredImage",
  "featuredImageAlt",
  "categoryId",
  "authorBio",
  "authorId",
  "readTimeMinutes",
  "publishedAt",
  "canonicalUrl",
] as const;

export type ClearableField = (typeof CLEARABLE_FIELDS)[number];

const clearable = <T extends z.ZodType>(field: T) => z.union([z.null(), field]);

/**
 * A partial update for the JSON API: absent fields stay as they are; `null` clears an optional field.
 * An unknown key is refused, so a typo does not silently change nothing.
 */
export const postUpdateSchema = z
  .object({
    locale: postShape.locale.optional(),
    translationOf: clearable(postShape.translationOf),
    title: postShape.title.optional(),
    slug: postShape.slug.optional(),
    excerpt: postShape.excerpt.optional(),
    content: postShape.content.optional(),
    metaDescription: postShape.metaDescription.optional(),
    metaKeywords: clearable(postShape.metaKeywords),
    featuredImage: clearable(postShape.featuredImage),
    featuredImageAlt: clearable(postShape.featuredImageAlt),
    categoryId: clearable(postShape.categoryId),
    tags: postShape.tags.optional(),
    authorName: postShape.authorName,
    authorBio: clearable(postShape.authorBio),
    authorId: clearable(postShape.authorId),
    readTimeMinutes: clearable(postShape.readTimeMinutes),
    publishedAt: clearable(postShape.publishedAt),
    isPublished: postShape.isPublished.optional(),
    isFeatured: postShape.isFeatured.optional(),
    canonicalUrl: clearable(postShape.canonicalUrl),
    noIndex: postShape.noIndex.optional(),
  })
  .strict();

export type PostUpdate = z.output<typeof postUpdateSchema>;

/** Same tags, trimmed, blanks dropped, and each name once (compared without regard to case). */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** The tag list after the tags input's Enter: trimmed, blanks and duplicates ignored, at most 20. */
export function addTag(tags: readonly string[], input: string): string[] {
  const tag = input.trim().slice(0, POST_LIMITS.tag);
  if (!tag || tags.length >= POST_LIMITS.tags) return [...tags];
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}

/** Up to `limit` popular tags the post does not have yet, most used first, for one-click adding. */
export function suggestTags(popular: readonly string[], current: readonly string[], limit = 10): string[] {
  const taken = new Set(current.map((tag) => tag.toLowerCase()));
  return popular.filter((tag) => !taken.has(tag.toLowerCase())).slice(0, limit);
}
