import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import crypto from "node:crypto";
import type { Server } from "node:http";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import type { ViteDevServer } from "vite";
import "react-router";
import { getDatabase } from "~/db/db.server";
import { startDatabase } from "~/db/startup.server";
import { getEnv } from "~/utils/env.server";
import { errorFields, log } from "~/utils/logger.server";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    /** The client address, honouring TRUST_PROXY. */
    clientIp: string;
  }
}

const requestLogger: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    if (req.path === "/healthz") return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info("request", { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
  });
  next();
};

function securityHeaders(secure: boolean, dev: boolean): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": dev
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": dev ? ["'self'", "ws:"] : ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(secure ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    next();
  };
  return [nonce, headers, permissions];
}

export type StartOptions = { vite?: ViteDevServer; port?: number; host?: string; clientDir?: string };
export type RunningServer = { server: Server; port: number; close(): Promise<void> };

/** Starts the whole site: database (migrated, seeded), HTTP server, graceful shutdown. */
export async function start(options: StartOptions = {}): Promise<RunningServer> {
  const env = getEnv();
  const database = await startDatabase(env);
  const app = express();
  app.disable("x-powered-by");
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
  app.use(securityHeaders(env.secureCookies, Boolean(options.vite)));
  // Admin pages are personal and private: never stored by a cache, never indexed.
  app.use(["/admin", "/blog-admin", "/blog/admin"], (_req, res, next) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });
  app.use(compression());

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else {
    const clientDir = options.clientDir ?? "build/client";
    app.use("/assets", express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: options.vite ? "development" : "production",
      getLoadContext: (req, res) => ({ cspNonce: String(res.locals.cspNonce ?? ""), clientIp: req.ip ?? "unknown" }),
    }),
  );

  const port = options.port ?? env.port;
  const host = options.host ?? env.host;
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  log.info("listening", { url: `http://${host === "0.0.0.0" ? "localhost" : host}:${actualPort}`, siteUrl: env.siteUrl });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      log.info("shutting down: finishing in-flight requests");
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await database.close();
      log.info("stopped");
    })();
    return closing;
  };
  return { server, port: actualPort, close };
}
