/** A blog category as the sample content defines it. */
export type SampleCategory = {
  name: string;
  slug: string;
  description: string;
  metaDescription: string;
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
  title: string;
  /** Must equal slugify(title); the featured image lives at /images/blog/<slug>.svg. */
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
