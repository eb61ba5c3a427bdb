/** The project portfolio: the categories its filters offer and the six featured projects. */
export const projectCategories = ["Manufacturing", "LEED Gold", "Infrastructure", "Environmental", "Energy", "Pharmaceutical"] as const;

export type ProjectCategory = (typeof projectCategories)[number];

export type Project = {
  slug: string;
  title: string;
  description: string;
  category: ProjectCategory;
  /** Duration in months. */
  duration: number;
  location: string;
  /** Outcomes, as short phrases. */
  results: readonly string[];
  image: { src: string; alt: string; width: number; height: number };
  testId: string;
};

/** "LEED Gold" -> "leed-gold": the value of ?category= and of the filter's test id. */
export function categorySlug(category: string): string {
  return category.toLowerCase().replace(/\s+/g, "-");
}

export function categoryFromSlug(slug: string): ProjectCategory | undefined {
  return projectCategories.find((category) => categorySlug(category) === slug);
}

const image = (slug: string, alt: string) => ({ src: `/images/projects/${slug}.svg`, alt, width: 640, height: 400 });

export const projects = [
  {
    slug: "industrial-process-optimization",
    title: "Industrial Process Optimization",
    description:
      "A full Lean and automation review of a precision parts plant: rebalanced lines, shorter changeovers and a new preventive maintenance program.",
    category: "Manufacturing",
    duration: 6,
    location: "Mississauga, Ontario",
    results: ["30% efficiency gain", "$2M annual savings"],
    image: image("industrial-process-optimization", "Blueprint of a production line with conveyors and robotic cells"),
    testId: "project-industrial-process-optimization",
  },
  {
    slug: "sustainable-office-complex",
    title: "Sustainable Office Complex",
    description: "Mechanical design, energy modelling and certification management for a four-storey office complex certified LEED Gold.",
    category: "LEED Gold",
    duration: 12,
    location: "Calgary, Alberta",
    results: ["40% energy reduction", "LEED Gold certified"],
    image: image("sustainable-office-complex", "Blueprint elevation of an office building with solar shading and green roof"),
    testId: "project-sustainable-office-complex",
  },
  {
    slug: "transportation-infrastructure",
    title: "Transportation Infrastructure",
    description: "Project management and structural review for an interchange upgrade, staged to keep traffic moving through construction.",
    category: "Infrastructure",
    duration: 18,
    location: "Burnaby, British Columbia",
    results: ["Delivered on schedule", "Zero lost-time incidents"],
    image: image("transportation-infrastructure", "Blueprint of a highway overpass with girders and piers"),
    testId: "project-transportation-infrastructure",
  },
  {
    slug: "water-treatment-facility",
    title: "Water Treatment Facility",
    description:
      "Process engineering and regulatory approvals for a municipal water treatment expansion with new filtration and UV disinfection.",
    category: "Environmental",
    duration: 14,
    location: "Laval, Quebec",
    results: ["Capacity doubled", "Full regulatory approval"],
    image: image("water-treatment-facility", "Blueprint of clarifier tanks, filters and connecting pipework"),
    testId: "project-water-treatment-facility",
  },
  {
    slug: "smart-grid-implementation",
    title: "Smart Grid Implementation",
    description: "Design and rollout of metering, feeder automation and a control-room upgrade for a regional electric cooperative.",
    category: "Energy",
    duration: 10,
    location: "Macon, Georgia",
    results: ["25% grid efficiency improvement", "Faster outage restoration"],
    image: image("smart-grid-implementation", "Blueprint of transmission towers, a substation and network links"),
    testId: "project-smart-grid-implementation",
  },
  {
    slug: "pharmaceutical-expansion",
    title: "Pharmaceutical Expansion",
    description: "Cleanroom, process utilities and validation support for a GMP manufacturing expansion, built while production continued.",
    category: "Pharmaceutical",
    duration: 16,
    location: "Research Triangle, North Carolina",
    results: ["GMP validated first time", "No production downtime"],
    image: image("pharmaceutical-expansion", "Blueprint of a cleanroom suite with process vessels and airflow arrows"),
    testId: "project-pharmaceutical-expansion",
  },
] as const satisfies readonly Project[];

export function projectsInCategory(category: ProjectCategory | undefined): Project[] {
  return category ? projects.filter((project: Project) => project.category === category) : [...projects];
}
