import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import v8 from "node:v8";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { isDatabaseUnavailable } from "~/http/http.server";
import type { ViteDevServer } from "vite";
import { createRequestHandler as createFetchRequestHandler } from "react-router";
import { listenForOtherInstances } from "~/utils/content-events.server";
import { redirectToCanonicalPaths } from "./canonical-path";
import { createPageCache, routeFactsOf } from "./page-cache";
import { createRedirectAnswer, recordMissingPages } from "./redirects";
import { requestGuards, toPathTarget } from "./request-guards";
import { limitConnectionsPerClient, limitPerClient, limitRatePerClient } from "./client-limits";
import { securityHeaders } from "./security";
import { brotliParams, COMPRESSION_BROTLI_QUALITY } from "./content-coding";
import { hashedAssets, publicFiles } from "./static-assets";
import { getDatabase } from "~/db/db.server";
import { startDatabase } from "~/db/startup.server";
import { getEnv } from "~/utils/env.server";
import { enableReadCache } from "~/utils/read-cache.server";
import { errorFields, log } from "~/utils/logger.server";
import { waitForPendingMail } from "~/utils/mail.server";
import { FLUSH_INTERVAL_MS, flushMissingPages } from "~/utils/missing-pages.server";
import { flushRedirectHits, knowPageQueryParams, loadRedirectTable } from "~/utils/redirects.server";

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into React Router's own
  interface AppLoadContext {
    cspNonce: string;
    /** The client address, honouring TRUST_PROXY. */
    clientIp: string;
  }
}

function logRequest(method: string | undefined, path: string, status: number, started: bigint) {
  if (path === "/healthz" || path.startsWith("/assets/")) return;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  log.info("request", { method, path, status, ms: Math.round(ms * 10) / 10 });
}

const requestLogger: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => logRequest(req.method, req.path, res.statusCode, started));
  next();
};

/** Last resort for errors outside React Router: a short page, never a stack trace. */
const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const unavailable = isDatabaseUnavailable(error);
  log.error("request failed", errorFields(error));
  if (res.headersSent) return res.end();
  res.status(unavailable ? 503 : 500);
  if (unavailable) res.setHeader("Retry-After", "5");
  res.setHeader("Cache-Control", "no-store");
  res
    .type("text/plain")
    .send(unavailable ? "The site is temporarily unavailable. Please try again in a moment." : "Something went wrong on our side.");
};

export type StartOptions = { vite?: ViteDevServer; port?: number; host?: string; clientDir?: string };
export type RunningServer = { server: Server; port: number; close(): Promise<void> };

