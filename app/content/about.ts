/** Content of the About page and the home page's process section. */
export type Card = { title: string; description: string };

export const mission =
  "To engineer measurable savings for our clients: safer plants, leaner processes and lower operating costs, delivered through rigorous, process-driven engineering.";

export const vision =
  "To be the engineering partner North American industry trusts first, known for advice that pays for itself and for people who stay with a project until the results are in.";

export const story =
  "Founded in 2010 by a small group of process and mechanical engineers in Ontario, we have grown into a multidisciplinary firm of more than 50 engineers with offices in Canada, the southern USA and India. Our clients range from family-owned manufacturers to multinational energy and pharmaceutical companies, and most of them come back.";

export const approach = [
  {
    title: "Industry Intelligence",
    description:
      "Engineers who have worked inside plants, utilities and labs bring first-hand knowledge of your sector's codes, risks and economics to every recommendation.",
  },
  {
    title: "Value-Driven Approach",
    description:
      "Every engagement starts with a baseline and a savings target. We measure results against it, so you always know what our work returned.",
  },
  {
    title: "Quality Assurance",
    description:
      "Independent checking, documented procedures and licensed sign-off on every deliverable, under a quality system modelled on ISO 9001.",
  },
] as const satisfies readonly Card[];

export const capabilities = [
  {
    title: "Mechanical & Process Design",
    description: "Equipment, piping, HVAC and process systems from concept to sealed drawings.",
  },
  {
    title: "Electrical & Controls",
    description: "Power distribution, automation, PLC and SCADA systems, and arc-flash studies.",
  },
  {
    title: "Structural Engineering",
    description: "Equipment supports, platforms, mezzanines and building retrofits.",
  },
  {
    title: "Regulatory Compliance",
    description: "Pre-start safety reviews, CRN registrations and code compliance audits.",
  },
  {
    title: "Energy & Sustainability",
    description: "Energy audits, LEED certification and decarbonisation roadmaps.",
  },
  {
    title: "Project Delivery & Staffing",
    description: "Project managers, site engineers and technical staff when and where you need them.",
  },
] as const satisfies readonly Card[];

export const values = [
  {
    title: "Excellence",
    description: "We hold our work to the standard we would want for our own plants and families.",
  },
  {
    title: "Integrity",
    description: "Straight answers, honest estimates, and a stamp that means what it says.",
  },
  {
    title: "Innovation",
    description: "We look for the better way, from new analysis tools to smarter processes.",
  },
  {
    title: "Collaboration",
    description: "Your team and ours work as one, sharing knowledge so the gains last.",
  },
] as const satisfies readonly Card[];
