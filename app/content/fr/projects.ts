import type { Project, projectCategories, projects } from "../projects";
import type { Localized } from "./localized";

/** The portfolio's filter categories in French, in the order of `projectCategories` (pair them by index). */
export const projectCategoriesFr = [
  "Fabrication",
  "LEED Or",
  "Infrastructures",
  "Environnement",
  "Énergie",
  "Pharmaceutique",
] as const satisfies Localized<typeof projectCategories>;

export type ProjectCategoryFr = (typeof projectCategoriesFr)[number];

const image = (slug: string, alt: string) => ({
  src: `/images/projects/${slug}.svg`,
  alt,
  width: 640,
  height: 400,
});

/**
 * The six featured projects in French, in the order of `projects`, with the same slugs, images and
 * figures; each one's category is the French name of its English category.
 */
export const projectsFr = [
  {
    slug: "industrial-process-optimization",
    title: "Optimisation de procédés industriels",
    description:
      "Une analyse Lean et d’automatisation complète d’une usine de pièces de précision\u00a0: lignes rééquilibrées, changements de série plus courts et nouveau programme d’entretien préventif.",
    category: "Fabrication",
    duration: 6,
    location: "Mississauga (Ontario)",
    results: ["Efficacité accrue de 30\u00a0%", "2\u00a0M$ d’économies par année"],
    image: image("industrial-process-optimization", "Plan d’une ligne de production avec convoyeurs et cellules robotisées"),
    testId: "project-industrial-process-optimization",
  },
  {
    slug: "sustainable-office-complex",
    title: "Complexe de bureaux durable",
    description:
      "Conception mécanique, modélisation énergétique et gestion de la certification d’un complexe de bureaux de quatre étages certifié LEED Or.",
    category: "LEED Or",
    duration: 12,
    location: "Calgary (Alberta)",
    results: ["Consommation d’énergie réduite de 40\u00a0%", "Certification LEED Or"],
    image: image("sustainable-office-complex", "Plan de façade d’un immeuble de bureaux avec pare-soleil et toit vert"),
    testId: "project-sustainable-office-complex",
  },
  {
    slug: "transportation-infrastructure",
    title: "Infrastructures de transport",
    description:
      "Gestion de projet et examen structural de la réfection d’un échangeur, réalisée par phases pour maintenir la circulation pendant les travaux.",
    category: "Infrastructures",
    duration: 18,
    location: "Burnaby (Colombie-Britannique)",
    results: ["Livré dans les délais", "Aucun accident avec perte de temps"],
    image: image("transportation-infrastructure", "Plan d’un viaduc autoroutier avec poutres et piles"),
    testId: "project-transportation-infrastructure",
  },
  {
    slug: "water-treatment-facility",
    title: "Usine de traitement de l’eau",
    description:
      "Génie des procédés et autorisations réglementaires pour l’agrandissement d’une usine municipale de traitement de l’eau, avec nouvelle filtration et désinfection par rayonnement UV.",
    category: "Environnement",
    duration: 14,
    location: "Laval (Québec)",
    results: ["Capacité doublée", "Toutes les autorisations réglementaires obtenues"],
    image: image("water-treatment-facility", "Plan de décanteurs, de filtres et de la tuyauterie qui les relie"),
    testId: "project-water-treatment-facility",
  },
  {
    slug: "smart-grid-implementation",
    title: "Déploiement d’un réseau électrique intelligent",
    description:
      "Conception et déploiement du comptage, de l’automatisation des artères et de la modernisation de la salle de commande d’une coopérative d’électricité régionale.",
    category: "Énergie",
    duration: 10,
    location: "Macon (Géorgie)",
    results: ["Efficacité du réseau accrue de 25\u00a0%", "Rétablissement plus rapide après une panne"],
    image: image("smart-grid-implementation", "Plan de pylônes de transport d’électricité, d’un poste et de liaisons réseau"),
    testId: "project-smart-grid-implementation",
  },
  {
    slug: "pharmaceutical-expansion",
    title: "Agrandissement d’une usine pharmaceutique",
    description:
      "Salles blanches, services auxiliaires de procédé et soutien à la validation pour l’agrandissement d’une usine conforme aux BPF, réalisé sans interrompre la production.",
    category: "Pharmaceutique",
    duration: 16,
    location: "Research Triangle (Caroline du Nord)",
    results: ["Validation BPF réussie du premier coup", "Aucun arrêt de production"],
    image: image("pharmaceutical-expansion", "Plan d’une salle blanche avec cuves de procédé et flèches de circulation d’air"),
    testId: "project-pharmaceutical-expansion",
  },
] as const satisfies Localized<typeof projects, "slug" | "testId" | "src">;

export type ProjectFr = Omit<Localized<Project, "slug" | "testId" | "src">, "category"> & {
  category: ProjectCategoryFr;
};

/** The French projects of one category, or all of them; assigning to `ProjectFr` checks each category. */
export function projectsInCategoryFr(category: ProjectCategoryFr | undefined): ProjectFr[] {
  return category ? projectsFr.filter((project: ProjectFr) => project.category === category) : [...projectsFr];
}
