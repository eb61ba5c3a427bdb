import { describe, expect, it } from "vitest";
import { localeOfPath, otherLocale } from "./locale";
import { articlePath, counterpartPath, fixedCounterpart, pagePaths } from "./paths";

describe("page addresses in both languages", () => {
  it("reads the language from the path alone", () => {
    expect(localeOfPath("/fr")).toBe("fr");
    expect(localeOfPath("/fr/a-propos")).toBe("fr");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/francais")).toBe("en");
    expect(localeOfPath("/blog/fr")).toBe("en");
    expect(otherLocale("fr")).toBe("en");
  });

  it("pairs every page with its counterpart both ways, trailing slash or not", () => {
    for (const paths of Object.values(pagePaths)) {
      expect(fixedCounterpart(paths.en, "fr")).toBe(paths.fr);
      expect(fixedCounterpart(paths.fr, "en")).toBe(paths.en);
      expect(fixedCounterpart(`${paths.fr}/`, "en")).toBe(paths.en);
    }
    expect(fixedCounterpart("/blog/some-article", "fr")).toBeUndefined();
  });

  it("keeps every French address under /fr", () => {
    for (const paths of Object.values(pagePaths)) expect(localeOfPath(paths.fr)).toBe("fr");
    for (const paths of Object.values(pagePaths)) expect(localeOfPath(paths.en)).toBe("en");
    expect(articlePath("un-article", "fr")).toBe("/fr/blogue/un-article");
    expect(articlePath("an-article", "en")).toBe("/blog/an-article");
  });

  it("leads the language switcher to the same page in the other language, or to its home page", () => {
    expect(counterpartPath("/services/crn", "fr")).toBe("/fr/services/nec");
    expect(counterpartPath("/fr/a-propos/", "en")).toBe("/about");
    expect(counterpartPath("/projects/smart-grid", "fr")).toBe("/fr/projets/smart-grid");
    expect(counterpartPath("/fr/projets/smart-grid", "en")).toBe("/projects/smart-grid");
    expect(counterpartPath("/offices/calgary", "fr")).toBe("/fr/bureaux/calgary");
    expect(counterpartPath("/fr/bureaux/burnaby", "en")).toBe("/offices/burnaby");
    expect(counterpartPath("/services/crn/guide", "fr")).toBe("/fr/services/nec/guide");
    expect(counterpartPath("/careers", "fr")).toBe("/fr/carrieres");
    expect(counterpartPath("/careers/structural-engineer-vaughan", "fr")).toBe("/fr/carrieres/structural-engineer-vaughan");
    expect(counterpartPath("/fr/carrieres/structural-engineer-vaughan/", "en")).toBe("/careers/structural-engineer-vaughan");
    expect(counterpartPath("/no/such/page", "fr")).toBe("/fr");
    expect(counterpartPath("/fr/rien", "en")).toBe("/");
    expect(counterpartPath("/projects/a/b", "fr")).toBe("/fr");
    expect(counterpartPath("/blog/an-article", "fr")).toBe("/fr/blogue");
    expect(counterpartPath("/fr/blogue/un-article", "en")).toBe("/blog");
  });
});
