import type { RequestHandler, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { Readable } from "node:stream";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { wholeBodyOf } from "~/http/whole-body.server";

/**
 * Express in front of React Router: each request handed over as a Fetch `Request`, the `Response` written
 * back. It does what `@react-router/express` does, with one difference that is the reason it exists
 * (decision record 0026): a body the server entry made from bytes (a light page) is written in one call,
 * not read back through the web stream of the `Response`.
 */
export function reactRouterHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: LoadContextOf;
}): RequestHandler {
  return fetchHandler(createRequestHandler(build, mode), getLoadContext);
}

type LoadContextOf = (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;

/** Any Fetch handler behind Express: the request converted, the answer written back. */
export function fetchHandler(
  handle: (request: Request, context: AppLoadContext) => Promise<Response>,
  getLoadContext: LoadContextOf,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const response = await handle(fetchRequestOf(req, res), getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The address as the client sent it: the Host header's port, or with TRUST_PROXY the forwarded host's. */
function hostOf(req: ExpressRequest): string {
  const forwarded = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const port = [forwarded, req.get("host")?.split(":")[1]]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return port === undefined ? hostname : `${hostname}:${port}`;
}

function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else headers.set(name, value);
  }
  // A client that leaves before its answer is complete aborts the work done for it.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(`${req.protocol}://${hostOf(req)}${req.originalUrl}`, init);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Each Set-Cookie stays its own header: iterating Headers gives them one by one.
  for (const [name, value] of response.headers) res.append(name, value);
  const whole = wholeBodyOf(response);
  if (whole) {
    res.end(whole);
    return;
  }
  if (!response.body) {
    res.end();
    return;
  }
  await writeStream(response.body, res);
}

/** Each chunk as it comes, waiting while the client reads slower than the page is written; a client gone stops it. */
async function writeStream(body: ReadableStream<Uint8Array>, res: ExpressResponse): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      if (done) {
        res.end();
        return;
      }
      // The compressor holds what it is given until flushed: a streamed page shows as it is written.
      if (!res.write(value)) await drained(res);
      (res as ExpressResponse & { flush?: () => void }).flush?.();
    }
  } catch (error) {
    await reader.cancel(error).catch(() => {});
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

function drained(res: ExpressResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}
