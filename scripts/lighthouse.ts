// `npm run lighthouse`: Lighthouse (mobile, default throttling) on every public page of the production
// build, with the HTML document's bytes on the wire (the simulated phone gets 14,600 bytes in its first
// round trip: docs/performance.md) and the JavaScript each page loads (its scripts' gzip bytes, as the
// server sends them, without HTTP headers), three runs in a row (`--runs N` for another count). Prints a
// table per run and exits non-zero when any page misses the budgets of DESIGN.md section 5 in any run.
//   npm run lighthouse                      every public page, three runs
//   npm run lighthouse -- /blog --runs 1    one page, one run
//   LIGHTHOUSE_REPORTS=dir npm run lighthouse   also keeps each report, as dir/{run}_{page}.json
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, findChromium } from "../tests/setup/chromium";
import { ensureBuild, startServer } from "./lib/server-process";

// LIGHTHOUSE_PORT lets several checkouts on one machine audit side by side.
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3303);
const buildDir = process.env.BUILD_DIR ?? "build";
const BUDGET = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 800,
  tbtMs: 50,
  cls: 0,
  /** A page that runs no React in the browser: its enhancement scripts only. */
  lightJsGzipBytes: 10 * 1024,
  /** A page that needs React in the browser (routes with `handle.hydrate`). */
  reactJsGzipBytes: 130 * 1024,
};
/** The public pages that run React in the browser; every other public page must stay light. */
const REACT_PAGES = new Set(["/contact", "/fr/contact"]);
// The 404 page is not audited: Lighthouse refuses a document answered with status 404
// (ERRORED_DOCUMENT_REQUEST). It is the same light layout as every other page, and the e2e tests check
// that it loads no React.

type Row = {
  run: number;
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** The HTML document's bytes on the wire as the browser received them (compressed, headers included). */
  htmlBytes: number;
  jsFiles: number;
  consoleErrors: number;
};

