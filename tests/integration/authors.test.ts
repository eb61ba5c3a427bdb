import { and, eq, lte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { seedSampleContent } from "~/db/sample-content/seed.server";
import { authors, blogPosts, DEFAULT_AUTHOR_NAME } from "~/db/schema";
import * as accountRoute from "~/routes/admin/account";
import * as apiPostsRoute from "~/routes/api/posts";
import * as articleRoute from "~/routes/blog/article";
import * as authorRoute from "~/routes/blog/author";
import * as sitemapRoute from "~/routes/seo/sitemap";
import { createSession, createUser } from "~/utils/auth.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { ADMIN_PASSWORD, adminRequest, field, outcome } from "./admin-helpers";

const database = useTestDatabase();

async function authorPageOf(path: string, slug: string) {
  return outcome(() => authorRoute.loader(routeArgs(new Request(`${BASE_URL}${path}`), { slug })));
}

type MetaEntry = Record<string, unknown>;

function jsonLdOf(meta: MetaEntry[]): Record<string, unknown>[] {
  return meta.filter((entry) => "script:ld+json" in entry).map((entry) => entry["script:ld+json"] as Record<string, unknown>);
}

describe("authors", () => {
  it("each engineer has a page in both languages listing their articles in that language, with Person data the articles link to", async () => {
    await seedSampleContent(database.handle.db);
    const en = await authorPageOf("/blog/author/marc-andre-tremblay", "marc-andre-tremblay");
    expect(en.status).toBe(200);
    const english = en.value as { author: { signature: string; title: string; bio: string }; posts: { locale: string; slug: string }[] };
    expect(english.author.signature).toBe("Marc-André Tremblay, ing.");
    expect(english.posts.length).toBeGreaterThan(0);
    expect(english.posts.every((post) => post.locale === "en")).toBe(true);

    const fr = await authorPageOf("/fr/blogue/auteur/marc-andre-tremblay", "marc-andre-tremblay");
    const french = fr.value as typeof english;
    expect(french.author.title).toBe("Programmes d’enregistrement et d’essais d’épreuve (Montréal)");
    expect(french.author.bio).toMatch(/^Marc-André dirige/);
    expect(french.posts.map((post) => post.slug).sort()).toEqual(["loi-96-firmes-ingenierie", "vendre-equipement-sous-pression-au-quebec"]);
    expect(french.posts.every((post) => post.locale === "fr")).toBe(true);

    const meta = authorRoute.meta({
      data: english,
      matches: [{ id: "root", data: { siteUrl: BASE_URL } }],
      location: { pathname: "/blog/author/marc-andre-tremblay" },
    } as never) as MetaEntry[];
    const person = jsonLdOf(meta).find((item) => item["@type"] === "Person");
    expect(person).toMatchObject({
      "@id": `${BASE_URL}/blog/author/marc-andre-tremblay#person`,
      name: "Marc-André Tremblay",
      honorificSuffix: "ing.",
      url: `${BASE_URL}/blog/author/marc-andre-tremblay`,
    });

    const [post] = await getDb()
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .innerJoin(authors, eq(authors.id, blogPosts.authorId))
      .where(eq(authors.slug, "marc-andre-tremblay"));
    const article = await outcome(() => articleRoute.loader(routeArgs(new Request(`${BASE_URL}/blog/${post.slug}`), { slug: post.slug })));
    expect(field(article.value, "author")).toEqual({ slug: "marc-andre-tremblay" });
    const articleMeta = articleRoute.meta({
      data: article.value,
      matches: [{ id: "root", data: { siteUrl: BASE_URL } }],
      params: { slug: post.slug },
      location: { pathname: `/blog/${post.slug}` },
    } as never) as MetaEntry[];
    const articleLd = jsonLdOf(articleMeta).find((item) => item["@type"] === "Article");
    expect(articleLd?.author).toMatchObject({ "@type": "Person", "@id": person?.["@id"] });

    // A post the firm signs is by an organisation, the site's own.
    const [signedByFirm] = await getDb()
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.authorName, DEFAULT_AUTHOR_NAME),
          eq(blogPosts.locale, "en"),
          eq(blogPosts.isPublished, true),
          lte(blogPosts.publishedAt, new Date()),
        ),
      );
    const firmArticle = await outcome(() =>
      articleRoute.loader(routeArgs(new Request(`${BASE_URL}/blog/${signedByFirm.slug}`), { slug: signedByFirm.slug })),
    );
    const firmMeta = articleRoute.meta({
      data: firmArticle.value,
      matches: [{ id: "root", data: { siteUrl: BASE_URL } }],
      params: { slug: signedByFirm.slug },
      location: { pathname: `/blog/${signedByFirm.slug}` },
    } as never) as MetaEntry[];
    expect(jsonLdOf(firmMeta).find((item) => item["@type"] === "Article")?.author).toEqual({
      "@type": "Organization",
      "@id": `${BASE_URL}/#organization`,
      name: "Northbridge Engineering",
      url: `${BASE_URL}/`,
    });

    const sitemap = await (await sitemapRoute.loader()).text();
    expect(sitemap).toContain("/blog/author/marc-andre-tremblay</loc>");
    expect(sitemap).toContain("/fr/blogue/auteur/marc-andre-tremblay</loc>");

    expect((await authorPageOf("/blog/author/nobody-here", "nobody-here")).status).toBe(404);
    expect((await authorPageOf("/blog/author/..%2F..", "../..")).status).toBe(404);
  });

  it("a post is signed by the profile chosen, or by the writer's own profile, with its name and biography in the post's language", async () => {
    const staff = await createUser("mat", ADMIN_PASSWORD, "editor");
    const cookie = `nb_session=${/nb_session=([^;]*)/.exec(await createSession(staff.id))?.[1]}`;
    const [own] = await getDb()
      .insert(authors)
      .values({
        slug: "mat-t",
        userId: staff.id,
        name: "Mat T",
        credentials: "P.Eng.",
        titleEn: "Engineer",
        titleFr: "Ingénieur",
        bioEn: "Writes in English.",
        bioFr: "Écrit en français.",
      })
      .returning();
    const create = (body: Record<string, unknown>) =>
      outcome(() =>
        apiPostsRoute.action(
          routeArgs(
            adminRequest("/api/blog/posts", {
              cookie,
              json: { title: "Signed", excerpt: "An excerpt.", content: "<p>Body</p>", metaDescription: "A description.", ...body },
            }),
          ),
        ),
      );
    expect((await create({ slug: "signed-by-me", locale: "fr" })).status).toBe(201);
    const [mine] = await getDb().select().from(blogPosts).where(eq(blogPosts.slug, "signed-by-me"));
    expect(mine).toMatchObject({ authorId: own.id, authorName: "Mat T, P.Eng.", authorBio: "Écrit en français." });

    expect((await create({ slug: "named-by-hand", authorName: "Guest Writer" })).status).toBe(201);
    const [byHand] = await getDb().select().from(blogPosts).where(eq(blogPosts.slug, "named-by-hand"));
    expect(byHand).toMatchObject({ authorId: null, authorName: "Guest Writer" });

    const unknown = await create({ slug: "no-such-author", authorId: "6f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f" });
    expect(unknown.status).toBe(400);
    expect(await getDb().select().from(blogPosts).where(eq(blogPosts.slug, "no-such-author"))).toHaveLength(0);
  });

  it("a staff member writes their own profile in both languages; saving it re-signs their posts", async () => {
    const staff = await createUser("lena", ADMIN_PASSWORD, "author");
    const cookie = `nb_session=${/nb_session=([^;]*)/.exec(await createSession(staff.id))?.[1]}`;
    const save = (form: Record<string, string>) =>
      outcome(() => accountRoute.action(routeArgs(adminRequest("/admin/account", { cookie, form: { intent: "save-profile", ...form } }))));
    const profile = {
      name: "Léna Côté",
      credentials: "ing.",
      titleEn: "Process Engineer",
      titleFr: "Ingénieure de procédés",
      bioEn: "Léna designs process systems.",
      bioFr: "Léna conçoit des systèmes de procédés.",
      photoUrl: "",
    };
    const missingFrench = await save({ ...profile, bioFr: " " });
    expect(missingFrench.status).toBe(400);
    expect(field(missingFrench.value, "field")).toBe("bioFr");
    expect((await save({ ...profile, photoUrl: "javascript:alert(1)" })).status).toBe(400);
    expect(await getDb().select().from(authors)).toHaveLength(0);

    expect((await save(profile)).status).toBe(200);
    const [created] = await getDb().select().from(authors).where(eq(authors.userId, staff.id));
    expect(created.slug).toBe("lena-cote");
    const post = await outcome(() =>
      apiPostsRoute.action(
        routeArgs(
          adminRequest("/api/blog/posts", {
            cookie,
            json: { title: "Mine", slug: "mine", excerpt: "An excerpt.", content: "<p>Body</p>", metaDescription: "A description." },
          }),
        ),
      ),
    );
    expect(post.status).toBe(201);
    expect((await save({ ...profile, credentials: "ing., PMP", bioEn: "Léna designs and audits process systems." })).status).toBe(200);
    const [signed] = await getDb().select().from(blogPosts).where(eq(blogPosts.slug, "mine"));
    expect(signed).toMatchObject({ authorName: "Léna Côté, ing., PMP", authorBio: "Léna designs and audits process systems." });
  });
});
