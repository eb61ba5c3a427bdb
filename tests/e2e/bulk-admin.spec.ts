import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../setup/e2e-env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

// Bulk actions on the post list, as an editor uses them: with JavaScript (select, count, dialog, toast)
// and without it (a plain form post, the confirmation on the page).

function uniqueToken(): string {
  return `bulk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Two drafts whose titles carry `token`, made through the admin API with the signed-in session. */
async function twoDrafts(request: APIRequestContext, token: string): Promise<{ title: string; slug: string }[]> {
  const drafts = [`Flange rating ${token}`, `Gasket selection ${token}`].map((title) => ({
    title,
    slug: title.toLowerCase().replace(/\s+/g, "-"),
  }));
  for (const { title, slug } of drafts) {
    const response = await request.post("/api/blog/posts", {
      data: { title, slug, excerpt: `About ${title}.`, content: `<p>${title}</p>`, metaDescription: `About ${title}.`, tags: [] },
    });
    expect(response.status()).toBe(201);
  }
  return drafts;
}

async function selectPosts(page: Page, titles: string[]) {
  for (const title of titles) await page.getByRole("checkbox", { name: `Select "${title}"` }).check();
}

test("select two drafts, publish them, see the announcement; then delete them after confirming", async ({ page }, testInfo) => {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const token = uniqueToken();
  const drafts = await twoDrafts(page.request, token);
  await page.goto(`/blog-admin?search=${token}`);
  const rows = page.getByTestId("admin-post-row");
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId("bulk-selected")).toHaveText("0 selected");

  await selectPosts(
    page,
    drafts.map((draft) => draft.title),
  );
  await expect(page.getByTestId("bulk-selected")).toHaveText("2 selected");
  await expect(page.getByRole("checkbox", { name: "Select all posts on this page" })).toBeChecked();
  await page.getByLabel("Bulk action for the selected posts").selectOption("publish");
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("selected-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath("selected-375.png"), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the list is wider than a phone").toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole("button", { name: "Apply" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("2 posts published.");
  await expect(rows.filter({ hasText: "Published" })).toHaveCount(2);
  await expect(page.getByTestId("bulk-selected")).toHaveText("0 selected");
  // Focus is not lost to the page's body: it is back on the bar.
  await expect(page.getByRole("button", { name: "Apply" })).toBeFocused();
  await expectAccessible(page);

  // Live on the blog at once.
  await page.goto(`/blog/${drafts[0].slug}`);
  await expect(page.getByRole("heading", { level: 1, name: drafts[0].title })).toBeVisible();

  // Delete asks first, naming how many.
  await page.goto(`/blog-admin?search=${token}`);
  await page.getByRole("checkbox", { name: "Select all posts on this page" }).check();
  await page.getByLabel("Bulk action for the selected posts").selectOption("delete");
  await page.getByRole("button", { name: "Apply" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete 2 posts" });
  await expect(dialog).toContainText("Are you sure you want to delete 2 posts? This action cannot be undone.");
  await expect(dialog).toContainText(drafts[1].title);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Delete 2 posts" }).click();
  await expect(toast).toContainText("2 posts deleted.");
  await expect(rows).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  // Applying with nothing selected is answered 400, as any refused form post.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  // (axe needs scripts in the page: the same markup is checked with JavaScript above.)
  test("the bulk bar is a plain form: publish, then delete with the confirmation on the page", async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const token = uniqueToken();
    const drafts = await twoDrafts(page.request, token);
    await page.goto(`/blog-admin?search=${token}`);
    const titles = drafts.map((draft) => draft.title);
    await selectPosts(page, titles);
    await page.getByLabel("Bulk action for the selected posts").selectOption("publish");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("status").filter({ hasText: "posts published" })).toHaveText("2 posts published.");
    await expect(page.getByTestId("admin-post-row").filter({ hasText: "Published" })).toHaveCount(2);

    // Nothing selected: the page says so and nothing changes.
    await page.getByLabel("Bulk action for the selected posts").selectOption("unpublish");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Select" })).toHaveText("Select at least one post");

    await selectPosts(page, titles);
    await page.getByLabel("Bulk action for the selected posts").selectOption("delete");
    await page.getByRole("button", { name: "Apply" }).click();
    const confirm = page.getByRole("region", { name: "Delete 2 posts?" });
    await expect(confirm).toContainText("This action cannot be undone.");
    await expect(page.getByTestId("admin-post-row")).toHaveCount(2);
    await confirm.getByRole("button", { name: "Delete 2 posts" }).click();
    await expect(page.getByRole("status").filter({ hasText: "deleted" })).toHaveText("2 posts deleted.");
    await expect(page.getByTestId("admin-post-row")).toHaveCount(0);
  });

  test("select all is a link that checks every box on the page; after the action nothing stays selected", async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const token = uniqueToken();
    await twoDrafts(page.request, token);
    await page.goto(`/blog-admin?search=${token}`);
    const boxes = page.getByTestId("admin-post-row").getByRole("checkbox");
    await expect(boxes).toHaveCount(2);
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    await page.getByRole("link", { name: "Select all posts on this page" }).click();
    await expect(page).toHaveURL(new RegExp(`search=${token}.*select=all|select=all.*search=${token}`));
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await page.getByRole("link", { name: "Clear the selection" }).click();
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    await page.getByRole("link", { name: "Select all posts on this page" }).click();
    await page.getByLabel("Bulk action for the selected posts").selectOption("publish");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("status").filter({ hasText: "posts published" })).toHaveText("2 posts published.");
    await expect(page).not.toHaveURL(/select=all/);
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  });
});
