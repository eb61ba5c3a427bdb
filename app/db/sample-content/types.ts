/** A blog category as the sample content defines it. */
export type SampleCategory = {
  name: string;
  slug: string;
  description: string;
  metaDescription: string;
  /** The same category on the French blog: its name, description and meta description for Quebec readers. */
  fr: { name: string; slug: string; description: string; metaDescription: string };
};

/** A blog tag; posts refer to tags by name. */
export type SampleTag = {
  name: string;
  slug: string;
};

export type SampleAuthor = {
  name: string;
  /** Absent for posts signed by the firm without a personal bio. */
  bio?: string;
};

/**
 * When a post appears, relative to the moment the content is seeded, so a fresh database always has a
 * blog that looks current.
 */
export type SampleSchedule =
  | { status: "published"; daysAgo: number; featured?: boolean }
  | { status: "scheduled"; daysFromNow: number }
  | { status: "draft"; lastEditedDaysAgo: number };

export type SamplePost = {
  /** The post's language (English when absent). */
  locale?: "en" | "fr";
  /** For a translation: the slug of the English sample post it translates (they share the featured image). */
  translationOf?: string;
  /** A post written in French alone shows the picture of this English sample post (its slug). */
  imageOf?: string;
  title: string;
  /**
   * English: must equal slugify(title); the featured image lives at /images/blog/<slug>.svg. French: a
   * readable slug of the French title (lowercase, no accents, hyphens), unique among French posts.
   */
  slug: string;
  excerpt: string;
  metaDescription: string;
  metaKeywords: string;
  featuredImageAlt: string;
  categorySlug: string;
  /** Tag names, each one defined in tags.ts. */
  tags: string[];
  author: SampleAuthor;
  schedule: SampleSchedule;
  viewCount: number;
  /** Article HTML; sanitised before it is stored, like anything an editor saves. */
  content: string;
};
