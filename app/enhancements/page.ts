/** Helpers the enhancement scripts share (each script bundles its own copy: they are a few lines). */

/** Runs once the document has been parsed (module scripts usually already run then). */
export function onReady(run: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true });
  else run();
}

/**
 * Runs once React has hydrated the page, on the pages it hydrates at once (the root marks them with
 * `data-hydrate=""` and sets `data-hydrated` when it is done), and at once on every other page. A script that
 * adds attributes to server markup waits for this: React compares the markup it hydrates with what it
 * renders, and reports an attribute it did not render as a mismatch. A page that hydrates only when the
 * visitor reaches for it (`data-hydrate="on-interaction"`, the contact page) does not wait: what these
 * scripts touch there (the header) is markup React keeps as the server sent it (decision record 0019), and
 * the menu must work before the first touch starts React.
 */
export function afterHydration(run: () => void): void {
  const root = document.documentElement;
  const waits = root.getAttribute("data-hydrate") === "" && !root.hasAttribute("data-hydrated");
  if (!waits) run();
  else document.addEventListener("app:hydrated", run, { once: true });
}

/**
 * Runs once the page is really shown to someone: at once, or, for a page the browser prerendered on a
 * hover (Speculation Rules), when it is activated. Work with an effect a visitor should see or that
 * counts something (animations, view counts) waits for this.
 */
export function whenShown(run: () => void): void {
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
  if (prerendering) document.addEventListener("prerenderingchange", run, { once: true });
  else run();
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** A plain left click, not one asking for a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
