import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";

// Two independent conformance tools besides axe, for the public pages and the admin alike: the W3C Nu
// HTML checker (markup validity, run on the machine's Java) and HTML_CodeSniffer's WCAG 2 AA rules in the
// browser. Each names the page and the problem it finds.

const run = promisify(execFile);
const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const htmlcs = path.resolve("node_modules/html_codesniffer/build/HTMLCS.js");

/** The Nu HTML checker's errors on the HTML each address answers (each status checked by `expectStatus`). */
export async function nuCheckerErrors(
  request: APIRequestContext,
  urls: string[],
  expectStatus: (url: string, status: number) => void,
): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), "nu-"));
  try {
    const files: string[] = [];
    for (const [index, url] of urls.entries()) {
      const response = await request.get(url);
      expectStatus(url, response.status());
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
    return report.messages
      .filter((message) => message.type === "error")
      .map((message) => {
        const index = Number(path.basename(new URL(message.url).pathname, ".html"));
        return `${urls[index]} line ${message.lastLine ?? "?"}: ${message.message}`;
      });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** HTML_CodeSniffer's WCAG 2 AA errors on each address, loaded in `page` (whose context must bypass the CSP). */
export async function codeSnifferErrors(page: Page, urls: string[]): Promise<string[]> {
  const errors: string[] = [];
  for (const url of urls) {
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
  return errors;
}
