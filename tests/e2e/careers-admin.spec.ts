import { E2E_ADMIN } from "../setup/e2e-env";
import { makePdf } from "../setup/resume-files";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/**
 * Staff publish a posting in both languages, a candidate applies to it, staff read the application,
 * download the résumé and close the posting; the public page then says it is closed. Runs in the
 * "admin" project, after the public pages' tests, because it changes what /careers lists.
 */

// A refused save is a 400, which the browser reports on its console.
test.use({ allowedConsoleErrors: [/status of 400/] });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a posting from draft to closed, with an application read and handled on the way", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const slug = `project-engineer-${Date.now().toString(36)}`;
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(/\/admin\/careers$/);
  await expect(page.getByTestId("posting-row")).toHaveCount(3);
  await expectAccessible(page);

  await page.getByRole("link", { name: "New posting" }).click();
  await page.getByLabel("Address (slug)").fill(slug);
  await page.getByLabel("Office").selectOption("calgary");
  await page.getByLabel("Workplace").selectOption("remote");
  await page.getByLabel("Employment type").selectOption("contract");
  await page.getByLabel("Closing date").fill(inDays(20));
  await page.getByLabel("Lowest").fill("85");
  await page.getByLabel("Highest").fill("110");
  await page.getByLabel("Paid by the").selectOption("hour");
  const english = page.getByRole("group", { name: "English" });
  await english.getByLabel("Job title").fill("Project Engineer (Contract)");
  await english
    .getByLabel("Summary (one or two sentences for the list)")
    .fill("Lead a plant upgrade from home, with site visits in Alberta.");
  await english.getByLabel("The role (paragraphs separated by a blank line)").fill("You will lead the upgrade.\n\nYou will report weekly.");
  await english.getByLabel("Requirements (one per line)").fill("P.Eng. with APEGA\nTen years of plant projects");
  // The French is missing: nothing is saved and the form says which fields.
  await page.getByRole("button", { name: "Save both languages" }).click();
  await expect(page.getByRole("alert")).toHaveText("Nothing was saved: correct the 4 fields marked below.");
  const french = page.getByRole("group", { name: "French" });
  await expect(french.getByLabel("Job title")).toHaveAccessibleDescription("Job title (French) is required");
  await expect(english.getByLabel("Job title")).toHaveValue("Project Engineer (Contract)");
  await expectAccessible(page);

  await french.getByLabel("Job title").fill("Ingénieure ou ingénieur de projet (contrat)");
  await french
    .getByLabel("Summary (one or two sentences for the list)")
    .fill("Diriger la modernisation d’une usine en télétravail, avec des visites en Alberta.");
  await french.getByLabel("The role (paragraphs separated by a blank line)").fill("Vous dirigerez la modernisation.");
  await french.getByLabel("Requirements (one per line)").fill("Membre de l’APEGA\nDix ans de projets d’usine");
  await page.getByRole("button", { name: "Save both languages" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved in both languages.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/admin\/careers$/);
  await expect(page.getByRole("status")).toHaveText("“Project Engineer (Contract)” is published in both languages.");

  // A candidate applies without JavaScript.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const candidate = await visitor.newPage();
  await candidate.goto("/careers?workplace=remote");
  await candidate.getByRole("link", { name: "Read more and apply: Project Engineer (Contract)" }).click();
  const remote = (await candidate.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((entry) => entry["@type"] === "JobPosting");
  expect(remote).toMatchObject({
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "Canada" },
    employmentType: "CONTRACTOR",
  });
  await candidate.getByLabel("Full name").fill("Noor Haddad");
  await candidate.getByLabel("E-mail address").fill("noor.haddad@example.com");
  const pdf = await makePdf("Noor Haddad, P.Eng.");
  await candidate.getByLabel("Résumé").setInputFiles({ name: "Noor Haddad.pdf", mimeType: "application/pdf", buffer: pdf });
  await candidate.waitForTimeout(1100);
  await candidate.getByRole("button", { name: "Send my application" }).click();
  await expect(candidate.getByRole("status")).toContainText("Thank you, Noor Haddad.");

  // Staff read it, download the résumé and handle it.
  await page.reload();
  const row = page.getByTestId("posting-row").filter({ hasText: "Project Engineer (Contract)" });
  await row.getByRole("link", { name: /applications for Project Engineer/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications: Project Engineer (Contract)");
  const application = page.getByTestId("application").filter({ hasText: "Noor Haddad" });
  await expect(application).toContainText("noor.haddad@example.com");
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent("download"), application.getByRole("link", { name: "Noor Haddad.pdf" }).click()]);
  expect(download.suggestedFilename()).toBe("Noor Haddad.pdf");
  const saved = await download.path();
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(saved)).equals(pdf)).toBe(true);
  await application.getByRole("button", { name: "Mark the application from Noor Haddad handled" }).click();
  await expect(page.getByRole("status")).toHaveText("The application from Noor Haddad is marked handled.");
  const csv = await page.request.get(`${new URL(page.url()).pathname}.csv`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await csv.text()).toContain('"Noor Haddad"');

  // It is among the leads too.
  await page.goto("/admin/leads?status=handled&kind=application");
  await expect(page.getByTestId("lead").filter({ hasText: "Noor Haddad" })).toContainText("Job application");

  // Closed now: the public page says so, with no form, and the list and sitemap leave it out.
  await page.goto("/admin/careers");
  await row.getByRole("button", { name: "Close Project Engineer (Contract) now" }).click();
  await expect(page.getByRole("status")).toHaveText("“Project Engineer (Contract)” is closed: it takes no more applications.");
  const closed = await candidate.goto(`/fr/carrieres/${slug}`);
  expect(closed?.status()).toBe(410);
  await expect(candidate.getByRole("heading", { name: "Cet affichage est terminé" })).toBeVisible();
  await expect(candidate.getByRole("button", { name: "Envoyer ma candidature" })).toHaveCount(0);
  await expect(candidate.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await candidate.goto("/careers");
  await expect(candidate.getByText("Project Engineer (Contract)")).toHaveCount(0);
  expect(await (await candidate.request.get("/sitemap.xml")).text()).not.toContain(slug);
  await visitor.close();
});
