// `npm run render-cost -- <url>…`: what the browser's main thread spends on a page before and around its
// first paint, without Lighthouse's simulation: Chromium loads each page at Lighthouse's phone viewport
// (412 x 823, device scale 1.75), fresh each time, and the trace gives the largest layout and the total
// style recalculation of the load. Prints the median and every run per page.
//   npm run render-cost -- http://localhost:3000/about http://localhost:3000/fr/a-propos
//   RUNS=9 npm run render-cost -- http://localhost:3000/
// Lighthouse counts this work four times over (its CPU slowdown); see docs/performance.md.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../tests/setup/chromium";

type TraceEvent = { name: string; ph: string; pid: number; dur?: number };

const runs = Number(process.env.RUNS ?? 7);
const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error("Usage: npm run render-cost -- <url> [<url>…]");
  process.exit(2);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  // The browser's own first start is not the page's cost.
  const warm = await browser.newPage();
  await warm.goto(urls[0] ?? "about:blank");
  await warm.close();
  console.log("| page | largest layout ms (median) | style ms (median) | first contentful paint ms (median) | layout ms, each run |");
  console.log("|---|---|---|---|---|");
  for (const url of urls) {
    const layouts: number[] = [];
    const styles: number[] = [];
    const paints: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ["devtools.timeline", "blink"] });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(100);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      paints.push(
        await page.evaluate(
          () => performance.getEntriesByType("paint").find((entry) => entry.name === "first-contentful-paint")?.startTime ?? 0,
        ),
      );
      await context.close();
      const renderer = events.find((event) => event.name === "firstContentfulPaint")?.pid;
      const ofPage = events.filter((event) => event.ph === "X" && (renderer === undefined || event.pid === renderer));
      layouts.push(Math.max(0, ...ofPage.filter((event) => event.name === "Layout").map((event) => (event.dur ?? 0) / 1000)));
      styles.push(ofPage.filter((event) => event.name === "UpdateLayoutTree").reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0));
    }
    const each = layouts.map((value) => value.toFixed(0)).join(", ");
    console.log(`| ${url} | ${median(layouts).toFixed(1)} | ${median(styles).toFixed(1)} | ${median(paints).toFixed(0)} | ${each} |`);
  }
} finally {
  await browser.close();
}
