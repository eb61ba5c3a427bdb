import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import * as robotsRoute from "~/routes/seo/robots";
import * as rssRoute from "~/routes/seo/rss";
import * as sitemapRoute from "~/routes/seo/sitemap";
import { setEnv, parseEnv } from "~/utils/env.server";
import { addCategory, addDraft, addPost, addScheduled } from "./blog-fixtures";
import { useTestDatabase } from "../setup/database";
import { testEnvironment } from "../setup/vitest.setup";

useTestDatabase();

async function text(response: Response | Promise<Response>) {
  return (await response).text();
}

/** A request for a feed at `path` (the feed's language is read from it). */
function feed(path = "/blog/rss.xml") {
  return { request: new Request(`http://localhost:3000${path}`) };
}

describe("/blog/rss.xml", () => {
  it("is RSS 2.0 with the 20 newest public posts, absolute links and a self link", async () => {
    for (let i = 1; i <= 22; i++) await addPost({ title: `Post ${String(i).padStart(2, "0")}`, ageDays: i });
    await addDraft({ title: "Draft post" });
    await addScheduled({ title: "Scheduled post" });
    const response = await rssRoute.loader(feed());
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toContain("public");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<atom:link href="http://localhost:3000/blog/rss.xml" rel="self" type="application/rss+xml" />');
    expect(xml).toContain("<link>http://localhost:3000/blog</link>");
    const items = [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0]);
    expect(items).toHaveLength(20);
    expect(items[0]).toContain("<title>Post 01</title>");
    expect(items[19]).toContain("<title>Post 20</title>");
    expect(xml).not.toContain("Post 21");
    expect(xml).not.toContain("Draft post");
    expect(xml).not.toContain("Scheduled post");
    for (const item of items) {
      expect(item).toMatch(/<link>http:\/\/localhost:3000\/blog\/[a-z0-9-]+<\/link>/);
      expect(item).toMatch(/<guid isPermaLink="true">http:\/\/localhost:3000\/blog\/[a-z0-9-]+<\/guid>/);
      expect(item).toMatch(/<pubDate>\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT<\/pubDate>/);
    }
  });

  it("escapes XML and drops characters XML cannot hold", async () => {
    const category = await addCategory("Q&A <Corner>");
    await addPost({
      title: `Tom & Jerry's <b>"quoted"</b> guide\u0001`,
      excerpt: "Less < more > less & ]]> end",
      tags: ["R&D"],
      authorName: 'A "B" C',
      categoryId: category.id,
    });
    const xml = await text(rssRoute.loader(feed()));
    expect(xml).toContain("<title>Tom &amp; Jerry&apos;s &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; guide</title>");
    expect(xml).toContain("<description>Less &lt; more &gt; less &amp; ]]&gt; end</description>");
    expect(xml).toContain("<category>Q&amp;A &lt;Corner&gt;</category>");
    expect(xml).toContain("<category>R&amp;D</category>");
    expect(xml).toContain("<dc:creator>A &quot;B&quot; C</dc:creator>");
    expect(xml).not.toContain("\u0001");
  });

  it("uses SITE_URL for every link", async () => {
    setEnv(parseEnv(testEnvironment({ SITE_URL: "https://www.northbridge.example/" })));
    try {
      await addPost({ title: "Hosted" });
      const xml = await text(rssRoute.loader(feed()));
      expect(xml).toContain("<link>https://www.northbridge.example/blog</link>");
      expect(xml).toMatch(/<link>https:\/\/www\.northbridge\.example\/blog\/hosted-\d+<\/link>/);
      expect(xml).not.toContain("localhost");
    } finally {
      setEnv(parseEnv(testEnvironment()));
    }
  });

  it("is a valid empty channel when nothing is published", async () => {
    await addDraft();
    const xml = await text(rssRoute.loader(feed()));
    expect(xml).toContain("<channel>");
    expect(xml).not.toContain("<item>");
  });
});

