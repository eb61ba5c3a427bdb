import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { blogPosts, type NewBlogPost } from "~/db/schema";
import * as articleRoute from "~/routes/blog/article";
import * as rssRoute from "~/routes/seo/rss";
import * as sitemapRoute from "~/routes/seo/sitemap";
import { sharedLifetimeSeconds } from "../../server/page-cache";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { field, outcome } from "./admin-helpers";
import { addPost } from "./blog-fixtures";

// A post's search settings (canonical URL, noindex) as readers' and crawlers' answers carry them: the
// article's head and headers, the sitemap, both RSS feeds and the hreflang links between translations.

useTestDatabase();

type MetaEntry = Record<string, unknown>;

async function article(slug: string, locale: "en" | "fr" = "en") {
  const path = locale === "fr" ? `/fr/blogue/${slug}` : `/blog/${slug}`;
  const loaded = await outcome(() => articleRoute.loader(routeArgs(new Request(`${BASE_URL}${path}`), { slug })));
  const meta = articleRoute.meta({
    data: loaded.value,
    matches: [{ id: "root", data: { siteUrl: BASE_URL } }],
    params: { slug },
    location: { pathname: path },
  } as never) as MetaEntry[];
  const headers = new Headers(
    articleRoute.headers({
      loaderHeaders: loaded.headers,
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    } as never),
  );
  const find = (key: string, value: string) => meta.find((entry) => entry[key] === value);
  return {
    value: loaded.value,
    headers,
    canonical: find("rel", "canonical")?.href,
    ogUrl: find("property", "og:url")?.content,
    robots: find("name", "robots")?.content,
    hreflang: meta.filter((entry) => entry.rel === "alternate" && "hrefLang" in entry).map((entry) => `${entry.hrefLang} ${entry.href}`),
    articleLd: meta.map((entry) => entry["script:ld+json"]).find((data) => field(data, "@type") === "Article"),
  };
}

async function change(id: string, values: Partial<NewBlogPost>) {
  await getDb().update(blogPosts).set(values).where(eq(blogPosts.id, id));
}

const sitemap = async () => (await sitemapRoute.loader()).text();
const feed = async (path: string) => (await rssRoute.loader({ request: new Request(`${BASE_URL}${path}`) })).text();

describe("an article's head and headers", () => {
  it("an ordinary article is its own canonical, indexable, and stored by the page cache", async () => {
    const post = await addPost({ title: "Plain article" });
    const page = await article(post.slug);
    expect(page.canonical).toBe(`${BASE_URL}/blog/${post.slug}`);
    expect(page.ogUrl).toBe(page.canonical);
    expect(page.robots).toBeUndefined();
    expect(page.headers.get("x-robots-tag")).toBeNull();
    expect(sharedLifetimeSeconds(200, page.headers)).toBeGreaterThan(0);
  });

  it("a noindex article says noindex in a robots meta tag and in X-Robots-Tag, and is still cached like any article", async () => {
    const post = await addPost({ title: "Internal notes", noIndex: true });
    const page = await article(post.slug);
    expect(page.robots).toBe("noindex");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("cache-control")).toContain("public");
    // The stored page keeps its headers, so a cache hit says noindex too.
    expect(sharedLifetimeSeconds(200, page.headers)).toBeGreaterThan(0);
    expect(page.canonical).toBe(`${BASE_URL}/blog/${post.slug}`);
  });

  it("a canonical URL replaces the article's own address in the canonical link, og:url and the structured data", async () => {
    const original = "https://standards.example.org/articles/crn-basics";
    const post = await addPost({ title: "Cross-posted", canonicalUrl: original });
    const page = await article(post.slug);
    expect(page.canonical).toBe(original);
    expect(page.ogUrl).toBe(original);
    expect(field(page.articleLd, "url")).toBe(original);
    expect(page.robots).toBeUndefined();
  });
});

describe("hreflang between translations", () => {
  it("two searchable translations name each other; a noindex or cross-posted one is left out, while readers still switch", async () => {
    const english = await addPost({ title: "Pressure vessels in Quebec" });
    const french = await addPost({ title: "Appareils sous pression au Quebec", locale: "fr", translationOf: english.id });
    const both = await article(english.slug);
    expect(both.hreflang).toEqual([
      `en-CA ${BASE_URL}/blog/${english.slug}`,
      `fr-CA ${BASE_URL}/fr/blogue/${french.slug}`,
      `x-default ${BASE_URL}/blog/${english.slug}`,
    ]);

    const loud = await addPost({ title: "Internal guide" });
    const quiet = await addPost({ title: "Guide interne", locale: "fr", noIndex: true, translationOf: loud.id });
    const english2 = await article(loud.slug);
    expect(english2.hreflang).toEqual([]);
    expect(field(english2.value, "counterpart")).toBe(`/fr/blogue/${quiet.slug}`);
    const french2 = await article(quiet.slug, "fr");
    expect(french2.hreflang).toEqual([]);
    expect(french2.robots).toBe("noindex");
  });
});

describe("the sitemap and the feeds", () => {
  it("the sitemap leaves out noindex articles and those credited to another address, and their hreflang pairs", async () => {
    const plain = await addPost({ title: "Listed article" });
    const hidden = await addPost({ title: "Hidden article", noIndex: true });
    const elsewhere = await addPost({ title: "Elsewhere article", canonicalUrl: "https://standards.example.org/a" });
    const self = await addPost({ title: "Self canonical" });
    await change(self.id, { canonicalUrl: `${BASE_URL}/blog/${self.slug}` });
    const french = await addPost({ title: "Article cache", locale: "fr", translationOf: plain.id });
    await change(french.id, { noIndex: true });
    const xml = await sitemap();
    expect(xml).toContain(`<loc>${BASE_URL}/blog/${plain.slug}</loc>`);
    expect(xml).toContain(`<loc>${BASE_URL}/blog/${self.slug}</loc>`);
    expect(xml).not.toContain(hidden.slug);
    expect(xml).not.toContain(elsewhere.slug);
    expect(xml).not.toContain(french.slug);
    const entry = xml.split("<url>").find((part) => part.includes(`/blog/${plain.slug}</loc>`)) ?? "";
    expect(entry).not.toContain("hreflang");
  });

  it("both feeds leave out noindex articles and keep cross-posted ones", async () => {
    const english = await addPost({ title: "Feed article" });
    const englishHidden = await addPost({ title: "Feed hidden", noIndex: true });
    const englishElsewhere = await addPost({ title: "Feed elsewhere", canonicalUrl: "https://standards.example.org/b" });
    const french = await addPost({ title: "Article du fil", locale: "fr" });
    const frenchHidden = await addPost({ title: "Article masque", locale: "fr", noIndex: true });
    const en = await feed("/blog/rss.xml");
    expect(en).toContain(english.slug);
    expect(en).toContain(englishElsewhere.slug);
    expect(en).not.toContain(englishHidden.slug);
    const fr = await feed("/fr/blogue/rss.xml");
    expect(fr).toContain(french.slug);
    expect(fr).not.toContain(frenchHidden.slug);
  });
});
