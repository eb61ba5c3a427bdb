/** The portfolio page's own words in each language (decision record 0009); the projects come from app/content. */
export const projectsCopy = {
  metaTitle: "Project Portfolio | 500+ Completed Projects Across Ontario, Alberta, BC, Quebec and the Southern USA",
  metaDescription:
    "Explore our portfolio of 500+ completed engineering projects across Ontario, Alberta, BC, Quebec and the southern USA: manufacturing, LEED Gold buildings, infrastructure, water treatment, energy and pharmaceutical work.",
  keywords: [
    "engineering projects",
    "project portfolio",
    "manufacturing engineering",
    "LEED Gold",
    "infrastructure engineering",
    "water treatment",
    "smart grid",
    "pharmaceutical engineering",
  ],
  breadcrumb: "Projects",
  facts: { completed: "Projects completed", sectors: "Industry sectors", onTime: "Delivered on time", savings: "Client savings" },
  onTimeValue: "98%",
  savingsValue: "$50M+",
  eyebrow: "Our work",
  title: "Project Portfolio",
  lead: "Over 500 completed projects across Ontario, Alberta, British Columbia, Quebec and the southern USA. Here are a few that show what process-driven engineering delivers.",
  projectsHeading: "Projects",
  filterLabel: "Filter projects by category",
  all: "All",
  projects: (count: number): string => (count === 1 ? "project" : "projects"),
  unknown: (requested: string) => `There is no “${requested}” category.`,
  showingAllInstead: (count: number) => ` Showing all ${count} projects instead.`,
  showing: (count: number, category: string | undefined) =>
    `Showing ${count} ${count === 1 ? "project" : "projects"}${category ? ` in ${category}` : ""}.`,
  impact: {
    eyebrow: "Results that add up",
    title: "Project Impact",
    lead: "What fifteen years of process-driven engineering has delivered for our clients.",
  },
  cta: {
    eyebrow: "Your project next",
    title: "Ready to Create Your Success Story?",
    lead: "Join the manufacturers, property owners and public agencies who count on us for results they can measure.",
    primary: "Start Your Project",
    secondary: "Explore Our Services",
  },
};

export const projectsCopyFr = {
  metaTitle:
    "Nos réalisations | Plus de 500 projets en Ontario, en Alberta, en Colombie-Britannique, au Québec et dans le sud des États-Unis",
  metaDescription:
    "Découvrez plus de 500\u00a0projets d’ingénierie réalisés en Ontario, en Alberta, en Colombie-Britannique, au Québec et dans le sud des États-Unis\u00a0: fabrication, bâtiments LEED Or, infrastructures, traitement de l’eau, énergie et pharmaceutique.",
  keywords: [
    "projets d’ingénierie",
    "réalisations",
    "ingénierie manufacturière",
    "LEED Or",
    "infrastructures",
    "traitement de l’eau",
    "réseau électrique intelligent",
    "ingénierie pharmaceutique",
  ],
  breadcrumb: "Projets",
  facts: {
    completed: "Projets réalisés",
    sectors: "Secteurs d’activité",
    onTime: "Livrés dans les délais",
    savings: "Économies pour nos clients",
  },
  onTimeValue: "98\u00a0%",
  savingsValue: "50\u00a0M$ et plus",
  eyebrow: "Nos réalisations",
  title: "Nos projets",
  lead: "Plus de 500\u00a0projets réalisés en Ontario, en Alberta, en Colombie-Britannique, au Québec et dans le sud des États-Unis. En voici quelques-uns qui montrent ce qu’une ingénierie rigoureuse permet d’obtenir.",
  projectsHeading: "Projets",
  filterLabel: "Filtrer les projets par catégorie",
  all: "Tous",
  projects: (count: number) => (count <= 1 ? "projet" : "projets"),
  unknown: (requested: string) => `La catégorie «\u00a0${requested}\u00a0» n’existe pas.`,
  showingAllInstead: (count: number) => ` Voici plutôt les ${count}\u00a0projets.`,
  showing: (count: number, category: string | undefined) =>
    `${count}\u00a0${count <= 1 ? "projet affiché" : "projets affichés"}${category ? `, catégorie ${category}` : ""}.`,
  impact: {
    eyebrow: "Des résultats qui s’additionnent",
    title: "Retombées de nos projets",
    lead: "Ce que quinze ans d’ingénierie rigoureuse ont apporté à nos clients.",
  },
  cta: {
    eyebrow: "Votre projet, le prochain",
    title: "Prêt à écrire votre propre réussite\u00a0?",
    lead: "Joignez-vous aux fabricants, aux propriétaires immobiliers et aux organismes publics qui comptent sur nous pour des résultats mesurables.",
    primary: "Démarrer votre projet",
    secondary: "Découvrir nos services",
  },
} satisfies typeof projectsCopy;
