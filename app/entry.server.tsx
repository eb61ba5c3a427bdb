import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { FragmentRendererProvider } from "./components/server-fragment";
import { renderFragment } from "./utils/fragment-cache.server";
import { pageNeedsReact } from "./utils/hydration";
import { errorFields, log } from "./utils/logger.server";
import { NonceProvider } from "./utils/nonce";
import { redirectForMissingPage } from "./utils/redirects.server";
import { startScriptsAfterFirstPaint } from "./utils/script-priority.server";

export const streamTimeout = 5_000;

/**
 * A page that does not run React in the browser (see utils/hydration.ts) gets no hydration data: the
 * loader data React Router would otherwise stream into the page a second time, as script, is dropped.
 */
function withoutHydrationData(context: EntryContext): EntryContext {
  void context.serverHandoffStream?.cancel().catch(() => {});
  return { ...context, serverHandoffStream: undefined };
}

/**
 * A light page has no suspense to stream and nothing to hydrate: it is rendered to one string, in one
 * synchronous pass, and sent whole, without the byte chunks of the streaming renderer and the Node and
 * web streams a streamed page passes through (docs/performance.md, "The uncached render, cut again").
 */
function renderLightPage(request: Request, status: number, headers: Headers, context: EntryContext, nonce: string) {
  const markup = renderToString(
    <FragmentRendererProvider value={renderFragment}>
      <NonceProvider value={nonce}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </NonceProvider>
    </FragmentRendererProvider>,
  );
  headers.set("Content-Type", "text/html; charset=utf-8");
  // As bytes: a string body would first be checked character by character for lone surrogates (about a
  // twentieth of a large page's render), which React's output never holds.
  return new Response(Buffer.from(`<!DOCTYPE html>${markup}`), { headers, status });
}

/**
 * A page about to be answered 404 is first offered to the redirects staff made (decision record 0023):
 * here the router has decided that no page answers the address, so no redirect ever hides one.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (responseStatusCode !== 404) return renderPage(request, responseStatusCode, responseHeaders, routerContext, loadContext);
  return redirectForMissingPage(request).then(
    (redirect) => redirect ?? renderPage(request, responseStatusCode, responseHeaders, routerContext, loadContext),
  );
}

function renderPage(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce ?? "";
  const hydrate = pageNeedsReact(routerContext.staticHandlerContext.matches);
  if (!hydrate) return renderLightPage(request, responseStatusCode, responseHeaders, withoutHydrationData(routerContext), nonce);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode builds wait for all content; browsers get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <FragmentRendererProvider value={renderFragment}>
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>
      </FragmentRendererProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          // A page that runs React starts it once it has painted (decision record 0008).
          pipe(startScriptsAfterFirstPaint()).pipe(body);
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
