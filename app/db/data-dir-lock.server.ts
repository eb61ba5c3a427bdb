import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { log } from "~/utils/logger.server";

// One process at a time may open an embedded data directory: two PGlite instances on the same files
// silently lose writes. The lock is a file, process.lock, created whole in one step (written under a
// private name, then hard-linked into place, which fails if a lock is there) and kept fresh by its holder
// (its modification time is touched every few seconds).
//
// A lock whose holder is gone is taken over:
// - on the same host, when its process no longer runs (process ids mean nothing across hosts);
// - from another host (a container recreated under a new host name, say), where the process cannot be
//   asked, when it has not been touched for STALE_AFTER_MS.
// Taking over is done by one process at a time: a taker first creates process.lock.takeover (the same
// one-step creation), reads the lock again under it, and removes it only if it is still the very lock
// judged stale; then it creates its own lock like anyone else. A fresh lock is never moved, even for a
// moment, so no third process can slip in beside its holder. (Renaming the stale lock aside, as this did
// before, briefly moved a fresh lock out of place when two takers raced, and a third process could then
// create one too: two holders for up to a heartbeat.) A holder that finds someone else's lock in place at
// its next touch has lost it and stops.

export const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_MS = 30_000;
/** A takeover takes microseconds: a takeover file this old was left by a process that died in it. */
const TAKEOVER_STALE_MS = 10_000;

type LockInfo = { pid: number; host: string; command: string; startedAt: string; id: string };

export class DataDirInUseError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly holder: LockInfo,
    public readonly lastSeenMsAgo: number,
  ) {
    const seen = Math.round(lastSeenMsAgo / 1000);
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} on ${holder.host} ` +
        `(${holder.command}, started ${holder.startedAt}, last seen ${seen} s ago). Only one process may open ` +
        `it at a time: stop that process first, or point DATA_DIR elsewhere.` +
        (holder.host === os.hostname() ? "" : ` A lock from another host is taken over once it is ${STALE_AFTER_MS / 1000} s old.`),
    );
    this.name = "DataDirInUseError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : undefined;
}

type ReadLock = { info: LockInfo; text: string; touchedAt: number };

function readLock(file: string): ReadLock | undefined {
  let text: string;
  let touchedAt: number;
  try {
    text = fs.readFileSync(file, "utf8");
    touchedAt = fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const field = (name: string): unknown => (parsed && typeof parsed === "object" ? Reflect.get(parsed, name) : undefined);
  const text_ = (name: string, fallback: string) => {
    const value = field(name);
    return typeof value === "string" ? value : fallback;
  };
  const pid = field("pid");
  return {
    text,
    touchedAt,
    info: {
      // A lock that cannot be read names no process: it is judged by its age alone.
      pid: typeof pid === "number" ? pid : 0,
      host: text_("host", "unknown host"),
      command: text_("command", "unknown command"),
      startedAt: text_("startedAt", "at an unknown time"),
      id: text_("id", ""),
    },
  };
}

/** Whether the lock's holder is gone: by its process on this host, by its last touch elsewhere. */
function isStale(lock: ReadLock, now: number): boolean {
  // Our own pid in a lock we did not take is a previous run's (a restarted container is pid 1 again).
  if (lock.info.host === os.hostname() && lock.info.pid > 0) return lock.info.pid === process.pid || !isAlive(lock.info.pid);
  return now - lock.touchedAt > STALE_AFTER_MS;
}

/** Creates `file` with `text` in one step; false when a lock is already there. */
function createWhole(file: string, text: string): boolean {
  const draft = `${file}.${process.pid}.${crypto.randomBytes(6).toString("hex")}`;
  fs.writeFileSync(draft, text, { flag: "wx" });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes the stale lock `stale`, holding the takeover file meanwhile; false when another process is
 * taking over (the caller looks again) or the file there is no longer that lock.
 */
function takeOver(file: string, stale: ReadLock): boolean {
  const marker = `${file}.takeover`;
  const token = `${process.pid} ${crypto.randomBytes(9).toString("base64url")}`;
  if (!createWhole(marker, token)) {
    try {
      if (Date.now() - fs.statSync(marker).mtimeMs > TAKEOVER_STALE_MS) fs.rmSync(marker, { force: true });
    } catch {
      // Gone already: its taker finished.
    }
    pause(10);
    return false;
  }
  try {
    if (readLock(file)?.text !== stale.text) return false;
    fs.rmSync(file, { force: true });
    return true;
  } finally {
    try {
      if (fs.readFileSync(marker, "utf8") === token) fs.rmSync(marker, { force: true });
    } catch {
      // Already cleared.
    }
  }
}

export type LockOptions = {
  /** Called when the lock was lost to another process; by default the process logs it and exits. */
  onLost?: (holder: LockInfo | undefined) => void;
};

function stopOnLostLock(dataDir: string) {
  return (holder: LockInfo | undefined) => {
    log.error("data directory lock lost: another process opened the embedded database; stopping", {
      dataDir,
      holderPid: holder?.pid,
      holderHost: holder?.host,
    });
    process.exit(1);
  };
}

/**
 * Takes the lock file of an embedded data directory, so that a second process (server, CLI, migration)
 * refuses to open the same PGlite files. Returns the release function.
 */
export function lockDataDir(dataDir: string, command = process.argv.slice(1).join(" "), options: LockOptions = {}): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "process.lock");
  const mine: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    command: `node ${command}`.trim(),
    startedAt: new Date().toISOString(),
    id: crypto.randomBytes(12).toString("base64url"),
  };
  const text = JSON.stringify(mine);
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createWhole(file, text)) return holdLock(file, text, options.onLost ?? stopOnLostLock(dataDir));
    const holder = readLock(file);
    if (!holder) continue; // released between the two steps: try again
    if (!isStale(holder, Date.now())) throw new DataDirInUseError(dataDir, holder.info, Date.now() - holder.touchedAt);
    takeOver(file, holder);
  }
  throw new Error(`Could not take the lock file ${file}: other processes kept taking it`);
}

function holdLock(file: string, text: string, onLost: (holder: LockInfo | undefined) => void): () => void {
  let released = false;
  /** Whether the lock file is still ours; undefined when it could not be read (out of file descriptors, I/O). */
  const isMine = (): boolean | undefined => {
    try {
      return fs.readFileSync(file, "utf8") === text;
    } catch (error) {
      return errorCode(error) === "ENOENT" ? false : undefined;
    }
  };
  let unreadableLogged = false;
  const heartbeat = setInterval(() => {
    if (released) return;
    const mine = isMine();
    if (mine === undefined) {
      // Not a sign of another process: still touched below (that needs no file descriptor), so that it
      // never looks stale, and read again at the next beat.
      if (!unreadableLogged) log.warn("data directory lock could not be read; checking again", { dataDir: path.dirname(file) });
      unreadableLogged = true;
    } else unreadableLogged = false;
    if (mine === false) {
      release();
      onLost(readLock(file)?.info);
      return;
    }
    const now = new Date();
    try {
      fs.utimesSync(file, now, now);
    } catch {
      // Checked again at the next beat.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  function release() {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    if (isMine() === true) fs.rmSync(file, { force: true });
    process.off("exit", release);
  }
  process.on("exit", release);
  return release;
}
