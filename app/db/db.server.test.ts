import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, PGLITE_SHARED_BUFFERS } from "./db.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function sharedBuffers(dataDir: string): Promise<unknown> {
  const handle = await openDatabase({ dataDir });
  try {
    const result = await handle.db.execute(sql`show shared_buffers`);
    return (result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers;
  } finally {
    await handle.close();
  }
}

describe("the embedded database", () => {
  it("keeps its buffer pool small, when its files are created and when they are opened again", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-settings-"));
    dirs.push(dataDir);
    expect(PGLITE_SHARED_BUFFERS).not.toBe("128MB");
    expect(await sharedBuffers(dataDir)).toBe(PGLITE_SHARED_BUFFERS);
    expect(await sharedBuffers(dataDir)).toBe(PGLITE_SHARED_BUFFERS);
  }, 60_000);
});
