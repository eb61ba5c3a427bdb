import { COUNTER_STEPS, COUNTER_VISIBILITY_THRESHOLD, counterStepInterval, counterValueAt, padToTargetWidth } from "~/utils/counter";
import { onReady, prefersReducedMotion, whenShown } from "./page";

/**
 * The animated counters (SPEC.md sections 4 and 9): each counts from 0 to its target in 60 steps over 2 s,
 * once, the first time at least 10% of it is visible. The server renders the final figure, which is what
 * visitors without JavaScript and those who prefer reduced motion keep. `data-counter` tells the phase:
 * static, idle, running, done. Screen readers read only the final figure (a separate, visually hidden copy).
 */
onReady(() => {
  if (typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
  const counters = document.querySelectorAll<HTMLElement>("[data-counter-target]");
  whenShown(() => counters.forEach(animate));
});

function animate(counter: HTMLElement) {
  const shown = counter.querySelector<HTMLElement>("[data-counter]");
  const target = Number(counter.dataset.counterTarget);
  if (!shown || !Number.isFinite(target)) return;
  const prefix = counter.dataset.counterPrefix ?? "";
  const suffix = counter.dataset.counterSuffix ?? "";
  const show = (value: number) => {
    shown.textContent = `${prefix}${padToTargetWidth(value, target)}${suffix}`;
  };

  show(0);
  shown.dataset.counter = "idle";
  const observer = new IntersectionObserver(
    (entries) => {
      const visible = entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD);
      if (!visible) return;
      observer.disconnect();
      shown.dataset.counter = "running";
      let step = 0;
      const timer = window.setInterval(() => {
        step += 1;
        show(counterValueAt(target, step));
        if (step >= COUNTER_STEPS) {
          window.clearInterval(timer);
          shown.dataset.counter = "done";
        }
      }, counterStepInterval());
    },
    { threshold: COUNTER_VISIBILITY_THRESHOLD },
  );
  observer.observe(counter);
}
