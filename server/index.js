// Process entry: loads the site (the production build, or the sources through Vite with --dev),
// starts it, and shuts it down gracefully on SIGTERM/SIGINT.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { causeMessages, isFailedQuery, withoutPasswords } from "./error-text.js";

const dev = process.argv.includes("--dev");

async function load() {
  if (!dev) {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    return { app: await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href), clientDir: path.join(buildDir, "client") };
  }
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  return { app: await vite.ssrLoadModule("./server/app.ts"), vite };
}

/** Every line the process writes is one JSON object, this last one too. */
function logLine(level, msg, fields = {}) {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
}

/**
 * Why the start failed, in one line an operator can act on: the error and its causes (a failed query
 * wraps the database's own reason: refused connection, unknown host, wrong password, missing database),
 * never a query's parameters, and with the database named when it is a server's.
 */
function startProblem(error) {
  const reasons = causeMessages(error).map((text) => (isFailedQuery(text) ? "a database query failed" : text));
  let message = reasons.join(": ");
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl && reasons[0] === "a database query failed") {
    let where = "the PostgreSQL server";
    try {
      const url = new URL(databaseUrl);
      where = `the PostgreSQL server in DATABASE_URL (${url.hostname}:${url.port || 5432}, database ${url.pathname.slice(1) || "(none)"})`;
    } catch {
      // the variable was checked before any query; keep the generic name
    }
    message = `${where} could not be used: ${reasons.slice(1).join(": ") || "no reason given"}`;
  }
  return withoutPasswords(message);
}

function fail(error) {
  logLine("error", "the server could not start", { error: startProblem(error) });
  process.exit(1);
}

try {
  // React picks its production build from NODE_ENV when first loaded: set it before anything imports it.
  process.env.NODE_ENV ??= dev ? "development" : "production";
  const { app, vite, clientDir } = await load();
  const running = await app.start({ vite, clientDir });
  let stopping = false;
  // Closing the listener is not enough to drain: a client that keeps its keep-alive connections busy
  // would be served on them forever. Once stopping, every response says `Connection: close` (Node then
  // ends the connection after it), and a connection that was promised keep-alive before the signal is
  // closed as soon as its response has gone.
  const inFlight = new Set();
  running.server.prependListener("request", (_req, res) => {
    if (stopping) {
      res.setHeader("Connection", "close");
      return;
    }
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });
  const closeConnectionsAfterResponses = () => {
    for (const res of inFlight) {
      if (!res.headersSent) res.setHeader("Connection", "close");
      else res.once("finish", () => setImmediate(() => running.server.closeIdleConnections()));
    }
    inFlight.clear();
  };
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    closeConnectionsAfterResponses();
    const force = setTimeout(() => {
      logLine("error", "shutdown took longer than 15 s; exiting");
      process.exit(1);
    }, 15_000);
    force.unref();
    running
      .close()
      .then(() => vite?.close())
      .then(() => process.exit(0), fail);
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "signal", signal })}\n`);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
} catch (error) {
  if (error && typeof error === "object" && "code" in error && error.code === "ERR_MODULE_NOT_FOUND" && !dev) {
    fail(new Error("The production build is missing: run `npm run build` first (npm start does it for you)."));
  }
  fail(error);
}
