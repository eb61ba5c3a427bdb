/** SPEC.md section 9: a counter runs 0 -> target in 60 steps over 2000 ms, once 10% of it is visible. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STEPS = 60;
export const COUNTER_VISIBILITY_THRESHOLD = 0.1;

/** Milliseconds between two steps. */
export function counterStepInterval(durationMs = COUNTER_DURATION_MS, steps = COUNTER_STEPS): number {
  return durationMs / steps;
}

/**
 * The figure shown after `step` of `steps` steps: a whole number that never passes the target and is
 * exactly the target on the last step. Steps outside 0..steps are clamped.
 */
export function counterValueAt(target: number, step: number, steps = COUNTER_STEPS): number {
  if (!Number.isFinite(target) || target <= 0) return 0;
  if (!Number.isInteger(steps) || steps < 1) throw new RangeError(`steps must be a positive whole number, got ${steps}`);
  const clamped = Math.min(Math.max(Math.floor(step), 0), steps);
  if (clamped === steps) return target;
  return Math.floor((target * clamped) / steps);
}

/** Every figure a counter shows, from 0 to the target: steps + 1 values. */
export function counterSequence(target: number, steps = COUNTER_STEPS): number[] {
  return Array.from({ length: steps + 1 }, (_, step) => counterValueAt(target, step, steps));
}

/**
 * The figure padded with figure spaces (each as wide as a tabular digit) to the target's digit count, so a
 * centred counter keeps one width while it counts and neither it nor its neighbours move.
 */
export function padToTargetWidth(shown: number, target: number): string {
  return String(shown).padStart(String(target).length, "\u2007");
}