/** The compressed size of a response body: the bytes on the wire for the file, headers aside. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

async function main() {
  ensureBuild(buildDir, process.argv.includes("--rebuild"));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  const server = await startServer(PORT, {
    BUILD_DIR: buildDir,
    DATA_DIR: path.join(work, "data"),
    SEED_SAMPLE_CONTENT: "true",
    SITE_URL: `http://localhost:${PORT}`,
  });
  fs.mkdirSync(path.join(work, "chrome"), { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    userDataDir: path.join(work, "chrome"),
  });
  const rows: Row[] = [];
  const runsArg = process.argv.indexOf("--runs");
  const runs = runsArg === -1 ? 3 : Number(process.argv[runsArg + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got ${process.argv[runsArg + 1]}`);
  try {
    const newest = async (locale: string) =>
      ((await (await fetch(`${server.url}/api/blog/posts?limit=1&locale=${locale}`)).json()) as { slug: string }[])[0];
    const [post, postFr] = await Promise.all([newest("en"), newest("fr")]);
    const only = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
    // Both languages: the French pages are held to the same budgets.
    const pages = only.length
      ? only
      : [
          "/",
          "/services",
          "/services/crn",
          "/about",
          "/services/crn/guide",
          "/projects",
          "/projects/water-treatment-facility",
          "/offices/vaughan",
          "/contact",
          "/contact/meeting",
          "/careers",
          "/careers/structural-engineer-peng-vaughan",
          "/blog",
          ...(post ? [`/blog/${post.slug}`] : []),
          "/fr",
          "/fr/services",
          "/fr/services/nec",
          "/fr/a-propos",
          "/fr/services/nec/guide",
          "/fr/projets",
          "/fr/projets/water-treatment-facility",
          "/fr/bureaux/vaughan",
          "/fr/contact",
          "/fr/contact/rencontre",
          "/fr/carrieres",
          "/fr/carrieres/structural-engineer-peng-vaughan",
          "/fr/blogue",
          ...(postFr ? [`/fr/blogue/${postFr.slug}`] : []),
        ];
    // A browser's first audit pays for its own start (cold caches of fonts and code) and comes out slower
    // than the same page's later ones: it is run once on the home page and not reported. Each measured
    // audit still loads its page cold (Lighthouse clears the page's cache and storage before it).
    const audit = (page: string) =>
      lighthouse(`http://localhost:${PORT}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
    await audit("/");
    for (let run = 1; run <= runs; run++)
      for (const page of pages) {
        // A visited public page is served from the page cache; audit that steady state, not the first render.
        await fetch(`${server.url}${page}`, { headers: { "accept-encoding": "gzip" } });
        let result = await audit(page);
        // A fresh browser's first run sometimes ends in a runtime error (no first paint seen): run it again.
        if (result?.lhr.runtimeError || result?.lhr.categories.performance?.score == null) result = await audit(page);
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (result.lhr.runtimeError) console.log(`${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        const { lhr } = result;
        const reports = process.env.LIGHTHOUSE_REPORTS;
        if (reports) {
          fs.mkdirSync(reports, { recursive: true });
          fs.writeFileSync(path.join(reports, `${run}${page.replace(/[^a-z0-9]+/gi, "_")}.json`), JSON.stringify(lhr));
        }
        const requests =
          (
            lhr.audits["network-requests"]?.details as
              { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined
          )?.items ?? [];
        const scripts = [...new Set(requests.filter((r) => r.resourceType === "Script").map((r) => r.url))];
        const scriptBytes = await Promise.all(scripts.map((url) => gzipBytes(url.replace(/^https?:\/\/[^/]+/, server.url))));
        const consoleItems = (lhr.audits["errors-in-console"]?.details as { items?: unknown[] } | undefined)?.items ?? [];
        rows.push({
          run,
          page,
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          bestPractices: score(lhr.categories["best-practices"]?.score),
          seo: score(lhr.categories.seo?.score),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
          jsBytes: scriptBytes.reduce((sum, bytes) => sum + bytes, 0),
          htmlBytes: requests.find((request) => request.resourceType === "Document")?.transferSize ?? 0,
          jsFiles: scripts.length,
          consoleErrors: consoleItems.length,
        });
        const failing = Object.values(lhr.categories)
          .flatMap((category) => category.auditRefs.map((ref) => ({ ref, category: category.id })))
          .map(({ ref }) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary");
        if (failing.length && process.argv.includes("--details")) {
          console.log(`${page}: ${failing.map((audit) => audit?.id).join(", ")}`);
        }
      }
  } finally {
    await chrome.kill();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }

  const head = [
    "run",
    "page",
    "perf",
    "a11y",
    "best",
    "seo",
    "LCP ms",
    "TBT ms",
    "CLS",
    "HTML bytes",
    "JS gzip KB",
    "JS files",
    "console errors",
  ];
  const table = rows.map((r) => [
    String(r.run),
    r.page,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    String(r.lcpMs),
    String(r.tbtMs),
    String(r.cls),
    String(r.htmlBytes),
    (r.jsBytes / 1024).toFixed(1),
    String(r.jsFiles),
    String(r.consoleErrors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(
    `\nLighthouse 12, mobile, default throttling; ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}\n`,
  );
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  table.forEach((r) => console.log(line(r)));

  const misses = rows.flatMap((r) => {
    const out: string[] = [];
    const at = `run ${r.run}, ${r.page}`;
    const jsBudget = REACT_PAGES.has(r.page) ? BUDGET.reactJsGzipBytes : BUDGET.lightJsGzipBytes;
    if (r.performance < BUDGET.performance) out.push(`${at}: performance ${r.performance} < ${BUDGET.performance}`);
    if (r.accessibility < BUDGET.accessibility) out.push(`${at}: accessibility ${r.accessibility} < 100`);
    if (r.bestPractices < BUDGET.bestPractices) out.push(`${at}: best practices ${r.bestPractices} < 100`);
    if (r.seo < BUDGET.seo) out.push(`${at}: SEO ${r.seo} < 100`);
    if (r.lcpMs > BUDGET.lcpMs) out.push(`${at}: LCP ${r.lcpMs} ms > ${BUDGET.lcpMs} ms`);
    if (r.tbtMs > BUDGET.tbtMs) out.push(`${at}: TBT ${r.tbtMs} ms > ${BUDGET.tbtMs} ms`);
    if (r.cls > BUDGET.cls) out.push(`${at}: CLS ${r.cls} > 0`);
    if (r.jsBytes > jsBudget) out.push(`${at}: JavaScript ${(r.jsBytes / 1024).toFixed(1)} KB > ${jsBudget / 1024} KB`);
    if (r.consoleErrors > 0) out.push(`${at}: ${r.consoleErrors} console errors`);
    return out;
  });
  if (misses.length) {
    console.log(`\nBudget misses:\n${misses.map((m) => `  - ${m}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nEvery page is within budget.");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
