import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { BOOT_SCRIPT_ID, rewriteScripts, startScriptsAfterFirstPaint, STARTER } from "./script-priority.server";

// The shape React Router 7 renders: preloads hoisted into the head, the start script in the body.
const page = [
  '<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n0nce"/>',
  "</head><body><main><h1>Pressure vessels</h1>",
  // An article may quote markup; only the head's preloads and React Router's own script are touched.
  '<pre>&lt;link rel="modulepreload" href="/x.js"/&gt; costs $1 &amp; $&amp;</pre></main>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js"); // $& $1</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script>',
  "</body></html>",
].join("");

describe("starting the scripts after the first paint", () => {
  it("moves the module preloads into the starter's list, in order", () => {
    const html = rewriteScripts(page);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css"');
    expect(html).toContain(`id="${BOOT_SCRIPT_ID}" data-preload="/assets/entry.client-A.js /assets/framework-B.js"`);
  });

  it("keeps React Router's start script verbatim but inert, with a nonced starter right after it", () => {
    const html = rewriteScripts(page);
    expect(html).not.toContain('type="module" async');
    expect(html).toContain(
      `<script nonce="n0nce" type="text/plain" id="${BOOT_SCRIPT_ID}" data-preload="/assets/entry.client-A.js /assets/framework-B.js">` +
        'import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js"); // $& $1</script>' +
        `<script nonce="n0nce">${STARTER}</script>` +
        '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script>',
    );
    // Everything else is untouched, the quoted markup in the article included.
    expect(html).toContain('<pre>&lt;link rel="modulepreload" href="/x.js"/&gt; costs $1 &amp; $&amp;</pre>');
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
  });

  it("leaves a document without a head or without the start script as it is", () => {
    expect(rewriteScripts("<p>partial</p>")).toBe("<p>partial</p>");
    const noScript = "<html><head><title>x</title></head><body><p>Plain</p></body></html>";
    expect(rewriteScripts(noScript)).toBe(noScript);
    // Preloads stay where they are when there is no start script to hand them to.
    const preloadsOnly = page.replace(/<script nonce="n0nce" type="module" async="">[\s\S]*?<\/script>/, "");
    expect(preloadsOnly).not.toBe(page);
    expect(rewriteScripts(preloadsOnly)).toBe(preloadsOnly);
  });

  it("gives the same document however the rendered stream is cut, multi-byte characters included", async () => {
    const withAccents = page.replace("Pressure vessels", "Réservoirs sous pression — Québec");
    const bytes = Buffer.from(withAccents);
    for (const size of [1, 7, 64, 4096]) {
      const pieces: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
      const out = await text(Readable.from(pieces).pipe(startScriptsAfterFirstPaint()));
      expect(out, `pieces of ${size} bytes`).toBe(rewriteScripts(withAccents));
    }
  });

  it("starts the scripts once, from the paint entry or the fallback timer, and is valid JavaScript", () => {
    expect(() => new Function(STARTER)).not.toThrow();
    expect(STARTER).toContain('observe({type:"paint",buffered:true})');
    expect(STARTER).toContain("setTimeout(start,1000)");
    expect(STARTER).toContain("if(started)return");
  });

  it("on a page marked to wait for the visitor, starts at the first pointer, touch, key or focus instead", () => {
    expect(STARTER).toContain('if(document.documentElement.dataset.hydrate==="on-interaction")');
    expect(STARTER).toContain('["pointerover","pointerdown","touchstart","keydown","focusin"]');
    // It returns before the paint observer and the timer are set up: no start without the visitor.
    const waiting = STARTER.slice(STARTER.indexOf("if(document.documentElement.dataset.hydrate"), STARTER.indexOf("try{"));
    expect(waiting).toMatch(/return}$/);
  });
});
