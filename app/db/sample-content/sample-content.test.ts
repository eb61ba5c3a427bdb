import { eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/database";
import { blogCategories, blogPosts, blogTags, DEFAULT_AUTHOR_NAME } from "../schema";
import { seedIfWanted } from "../seed.server";
import { countWords, readTimeMinutes, slugify } from "~/utils/posts";
import { sanitizePostHtml } from "~/utils/sanitize.server";
import { sampleCategories } from "./categories";
import { samplePosts } from "./posts";
import { samplePostsFr } from "./posts/fr";
import { postDates, seedSampleContent } from "./seed.server";
import { sampleTags } from "./tags";

const database = useTestDatabase();

const PUBLIC_DIR = path.resolve("public");
/** Site pages an article may link to besides other articles, in either language. */
const SITE_PAGES = new Set([
  "/",
  "/services",
  "/services/crn",
  "/about",
  "/projects",
  "/contact",
  "/blog",
  "/fr",
  "/fr/services",
  "/fr/services/nec",
  "/fr/a-propos",
  "/fr/projets",
  "/fr/contact",
  "/fr/blogue",
]);

const english = samplePosts.length;
const french = samplePostsFr.length;

async function seededRows() {
  const db = database.handle.db;
  const now = new Date();
  const summary = await seedSampleContent(db, now);
  const posts = await db.select().from(blogPosts);
  const categories = await db.select().from(blogCategories);
  const tags = await db.select().from(blogTags);
  const isPublic = (post: (typeof posts)[number]) => post.isPublished && post.publishedAt !== null && post.publishedAt <= now;
  return { summary, now, posts, categories, tags, publicPosts: posts.filter(isPublic) };
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]);
}

