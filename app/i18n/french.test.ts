import { describe, expect, it } from "vitest";
import { deFr } from "./french";

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
