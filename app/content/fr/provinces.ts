import type { provinces } from "../provinces";
import type { Localized } from "./localized";

/**
 * The 13 provinces and territories in French, in the order of `provinces` so the two languages pair item
 * by item; a page listing them alphabetically sorts the French names with `Intl.Collator("fr-CA")`.
 */
export const provincesFr = [
  { name: "Alberta", code: "AB", kind: "Province", status: "Actif" },
  {
    name: "Colombie-Britannique",
    code: "BC",
    kind: "Province",
    status: "Actif",
  },
  { name: "Manitoba", code: "MB", kind: "Province", status: "Actif" },
  { name: "Nouveau-Brunswick", code: "NB", kind: "Province", status: "Actif" },
  {
    name: "Terre-Neuve-et-Labrador",
    code: "NL",
    kind: "Province",
    status: "Actif",
  },
  {
    name: "Territoires du Nord-Ouest",
    code: "NT",
    kind: "Territoire",
    status: "Actif",
  },
  { name: "Nouvelle-Écosse", code: "NS", kind: "Province", status: "Actif" },
  { name: "Nunavut", code: "NU", kind: "Territoire", status: "Actif" },
  { name: "Ontario", code: "ON", kind: "Province", status: "Actif" },
  {
    name: "Île-du-Prince-Édouard",
    code: "PE",
    kind: "Province",
    status: "Actif",
  },
  { name: "Québec", code: "QC", kind: "Province", status: "Actif" },
  { name: "Saskatchewan", code: "SK", kind: "Province", status: "Actif" },
  { name: "Yukon", code: "YT", kind: "Territoire", status: "Actif" },
] as const satisfies Localized<typeof provinces, "code">;