describe("sample content", () => {
  it("fills an empty database with categories, tags and a realistic mix of posts", async () => {
    const { summary, now, posts, categories, tags, publicPosts } = await seededRows();

    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(tags.length).toBeGreaterThanOrEqual(15);
    expect(english).toBe(12);
    // Six French articles: three translations of English ones, three written for Quebec.
    expect(french).toBeGreaterThanOrEqual(6);
    expect(posts).toHaveLength(english + french);
    expect(summary).toEqual({ categories: categories.length, tags: tags.length, posts: english + french });

    // Every French sample post is public; one translates the featured CRN article and is featured too.
    expect(publicPosts).toHaveLength(10 + french);
    expect(publicPosts.filter((post) => post.isFeatured && post.locale === "en")).toHaveLength(2);
    expect(publicPosts.filter((post) => post.isFeatured && post.locale === "fr")).toHaveLength(1);
    const translations = posts.filter((post) => post.translationOf);
    expect(translations.length).toBeGreaterThanOrEqual(3);
    for (const translation of translations) {
      const original = posts.find((post) => post.id === translation.translationOf);
      expect(original?.locale, translation.slug).toBe("en");
      expect(translation.locale).toBe("fr");
      expect(translation.featuredImage).toBe(original?.featuredImage);
    }
    expect(posts.filter((post) => post.locale === "fr" && !post.translationOf).length).toBeGreaterThanOrEqual(3);

    const drafts = posts.filter((post) => !post.isPublished);
    expect(drafts).toHaveLength(1);
    expect(drafts[0].publishedAt).toBeNull();

    const scheduled = posts.filter((post) => post.isPublished && post.publishedAt !== null && post.publishedAt > now);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].isFeatured).toBe(false);
  });

  it("spreads publication dates over the past ten months and schedules one post about two weeks ahead", async () => {
    const { now, posts, publicPosts } = await seededRows();
    const day = 24 * 60 * 60 * 1000;
    const ages = publicPosts.map((post) => (now.getTime() - (post.publishedAt?.getTime() ?? 0)) / day);
    expect(Math.min(...ages)).toBeGreaterThan(1);
    expect(Math.max(...ages)).toBeGreaterThan(180);
    expect(Math.max(...ages)).toBeLessThan(320);
    expect(new Set(publicPosts.map((post) => post.publishedAt?.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(6);

    const scheduled = posts.find((post) => post.publishedAt !== null && post.publishedAt > now);
    const ahead = ((scheduled?.publishedAt?.getTime() ?? 0) - now.getTime()) / day;
    expect(ahead).toBeGreaterThan(7);
    expect(ahead).toBeLessThan(21);

    for (const post of posts) {
      expect(post.createdAt.getTime()).toBeLessThanOrEqual(post.updatedAt.getTime());
      expect(post.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("gives every published post a complete, consistent article", async () => {
    const { posts, categories, tags } = await seededRows();
    const categoryIds = new Set(categories.map((category) => category.id));
    const tagNames = new Set(tags.map((tag) => tag.name));
    const published = posts.filter((post) => post.isPublished);
    expect(published).toHaveLength(11 + french);

    for (const post of published) {
      const words = countWords(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(600);
      expect(words, post.slug).toBeLessThanOrEqual(1500);
      expect(post.readTimeMinutes).toBe(readTimeMinutes(post.content));
      // English slugs follow SPEC.md's slugify; French slugs are chosen words of the French title.
      if (post.locale === "en") expect(post.slug).toBe(slugify(post.title));
      else expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.metaDescription.length, post.slug).toBeLessThanOrEqual(160);
      expect(post.metaDescription.length, post.slug).toBeGreaterThan(80);
      expect(post.excerpt.length).toBeGreaterThan(60);
      expect(post.metaKeywords).toBeTruthy();
      expect(post.featuredImageAlt?.length ?? 0).toBeGreaterThan(30);
      expect(post.categoryId && categoryIds.has(post.categoryId), post.slug).toBe(true);
      expect(post.tags.length, post.slug).toBeGreaterThanOrEqual(2);
      expect(post.tags.length, post.slug).toBeLessThanOrEqual(5);
      for (const tag of post.tags) expect(tagNames.has(tag), `${post.slug}: ${tag}`).toBe(true);
      expect(post.authorName).toBeTruthy();
      expect(post.content).toMatch(/<h2[ >]/);
      expect(post.content).not.toMatch(/<h1[ >]/);
    }

    expect(new Set(posts.map((post) => `${post.locale}/${post.slug}`)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.authorName)).size).toBeGreaterThanOrEqual(6);
    expect(posts.some((post) => post.authorName === DEFAULT_AUTHOR_NAME)).toBe(true);
    expect(posts.filter((post) => post.authorBio).length).toBeGreaterThan(posts.length / 2);
    expect(published.filter((post) => post.content.includes("<table")).length).toBeGreaterThanOrEqual(2);
    expect(published.filter((post) => post.content.includes("<blockquote")).length).toBeGreaterThanOrEqual(2);
  });

  it("serves a featured image for every post from the site's own files", async () => {
    const { posts } = await seededRows();
    for (const post of posts) {
      const sample = [...samplePosts, ...samplePostsFr].find((each) => each.slug === post.slug);
      const pictured = sample?.translationOf ?? sample?.imageOf ?? post.slug;
      expect(post.featuredImage).toBe(`/images/blog/${pictured}.svg`);
      const file = path.join(PUBLIC_DIR, post.featuredImage ?? "");
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, "utf8");
      expect(Buffer.byteLength(svg), file).toBeLessThan(15 * 1024);
      expect(svg, file).toMatch(/viewBox="0 0 1200 630"/);
      expect(svg, file).not.toMatch(/<script|<image|<foreignObject|@import|url\(\s*["']?https?:|href="https?:/i);
      expect(svg, file).toMatch(/<title>[^<]{10,}<\/title>/);
    }
  });

  it("stores exactly what the sanitiser would store", async () => {
    const { posts } = await seededRows();
    for (const post of posts) {
      expect(sanitizePostHtml(post.content), post.slug).toBe(post.content);
    }
  });

  it("links only to pages that exist and to articles a visitor can read", async () => {
    const { posts, publicPosts } = await seededRows();
    const readable = new Set(publicPosts.map((post) => (post.locale === "fr" ? `/fr/blogue/${post.slug}` : `/blog/${post.slug}`)));
    let internal = 0;
    for (const post of posts) {
      for (const href of hrefs(post.content)) {
        if (href.startsWith("https://")) {
          expect(post.content).toContain(`href="${href}" rel="noopener noreferrer" target="_blank"`);
          continue;
        }
        internal += 1;
        expect(SITE_PAGES.has(href) || readable.has(href), `${post.slug} links to ${href}`).toBe(true);
      }
    }
    expect(internal).toBeGreaterThan(posts.length);
  });

  it("gives every category at least one public post and uses every tag it defines", async () => {
    const { categories, tags, publicPosts } = await seededRows();
    for (const category of categories) {
      expect(
        publicPosts.some((post) => post.categoryId === category.id),
        category.slug,
      ).toBe(true);
      expect(category.description).toBeTruthy();
      expect(category.metaDescription?.length ?? 0).toBeLessThanOrEqual(160);
    }
    const used = new Set(publicPosts.flatMap((post) => post.tags));
    for (const tag of tags) expect(used.has(tag.name), tag.name).toBe(true);
  });

  it("seeds once: a second start with posts present adds nothing", async () => {
    const db = database.handle.db;
    await seedIfWanted(db, undefined);
    await seedIfWanted(db, undefined);
    expect(await db.$count(blogPosts)).toBe(english + french);
    expect(await db.$count(blogCategories)).toBe(sampleCategories.length);
    expect(await db.$count(blogTags)).toBe(sampleTags.length);
  });

  it("never seeds when turned off", async () => {
    const db = database.handle.db;
    await seedIfWanted(db, false);
    expect(await db.$count(blogPosts)).toBe(0);
    expect(await db.$count(blogCategories)).toBe(0);
  });

  it("keeps categories and tags an editor already created and adds only what is missing", async () => {
    const db = database.handle.db;
    const [existing] = await db
      .insert(blogCategories)
      .values({ name: "Project Management", slug: "project-management", description: "Our own wording" })
      .returning();
    await db.insert(blogTags).values({ name: "LEED", slug: "leed" });

    const summary = await seedSampleContent(db);

    expect(summary).toEqual({
      categories: sampleCategories.length - 1,
      tags: sampleTags.length - 1,
      posts: english + french,
    });
    const [kept] = await db.select().from(blogCategories).where(eq(blogCategories.slug, "project-management"));
    expect(kept).toMatchObject({ id: existing.id, description: "Our own wording" });
    const projectPosts = (await db.select().from(blogPosts)).filter((post) => post.categoryId === existing.id);
    expect(projectPosts.length).toBeGreaterThan(0);
  });

  it("derives dates from the moment of seeding", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(postDates({ status: "published", daysAgo: 12, featured: true }, now)).toMatchObject({
      publishedAt: new Date("2026-02-26T14:30:00Z"),
      isPublished: true,
      isFeatured: true,
    });
    expect(postDates({ status: "scheduled", daysFromNow: 14 }, now)).toMatchObject({
      publishedAt: new Date("2026-03-24T14:30:00Z"),
      isPublished: true,
    });
    expect(postDates({ status: "draft", lastEditedDaysAgo: 2 }, now)).toMatchObject({
      publishedAt: null,
      isPublished: false,
      updatedAt: new Date("2026-03-08T12:00:00Z"),
    });
  });
});
