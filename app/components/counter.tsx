import countersScript from "~/enhancements/counters.ts?enhancement";
import { cn } from "~/utils/cn";
import { EnhancementScript } from "./enhancement-script";

type AnimatedCounterProps = {
  value: number;
  prefix?: string;
  suffix?: string;
  className?: string;
  testId?: string;
};

/**
 * A figure that counts up from 0 the first time at least 10% of it is visible (enhancements/counters.ts).
 * The server HTML, visitors without JavaScript and visitors who prefer reduced motion see the final
 * figure. Counting never moves the layout (see padToTargetWidth), and assistive technology reads only the
 * final figure. A page with counters renders <CountersScript /> once.
 */
export function AnimatedCounter({ value, prefix = "", suffix = "", className, testId }: AnimatedCounterProps) {
  const final = `${prefix}${value}${suffix}`;
  return (
    <span
      className={cn("tabular-nums", className)}
      data-counter-target={value}
      data-counter-prefix={prefix || undefined}
      data-counter-suffix={suffix || undefined}
    >
      <span aria-hidden="true" data-testid={testId} data-counter="static">
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}

export function CountersScript() {
  return <EnhancementScript src={countersScript} />;
}
