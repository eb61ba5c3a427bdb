import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEARTBEAT_MS } from "../../app/db/data-dir-lock.server";
import { parseEnv } from "../../app/utils/env.server";
import { ensureBuild } from "../../scripts/lib/server-process";

/**
 * One address opens more connections than the server has file descriptors left and keeps them open by
 * sending its request headers a line at a time (a slow-headers flood). The server runs with a low open-file
 * limit, as a small virtual machine's would be, so the flood reaches it with a few hundred connections.
 * The server must keep running and keep answering other addresses.
 */
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
/** The embedded database alone holds about 200 descriptors. */
const OPEN_FILES = 512;
const FLOOD_CONNECTIONS = 700;
const VISITOR_ADDRESS = "127.0.0.2";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "connection-flood-"));

let server: ChildProcess | undefined;
let port = 0;
const output: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A GET from a chosen local address, given up after `timeoutMs`. */
function get(pathname: string, localAddress: string, timeoutMs = 15_000): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathname, localAddress, agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

beforeAll(async () => {
  ensureBuild(BUILD_DIR);
  port = await freePort();
  server = spawn("bash", ["-c", `ulimit -n ${OPEN_FILES} && exec "$0" server/index.js`, process.execPath], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      BUILD_DIR,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      SEED_SAMPLE_CONTENT: "true",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8")));
  server.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8")));
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited: ${output.join("")}`);
    if ((await get("/healthz", "127.0.0.1", 2_000)) === 200) break;
    if (Date.now() > deadline) throw new Error("The server did not start within 240 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("an address flooding the server with slow connections", () => {
  it("is held to a few connections while the server keeps running and serving others", { timeout: 120_000 }, async () => {
    const sockets: net.Socket[] = [];
    for (let i = 0; i < FLOOD_CONNECTIONS; i++) {
      const socket = net.connect({ port, host: "127.0.0.1", localAddress: "127.0.0.1" });
      socket.on("error", () => {});
      socket.write("GET /blog HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      sockets.push(socket);
    }
    const drip = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed) socket.write("X-Slow: 1\r\n");
    }, 1_000);
    try {
      // Long enough for the data directory's lock to be checked twice while the flood holds its connections.
      await new Promise((resolve) => setTimeout(resolve, 2 * HEARTBEAT_MS + 1_000));
      expect(server?.exitCode, output.join("")).toBeNull();
      const held = sockets.filter((socket) => !socket.destroyed && socket.readyState === "open").length;
      expect(held).toBeLessThanOrEqual(parseEnv({}).connectionsPerClient);
      expect(await get("/blog", VISITOR_ADDRESS)).toBe(200);
      expect(await get("/contact", VISITOR_ADDRESS)).toBe(200);
    } finally {
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    }
    expect(await get("/healthz", VISITOR_ADDRESS)).toBe(200);
    expect(server?.exitCode, output.join("")).toBeNull();
  });

  it("from many addresses, may fill every connection the server can open, but not stop it", { timeout: 120_000 }, async () => {
    // More addresses than the per-client bound can hold off: the process runs out of file descriptors. It
    // must not take that for another process holding its database, and must serve again when it ends.
    const sockets: net.Socket[] = [];
    for (let i = 0; i < FLOOD_CONNECTIONS; i++) {
      const socket = net.connect({ port, host: "127.0.0.1", localAddress: `127.0.1.${1 + (i % 40)}` });
      socket.on("error", () => {});
      socket.write("GET /blog HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      sockets.push(socket);
    }
    const drip = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed) socket.write("X-Slow: 1\r\n");
    }, 1_000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2 * HEARTBEAT_MS + 1_000));
      expect(server?.exitCode, output.join("")).toBeNull();
    } finally {
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await get("/blog", VISITOR_ADDRESS)).toBe(200);
    expect(server?.exitCode, output.join("")).toBeNull();
  });

  it("closes a connection whose request headers are still coming after 20 s, with 408", { timeout: 60_000 }, async () => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.on("error", () => {});
    const opened = Date.now();
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.write("GET /blog HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const drip = setInterval(() => socket.write("X-Slow: 1\r\n"), 1_000);
    const closedAfter = await new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - opened)));
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(19_000);
    expect(closedAfter).toBeLessThan(40_000);
  });

  it("answers a client reading one request at a time 429 past its number per minute, and serves others", { timeout: 120_000 }, async () => {
    // Never two requests at once, so the bound on requests at once never refuses them: the number per
    // minute does. Each search is new, so none is answered from the page cache.
    const perMinute = parseEnv({}).clientRequestsPerMinute;
    const statuses: Array<number | string> = [];
    for (let i = 0; i < perMinute + 20 && !statuses.includes(429); i++) {
      statuses.push(await get(`/api/blog/posts?search=pressure${i}`, "127.0.0.3"));
    }
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(perMinute * 0.9);
    expect(await get("/api/blog/posts?search=vessel", VISITOR_ADDRESS)).toBe(200);
    expect(await get("/blog?search=energy", VISITOR_ADDRESS)).toBe(200);
  });
});
