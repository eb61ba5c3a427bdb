import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../setup/e2e-env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

// The editor's SEO tab (search-result and shared-card previews, length counters that speak when typing
// pauses, canonical URL and noindex, and what the published article then says), and the post list's
// filters as a plain GET form, without JavaScript.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function deleteThroughApi(page: Page, ids: string[]) {
  const origin = new URL(page.url()).origin;
  for (const id of ids) await page.request.delete(`/api/blog/posts/${id}`, { headers: { origin } });
}

test("the SEO tab previews the result and the card, counts lengths quietly, and the article honours canonical and noindex", async ({
  page,
}) => {
  test.slow();
  const token = unique();
  const title = `Relief valve sizing for steam service ${token}`;
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto("/blog-admin/create");
  const editor = page.getByTestId("rich-text-editor").getByRole("textbox", { name: "Content" });
  await expect(editor).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  const documentTitle = `${title} | Northbridge Engineering Blog`;
  await expect(page.getByTestId("title-counter")).toHaveText(
    `${documentTitle.length}/60 characters in search results, with the blog's name`,
  );
  await page.getByLabel("Excerpt").fill("Sizing a relief valve for saturated steam, step by step.");
  await editor.click();
  await page.keyboard.type("Start from the required relieving capacity.");

  await page.getByRole("tab", { name: "SEO & Meta" }).click();
  const preview = page.getByTestId("search-preview");
  // The title is longer than a results page shows: cut after a whole word, with an ellipsis.
  const shownTitle = await preview.getByTestId("search-preview-title").textContent();
  expect(shownTitle?.endsWith("…")).toBe(true);
  expect(documentTitle.startsWith(shownTitle?.slice(0, -1) ?? "-")).toBe(true);
  expect(shownTitle?.length).toBeLessThanOrEqual(60);
  await expect(preview.getByTestId("search-preview-url")).toHaveText(
    `${new URL(page.url()).host} › blog › relief-valve-sizing-for-steam-service-${token}`,
  );

  const meta = page.getByLabel("Meta Description");
  const longMeta =
    "Relief valve sizing for steam service: required capacity, set pressure, overpressure, back pressure and the ASME rules that decide them, with a worked example.";
  await meta.fill(longMeta.slice(0, 100));
  await expect(page.getByTestId("meta-counter")).toHaveText("100/160 characters");
  // Said once typing pauses, not on every keystroke: what the polite region says while 55 keys are typed.
  const status = page.getByTestId("meta-length-status");
  await expect(status).toHaveAttribute("aria-live", "polite");
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="meta-length-status"]');
    const said: string[] = [];
    Reflect.set(window, "__said", said);
    if (region)
      new MutationObserver(() => said.push(region.textContent ?? "")).observe(region, {
        childList: true,
        subtree: true,
        characterData: true,
      });
  });
  const more = " and more words so that this description runs well past what a results page shows";
  await meta.pressSequentially(more, { delay: 25 });
  const total = 100 + more.length;
  const final = `Meta description: ${total} characters, ${total - 160} more than the 160 that show; the rest is cut.`;
  await expect(status).toHaveText(final);
  const said = (await page.evaluate(() => Reflect.get(window, "__said"))) as string[];
  expect(said.length).toBeLessThanOrEqual(2);
  expect(said.at(-1)).toBe(final);
  await expect(page.getByTestId("meta-counter")).toHaveText(`${total}/160 characters`);
  await expect(preview.getByTestId("search-preview-description")).toHaveText(/…$/);
  await expect(page.getByTestId("card-preview-title")).toHaveText(documentTitle);
  await expect(page.getByTestId("card-preview-domain")).toHaveText(new URL(page.url()).host.toUpperCase());
  await expect(page.getByTestId("card-preview-image")).toHaveAttribute("src", `${new URL(page.url()).origin}/images/og-default.png`);

  // A canonical URL that is not a full address is refused by the same rules the server applies.
  const canonical = page.getByLabel("Canonical URL");
  await canonical.fill("standards.example.org/relief-valves");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByTestId("canonicalUrl-error")).toHaveText(/Canonical URL must be a full address starting with https:\/\//);
  await expect(canonical).toBeFocused();
  await expect(canonical).toHaveAttribute("aria-invalid", "true");
  await canonical.fill("https://standards.example.org/relief-valves");
  await expect(page.getByTestId("canonicalUrl-error")).toHaveCount(0);
  await expect(preview.getByTestId("search-preview-url")).toHaveText("standards.example.org › relief-valves");
  await expect(page.getByTestId("card-preview-domain")).toHaveText("STANDARDS.EXAMPLE.ORG");

  await page.getByRole("switch", { name: "Hide from search engines (noindex)" }).click();
  await expect(page.getByTestId("noindex-note")).toContainText("Hidden from search engines");
  await expectAccessible(page);

  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByTestId("toast")).toContainText("Blog post created successfully.", { timeout: 20_000 });
  await expect(page).toHaveURL(/\/blog-admin$/);

  const slug = `relief-valve-sizing-for-steam-service-${token}`;
  const article = await page.request.get(`/blog/${slug}`);
  expect(article.status()).toBe(200);
  expect(article.headers()["x-robots-tag"]).toBe("noindex");
  const html = await article.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain('<link rel="canonical" href="https://standards.example.org/relief-valves"/>');
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(slug);
  expect(await (await page.request.get("/blog/rss.xml")).text()).not.toContain(slug);

  const post = (await (await page.request.get(`/api/blog/posts/${slug}`)).json()) as { id: string };
  expect(post).toMatchObject({ canonicalUrl: "https://standards.example.org/relief-valves", noIndex: true });
  await deleteThroughApi(page, [post.id]);
});

