import { expect, expectAccessible, test } from "./fixtures";

/** Each office's own page, in both languages, reached from the about and contact pages; it needs no JavaScript. */

async function structuredData(page: import("@playwright/test").Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("from the about page to an office without JavaScript: address, hours, map link and a branch of the firm", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about");
  await page.getByRole("link", { name: "Western Canada Regional Office" }).click();
  await expect(page).toHaveURL(/\/offices\/calgary$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Western Canada Regional Office");
  await expect(page.getByRole("main").locator("address")).toContainText("333 7th Avenue SW, Suite 1200");
  await expect(page.getByText("Monday to Friday, 8:00 a.m. to 4:30 p.m.")).toBeVisible();
  await expect(page.getByText("Time zone: Mountain Time.")).toBeVisible();
  const map = page.getByRole("link", { name: /Open the address in OpenStreetMap/ });
  expect(await map.getAttribute("href")).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=333%207th%20Avenue/);
  await expect(page.getByRole("link", { name: "+1 (403) 555-0110" })).toHaveAttribute("href", "tel:+14035550110");
  await expect(page.locator("iframe")).toHaveCount(0);

  const office = (await structuredData(page)).find((block) => block["@type"] === "ProfessionalService");
  expect(office).toMatchObject({
    name: "Northbridge Engineering, Western Canada Regional Office",
    telephone: "+1 (403) 555-0110",
    address: { "@type": "PostalAddress", addressLocality: "Calgary", addressRegion: "AB", addressCountry: "CA" },
    openingHoursSpecification: { opens: "08:00", closes: "16:30" },
    branchOf: { "@id": expect.stringMatching(/\/#organization$/) },
  });
  expect(office?.["@id"]).toMatch(/\/offices\/calgary#office$/);

  await page.getByRole("link", { name: "Schedule a meeting" }).click();
  await expect(page).toHaveURL(/\/contact\/meeting\?office=calgary$/);
  await expect(page.getByLabel("Which office should meet you?")).toHaveValue("calgary");
  await context.close();
});

test("the French page of an office, with its English alternate; the contact page leads there too", async ({ page }) => {
  await page.goto("/fr/bureaux/ahmedabad");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Siège social en Inde");
  await expect(page.getByText("Du lundi au samedi, de 9\u00a0h\u00a030 à 18\u00a0h\u00a030")).toBeVisible();
  await expect(page.getByText("Fuseau horaire\u00a0: heure de l’Inde.")).toBeVisible();
  // French elides "de" before a vowel: "notre bureau d’Ahmedabad", never "de Ahmedabad".
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Visitez ou appelez notre bureau d’Ahmedabad /);
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute("href", /\/offices\/ahmedabad$/);
  // Nothing from a map site (or anywhere else) is loaded by the page itself.
  const origins = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).origin));
  expect(origins.filter((origin) => origin !== new URL(page.url()).origin)).toEqual([]);
  await expectAccessible(page);

  await page.goto("/contact");
  await page.getByRole("link", { name: "USA Southeast Project Management Office" }).click();
  await expect(page).toHaveURL(/\/offices\/georgia$/);
  await expectAccessible(page);
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an office that does not exist is a 404 in its language", async ({ page }) => {
    const english = await page.goto("/offices/toronto-east");
    expect(english?.status()).toBe(404);
    const french = await page.goto("/fr/bureaux/montreal");
    expect(french?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});
