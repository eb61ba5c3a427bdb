import type { Request, RequestHandler, Response } from "express";
import { rateLimit, type AugmentedRequest } from "express-rate-limit";
import type { Server } from "node:http";
import { log, pseudonym } from "~/utils/logger.server";
import { clientNetwork } from "~/utils/client-network";

/**
 * No client can stall the site. A client is an IPv4 address or an IPv6 /56 network (`clientNetwork`), and
 * each is bounded three ways:
 * - open connections (`limitConnectionsPerClient`), which cost the process file descriptors;
 * - uncached reads per minute (`limitRatePerClient`);
 * - uncached reads at once (`limitPerClient`): a few running and a few more waiting their turn.
 * Uncached reads are everything that reaches these middlewares: pages and API reads the page cache does
 * not hold (searches, first renders), admin pages and exports. Past a bound the answer is 429 with
 * Retry-After at once, without touching the database. The embedded database answers one query at a time,
 * so one client can hold it for at most `running` requests' worth of work while every other visitor's
 * requests interleave with them.
 *
 * Per process and in memory: the bounds protect this instance's database connection and event loop, which
 * is what one client can exhaust. Cached pages are answered before this point and never counted.
 */

export type ClientLimits = {
  /** Requests of one address worked on at once. */
  running: number;
  /** Requests of one address waiting for one of its running slots. */
  waiting: number;
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds: number;
};

export const DEFAULT_CLIENT_LIMITS: ClientLimits = { running: 4, waiting: 32, retryAfterSeconds: 2 };

type ClientState = { running: number; queue: Array<() => void> };

/** Counts each address's running and waiting work; hands out and takes back running slots. */
export class ClientLimiter {
  private readonly clients = new Map<string, ClientState>();

  constructor(readonly limits: ClientLimits = DEFAULT_CLIENT_LIMITS) {}

  /**
   * Starts `work` for `address` now or when one of its slots frees up; `work` receives the function that
   * frees its slot (call it exactly once, when the work is over). Returns false, and starts nothing, when
   * the address already has as much running and waiting as it may. `cancelled` drops a waiting turn.
   */
  run(address: string, work: (release: () => void) => void): { accepted: false } | { accepted: true; cancel(): void } {
    const state = this.clients.get(address) ?? { running: 0, queue: [] };
    if (state.running >= this.limits.running && state.queue.length >= this.limits.waiting) return { accepted: false };
    this.clients.set(address, state);
    let started = false;
    const start = () => {
      started = true;
      state.running++;
      let released = false;
      work(() => {
        if (released) return;
        released = true;
        state.running--;
        const next = state.queue.shift();
        if (next) next();
        else if (state.running === 0) this.clients.delete(address);
      });
    };
    if (state.running < this.limits.running) {
      start();
      return { accepted: true, cancel() {} };
    }
    state.queue.push(start);
    return {
      accepted: true,
      cancel: () => {
        if (started) return;
        const index = state.queue.indexOf(start);
        if (index !== -1) state.queue.splice(index, 1);
        if (state.running === 0 && state.queue.length === 0) this.clients.delete(address);
      },
    };
  }

  /** Addresses with work running or waiting (for tests and diagnostics). */
  get activeClients(): number {
    return this.clients.size;
  }
}

const TOO_MANY = "Too many requests from your network. Please try again in a moment.";

/** Answers a refused request: 429, how long to wait, and a message in the shape the path's callers read. */
function refuse(req: Request, res: Response, retryAfterSeconds: number): void {
  res.status(429);
  res.setHeader("Retry-After", String(retryAfterSeconds));
  res.setHeader("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ message: TOO_MANY });
  else res.type("text/plain").send(TOO_MANY);
}

const LOG_EVERY_MS = 60_000;

/**
 * Logs that a client was refused, at most once a minute per client (a flood would otherwise write a line
 * per refusal), naming the client by its pseudonym only.
 */
function refusalLog(message: string): (client: string, fields: Record<string, unknown>) => void {
  const lastLogged = new Map<string, number>();
  return (client, fields) => {
    const now = Date.now();
    if ((lastLogged.get(client) ?? 0) + LOG_EVERY_MS >= now) return;
    if (lastLogged.size > 10_000) lastLogged.clear();
    lastLogged.set(client, now);
    log.warn(message, { client: pseudonym(client), ...fields });
  };
}

/**
 * Express middleware bounding each client's uncached reads at once (GET and HEAD: renders, searches,
 * exports). Writes have limits of their own (sign-in, contact form) and are never queued here. Place it
 * after the static files and before the page cache's renderer and React Router.
 */
export function limitPerClient(limiter = new ClientLimiter()): RequestHandler {
  const logRefusal = refusalLog("client over its limit: answering 429");
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const address = clientNetwork(req.ip ?? "unknown");
    const turn = limiter.run(address, (release) => {
      res.once("close", release);
      // The client may have gone while it waited: its slot is free at once.
      if (res.destroyed || res.writableEnded) return release();
      next();
    });
    if (!turn.accepted) {
      logRefusal(address, { path: req.path });
      refuse(req, res, limiter.limits.retryAfterSeconds);
      return;
    }
    res.once("close", () => turn.cancel());
  };
}

const RATE_WINDOW_MS = 60_000;

/**
 * Express middleware bounding how many uncached reads (GET and HEAD) each client makes per minute
 * (CLIENT_REQUESTS_PER_MINUTE). `limitPerClient` bounds how many run at once, but a client that always
 * keeps within that bound is answered as fast as the server can work and takes most of its time: four
 * searches at a time, one after another, made other visitors' cached pages ten times slower (1-2 ms to
 * 11-13 ms at the median). Counted in memory per process, by client network; the counting is
 * `express-rate-limit`'s.
 */
export function limitRatePerClient(perMinute: number): RequestHandler {
  const logRefusal = refusalLog("client over its requests per minute: answering 429");
  return rateLimit({
    windowMs: RATE_WINDOW_MS,
    limit: perMinute,
    skip: (req) => req.method !== "GET" && req.method !== "HEAD",
    keyGenerator: (req) => clientNetwork(req.ip ?? "unknown"),
    // No RateLimit headers: a rendered page may be stored and sent to everyone.
    standardHeaders: false,
    legacyHeaders: false,
    // Its configuration checks print to the console, outside the JSON log; this configuration is tested.
    validate: false,
    handler: (req, res) => {
      // The count's own record names the client (the key above) and when its minute ends.
      const { key, resetTime } = (req as AugmentedRequest).rateLimit;
      logRefusal(key, { path: req.path });
      const resetAt = resetTime?.getTime() ?? Date.now() + RATE_WINDOW_MS;
      refuse(req, res, Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)));
    },
  });
}

/**
 * Holds each client to `max` open connections (CONNECTIONS_PER_CLIENT), closing any further one as soon
 * as it is accepted. Every open connection costs the process a file descriptor, and the embedded database
 * needs its own: without a bound, one address opening connections and sending its headers a line at a
 * time can use them all, and then neither visitors' connections nor the database's files can be opened.
 * Idle keep-alive connections count too; browsers open at most six per site.
 *
 * Not for a server behind a reverse proxy (TRUST_PROXY): every connection then comes from the proxy, which
 * bounds its own clients.
 */
export function limitConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  const logRefusal = refusalLog("client over its connection limit: closing its new connections");
  server.on("connection", (socket) => {
    const client = clientNetwork(socket.remoteAddress ?? "unknown");
    const count = open.get(client) ?? 0;
    if (count >= max) {
      socket.destroy();
      logRefusal(client, { max });
      return;
    }
    open.set(client, count + 1);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
