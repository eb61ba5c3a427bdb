import { E2E_ADMIN } from "../setup/e2e-env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/** Case studies: their public pages in both languages, and how staff edit one. */

test("a case study's page tells the challenge, the work and the results, and its call to action names the project", async ({ page }) => {
  await page.goto("/projects/water-treatment-facility");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Water Treatment Facility");
  await expect(page.getByRole("heading", { name: "The challenge" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Measured results" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Services on this project" }).getByRole("link", { name: /PHSR Services/ })).toHaveAttribute(
    "href",
    "/services#phsr-services",
  );
  await expect(page.getByRole("heading", { name: "Planning a project like Water Treatment Facility?" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Discuss a similar project/ })).toHaveAttribute(
    "href",
    "/contact?project=water-treatment-facility",
  );
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  expect(blocks.find((block) => block["@type"] === "CreativeWork")).toMatchObject({
    name: "Water Treatment Facility",
    inLanguage: "en-CA",
  });
  await expectAccessible(page);

  await page.goto("/fr/projets/water-treatment-facility");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Usine de traitement de l’eau");
  await expect(page.getByText("14\u00a0mois")).toBeVisible();
  await expectAccessible(page);
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [[/status of 400/], { scope: "test" }] });

  test("staff edit a case study in both languages; a mistake is named next to its field", async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto("/admin/projects");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Edit Smart Grid Implementation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit case study");
    const frenchTitle = page.getByRole("group", { name: "French" }).getByLabel("Title");
    await frenchTitle.fill("");
    await page.getByRole("button", { name: "Save both languages" }).click();
    await expect(page.getByRole("alert")).toHaveText("Nothing was saved: correct the field marked below.");
    await expect(frenchTitle).toHaveAccessibleDescription("Title (French) is required");
    await expectAccessible(page);
    await frenchTitle.fill("Réseau électrique intelligent");
    await page.getByRole("button", { name: "Save both languages" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved in both languages.");
    await page.goto("/fr/projets/smart-grid-implementation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Réseau électrique intelligent");
  });
});
