// Writes the site's illustrations to public/images/ and renders the PNG icons and social image with Chromium.
// Usage: npx tsx scripts/generate-artwork.ts
import { chromium } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_ARGS, findChromium } from "../tests/setup/chromium";
import { heroDrawings } from "./artwork/hero";
import { projectDrawings } from "./artwork/projects";
import { serviceDrawings } from "./artwork/services";
import { sheet } from "./artwork/svg";
import { logoSvg, socialImageHtml } from "./artwork/brand";

const root = path.resolve(import.meta.dirname, "..");
const images = path.join(root, "public", "images");

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  console.log(`${path.relative(root, file)}  ${(Buffer.byteLength(content) / 1024).toFixed(1)} KB`);
}

for (const [slug, draw] of Object.entries(serviceDrawings)) write(path.join(images, "services", `${slug}.svg`), sheet(draw()));
for (const [slug, draw] of Object.entries(projectDrawings)) write(path.join(images, "projects", `${slug}.svg`), sheet(draw()));
for (const [name, draw] of Object.entries(heroDrawings)) write(path.join(images, `${name}.svg`), sheet(draw()));

const logo = logoSvg();
write(path.join(images, "logo.svg"), logo.full);
write(path.join(root, "public", "favicon.svg"), logo.mark);

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
async function renderPng(html: string, width: number, height: number, file: string) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: "load" });
  write(file, await page.screenshot({ type: "png", omitBackground: false }));
  await page.close();
}
const markPage = (size: number, padding: number) =>
  `<!doctype html><html><body style="margin:0;background:#0d1d38;display:grid;place-items:center;width:${size}px;height:${size}px">` +
  `<div style="width:${size - padding * 2}px;height:${size - padding * 2}px">${logo.mark.replace("<svg ", '<svg width="100%" height="100%" ')}</div></body></html>`;

await renderPng(markPage(180, 0), 180, 180, path.join(root, "public", "apple-touch-icon.png"));
await renderPng(markPage(192, 0), 192, 192, path.join(root, "public", "icon-192.png"));
await renderPng(markPage(512, 56), 512, 512, path.join(root, "public", "icon-512-maskable.png"));
await renderPng(markPage(512, 0), 512, 512, path.join(root, "public", "icon-512.png"));
const hero = sheet(heroDrawings["hero-plant"]());
const inter = fs.readFileSync(path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));
await renderPng(socialImageHtml(logo.mark, hero, inter), 1200, 630, path.join(images, "og-default.png"));
await browser.close();

// `--preview <dir>` also writes contact sheets (four illustrations each) for reviewing them at a glance.
const previewIndex = process.argv.indexOf("--preview");
const previewDir = previewIndex > 0 ? process.argv[previewIndex + 1] : undefined;
if (previewDir) {
  const files = [
    ...Object.keys(heroDrawings).map((name) => path.join(images, `${name}.svg`)),
    ...Object.keys(serviceDrawings).map((slug) => path.join(images, "services", `${slug}.svg`)),
    ...Object.keys(projectDrawings).map((slug) => path.join(images, "projects", `${slug}.svg`)),
  ];
  fs.mkdirSync(previewDir, { recursive: true });
  const previewBrowser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const page = await previewBrowser.newPage({ viewport: { width: 1400, height: 900 } });
  for (let start = 0; start < files.length; start += 4) {
    const cells = files
      .slice(start, start + 4)
      .map((file) => `<img style="width:100%" src="data:image/svg+xml;base64,${fs.readFileSync(file).toString("base64")}">`)
      .join("");
    await page.setContent(`<body style="margin:0;display:grid;grid-template-columns:1fr 1fr;gap:8px;padding:8px">${cells}</body>`);
    await page.screenshot({ path: path.join(previewDir, `artwork-${start / 4 + 1}.png`), fullPage: true });
  }
  await previewBrowser.close();
}
