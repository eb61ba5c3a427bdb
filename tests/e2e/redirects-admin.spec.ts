import { E2E_ADMIN } from "../setup/e2e-env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

// The redirects manager in Chromium: an old address a visitor found missing appears in the log of missing
// pages, "Redirect this" fills in the form, the redirect is added and followed, then deleted through the
// confirmation dialog; axe checks the page, the refusal and the dialog.

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe("the redirects manager", () => {
  // The missing page answers 404 and a refused save 409 (or 400), which the browser logs.
  test.use({ allowedConsoleErrors: [/the server responded with a status of (404|409|400)/] });

  test("redirect a missing page from the log, follow it, then delete it", async ({ page }) => {
    const oldPath = `/2019/05/crn-guide-${suffix()}.html`;
    const missing = await page.goto(oldPath);
    expect(missing?.status()).toBe(404);

    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Redirects" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const row = page.getByTestId("missing-row").filter({ hasText: oldPath });
    await expect(row).toBeVisible();
    await expectAccessible(page);

    await row.getByRole("link", { name: `Redirect this: ${oldPath}` }).click();
    await expect(page.getByLabel("Old address", { exact: true })).toHaveValue(oldPath);
    await expect(page.getByLabel("New address", { exact: true })).toBeFocused();

    // A target that leads off the site by a trick is refused on its field.
    await page.getByLabel("New address", { exact: true }).fill("//evil.example/login");
    await page.getByRole("button", { name: "Add redirect" }).click();
    await expect(page.getByTestId("redirect-to-error")).toContainText("starting with //");
    await expect(page.getByLabel("New address", { exact: true })).toBeFocused();
    await expect(page.getByLabel("New address", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await page.getByLabel("New address", { exact: true }).fill("/services/crn");
    await page.getByRole("button", { name: "Add redirect" }).click();
    await expect(page.getByTestId("redirects-status")).toContainText(`${oldPath} now leads to /services/crn (301).`);
    const listed = page.getByTestId("redirect-row").filter({ hasText: oldPath });
    await expect(listed).toBeVisible();
    await expect(page.getByTestId("missing-row").filter({ hasText: oldPath })).toHaveCount(0);
    // On a phone the tables scroll inside their frames: the page itself never scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "the page is wider than a phone").toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto(oldPath.toUpperCase());
    await expect(page).toHaveURL(/\/services\/crn$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goto("/admin/redirects");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByRole("button", { name: `Delete the redirect from ${oldPath}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Delete the redirect from ${oldPath}?` });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Delete redirect" }).click();
    await expect(page.getByTestId("redirects-status")).toContainText(`The redirect from ${oldPath} is deleted.`);
    await expect(page.getByTestId("redirect-row").filter({ hasText: oldPath })).toHaveCount(0);
    expect((await page.goto(oldPath))?.status()).toBe(404);
  });
});
