import { sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { blogCategories, blogPosts, blogTags, type BlogPost, type NewBlogPost } from "~/db/schema";
import { createSession, createUser } from "~/utils/auth.server";
import { slugify } from "~/utils/posts";

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;

export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY);
}

export async function addCategory(name: string) {
  const [row] = await getDb()
    .insert(blogCategories)
    .values({ name, slug: slugify(name), description: `About ${name}` })
    .returning();
  return row;
}

export async function addTag(name: string) {
  const [row] = await getDb()
    .insert(blogTags)
    .values({ name, slug: slugify(name) })
    .returning();
  return row;
}

/** A published post dated `daysAgo` days back (default: a new one each call, one day older). */
export async function addPost(input: Partial<NewBlogPost> & { title?: string; ageDays?: number } = {}): Promise<BlogPost> {
  counter += 1;
  const { ageDays, ...values } = input;
  const title = values.title ?? `Test post ${counter}`;
  const [row] = await getDb()
    .insert(blogPosts)
    .values({
      slug: `${slugify(title)}-${counter}`,
      excerpt: `Excerpt of ${title}.`,
      content: `<p>Body of ${title}.</p>`,
      metaDescription: `Meta of ${title}.`,
      isPublished: true,
      publishedAt: daysAgo(ageDays ?? counter),
      ...values,
      title,
    })
    .returning();
  return row;
}

/** A draft (never published). */
export function addDraft(input: Partial<NewBlogPost> = {}) {
  return addPost({ isPublished: false, publishedAt: null, title: "Draft about pressure vessels", ...input });
}

/** Published, but dated in the future: not public until then. */
export function addScheduled(input: Partial<NewBlogPost> = {}) {
  return addPost({ publishedAt: new Date(Date.now() + 14 * DAY), title: "Scheduled piece on pressure vessels", ...input });
}

/** An admin account with a live session; returns the Cookie header value to send. */
export async function adminCookie(): Promise<string> {
  counter += 1;
  const user = await createUser(`editor${counter}`, "a-long-test-password");
  const setCookie = await createSession(user.id);
  return setCookie.split(";")[0];
}

export async function viewCountOf(id: string): Promise<number> {
  const [row] = await getDb()
    .select({ v: blogPosts.viewCount })
    .from(blogPosts)
    .where(sql`${blogPosts.id} = ${id}`);
  return row.v;
}
