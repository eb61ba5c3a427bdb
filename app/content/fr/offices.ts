import { formatAddressLines, offices, type Office } from "../offices";
import type { Localized } from "./localized";

/** What stays the same in both languages: the office's identity, address lines and numbers. */
type OfficeIdentity =
  "id" | "streetAddress" | "locality" | "regionCode" | "postalCode" | "countryCode" | "phone" | "phoneHref" | "timeZone" | "hours";

export type FrenchOffice = Localized<Office, OfficeIdentity>;

const [vaughan, calgary, burnaby, georgia, ahmedabad] = offices;

/**
 * The offices in French, in the order of `offices`. Street addresses keep their official names (read from
 * `offices`); only the labels are French.
 */
export const officesFr = [
  {
    id: vaughan.id,
    name: "Siège social au Canada",
    location: "Vaughan (Ontario)",
    footerRegion: "Canada",
    kind: "Siège social",
    streetAddress: vaughan.streetAddress,
    locality: vaughan.locality,
    region: "Ontario",
    regionCode: vaughan.regionCode,
    postalCode: vaughan.postalCode,
    country: "Canada",
    countryCode: vaughan.countryCode,
    phone: vaughan.phone,
    phoneHref: vaughan.phoneHref,
    timeZone: vaughan.timeZone,
    hours: vaughan.hours,
    description: "Direction, centre de conception et bureau des enregistrements NEC.",
  },
  {
    id: calgary.id,
    name: "Bureau régional de l’Ouest canadien",
    location: "Calgary (Alberta)",
    kind: "Bureau régional",
    streetAddress: calgary.streetAddress,
    locality: calgary.locality,
    region: "Alberta",
    regionCode: calgary.regionCode,
    postalCode: calgary.postalCode,
    country: "Canada",
    countryCode: calgary.countryCode,
    phone: calgary.phone,
    phoneHref: calgary.phoneHref,
    timeZone: calgary.timeZone,
    hours: calgary.hours,
    description: "Projets en énergie, en pétrole et gaz et en industrie de procédés dans les Prairies.",
  },
  {
    id: burnaby.id,
    name: "Bureau régional de la Colombie-Britannique",
    location: "Burnaby (Colombie-Britannique)",
    kind: "Bureau régional",
    streetAddress: burnaby.streetAddress,
    locality: burnaby.locality,
    region: "Colombie-Britannique",
    regionCode: burnaby.regionCode,
    postalCode: burnaby.postalCode,
    country: "Canada",
    countryCode: burnaby.countryCode,
    phone: burnaby.phone,
    phoneHref: burnaby.phoneHref,
    timeZone: burnaby.timeZone,
    hours: burnaby.hours,
    description: "Infrastructures, bâtiments durables et clients manufacturiers du Nord-Ouest du Pacifique.",
  },
  {
    id: georgia.id,
    name: "Bureau de gestion de projets du Sud-Est des États-Unis",
    location: "Atlanta (Géorgie)",
    footerRegion: "Sud-Est des États-Unis",
    kind: "Bureau de gestion de projets",
    streetAddress: georgia.streetAddress,
    locality: georgia.locality,
    region: "Géorgie",
    regionCode: georgia.regionCode,
    postalCode: georgia.postalCode,
    country: "États-Unis",
    countryCode: georgia.countryCode,
    phone: georgia.phone,
    phoneHref: georgia.phoneHref,
    timeZone: georgia.timeZone,
    hours: georgia.hours,
    description: "Gestion de projet et soutien sur le terrain pour nos clients du sud des États-Unis.",
  },
  {
    id: ahmedabad.id,
    name: "Siège social en Inde",
    location: "Ahmedabad (Gujarat)",
    footerRegion: "Inde",
    kind: "Siège social",
    streetAddress: ahmedabad.streetAddress,
    locality: ahmedabad.locality,
    region: "Gujarat",
    regionCode: ahmedabad.regionCode,
    postalCode: ahmedabad.postalCode,
    country: "Inde",
    countryCode: ahmedabad.countryCode,
    phone: ahmedabad.phone,
    phoneHref: ahmedabad.phoneHref,
    timeZone: ahmedabad.timeZone,
    hours: ahmedabad.hours,
    description: "Centre d’ingénierie pour la conception, le dessin, l’analyse et le soutien jour et nuit.",
  },
] as const satisfies Localized<typeof offices, OfficeIdentity>;

export const headOfficeFr: FrenchOffice = officesFr[0];

/** The three offices the footer lists: Canada, USA Southeast and India. */
export const footerOfficesFr: FrenchOffice[] = officesFr.filter((office: FrenchOffice) => office.footerRegion !== undefined);

/** The address as two printed lines as French writes it: « 3100 Steeles Avenue West, bureau 400 », « Vaughan (Ontario) L4K 3R1, Canada ». */
export function formatAddressLinesFr(office: FrenchOffice): [string, string] {
  return formatAddressLines(office, "fr");
}

/** The offices' names in one language, in the order of `offices` (for the Organization's places). */
export function officeNamesIn(locale: "en" | "fr"): string[] {
  return (locale === "fr" ? officesFr : offices).map((office: Office | FrenchOffice) => office.name);
}
