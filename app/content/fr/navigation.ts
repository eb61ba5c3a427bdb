import type { companyLinks, mainNavigation, serviceNavigation } from "../navigation";
import type { Localized } from "./localized";

/** The main navigation in French, in the order the header shows it. */
export const mainNavigationFr = [
  { label: "Accueil", href: "/fr" },
  { label: "Services", href: "/fr/services" },
  { label: "À propos", href: "/fr/a-propos" },
  { label: "Projets", href: "/fr/projets" },
  { label: "Blogue", href: "/fr/blogue" },
  { label: "Nous joindre", href: "/fr/contact" },
] as const satisfies Localized<typeof mainNavigation>;

export const companyLinksFr = [
  { label: "À propos de nous", href: "/fr/a-propos" },
  { label: "Nos réalisations", href: "/fr/projets" },
  { label: "Carrières", href: "/fr/carrieres" },
  { label: "Enregistrement NEC", href: "/fr/services/nec" },
  { label: "Blogue technique", href: "/fr/blogue" },
  { label: "Nous joindre", href: "/fr/contact" },
  { label: "Demander une soumission", href: "/fr/contact#quote" },
] as const satisfies Localized<typeof companyLinks>;

/** The footer's eight services in French (a test keeps it equal to `servicesFr`). */
export const serviceNavigationFr = [
  { label: "Génie-conseil", href: "/fr/services#professional-engineering" },
  { label: "Gestion de projet", href: "/fr/services#project-management" },
  { label: "Gestion de la qualité", href: "/fr/services#quality-management" },
  { label: "Conseil en affaires", href: "/fr/services#business-consulting" },
  {
    label: "Services-conseils en développement durable",
    href: "/fr/services#green-consulting",
  },
  {
    label: "Santé, sécurité et conformité",
    href: "/fr/services#phsr-services",
  },
  { label: "Enregistrement NEC", href: "/fr/services/nec" },
  {
    label: "Recrutement et dotation",
    href: "/fr/services#recruiting-staffing",
  },
] as const satisfies Localized<typeof serviceNavigation>;
