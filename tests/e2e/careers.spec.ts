import type { Page } from "@playwright/test";
import { DOCX_TYPE, makeDocx, makePdf } from "../setup/resume-files";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * The careers pages in a real browser: the list and its filters without JavaScript, a posting's
 * JobPosting data as the HTML carries it, and applying with a real file in English and French.
 */

// Each test walks several pages (and axe reads whole pages): more time than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

const POSTING = "/careers/structural-engineer-peng-vaughan";
const POSTING_FR = "/fr/carrieres/structural-engineer-peng-vaughan";

type JsonLd = Record<string, unknown>;

async function jsonLdOn(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

test.describe("the careers list", () => {
  test("is reached from the footer and filtered without JavaScript, in both languages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Engineer what industry runs on");
    await expect(
      page
        .getByTestId("posting-list")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading") }),
    ).toHaveCount(3);
    await expect(page.getByTestId("careers-count")).toHaveText("3 open roles.");

    await page.getByLabel("Location").selectOption("calgary");
    await page.getByRole("button", { name: "Show roles" }).click();
    await expect(page).toHaveURL(/\/careers\?office=calgary&workplace=&type=$/);
    await expect(page.getByTestId("careers-count")).toHaveText("1 open role matches these filters.");
    await expect(page.getByTestId("posting-list").getByRole("heading", { level: 3 })).toHaveText(["Mechanical Engineer in Training (EIT)"]);
    await expect(page.getByLabel("Location")).toHaveValue("calgary");

    await page.getByLabel("Workplace").selectOption("remote");
    await page.getByRole("button", { name: "Show roles" }).click();
    await expect(page.getByTestId("careers-count")).toHaveText("No open role matches these filters.");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/careers$/);

    await page.getByRole("banner").locator("[data-language-switch]").first().click();
    await expect(page).toHaveURL(/\/fr\/carrieres$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await page.getByLabel("Mode de travail").selectOption("hybrid");
    await page.getByRole("button", { name: "Afficher les postes" }).click();
    await expect(page.getByTestId("careers-count")).toHaveText("1\u00a0poste à pourvoir correspond à ces filtres.");
    await page.getByRole("link", { name: "En savoir plus et postuler\u00a0: Spécialiste de l’enregistrement NEC" }).click();
    await expect(page).toHaveURL(/\/fr\/carrieres\/crn-registration-specialist$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spécialiste de l’enregistrement NEC");
    await context.close();
  });

  test("the about page leads to the open roles in both languages", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: "See our open roles" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await page.goto("/fr/a-propos");
    await page.getByRole("link", { name: "Consultez nos offres d’emploi" }).click();
    await expect(page).toHaveURL(/\/fr\/carrieres$/);
  });

  for (const path of ["/careers", "/fr/carrieres", POSTING, POSTING_FR]) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page);
    });
  }
});

test.describe("a posting's page", () => {
  test("carries JobPosting data with Google's required fields, and alternates in both languages", async ({ page }) => {
    for (const [path, title, lang] of [
      [POSTING, "Structural Engineer, P.Eng.", "en-CA"],
      [POSTING_FR, "Ingénieure ou ingénieur en structures (P.Eng.)", "fr-CA"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const job = (await jsonLdOn(page)).find((entry) => entry["@type"] === "JobPosting");
      expect(job, path).toBeDefined();
      for (const required of ["title", "description", "datePosted", "hiringOrganization", "jobLocation", "validThrough"]) {
        expect(job, `${path} ${required}`).toHaveProperty(required);
      }
      expect(job).toMatchObject({
        title,
        employmentType: "FULL_TIME",
        directApply: true,
        hiringOrganization: { "@type": "Organization", name: "Northbridge Engineering" },
        jobLocation: { "@type": "Place", address: { addressLocality: "Vaughan", addressRegion: "ON", addressCountry: "CA" } },
        baseSalary: { "@type": "MonetaryAmount", currency: "CAD", value: { unitText: "YEAR", minValue: 98000, maxValue: 128000 } },
      });
      expect(Number.isNaN(Date.parse(String(job?.datePosted)))).toBe(false);
      expect(Date.parse(String(job?.validThrough))).toBeGreaterThan(Date.now());
      await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute("href", new RegExp(`${POSTING_FR}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute("href", new RegExp(`${POSTING}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(`^${title.replace(/[.()]/g, "\\$&")}`));
    }
    // The switcher leads to the same posting in the other language.
    await page.getByRole("banner").locator("[data-language-switch]").first().click();
    await expect(page).toHaveURL(new RegExp(`${POSTING}$`));
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("an unknown posting is a 404 in its language", async ({ page }) => {
      const response = await page.goto("/fr/carrieres/no-such-role");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    });
  });
});

test.describe("applying", () => {
  test.use({ allowedConsoleErrors: [[/status of 400/], { scope: "test" }] });

  test("without JavaScript, in English, with a PDF résumé", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(POSTING);
    await page.getByRole("link", { name: "Apply for this role" }).click();
    await page.getByLabel("Full name").fill("Ada Okafor");
    await page.getByLabel("E-mail address").fill("ada.okafor@example.com");
    await page.getByLabel("Phone (optional)").fill("+1 (416) 555-0177");
    await page.getByLabel("Message (optional)").fill("Eight years of pipe racks and foundations; P.Eng. since 2019.");
    await page
      .getByLabel("Résumé")
      .setInputFiles({ name: "Ada Okafor CV.pdf", mimeType: "application/pdf", buffer: await makePdf("Ada Okafor, P.Eng.") });
    await page.waitForTimeout(1100); // the form's minimum fill time in the test server
    await page.getByRole("button", { name: "Send my application" }).click();
    const thanks = page.getByRole("status");
    await expect(thanks).toContainText("Thank you, Ada Okafor. Your application is in.");
    await expect(thanks).toContainText("Structural Engineer, P.Eng.");
    await context.close();
  });

  test("with JavaScript, in French, with a Word résumé", async ({ page }) => {
    await page.goto(POSTING_FR);
    await page.getByLabel("Nom complet").fill("Étienne Lavoie");
    await page.getByLabel("Adresse courriel").fill("etienne.lavoie@exemple.ca");
    await page.getByLabel("CV", { exact: true }).setInputFiles({
      name: "CV Étienne.docx",
      mimeType: DOCX_TYPE,
      buffer: await makeDocx(),
    });
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(page.getByRole("status")).toContainText("Merci, Étienne Lavoie. Votre candidature a bien été transmise.");
  });

  test("a text file named .pdf is refused next to its field, in French, keeping what was typed; the page passes axe", async ({ page }) => {
    await page.goto(POSTING_FR);
    await page.getByLabel("Nom complet").fill("Camille Roy");
    await page.getByLabel("Adresse courriel").fill("camille.roy@exemple.ca");
    await page
      .getByLabel("CV", { exact: true })
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("pas un PDF") });
    await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(page.getByRole("alert")).toHaveText("Veuillez corriger le champ indiqué ci-dessous et joindre votre CV de nouveau.");
    const resume = page.getByLabel("CV", { exact: true });
    await expect(resume).toHaveAttribute("aria-invalid", "true");
    await expect(resume).toHaveAccessibleDescription(/^Votre CV doit être un fichier PDF ou Word \(\.docx\)/);
    await expect(page.getByLabel("Nom complet")).toHaveValue("Camille Roy");
    await expectAccessible(page);
  });
});
