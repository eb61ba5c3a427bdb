// Pure helpers for blog posts, safe for the browser and the server alike.
import { formatFrenchDate } from "~/i18n/french";
import { articlePath } from "~/i18n/paths";

export const WORDS_PER_MINUTE = 200;
export const META_DESCRIPTION_GUIDELINE = 160;

/** SPEC.md section 9: the blog list's page size, related posts, popular tags; the feed's length. */
export const BLOG_PAGE_SIZE = 6;
export const RELATED_POSTS = 3;
export const POPULAR_TAGS = 12;
export const FEED_SIZE = 20;

/**
 * SPEC.md section 4: lowercase, drop everything but letters, digits, spaces and hyphens, spaces to
 * hyphens, repeated hyphens collapsed. Accented letters are first reduced to their base letter.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/** Words in an HTML fragment (tags removed). */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&[a-z#0-9]+;/gi, "x");
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes to read at 200 words a minute, rounded up, never less than 1. */
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

// Building an Intl formatter costs far more than using one; pages format dozens of dates per render.
const longDate = {
  en: new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
  fr: new Intl.DateTimeFormat("fr-CA", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
};
const wholeNumber = { en: new Intl.NumberFormat("en-US"), fr: new Intl.NumberFormat("fr-CA") };

/** "January 5, 2026" in English (the format SPEC.md fixes), "5 janvier 2026", "1er octobre 2026" in French (fr-CA). */
export function formatPostDate(value: Date | string, locale: "en" | "fr" = "en"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return locale === "fr" ? formatFrenchDate(longDate.fr, date) : longDate.en.format(date);
}

/** Initials for an author avatar: "Northbridge Engineering" → "NE". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/**
 * A post as pages and the JSON API hand it out: timestamps as ISO 8601 strings, `tags` an array.
 * The same shape serves drafts shown to admins, so the name says where it goes, not who may see it.
 */
export type PublicPost = {
  id: string;
  /** The language the post is written in. */
  locale: "en" | "fr";
  /** The original this post translates, if it is a translation. */
  translationOf: string | null;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  metaKeywords: string | null;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  categoryId: string | null;
  tags: string[];
  authorName: string;
  authorBio: string | null;
  publishedAt: string | null;
  isPublished: boolean;
  isFeatured: boolean;
  readTimeMinutes: number | null;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
  /** Where search engines should look for the original (an absolute URL); null: the article's own address. */
  canonicalUrl: string | null;
  /** Left out of search results, the sitemap and the feeds. */
  noIndex: boolean;
};

/** What decides where search engines credit an article: its own address, its canonical URL, noindex. */
export type SearchSettings = { locale: "en" | "fr"; slug: string; canonicalUrl: string | null; noIndex: boolean };

/** The article's own absolute address on this site. */
export function ownArticleUrl(post: Pick<SearchSettings, "locale" | "slug">, siteUrl: string): string {
  return `${siteUrl}${articlePath(encodeURIComponent(post.slug), post.locale)}`;
}

/** The address the article's canonical link names: its canonical URL when one is set, else its own address. */
export function canonicalArticleUrl(post: SearchSettings, siteUrl: string): string {
  return post.canonicalUrl ?? ownArticleUrl(post, siteUrl);
}

function sameAddress(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/**
 * Whether search engines should find the article at its own address: it is not noindex, and its canonical
 * URL (if any) is that address. Only such articles go in the sitemap and in other pages' hreflang links.
 */
export function isSearchable(post: SearchSettings, siteUrl: string): boolean {
  if (post.noIndex) return false;
  return post.canonicalUrl === null || sameAddress(post.canonicalUrl, ownArticleUrl(post, siteUrl));
}

/** The same post in another language: where a reader finds it. */
export type PostTranslation = { locale: "en" | "fr"; id: string; slug: string };

/** A post in a list: everything but the body. */
export type PostSummary = Omit<PublicPost, "content">;

/** The database row of a post, whether timestamps arrive as Date objects or strings. */
export type PostRecord = Omit<PublicPost, "publishedAt" | "createdAt" | "updatedAt"> & {
  publishedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

function isoString(value: Date | string): string {
  return (typeof value === "string" ? new Date(value) : value).toISOString();
}

/** Serialises a post row, without its body, for a list. */
export function toPostSummary(row: Omit<PostRecord, "content">): PostSummary {
  return {
    id: row.id,
    locale: row.locale,
    translationOf: row.translationOf,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
    featuredImage: row.featuredImage,
    featuredImageAlt: row.featuredImageAlt,
    categoryId: row.categoryId,
    tags: [...row.tags],
    authorName: row.authorName,
    authorBio: row.authorBio,
    publishedAt: row.publishedAt === null ? null : isoString(row.publishedAt),
    isPublished: row.isPublished,
    isFeatured: row.isFeatured,
    readTimeMinutes: row.readTimeMinutes,
    viewCount: row.viewCount,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
    canonicalUrl: row.canonicalUrl,
    noIndex: row.noIndex,
  };
}

/** Serialises a post row for a page or the JSON API. */
export function toPublicPost(row: PostRecord): PublicPost {
  return { ...toPostSummary(row), content: row.content };
}

/** The date a post shows: when it was published, else when it was written. */
export function postDate(post: Pick<PublicPost, "publishedAt" | "createdAt">): string {
  return post.publishedAt ?? post.createdAt;
}

/** "1 view", "1,234 views"; in French "1 vue", "1 234 vues" (one and zero are singular in French). */
export function formatViews(count: number, locale: "en" | "fr" = "en"): string {
  if (locale === "fr") return `${wholeNumber.fr.format(count)}\u00a0${count <= 1 ? "vue" : "vues"}`;
  return `${wholeNumber.en.format(count)} ${count === 1 ? "view" : "views"}`;
}
