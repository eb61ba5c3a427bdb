import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path";

describe("canonicalPath", () => {
  it("keeps a canonical path as it is", () => {
    for (const path of ["/", "/services", "/fr/blogue", "/blog/rss.xml", "/blog/what-is-a-crn-2"]) expect(canonicalPath(path)).toBe(path);
  });

  it("spells every other form of a path one way", () => {
    expect(canonicalPath("/SERVICES")).toBe("/services");
    expect(canonicalPath("/services/")).toBe("/services");
    expect(canonicalPath("//services//crn/")).toBe("/services/crn");
    expect(canonicalPath("/%73ervices")).toBe("/services");
    expect(canonicalPath("/Fr/Blogue/")).toBe("/fr/blogue");
    expect(canonicalPath("/blog/R%C3%89SERVOIR")).toBe("/blog/r%C3%A9servoir");
    expect(canonicalPath("/blog/r%c3%a9servoir")).toBe("/blog/r%C3%A9servoir");
    expect(canonicalPath("//")).toBe("/");
  });

  it("is its own canonical form", () => {
    for (const path of ["/SERVICES/", "/blog/R%C3%89SERVOIR", "/a%20b/"]) {
      const once = canonicalPath(path)!;
      expect(canonicalPath(once)).toBe(once);
    }
  });

  it("leaves to the router what is not a spelling of a page", () => {
    expect(canonicalPath("/blog/%E0%A4%A")).toBeUndefined();
    expect(canonicalPath("/blog/%2e%2e/admin")).toBeUndefined();
    expect(canonicalPath("/blog/a%2Fb")).toBeUndefined();
  });
});
