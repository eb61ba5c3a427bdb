import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PORT } from "../setup/e2e-env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

// The e2e server is seeded with the sample content: at least 5 categories, 15 tags, 10 published posts
// (2 featured), 1 draft and 1 scheduled post. Titles and slugs are discovered through the API.

const SITE = `http://localhost:${E2E_PORT}`;

type ApiPost = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  tags: string[];
  categoryId: string | null;
  authorName: string;
  authorBio: string | null;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  viewCount: number;
  isFeatured: boolean;
  publishedAt: string | null;
};
type ApiCategory = {
  id: string;
  name: string;
  slug: string;
  postCount: number;
};

async function publicPosts(request: APIRequestContext): Promise<ApiPost[]> {
  const response = await request.get("/api/blog/posts?limit=100");
  expect(response.ok()).toBe(true);
  return response.json();
}

async function categories(request: APIRequestContext): Promise<ApiCategory[]> {
  return (await request.get("/api/blog/categories")).json();
}

/** A public post with a category, tags and an author bio, and the category's name. */
async function richPost(request: APIRequestContext): Promise<{ post: ApiPost; category: ApiCategory }> {
  const [posts, cats] = await Promise.all([publicPosts(request), categories(request)]);
  for (const post of posts) {
    const category = cats.find((c) => c.id === post.categoryId);
    if (category && post.tags.length && post.authorBio && category.postCount > 1) return { post, category };
  }
  throw new Error("the sample content has no post with a category, tags and an author bio");
}

/** The blog list is interactive once the filter trigger has become a button. */
async function waitForListHydration(page: Page) {
  await page.locator('[data-testid="filters-trigger"][role="button"]').waitFor({ state: "attached" });
}

function viewCountOnPage(page: Page) {
  return page.getByTestId("view-count");
}

/** Opens an article and waits until its view has been counted and shown. */
async function openArticle(page: Page, slug: string) {
  const counted = page.waitForResponse((r) => r.url().endsWith("/views") && r.request().method() === "POST");
  await page.goto(`/blog/${slug}`);
  const response = await counted;
  expect(response.status()).toBe(200);
  const { viewCount } = await response.json();
  await expect(viewCountOnPage(page)).toHaveText(new RegExp(`${viewCount.toLocaleString("en-US")} views?`));
  return viewCount as number;
}

