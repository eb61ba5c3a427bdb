import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, HEARTBEAT_MS, lockDataDir, STALE_AFTER_MS } from "./data-dir-lock.server";

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

type HolderReport = { acquired?: boolean; inUse?: boolean; lost?: boolean; message?: string };

/** Starts tests/setup/lock-holder.ts; resolves once it is waiting for `go`, with its reports to come. */
function startHolder(dataDir: string, holdMs: number, go: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/lock-holder.ts", dataDir, String(holdMs), go], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const reports: HolderReport[] = [];
  let buffered = "";
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  child.stdout.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      if (line === "ready") onReady();
      else if (line.trim()) reports.push(JSON.parse(line) as HolderReport);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, ready, reports, exited };
}

async function deadPid(): Promise<number> {
  const dead = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => dead.on("exit", resolve));
  return dead.pid ?? 999_999;
}

function writeLock(dir: string, lock: Record<string, unknown>, ageMs = 0) {
  const file = path.join(dir, "process.lock");
  fs.writeFileSync(file, JSON.stringify(lock));
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
}

describe("taking over a stale lock", () => {
  it("lets exactly one of several processes that find the same stale lock take it", async () => {
    for (let round = 0; round < 2; round++) {
      const dir = tempDir();
      writeLock(dir, { pid: await deadPid(), host: os.hostname(), command: "node server/index.js", startedAt: "2026-01-01T00:00:00.000Z" });
      const go = path.join(dir, "go");
      const holders = Array.from({ length: 5 }, () => startHolder(dir, 3000, go));
      await Promise.all(holders.map((holder) => holder.ready));
      fs.writeFileSync(go, "");
      await Promise.all(holders.map((holder) => holder.exited));
      const reports = holders.flatMap((holder) => holder.reports);
      expect(reports).toHaveLength(5);
      expect(
        reports.filter((report) => report.acquired),
        JSON.stringify(reports),
      ).toHaveLength(1);
      expect(reports.filter((report) => report.inUse)).toHaveLength(4);
      expect(reports.some((report) => report.lost)).toBe(false);
    }
  }, 120_000);

  it("takes over a lock from another host once it has not been touched for a while, and not before", async () => {
    const dir = tempDir();
    // A container recreated under a new host name left this; process ids mean nothing across hosts.
    const stale = { pid: process.pid, host: "old-container-4f2a", command: "node server/index.js", startedAt: "2026-01-01T00:00:00.000Z" };
    writeLock(dir, stale, 5_000);
    expect(() => lockDataDir(dir, "test")).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir, "test")).toThrow(/old-container-4f2a/);
    writeLock(dir, stale, STALE_AFTER_MS + 5_000);
    const holder = startHolder(dir, 200, "");
    await holder.exited;
    expect(holder.reports).toEqual([expect.objectContaining({ acquired: true })]);
  }, 60_000);

  it("keeps its lock fresh while held, and a holder whose lock was taken stops", async () => {
    const dir = tempDir();
    const holder = startHolder(dir, 60_000, "");
    await holder.ready;
    const file = path.join(dir, "process.lock");
    while (!holder.reports.length) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(holder.reports[0]).toMatchObject({ acquired: true });
    // Age the file: the holder touches it again at its next beat.
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    // Within a few beats (a busy machine delays a timer, never by several beats), the file is fresh again.
    const deadline = Date.now() + 4 * HEARTBEAT_MS;
    while (fs.statSync(file).mtimeMs < old.getTime() + 1000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Date.now() - fs.statSync(file).mtimeMs).toBeLessThan(STALE_AFTER_MS);
    expect(fs.statSync(file).mtimeMs).toBeGreaterThan(old.getTime() + 1000);
    // Someone replaces the lock: the holder notices at its next beat and stops instead of writing on.
    fs.writeFileSync(file, JSON.stringify({ pid: 1, host: "elsewhere", id: "x" }));
    expect(await holder.exited).toBe(3);
    expect(holder.reports.at(-1)).toEqual({ lost: true });
  }, 60_000);
});
