import type { globalStats, headlineStats, projectImpactStats } from "../stats";
import type { Localized } from "./localized";

/**
 * The quoted figures in fr-CA form: the numbers are those of `stats.ts` (the type check keeps them equal);
 * only the symbols move, after the number and behind a no-break space (« 98 % », « 50 M$ et plus »), and
 * « + » becomes « et plus », as French writes it (« 500 et plus »).
 * `formatStat` assembles them as it does in English.
 */
export const headlineStatsFr = [
  { value: 500, suffix: "\u00a0et plus", label: "Projets réalisés" },
  { value: 50, suffix: "\u00a0et plus", label: "Ingénieurs d’expérience" },
  { value: 15, suffix: "\u00a0et plus", label: "Années d’expérience" },
  { value: 98, suffix: "\u00a0%", label: "Clients satisfaits" },
] as const satisfies Localized<typeof headlineStats>;

export const globalStatsFr = [
  {
    value: "5",
    label: "Bureaux",
    detail: "au Canada, aux États-Unis et en Inde",
  },
  { value: "3", label: "Continents", detail: "où nos équipes interviennent" },
  { value: "Jour et nuit", label: "Soutien", detail: "ligne d’urgence en ingénierie" },
  {
    value: "Plus de 15",
    label: "Fuseaux horaires",
    detail: "couverts par nos clients",
  },
] as const satisfies Localized<typeof globalStats>;

export const projectImpactStatsFr = [
  {
    value: 500,
    suffix: "\u00a0et plus",
    label: "Projets réalisés",
    detail: "au Canada, aux États-Unis et en Inde",
  },
  {
    value: 50,
    prefix: "",
    suffix: "\u00a0M$ et plus",
    label: "Économies pour nos clients",
    detail: "grâce à l’optimisation des procédés et à l’efficacité",
  },
  {
    value: 98,
    suffix: "\u00a0%",
    label: "Livraison dans les délais",
    detail: "par rapport à l’échéancier convenu",
  },
  {
    value: 25,
    suffix: "\u00a0et plus",
    label: "Prix de l’industrie",
    detail: "en ingénierie et en développement durable",
  },
] as const satisfies Localized<typeof projectImpactStats>;
