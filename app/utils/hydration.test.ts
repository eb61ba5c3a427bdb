import { describe, expect, it } from "vitest";
import { hydrateAttribute, hydrationOf, pageNeedsReact } from "./hydration";

describe("which pages run React in the browser", () => {
  it("a page hydrates when any route it matches asks for it, as useMatches or the server's matches list them", () => {
    expect(pageNeedsReact([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(true);
    expect(pageNeedsReact([{ route: { handle: undefined } }, { route: { handle: { hydrate: true } } }])).toBe(true);
    expect(hydrationOf([{ handle: undefined }, { handle: { hydrate: "on-interaction" } }])).toBe("on-interaction");
    expect(pageNeedsReact([{ route: { handle: { hydrate: "on-interaction" } } }])).toBe(true);
  });

  it("a route that needs React at once wins over one that can wait for the visitor", () => {
    expect(hydrationOf([{ handle: { hydrate: "on-interaction" } }, { handle: { hydrate: true } }])).toBe("at-once");
    expect(hydrationOf([{ handle: { hydrate: true } }, { handle: { hydrate: "on-interaction" } }])).toBe("at-once");
  });

  it("every other page is light, whatever else its handles hold", () => {
    expect(pageNeedsReact([])).toBe(false);
    expect(pageNeedsReact([{ handle: undefined }, { handle: null }, { handle: "hydrate" }])).toBe(false);
    expect(pageNeedsReact([{ handle: { hydrate: false } }, { route: { handle: { hydrate: "yes" } } }])).toBe(false);
    expect(hydrationOf([{ handle: { hydrate: "on-load" } }])).toBe("none");
  });

  it("marks the document for the start script: no mark on a light page", () => {
    expect(hydrateAttribute("none")).toBeUndefined();
    expect(hydrateAttribute("at-once")).toBe("");
    expect(hydrateAttribute("on-interaction")).toBe("on-interaction");
  });
});
