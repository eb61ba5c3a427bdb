import { codeSnifferErrors, nuCheckerErrors } from "./conformance";
import { expect, test } from "./fixtures";

// Every public page, in both languages, checked by the Nu HTML checker and HTML_CodeSniffer (./conformance.ts).

const pages = [
  "/",
  "/services",
  "/services/crn",
  "/services/crn/guide",
  "/about",
  "/projects",
  "/projects/smart-grid-implementation",
  "/offices/calgary",
  "/contact",
  "/contact/meeting",
  "/careers",
  "/careers/structural-engineer-peng-vaughan",
  "/blog",
  "/blog/what-is-a-crn-canadian-registration-numbers-explained",
  "/blog/author/arjun-mehta",
  "/blog?search=crn",
  "/fr",
  "/fr/services",
  "/fr/services/nec",
  "/fr/projets/water-treatment-facility",
  "/fr/bureaux/burnaby",
  "/fr/contact/rencontre",
  "/fr/carrieres",
  "/fr/carrieres/crn-registration-specialist",
  "/fr/blogue",
  "/fr/blogue/vendre-equipement-sous-pression-au-quebec",
  "/fr/blogue/auteur/arjun-mehta",
  "/this-page-does-not-exist",
];

test.use({ allowedConsoleErrors: [/status of 404/] });

test("the Nu HTML checker finds no errors on any public page", async ({ request }) => {
  test.setTimeout(120_000);
  const errors = await nuCheckerErrors(request, pages, (url, status) =>
    expect(status, url).toBe(url === "/this-page-does-not-exist" ? 404 : 200),
  );
  expect(errors).toEqual([]);
});

test("HTML_CodeSniffer finds no WCAG 2 AA errors on any public page", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ bypassCSP: true });
  const errors = await codeSnifferErrors(await context.newPage(), pages);
  await context.close();
  expect(errors).toEqual([]);
});
