import { Transform } from "node:stream";
import type { Hydration } from "./hydration";

/**
 * Every public page is complete HTML; JavaScript only adds behaviour. React Router's `<Scripts />`
 * however preloads every module at high priority and starts them in an `async` module script, so on a
 * slow phone the framework is downloaded and run before the page is first painted. The rewrite below
 * puts the page first:
 *
 * - the module preloads leave the head; their addresses travel with the start script instead;
 * - the module script that starts the app is kept inert (`type="text/plain"`) and a small script beside
 *   it, once the browser has painted the page, adds the preloads back and starts it.
 *
 * The started copy carries the same nonce and the same text, so the Content-Security-Policy allows it
 * both ways (nonce for a first render, script hashes for a cached page).
 */
export function startScriptsAfterFirstPaint(): Transform {
  return inOnePiece(rewriteScripts);
}

/**
 * Holds a page until it is rendered whole and sends it as one piece, rewritten by `rewrite`. Public pages
 * are rendered in one go (no streamed suspense), so holding them costs nothing; streamed, each of React's
 * small chunks would be flushed through the compression middleware on its own (the Express adapter
 * flushes after every write): more than half again as many bytes on the wire, and a compressor call and
 * a socket write per chunk. The rewrite also stays away from chunk boundaries. (A light page is rendered
 * to one string to begin with: app/entry.server.tsx.)
 */
function inOnePiece(rewrite: (html: string) => string): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      callback();
    },
    flush(callback) {
      callback(null, Buffer.from(rewrite(Buffer.concat(chunks).toString("utf8"))));
    },
  });
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOT_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
export const BOOT_SCRIPT_ID = "app-start";
const ON_INTERACTION: Hydration = "on-interaction";
/**
 * Starts the inert module script once. On a page marked `data-hydrate="on-interaction"` (the contact
 * form, which works whole without it), when the visitor first reaches for the page: a pointer over it, a
 * press, a touch, a key or a focus (app/utils/hydration.ts). Elsewhere right after the page's first
 * contentful paint has been presented (the paint timing entry arrives after it), or after a second where
 * paint timing is missing or the tab paints nothing (one opened in the background). Runs as a classic
 * inline script.
 */
export const STARTER = `(()=>{let started=false;const start=()=>{if(started)return;started=true;const inert=document.getElementById("${BOOT_SCRIPT_ID}");const script=document.createElement("script");script.type="module";script.nonce=inert.nonce;script.textContent=inert.textContent;for(const href of inert.dataset.preload.split(" ").filter(Boolean)){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)}document.body.appendChild(script)};if(document.documentElement.dataset.hydrate==="${ON_INTERACTION}"){const events=["pointerover","pointerdown","touchstart","keydown","focusin"];const reached=()=>{for(const name of events)document.removeEventListener(name,reached,true);start()};for(const name of events)document.addEventListener(name,reached,{capture:true,passive:true});return}try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true})}catch{start()}setTimeout(start,1000)})()`;

export function rewriteScripts(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const preloads = Array.from(head.matchAll(MODULE_PRELOAD), (match) => match[1]);
  let started = false;
  const body = html.slice(headEnd).replace(BOOT_SCRIPT, (_match, nonce: string, code: string) => {
    started = true;
    return (
      `<script nonce="${nonce}" type="text/plain" id="${BOOT_SCRIPT_ID}" data-preload="${preloads.join(" ")}">${code}</script>` +
      `<script nonce="${nonce}">${STARTER}</script>`
    );
  });
  // Without React Router's start script there is nothing to defer: the page keeps its own preloads.
  return started ? head.replace(MODULE_PRELOAD, "") + body : html;
}
