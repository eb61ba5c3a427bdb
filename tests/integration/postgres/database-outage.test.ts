import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, type ServerProcess } from "../../../scripts/lib/server-process";

/**
 * A PostgreSQL server of this test's own is stopped under the site and started again: requests must fail
 * fast with 503 while it is gone, /healthz must say so, and the site must recover by itself.
 */
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const PG_PORT = 55491;
const SITE_PORT = 3431;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "outage-pg-"));
const asRoot = process.getuid?.() === 0;
let site: ServerProcess;

function pg(command: string, args: string[]) {
  const result = asRoot
    ? spawnSync("runuser", ["-u", "postgres", "--", command, ...args], { encoding: "utf8" })
    : spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

const startPg = () =>
  pg("pg_ctl", [
    "-D",
    `${root}/data`,
    "-o",
    `-p ${PG_PORT} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "-l",
    `${root}/log`,
    "-w",
    "start",
  ]);
const stopPg = () => pg("pg_ctl", ["-D", `${root}/data`, "-m", "immediate", "-w", "stop"]);

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

beforeAll(async () => {
  ensureBuild(BUILD_DIR);
  fs.chmodSync(root, 0o755);
  if (asRoot) spawnSync("chown", ["-R", "postgres", root]);
  pg("initdb", ["-D", `${root}/data`, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  startPg();
  site = await startServer(SITE_PORT, {
    BUILD_DIR,
    DATABASE_URL: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
    SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
    SEED_SAMPLE_CONTENT: "true",
  });
}, 180_000);

afterAll(async () => {
  await site?.stop();
  try {
    stopPg();
  } catch {
    // already stopped
  }
  fs.rmSync(root, { recursive: true, force: true });
});

describe("PostgreSQL going away and coming back", () => {
  it("answers 503 fast while the database is down and recovers by itself", async () => {
    expect((await timed(`${site.url}/healthz`)).status).toBe(200);
    expect((await timed(`${site.url}/api/blog/posts?limit=3`)).status).toBe(200);

    stopPg();
    const health = await timed(`${site.url}/healthz`);
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(5000);
    // Uncached reads: a query string the page cache has never seen.
    const api = await timed(`${site.url}/api/blog/posts?limit=3&offset=1`);
    expect(api.status).toBe(503);
    expect(api.ms).toBeLessThan(5000);
    const page = await timed(`${site.url}/blog?search=outage`);
    expect(page.status).toBeGreaterThanOrEqual(500);
    expect(page.ms).toBeLessThan(5000);

    startPg();
    let recovered = false;
    const deadline = Date.now() + 20_000;
    while (!recovered && Date.now() < deadline) {
      recovered = (await timed(`${site.url}/healthz`)).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(true);
    expect((await timed(`${site.url}/api/blog/posts?limit=3&offset=2`)).status).toBe(200);
    expect((await timed(`${site.url}/blog?search=recovered`)).status).toBe(200);
  }, 120_000);
});
