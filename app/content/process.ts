import type { Card } from "./about";

/** The four stages of the home page's 'Process-Driven Excellence' section. */
export const processSteps = [
  { title: "Assess", description: "Site visits, data collection and a measured baseline of cost, safety and output." },
  { title: "Engineer", description: "Options analysed, designs developed and savings quantified before you commit." },
  { title: "Implement", description: "Managed delivery with contractors, suppliers and your own team." },
  { title: "Sustain", description: "Verification against the baseline and training so the results last." },
] as const satisfies readonly Card[];
