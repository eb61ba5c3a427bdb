import { E2E_ADMIN } from "../setup/e2e-env";
import { codeSnifferErrors, nuCheckerErrors } from "./conformance";
import { ADMIN_SCREENS, expect, signIn, test } from "./fixtures";

// The admin held to the public pages' two conformance checks (./conformance.ts): every screen an editor
// or an administrator opens, signed in, and the sign-in page.

/** The screens of one existing post, posting and case study, found from the lists' own links. */
async function screensOfExistingItems(page: import("@playwright/test").Page): Promise<string[]> {
  const found: string[] = [];
  for (const [list, pattern] of [
    ["/blog-admin", /^\/blog-admin\/(edit|history)\/[^/]+$/],
    ["/admin/careers", /^\/admin\/careers\/(?!new$)[^/]+(\/applications)?$/],
    ["/admin/projects", /^\/admin\/projects\/(?!new$)[^/]+$/],
  ] as const) {
    await page.goto(list);
    const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const matching = [...new Set(hrefs.filter((href) => pattern.test(href)))];
    expect(matching.length, `${list} links to no item to check`).toBeGreaterThan(0);
    found.push(...matching.slice(0, 2));
  }
  return found;
}

test("the Nu HTML checker and HTML_CodeSniffer find no errors on the admin's screens", async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const signedOut = await nuCheckerErrors(page.request, ["/admin/login"], (url, status) => expect(status, url).toBe(200));
  const signedOutSniffed = await codeSnifferErrors(page, ["/admin/login"]);
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const urls = [...ADMIN_SCREENS, ...(await screensOfExistingItems(page))];
  const nu = await nuCheckerErrors(page.request, urls, (url, status) => expect(status, url).toBe(200));
  const sniffed = await codeSnifferErrors(page, urls);
  await context.close();
  expect([...signedOut, ...nu]).toEqual([]);
  expect([...signedOutSniffed, ...sniffed]).toEqual([]);
});
