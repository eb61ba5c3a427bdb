// Full-page screenshots of pages at desktop and phone widths, for looking at what the site shows.
// Usage: npx tsx scripts/screenshot.ts <base-url> <out-dir> <path> [<path> …]
import { chromium, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_ARGS, findChromium } from "../tests/setup/chromium";

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error("Usage: npx tsx scripts/screenshot.ts <base-url> <out-dir> <path> [<path> …]");
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });

/**
 * Scrolls to the bottom a screen at a time and back, as a reader would, so that the capture shows what a
 * reader sees there: images that load as they come near the screen, counters that run when they show.
 */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
  // Only images the page shows: Chromium's decode() of a lazy image that is not displayed (the home page's
  // drawing on a phone) never settles and takes the browser down with it.
  await page.evaluate(() =>
    Promise.all([...document.images].filter((image) => image.checkVisibility()).map((image) => image.decode().catch(() => undefined))),
  );
}
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const [label, viewport] of [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", { width: 375, height: 812 }],
] as const) {
  const page = await browser.newPage({ viewport, reducedMotion: "reduce" });
  for (const p of paths) {
    await page.goto(new URL(p, base).toString(), { waitUntil: "networkidle" });
    await scrollThrough(page);
    const name = `${p.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${label}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
