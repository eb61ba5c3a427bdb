import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../setup/e2e-env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

// The blog in two languages, as an editor and a reader meet it: a French translation written in the
// admin, linked to its English original, listed on /fr/blogue, found by a French search (accents and
// stems), and paired with its original by hreflang, the switcher and a note on each article.

// The sample content already translates "What Is a CRN?"; this test translates another article.
const ORIGINAL_TITLE = "ASME Section VIII Division 1 vs Division 2: Which Route Fits Your Vessel?";
const ORIGINAL_PATH = "/blog/asme-section-viii-division-1-vs-division-2-which-route-fits-your-vessel";

async function alternates(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        new URL(link.getAttribute("href") ?? "").pathname,
      ]),
    ),
  );
}

test.describe.configure({ mode: "serial" });

const suffix = Date.now().toString(36);
const frenchTitle = `Le NEC expliqué aux fabricants ${suffix}`;
const frenchSlug = `le-nec-explique-aux-fabricants-${suffix}`;

test("an editor starts the French version from the English post's row, prefilled and linked, and publishes it", async ({ page }) => {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto(`/blog-admin?search=${encodeURIComponent("Division 1 vs Division 2")}`);
  const row = page.getByTestId("admin-post-row").filter({ hasText: ORIGINAL_TITLE });
  await row.getByRole("link", { name: /Translate into French/ }).click();
  await expect(page).toHaveURL(/\/blog-admin\/create\?translationOf=[0-9a-f-]{36}$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  // Prefilled from the original, to be translated field by field.
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(ORIGINAL_TITLE);
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByLabel("Language")).toHaveValue("fr");
  await expect(page.getByLabel("Translation of")).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Category")).not.toHaveValue("");
  await page.getByRole("tab", { name: "Content" }).click();

  await page.getByLabel("Title", { exact: true }).fill(frenchTitle);
  await expect(page.getByLabel("URL Slug")).toHaveValue(frenchSlug);
  await page
    .getByLabel("Excerpt")
    .fill("Division 1 ou Division 2\u00a0: comment choisir la bonne voie pour votre réservoir sous pression.");
  // The prefilled body is the original's, in the visual view; it is replaced by its translation in the
  // HTML source view.
  await expect(page.getByTestId("markup-notice")).toHaveCount(0);
  await page.getByRole("button", { name: "Edit HTML source" }).click();
  const source = page.getByTestId("html-source");
  await source.fill(
    "<h2>Les réservoirs sous pression</h2><p>Chaque réservoir sous pression utilisé au Québec doit être enregistré auprès de la Régie.</p>",
  );
  await page.getByRole("tab", { name: "SEO & Meta" }).click();
  await page
    .getByLabel("Meta Description")
    .fill("Division 1 ou Division 2 de l’ASME, section VIII\u00a0: les critères pour choisir la voie de conception de votre appareil.");
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByRole("switch", { name: "Published" }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByTestId("toast")).toContainText("Blog post created successfully.", { timeout: 20_000 });
  const created = page.getByTestId("admin-post-row").filter({ hasText: frenchTitle });
  await expect(created).toContainText("FR");
  await expect(created.getByRole("link", { name: `View "${frenchTitle}"` })).toHaveAttribute("href", `/fr/blogue/${frenchSlug}`);
  await expect(created.getByRole("link", { name: /Original in English/ })).toBeVisible();
  // The original's row now leads to its French version instead of offering a translation.
  await page.goto(`/blog-admin?search=${encodeURIComponent("Division 1 vs Division 2")}`);
  await expect(row.getByRole("link", { name: /French version/ })).toBeVisible();
  await expect(row.getByRole("link", { name: /Translate into French/ })).toHaveCount(0);
});

