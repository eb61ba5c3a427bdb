import type { PostSnapshot } from "~/utils/post-revisions";
import { toDateTimeLocal, type PostFormValues } from "./post-form-values";

/** A stored version's fields as the post form's values (the fields it has; the others stay as they are). */
export function formValuesPatch(fields: Partial<PostSnapshot>): Partial<PostFormValues> {
  const text = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? ""));
  const patch: Partial<PostFormValues> = {
    locale: fields.locale,
    translationOf: text(fields.translationOf),
    title: fields.title,
    slug: fields.slug,
    excerpt: fields.excerpt,
    content: fields.content,
    metaDescription: fields.metaDescription,
    metaKeywords: text(fields.metaKeywords),
    featuredImage: text(fields.featuredImage),
    featuredImageAlt: text(fields.featuredImageAlt),
    categoryId: text(fields.categoryId),
    tags: fields.tags ? [...fields.tags] : undefined,
    authorName: fields.authorName,
    authorBio: text(fields.authorBio),
    authorId: text(fields.authorId),
    readTimeMinutes:
      fields.readTimeMinutes === undefined ? undefined : fields.readTimeMinutes === null ? "" : String(fields.readTimeMinutes),
    publishedAtLocal: fields.publishedAt === undefined ? undefined : toDateTimeLocal(fields.publishedAt),
    isPublished: fields.isPublished,
    isFeatured: fields.isFeatured,
  };
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}
