// Full-page screenshots of pages at desktop and phone widths, for looking at what the site shows.
// Usage: npx tsx scripts/screenshot.ts <base-url> <out-dir> <path> [<path> …]
import { chromium } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_ARGS, findChromium } from "../tests/setup/chromium";

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error("Usage: npx tsx scripts/screenshot.ts <base-url> <out-dir> <path> [<path> …]");
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const [label, viewport] of [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", { width: 375, height: 812 }],
] as const) {
  const page = await browser.newPage({ viewport, reducedMotion: "reduce" });
  for (const p of paths) {
    await page.goto(new URL(p, base).toString(), { waitUntil: "networkidle" });
    const name = `${p.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${label}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
