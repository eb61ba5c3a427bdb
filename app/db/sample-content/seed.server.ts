import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db.server";
import { authors, blogCategories, blogPosts, blogTags, type NewBlogPost } from "../schema";
import { readTimeMinutes } from "~/utils/posts";
import { sanitizePostHtml } from "~/utils/sanitize.server";
import { sampleAuthorProfiles, sampleProfileFor } from "./authors";
import { sampleCategories } from "./categories";
import { samplePosts } from "./posts";
import { samplePostsFr } from "./posts/fr";
import { sampleTags } from "./tags";
import type { SamplePost } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every sample post: the English ones, then the French ones (translations and French-only posts). */
export const allSamplePosts: readonly SamplePost[] = [...samplePosts, ...samplePostsFr];

export type SeedSummary = { categories: number; tags: number; posts: number };

/** Where a post's featured image is served from; the file lives under public/. */
export function featuredImagePath(slug: string): string {
  return `/images/blog/${slug}.svg`;
}

type PostDates = Pick<NewBlogPost, "publishedAt" | "isPublished" | "isFeatured" | "createdAt" | "updatedAt">;

/**
 * Dates relative to `now`, so the blog looks current whenever the database is created. Posts are
 * published at a plausible mid-morning hour (Eastern time), and were drafted a few days before that.
 */
export function postDates(schedule: SamplePost["schedule"], now: Date): PostDates {
  const atMorning = (offsetDays: number) => {
    const date = new Date(now.getTime() + offsetDays * DAY_MS);
    date.setUTCHours(14, 30, 0, 0);
    return date;
  };
  switch (schedule.status) {
    case "published": {
      const publishedAt = atMorning(-schedule.daysAgo);
      return {
        publishedAt,
        isPublished: true,
        isFeatured: schedule.featured ?? false,
        createdAt: new Date(publishedAt.getTime() - 6 * DAY_MS),
        updatedAt: publishedAt,
      };
    }
    case "scheduled":
      return {
        publishedAt: atMorning(schedule.daysFromNow),
        isPublished: true,
        isFeatured: false,
        createdAt: new Date(now.getTime() - 9 * DAY_MS),
        updatedAt: new Date(now.getTime() - DAY_MS),
      };
    case "draft": {
      const lastEdited = new Date(now.getTime() - schedule.lastEditedDaysAgo * DAY_MS);
      return {
        publishedAt: null,
        isPublished: false,
        isFeatured: false,
        createdAt: new Date(lastEdited.getTime() - 4 * DAY_MS),
        updatedAt: lastEdited,
      };
    }
  }
}

/**
 * Fills the blog with the sample categories, tags and posts, in one transaction. Rows that already exist
 * (same name or slug) are left alone, so running it against a partly filled database adds only what is
 * missing, and two instances seeding at once cannot create duplicates. Returns how many rows were added.
 */
export async function seedSampleContent(
  db: Database,
  now: Date = new Date(),
  posts: readonly SamplePost[] = allSamplePosts,
): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const addedCategories = await tx
      .insert(blogCategories)
      .values(
        sampleCategories.map(({ fr, ...category }) => ({
          ...category,
          nameFr: fr.name,
          slugFr: fr.slug,
          descriptionFr: fr.description,
          metaDescriptionFr: fr.metaDescription,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: blogCategories.id });

    const addedTags = await tx
      .insert(blogTags)
      .values(sampleTags.map((tag) => ({ ...tag, createdAt: now })))
      .onConflictDoNothing()
      .returning({ id: blogTags.id });

    const categories = await tx
      .select({ id: blogCategories.id, slug: blogCategories.slug })
      .from(blogCategories)
      .where(
        inArray(
          blogCategories.slug,
          sampleCategories.map((category) => category.slug),
        ),
      );
    const categoryIds = new Map(categories.map((category) => [category.slug, category.id]));

    await tx
      .insert(authors)
      .values(sampleAuthorProfiles.map((profile) => ({ ...profile, createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
    const profiles = await tx
      .select({ id: authors.id, slug: authors.slug })
      .from(authors)
      .where(
        inArray(
          authors.slug,
          sampleAuthorProfiles.map((profile) => profile.slug),
        ),
      );
    const authorIds = new Map(profiles.map((profile) => [profile.slug, profile.id]));

    // Originals first, so that translations can name them.
    const originals = posts.filter((post) => !post.translationOf);
    const translations = posts.filter((post) => post.translationOf);
    const toRow = (post: SamplePost, translationOf: string | null): NewBlogPost => {
      const content = sanitizePostHtml(post.content.trim());
      // A translation shows its original's picture; a post written in French alone names the picture it shows.
      const image = post.translationOf ?? post.imageOf ?? ((post.locale ?? "en") === "en" ? post.slug : null);
      return {
        locale: post.locale ?? "en",
        translationOf,
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content,
        metaDescription: post.metaDescription,
        metaKeywords: post.metaKeywords,
        featuredImage: image ? featuredImagePath(image) : null,
        featuredImageAlt: post.featuredImageAlt,
        // A category renamed by an editor since an earlier seed leaves the post uncategorised, not broken.
        categoryId: categoryIds.get(post.categorySlug) ?? null,
        tags: post.tags,
        authorName: post.author.name,
        authorBio: post.author.bio ?? null,
        authorId: authorIds.get(sampleProfileFor(post.author.name)?.slug ?? "") ?? null,
        readTimeMinutes: readTimeMinutes(content),
        viewCount: post.viewCount,
        ...postDates(post.schedule, now),
      };
    };
    const addedPosts = await tx
      .insert(blogPosts)
      .values(originals.map((post) => toRow(post, null)))
      .onConflictDoNothing()
      .returning({ id: blogPosts.id });
    for (const post of translations) {
      const [original] = await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.locale, "en"), eq(blogPosts.slug, post.translationOf ?? "")));
      const added = await tx
        .insert(blogPosts)
        .values(toRow(post, original?.id ?? null))
        .onConflictDoNothing()
        .returning({ id: blogPosts.id });
      addedPosts.push(...added);
    }

    return {
      categories: addedCategories.length,
      tags: addedTags.length,
      posts: addedPosts.length,
    };
  });
}
