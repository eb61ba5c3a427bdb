import { useNonce } from "~/utils/nonce";

/**
 * Public pages load whole documents from one another; Speculation Rules make that instant where the
 * browser supports them: a same-site link is prerendered once the pointer rests on it or presses it
 * ("moderate"), so the page is usually ready before the click ends. Never the admin, the API, feeds,
 * files or links that open elsewhere. Browsers without Speculation Rules ignore this script block; it
 * carries the page's nonce, so the Content-Security-Policy allows it.
 *
 * Work a prerendered page must not do before it is shown (counting a view, starting an animation)
 * waits for it to be shown: see whenShown in enhancements/page.ts.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: [
                "/admin",
                "/admin/*",
                "/blog-admin",
                "/blog-admin/*",
                "/blog/admin",
                "/blog/admin/*",
                "/api/*",
                "/*.xml",
                "/*.txt",
                "/*.csv",
              ],
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
    <script
      type="speculationrules"
      nonce={nonce || undefined}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }}
    />
  );
}
