import fs from "node:fs";

/** The system Chromium the browser tests drive (Playwright's own download is not used). */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  throw new Error(
    "No Chromium found for the browser tests. Install Debian's package (sudo apt-get update && sudo apt-get install -y chromium) " +
      "or set CHROMIUM_PATH to a Chromium or Chrome executable.",
  );
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
