import type { Page, TestInfo } from "@playwright/test";
import { E2E_ADMIN } from "../setup/e2e-env";
import { ADMIN_SCREENS, expect, expectAccessible, signIn, test } from "./fixtures";

// The admin area in Chromium against the production build: sign-in, the editor, the list, preview,
// publishing, editing and deleting, as an editor of the firm would do it.

const steps = new Map<string, number>();

/** A full-page screenshot of each step, numbered, in the test's output folder (test-results/…). */
async function step(page: Page, testInfo: TestInfo, name: string) {
  const number = (steps.get(testInfo.testId) ?? 0) + 1;
  steps.set(testInfo.testId, number);
  await page.screenshot({ path: testInfo.outputPath(`${String(number).padStart(2, "0")}-${name}.png`), fullPage: true });
}

function uniqueTitle(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const toast = (page: Page) => page.getByTestId("toast");

async function expectToast(page: Page, title: string, description: string) {
  await expect(toast(page)).toContainText(title);
  await expect(toast(page)).toContainText(description);
}

test.describe("signing in", () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("a wrong password gets one plain message; the page is accessible", async ({ page }, testInfo) => {
    await page.goto("/admin/login");
    await expect(page).toHaveTitle(/Sign in/);
    await expectAccessible(page);
    await step(page, testInfo, "login");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill("not-the-right-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await expect(page).toHaveURL(/\/admin\/login/);
    await step(page, testInfo, "login-error");
    await expect(page.getByLabel("Username")).toHaveValue(E2E_ADMIN.username);
  });
});

test("repeated failures for one account are slowed, then refused with 429 and Retry-After", async ({ request }) => {
  test.slow();
  // An account that does not exist is throttled exactly like one that does.
  const username = `nobody-${Date.now().toString(36)}`;
  const attempt = () => request.post("/admin/login", { form: { username, password: "guessing-passwords" }, maxRedirects: 0 });
  for (let i = 1; i <= 10; i++) {
    const response = await attempt();
    expect(response.status(), `attempt ${i}`).toBe(401);
    expect(await response.text()).toContain("Invalid username or password");
  }
  const refused = await attempt();
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.text()).toContain("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
});

test("an admin page without a session goes to the sign-in page and comes back after it", async ({ page }) => {
  await page.goto("/blog-admin/create");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fblog-admin%2Fcreate$/);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/blog-admin\/create$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create New Post" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in is a plain form post that works", async ({ page }) => {
    await page.goto("/admin/login?redirectTo=%2Fblog%2Fadmin");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/blog\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog Administration" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test("sign out ends the session; the admin is closed again", async ({ page }) => {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page.getByTestId("signed-in-as")).toContainText(E2E_ADMIN.username);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/blog/admin");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fblog%2Fadmin$/);
});

