/** Content of the CRN registration page. */
export type CrnStep = {
  step: number;
  title: string;
  description: string;
  timeframe: string;
};

export type CrnItem = { title: string; description: string };

export const crnIntro = {
  what: "A Canadian Registration Number (CRN) shows that the design of a boiler, pressure vessel, fitting or piping system has been reviewed and registered by the safety authority of the province or territory where it will be used. Without a CRN for that jurisdiction, the equipment cannot legally be installed or operated there.",
  why: "Each of Canada's 13 jurisdictions registers designs separately under CSA B51, and each reviewer expects a complete, consistent package. We prepare it once, correctly, and carry it through every jurisdiction you need.",
  scope: ["Pressure vessels", "Boilers", "Pressure piping systems", "Fittings and valves", "Heat exchangers"],
} as const;

export const crnSteps = [
  {
    step: 1,
    title: "Design Development",
    description: "We review or develop your design to the applicable ASME and CSA B51 requirements, with full calculations and drawings.",
    timeframe: "2-4 weeks",
  },
  {
    step: 2,
    title: "Documentation Preparation",
    description: "Drawings, calculations, material specifications and quality documents are assembled into a complete submission package.",
    timeframe: "1-2 weeks",
  },
  {
    step: 3,
    title: "Provincial Submission",
    description: "We file the package with the first province's safety authority and with every further jurisdiction you sell into.",
    timeframe: "1 week",
  },
  {
    step: 4,
    title: "Review & Approval",
    description: "The authority's engineers review the design. We answer every comment promptly so the file keeps moving.",
    timeframe: "8-20 weeks",
  },
  {
    step: 5,
    title: "CRN Issuance",
    description: "The registration number is issued and stamped on the drawings; we hand over the registered package for your records.",
    timeframe: "1-2 weeks",
  },
] as const satisfies readonly CrnStep[];

export const crnBenefits = [
  {
    title: "Legal Compliance",
    description: "Install and operate your equipment anywhere in Canada with the registrations each jurisdiction requires.",
  },
  {
    title: "Faster Time to Market",
    description: "Complete, reviewer-ready packages avoid the resubmission cycles that stall most registrations.",
  },
  {
    title: "One Partner, Every Province",
    description: "A single file and a single contact for submissions to all 13 provinces and territories.",
  },
  {
    title: "Lower Total Cost",
    description: "Design optimisation during review often trims material and fabrication cost as well as approval time.",
  },
] as const satisfies readonly CrnItem[];

export const crnTechnicalRequirements = [
  {
    code: "ASME VIII-1",
    title: "ASME Section VIII, Division 1",
    description: "Design-by-rule for pressure vessels: wall thickness, nozzles, flanges and supports.",
  },
  {
    code: "ASME VIII-2",
    title: "ASME Section VIII, Division 2",
    description: "Alternative rules with design-by-analysis for higher-pressure and weight-critical vessels.",
  },
  {
    code: "ASME B31.3",
    title: "ASME B31.3 Process Piping",
    description: "Process piping in chemical, petroleum, pharmaceutical and food plants.",
  },
  {
    code: "ASME B31.1",
    title: "ASME B31.1 Power Piping",
    description: "Power piping for boilers, steam and high-temperature systems.",
  },
] as const;

export const crnQualityControl = [
  "Independent check of every calculation by a second engineer",
  "Material traceability and mill test report review",
  "Welding procedure (WPS/PQR) and welder qualification review",
  "Hydrostatic and pneumatic test procedure review",
  "Burst and proof testing for fittings, witnessed and documented",
  "Quality control manual review for manufacturers",
] as const;

export const crnDocumentation = [
  "General arrangement and detail drawings",
  "Design calculations to the governing code",
  "Material specifications and mill test reports",
  "Statutory declarations for fittings",
  "Pressure test and burst test reports",
  "Registered drawing package with the issued CRN",
] as const;
