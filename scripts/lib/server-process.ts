import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../server/process-flags";

/**
 * Listens on `port` of the loopback interface (0: any free one) and closes again at once: the port it had,
 * or the error that kept it from listening (`EADDRINUSE` when something listens there already).
 */
function probePort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(port, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A TCP port on the loopback interface that nothing listens on right now. */
export function freePort(): Promise<number> {
  return probePort(0);
}

function newestSourceMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the production bundle into `buildDir` unless an up-to-date one is there (or `force`). */
export function ensureBuild(buildDir: string, force = false): void {
  const entry = path.join(buildDir, "server", "index.js");
  if (!force && fs.existsSync(entry)) {
    const sources = Math.max(...["app", "server", "drizzle", "public"].map((dir) => newestSourceMtime(dir)));
    if (fs.statSync(entry).mtimeMs >= sources) return;
  }
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build: the servers
  // and browser tests that use this build must get the one visitors get.
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("The production build failed");
}

export type ServerProcess = { child: ChildProcess; url: string; stop(): Promise<void> };

/**
 * Starts `node server/index.js` with the production server's flags (server/process-flags.ts) and `env`, and
 * waits until /healthz answers. `openFiles` starts it with that limit on open file descriptors (`ulimit -n`),
 * as a small machine would have.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
  options: { openFiles?: number } = {},
): Promise<ServerProcess> {
  // Another server already there would answer the health check, and every later request, in this one's place.
  await probePort(port).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    throw new Error(`Port ${port} is already taken: another server would answer in this one's place`, { cause: error });
  });
  const [command, args] = options.openFiles
    ? ["bash", ["-c", `ulimit -n ${options.openFiles} && exec "$0" ${SERVER_NODE_FLAGS.join(" ")} server/index.js`, process.execPath]]
    : [process.execPath, [...SERVER_NODE_FLAGS, "server/index.js"]];
  const child = spawn(command, args, {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Never leave the server behind when this script ends, however it ends.
  const kill = () => child.kill("SIGKILL");
  process.once("exit", kill);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      kill();
      process.exit(130);
    });
  }
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer /healthz within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    child,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export type InquiryFields = { firstName: string; lastName: string; email: string; service: string; message: string };

/** Sends one inquiry to a started server's JSON API, as the site's own page would (same Origin). */
export async function postInquiry(url: string, fields: InquiryFields): Promise<{ status: number; id?: string }> {
  const response = await fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(fields),
  });
  const body = (await response.json()) as { id?: string };
  return { status: response.status, id: body.id };
}
