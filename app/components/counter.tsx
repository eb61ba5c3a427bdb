import { useEffect, useRef, useState } from "react";
import { cn } from "~/utils/cn";
import {
  COUNTER_STEPS,
  COUNTER_VISIBILITY_THRESHOLD,
  counterStepInterval,
  counterValueAt,
  padToTargetWidth,
} from "~/utils/counter";

type AnimatedCounterProps = {
  value: number;
  prefix?: string;
  suffix?: string;
  className?: string;
  testId?: string;
};

/**
 * A figure that counts up from 0 the first time at least 10% of it is visible. The server HTML, visitors
 * without JavaScript and visitors who prefer reduced motion see the final figure. Counting never moves the
 * layout (see padToTargetWidth), and assistive technology reads only the final figure.
 */
export function AnimatedCounter({ value, prefix = "", suffix = "", className, testId }: AnimatedCounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  // "static": the final figure as rendered on the server; "idle" -> "running" -> "done" when animated.
  const [phase, setPhase] = useState<"static" | "idle" | "running" | "done">("static");
  const final = `${prefix}${value}${suffix}`;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    let timer: number | undefined;
    let armed = false;
    const observer = new IntersectionObserver(
      (entries) => {
        // The observer reports once as soon as it watches: from then on the figure waits at 0.
        if (!armed) {
          armed = true;
          setShown(0);
          setPhase("idle");
        }
        const visible = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD,
        );
        if (!visible) return;
        observer.disconnect();
        setPhase("running");
        let step = 0;
        timer = window.setInterval(() => {
          step += 1;
          setShown(counterValueAt(value, step));
          if (step >= COUNTER_STEPS) {
            window.clearInterval(timer);
            setPhase("done");
          }
        }, counterStepInterval());
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [value]);

  return (
    <span ref={ref} className={cn("tabular-nums", className)}>
      <span aria-hidden="true" data-testid={testId} data-counter={phase}>
        {`${prefix}${padToTargetWidth(shown, value)}${suffix}`}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
