import type { Page, Request } from "@playwright/test";
import { expect, expectAccessible, reachForForm, test } from "./fixtures";

// Public pages that need no React in the browser ship none: their HTML and a few small enhancement
// scripts. The contact page (its form) keeps React.

const LIGHT_PAGES = [
  "/",
  "/services",
  "/services/crn",
  "/about",
  "/projects",
  "/careers",
  "/fr/carrieres/mechanical-eit-calgary",
  "/blog",
  "/no-such-page",
];

/** Every script the page fetched, by path. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request: Request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function firstArticleSlug(page: Page): Promise<string> {
  const posts: { slug: string }[] = await (await page.request.get("/api/blog/posts?limit=1")).json();
  expect(posts.length).toBeGreaterThan(0);
  return posts[0].slug;
}

test.describe("light pages", () => {
  test.use({ allowedConsoleErrors: [/the server responded with a status of 404/] });

  for (const path of [...LIGHT_PAGES, "an article"]) {
    test(`${path} requests no React chunk, only its enhancement scripts, and carries no hydration data`, async ({ page }) => {
      const scripts = collectScripts(page);
      const url = path === "an article" ? `/blog/${await firstArticleSlug(page)}` : path;
      const response = await page.goto(url);
      const html = (await response?.text()) ?? "";
      await expect(page.locator("header[data-enhanced='true']")).toBeAttached();
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script).toMatch(/^\/assets\/(menu|counters|share|article|blog-filters|french-offer)-[\w-]+\.js$/);
      }
      expect(html).not.toContain("__reactRouterContext");
      expect(html).not.toContain("modulepreload");
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    });
  }

  test("the contact page still runs React for its form, and asks for no route manifest for its links", async ({ page }) => {
    const scripts = collectScripts(page);
    const manifests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/__manifest") manifests.push(request.url());
    });
    await page.goto("/contact");
    // React starts once the visitor reaches for the page (app/utils/hydration.ts).
    await reachForForm(page.getByRole("form", { name: "Get Your Project Quote" }));
    // Set by React Router's start script once it has run.
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    expect(scripts.some((script) => /\/assets\/framework-[\w-]+\.js$/.test(script))).toBe(true);
    // Its header uses the same menu script as every other public page.
    await expect(page.locator("header[data-enhanced='true']")).toBeAttached();
    // Every link of a public page loads a whole page, so React Router has no route to discover for one.
    await page.waitForLoadState("networkidle");
    expect(manifests).toEqual([]);
    // The header and footer are the server's alone: their words are not in the page's hydration data.
    const html = await (await page.request.get("/contact")).text();
    const inlineScripts = Array.from(html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g), (match) => match[1]).join("\n");
    expect(inlineScripts).toContain("streamController");
    expect(html).toContain("Global Offices");
    for (const words of ["Global Offices", "Emergency support 24/7"]) expect(inlineScripts, words).not.toContain(words);
  });

  test("from the contact page, the header loads whole pages, which stay light", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/contact");
    await reachForForm(page.getByRole("form", { name: "Get Your Project Quote" }));
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Engineers Who Measure Success in Your Savings");
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
  });
});

test.describe("mobile menu script", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a press outside the header, or Tab past the menu, closes it", async ({ page }) => {
    await page.goto("/services");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await toggle.click();
    await expect(menu).toBeVisible();
    // Below the open panel: the page itself.
    await page.mouse.click(180, 800);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
  });

  test("a widening window closes it", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 812 });
    await expect(page.locator("#mobile-menu")).toHaveAttribute("data-open", "false");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test.describe("share buttons script", () => {
  test("opens each network in a 600x400 popup window", async ({ page, context }) => {
    await context.route(/^https:\/\/(twitter\.com|www\.facebook\.com|www\.linkedin\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>share</title>" }),
    );
    // Records what the page asks of window.open, before any script of the page runs.
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { openCalls: calls });
      const open = window.open.bind(window);
      window.open = (url?: string | URL, target?: string, features?: string) => {
        calls.push(features ?? "");
        return open(url, target, features);
      };
    });
    await page.goto(`/blog/${await firstArticleSlug(page)}`);
    // The script starts after the first paint; copy link appears once it has bound the share links. A
    // click before that is the no-JavaScript link and opens an ordinary tab.
    await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Share on LinkedIn" }).click();
    const popup = await popupPromise;
    const features = await page.evaluate(() => (window as unknown as { openCalls: string[] }).openCalls);
    expect(features).toHaveLength(1);
    expect(features[0]).toMatch(/(^|,)popup=yes(,|$)/);
    expect(features[0]).toMatch(/(^|,)width=600(,|$)/);
    expect(features[0]).toMatch(/(^|,)height=400(,|$)/);
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 400]);
    await popup.close();
  });

  for (const language of [
    {
      name: "copy link: the toast says so in a live region and can be closed",
      locale: "en",
      blog: "/blog",
      copy: "Copy link",
      title: "Link copied!",
      description: "The article link has been copied to your clipboard.",
      close: "Close notification",
    },
    {
      name: "copy link on a French article: the toast, its live region and its close button speak French",
      locale: "fr",
      blog: "/fr/blogue",
      copy: "Copier le lien",
      title: "Lien copié\u00a0!",
      description: "Le lien de l’article a été copié dans votre presse-papiers.",
      close: "Fermer la notification",
    },
  ])
    test(language.name, async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      const posts: { slug: string }[] = await (await page.request.get(`/api/blog/posts?limit=1&locale=${language.locale}`)).json();
      expect(posts.length).toBeGreaterThan(0);
      await page.goto(`${language.blog}/${posts[0].slug}`);
      const copy = page.getByRole("button", { name: language.copy });
      await expect(copy).toBeVisible();
      await copy.click();
      const toast = page.getByTestId("toast");
      await expect(toast).toContainText(language.title);
      await expect(toast).toContainText(language.description);
      await expect(page.getByRole("status").filter({ hasText: language.title })).toHaveText(`${language.title} ${language.description}`);
      await toast.getByRole("button", { name: language.close }).click();
      await expect(toast).toHaveCount(0);
    });

  test("the open toast has no serious or critical axe violations", async ({ page, context, baseURL }) => {
    test.slow();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(`/blog/${await firstArticleSlug(page)}`);
    await page.getByRole("button", { name: "Copy link" }).click();
    // Focus in the toast holds it on screen however long the check takes.
    await page.getByTestId("toast").getByRole("button", { name: "Close notification" }).focus();
    await expect(page.getByTestId("toast")).toBeVisible();
    await expectAccessible(page);
  });

  test("the toast leaves by itself after five seconds", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.clock.install();
    await page.goto(`/blog/${await firstArticleSlug(page)}`);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByTestId("toast")).toBeVisible();
    await page.clock.runFor(5100);
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await expect(page.locator("[data-toast-status]")).toHaveText("");
  });
});

test.describe("article script", () => {
  test("Back to Blog returns to the filtered list the reader came from", async ({ page }) => {
    await page.goto("/blog?page=2");
    await page.getByTestId("post-card").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
    // The script starts after the first paint; a click before that follows the plain link to /blog.
    await expect(page.locator("a[data-back-to-list][data-enhanced='true']")).toBeAttached();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
  });

  test("Back to Blog is a plain link to the list for a reader who came from elsewhere", async ({ page }) => {
    await page.goto(`/blog/${await firstArticleSlug(page)}`);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("blog filters script", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the drawer is a modal dialog: Space opens it, the close button and the backdrop close it", async ({ page }) => {
    await page.goto("/blog");
    const trigger = page.getByRole("button", { name: "Filters", exact: true });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.focus();
    await page.keyboard.press(" ");
    const drawer = page.getByRole("dialog", { name: "Filter articles" });
    await expect(drawer).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await drawer.getByRole("button", { name: "Close filters" }).click();
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(drawer).toBeVisible();
    // The dimmed backdrop left of the panel.
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
  });

  test("in the drawer, the category select applies itself", async ({ page }) => {
    const categories: { id: string; name: string; postCount: number }[] = await (await page.request.get("/api/blog/categories")).json();
    const category = categories.find((c) => c.postCount > 0)!;
    await page.goto("/blog");
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await page.getByRole("dialog", { name: "Filter articles" }).getByLabel("Category").selectOption({ label: category.name });
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${category.id}$`));
    await expect(page.getByTestId("active-filters")).toContainText(category.name);
  });
});

test.describe("speculation rules", () => {
  test("prefetch same-site pages but never the admin, the API, feeds or files", async ({ page }) => {
    await page.goto("/about");
    const rules = await page.evaluate(() => {
      const script = document.querySelector('script[type="speculationrules"]');
      return script ? JSON.parse(script.textContent ?? "") : null;
    });
    expect(rules?.prefetch?.length).toBeGreaterThan(0);
    const excluded: string[] = rules.prefetch[0].where.and.find((part: { not?: { href_matches?: string[] } }) => part.not?.href_matches).not
      .href_matches;
    // Matched with the browser's own URL patterns, as the browser matches them.
    const matches = await page.evaluate(
      ({ patterns, paths }) =>
        paths.map((path) => patterns.some((pattern) => new URLPattern(pattern, location.origin).test(new URL(path, location.origin)))),
      {
        patterns: excluded,
        paths: [
          "/admin/login",
          "/admin/inquiries.csv",
          "/blog-admin",
          "/blog-admin/edit/1",
          "/blog/admin/create",
          "/api/blog/posts",
          "/blog/rss.xml",
          "/sitemap.xml",
          "/about",
          "/blog/a-post",
          "/services/crn",
        ],
      },
    );
    expect(matches).toEqual([true, true, true, true, true, true, true, true, false, false, false]);
  });
});
