import { useNonce } from "~/utils/nonce";
import { STAFF_PATH_PREFIXES } from "~/utils/staff-paths";

/**
 * Public pages load whole documents from one another; Speculation Rules make that fast where the
 * browser supports them: a same-site link's document is prefetched once the pointer rests on it or
 * presses it ("moderate"), so by the click the HTML is there, and the stylesheet, font and scripts are
 * already cached (immutable assets). Never the admin, the API, feeds, files or links that open elsewhere.
 * Browsers without Speculation Rules ignore this script block; it carries the page's nonce, so the
 * Content-Security-Policy allows it.
 *
 * Prefetch, not prerender: a prerendered page runs its scripts unseen (see whenShown in
 * enhancements/page.ts for what must wait) and a hover would cost a full render in the browser for a
 * page the visitor may never open; the fetched document is what a light page's navigation waits for.
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: [...STAFF_PATH_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/*`]), "/api/*", "/*.xml", "/*.txt", "/*.csv"],
            },
          },
          { not: { selector_matches: "[rel~=nofollow], [download], [target]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

export function SpeculationRules() {
  const nonce = useNonce();
  return (
    <script type="speculationrules" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />
  );
}
