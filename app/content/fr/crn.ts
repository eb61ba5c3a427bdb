import type { crnBenefits, crnDocumentation, crnIntro, crnQualityControl, crnSteps, crnTechnicalRequirements } from "../crn";
import type { Localized } from "./localized";

/** The CRN page in French: « numéro d’enregistrement canadien (NEC) ». */
export const crnIntroFr = {
  what: "Le numéro d’enregistrement canadien (NEC) atteste que la conception d’une chaudière, d’un appareil sous pression, d’un raccord ou d’un réseau de tuyauterie a été examinée et enregistrée par l’autorité de sécurité de la province ou du territoire où il sera utilisé. Sans NEC valide dans cette province ou ce territoire, l’équipement ne peut pas y être installé ni exploité légalement.",
  why: "Les 13 provinces et territoires du Canada enregistrent chacun les conceptions séparément selon la norme CSA B51, et chaque évaluateur s’attend à un dossier complet et cohérent. Nous le préparons une fois, correctement, et le menons à terme dans chaque province ou territoire où vous en avez besoin. Au Québec, c’est la Régie du bâtiment du Québec (RBQ) qui enregistre les conceptions.",
  scope: ["Appareils sous pression", "Chaudières", "Réseaux de tuyauterie sous pression", "Raccords et robinets", "Échangeurs de chaleur"],
} as const satisfies Localized<typeof crnIntro>;

export const crnStepsFr = [
  {
    step: 1,
    title: "Élaboration de la conception",
    description:
      "Nous examinons ou élaborons votre conception selon les exigences applicables de l’ASME et de la norme CSA B51, calculs et plans complets à l’appui.",
    timeframe: "2 à 4 semaines",
  },
  {
    step: 2,
    title: "Préparation du dossier",
    description: "Plans, calculs, spécifications des matériaux et documents qualité sont réunis en un dossier de demande complet.",
    timeframe: "1 à 2 semaines",
  },
  {
    step: 3,
    title: "Dépôt auprès de la province",
    description:
      "Nous déposons le dossier auprès de l’autorité de sécurité de la première province, puis de chaque autre province ou territoire où vous vendez.",
    timeframe: "1 semaine",
  },
  {
    step: 4,
    title: "Examen et approbation",
    description:
      "Les ingénieurs de l’autorité examinent la conception. Nous répondons rapidement à chaque commentaire pour que le dossier avance.",
    timeframe: "8 à 20 semaines",
  },
  {
    step: 5,
    title: "Délivrance du NEC",
    description:
      "Le numéro d’enregistrement est délivré et apposé sur les plans\u00a0; nous vous remettons le dossier enregistré pour vos archives.",
    timeframe: "1 à 2 semaines",
  },
] as const satisfies Localized<typeof crnSteps>;

export const crnBenefitsFr = [
  {
    title: "Conformité légale",
    description:
      "Installez et exploitez vos équipements partout au Canada avec les enregistrements qu’exige chaque province ou territoire.",
  },
  {
    title: "Mise en marché plus rapide",
    description:
      "Des dossiers complets, prêts pour l’évaluation, évitent les cycles de resoumission qui retardent la plupart des enregistrements.",
  },
  {
    title: "Un seul partenaire pour toutes les provinces",
    description: "Un seul dossier et un seul interlocuteur pour les demandes dans les 13 provinces et territoires.",
  },
  {
    title: "Coût total réduit",
    description:
      "L’optimisation de la conception pendant l’examen réduit souvent le coût des matériaux et de la fabrication autant que le délai d’approbation.",
  },
] as const satisfies Localized<typeof crnBenefits>;

export const crnTechnicalRequirementsFr = [
  {
    code: "ASME VIII-1",
    title: "ASME, section VIII, division 1",
    description: "Règles de conception des appareils sous pression\u00a0: épaisseur des parois, tubulures, brides et supports.",
  },
  {
    code: "ASME VIII-2",
    title: "ASME, section VIII, division 2",
    description: "Règles de rechange avec conception par analyse pour les appareils à plus haute pression ou dont le poids est critique.",
  },
  {
    code: "ASME B31.3",
    title: "ASME B31.3, tuyauterie de procédé",
    description: "Tuyauterie de procédé des usines chimiques, pétrolières, pharmaceutiques et alimentaires.",
  },
  {
    code: "ASME B31.1",
    title: "ASME B31.1, tuyauterie de centrale",
    description: "Tuyauterie des chaudières, des réseaux de vapeur et des systèmes à haute température.",
  },
] as const satisfies Localized<typeof crnTechnicalRequirements, "code">;

export const crnQualityControlFr = [
  "Vérification indépendante de chaque calcul par un deuxième ingénieur",
  "Traçabilité des matériaux et examen des certificats d’essai d’usine",
  "Examen des descriptifs de procédure de soudage (WPS), de leurs registres de qualification (PQR) et de la qualification des soudeurs",
  "Examen des procédures d’essai hydrostatique et pneumatique",
  "Essais d’éclatement et d’épreuve des raccords, effectués devant témoin et documentés",
  "Examen du manuel de contrôle de la qualité des fabricants",
] as const satisfies Localized<typeof crnQualityControl>;

export const crnDocumentationFr = [
  "Plans d’ensemble et de détail",
  "Calculs de conception selon le code applicable",
  "Spécifications des matériaux et certificats d’essai d’usine",
  "Déclarations solennelles pour les raccords",
  "Rapports d’essai sous pression et d’essai d’éclatement",
  "Jeu de plans enregistré portant le NEC délivré",
] as const satisfies Localized<typeof crnDocumentation>;
