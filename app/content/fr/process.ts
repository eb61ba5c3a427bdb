import type { processSteps } from "../process";
import type { Localized } from "./localized";

/** The home page's four process stages in French, in the order of `processSteps`. */
export const processStepsFr = [
  {
    title: "Évaluer",
    description: "Visites de site, collecte de données et mesure de référence des coûts, de la sécurité et de la production.",
  },
  {
    title: "Concevoir",
    description: "Options analysées, conception élaborée et économies chiffrées avant tout engagement de votre part.",
  },
  {
    title: "Réaliser",
    description: "Une mise en œuvre encadrée avec les entrepreneurs, les fournisseurs et votre propre équipe.",
  },
  {
    title: "Pérenniser",
    description: "Vérification par rapport à la mesure de référence et formation pour que les gains durent.",
  },
] as const satisfies Localized<typeof processSteps>;
