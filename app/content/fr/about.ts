import type { approach, capabilities, mission, story, values, vision } from "../about";
import type { Localized } from "./localized";

/** The About page in French, item for item with `about.ts`. */
export const missionFr: Localized<typeof mission> =
  "Générer des économies mesurables pour nos clients\u00a0: des usines plus sûres, des procédés plus efficaces et des coûts d’exploitation réduits, grâce à un génie rigoureux et méthodique.";

export const visionFr: Localized<typeof vision> =
  "Être la firme de génie-conseil à laquelle l’industrie nord-américaine pense en premier, reconnue pour des conseils qui se paient d’eux-mêmes et pour des gens qui restent jusqu’à l’obtention des résultats.";

export const storyFr: Localized<typeof story> =
  "Fondée en 2010 en Ontario par une petite équipe d’ingénieurs en procédés et en mécanique, notre firme multidisciplinaire compte aujourd’hui plus de 50 ingénieurs et des bureaux au Canada, dans le sud des États-Unis et en Inde. Nos clients vont de l’entreprise manufacturière familiale à la multinationale de l’énergie ou du médicament, et la plupart nous confient un deuxième mandat.";

export const approachFr = [
  {
    title: "Connaissance de l’industrie",
    description:
      "Des ingénieurs qui ont travaillé en usine, chez des services publics et en laboratoire mettent leur connaissance des codes, des risques et des réalités économiques de votre secteur au service de chaque recommandation.",
  },
  {
    title: "Approche axée sur la valeur",
    description:
      "Chaque mandat commence par une mesure de référence et une cible d’économies. Nous mesurons les résultats par rapport à celles-ci\u00a0: vous savez toujours ce que notre travail vous a rapporté.",
  },
  {
    title: "Assurance qualité",
    description:
      "Vérification indépendante, procédures documentées et signature d’un ingénieur habilité pour chaque livrable, selon un système qualité inspiré de la norme ISO 9001.",
  },
] as const satisfies Localized<typeof approach>;

export const capabilitiesFr = [
  {
    title: "Conception mécanique et de procédés",
    description: "Équipements, tuyauterie, CVCA et systèmes de procédés, de l’avant-projet aux plans scellés.",
  },
  {
    title: "Électricité et automatisation",
    description: "Distribution électrique, automatisation, automates programmables, SCADA et études d’arc électrique.",
  },
  {
    title: "Génie des structures",
    description: "Supports d’équipements, plateformes, mezzanines et réfection de bâtiments.",
  },
  {
    title: "Conformité réglementaire",
    description: "Examens de sécurité avant démarrage, enregistrements NEC et audits de conformité aux codes.",
  },
  {
    title: "Énergie et développement durable",
    description: "Audits énergétiques, certification LEED et feuilles de route de décarbonation.",
  },
  {
    title: "Réalisation de projets et dotation",
    description: "Gestionnaires de projet, ingénieurs de chantier et personnel technique, où et quand il le faut.",
  },
] as const satisfies Localized<typeof capabilities>;

export const valuesFr = [
  {
    title: "Excellence",
    description: "Nous visons pour nos clients la qualité que nous exigerions pour nos propres usines et nos familles.",
  },
  {
    title: "Intégrité",
    description: "Des réponses franches, des estimations honnêtes et un sceau qui engage vraiment.",
  },
  {
    title: "Innovation",
    description: "Nous cherchons la meilleure façon de faire, des nouveaux outils d’analyse aux procédés plus intelligents.",
  },
  {
    title: "Collaboration",
    description: "Votre équipe et la nôtre ne font qu’une et partagent leur savoir pour que les gains durent.",
  },
] as const satisfies Localized<typeof values>;
