import fs from "node:fs";
import os from "node:os";
import path from "node:path";

type LockInfo = { pid: number; host: string; command: string; startedAt: string };

export class DataDirInUseError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly holder: LockInfo,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} on ${holder.host} ` +
        `(${holder.command}, started ${holder.startedAt}). Only one process may open it at a time: ` +
        `stop that process first, or point DATA_DIR elsewhere.`,
    );
    this.name = "DataDirInUseError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    if (parsed && typeof parsed === "object" && "pid" in parsed && typeof parsed.pid === "number") {
      const info = parsed as Partial<LockInfo>;
      return {
        pid: parsed.pid,
        host: info.host ?? "unknown host",
        command: info.command ?? "unknown command",
        startedAt: info.startedAt ?? "at an unknown time",
      };
    }
  } catch {
    // Missing or unreadable: treated as no lock.
  }
  return undefined;
}

/**
 * Takes the lock file of an embedded data directory, so that a second process (server, CLI, migration)
 * refuses to open the same PGlite files, which would silently lose writes. A lock left behind by a process
 * that no longer runs on this host is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string, command = process.argv.slice(1).join(" ")): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "process.lock");
  const mine: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    command: `node ${command}`.trim(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const holder = readLock(file);
        if (holder?.pid === process.pid) fs.rmSync(file, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLock(file);
      if (holder && holder.pid !== process.pid && (holder.host !== mine.host || isAlive(holder.pid))) {
        throw new DataDirInUseError(dataDir, holder);
      }
      // Stale (its process is gone) or our own: remove it and try again.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}
