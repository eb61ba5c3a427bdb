import { describe, expect, it } from "vitest";
import { isSearchable, canonicalArticleUrl } from "./posts";
import { cardDomain, cutForResults, displayUrl, lengthStatus } from "./search-preview";

describe("cutForResults", () => {
  it("leaves text that fits alone, whitespace tidied", () => {
    expect(cutForResults("  CRN   basics  ", 60)).toEqual({ text: "CRN basics", truncated: false });
  });

  it("cuts after the last whole word that fits and adds an ellipsis, within the limit", () => {
    const cut = cutForResults("Relief valve sizing for steam service, with a worked example | Northbridge Engineering Blog", 60);
    expect(cut).toEqual({ text: "Relief valve sizing for steam service, with a worked…", truncated: true });
    expect(cut.text.length).toBeLessThanOrEqual(60);
  });

  it("drops trailing punctuation before the ellipsis, and cuts inside a word longer than the space", () => {
    expect(cutForResults("Scope, method, records: what a hydrotest needs", 23).text).toBe("Scope, method, records…");
    expect(cutForResults("x".repeat(80), 60).text).toBe(`${"x".repeat(59)}…`);
  });
});

describe("displayUrl and cardDomain", () => {
  it("show an address as a result and a card show it", () => {
    expect(displayUrl("https://www.northbridge.example/fr/blogue/appareils-%C3%A0-pression?x=1#top")).toBe(
      "northbridge.example › fr › blogue › appareils-à-pression",
    );
    expect(cardDomain("https://www.northbridge.example/blog/a")).toBe("NORTHBRIDGE.EXAMPLE");
    expect(displayUrl("not an address")).toBe("not an address");
  });
});

describe("lengthStatus", () => {
  it("says where a length stands against its guideline", () => {
    expect(lengthStatus("Meta description", 0, 160)).toBe("Meta description: empty.");
    expect(lengthStatus("Meta description", 1, 160)).toBe("Meta description: 1 character, within the 160 that show.");
    expect(lengthStatus("Title in search results", 72, 60)).toBe(
      "Title in search results: 72 characters, 12 more than the 60 that show; the rest is cut.",
    );
  });
});

describe("isSearchable and canonicalArticleUrl", () => {
  const site = "https://northbridge.example";
  const post = { locale: "en" as const, slug: "crn-basics", canonicalUrl: null, noIndex: false };

  it("an article without settings is its own canonical and searchable", () => {
    expect(canonicalArticleUrl(post, site)).toBe("https://northbridge.example/blog/crn-basics");
    expect(isSearchable(post, site)).toBe(true);
  });

  it("noindex, or a canonical URL elsewhere, keeps the article from search engines at its own address", () => {
    expect(isSearchable({ ...post, noIndex: true }, site)).toBe(false);
    const elsewhere = { ...post, canonicalUrl: "https://standards.example.org/crn" };
    expect(isSearchable(elsewhere, site)).toBe(false);
    expect(canonicalArticleUrl(elsewhere, site)).toBe("https://standards.example.org/crn");
    // Its own address, written out, is still its own.
    expect(isSearchable({ ...post, canonicalUrl: "https://NORTHBRIDGE.example/blog/crn-basics" }, site)).toBe(true);
    expect(isSearchable({ ...post, locale: "fr", canonicalUrl: "https://northbridge.example/fr/blogue/crn-basics" }, site)).toBe(true);
  });
});
