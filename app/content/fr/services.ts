import type { Service } from "../services";
import type { serviceCards } from "../service-cards";
import { serviceCardsFr } from "./service-cards";
import type { Localized } from "./localized";

type ServiceIdentity = "slug" | "icon" | "src" | "inquiryOption";

/** A service with everything the French Services and NEC pages say about it. */
export type ServiceFr = Localized<Service, ServiceIdentity>;

type ServiceDetailsFr = Omit<ServiceFr, "slug" | "title" | "summary" | "icon" | "href">;

const image = (slug: string, alt: string) => ({
  src: `/images/services/${slug}.svg`,
  alt,
  width: 640,
  height: 480,
});

/** Keyed by the English slugs, so a service without its French text fails the type check. */
const details: Record<(typeof serviceCards)[number]["slug"], ServiceDetailsFr> = {
  "professional-engineering": {
    description:
      "Nos ingénieurs conçoivent, examinent et certifient des équipements, des systèmes et des installations partout au Canada et aux États-Unis. De l’étude conceptuelle aux plans scellés pour construction, chaque livrable est vérifié par un deuxième ingénieur avant de quitter nos bureaux. Au Québec, nos plans sont signés et scellés par des membres de l’Ordre des ingénieurs du Québec.",
    features: [
      "Conception mécanique, électrique et structurale",
      "Ingénierie des procédés et aménagement d’usine",
      "Plans scellés par des ingénieurs (ing., P.Eng. et PE)",
      "Vérification de conformité aux codes et dossiers de permis",
      "Analyse par éléments finis et analyse de contraintes",
      "Spécification d’équipements et évaluation de fournisseurs",
    ],
    image: image("professional-engineering", "Plan d’un engrenage avec lignes de cote et vue en coupe"),
    inquiryOption: "professional-engineering",
    keywords: ["génie-conseil", "ing.", "génie mécanique", "génie des structures"],
  },
  "project-management": {
    description:
      "Des gestionnaires de projet certifiés mènent vos projets d’immobilisations avec une portée claire, des échéanciers réalistes et des rapports hebdomadaires francs. Nous coordonnons concepteurs, entrepreneurs et fournisseurs pour que les décisions se prennent tôt et que les imprévus soient repérés avant de coûter cher.",
    features: [
      "Définition de la portée et structure de découpage du projet",
      "Planification et suivi du chemin critique",
      "Maîtrise du budget et suivi de la valeur acquise",
      "Coordination des entrepreneurs et des fournisseurs",
      "Registres des risques et plans d’atténuation",
      "Mise en service, remise et clôture",
    ],
    image: image("project-management", "Plan d’un diagramme de Gantt avec jalons et chemin critique"),
    inquiryOption: "project-management",
    keywords: ["gestion de projet", "projets d’immobilisations", "PMP", "échéancier"],
  },
  "quality-management": {
    description:
      "Des ceintures noires Lean Six Sigma certifiées travaillent sur votre plancher avec vos équipes\u00a0: elles mesurent ce qui compte, trouvent les vraies causes du gaspillage et des défauts, et bâtissent des systèmes qualité qui maintiennent les gains. Nous préparons aussi les organisations à la certification et aux audits ISO 9001.",
    features: [
      "Production allégée et cartographie de la chaîne de valeur",
      "Projets d’amélioration Six Sigma (DMAIC)",
      "Mise en place d’un système qualité ISO 9001",
      "Maîtrise statistique des procédés",
      "Analyse des causes fondamentales et mesures correctives",
      "Audits qualité des fournisseurs",
    ],
    image: image("quality-management", "Plan d’une carte de contrôle avec limites supérieure et inférieure et courbe en cloche"),
    inquiryOption: "quality-management",
    keywords: ["gestion de la qualité", "Lean", "Six Sigma", "ISO 9001"],
  },
  "business-consulting": {
    description:
      "Nous appliquons la rigueur de l’ingénieur aux décisions d’affaires\u00a0: où investir, quoi automatiser, quelle usine agrandir. Nos études de faisabilité et nos analyses opérationnelles chiffrent les économies avant que vous engagiez des capitaux.",
    features: [
      "Évaluations de l’efficacité opérationnelle",
      "Études de faisabilité et analyses de rentabilisation",
      "Réduction des coûts et planification des immobilisations",
      "Feuilles de route d’automatisation et de transformation numérique",
      "Optimisation de la chaîne d’approvisionnement et de la logistique",
      "Vérification diligente d’usines lors de fusions et d’acquisitions",
    ],
    image: image("business-consulting", "Plan d’une courbe d’économies croissante sur un plan d’usine"),
    inquiryOption: "business-consulting",
    keywords: ["conseil en affaires", "stratégie d’exploitation", "étude de faisabilité", "réduction des coûts"],
  },
  "green-consulting": {
    description:
      "Un développement durable qui se rentabilise. Nos professionnels agréés LEED et nos gestionnaires de l’énergie certifiés mènent les bâtiments à la certification, traquent l’énergie gaspillée dans les usines et bâtissent des plans de décarbonation aux périodes de récupération réelles.",
    features: [
      "Gestion de la certification LEED",
      "Audits énergétiques ASHRAE de niveaux I, II et III",
      "Modélisation et simulation énergétiques",
      "Inventaires de gaz à effet de serre et plans de réduction",
      "Études de faisabilité en énergie renouvelable",
      "Demandes d’aide financière auprès des distributeurs d’énergie",
    ],
    image: image("green-consulting", "Plan de façade d’un bâtiment avec panneaux solaires et une feuille"),
    inquiryOption: "green-consulting",
    keywords: ["développement durable", "LEED", "audit énergétique", "décarbonation"],
  },
  "phsr-services": {
    description:
      "Notre équipe santé, sécurité et conformité réglementaire protège vos gens et garde vos activités conformes. Nous examinons les machines et les procédés avant leur démarrage, évaluons les dangers et répondons aux urgences jour et nuit.",
    features: [
      "Examens de santé et de sécurité avant démarrage",
      "Protection des machines et évaluation des dangers",
      "Audits de conformité réglementaire",
      "Analyse des risques de procédés (HAZOP, analyse «\u00a0Et si\u00a0»)",
      "Enquêtes et rapports d’incident",
      "Soutien d’ingénierie d’urgence jour et nuit, 7 jours sur 7",
    ],
    image: image("phsr-services", "Plan d’une machine protégée avec écran de sécurité et zones de danger"),
    inquiryOption: "phsr-services",
    keywords: ["santé et sécurité", "examen avant démarrage", "protection des machines", "conformité réglementaire"],
  },
  "crn-registration": {
    description:
      "Nous menons vos appareils sous pression de l’examen de la conception jusqu’au NEC enregistré, dans chaque province et territoire où vous vendez. Nos ingénieurs conçoivent et vérifient selon l’ASME, section VIII, divisions 1 et 2, B31.3 et B31.1, organisent les essais d’éclatement et gèrent les demandes dans plusieurs provinces à partir d’un seul dossier.",
    features: [
      "Conception d’appareils sous pression selon ASME VIII-1 et VIII-2",
      "Enregistrement de tuyauterie de procédé selon ASME B31.3",
      "Enregistrement de raccords et essais d’éclatement",
      "Demandes dans plusieurs provinces et territoires",
      "Calculs de conception et jeux de plans",
      "Réponses aux commentaires des évaluateurs",
    ],
    image: image("crn-registration", "Plan d’un réservoir sous pression horizontal avec tubulures et berceaux"),
    keywords: ["enregistrement NEC", "numéro d’enregistrement canadien", "appareil sous pression", "ASME VIII"],
  },
  "recruiting-staffing": {
    description:
      "Des ingénieurs qui recrutent des ingénieurs. Nous comprenons les postes que nous pourvoyons, évaluons les candidats sur le plan technique et plaçons des personnes qualifiées à contrat, à contrat menant à l’embauche ou en poste permanent, souvent en moins de deux semaines.",
    features: [
      "Évaluation technique par des ingénieurs en exercice",
      "Placements contractuels et contractuels menant à l’embauche",
      "Recrutement de postes permanents et de cadres",
      "Renfort d’équipes de projet",
      "Accueil et formation en sécurité",
      "Coordination des permis de travail au Canada et aux États-Unis",
    ],
    image: image("recruiting-staffing", "Plan d’un organigramme d’une équipe d’ingénierie"),
    inquiryOption: "recruiting-staffing",
    keywords: ["recrutement d’ingénieurs", "dotation technique", "ingénieurs contractuels"],
  },
};

/** The eight services in French, in the order of `services`. */
export const servicesFr: readonly ServiceFr[] = serviceCardsFr.map((card) => ({
  ...card,
  ...details[card.slug],
}));

export function findServiceFr(slug: string): ServiceFr | undefined {
  return servicesFr.find((service: ServiceFr) => service.slug === slug);
}