test.describe("the post list's filters", () => {
  test.describe.configure({ mode: "serial" });
  const token = `filters${unique()}`;
  const ids: string[] = [];

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const origin = new URL(page.url()).origin;
    const [category] = (await (await page.request.get("/api/blog/categories")).json()) as { id: string }[];
    const posts = [
      { title: `French draft ${token}`, locale: "fr", categoryId: category.id },
      { title: `French live ${token}`, locale: "fr", isPublished: true, categoryId: category.id },
      { title: `English draft ${token}`, locale: "en" },
      { title: `English featured ${token}`, locale: "en", isPublished: true, isFeatured: true },
    ];
    for (const [n, post] of posts.entries()) {
      const response = await page.request.post("/api/blog/posts", {
        headers: { origin },
        data: {
          slug: `${token}-${n}`,
          excerpt: "A post for the filters.",
          content: "<p>Filtered.</p>",
          metaDescription: "A post for the filters.",
          ...post,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      ids.push((await response.json()).id);
    }
    await page.close();
  });

  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await deleteThroughApi(page, ids);
    await page.close();
  });

  test("with JavaScript, the filters narrow the list, say how many match and pass the accessibility checks", async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const filters = page.getByRole("search", { name: "Posts" });
    await filters.getByLabel("Search posts by title or URL slug").fill(token);
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("admin-post-row")).toHaveCount(4);
    await expect(filters.getByLabel("Status").locator("option:checked")).toHaveText("Any status (4)");
    await expect(filters.getByLabel("Status").locator('option[value="draft"]')).toHaveText("Drafts (2)");
    await filters.getByLabel("Language").selectOption({ label: "English" });
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?search=${token}&locale=en$`));
    await expect(page.getByTestId("admin-post-row")).toHaveCount(2);
    const count = page.getByTestId("admin-post-count");
    await expect(count).toHaveAttribute("role", "status");
    await expect(count).toHaveText(`2 posts matching “${token}” (English)`);
    await expectAccessible(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filter form is a plain GET form: status, language and category combine with the search, and the address can be bookmarked", async ({
      page,
    }) => {
      await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
      await page.getByLabel("Search posts by title or URL slug").fill(token);
      await page.getByLabel("Status").selectOption("draft");
      await page.getByLabel("Language").selectOption({ label: "French" });
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(new RegExp(`\\?search=${token}&status=draft&locale=fr&category=$`));
      const rows = page.getByTestId("admin-post-row");
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(`French draft ${token}`);
      await expect(page.getByRole("heading", { name: "Drafts" })).toBeVisible();
      await expect(page.getByLabel("Status")).toHaveValue("draft");
      await expect(page.getByLabel("Language")).toHaveValue("fr");

      // A bookmarked address shows the same list.
      await page.goto(`/blog-admin?status=featured&search=${token}`);
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(`English featured ${token}`);
      await page.goto(`/blog-admin?status=published&locale=fr&search=${token}`);
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(`French live ${token}`);

      await page.getByRole("link", { name: "Show all posts" }).first().click();
      await expect(page).toHaveURL(/\/blog-admin\/?$/);
      await expect(page.getByLabel("Status")).toHaveValue("");
    });
  });
});
