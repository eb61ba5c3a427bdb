import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../setup/e2e-env";
import { expect, expectAccessible, reachForForm, signIn, test } from "./fixtures";

// The contact page in French (/fr/contact), with and without JavaScript: French labels, French field
// errors, the French toast, the French answer of the form's own action, a French inquiry in the inbox, and
// each page's scripts carrying its own language's form text only (decision record 0009).

// The e2e server runs with CONTACT_MIN_FILL_MS=1000: a form sent sooner is quietly kept as spam.
const MIN_FILL_MS = 1000;

const form = (page: Page) => page.getByRole("form", { name: "Obtenir une soumission pour votre projet" });

async function fill(page: Page, firstName: string) {
  await form(page).getByLabel("Prénom").fill(firstName);
  await form(page).getByLabel("Nom", { exact: true }).fill("Tremblay");
  await form(page).getByLabel("Adresse courriel").fill(`${firstName.toLowerCase()}@exemple.ca`);
  await form(page).getByLabel("Entreprise").fill("Usinage Tremblay inc.");
  await form(page).getByLabel("Service recherché").selectOption({ label: "Gestion de projet" });
  await form(page).getByLabel("Budget prévu").selectOption({ label: "De 100\u00a0000\u00a0$ à 250\u00a0000\u00a0$" });
  await form(page).getByLabel("Description du projet").fill("Agrandissement d’usine à Laval : tuyauterie B31.3 et deux réservoirs.");
}

test.describe("with JavaScript", () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("names mistakes in French, then sends and says so in a French toast", async ({ page }) => {
    await page.goto("/fr/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parlons de votre projet");
    await reachForForm(form(page));
    const shownAt = Date.now();
    await expectAccessible(page);

    await form(page).getByRole("button", { name: "Envoyer la demande" }).click();
    const alert = form(page).getByRole("alert");
    await expect(alert).toContainText("Veuillez corriger les 5\u00a0champs indiqués ci-dessous.");
    await expect(form(page).locator("#firstName-error")).toHaveText("Le champ «\u00a0Prénom\u00a0» est obligatoire");
    await expect(form(page).getByLabel("Prénom")).toBeFocused();

    const firstName = `Genevieve${Date.now().toString(36)}`;
    await fill(page, firstName);
    const left = shownAt + MIN_FILL_MS + 300 - Date.now();
    if (left > 0) await page.waitForTimeout(left);
    // The form posts to its own page's action, which answers in the language of its address.
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await form(page).getByRole("button", { name: "Envoyer la demande" }).click();
    expect(new URL((await posted).url()).pathname).toBe("/fr/contact.data");
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Demande envoyée");
    await expect(toast).toContainText(`Merci, ${firstName}. Nous avons bien reçu votre demande`);

    // Staff see the inquiry marked French in the inbox of every lead.
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto("/admin/leads?lang=fr");
    await expect(page.getByText(`${firstName} Tremblay`)).toBeVisible();
  });
});

test.describe("when sending fails, with JavaScript", () => {
  test.use({ allowedConsoleErrors: [[/Failed to load resource/, /ERR_FAILED/, /status of 4\d\d/], { scope: "test" }] });

  test("a refusal from the server and a lost connection are both told in French, and the form is kept", async ({ page }) => {
    await page.goto("/fr/contact");
    await reachForForm(form(page));
    const firstName = `Refus${Date.now().toString(36)}`;
    await fill(page, firstName);
    // Changed on its way, the post carries a service the list does not have: the action says so in French.
    await page.route("**/fr/contact.data*", (route) =>
      route.continue({ postData: (route.request().postData() ?? "").replace(/service=[^&]*/, "service=soudure-sous-marine") }),
    );
    await form(page).getByRole("button", { name: "Envoyer la demande" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Échec de l’envoi");
    await expect(form(page).locator("#service-error")).toHaveText("Choisissez l’un des services de la liste");

    await page.unroute("**/fr/contact.data*");
    await page.route("**/fr/contact.data*", (route) =>
      route.continue({ postData: `${route.request().postData() ?? ""}&padding=${"x".repeat(200_000)}` }),
    );
    await form(page).getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(page.getByTestId("toast")).toContainText("Le formulaire est trop volumineux pour être envoyé.");

    await page.unroute("**/fr/contact.data*");
    await page.route("**/fr/contact.data*", (route) => route.abort("failed"));
    await form(page).getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(page.getByTestId("toast")).toContainText(
      "Une erreur s’est produite lors de l’envoi de votre demande. Veuillez réessayer.",
    );
    await expect(form(page).getByLabel("Prénom")).toHaveValue(firstName);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test("the form's own action answers in French and keeps what was typed", async ({ page }) => {
    await page.goto("/fr/contact");
    const shownAt = Date.now();
    const firstName = `Mathieu${Date.now().toString(36)}`;
    await fill(page, firstName);
    await form(page).getByLabel("Adresse courriel").fill("mathieu@");
    await form(page).getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(page).toHaveURL(/\/fr\/contact#get-quote$/);
    await expect(form(page).locator("#email-error")).toHaveText("Entrez une adresse courriel valide, comme nom@entreprise.com");
    await expect(form(page).getByLabel("Prénom")).toHaveValue(firstName);

    await form(page).getByLabel("Adresse courriel").fill("mathieu@exemple.ca");
    const left = shownAt + MIN_FILL_MS + 300 - Date.now();
    if (left > 0) await page.waitForTimeout(left);
    await form(page).getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(page.getByRole("status")).toContainText(`Merci, ${firstName}.`);
    await expect(page.getByRole("link", { name: "Envoyer une autre demande" })).toHaveAttribute("href", "/fr/contact#get-quote");
  });
});

/** The text of every script the page downloads while it loads and hydrates. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" || response.url().endsWith(".js")) bodies.push(response.text());
  });
  await page.goto(path);
  await reachForForm(form(page).or(page.getByRole("form", { name: "Get Your Project Quote" })));
  await page.waitForLoadState("networkidle");
  return Promise.all(bodies);
}

test.describe("what the browser downloads", () => {
  // Words that only the contact page's form and text use, one set per language.
  const english = ["Submit Inquiry", "Project details are required", "Let’s Talk About Your Project", "Let's Talk About Your Project"];
  const french = ["Envoyer la demande", "Décrivez votre projet", "Parlons de votre projet"];

  test("the French page's scripts hold its French form text and none of the English", async ({ page }) => {
    const scripts = (await scriptsOf(page, "/fr/contact")).join("\n");
    expect(scripts).toContain("Envoyer la demande");
    for (const words of english) expect(scripts, words).not.toContain(words);
  });

  test("the English page's scripts hold no French form text", async ({ page }) => {
    const scripts = (await scriptsOf(page, "/contact")).join("\n");
    expect(scripts).toContain("Submit Inquiry");
    for (const words of french) expect(scripts, words).not.toContain(words);
  });
});
