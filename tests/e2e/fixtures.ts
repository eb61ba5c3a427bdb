import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * Every browser test fails on a console error or an uncaught page error, wherever it happens.
 * Tests that provoke an expected error (a 404 resource, say) list its text in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console error: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe-core on the page and fails on serious or critical violations (WCAG 2.0/2.1/2.2 A and AA). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}

/** Every admin screen that needs no particular item, as an administrator reaches them from the header. */
export const ADMIN_SCREENS = [
  "/admin",
  "/blog-admin",
  "/blog-admin/create",
  "/admin/inquiries",
  "/admin/leads",
  "/admin/careers",
  "/admin/careers/new",
  "/admin/projects",
  "/admin/projects/new",
  "/admin/media",
  "/admin/redirects",
  "/admin/users",
  "/admin/audit",
  "/admin/account",
];

/** Signs in through the real login form. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/admin/login"));
}

/**
 * The contact form runs React only once the visitor reaches for the page (app/utils/hydration.ts): moves
 * the pointer over the form, as a visitor on a computer does first, and waits until React has taken it.
 */
export async function reachForForm(form: Locator) {
  await form.hover({ position: { x: 5, y: 5 } });
  await expect(form).toHaveAttribute("data-enhanced", "true");
}