/** Starts the whole site: database (migrated, seeded), HTTP server, graceful shutdown. */
export async function start(options: StartOptions = {}): Promise<RunningServer> {
  const env = getEnv();
  const database = await startDatabase(env);
  const app = express();
  app.disable("x-powered-by");
  // Express shows stack traces to visitors outside "production"; never do that.
  app.set("env", options.vite ? "development" : "production");
  if (env.trustProxy !== undefined) app.set("trust proxy", env.trustProxy);

  app.use(requestLogger);
  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await getDatabase().ping(2000);
      res.json({ status: "ok" });
    } catch (error) {
      log.warn("health check failed", errorFields(error));
      res.status(503).json({ status: "unavailable", message: "The database is not answering" });
    }
  });
  // After the health check, which probes may send without a Host header.
  app.use(requestGuards);
  // Every public 404, counted in memory for the log of missing pages (decision record 0023).
  app.use(recordMissingPages);
  const clientDir = options.clientDir ?? "build/client";
  if (!options.vite) {
    // The build's files come before the page headers and the compressor: a script or an image needs no
    // CSP (the header bytes would be paid on each of a page's many small requests), and each is stored
    // already compressed.
    app.use("/assets", hashedAssets(`${clientDir}/assets`));
    app.use(publicFiles(clientDir, { maxAgeSeconds: 3600 }));
  }
  // Answers rendered per request, compressed as they stream out (stored pages and the build's files come
  // compressed already): brotli with a window of its own size (content-coding.ts says why).
  app.use(compression({ brotli: { params: brotliParams(COMPRESSION_BROTLI_QUALITY) } }));
  if (options.vite) {
    app.use(securityHeaders(env.secureCookies, true));
    app.use(options.vite.middlewares);
  } else {
    app.use(securityHeaders(env.secureCookies, false));
  }

  // In development each request takes the latest modules; in production the build is fixed, and handing
  // React Router the module itself lets it prepare the routes once instead of on every request.
  const productionBuild = options.vite ? undefined : await import("virtual:react-router/server-build");
  const build = productionBuild ?? (() => import("virtual:react-router/server-build"));
  const mode = options.vite ? "development" : "production";
  const loadContext = (req: express.Request, res: express.Response) => ({
    cspNonce: String(res.locals.cspNonce ?? ""),
    clientIp: req.ip ?? "unknown",
  });

  // A page asked for at another spelling of its address goes to its one address (no render, nothing stored).
  if (productionBuild) app.use(redirectToCanonicalPaths(productionBuild.routes));

  // Past this point every request is real work (nothing cached answers it): bounded per client, in number
  // per minute and in number at once.
  app.use(limitRatePerClient(env.clientRequestsPerMinute));
  app.use(limitPerClient());

  let stopListening: (() => Promise<void>) | undefined;
  let pageCache: ReturnType<typeof createPageCache> | undefined;
  if (productionBuild) {
    // Production only: in development every edit must show at once. PAGE_CACHE=off leaves both caches
    // off, so that a measured render pays for its queries too; READ_CACHE=on with it measures the render
    // alone.
    if (env.readCache) enableReadCache();
    // Changes committed through another instance arrive as a NOTIFY on the shared database.
    stopListening = await listenForOtherInstances(database.handle);
    if (env.pageCache) {
      pageCache = createPageCache({
        build: productionBuild,
        handler: createFetchRequestHandler(productionBuild, mode),
        siteUrl: env.siteUrl,
        secure: env.secureCookies,
        loadContext,
        maxBytes: env.pageCacheMb * 1024 * 1024,
      });
      app.use(pageCache.middleware);
    }
  }

  app.use(createRequestHandler({ build, mode, getLoadContext: loadContext }));
  app.use(errorHandler);

  // Redirects are looked up in memory: loaded before the first request, reloaded on every change. Their
  // hits and the missing pages are written in batches, never one write per request.
  await loadRedirectTable();
  // One lookup of what each route declares serves both: the listener's query aliases, and the redirects
  // manager's refusal of a parameter a page reads.
  const routeFacts = productionBuild ? routeFactsOf(productionBuild.routes) : undefined;
  const answerRedirect = createRedirectAnswer(routeFacts);
  knowPageQueryParams(routeFacts && ((path) => routeFacts(path).params));
  const flushCounts = () =>
    Promise.all([flushMissingPages(), flushRedirectHits()]).catch((error: unknown) =>
      log.warn("missing pages and redirect hits not written", errorFields(error)),
    );
  const flushTimer = setInterval(() => void flushCounts(), FLUSH_INTERVAL_MS);
  flushTimer.unref();

  const port = options.port ?? env.port;
  const host = options.host ?? env.host;
  // A stored page is answered before Express sees the request; everything else goes through the app.
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    if (!toPathTarget(req, res) || answerRedirect(req, res) || pageCache?.serveHit(req, res)) {
      logRequest(req.method, (req.url ?? "").split("?")[0] ?? "", res.statusCode, started);
      return;
    }
    app(req, res);
  };
  // Request headers must arrive within 20 s; a connection still sending them after that is closed (checked every 5 s).
  const server = createServer({ headersTimeout: 20_000, connectionsCheckingInterval: 5_000 }, listener);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.keepAliveTimeout = 65_000;
  // A request whose client goes quiet (a body that stops coming, an answer it stops reading) is dropped
  // after REQUEST_IDLE_SECONDS; a slow upload that keeps sending still has Node's five minutes in all.
  server.timeout = env.requestIdleSeconds * 1000;
  if (env.trustProxy === undefined) limitConnectionsPerClient(server, env.connectionsPerClient);
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  log.info("listening", {
    url: `http://${host === "0.0.0.0" ? "localhost" : host}:${actualPort}`,
    siteUrl: env.siteUrl,
    // The JavaScript heap's ceiling (server/process-flags.ts): an operator sizing a machine reads it here.
    heapLimitMb: Math.round(v8.getHeapStatistics().heap_size_limit / 1024 / 1024),
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      log.info("shutting down: finishing in-flight requests");
      const steps: Record<string, number> = {};
      const step = async (name: string, work: () => Promise<unknown>) => {
        const started = Date.now();
        // A step that holds the stop up is named while it does (the process is ended after 15 s).
        const slow = setTimeout(() => log.warn("shutdown step still running after 5 s", { step: name }), 5_000);
        try {
          await work();
        } finally {
          clearTimeout(slow);
          steps[`${name}Ms`] = Date.now() - started;
        }
      };
      await step(
        "requests",
        () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
          }),
      );
      pageCache?.close();
      clearInterval(flushTimer);
      await step("counts", flushCounts);
      await step("listener", async () => stopListening?.().catch(() => {}));
      // Inquiry notifications still on their way record their outcome before the database closes.
      await step("mail", () => waitForPendingMail());
      await step("database", () => database.close());
      const total = Object.values(steps).reduce((sum, ms) => sum + ms, 0);
      if (total > 5_000) log.warn("stopped slowly", steps);
      else log.info("stopped", steps);
    })();
    return closing;
  };
  return { server, port: actualPort, close };
}
