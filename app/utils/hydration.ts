/**
 * Which pages run React in the browser. Most public pages do not: they are complete HTML, and the little
 * they do in the browser is done by the small scripts under app/enhancements/. A route that needs React
 * state in the browser (the contact form, the admin) says so in its handle:
 *
 *     export const handle = { hydrate: true } satisfies RouteHandle;
 *
 * A page hydrates when any route it matches asks for it. The root reads this to render React Router's
 * scripts or none, and the server entry to send the hydration data or none.
 */
export type RouteHandle = { hydrate?: boolean };

type MatchLike = { handle?: unknown } | { route: { handle?: unknown } };

function handleOf(match: MatchLike): unknown {
  return "route" in match ? match.route.handle : match.handle;
}

export function pageNeedsReact(matches: readonly MatchLike[]): boolean {
  return matches.some((match) => {
    const handle = handleOf(match);
    return Boolean(handle && typeof handle === "object" && "hydrate" in handle && handle.hydrate === true);
  });
}
