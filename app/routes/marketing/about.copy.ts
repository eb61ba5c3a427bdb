/** The about page's own words in each language (decision record 0009); mission, offices and values come from app/content. */
export const aboutCopy = {
  metaTitle: "About Us: Mission, Offices and Values",
  metaDescription: (year: number, name: string) =>
    `Since ${year}, ${name} has delivered 500+ projects with 50+ engineers from five offices in Vaughan, Calgary, Burnaby, Georgia and Ahmedabad. Our mission, approach, capabilities and values.`,
  keywords: ["about Northbridge Engineering", "engineering firm Ontario", "engineering offices Canada USA India", "engineering values"],
  breadcrumb: "About",
  facts: { founded: "Founded in Ontario", projects: "Projects completed", offices: "Offices worldwide", continents: "Continents served" },
  eyebrow: (name: string) => `About ${name}`,
  title: "Engineers Who Measure Success in Your Savings",
  missionAndVision: "Mission and vision",
  mission: "Our Mission",
  vision: "Our Vision",
  approach: {
    eyebrow: "Our approach",
    title: "How we create value",
    lead: "Three commitments shape every engagement, from a one-week safety review to a multi-year capital program.",
  },
  offices: {
    eyebrow: "Global presence",
    title: "Five offices, three continents, one team",
    lead: "Local engineers where our clients work, and a connected team that keeps projects moving around the clock.",
  },
  capabilities: {
    eyebrow: "Capabilities",
    title: "Multidisciplinary by design",
    lead: "The disciplines a modern plant, building or infrastructure project needs, coordinated by one team.",
  },
  values: { eyebrow: "What we stand for", title: "Our core values" },
  headOffice: (location: string) => `Head office: ${location}.`,
  visit: "Visit or call any of our offices",
  careers: { lead: "Want to engineer with us?", link: "See our open roles" },
  cta: {
    eyebrow: "Work with us",
    title: "Let's engineer your next success",
    lead: "Tell us where you want to save time, cost or risk. We'll put the right engineers on it.",
    primary: "Start Your Project",
    secondary: "View Our Services",
  },
};

export const aboutCopyFr = {
  metaTitle: "À propos\u00a0: mission, bureaux et valeurs",
  metaDescription: (year: number, name: string) =>
    `Depuis ${year}, ${name} a réalisé plus de 500\u00a0projets avec plus de 50\u00a0ingénieurs répartis dans cinq bureaux, à Vaughan, Calgary, Burnaby, en Géorgie et à Ahmedabad. Notre mission, notre approche, nos compétences et nos valeurs.`,
  keywords: [
    "Northbridge Engineering",
    "firme d’ingénierie",
    "génie-conseil Ontario Québec",
    "bureaux d’ingénierie Canada États-Unis Inde",
  ],
  breadcrumb: "À propos",
  facts: {
    founded: "Fondée en Ontario",
    projects: "Projets réalisés",
    offices: "Bureaux dans le monde",
    continents: "Continents desservis",
  },
  eyebrow: (name: string) => `À propos de ${name}`,
  title: "Des ingénieurs qui mesurent leur réussite à vos économies",
  missionAndVision: "Mission et vision",
  mission: "Notre mission",
  vision: "Notre vision",
  approach: {
    eyebrow: "Notre approche",
    title: "Comment nous créons de la valeur",
    lead: "Trois engagements guident chaque mandat, d’un examen de sécurité d’une semaine à un programme d’investissement de plusieurs années.",
  },
  offices: {
    eyebrow: "Présence mondiale",
    title: "Cinq bureaux, trois continents, une seule équipe",
    lead: "Des ingénieurs sur place, là où travaillent nos clients, et une équipe reliée qui fait avancer les projets jour et nuit.",
  },
  capabilities: {
    eyebrow: "Compétences",
    title: "Pluridisciplinaires par nature",
    lead: "Les disciplines dont ont besoin une usine, un bâtiment ou un projet d’infrastructure modernes, coordonnées par une seule équipe.",
  },
  values: { eyebrow: "Ce qui nous anime", title: "Nos valeurs fondamentales" },
  headOffice: (location: string) => `Siège social\u00a0: ${location}.`,
  visit: "Visitez ou appelez l’un de nos bureaux",
  careers: { lead: "Envie de vous joindre à notre équipe\u00a0?", link: "Consultez nos offres d’emploi" },
  cta: {
    eyebrow: "Travaillons ensemble",
    title: "Concevons ensemble votre prochain succès",
    lead: "Dites-nous où vous voulez gagner du temps, réduire vos coûts ou vos risques. Nous y affecterons les bons ingénieurs.",
    primary: "Démarrer votre projet",
    secondary: "Voir nos services",
  },
} satisfies typeof aboutCopy;
