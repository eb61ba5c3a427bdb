/**
 * The eight services as their cards show them, in the order every page lists them. The home page needs
 * only these; the Services page and the CRN page add each one's full text from `services.ts`.
 */
export type ServiceIcon = "engineering" | "project-management" | "quality" | "business" | "green" | "safety" | "pressure" | "staffing";

export type ServiceCard = {
  slug: string;
  title: string;
  /** One or two sentences for cards. */
  summary: string;
  icon: ServiceIcon;
  /** Where a card's 'Learn More' leads. */
  href: string;
};

export const serviceCards = [
  {
    slug: "professional-engineering",
    title: "Professional Engineering",
    summary: "Licensed mechanical, electrical, structural and process engineering, stamped and ready for permit.",
    icon: "engineering",
    href: "/contact",
  },
  {
    slug: "project-management",
    title: "Project Management",
    summary: "Disciplined delivery of capital projects on schedule and on budget, from kickoff to handover.",
    icon: "project-management",
    href: "/contact",
  },
  {
    slug: "quality-management",
    title: "Quality Management",
    summary: "Lean and Six Sigma programs that remove waste, reduce defects and make quality repeatable.",
    icon: "quality",
    href: "/contact",
  },
  {
    slug: "business-consulting",
    title: "Business Consulting",
    summary: "Operations strategy, cost reduction and feasibility studies grounded in engineering data.",
    icon: "business",
    href: "/contact",
  },
  {
    slug: "green-consulting",
    title: "Green Consulting",
    summary: "LEED certification, energy audits and decarbonisation plans that lower operating costs.",
    icon: "green",
    href: "/contact",
  },
  {
    slug: "phsr-services",
    title: "PHSR Services",
    summary: "Public health, safety and regulatory reviews, with engineers on call 24/7.",
    icon: "safety",
    href: "/contact",
  },
  {
    slug: "crn-registration",
    title: "CRN Registration",
    summary: "Canadian Registration Numbers for pressure vessels, piping and fittings in every province.",
    icon: "pressure",
    href: "/services/crn",
  },
  {
    slug: "recruiting-staffing",
    title: "Recruiting & Staffing",
    summary: "Engineers, technologists and project staff for contract, contract-to-hire and permanent roles.",
    icon: "staffing",
    href: "/contact",
  },
] as const satisfies readonly ServiceCard[];