test.describe("blog list", () => {
  test("shows the title, search box, featured articles, a full page of cards and pagination", async ({ page, request }) => {
    const posts = await publicPosts(request);
    expect(posts.length).toBeGreaterThanOrEqual(10);
    const featured: ApiPost[] = await (await request.get("/api/blog/posts/featured")).json();
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=86400");
    await expect(page).toHaveTitle("Engineering Blog | Northbridge Engineering");
    await expect(page.getByRole("heading", { level: 1, name: "Engineering Blog" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toBeVisible();

    const featuredSection = page.getByTestId("featured-section");
    await expect(featuredSection.getByRole("heading", { name: "Featured Articles" })).toBeVisible();
    const featuredCards = featuredSection.getByTestId("featured-post-card");
    await expect(featuredCards).toHaveCount(Math.min(2, featured.length));
    for (const card of await featuredCards.all()) {
      expect(await card.getByRole("listitem").count()).toBeLessThanOrEqual(2);
    }

    const cards = page.getByTestId("post-grid").getByTestId("post-card");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      expect(await card.getByRole("listitem").count()).toBeLessThanOrEqual(3);
    }
    // Newest first, as the API lists them.
    await expect(cards.first().getByRole("heading")).toHaveText(posts[0].title);
    // US English long dates.
    await expect(cards.first().locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination).toBeVisible();
    await expect(pagination.getByRole("link", { name: "Next" })).toBeVisible();
    await expect(pagination.getByRole("link", { name: "Previous" })).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
  });

  test("pages by 6: page 2 has the rest, no featured section, Next disabled, Previous back to /blog", async ({ page, request }) => {
    const posts = await publicPosts(request);
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByTestId("featured-section")).toHaveCount(0);
    const cards = page.getByTestId("post-grid").getByTestId("post-card");
    await expect(cards).toHaveCount(Math.min(6, posts.length - 6));
    await expect(cards.first().getByRole("heading")).toHaveText(posts[6].title);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    if (posts.length <= 12) await expect(pagination.getByTestId("next-disabled")).toBeVisible();
    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(`${SITE}/blog`);
    await expect(page.getByTestId("featured-section")).toBeVisible();
  });

  test("a click anywhere on a card opens the article", async ({ page }) => {
    await page.goto("/blog");
    // Other tests may publish posts without an image at the same time: take the first card with one.
    const card = page
      .getByTestId("post-grid")
      .getByTestId("post-card")
      .filter({ has: page.locator("img") })
      .first();
    const href = await card.getByRole("link").first().getAttribute("href");
    const title = (await card.getByRole("heading").first().textContent())?.trim();
    expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    await card.scrollIntoViewIfNeeded();
    // Click the image area, not the title link itself.
    const box = await card.locator("img").boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(page).toHaveURL(`${SITE}${href}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  });

  test("search: results by relevance, prefix of the last word, badges, Clear all, and the empty state", async ({ page }) => {
    await page.goto("/blog");
    const box = page.getByRole("searchbox", { name: "Search articles" });
    await box.fill("pressure vess");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/blog\?search=pressure\+vess$/);
    await expect(page.getByTestId("featured-section")).toHaveCount(0);
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: 'Results for "pressure vess"',
      }),
    ).toBeVisible();
    const cards = page.getByTestId("post-grid").getByTestId("post-card");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first()).toContainText(/pressure|vessel/i);
    const filters = page.getByTestId("active-filters");
    await expect(filters).toContainText("Search: pressure vess");

    await filters.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(`${SITE}/blog`);
    await expect(page.getByTestId("featured-section")).toBeVisible();

    await box.fill("zzqx nonexistent term");
    await box.press("Enter");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters to find what you're looking for.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  });

  test("hostile search strings are answered, never an error", async ({ page }) => {
    for (const search of [`'"\\`, "(!:*&|<->)", "<script>alert(1)</script>", "🔧 or -", "x".repeat(3000)]) {
      const response = await page.goto(`/blog?search=${encodeURIComponent(search)}`);
      expect(response?.status(), search.slice(0, 20)).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Engineering Blog" })).toBeVisible();
    }
  });

  test("category filter: the select applies at once, badges show it, the page resets, the list and tags filter too", async ({
    page,
    request,
  }) => {
    const cats = (await categories(request)).filter((c) => c.postCount > 0);
    const category = cats.sort((a, b) => b.postCount - a.postCount)[0];
    await page.goto("/blog?page=2");
    await waitForListHydration(page);
    const sidebar = page.locator("#blog-filters");
    await sidebar.getByLabel("Category").selectOption({ label: category.name });
    await expect(page).toHaveURL(`${SITE}/blog?category=${category.id}`);
    await expect(page.getByTestId("active-filters")).toContainText(`Category: ${category.name}`);
    await expect(page.getByTestId("featured-section")).toHaveCount(0);
    await expect(page.getByTestId("post-grid").getByTestId("post-card")).toHaveCount(Math.min(6, category.postCount));
    await expect(page.getByTestId("results-count")).toHaveText(
      `${category.postCount} ${category.postCount === 1 ? "article" : "articles"}`,
    );

    await sidebar.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(`${SITE}/blog`);

    const other = cats.find((c) => c.id !== category.id) ?? category;
    await sidebar
      .getByRole("link", {
        name: new RegExp(`^${other.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      })
      .click();
    await expect(page).toHaveURL(`${SITE}/blog?category=${other.id}`);

    await page.goto("/blog");
    const tags = sidebar.getByRole("region", { name: "Popular Tags" }).getByRole("link");
    expect(await tags.count()).toBeGreaterThan(0);
    expect(await tags.count()).toBeLessThanOrEqual(12);
    const tag = (await tags.first().textContent()) ?? "";
    await tags.first().click();
    await expect(page).toHaveURL(`${SITE}/blog?search=${encodeURIComponent(tag).replace(/%20/g, "+")}`);
    await expect(page.getByTestId("post-grid").getByTestId("post-card").first()).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("filters live in a slide-in drawer", async ({ page, request }) => {
      const category = (await categories(request)).find((c) => c.postCount > 0)!;
      await page.goto("/blog");
      await expect(page.locator("#blog-filters")).toBeHidden();
      const trigger = page.getByRole("button", { name: "Filters" });
      await trigger.click();
      const drawer = page.getByRole("dialog", { name: "Filter articles" });
      await expect(drawer).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await drawer
        .getByRole("link", {
          name: new RegExp(`^${category.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
        })
        .click();
      await expect(page).toHaveURL(`${SITE}/blog?category=${category.id}`);
      await expect(drawer).toBeHidden();
      await expect(page.getByTestId("active-filters")).toContainText(category.name);
    });

    test("the list passes axe at phone width", async ({ page }) => {
      await page.goto("/blog");
      await expectAccessible(page);
    });

    test("an article passes axe at phone width", async ({ page, request }) => {
      const { post } = await richPost(request);
      await openArticle(page, post.slug);
      await expectAccessible(page);
    });
  });

  test("the list, filtered and not, passes axe at desktop width", async ({ page }) => {
    await page.goto("/blog");
    await expectAccessible(page);
    await page.goto("/blog?search=crn");
    await expectAccessible(page);
  });

  test("an article passes axe at desktop width", async ({ page, request }) => {
    const { post } = await richPost(request);
    await openArticle(page, post.slug);
    await expectAccessible(page);
  });
});

test.describe("blog article", () => {
  test("shows everything an article has, with its head for search engines and social sites", async ({ page, request }) => {
    const { post, category } = await richPost(request);
    const posts = await publicPosts(request);
    const index = posts.findIndex((p) => p.id === post.id);
    await openArticle(page, post.slug);

    await expect(page).toHaveTitle(`${post.title} | Northbridge Engineering Blog`);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(breadcrumb.getByRole("link", { name: category.name })).toHaveAttribute("href", `/blog?category=${category.id}`);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(post.title);
    await expect(page.getByRole("link", { name: "Back to Blog" })).toBeVisible();

    const article = page.getByTestId("article");
    await expect(article.getByTestId("article-category")).toHaveText(category.name);
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(article.getByText(post.excerpt)).toBeVisible();
    const initials = post.authorName
      .split(/\s+/)
      .slice(0, 2)
      .map((w) => w[0].toUpperCase())
      .join("");
    await expect(article.getByTestId("author-initials").first()).toHaveText(initials);
    await expect(article.locator("header time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
    if (post.featuredImage) {
      await expect(article.locator(`img[src="${post.featuredImage}"]`)).toHaveAttribute("alt", post.featuredImageAlt || post.title);
    }
    expect((await article.getByTestId("article-content").innerText()).length).toBeGreaterThan(1000);
    for (const tag of post.tags) {
      await expect(article.getByRole("link", { name: tag, exact: true })).toHaveAttribute(
        "href",
        `/blog?search=${encodeURIComponent(tag).replace(/%20/g, "+")}`,
      );
    }
    await expect(article.getByTestId("author-bio")).toContainText(post.authorBio!);
    await expect(page.getByRole("heading", { name: "Join the Discussion" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us to Share Your Thoughts" })).toHaveAttribute("href", "/contact");

    if (index > 0) await expect(page.getByTestId("previous-article")).toContainText(posts[index - 1].title);
    if (index < posts.length - 1) await expect(page.getByTestId("next-article")).toContainText(posts[index + 1].title);
    const related = page.getByTestId("related-articles").getByTestId("post-card");
    const expectedRelated = posts.filter((p) => p.categoryId === category.id && p.id !== post.id).slice(0, 3);
    await expect(related).toHaveCount(expectedRelated.length);
    await expect(related.getByRole("heading")).toHaveText(expectedRelated.map((p) => p.title));

    const url = `${SITE}/blog/${post.slug}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      "content",
      `${post.tags.join(", ")}, engineering, technical articles`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http:\/\/localhost:\d+\//);
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", /^\d{4}-\d\d-\d\dT/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const structured = jsonLd.map((text) => JSON.parse(text));
    const articleLd = structured.find((d) => d["@type"] === "Article");
    expect(articleLd).toMatchObject({
      headline: post.title,
      articleSection: category.name,
      author: { "@type": "Person", name: post.authorName },
      publisher: { "@type": "Organization", name: "Northbridge Engineering" },
      keywords: post.tags.join(", "),
    });
    expect(articleLd.image[0]).toMatch(/^http:\/\//);
    expect(articleLd.publisher.logo.url).toMatch(/^http:\/\//);
    const crumbs = structured.find((d) => d["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Blog", category.name, post.title]);
  });

  test("server HTML already carries the article, its title and structured data", async ({ request }) => {
    const { post } = await richPost(request);
    const response = await request.get(`/blog/${post.slug}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=86400");
    const html = await response.text();
    expect(html).toContain(`<title>${post.title.replace(/&/g, "&amp;")} | Northbridge Engineering Blog</title>`);
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(
      /<link [^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*href="\/blog\/rss.xml"|<link [^>]*type="application\/rss\+xml"[^>]*rel="alternate"/,
    );
  });

  test("share buttons open a 600x400 popup with the network's share page", async ({ page, context, request }) => {
    const { post } = await richPost(request);
    await context.route(/^https:\/\/(twitter\.com|www\.facebook\.com|www\.linkedin\.com)\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<title>share</title>",
      }),
    );
    await openArticle(page, post.slug);
    const articleUrl = encodeURIComponent(`${SITE}/blog/${post.slug}`);
    for (const [name, prefix] of [
      ["Share on Twitter", `https://twitter.com/intent/tweet?url=${articleUrl}&text=`],
      ["Share on Facebook", `https://www.facebook.com/sharer/sharer.php?u=${articleUrl}`],
      ["Share on LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${articleUrl}`],
    ] as const) {
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      const popupPromise = page.waitForEvent("popup");
      await link.click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      expect(popup.url().startsWith(prefix)).toBe(true);
      const size = await popup.evaluate(() => ({
        width: window.outerWidth,
        height: window.outerHeight,
      }));
      expect(size).toEqual({ width: 600, height: 400 });
      // The share page cannot reach back into the article.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
      await expect(page).toHaveURL(`${SITE}/blog/${post.slug}`);
    }
  });

  test("copy link puts the article URL on the clipboard and says so", async ({ page, context, request }) => {
    const { post } = await richPost(request);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: SITE,
    });
    await openArticle(page, post.slug);
    await page.getByRole("button", { name: "Copy link" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Link copied!");
    await expect(toast).toContainText("The article link has been copied to your clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE}/blog/${post.slug}`);
  });

  test("a visitor counts one view per article in half an hour; another visitor counts again", async ({ page, request, browser }) => {
    test.slow();
    const { post } = await richPost(request);
    const first = await openArticle(page, post.slug);
    // Reading it again (a reload, coming back) is the same visitor: the count stays.
    expect(await openArticle(page, post.slug)).toBe(first);
    // Another browser is another visitor.
    const otherBrowser = await browser.newContext({ userAgent: `${await page.evaluate(() => navigator.userAgent)} Other` });
    const second = await openArticle(await otherBrowser.newPage(), post.slug);
    await otherBrowser.close();
    expect(second).toBe(first + 1);
    const stored: ApiPost = await (
      await request.get(`/api/blog/posts/${post.slug}`, {
        headers: { "cache-control": "no-cache" },
      })
    ).json();
    expect(stored.viewCount).toBeGreaterThanOrEqual(second);
    // Moving to another article and back counts again, once each.
    const other = (await publicPosts(request)).find((p) => p.id !== post.id)!;
    await page.getByRole("link", { name: "Blog", exact: true }).first().click();
    await expect(page).toHaveURL(`${SITE}/blog`);
    const views = page.waitForResponse((r) => r.url().endsWith(`/api/blog/posts/${other.id}/views`));
    await page.goto(`/blog/${other.slug}`);
    expect((await views).status()).toBe(200);
  });

  test.describe("missing articles", () => {
    // The document's own 404 status is reported by the browser as a failed resource.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("an unknown slug answers 404 with the Article Not Found page", async ({ page }) => {
      const response = await page.goto("/blog/no-such-article-here");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
      await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
      await page.getByRole("link", { name: "Back to Blog" }).click();
      await expect(page).toHaveURL(`${SITE}/blog`);
    });

    test("drafts and scheduled posts are not reachable anonymously by any route", async ({ page, browser }) => {
      await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
      const drafts: ApiPost[] = await (await page.request.get("/api/blog/posts?published=false&limit=100")).json();
      const published: ApiPost[] = await (await page.request.get("/api/blog/posts?published=true&limit=100")).json();
      const scheduled = published.filter((p) => p.publishedAt && new Date(p.publishedAt) > new Date());
      expect(drafts.length).toBeGreaterThan(0);
      expect(scheduled.length).toBeGreaterThan(0);

      const anonymous = await browser.newContext();
      try {
        const visitor = await anonymous.newPage();
        for (const hidden of [...drafts, ...scheduled]) {
          expect((await visitor.goto(`/blog/${hidden.slug}`))?.status()).toBe(404);
          await expect(visitor.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
          expect((await anonymous.request.get(`/api/blog/posts/${hidden.slug}`)).status()).toBe(404);
          expect((await anonymous.request.get(`/api/blog/posts/${hidden.id}`)).status()).toBe(404);
          expect((await anonymous.request.post(`/api/blog/posts/${hidden.id}/views`)).status()).toBe(404);
          for (const path of ["/blog/rss.xml", "/sitemap.xml", `/blog?search=${encodeURIComponent(hidden.title)}`]) {
            expect(await (await anonymous.request.get(path)).text(), path).not.toContain(hidden.slug);
          }
        }
        const list = await (await anonymous.request.get("/api/blog/posts?published=false")).json();
        expect(list).toEqual([]);
      } finally {
        await anonymous.close();
      }
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list, search, category filter, paging and an article all work", async ({ page, request }) => {
    const posts = await publicPosts(request);
    const category = (await categories(request)).find((c) => c.postCount > 0)!;
    await page.goto("/blog");
    await expect(page.getByTestId("post-grid").getByTestId("post-card")).toHaveCount(6);

    await page.getByRole("searchbox", { name: "Search articles" }).fill("energy audit");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?search=energy\+audit$/);
    await expect(page.getByTestId("post-grid").getByTestId("post-card").first()).toContainText(/energy|audit/i);

    await page.goto("/blog");
    const sidebar = page.locator("#blog-filters");
    await sidebar.getByLabel("Category").selectOption({ label: category.name });
    await sidebar.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(`${SITE}/blog?category=${category.id}`);
    await expect(page.getByTestId("active-filters")).toContainText(category.name);

    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${SITE}/blog?page=2`);
    await expect(page.getByTestId("post-grid").getByTestId("post-card").first().getByRole("heading")).toHaveText(posts[6].title);

    await page.getByTestId("post-grid").getByRole("link").first().click();
    await expect(page).toHaveURL(`${SITE}/blog/${posts[6].slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[6].title);
    expect((await page.getByTestId("article-content").innerText()).length).toBeGreaterThan(1000);
    await expect(page.getByRole("link", { name: "Share on LinkedIn" })).toHaveAttribute("target", "_blank");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the filters are reachable below the articles", async ({ page }) => {
      await page.goto("/blog");
      const filters = page.locator("#blog-filters");
      await expect(filters).toBeVisible();
      await page.getByRole("link", { name: "Filters", exact: true }).click();
      await expect(page).toHaveURL(`${SITE}/blog#blog-filters`);
      await expect(filters.getByLabel("Category")).toBeInViewport();
    });
  });
});

test.describe("feeds", () => {
  test("the RSS feed and the sitemap are well-formed XML with absolute links", async ({ page, request }) => {
    await page.goto("/blog");
    for (const path of ["/blog/rss.xml", "/sitemap.xml"]) {
      const xml = await (await request.get(path)).text();
      const result = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "application/xml");
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          links: [...doc.querySelectorAll("item > link, url > loc")].map((node) => node.textContent ?? ""),
        };
      }, xml);
      expect(result.error, path).toBeNull();
      expect(result.links.length).toBeGreaterThanOrEqual(10);
      for (const link of result.links) expect(link.startsWith(SITE)).toBe(true);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
