import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "../setup/e2e-env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

// Revisions in Chromium: the history with a diff and a restore (by keyboard, and without JavaScript),
// autosave of a draft, the question before leaving with unsaved changes, and two people saving the same
// post at once (docs/decisions/0015-revisions-and-conflicting-saves.md).

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

type Created = { id: string; version: number };

async function createDraft(page: Page, title: string): Promise<Created> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/blog/posts", {
    headers: { origin },
    data: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      excerpt: "Flange joints leak when bolts are tightened in the wrong order.",
      content: "<p>Tighten the bolts in a star pattern, in three passes.</p>",
      metaDescription: "Bolted flange assembly: pattern, passes and records.",
      tags: [],
      isPublished: false,
      isFeatured: false,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

async function apiUpdate(page: Page, id: string, body: Record<string, unknown>) {
  const response = await page.request.put(`/api/blog/posts/${id}`, { headers: { origin: new URL(page.url()).origin }, data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as Created & { title: string; excerpt: string };
}

/** The editor runs React: typing before it has taken over the server's HTML would be lost. */
async function openEditor(page: Page, id: string) {
  await page.goto(`/blog-admin/edit/${id}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByTestId("rich-text-editor")).toBeVisible();
}

async function signedInPage(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  return page;
}

test("the history lists every version, shows a word diff and restores a version, all by keyboard", async ({ page }) => {
  test.slow();
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const post = await createDraft(page, `Flange Bolting ${suffix()}`);
  await apiUpdate(page, post.id, { content: "<p>Tighten the bolts in a cross pattern, in four passes.</p>", version: 1 });
  await apiUpdate(page, post.id, { excerpt: "Flange joints leak when bolt loads are uneven.", version: 2 });

  await openEditor(page, post.id);
  await page.getByRole("link", { name: "History" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/blog-admin/history/${post.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("History of");
  const rows = page.getByTestId("revision-list").locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId("revision-3")).toContainText("Excerpt");
  await expect(page.getByTestId("revision-2")).toContainText("Content");
  await expectAccessible(page);

  // Compare version 1 with version 2: choose the radios by keyboard, then the button.
  await page.getByLabel("Compare from version 1").focus();
  await page.keyboard.press("Space");
  await page.getByLabel("Compare to version 2").focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Compare selected versions" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]to=2/);
  await expect(page).toHaveURL(/[?&]from=1/);
  const diff = page.getByTestId("diff-content");
  await expect(diff.locator("del")).toHaveText(["[removed: star]", "[removed: three]"]);
  await expect(diff.locator("ins")).toHaveText(["[added: cross]", "[added: four]"]);
  await expect(page.getByRole("heading", { name: "Changes from version 1 to version 2" })).toBeFocused();
  await expectAccessible(page);

  // Restore version 1: a confirmation dialog first, focus on Cancel; Escape keeps everything.
  await page.getByRole("button", { name: "Restore version 1…" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Restore version 1?" });
  await expect(dialog).toContainText("becomes version 4");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(rows).toHaveCount(3);

  // The confirmation a browser without JavaScript gets is part of the page (axe needs JavaScript, so here).
  await page.goto(`/blog-admin/history/${post.id}?restore=1`);
  await expect(page.getByTestId("restore-confirmation")).toContainText("Restore version 1?");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Restore version 1…" }).focus();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Restore version 1" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("history-status")).toHaveText("Version 1 restored as version 4.");
  await expect(rows).toHaveCount(4);
  await expect(page.getByTestId("revision-4")).toContainText("Restored");
  const stored = await (await page.request.get(`/api/blog/posts/${post.id}`)).json();
  expect(stored).toMatchObject({ version: 4, content: "<p>Tighten the bolts in a star pattern, in three passes.</p>" });
});

test("without JavaScript the history still compares and restores, with the confirmation in the page", async ({ browser }) => {
  test.slow();
  const page = await signedInPage(browser, false);
  const post = await createDraft(page, `Gasket Seating ${suffix()}`);
  await apiUpdate(page, post.id, { title: "Gasket Seating Stress Explained", version: 1 });
  await page.goto(`/blog-admin/history/${post.id}`);
  await page.getByRole("link", { name: "Changes in version 2" }).click();
  await expect(page.getByTestId("diff-title").locator("ins")).toContainText("Stress Explained");
  await page.getByRole("link", { name: "Restore version 1…" }).click();
  const confirmation = page.getByTestId("restore-confirmation");
  await expect(confirmation).toContainText("Version 1");
  await confirmation.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByTestId("history-status")).toHaveText("Version 1 restored as version 3.");
  await page.context().close();
});

test("a draft autosaves a few seconds after typing stops, says so politely, and never publishes", async ({ page }) => {
  test.slow();
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const post = await createDraft(page, `Bolt Torque ${suffix()}`);
  await openEditor(page, post.id);
  const status = page.getByTestId("autosave-status");
  await expect(status).toHaveAttribute("aria-live", "polite");
  const excerpt = page.getByLabel("Excerpt", { exact: true });
  await excerpt.fill("Torque is a poor proxy for bolt load; this note says why.");
  await expect(status).toHaveText("Unsaved changes");
  await expect(excerpt).toBeFocused();
  await expect(status).toHaveText(/^Draft saved at \d\d:\d\d$/, { timeout: 15_000 });
  // Focus never moved while saving.
  await expect(excerpt).toBeFocused();
  await expectAccessible(page);

  const stored = await (await page.request.get(`/api/blog/posts/${post.id}`)).json();
  expect(stored).toMatchObject({ version: 2, isPublished: false, excerpt: "Torque is a poor proxy for bolt load; this note says why." });
  await page.goto(`/blog-admin/history/${post.id}`);
  await expect(page.getByTestId("revision-2")).toContainText("Autosaved");
  await expect(page.getByTestId("revision-2")).toContainText("Excerpt");
});

test("no autosave starts while a deliberate save is on its way: the save is the one that counts", async ({ page }) => {
  test.slow();
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const post = await createDraft(page, `Gasket Seating ${suffix()}`);
  await openEditor(page, post.id);
  const autosaves: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(`/autosave/${post.id}`)) autosaves.push(request.url());
  });
  // The save answers slowly, longer than the autosave's wait after the last change.
  await page.route(/\/blog-admin\/edit\/.*\.data/, async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 6_500));
    await route.continue();
  });
  await page.getByLabel("Excerpt", { exact: true }).fill("Seating stress decides whether a gasket seals at all.");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
  await expect(page.getByTestId("toast")).toContainText("Blog post updated successfully.", { timeout: 15_000 });
  await page.unrouteAll();
  expect(autosaves, "an autosave was sent during the save").toEqual([]);
  const stored = await (await page.request.get(`/api/blog/posts/${post.id}`)).json();
  expect(stored).toMatchObject({ version: 2, excerpt: "Seating stress decides whether a gasket seals at all." });
});

test("leaving with unsaved changes asks first, in the admin and for the tab", async ({ page }) => {
  test.slow();
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const post = await createDraft(page, `Leak Testing ${suffix()}`);
  await apiUpdate(page, post.id, { isPublished: true, version: 1 });
  await openEditor(page, post.id);
  // A published post does not autosave: the question is the only safety net.
  await expect(page.getByTestId("autosave-status")).toContainText("Autosave is off for published posts");
  await page.getByLabel("Title", { exact: true }).fill("Leak Testing, Revised");

  await page.getByRole("link", { name: "Back to Admin" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Stay on this page" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Save draft and leave" })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  // Focus goes back to the link that opened the question.
  await expect(page.getByRole("link", { name: "Back to Admin" })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/blog-admin/edit/${post.id}$`));
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Leak Testing, Revised");

  // Closing the tab asks the browser's own question.
  const asked = page.waitForEvent("dialog");
  void page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Leak Testing, Revised");

  await page.getByRole("link", { name: "Back to Admin" }).click();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/blog-admin$/);
  const stored = await (await page.request.get(`/api/blog/posts/${post.id}`)).json();
  expect(stored).toMatchObject({ version: 2, title: expect.stringMatching(/^Leak Testing /) });
});

