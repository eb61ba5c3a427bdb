import type { Locale } from "~/i18n/locale";
import { projectsFr } from "./fr/projects";
import { projects } from "./projects";

/**
 * The six featured projects told as case studies, as the site first ships them: each project's card
 * (app/content/projects.ts and its French twin) plus the client, the challenge and what was done, in both
 * languages. Staff edit them in the admin from then on; this is only what a new site starts with.
 */
export type CaseStudyText = {
  title: string;
  summary: string;
  location: string;
  clientType: string;
  challenge: string;
  approach: string;
  results: string[];
  imageAlt: string;
};

export type CaseStudySeed = {
  slug: string;
  category: (typeof projects)[number]["category"];
  durationMonths: number;
  image: string;
  services: string[];
  text: Record<Locale, CaseStudyText>;
};

type Story = {
  services: string[];
  en: Pick<CaseStudyText, "clientType" | "challenge" | "approach">;
  fr: Pick<CaseStudyText, "clientType" | "challenge" | "approach">;
};

const stories: Record<string, Story> = {
  "industrial-process-optimization": {
    services: ["quality-management", "professional-engineering"],
    en: {
      clientType: "Precision parts manufacturer",
      challenge:
        "Three machining lines were running below 60% of their rated output, changeovers took most of a shift and unplanned stops had doubled in two years. The plant had to absorb a new automotive contract without adding a building.",
      approach:
        "A four-person team mapped every line, timed changeovers and traced each stop to its cause. We rebalanced the lines, moved tooling to the point of use, introduced quick-change fixtures, specified two robotic cells for the slowest operation and set up a preventive maintenance program the plant runs itself.",
    },
    fr: {
      clientType: "Fabricant de pièces de précision",
      challenge:
        "Trois lignes d’usinage tournaient à moins de 60\u00a0% de leur capacité nominale, les changements de série prenaient presque un quart de travail et les arrêts imprévus avaient doublé en deux ans. L’usine devait absorber un nouveau contrat automobile sans ajouter de bâtiment.",
      approach:
        "Une équipe de quatre personnes a cartographié chaque ligne, chronométré les changements de série et remonté chaque arrêt jusqu’à sa cause. Nous avons rééquilibré les lignes, rapproché l’outillage des postes, instauré des montages à changement rapide, spécifié deux cellules robotisées pour l’opération la plus lente et mis en place un programme d’entretien préventif que l’usine gère elle-même.",
    },
  },
  "sustainable-office-complex": {
    services: ["green-consulting", "professional-engineering"],
    en: {
      clientType: "Commercial real estate developer",
      challenge:
        "The developer had promised tenants LEED Gold and operating costs well below the Calgary market, on a fixed budget and with the structure already designed.",
      approach:
        "We modelled the building's energy use from schematic design, designed a high-efficiency mechanical system with heat recovery and demand-controlled ventilation, specified the shading and the green roof, and managed the certification file through construction and commissioning.",
    },
    fr: {
      clientType: "Promoteur immobilier commercial",
      challenge:
        "Le promoteur avait promis aux locataires la certification LEED Or et des frais d’exploitation bien inférieurs au marché de Calgary, avec un budget fixe et une structure déjà conçue.",
      approach:
        "Nous avons modélisé la consommation d’énergie dès l’avant-projet, conçu une installation mécanique à haut rendement avec récupération de chaleur et ventilation modulée selon la demande, spécifié les pare-soleil et le toit vert, puis géré le dossier de certification pendant la construction et la mise en service.",
    },
  },
  "transportation-infrastructure": {
    services: ["project-management", "professional-engineering"],
    en: {
      clientType: "Municipal transportation authority",
      challenge:
        "An interchange carrying 60,000 vehicles a day needed new girders and widened ramps, and the city would not accept closing it for more than a weekend at a time.",
      approach:
        "We planned the work in eleven stages, reviewed the structural design of each temporary condition, coordinated three contractors from one schedule and ran a weekly safety review on site until the last ramp opened.",
    },
    fr: {
      clientType: "Autorité municipale des transports",
      challenge:
        "Un échangeur emprunté par 60\u00a0000\u00a0véhicules par jour avait besoin de nouvelles poutres et de bretelles élargies, et la Ville refusait de le fermer plus d’une fin de semaine à la fois.",
      approach:
        "Nous avons découpé les travaux en onze phases, examiné la conception structurale de chaque état provisoire, coordonné trois entrepreneurs à partir d’un seul échéancier et tenu une revue de sécurité hebdomadaire sur le chantier jusqu’à l’ouverture de la dernière bretelle.",
    },
  },
  "water-treatment-facility": {
    services: ["professional-engineering", "phsr-services"],
    en: {
      clientType: "Municipality",
      challenge:
        "A growing suburb had outgrown its water treatment plant, and the expansion had to meet Quebec's drinking water regulation while the existing plant kept supplying the city.",
      approach:
        "We designed the new filtration trains and UV disinfection, prepared the application to the Ministry of the Environment, sequenced the tie-ins around seasonal demand and trained the operators on the new process.",
    },
    fr: {
      clientType: "Municipalité",
      challenge:
        "Une banlieue en croissance avait dépassé la capacité de son usine de traitement de l’eau, et l’agrandissement devait respecter le Règlement sur la qualité de l’eau potable du Québec pendant que l’usine existante continuait d’alimenter la ville.",
      approach:
        "Nous avons conçu les nouvelles filières de filtration et la désinfection par rayonnement UV, préparé la demande d’autorisation au ministère de l’Environnement, planifié les raccordements en fonction de la demande saisonnière et formé les opérateurs au nouveau procédé.",
    },
  },
  "smart-grid-implementation": {
    services: ["professional-engineering", "project-management"],
    en: {
      clientType: "Regional electric cooperative",
      challenge:
        "The cooperative's members waited hours for power to come back after storms, because crews had to find faults by driving the lines, and meter reading was still done by hand.",
      approach:
        "We designed the metering network, the automated switches on the main feeders and the control-room upgrade, wrote the specifications the cooperative tendered, and managed the rollout substation by substation.",
    },
    fr: {
      clientType: "Coopérative d’électricité régionale",
      challenge:
        "Après une tempête, les membres de la coopérative attendaient des heures le retour du courant, car les équipes devaient parcourir les lignes pour trouver les défauts, et la lecture des compteurs se faisait encore à la main.",
      approach:
        "Nous avons conçu le réseau de comptage, les interrupteurs automatisés des artères principales et la modernisation de la salle de commande, rédigé les devis de l’appel d’offres de la coopérative et géré le déploiement poste par poste.",
    },
  },
  "pharmaceutical-expansion": {
    services: ["professional-engineering", "quality-management"],
    en: {
      clientType: "Pharmaceutical manufacturer",
      challenge:
        "A new product line needed an ISO 7 cleanroom suite and its process utilities inside a plant that could not stop producing, with FDA validation at the end.",
      approach:
        "We designed the cleanroom, the purified water and clean steam systems, phased construction behind temporary containment, and wrote and ran the installation and operational qualification protocols with the client's quality team.",
    },
    fr: {
      clientType: "Fabricant pharmaceutique",
      challenge:
        "Une nouvelle gamme de produits exigeait des salles blanches ISO\u00a07 et leurs services auxiliaires de procédé dans une usine qui ne pouvait pas arrêter sa production, avec une validation de la FDA à la fin.",
      approach:
        "Nous avons conçu les salles blanches, les réseaux d’eau purifiée et de vapeur propre, réalisé les travaux par phases derrière un confinement temporaire, puis rédigé et exécuté les protocoles de qualification d’installation et de fonctionnement avec l’équipe qualité du client.",
    },
  },
};

/** The case studies a new site starts with, in the portfolio's order. */
export const caseStudySeeds: CaseStudySeed[] = projects.map((project, index) => {
  const french = projectsFr[index];
  const story = stories[project.slug];
  return {
    slug: project.slug,
    category: project.category,
    durationMonths: project.duration,
    image: project.image.src,
    services: story.services,
    text: {
      en: {
        title: project.title,
        summary: project.description,
        location: project.location,
        results: [...project.results],
        imageAlt: project.image.alt,
        ...story.en,
      },
      fr: {
        title: french.title,
        summary: french.description,
        location: french.location,
        results: [...french.results],
        imageAlt: french.image.alt,
        ...story.fr,
      },
    },
  };
});
