/** Figures the site quotes. Change a figure here and every page follows. */
export type Stat = {
  value: number;
  /** Shown after the number: "+", "%", "M+". */
  suffix: string;
  /** Shown before the number: "$". */
  prefix?: string;
  label: string;
  detail?: string;
};

export function formatStat(stat: Pick<Stat, "value" | "suffix" | "prefix">): string {
  return `${stat.prefix ?? ""}${stat.value}${stat.suffix}`;
}

/** The four headline figures, animated on the home page. */
export const headlineStats = [
  { value: 500, suffix: "+", label: "Projects Completed" },
  { value: 50, suffix: "+", label: "Expert Engineers" },
  { value: 15, suffix: "+", label: "Years Experience" },
  { value: 98, suffix: "%", label: "Client Satisfaction" },
] as const satisfies readonly Stat[];

/** Reach of the firm, on the About page. */
export const globalStats = [
  { value: "5", label: "Offices", detail: "in Canada, the USA and India" },
  { value: "3", label: "Continents", detail: "where our teams deliver" },
  { value: "24/7", label: "Support", detail: "emergency engineering line" },
  { value: "15+", label: "Time Zones", detail: "covered by our clients" },
] as const;

/** 'Project Impact' on the portfolio page. */
export const projectImpactStats = [
  { value: 500, suffix: "+", label: "Projects Completed", detail: "across Canada, the USA and India" },
  { value: 50, prefix: "$", suffix: "M+", label: "Client Savings", detail: "through process optimization and efficiency" },
  { value: 98, suffix: "%", label: "On-Time Delivery", detail: "measured against the agreed schedule" },
  { value: 25, suffix: "+", label: "Industry Awards", detail: "for engineering and sustainability" },
] as const satisfies readonly Stat[];
