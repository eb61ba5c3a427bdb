import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureBuild, freePort } from "../../scripts/lib/server-process";
import { SERVER_NODE_FLAGS } from "../../server/process-flags";

// What an operator reads when the server cannot start: one JSON line that says why, names the setting,
// and never repeats a password.

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "start-errors-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function start(env: Record<string, string>): Promise<{ code: number | null; lines: Record<string, unknown>[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/index.js"], {
      env: { ...process.env, BUILD_DIR, HOST: "127.0.0.1", LOG_LEVEL: "warn", DATA_DIR: path.join(work, "data"), ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      const lines = stderr
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolve({ code, lines });
    });
  });
}

describe("a server that cannot start", () => {
  it("names the PostgreSQL server it could not reach and why, without its password", async () => {
    ensureBuild(BUILD_DIR);
    const closed = await freePort();
    const { code, lines } = await start({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://site:Pa55word-secret@127.0.0.1:${closed}/site`,
    });
    expect(code).toBe(1);
    const last = lines.at(-1)!;
    expect(last).toMatchObject({ level: "error", msg: "the server could not start" });
    expect(String(last.error)).toContain(`the PostgreSQL server in DATABASE_URL (127.0.0.1:${closed}, database site) could not be used`);
    expect(String(last.error)).toContain("ECONNREFUSED");
    expect(JSON.stringify(lines)).not.toContain("Pa55word-secret");
  }, 180_000);

  it("never repeats ADMIN_PASSWORD when it is refused", async () => {
    ensureBuild(BUILD_DIR);
    const { code, lines } = await start({ PORT: String(await freePort()), ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "short-pw1" });
    expect(code).toBe(1);
    expect(String(lines.at(-1)?.error)).toContain("ADMIN_PASSWORD must be at least 12 characters");
    expect(JSON.stringify(lines)).not.toContain("short-pw1");
  }, 180_000);

  it("refuses an ADMIN_PASSWORD that is easy to guess, as the account page would", async () => {
    ensureBuild(BUILD_DIR);
    const { code, lines } = await start({
      PORT: String(await freePort()),
      DATA_DIR: path.join(work, "weak"),
      SEED_SAMPLE_CONTENT: "false",
      ADMIN_USERNAME: "boss",
      ADMIN_PASSWORD: "password1234",
    });
    expect(code).toBe(1);
    expect(String(lines.at(-1)?.error)).toMatch(/^ADMIN_PASSWORD was not used to create boss: This password is too easy to guess/);
    expect(JSON.stringify(lines)).not.toContain("password1234");
  }, 180_000);
});
