import { describe, expect, it } from "vitest";
import { countWords, formatPostDate, initials, readTimeMinutes, slugify } from "./posts";

describe("slugify", () => {
  it.each([
    ["Understanding CRN Registration", "understanding-crn-registration"],
    ["ASME VIII-1 vs. VIII-2: What's different?", "asme-viii-1-vs-viii-2-whats-different"],
    ["  Lean   Six  Sigma  ", "lean-six-sigma"],
    ["B31.3 -- piping", "b313-piping"],
    ["Québec énergie", "quebec-energie"],
    ["!!!", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe("read time", () => {
  it("counts words without tags", () => {
    expect(countWords("<p>One <strong>two</strong></p><ul><li>three</li></ul>")).toBe(3);
  });
  it("is words / 200 rounded up, at least 1", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes(`<p>${"word ".repeat(200)}</p>`)).toBe(1);
    expect(readTimeMinutes(`<p>${"word ".repeat(201)}</p>`)).toBe(2);
    expect(readTimeMinutes(`<p>${"word ".repeat(1000)}</p>`)).toBe(5);
  });
});

describe("formatting", () => {
  it("formats dates in US English long format", () => {
    expect(formatPostDate(new Date("2026-01-05T12:00:00Z"))).toBe("January 5, 2026");
    expect(formatPostDate("2025-11-30T23:00:00Z")).toBe("November 30, 2025");
  });
  it("takes initials from the first two words", () => {
    expect(initials("Northbridge Engineering Group")).toBe("NE");
    expect(initials("priya")).toBe("P");
  });
});
