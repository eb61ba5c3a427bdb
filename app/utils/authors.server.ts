import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { preparedRead } from "~/db/prepared.server";
import { authors, blogPosts, type Author, type PostLocale } from "~/db/schema";
import { notifyContentChanged } from "./content-events.server";
import { toPostSummary, type PostSummary } from "./posts";
import { cachedRead } from "./read-cache.server";
import { isPublic, summaryColumns } from "./posts.server";

// Author profiles (table `authors`): who signs the blog's articles, in both languages, and their pages.

/** What a reader sees of an author, in one language. */
export type AuthorCard = {
  slug: string;
  name: string;
  credentials: string | null;
  /** "Priya Raman, P.Eng.": the name as an article signs it. */
  signature: string;
  title: string;
  bio: string;
  photoUrl: string | null;
};

export function authorCard(author: Author, locale: PostLocale): AuthorCard {
  return {
    slug: author.slug,
    name: author.name,
    credentials: author.credentials,
    signature: author.credentials ? `${author.name}, ${author.credentials}` : author.name,
    title: locale === "fr" ? author.titleFr : author.titleEn,
    bio: locale === "fr" ? author.bioFr : author.bioEn,
    photoUrl: author.photoUrl,
  };
}

/** The profile that signs a post, if it has one. */
export const authorOfPost = cachedRead("authorOfPost", queryAuthorOfPost);

const authorOfPostQuery = preparedRead((db) =>
  db
    .select({ author: authors })
    .from(blogPosts)
    .innerJoin(authors, eq(authors.id, blogPosts.authorId))
    .where(eq(blogPosts.id, sql.placeholder("postId")))
    .prepare("author_of_post"),
);

async function queryAuthorOfPost(postId: string, locale: PostLocale): Promise<AuthorCard | undefined> {
  const [row] = await authorOfPostQuery().execute({ postId });
  return row ? authorCard(row.author, locale) : undefined;
}

export const AUTHOR_PAGE_POSTS = 50;

/** An author's page: the profile and their public articles in that language, newest first. */
export async function authorPage(slug: string, locale: PostLocale): Promise<{ author: AuthorCard; posts: PostSummary[] } | undefined> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return undefined;
  const [author] = await getDb().select().from(authors).where(eq(authors.slug, slug));
  if (!author) return undefined;
  const rows = await getDb()
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.authorId, author.id), eq(blogPosts.locale, locale), isPublic))
    .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id))
    .limit(AUTHOR_PAGE_POSTS);
  return { author: authorCard(author, locale), posts: rows.map(toPostSummary) };
}

/** Every profile, by name: the post form's choice of author. */
export function listAuthorsForAdmin(): Promise<{ id: string; name: string; credentials: string | null }[]> {
  return getDb().select({ id: authors.id, name: authors.name, credentials: authors.credentials }).from(authors).orderBy(authors.name);
}

/** The profile a staff account signs with, if it has one. */
export async function authorIdOfUser(userId: string): Promise<string | undefined> {
  const [row] = await getDb().select({ id: authors.id }).from(authors).where(eq(authors.userId, userId));
  return row?.id;
}

/** Slugs of every author with at least one public post in `locale`: the sitemap's author pages. */
export async function authorSlugsWithPosts(): Promise<{ slug: string; locales: PostLocale[] }[]> {
  const rows = await getDb()
    .selectDistinct({ slug: authors.slug, locale: blogPosts.locale })
    .from(authors)
    .innerJoin(blogPosts, and(eq(blogPosts.authorId, authors.id), isPublic))
    .orderBy(authors.slug);
  const bySlug = new Map<string, PostLocale[]>();
  for (const row of rows) bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row.locale]);
  return [...bySlug].map(([slug, locales]) => ({ slug, locales }));
}

// ---------------------------------------------------------------------------------------------------
// A staff member's own profile (/admin/account).

export const PROFILE_LIMITS = { name: 100, credentials: 60, title: 150, bio: 1500, photoUrl: 500 } as const;

export type ProfileInput = {
  name: string;
  credentials: string;
  titleEn: string;
  titleFr: string;
  bioEn: string;
  bioFr: string;
  photoUrl: string;
};

export type ProfileResult = { ok: true; message: string } | { ok: false; status: 400; message: string; field: keyof ProfileInput };

export async function ownProfile(userId: string): Promise<Author | undefined> {
  const [row] = await getDb().select().from(authors).where(eq(authors.userId, userId));
  return row;
}

function slugFromName(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "author"
  );
}

/**
 * Creates or updates the profile of `userId`, in both languages at once (a reader of either language sees
 * the same person). Its page address is made from the name when the profile is created and then kept.
 */
export async function saveOwnProfile(userId: string, raw: ProfileInput): Promise<ProfileResult> {
  const input = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value.trim()])) as ProfileInput;
  const required: [keyof ProfileInput, string][] = [
    ["name", "Your name"],
    ["titleEn", "Your title in English"],
    ["titleFr", "Your title in French"],
    ["bioEn", "Your biography in English"],
    ["bioFr", "Your biography in French"],
  ];
  for (const [field, label] of required) {
    if (!input[field]) return { ok: false, status: 400, message: `${label} is required: readers see both languages`, field };
  }
  const limits: [keyof ProfileInput, number][] = [
    ["name", PROFILE_LIMITS.name],
    ["credentials", PROFILE_LIMITS.credentials],
    ["titleEn", PROFILE_LIMITS.title],
    ["titleFr", PROFILE_LIMITS.title],
    ["bioEn", PROFILE_LIMITS.bio],
    ["bioFr", PROFILE_LIMITS.bio],
    ["photoUrl", PROFILE_LIMITS.photoUrl],
  ];
  for (const [field, max] of limits) {
    if (input[field].length > max) return { ok: false, status: 400, message: `At most ${max} characters here`, field };
  }
  if (input.photoUrl && !/^(\/[\w./-]+|https:\/\/[^\s"<>]+)$/.test(input.photoUrl)) {
    return {
      ok: false,
      status: 400,
      message: "The photo must be an address on this site (/images/…) or an https:// address",
      field: "photoUrl",
    };
  }
  const values = {
    name: input.name,
    credentials: input.credentials || null,
    titleEn: input.titleEn,
    titleFr: input.titleFr,
    bioEn: input.bioEn,
    bioFr: input.bioFr,
    photoUrl: input.photoUrl || null,
  };
  const existing = await ownProfile(userId);
  if (existing) {
    const signature = values.credentials ? `${values.name}, ${values.credentials}` : values.name;
    await getDb().transaction(async (tx) => {
      await tx
        .update(authors)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(authors.id, existing.id));
      // The posts it signs carry its name and biography: they change with it.
      await tx
        .update(blogPosts)
        .set({
          authorName: signature,
          authorBio: sql`case when ${blogPosts.locale} = 'fr' then ${values.bioFr} else ${values.bioEn} end`,
          updatedAt: new Date(),
        })
        .where(eq(blogPosts.authorId, existing.id));
    });
    await notifyContentChanged();
    return { ok: true, message: "Profile saved, and the posts you sign with it show it now." };
  }
  const base = slugFromName(input.name);
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${attempt + 1}`;
    const inserted = await getDb()
      .insert(authors)
      .values({ ...values, slug, userId })
      .onConflictDoNothing()
      .returning({ id: authors.id });
    if (inserted.length) return { ok: true, message: `Profile created: its page is /blog/author/${slug}` };
  }
  return { ok: false, status: 400, message: "Choose a more distinctive name for the page address", field: "name" };
}
