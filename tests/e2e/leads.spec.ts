import { DateTime } from "luxon";
import { E2E_ADMIN } from "../setup/e2e-env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/** The CRN guide and meeting request forms in a real browser, without JavaScript and with it, in both languages. */

const tomorrowAt = (hour: number) =>
  DateTime.now().setZone("America/Toronto").plus({ days: 2 }).set({ hour, minute: 0 }).toFormat("yyyy-MM-dd'T'HH:mm");

test.describe("the CRN guide", () => {
  // A form answered with its errors is a 400, which the browser reports on its console.
  test.use({ allowedConsoleErrors: [[/status of 400/], { scope: "test" }] });

  test("from the CRN page's button to the PDF, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/services/crn");
    await page.getByRole("link", { name: "Download CRN Guide" }).click();
    await expect(page).toHaveURL(/\/services\/crn\/guide$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CRN Registration Guide");
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("E-mail address").fill("ada@engines.example");
    await page.getByRole("textbox", { name: "Company" }).fill("Analytical Engines Ltd.");
    await page.getByLabel("Province or territory (optional)").selectOption("ON");
    await page.waitForTimeout(1100); // the form's minimum fill time in the test server
    await page.getByRole("button", { name: "Get the guide" }).click();
    await expect(page.getByRole("status")).toContainText("Your guide is ready");
    const download = page.getByRole("link", { name: /Download the CRN guide/ });
    const response = await page.request.get((await download.getAttribute("href")) ?? "");
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await context.close();
  });

  test("a mistake is named next to its field, in French, and what was typed stays", async ({ page }) => {
    await page.goto("/fr/services/nec/guide");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await page.getByLabel("Nom complet").fill("Camille Tremblay");
    await page.getByLabel("Adresse courriel").fill("camille");
    await page.getByLabel("Entreprise").fill("Aciers Laval");
    // The browser's own check stops an invalid address first; the server's check is tried without it.
    await page.evaluate(() => document.querySelector("form")?.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Obtenir le guide" }).click();
    await expect(page.getByRole("alert")).toHaveText("Veuillez corriger le champ indiqué ci-dessous.");
    const email = page.getByLabel("Adresse courriel");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Entrez une adresse courriel comme nom@entreprise.com");
    await expect(page.getByLabel("Nom complet")).toHaveValue("Camille Tremblay");
    await expectAccessible(page);
  });

  test("passes axe in English", async ({ page }) => {
    await page.goto("/services/crn/guide");
    await expectAccessible(page);
  });
});

test.describe("meeting requests", () => {
  test.use({ allowedConsoleErrors: [[/status of 400/], { scope: "test" }] });

  test("Schedule Meeting leads to the form; a request without JavaScript is confirmed with a calendar file", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByRole("link", { name: "Schedule Meeting" }).click();
    await expect(page).toHaveURL(/\/contact\/meeting$/);
    await page.getByLabel("Full name").fill("Grace Hopper");
    await page.getByLabel("E-mail address").fill("grace@navy.example");
    await page.getByLabel("What would you like to discuss?").fill("Boiler CRN for a new plant");
    await page.getByLabel("Phone call").check();
    await page.getByLabel("Your time zone").selectOption("America/Toronto");
    await page.getByLabel("First choice").fill(tomorrowAt(10));
    await page.getByLabel("Second choice (optional)").fill(tomorrowAt(15));
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: "Request the meeting" }).click();
    const confirmation = page.getByRole("status");
    await expect(confirmation).toContainText("Thank you, Grace Hopper. Your request is in.");
    await expect(confirmation.getByRole("listitem")).toHaveCount(2);
    await expect(confirmation.getByRole("listitem").first()).toContainText("10:00");
    const calendar = await page.request.get((await page.getByRole("link", { name: /calendar/ }).getAttribute("href")) ?? "");
    expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect((await calendar.text()).match(/BEGIN:VEVENT/g)).toHaveLength(2);
    await context.close();
  });

  test("with JavaScript the browser's time zone is chosen for the visitor; French page passes axe", async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: "America/Edmonton" });
    const page = await context.newPage();
    await page.goto("/fr/contact/rencontre");
    await expect(page.getByLabel("Votre fuseau horaire")).toHaveValue("America/Edmonton");
    await expectAccessible(page);
    await context.close();
  });

  test("a time zone nobody knows is named as the problem, in French, not answered with a server error", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/fr/contact/rencontre");
    await page.getByLabel("Nom complet").fill("Jeanne Mance");
    await page.getByLabel("Adresse courriel").fill("jeanne@hotel-dieu.example");
    await page.getByLabel(/De quoi souhaitez-vous discuter/).fill("Chaudière à enregistrer");
    await page.getByLabel("Appel téléphonique").check();
    const zone = page.getByLabel("Votre fuseau horaire");
    await zone.evaluate((select) => select.append(new Option("Nowhere", "Nope/Zone")));
    await zone.selectOption("Nope/Zone");
    await page.getByLabel("Premier choix").fill(tomorrowAt(10));
    await page.waitForTimeout(1100);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: /Demander/ }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText("Choisissez votre fuseau horaire dans la liste")).toBeVisible();
    await expect(zone.locator("option")).not.toContainText(["Nope"]);
    await context.close();
  });

  test("passes axe in English, with errors shown", async ({ page }) => {
    await page.goto("/contact/meeting");
    await page.evaluate(() => document.querySelector("form")?.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Request the meeting" }).click();
    await expect(page.getByRole("alert")).toContainText("Please correct the");
    await expectAccessible(page);
  });
});

test.describe("the leads inbox", () => {
  test("a French meeting request reaches the inbox marked with its kind and language, and is handled there", async ({ page }) => {
    const name = `Louis Cyr ${Date.now().toString(36)}`;
    await page.goto("/fr/contact/rencontre");
    await page.getByLabel("Nom complet").fill(name);
    await page.getByLabel("Adresse courriel").fill("louis@force.example");
    await page.getByLabel("De quoi souhaitez-vous discuter\u00a0?").fill("Réservoirs sous pression");
    await page.getByLabel("Visioconférence").check();
    await page.getByLabel("Premier choix").fill(tomorrowAt(11));
    await page.waitForTimeout(1100);
    await page.getByRole("button", { name: "Demander la rencontre" }).click();
    await expect(page.getByRole("status")).toContainText(name);

    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto("/admin/leads");
    await page.getByLabel("Kind").selectOption("meeting");
    await page.getByLabel("Language").selectOption("fr");
    await page.getByRole("button", { name: "Show leads" }).click();
    await expect(page).toHaveURL(/kind=meeting&lang=fr/);
    const lead = page.getByTestId("lead").filter({ hasText: name });
    await expect(lead).toContainText("Meeting request");
    await expect(lead).toContainText("French");
    await expect(lead).toContainText("Réservoirs sous pression");
    await expectAccessible(page);
    await lead.getByRole("button", { name: `Mark the lead from ${name} handled` }).click();
    await expect(page.getByTestId("toast")).toContainText(`The meeting request from ${name} is marked handled.`);
    await expect(page.getByTestId("lead").filter({ hasText: name })).toHaveCount(0);
  });
});
