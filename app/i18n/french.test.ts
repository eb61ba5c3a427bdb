import { describe, expect, it } from "vitest";
import { deFr, formatFrenchDate } from "./french";

describe("deFr", () => {
  it.each([
    ["Vaughan, Ontario", "de Vaughan, Ontario"],
    ["Atlanta, Georgia", "d’Atlanta, Georgia"],
    ["Ahmedabad, Gujarat", "d’Ahmedabad, Gujarat"],
    ["ingénierie professionnelle", "d’ingénierie professionnelle"],
    ["Écrans", "d’Écrans"],
    ["gestion de projet", "de gestion de projet"],
    ["Hamilton", "de Hamilton"],
  ])("%s", (word, expected) => {
    expect(deFr(word)).toBe(expected);
  });
});

describe("formatFrenchDate", () => {
  const long = new Intl.DateTimeFormat("fr-CA", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  it("writes the first day of a month « 1er » and leaves the others, and the year, alone", () => {
    expect(formatFrenchDate(long, new Date(Date.UTC(2026, 9, 1)))).toBe("1er octobre 2026");
    expect(formatFrenchDate(long, new Date(Date.UTC(2026, 9, 11)))).toBe("11 octobre 2026");
    expect(formatFrenchDate(long, new Date(Date.UTC(2001, 0, 21)))).toBe("21 janvier 2001");
  });
});
