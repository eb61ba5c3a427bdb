import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_SEARCH_LENGTH, normalizeSearch, planSearch } from "./search";

describe("normalizeSearch", () => {
  it("removes control characters and NUL, collapses whitespace, trims", () => {
    expect(normalizeSearch("  pressure\u0000 \t vessel\n ")).toBe("pressure vessel");
    expect(normalizeSearch("\u0000\u0001")).toBe("");
  });

  it("replaces broken UTF-16 and caps the length without splitting a character", () => {
    expect(normalizeSearch("a\ud800b")).toBe("a\ufffdb");
    expect(normalizeSearch("x".repeat(10_000))).toHaveLength(MAX_SEARCH_LENGTH);
    const emoji = normalizeSearch("🔧".repeat(500));
    expect(emoji.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
    expect(emoji).toBe("🔧".repeat(MAX_SEARCH_LENGTH / 2));
  });

  it("always yields well-formed text of at most 200 characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (input) => {
        const out = normalizeSearch(input);
        expect(out.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
        // eslint-disable-next-line no-control-regex -- no control character may remain
        expect(out).not.toMatch(/[\u0000-\u001f]/);
        expect(() => encodeURIComponent(out)).not.toThrow();
      }),
    );
  });
});

describe("planSearch", () => {
  it("is null for empty input", () => {
    expect(planSearch("   ")).toBeNull();
  });

  it("uses the last word as a prefix", () => {
    expect(planSearch("pressure ves")).toEqual({ text: "pressure ves", rest: "pressure", prefix: "ves" });
    expect(planSearch("Gaug")).toEqual({ text: "Gaug", rest: "", prefix: "gaug" });
    expect(planSearch('"pressure ves')).toMatchObject({ prefix: "ves" });
  });

  it("does not make a prefix of a closed phrase, a negated word, 'or', one letter, or punctuation", () => {
    expect(planSearch('"energy audit"')?.prefix).toBeNull();
    expect(planSearch("energy -modelling")?.prefix).toBeNull();
    expect(planSearch("crn or")?.prefix).toBeNull();
    expect(planSearch("vessel a")?.prefix).toBeNull();
    expect(planSearch("B31.3")?.prefix).toBeNull();
    expect(planSearch("it's")?.prefix).toBeNull();
  });

  it("only ever builds a prefix of letters and digits (no tsquery syntax can slip in)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        const prefix = planSearch(input)?.prefix;
        if (prefix !== null && prefix !== undefined) expect(prefix).toMatch(/^[\p{L}\p{N}]{2,}$/u);
      }),
    );
  });
});