test("write, preview, publish, edit and delete an article", async ({ page }, testInfo) => {
  test.slow();
  const title = uniqueTitle("Hydrotest Planning Notes");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/blog-admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blog Administration" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "All Posts" })).toBeVisible();
  await expectAccessible(page);
  await step(page, testInfo, "list");

  // Create, with the rich-text editor.
  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page).toHaveURL(/\/blog-admin\/create$/);
  await expect(page.getByRole("button", { name: "Preview" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Preview" })).toHaveCount(0);
  await page.getByLabel("Title", { exact: true }).fill(title);
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await expect(page.getByLabel("URL Slug")).toHaveValue(slug);
  await page.getByLabel("Excerpt").fill("How to plan a hydrostatic test that passes the first time.");
  // The editor is loaded after the page; until then the content is a plain HTML textarea.
  const editor = page.getByTestId("rich-text-editor").getByRole("textbox", { name: "Content" });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("Before the test");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Fill the vessel slowly and vent the ");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("high points");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(".");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Calibrated gauges");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Witness on site");
  await expectAccessible(page);
  await step(page, testInfo, "create-content");

  // The HTML source view shows and edits what will be saved.
  await page.getByRole("button", { name: "Edit HTML source" }).click();
  const source = page.getByTestId("html-source");
  await expect(source).toHaveValue(
    "<h2>Before the test</h2>\n<p>Fill the vessel slowly and vent the <strong>high points</strong>.</p>\n<ul>\n  <li>Calibrated gauges</li>\n  <li>Witness on site</li>\n</ul>",
  );
  await source.fill(`${await source.inputValue()}<blockquote><p>Test pressure is 1.3 times the design pressure.</p></blockquote>`);
  await page.getByRole("button", { name: "Edit HTML source" }).click();
  await expect(editor.locator("blockquote")).toHaveText("Test pressure is 1.3 times the design pressure.");
  await expect(page.getByLabel("Read Time (minutes)")).toHaveValue("1");

  await page.getByRole("tab", { name: "SEO & Meta" }).click();
  const meta = "Planning a hydrostatic test: fill, vent, gauges and witnesses.";
  await page.getByLabel("Meta Description").fill(meta);
  await expect(page.getByTestId("meta-counter")).toHaveText(`${meta.length}/160 characters`);
  await step(page, testInfo, "create-seo");

  await page.getByRole("tab", { name: "Settings" }).click();
  const tags = page.getByLabel("Tags", { exact: true });
  await tags.fill("  Hydrotest  ");
  await tags.press("Enter");
  await tags.fill("hydrotest");
  await tags.press("Enter");
  await tags.press("Enter");
  await expect(page.getByTestId("post-tags").getByRole("button")).toHaveText(["Hydrotest"]);
  const popular = page.getByTestId("popular-tags").getByRole("button");
  expect(await popular.count()).toBeLessThanOrEqual(10);
  await expect(page.getByLabel("Publish Date")).toHaveValue("");
  await expect(page.getByText("Leave empty to use the current date when published")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Published" })).not.toBeChecked();
  await expectAccessible(page);
  await step(page, testInfo, "create-settings");

  await page.getByRole("button", { name: "Create Post" }).click();
  await expectToast(page, "Success!", "Blog post created successfully.");
  await expect(page).toHaveURL(/\/blog-admin$/);
  const row = page.getByTestId("admin-post-row").filter({ hasText: title });
  await expect(row).toContainText("Draft");
  await expect(row).toContainText("1 min read");
  await step(page, testInfo, "created");

  // A draft is not public, but admins can preview it.
  await row.getByRole("link", { name: `View "${title}"` }).click();
  await expect(page).toHaveURL(/\/blog-admin\/preview\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("region", { name: "Preview", exact: true })).toContainText("This post is a draft");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("article-content").locator("strong")).toHaveText("high points");
  await expectAccessible(page);
  await step(page, testInfo, "preview-draft");
  await page.getByRole("link", { name: "Back to edit" }).click();
  await expect(page).toHaveURL(/\/blog-admin\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Preview" })).toBeVisible();
  const editUrl = page.url();

  // Publish it: it stays on the form and shows up on the blog.
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("switch", { name: "Featured" }).click();
  // Hold the save for a moment to see the pending state.
  await page.route(/\/blog-admin\/edit\/.*\.data/, async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
  await expectToast(page, "Success!", "Blog post updated successfully.");
  await page.unrouteAll();
  await expect(page).toHaveURL(editUrl);
  await step(page, testInfo, "updated");

  await page.goto("/blog");
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("article-content").locator("blockquote")).toHaveText("Test pressure is 1.3 times the design pressure.");
  await step(page, testInfo, "published-article");

  // Edit again: the publish date is shown to the minute; the title changes.
  await page.goto(editUrl);
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByLabel("Publish Date")).toHaveValue(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  await page.getByRole("tab", { name: "Content" }).click();
  await expect(page.getByLabel("URL Slug")).toHaveValue(slug);
  await page.getByLabel("Title", { exact: true }).fill(`${title} (revised)`);
  // In edit mode the slug stays: links to the article keep working.
  await expect(page.getByLabel("URL Slug")).toHaveValue(slug);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expectToast(page, "Success!", "Blog post updated successfully.");

  // Delete it through the confirmation dialog.
  await page.getByRole("link", { name: "Back to Admin" }).click();
  await expect(page).toHaveURL(/\/blog-admin$/);
  const revised = page.getByTestId("admin-post-row").filter({ hasText: `${title} (revised)` });
  await expect(revised).toContainText("Published");
  await expect(revised).toContainText("Featured");
  await revised.getByRole("button", { name: `Delete "${title} (revised)"` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Post" });
  await expect(dialog).toContainText(`Are you sure you want to delete "${title} (revised)"? This action cannot be undone.`);
  await expectAccessible(page);
  await step(page, testInfo, "delete-dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(revised).toBeVisible();
  await revised.getByRole("button", { name: `Delete "${title} (revised)"` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success!", "Blog post deleted successfully.");
  await expect(dialog).toBeHidden();
  await expect(revised).toHaveCount(0);
  await expect(page).toHaveURL(/\/blog-admin$/);
  await step(page, testInfo, "deleted");
});

test("the form explains what is missing before anything is sent", async ({ page }, testInfo) => {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto("/blog/admin/create");
  await expect(page.getByTestId("rich-text-editor").getByRole("textbox", { name: "Content" })).toBeVisible();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expectToast(page, "Error", "Failed to create blog post. Please try again.");
  // The toast names what to fix, in the form's order.
  await expectToast(page, "Error", "5 fields need attention: Title, URL Slug, Excerpt, Content, Meta Description.");
  await expect(page.getByTestId("title-error")).toHaveText("Title is required");
  await expect(page.getByTestId("content-error")).toHaveText("Content is required");
  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();
  await expect(page.getByRole("tab", { name: /SEO & Meta/ })).toContainText("1 problem");
  await step(page, testInfo, "form-errors");
  await page.getByLabel("URL Slug").fill("Not A Slug");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByTestId("slug-error")).toHaveText(/lowercase letters, digits and single hyphens/);
  await expect(page).toHaveURL(/\/blog\/admin\/create$/);
});

test.describe("when the server cannot be reached", () => {
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED|Failed to fetch|ERR_INTERNET_DISCONNECTED/] });

  test("saving shows the failure toast and keeps what was typed", async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto("/blog-admin/create");
    const editor = page.getByTestId("rich-text-editor").getByRole("textbox", { name: "Content" });
    await expect(editor).toBeVisible();
    const title = uniqueTitle("Offline draft");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Excerpt").fill("Written while the connection dropped.");
    await editor.click();
    await page.keyboard.type("Nothing typed here may be lost.");
    await page.getByRole("tab", { name: "SEO & Meta" }).click();
    await page.getByLabel("Meta Description").fill("Offline draft meta description.");
    await page.route(/\/blog-admin\/create\.data/, (route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.continue(),
    );
    await page.getByRole("button", { name: "Create Post" }).click();
    await expectToast(page, "Error", "Failed to create blog post. Please try again.");
    await expect(page).toHaveURL(/\/blog-admin\/create$/);
    await expect(page.getByRole("alert").filter({ hasText: "could not be reached" })).toBeVisible();
    await page.getByRole("tab", { name: "Content" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(editor).toContainText("Nothing typed here may be lost.");
  });
});

test("the editor never reaches a public page", async ({ page }) => {
  // The addresses are collected while the pages load and their bodies fetched afterwards: a browser cannot
  // hand over the body of a response that belonged to a page it has since left.
  const scriptUrls = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scriptUrls.add(request.url());
  });
  for (const path of ["/", "/blog", "/contact"]) await page.goto(path, { waitUntil: "networkidle" });
  expect(scriptUrls.size).toBeGreaterThan(0);
  for (const url of scriptUrls) {
    expect(url).not.toMatch(/rich-text-editor|post-form|posts-admin/);
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain("ProseMirror");
  }
});

test.describe("a list longer than one page", () => {
  // Fifty-five posts are written through the API first: more time than one page visit needs.
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  const token = `archive${Date.now().toString(36)}`;
  const ids: string[] = [];
  const COUNT = 55;
  /** Post n of COUNT: post 1 is the newest, all of them older than anything else on the site. */
  const titleOf = (n: number) => `Archived note ${String(n).padStart(2, "0")} ${token}`;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const origin = new URL(page.url()).origin;
    for (let n = 1; n <= COUNT; n++) {
      const response = await page.request.post("/api/blog/posts", {
        headers: { origin },
        data: {
          title: titleOf(n),
          slug: `archived-note-${n}-${token}`,
          excerpt: "An older note kept for the record.",
          content: "<p>Kept for the record.</p>",
          metaDescription: "An older note kept for the record.",
          isPublished: true,
          publishedAt: new Date(Date.UTC(2001, 0, 1) + (COUNT - n) * 86_400_000).toISOString(),
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
    const origin = new URL(page.url()).origin;
    for (const id of ids) await page.request.delete(`/api/blog/posts/${id}`, { headers: { origin } });
    await page.close();
  });

  test("search and paging reach post 51, which opens in the editor; the controls are accessible", async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    // Before React runs, the search is a plain GET form (its own test below): this one is the script's.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const search = page.getByRole("search", { name: "Posts" }).getByLabel("Search posts by title or URL slug");
    await search.fill(token);
    await page.getByRole("search", { name: "Posts" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?search=${token}$`));
    const rows = page.getByTestId("admin-post-row");
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText(titleOf(1));
    await expect(page.getByTestId("admin-post-count")).toHaveText(`1–50 of ${COUNT} posts matching “${token}”`);

    const pages = page.getByRole("navigation", { name: "Pages of posts" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Page 2" })).not.toHaveAttribute("aria-current", /.*/);
    await expectAccessible(page);

    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?search=${token}&page=2$`));
    await expect(rows).toHaveCount(COUNT - 50);
    await expect(rows.first()).toContainText(titleOf(51));
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(search).toHaveValue(token);

    await rows
      .first()
      .getByRole("link", { name: `Edit "${titleOf(51)}"` })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(titleOf(51));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the list pages through every post, so the oldest can be opened", async ({ page }) => {
      await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
      await expect(page.getByTestId("admin-post-row")).toHaveCount(50);
      const pages = page.getByRole("navigation", { name: "Pages of posts" });
      const last = pages.getByRole("link", { name: /^Page \d+$/ }).last();
      await last.click();
      await expect(page).toHaveURL(/\?page=\d+$/);
      await expect(pages.locator('[aria-current="page"]')).toHaveText(/^\d+$/);
      const oldest = page.getByTestId("admin-post-row").last();
      await expect(oldest).toContainText(titleOf(COUNT));
      await oldest.getByRole("link", { name: `Edit "${titleOf(COUNT)}"` }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();

      await page.goto("/blog-admin");
      await page.getByLabel("Search posts by title or URL slug").fill(`Archived note 51 ${token}`);
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByTestId("admin-post-row")).toHaveCount(1);
      await expect(page.getByTestId("admin-post-row")).toContainText(titleOf(51));
    });
  });
});

test("no admin page scrolls sideways on a 375 px phone: wide tables scroll inside their own box", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  // A missing page in the log, so the redirects page draws its widest table.
  await page.request.get(`/no-such-page-for-the-phone-check-${Date.now()}`);
  for (const path of ADMIN_SCREENS) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});
