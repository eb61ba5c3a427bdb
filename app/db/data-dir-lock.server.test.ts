import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.server";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a second process and names the holder", async () => {
    const dir = tempDir();
    // Another live process holds the lock.
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"], { stdio: "ignore" });
    try {
      fs.writeFileSync(
        path.join(dir, "process.lock"),
        JSON.stringify({ pid: holder.pid, host: os.hostname(), command: "node server/index.js", startedAt: "2026-01-01T00:00:00.000Z" }),
      );
      let caught: unknown;
      try {
        lockDataDir(dir, "scripts/admin.ts list-users");
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DataDirInUseError);
      expect(String((caught as Error).message)).toContain(`process ${holder.pid}`);
      expect(String((caught as Error).message)).toContain("node server/index.js");
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs, and releases it", async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((resolve) => dead.on("exit", resolve));
    fs.writeFileSync(path.join(dir, "process.lock"), JSON.stringify({ pid: dead.pid, host: os.hostname() }));
    const release = lockDataDir(dir, "test");
    const info = JSON.parse(fs.readFileSync(path.join(dir, "process.lock"), "utf8"));
    expect(info.pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, "process.lock"))).toBe(false);
  });

  it("creates the data directory when it does not exist", () => {
    const dir = path.join(tempDir(), "nested", "data");
    const release = lockDataDir(dir, "test");
    expect(fs.existsSync(path.join(dir, "process.lock"))).toBe(true);
    release();
  });
});
