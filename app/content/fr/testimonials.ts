import type { testimonials } from "../testimonials";
import type { Localized } from "./localized";

/** The testimonials in French, in the order of `testimonials`; names and companies stay as they are. */
export const testimonialsFr = [
  {
    quote:
      "Leur analyse Lean a réduit d’un tiers nos temps de changement de série. Les économies ont remboursé tout le mandat en moins de six mois, et les nouvelles façons de faire sont restées.",
    name: "Sarah Mitchell",
    title: "Directrice des opérations",
    company: "Great Lakes Precision Parts",
    initial: "S",
    rating: 5,
  },
  {
    quote:
      "Il nous fallait des NEC dans quatre provinces pour une nouvelle gamme de réservoirs. Ils se sont chargés des calculs, des plans et de chaque dépôt, sans une seule resoumission.",
    name: "Marcus Bell",
    title: "Vice-président, ingénierie",
    company: "Prairie Process Systems",
    initial: "M",
    rating: 5,
  },
  {
    quote:
      "Le modèle énergétique était d’une grande justesse. Nous avons obtenu la certification LEED Or avant l’échéance, et nos factures d’énergie de la première année sont restées bien en deçà du budget prévu.",
    name: "Andrea Kowalski",
    title: "Gestionnaire des installations",
    company: "Cascadia Property Group",
    initial: "A",
    rating: 5,
  },
] as const satisfies Localized<typeof testimonials, "name" | "company" | "initial">;
