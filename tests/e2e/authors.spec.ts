import { expect, expectAccessible, test } from "./fixtures";

// Author pages in Chromium: reached from an article, in both languages, light (no React), accessible.

test("an article leads to its author's page, which lists their articles and switches to French", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/blog/what-is-a-crn-canadian-registration-numbers-explained");
  await page.getByTestId("author-link").click();
  await expect(page).toHaveURL(/\/blog\/author\/priya-raman$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Priya Raman, P.Eng.");
  await expect(page.getByTestId("author-posts").getByRole("heading", { name: /What Is a CRN/ })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((text) => text.includes('"@type":"Person"') && text.includes('"honorificSuffix":"P.Eng."'))).toBe(true);
  await expectAccessible(page);
  expect(scripts.every((script) => !/framework|entry\.client/.test(script))).toBe(true);

  await page.locator("[data-language-switch]").first().click();
  await expect(page).toHaveURL(/\/fr\/blogue\/auteur\/priya-raman$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByTestId("author-bio")).toContainText("Priya dirige notre groupe");
  await expectAccessible(page);
});

test.describe("an unknown author", () => {
  test.use({ allowedConsoleErrors: [/the server responded with a status of 404/] });

  test("is a 404 in its language", async ({ page }) => {
    const en = await page.goto("/blog/author/nobody-at-all");
    expect(en?.status()).toBe(404);
    const fr = await page.goto("/fr/blogue/auteur/personne");
    expect(fr?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  });
});
