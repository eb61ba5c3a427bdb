import { describe, expect, it } from "vitest";
import {
  COUNTER_DURATION_MS,
  COUNTER_STEPS,
  COUNTER_VISIBILITY_THRESHOLD,
  counterSequence,
  counterStepInterval,
  counterValueAt,
  padToTargetWidth,
} from "./counter";

describe("counter stepping", () => {
  it("uses the constants of the specification: 2000 ms, 60 steps, 10% visible", () => {
    expect(COUNTER_DURATION_MS).toBe(2000);
    expect(COUNTER_STEPS).toBe(60);
    expect(COUNTER_VISIBILITY_THRESHOLD).toBe(0.1);
    expect(counterStepInterval()).toBeCloseTo(2000 / 60, 10);
    expect(counterStepInterval() * COUNTER_STEPS).toBeCloseTo(2000, 10);
  });

  it.each([500, 50, 15, 98, 1, 7, 1234])("counts %i from 0 to exactly the target in 60 steps", (target) => {
    const sequence = counterSequence(target);
    expect(sequence).toHaveLength(61);
    expect(sequence[0]).toBe(0);
    expect(sequence.at(-1)).toBe(target);
    for (let i = 1; i < sequence.length; i++) {
      expect(sequence[i]).toBeGreaterThanOrEqual(sequence[i - 1]);
      expect(Number.isInteger(sequence[i])).toBe(true);
      expect(sequence[i]).toBeLessThanOrEqual(target);
    }
  });

  it("reaches the target only on the last step", () => {
    expect(counterValueAt(500, 59)).toBeLessThan(500);
    expect(counterValueAt(500, 60)).toBe(500);
    expect(counterValueAt(98, 30)).toBe(49);
    expect(counterValueAt(500, 1)).toBe(8);
  });

  it("clamps steps outside the run and ignores fractional steps", () => {
    expect(counterValueAt(500, -5)).toBe(0);
    expect(counterValueAt(500, 61)).toBe(500);
    expect(counterValueAt(500, 30.9)).toBe(250);
  });

  it("shows 0 for a target that is not a positive number", () => {
    expect(counterValueAt(0, 30)).toBe(0);
    expect(counterValueAt(-10, 60)).toBe(0);
    expect(counterValueAt(Number.NaN, 60)).toBe(0);
  });

  it("refuses a step count that is not a positive whole number", () => {
    expect(() => counterValueAt(500, 1, 0)).toThrow(/steps must be a positive whole number/);
    expect(() => counterValueAt(500, 1, 2.5)).toThrow(RangeError);
  });
});

describe("counter text width", () => {
  it("pads every figure with figure spaces to the target's number of digits", () => {
    expect(padToTargetWidth(0, 500)).toBe("\u2007\u20070");
    expect(padToTargetWidth(42, 500)).toBe("\u200742");
    expect(padToTargetWidth(500, 500)).toBe("500");
    expect(padToTargetWidth(7, 98)).toBe("\u20077");
    for (const value of counterSequence(500)) expect(padToTargetWidth(value, 500)).toHaveLength(3);
  });
});
