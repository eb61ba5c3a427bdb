// A process that tries to take a data directory's lock, for the lock's tests: waits until the file
// `go` exists (so several start at the same moment), then prints one JSON line saying whether it got the
// lock, and holds it for `holdMs`.
import fs from "node:fs";
import { DataDirInUseError, lockDataDir } from "~/db/data-dir-lock.server";

const [dataDir, holdMs, go] = process.argv.slice(2);
process.stdout.write("ready\n");
while (go && !fs.existsSync(go)) {
  // Busy-wait: the contenders must start as close together as possible.
}
try {
  const release = lockDataDir(dataDir, "lock-holder", {
    onLost: () => {
      process.stdout.write(`${JSON.stringify({ lost: true })}\n`);
      process.exit(3);
    },
  });
  process.stdout.write(`${JSON.stringify({ acquired: true, pid: process.pid })}\n`);
  setTimeout(() => {
    release();
    process.exit(0);
  }, Number(holdMs));
} catch (error) {
  process.stdout.write(`${JSON.stringify({ acquired: false, inUse: error instanceof DataDirInUseError, message: String(error) })}\n`);
  process.exit(2);
}