test("the two articles name each other: hreflang, the switcher and a note in the other language", async ({ page }) => {
  await page.goto(ORIGINAL_PATH);
  expect(await alternates(page)).toEqual({
    "en-CA": ORIGINAL_PATH,
    "fr-CA": `/fr/blogue/${frenchSlug}`,
    "x-default": ORIGINAL_PATH,
  });
  const note = page.locator("[data-translation-link]");
  await expect(note).toHaveText("Lire cet article en français");
  await expect(note).toHaveAttribute("lang", "fr-CA");
  await note.click();
  await expect(page).toHaveURL(new RegExp(`/fr/blogue/${frenchSlug}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frenchTitle);
  await expect(page.getByRole("navigation", { name: "Fil d’Ariane" }).getByRole("link", { name: "Blogue" })).toHaveAttribute(
    "href",
    "/fr/blogue",
  );
  await expect(page.getByTestId("article-category")).toHaveText("NEC et équipements sous pression");
  await expect(page.getByRole("link", { name: "Retour au blogue" })).toBeVisible();
  await expect(page.getByTestId("view-count")).toContainText(/vues?$/);
  // The article's English twin, through the header's switcher.
  await expect(page.getByRole("banner").locator("[data-language-switch]").first()).toHaveAttribute("href", ORIGINAL_PATH);
  await expect(page.locator("[data-translation-link]")).toHaveText("Read this article in English");
  await expectAccessible(page);
});

test("/fr/blogue lists French articles alone and a French search ignores accents and finds stems", async ({ page }) => {
  await page.goto("/fr/blogue");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogue technique");
  const titles = await page.getByTestId("post-card").getByRole("heading").allTextContents();
  expect(titles).toContain(frenchTitle);
  expect(titles).not.toContain(ORIGINAL_TITLE);
  // "reservoir" without its accent finds "réservoirs": the French stemmer and unaccent at work.
  await page.getByRole("searchbox", { name: "Rechercher dans les articles" }).fill("reservoir");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/fr\/blogue\?search=reservoir$/);
  await expect(page.getByTestId("post-card").getByRole("heading")).toContainText([frenchTitle]);
  await expect(page.getByTestId("results-count")).toContainText("article");
  // The English blog does not list it.
  await page.goto("/blog?search=reservoir");
  await expect(page.getByTestId("post-card").filter({ hasText: frenchTitle })).toHaveCount(0);
  await expectAccessible(page);
});

test("the French feed and the sitemap carry the translation", async ({ request }) => {
  const feed = await (await request.get("/fr/blogue/rss.xml")).text();
  expect(feed).toContain(`/fr/blogue/${frenchSlug}</link>`);
  expect(feed).toContain("<language>fr-ca</language>");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const entry = sitemap.split("<url>").find((each) => each.includes(`/fr/blogue/${frenchSlug}</loc>`)) ?? "";
  expect(entry).toContain(`hreflang="en-CA" href="http://localhost`);
  expect(entry).toContain(ORIGINAL_PATH);
});

test("the sample content reads in French: a translated article, a French-only one, both on /fr/blogue", async ({ page }) => {
  await page.goto("/blog/what-is-a-crn-canadian-registration-numbers-explained");
  await page.locator("[data-translation-link]").click();
  await expect(page).toHaveURL(/\/fr\/blogue\/nec-numero-enregistrement-canadien-explique$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Qu’est-ce qu’un NEC\u00a0? Le numéro d’enregistrement canadien expliqué",
  );
  await expect(page.getByTestId("article-content").locator("caption")).toHaveText(
    "Codes des territoires de compétence après le point d’un NEC",
  );
  await page.goto("/fr/blogue/vendre-equipement-sous-pression-au-quebec");
  // Written in French alone: nothing to switch to but the English blog.
  await expect(page.locator("[data-translation-link]")).toHaveCount(0);
  await expect(page.getByRole("banner").locator("[data-language-switch]").first()).toHaveAttribute("href", "/blog");
  expect(await alternates(page)).toEqual({});
  await page.goto("/fr/blogue");
  await expect(page.getByTestId("featured-section").getByRole("heading", { level: 3 })).toContainText(["Qu’est-ce qu’un NEC"]);
  await expectAccessible(page);
});