// One account in two windows here (tests/integration/post-revisions.test.ts has two people): the conflict
// view is the same, and its heading says who saved.
test("two windows save the same post: the second sees both versions and chooses what to keep", async ({ browser }) => {
  test.slow();
  const first = await signedInPage(browser);
  const second = await signedInPage(browser);
  const post = await createDraft(first, `Bolted Joints ${suffix()}`);
  await openEditor(first, post.id);
  await openEditor(second, post.id);

  await first.getByLabel("Title", { exact: true }).fill("Bolted Joints That Stay Tight");
  await first.getByRole("button", { name: "Update Post" }).click();
  await expect(first.getByTestId("toast")).toContainText("Blog post updated successfully.", { timeout: 20_000 });

  const myExcerpt = "Uneven bolt load, not torque, is what makes a flange leak.";
  await second.getByLabel("Excerpt", { exact: true }).fill(myExcerpt);
  await second.getByRole("button", { name: "Update Post" }).click();
  const conflict = second.getByTestId("save-conflict");
  await expect(conflict).toBeVisible();
  await expect(second.getByRole("heading", { name: "You saved this post in another window while editing here" })).toBeFocused();
  await expect(conflict).toContainText("Version 2 was saved by you in another window or tab");
  await expect(conflict.getByTestId("conflict-title")).toContainText("Bolted Joints That Stay Tight");
  await expect(conflict.getByTestId("conflict-excerpt")).toContainText(myExcerpt);
  await expectAccessible(second);

  // Their title, my excerpt.
  await conflict.getByTestId("conflict-title").getByLabel("Keep theirs for Title").check();
  await conflict.getByRole("button", { name: "Use the parts I chose" }).click();
  await expect(conflict).toHaveCount(0);
  await expect(second.getByLabel("Title", { exact: true })).toHaveValue("Bolted Joints That Stay Tight");
  await expect(second.getByLabel("Excerpt", { exact: true })).toHaveValue(myExcerpt);
  await expect(second.getByTestId("kept-text")).toContainText("Your text from before the conflict");
  await second.getByRole("button", { name: "Update Post" }).click();
  await expect(second.getByTestId("toast")).toContainText("Blog post updated successfully.");

  const stored = await (await second.request.get(`/api/blog/posts/${post.id}`)).json();
  expect(stored).toMatchObject({ version: 3, title: "Bolted Joints That Stay Tight", excerpt: myExcerpt });

  // The first editor is now behind: overwriting is a deliberate save based on the new version.
  await first.getByLabel("Excerpt", { exact: true }).fill("The first editor's excerpt.");
  await first.getByRole("button", { name: "Update Post" }).click();
  await expect(first.getByTestId("save-conflict")).toBeVisible();
  await first.getByRole("button", { name: "Overwrite with mine" }).click();
  await expect(first.getByTestId("toast").last()).toContainText("Blog post updated successfully.");
  const overwritten = await (await first.request.get(`/api/blog/posts/${post.id}`)).json();
  expect(overwritten).toMatchObject({ version: 4, excerpt: "The first editor's excerpt." });
  await first.context().close();
  await second.context().close();
});

