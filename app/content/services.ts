import { serviceCards, type ServiceCard } from "./service-cards";

export type { ServiceIcon } from "./service-cards";

/** What the Services page adds to a service's card. */
type ServiceDetails = {
  /** The fuller paragraph of the Services page. */
  description: string;
  /** Six points, as the Services page lists them. */
  features: readonly [string, string, string, string, string, string];
  image: { src: string; alt: string; width: number; height: number };
  /** The matching option of the inquiry form's 'Service Interest' field, if any. */
  inquiryOption?: string;
  keywords: readonly string[];
};

/** A service with everything the Services and CRN pages say about it. */
export type Service = ServiceCard & ServiceDetails;

const image = (slug: string, alt: string) => ({ src: `/images/services/${slug}.svg`, alt, width: 640, height: 480 });

const details: Record<(typeof serviceCards)[number]["slug"], ServiceDetails> = {
  "professional-engineering": {
    description:
      "Our licensed engineers design, review and certify equipment, systems and facilities across Canada and the United States. From concept studies to sealed construction drawings, every deliverable is checked by a second engineer before it leaves our office.",
    features: [
      "Mechanical, electrical and structural design",
      "Process and plant layout engineering",
      "Sealed drawings by licensed P.Eng. and PE engineers",
      "Code compliance reviews and permit packages",
      "Finite element and stress analysis",
      "Equipment specification and vendor evaluation",
    ],
    image: image("professional-engineering", "Blueprint of a gear assembly with dimension lines and a section view"),
    inquiryOption: "professional-engineering",
    keywords: ["professional engineering", "P.Eng.", "mechanical engineering", "structural engineering"],
  },
  "project-management": {
    description:
      "Certified project managers run your capital projects with clear scope, realistic schedules and honest weekly reporting. We coordinate designers, contractors and suppliers so decisions are made early and surprises are caught before they cost money.",
    features: [
      "Scope definition and work breakdown",
      "Critical-path scheduling and tracking",
      "Budget control and earned-value reporting",
      "Contractor and vendor coordination",
      "Risk registers and mitigation plans",
      "Commissioning, handover and close-out",
    ],
    image: image("project-management", "Blueprint of a Gantt chart with milestones and a critical path"),
    inquiryOption: "project-management",
    keywords: ["project management", "capital projects", "PMP", "scheduling"],
  },
  "quality-management": {
    description:
      "Certified Lean Six Sigma Black Belts work on your floor with your people, measuring what matters, finding the real causes of waste and defects, and building quality systems that keep the gains. We also prepare organisations for ISO 9001 certification and audits.",
    features: [
      "Lean manufacturing and value-stream mapping",
      "Six Sigma DMAIC improvement projects",
      "ISO 9001 quality system implementation",
      "Statistical process control",
      "Root-cause analysis and corrective action",
      "Supplier quality audits",
    ],
    image: image("quality-management", "Blueprint of a control chart with upper and lower limits and a bell curve"),
    inquiryOption: "quality-management",
    keywords: ["quality management", "Lean", "Six Sigma", "ISO 9001"],
  },
  "business-consulting": {
    description:
      "We bring an engineer's rigour to business decisions: where to invest, what to automate, which plant to expand. Our feasibility studies and operational reviews quantify the savings before you commit capital.",
    features: [
      "Operational efficiency assessments",
      "Feasibility studies and business cases",
      "Cost reduction and capital planning",
      "Automation and digitalisation roadmaps",
      "Supply chain and logistics optimization",
      "Mergers, acquisitions and plant due diligence",
    ],
    image: image("business-consulting", "Blueprint of a rising savings chart over a plant floor plan"),
    inquiryOption: "business-consulting",
    keywords: ["business consulting", "operations strategy", "feasibility study", "cost reduction"],
  },
  "green-consulting": {
    description:
      "Sustainability that pays back. Our LEED Accredited Professionals and certified energy managers guide buildings to certification, audit plants for wasted energy and build decarbonisation plans with real payback periods.",
    features: [
      "LEED certification management",
      "ASHRAE Level I, II and III energy audits",
      "Energy modelling and simulation",
      "Greenhouse gas inventories and reduction plans",
      "Renewable energy feasibility studies",
      "Utility incentive applications",
    ],
    image: image("green-consulting", "Blueprint of a building elevation with solar panels and a leaf"),
    inquiryOption: "green-consulting",
    keywords: ["green consulting", "LEED", "energy audit", "decarbonisation"],
  },
  "phsr-services": {
    description:
      "Our public health, safety and regulatory (PHSR) team keeps your people safe and your operations compliant. We review machinery and processes before start-up, assess hazards, and answer emergencies around the clock.",
    features: [
      "Pre-start health and safety reviews",
      "Machine guarding and hazard assessments",
      "Regulatory compliance audits",
      "Process hazard analysis (HAZOP, What-If)",
      "Incident investigation and reporting",
      "24/7 emergency engineering support",
    ],
    image: image("phsr-services", "Blueprint of a guarded machine with a safety shield and hazard zones"),
    inquiryOption: "phsr-services",
    keywords: ["PHSR", "pre-start health and safety review", "machine guarding", "regulatory compliance"],
  },
  "crn-registration": {
    description:
      "We take your pressure equipment from design review to a registered CRN in every province and territory you sell into. Our engineers design and verify to ASME Section VIII Divisions 1 and 2, B31.3 and B31.1, organise burst testing, and manage multi-province submissions from one file.",
    features: [
      "Pressure vessel design to ASME VIII-1 and VIII-2",
      "Process piping registration to ASME B31.3",
      "Fitting registration and burst testing",
      "Multi-province and territory submissions",
      "Design calculations and drawing packages",
      "Responses to reviewer comments",
    ],
    image: image("crn-registration", "Blueprint of a horizontal pressure vessel with nozzles and saddle supports"),
    keywords: ["CRN registration", "Canadian Registration Number", "pressure vessel", "ASME VIII"],
  },
  "recruiting-staffing": {
    description:
      "Engineers recruiting engineers. We understand the roles we fill, screen candidates technically, and place qualified people on contract, contract-to-hire or permanent terms, often within two weeks.",
    features: [
      "Technical screening by practising engineers",
      "Contract and contract-to-hire placements",
      "Permanent and executive search",
      "Project team augmentation",
      "Onboarding and safety orientation",
      "Canada and US work-permit coordination",
    ],
    image: image("recruiting-staffing", "Blueprint of an organisation chart of engineering team members"),
    inquiryOption: "recruiting-staffing",
    keywords: ["engineering recruiting", "technical staffing", "contract engineers"],
  },
};

/** The eight services the firm offers, in the order every page lists them. */
export const services: readonly Service[] = serviceCards.map((card) => ({ ...card, ...details[card.slug] }));

export function findService(slug: string): Service | undefined {
  return services.find((service: Service) => service.slug === slug);
}
