import { describe, expect, it } from "vitest";
import { pageNeedsReact } from "./hydration";

describe("which pages run React in the browser", () => {
  it("a page hydrates when any route it matches asks for it, as useMatches or the server's matches list them", () => {
    expect(pageNeedsReact([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(true);
    expect(pageNeedsReact([{ route: { handle: undefined } }, { route: { handle: { hydrate: true } } }])).toBe(true);
  });

  it("every other page is light, whatever else its handles hold", () => {
    expect(pageNeedsReact([])).toBe(false);
    expect(pageNeedsReact([{ handle: undefined }, { handle: null }, { handle: "hydrate" }])).toBe(false);
    expect(pageNeedsReact([{ handle: { hydrate: false } }, { route: { handle: { hydrate: "yes" } } }])).toBe(false);
  });
});