test.describe("when the session ends while the editor is open", () => {
  // The refused save and autosave answer 401, which the browser reports in its console.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("a save after the session ended keeps the page and its changes, and goes through once signed in again", async ({ page }) => {
    test.slow();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const post = await createDraft(page, `Relief Valves ${suffix()}`);
    await apiUpdate(page, post.id, { isPublished: true, version: 1 });
    await openEditor(page, post.id);
    // The tab names the post, so several open editors can be told apart.
    await expect(page).toHaveTitle(/^Edit “Relief Valves \w+” \| Northbridge Engineering$/);
    await page.getByLabel("Title", { exact: true }).fill("Relief Valves, Sized Again");
    // The session ends while the page is open (idle too long, signed out elsewhere).
    await page.context().clearCookies();

    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "You were signed out, so this was not saved." })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/blog-admin/edit/${post.id}$`));
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Relief Valves, Sized Again");
    const again = page.getByRole("link", { name: "Sign in again in a new tab", exact: true });
    await expect(again).toHaveAttribute("target", "_blank");
    await expectAccessible(page);

    const other = await page.context().newPage();
    await signIn(other, E2E_ADMIN.username, E2E_ADMIN.password);
    await other.close();
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(page.getByText("Blog post updated successfully.").first()).toBeVisible();
    const stored = await (await page.request.get(`/api/blog/posts/${post.id}`)).json();
    expect(stored).toMatchObject({ title: "Relief Valves, Sized Again", version: 3 });
  });

  test("a draft's autosave says so when the session has ended, and resumes once signed in again", async ({ page }) => {
    test.slow();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const post = await createDraft(page, `Rupture Discs ${suffix()}`);
    await openEditor(page, post.id);
    await page.context().clearCookies();
    const status = page.getByTestId("autosave-status");
    await page.getByLabel("Excerpt", { exact: true }).fill("A rupture disc opens once; this note says when to choose one.");
    await expect(status).toContainText("You were signed out, so this was not saved.", { timeout: 15_000 });
    await expect(status.getByRole("link", { name: /Sign in again in a new tab/ })).toBeVisible();

    const other = await page.context().newPage();
    await signIn(other, E2E_ADMIN.username, E2E_ADMIN.password);
    await other.close();
    await page.getByLabel("Excerpt", { exact: true }).fill("A rupture disc opens once; this note says when to choose a disc.");
    await expect(status).toHaveText(/^Draft saved at \d\d:\d\d$/, { timeout: 15_000 });
  });
});
