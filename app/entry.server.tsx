import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { pageNeedsReact } from "./utils/hydration";
import { errorFields, log } from "./utils/logger.server";
import { NonceProvider } from "./utils/nonce";
import { inOnePiece, startScriptsAfterFirstPaint } from "./utils/script-priority.server";

export const streamTimeout = 5_000;

/**
 * A page that does not run React in the browser (see utils/hydration.ts) gets no hydration data: the
 * loader data React Router would otherwise stream into the page a second time, as script, is dropped.
 */
function withoutHydrationData(context: EntryContext): EntryContext {
  void context.serverHandoffStream?.cancel().catch(() => {});
  return { ...context, serverHandoffStream: undefined };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce ?? "";
  const hydrate = pageNeedsReact(routerContext.staticHandlerContext.matches);
  const context = hydrate ? routerContext : withoutHydrationData(routerContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode builds wait for all content; browsers get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || context.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          // A page that runs React starts it once it has painted (decision record 0008); a light page
          // has nothing to start.
          if (hydrate) pipe(startScriptsAfterFirstPaint()).pipe(body);
          else pipe(inOnePiece()).pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render failed", errorFields(error));
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors thrown by loaders, actions and the render are logged as one JSON line (the stack as one escaped
 * field), never as the multi-line trace React Router would print. A request the client gave up on is not
 * an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const where = { method: request.method, path: new URL(request.url).pathname };
  if (isRouteErrorResponse(error) && error.status < 500) {
    const detail: unknown = error.data;
    log.warn("request refused by the app", {
      ...where,
      status: error.status,
      error: typeof detail === "string" ? detail.slice(0, 500) : error.statusText,
    });
    return;
  }
  log.error("request failed in the app", { ...where, ...errorFields(error) });
};