describe("/sitemap.xml", () => {
  it("lists every marketing page, the blog and each public post with its lastmod", async () => {
    const older = await addPost({ title: "Older", ageDays: 9 });
    const newer = await addPost({ title: "Newer", ageDays: 1 });
    const draft = await addDraft();
    const scheduled = await addScheduled();
    const response = await sitemapRoute.loader();
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const pages = [
      "/",
      "/services",
      "/services/crn",
      "/services/crn/guide",
      "/about",
      "/projects",
      "/careers",
      "/contact",
      "/contact/meeting",
      "/blog",
    ];
    const frenchPages = [
      "/fr",
      "/fr/services",
      "/fr/services/nec",
      "/fr/services/nec/guide",
      "/fr/a-propos",
      "/fr/projets",
      "/fr/carrieres",
      "/fr/contact",
    ];
    for (const path of [...pages, ...frenchPages, "/fr/contact/rencontre", "/fr/blogue", "/offices/calgary", "/fr/bureaux/calgary"]) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    // Each page names both languages and the default, as its head does.
    const about = xml.split("<url>").find((entry) => entry.includes("<loc>http://localhost:3000/fr/a-propos</loc>"));
    expect(about).toContain('<xhtml:link rel="alternate" hreflang="en-CA" href="http://localhost:3000/about" />');
    expect(about).toContain('<xhtml:link rel="alternate" hreflang="fr-CA" href="http://localhost:3000/fr/a-propos" />');
    expect(about).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/about" />');
    expect(xml).toContain(`<loc>http://localhost:3000/blog/${older.slug}</loc>\n    <lastmod>${older.updatedAt.toISOString()}</lastmod>`);
    expect(xml).toContain(`<loc>http://localhost:3000/blog/${newer.slug}</loc>`);
    expect(xml).not.toContain(draft.slug);
    expect(xml).not.toContain(scheduled.slug);
    // 10 pages (careers among them), the guide and 5 offices in two languages, and the two public posts.
    expect(xml.match(/<url>/g)).toHaveLength(2 * (10 + 5) + 2);
    expect(xml.split("<url>").find((entry) => entry.includes(older.slug))).not.toContain("xhtml:link");
  });

  it("pairs a post with its translation, and lists a French-only post alone", async () => {
    const original = await addPost({ title: "Pressure vessels" });
    const translation = await addPost({ title: "Appareils sous pression", locale: "fr", translationOf: original.id });
    const frenchOnly = await addPost({ title: "Seulement en français", locale: "fr" });
    const xml = await text(sitemapRoute.loader());
    const entry = (path: string) => xml.split("<url>").find((each) => each.includes(`<loc>http://localhost:3000${path}</loc>`)) ?? "";
    for (const path of [`/blog/${original.slug}`, `/fr/blogue/${translation.slug}`]) {
      expect(entry(path)).toContain(`hreflang="en-CA" href="http://localhost:3000/blog/${original.slug}"`);
      expect(entry(path)).toContain(`hreflang="fr-CA" href="http://localhost:3000/fr/blogue/${translation.slug}"`);
      expect(entry(path)).toContain(`hreflang="x-default" href="http://localhost:3000/blog/${original.slug}"`);
    }
    expect(entry(`/fr/blogue/${frenchOnly.slug}`)).not.toBe("");
    expect(entry(`/fr/blogue/${frenchOnly.slug}`)).not.toContain("xhtml:link");
  });
});

describe("/fr/blogue/rss.xml", () => {
  it("carries the French posts alone, in French, with French links", async () => {
    await addPost({ title: "English only" });
    const french = await addPost({ title: "Un article", locale: "fr" });
    const xml = await text(rssRoute.loader(feed("/fr/blogue/rss.xml")));
    expect(xml).toContain("<language>fr-ca</language>");
    expect(xml).toContain("<title>Blogue de Northbridge Engineering</title>");
    expect(xml).toContain("<link>http://localhost:3000/fr/blogue</link>");
    expect(xml).toContain(`<link>http://localhost:3000/fr/blogue/${french.slug}</link>`);
    expect(xml).not.toContain("English only");
    const english = await text(rssRoute.loader(feed()));
    expect(english).toContain("English only");
    expect(english).not.toContain("Un article");
  });
});

describe("/robots.txt", () => {
  it("allows everything public, disallows the admin and the API, and names the sitemap", async () => {
    const response = robotsRoute.loader();
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const body = await response.text();
    const lines = body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    // Read as a crawler reads it (RFC 9309, with its * and $).
    const robots = robotsParser("http://localhost:3000/robots.txt", body);
    const allowed = (path: string) => robots.isAllowed(`http://localhost:3000${path}`, "Googlebot");
    for (const path of [
      "/admin",
      "/admin/login",
      "/blog-admin",
      "/blog-admin/edit/1",
      "/blog/admin",
      "/blog/admin/create",
      "/api/blog/posts",
      "/preview/abc",
      "/blog?search=crn",
      "/blog?category=c1&search=crn&page=2",
      "/fr/blogue?search=soudure",
    ]) {
      expect(allowed(path), path).toBe(false);
    }
    for (const path of [
      "/",
      "/blog",
      "/blog?page=2",
      "/blog?category=c1",
      "/blog/administrative-controls-for-pressure-equipment",
      "/fr/blogue/loi-96-firmes-ingenierie",
      "/services/crn",
    ]) {
      expect(allowed(path), path).toBe(true);
    }
  });
});
