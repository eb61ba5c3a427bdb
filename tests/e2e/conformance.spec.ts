import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";

/**
 * Every public page, in both languages, checked by two independent conformance tools besides axe:
 * the W3C Nu HTML checker (markup validity, run on the machine's Java) and HTML_CodeSniffer's WCAG 2 AA
 * rules in the browser. Each names the page and the problem it finds.
 */

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
  "/fr",
  "/fr/services",
  "/fr/services/nec",
  "/fr/projets/water-treatment-facility",
  "/fr/bureaux/burnaby",
  "/fr/contact/rencontre",
  "/fr/carrieres",
  "/fr/carrieres/crn-registration-specialist",
  "/this-page-does-not-exist",
];

const run = promisify(execFile);
const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const htmlcs = path.resolve("node_modules/html_codesniffer/build/HTMLCS.js");

test.use({ allowedConsoleErrors: [/status of 404/] });

test("the Nu HTML checker finds no errors on any public page", async ({ request }) => {
  test.setTimeout(120_000);
  const folder = await mkdtemp(path.join(tmpdir(), "nu-"));
  try {
    const files: string[] = [];
    for (const [index, url] of pages.entries()) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(url === "/this-page-does-not-exist" ? 404 : 200);
      const file = path.join(folder, `${index}.html`);
      await writeFile(file, await response.text());
      files.push(file);
    }
    const result = await run("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], { maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? "", stderr: error.stderr ?? "" }),
    );
    const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as {
      messages: { type: string; url: string; message: string; lastLine?: number }[];
    };
    const errors = report.messages
      .filter((message) => message.type === "error")
      .map((message) => {
        const index = Number(path.basename(new URL(message.url).pathname, ".html"));
        return `${pages[index]} line ${message.lastLine ?? "?"}: ${message.message}`;
      });
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test("HTML_CodeSniffer finds no WCAG 2 AA errors on any public page", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  for (const url of pages) {
    await page.goto(url);
    await page.addScriptTag({ path: htmlcs });
    const found = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const sniffer = (
            window as unknown as {
              HTMLCS: {
                process(standard: string, root: Document, done: () => void): void;
                getMessages(): { type: number; code: string; msg: string }[];
              };
            }
          ).HTMLCS;
          sniffer.process("WCAG2AA", document, () => {
            resolve(
              sniffer
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => `${message.code}: ${message.msg}`),
            );
          });
        }),
    );
    errors.push(...found.map((message) => `${url}: ${message}`));
  }
  await context.close();
  expect(errors).toEqual([]);
});
