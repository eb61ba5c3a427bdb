import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureBuild, postInquiry, startServer } from "../../scripts/lib/server-process";

/** The embedded database survives a kill -9 of the server and starts again with its data. */
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-test-"));
const PORT = 3421;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const env = {
  BUILD_DIR,
  DATA_DIR: dataDir,
  SITE_URL: `http://127.0.0.1:${PORT}`,
  SEED_SAMPLE_CONTENT: "false",
  CONTACT_MIN_FILL_MS: "0",
};

function sendInquiry(url: string, n: number): Promise<{ status: number; id?: string }> {
  return postInquiry(url, {
    firstName: "Crash",
    lastName: `Test ${n}`,
    email: `crash${n}@example.com`,
    service: "multiple",
    message: `Inquiry number ${n}, acknowledged before the crash.`,
  });
}

describe("embedded database after kill -9", () => {
  it("keeps every acknowledged write and starts again", async () => {
    ensureBuild(BUILD_DIR);
    const first = await startServer(PORT, env);
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const result = await sendInquiry(first.url, n);
      expect(result.status).toBe(201);
      ids.push(result.id ?? "");
    }
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));
    // The lock file of the dead process is still there; the next start must take it over.
    expect(fs.existsSync(path.join(dataDir, "process.lock"))).toBe(true);

    const second = await startServer(PORT, env);
    try {
      const health = await fetch(`${second.url}/healthz`);
      expect(health.status).toBe(200);
      // The stored inquiries are all there: a sixth one is accepted and the database answers for them.
      expect((await sendInquiry(second.url, 5)).status).toBe(201);
    } finally {
      await second.stop();
    }
    // With the server stopped, read the files directly.
    const { openDatabase, queryRows } = await import("~/db/db.server");
    const { sql } = await import("drizzle-orm");
    const handle = await openDatabase({ dataDir });
    try {
      const rows = await queryRows<{ id: string }>(handle.db, sql`select id from contact_inquiries`);
      const stored = new Set(rows.map((row) => row.id));
      for (const id of ids) expect(stored.has(id)).toBe(true);
      expect(stored.size).toBe(6);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
