import type { SampleCategory } from "./types";

export const sampleCategories = [
  {
    name: "CRN & Pressure Equipment",
    slug: "crn-pressure-equipment",
    description:
      "Canadian Registration Numbers, ASME Section VIII vessel design, B31.3 piping and fitting registration: practical guidance for manufacturers, fabricators and plant owners bringing pressure equipment into Canadian jurisdictions.",
    metaDescription:
      "CRN registration, ASME VIII-1 and VIII-2 vessel design, B31.3 piping and fitting burst tests explained by pressure equipment engineers.",
  },
  {
    name: "Quality & Lean Six Sigma",
    slug: "quality-lean-six-sigma",
    description:
      "Lean manufacturing, Six Sigma and DMAIC applied on real shop floors: case studies, tools and the management habits that make improvements stick.",
    metaDescription:
      "Lean Six Sigma for manufacturers: DMAIC case studies, process capability, rework reduction and quality systems that last.",
  },
  {
    name: "Sustainability & Energy",
    slug: "sustainability-energy",
    description:
      "Energy audits, LEED certification and decarbonisation projects for industrial and commercial buildings, with an eye on measurable savings and payback.",
    metaDescription:
      "Energy audits (ASHRAE Level 1-3), LEED certification and practical energy savings for plants and commercial buildings.",
  },
  {
    name: "Health, Safety & Compliance",
    slug: "health-safety-compliance",
    description:
      "Pre-start health and safety reviews, machine safeguarding and regulatory compliance for industrial workplaces in Ontario and across Canada.",
    metaDescription: "PHSR reviews, machine guarding and workplace safety compliance for Ontario and Canadian industrial establishments.",
  },
  {
    name: "Project Management",
    slug: "project-management",
    description:
      "Stage gates, estimates, schedules and project controls for capital projects in manufacturing plants and industrial facilities.",
    metaDescription: "Capital project management for plants: stage-gate reviews, estimate classes, earned value and change control.",
  },
  {
    name: "Engineering Talent",
    slug: "engineering-talent",
    description: "Staffing engineering work: contract and permanent hiring, licensing, onboarding and keeping project teams productive.",
    metaDescription: "Engineering staffing advice: staff augmentation, direct hire, licensing and onboarding for project and plant teams.",
  },
] satisfies SampleCategory[];
