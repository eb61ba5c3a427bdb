import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_ADMIN } from "../setup/e2e-env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

// Staff accounts in Chromium: an administrator creates an author and an editor, the author writes a
// draft and submits it, the editor publishes it, and the audit trail shows each step.

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = "a-staff-password-for-tests";

async function createAccount(page: Page, username: string, role: "Author" | "Editor") {
  const form = page.getByRole("region", { name: "New account" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("First password").fill(PASSWORD);
  await form.getByLabel("Role", { exact: true }).selectOption({ label: role });
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("accounts-status")).toHaveText(`Account ${username} created as ${role}`);
  // Focus lands on the message, not on the page's body.
  await expect(page.getByTestId("accounts-status")).toBeFocused();
}

async function asUser(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username, PASSWORD);
  return page;
}

test("an admin creates accounts; an author writes and submits; an editor publishes; the audit trail shows it all", async ({
  page,
  browser,
}) => {
  test.slow();
  const author = `author-${suffix()}`;
  const editor = `editor-${suffix()}`;
  const title = `Reviewed post ${suffix()}`;

  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accounts");
  await expectAccessible(page);
  await createAccount(page, author, "Author");
  await createAccount(page, editor, "Editor");
  await expect(page.getByTestId(`account-${author}`)).toContainText("Active");

  // The author sees no inbox, no accounts, and no publish switch.
  const authorPage = await asUser(browser, author);
  const nav = authorPage.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Posts" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Inquiries" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Accounts" })).toHaveCount(0);
  expect((await authorPage.request.get("/admin/inquiries")).status()).toBe(403);
  const created = await authorPage.request.post("/api/blog/posts", {
    headers: { origin: new URL(authorPage.url()).origin },
    data: {
      title,
      slug: title.toLowerCase().replace(/\s+/g, "-"),
      excerpt: "A draft an author wrote for review.",
      content: "<p>Body of the draft.</p>",
      metaDescription: "A draft for review.",
      tags: [],
      isPublished: false,
      isFeatured: false,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await authorPage.goto(`/blog-admin/edit/${id}`);
  await expect(authorPage.getByTestId("author-publish-note")).toBeAttached();
  await authorPage.getByRole("button", { name: "Submit for review" }).click();
  await expect(authorPage.getByTestId("review-panel")).toContainText("Submitted: the editors will review it.");
  await expectAccessible(authorPage);

  // The editor finds it in the queue and publishes it.
  const editorPage = await asUser(browser, editor);
  await editorPage.getByTestId("review-queue-link").click();
  await expect(editorPage.getByRole("heading", { name: title })).toBeVisible();
  await expect(editorPage.getByText("In review")).toBeVisible();
  const published = await editorPage.request.put(`/api/blog/posts/${id}`, {
    headers: { origin: new URL(editorPage.url()).origin },
    data: { isPublished: true },
  });
  expect(published.status()).toBe(200);

  // The administrator reads the trail, filtered to the editor.
  await page.goto(`/admin/audit?actor=${editor}`);
  await expect(page.getByTestId("audit-entry").first()).toContainText("Published a post");
  await expect(page.getByTestId("audit-entry").first()).toContainText(title);
  await page.goto(`/admin/audit?action=post.submit-for-review&actor=${author}`);
  await expect(page.getByTestId("audit-entry")).toHaveCount(1);
  await page.goto("/admin/audit?action=user.create");
  await expect(page.getByTestId("audit-entry").filter({ hasText: author })).toHaveCount(1);
  await expectAccessible(page);

  // Deactivated, the author is signed out at once, after a confirmation: declined, nothing happens.
  await page.goto("/admin/users");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const deactivate = page.getByTestId(`account-${author}`).getByRole("button", { name: /Deactivate/ });
  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await deactivate.click();
  await expect.poll(() => questions).toEqual([`Deactivate ${author}? They are signed out at once, and what they have not saved is lost.`]);
  await expect(page.getByTestId(`account-${author}`)).toContainText("Active");
  page.once("dialog", (dialog) => void dialog.accept());
  await deactivate.click();
  await expect(page.getByTestId("accounts-status")).toHaveText(`${author} is deactivated and signed out everywhere`);
  await authorPage.goto("/blog-admin");
  await expect(authorPage).toHaveURL(/\/admin\/login/);
  await authorPage.context().close();
  await editorPage.context().close();
});

test("a staff member turns on two-factor sign-in with an authenticator app, then signs in with a code and with a recovery code", async ({
  page,
  browser,
}) => {
  test.slow();
  const username = `twofactor-${suffix()}`;
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto("/admin/users");
  await createAccount(page, username, "Editor");

  const staff = await asUser(browser, username);
  await staff.getByRole("link", { name: username }).first().click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Your account");
  await expect(staff.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectAccessible(staff);
  const key = (await staff.getByTestId("two-factor-key").innerText()).replace(/\s/g, "");
  const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" });
  // The current code turns it on; sign-in below uses the next step's code, which the one step of allowed
  // drift accepts and which is always later than the step used here, however slowly the pages answer.
  // A wrong code: the field is marked, described by the message, and keeps focus.
  await staff.getByLabel("Code from the app").fill("000000");
  await staff.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(staff.getByLabel("Code from the app")).toBeFocused();
  await expect(staff.getByLabel("Code from the app")).toHaveAttribute("aria-invalid", "true");
  await expect(staff.getByLabel("Code from the app")).toHaveAccessibleDescription(/code/i);
  await staff.getByLabel("Code from the app").fill(app.generate());
  await staff.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(staff.getByTestId("two-factor-status")).toContainText("Two-factor sign-in is on");
  // Focus goes to the codes shown once, not to the page's body.
  await expect(staff.getByRole("heading", { name: "Recovery codes (shown once)" })).toBeFocused();
  const codes = (await staff.getByTestId("recovery-codes").locator("li").allInnerTexts()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  // The codes leave the page in one press: to the clipboard, or as a text file that names whose they are.
  await staff.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(staff.url()).origin });
  await staff.getByRole("button", { name: "Copy the codes" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "The codes are on your clipboard." })).toBeVisible();
  const copied = await staff.evaluate(() => navigator.clipboard.readText());
  for (const code of codes) expect(copied.split("\n")).toContain(code);
  expect(copied).toContain(`recovery codes for ${username}`);
  const [download] = await Promise.all([
    staff.waitForEvent("download"),
    staff.getByRole("link", { name: "Download as a text file" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`recovery-codes-${username}.txt`);
  expect(fs.readFileSync(await download.path(), "utf8")).toBe(copied);
  await expectAccessible(staff);
  // New codes ask for the password again: a wrong one is tied to its field, which keeps focus.
  const current = staff.getByRole("region", { name: "Two-factor sign-in" }).getByLabel("Current password");
  await current.fill("not-my-password");
  await staff.getByRole("button", { name: "Make new recovery codes" }).click();
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription(/not right/);
  await expectAccessible(staff);
  await staff.context().close();

  // Password, then the app's code.
  const again = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await again.newPage();
  await phone.goto("/admin/login");
  await phone.getByLabel("Username").fill(username);
  await phone.getByLabel("Password").fill(PASSWORD);
  await phone.getByRole("button", { name: "Sign in" }).click();
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Two-factor sign-in");
  await expectAccessible(phone);
  await phone.getByLabel("Code").fill("000000" === app.generate() ? "111111" : "000000");
  await phone.getByRole("button", { name: "Verify" }).click();
  await expect(phone.getByRole("alert")).toContainText("That code is not right");
  await phone.getByLabel("Code").fill(app.generate({ timestamp: Date.now() + 30_000 }));
  await phone.getByRole("button", { name: "Verify" }).click();
  await expect(phone).toHaveURL(/\/blog-admin$/);
  await again.close();

  // Password, then a recovery code.
  const third = await browser.newContext();
  const laptop = await third.newPage();
  await laptop.goto("/admin/login");
  await laptop.getByLabel("Username").fill(username);
  await laptop.getByLabel("Password").fill(PASSWORD);
  await laptop.getByRole("button", { name: "Sign in" }).click();
  await laptop.getByLabel("Code").fill(codes[0]);
  await laptop.getByRole("button", { name: "Verify" }).click();
  await expect(laptop).toHaveURL(/\/blog-admin$/);
  await third.close();
});
