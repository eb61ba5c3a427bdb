/**
 * Which pages run React in the browser, and when it starts. Most public pages do not: they are complete
 * HTML, and the little they do in the browser is done by the small scripts under app/enhancements/. A
 * route that needs React state in the browser says so in its handle:
 *
 *     export const handle = { hydrate: true } satisfies RouteHandle;              // the admin: at once
 *     export const handle = { hydrate: "on-interaction" } satisfies RouteHandle;  // the contact form
 *
 * "on-interaction" is for a page that works whole without JavaScript (its form posts natively): React is
 * fetched and started when the visitor first reaches for the page (a pointer over it, a touch, a key, a
 * focus), not for someone who only reads it (decision record 0021).
 *
 * A page hydrates when any route it matches asks for it ("at once" wins over "on-interaction"). The root
 * reads this to render React Router's scripts or none and to mark `<html data-hydrate>`, which the start
 * script (app/utils/script-priority.server.ts) reads; the server entry sends the hydration data or none.
 */
export type RouteHandle = { hydrate?: true | "on-interaction" };

export type Hydration = "none" | "at-once" | "on-interaction";

type MatchLike = { handle?: unknown } | { route: { handle?: unknown } };

function requested(match: MatchLike): unknown {
  const handle = "route" in match ? match.route.handle : match.handle;
  return handle && typeof handle === "object" && "hydrate" in handle ? handle.hydrate : undefined;
}

export function hydrationOf(matches: readonly MatchLike[]): Hydration {
  const asked = matches.map(requested);
  if (asked.includes(true)) return "at-once";
  if (asked.includes("on-interaction")) return "on-interaction";
  return "none";
}

export function pageNeedsReact(matches: readonly MatchLike[]): boolean {
  return hydrationOf(matches) !== "none";
}

/** The value of `<html data-hydrate>`: absent on a light page, "" at once, "on-interaction". */
export function hydrateAttribute(hydration: Hydration): string | undefined {
  return hydration === "none" ? undefined : hydration === "on-interaction" ? "on-interaction" : "";
}
