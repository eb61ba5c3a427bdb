import { company } from "../company";
import type { Localized } from "./localized";

/**
 * The firm's identity in French. Names, numbers, e-mail addresses and the schema.org opening hours are
 * read from `company`, so each is still changed in one place only.
 */
export const companyFr = {
  name: company.name,
  legalName: company.legalName,
  defaultAuthorName: company.defaultAuthorName,
  shortName: company.shortName,
  slogan: "Des économies au-delà de vos attentes",
  description:
    "Services de génie-conseil, de gestion de projet, de gestion de la qualité et d’enregistrement NEC pour l’industrie en Ontario, en Alberta, en Colombie-Britannique, au Québec et dans le sud des États-Unis, appuyés par un centre d’ingénierie en Inde.",
  foundedYear: company.foundedYear,
  copyrightYear: company.copyrightYear,
  email: company.email,
  emergencyEmail: company.emergencyEmail,
  replyWithin: "24\u00a0heures",
  phone: company.phone,
  phoneHref: company.phoneHref,
  emergencyPhone: company.emergencyPhone,
  emergencyPhoneHref: company.emergencyPhoneHref,
  rating: company.rating,
  areaServed: ["Ontario", "Alberta", "Colombie-Britannique", "Québec", "Sud des États-Unis", "Inde"],
  openingHours: company.openingHours,
  businessHours: [
    { label: "Du lundi au vendredi", value: "8\u00a0h à 18\u00a0h" },
    { label: "Samedi", value: "Fermé" },
    { label: "Dimanche", value: "Fermé" },
  ],
  defaultSocialImage: company.defaultSocialImage,
  defaultSocialImageAlt: "Northbridge Engineering\u00a0: des économies au-delà de vos attentes",
  logo: company.logo,
} as const satisfies Localized<
  typeof company,
  | "name"
  | "legalName"
  | "shortName"
  | "email"
  | "emergencyEmail"
  | "phone"
  | "phoneHref"
  | "emergencyPhone"
  | "emergencyPhoneHref"
  | "openingHours"
  | "defaultSocialImage"
  | "logo"
>;
