import { company } from "./company";

/**
 * The firm's offices. Street addresses and phone numbers are placeholders (phones in the fictional
 * 555-01xx range) until the real ones are filled in; every page reads them from here.
 */
export type Office = {
  id: string;
  /** What the office is, e.g. "Canada Head Office". */
  name: string;
  /** Short label used where space is tight, e.g. "Vaughan, Ontario". */
  location: string;
  /** Region label for the footer's global offices, when the office is listed there. */
  footerRegion?: string;
  /** "Head Office", "Regional Office", "Project Management Office" (in the page's language). */
  kind: string;
  streetAddress: string;
  locality: string;
  region: string;
  regionCode: string;
  postalCode: string;
  country: string;
  countryCode: string;
  phone: string;
  phoneHref: string;
  timeZone: string;
  /** Opening hours in the office's own time zone: schema.org day names and 24-hour times. */
  hours: OfficeHours;
  description: string;
};

export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export type OfficeHours = { days: readonly Weekday[]; opens: string; closes: string };

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const satisfies readonly Weekday[];

export const offices = [
  {
    id: "vaughan",
    name: "Canada Head Office",
    location: "Vaughan, Ontario",
    footerRegion: "Canada",
    kind: "Head Office",
    streetAddress: "3100 Steeles Avenue West, Suite 400",
    locality: "Vaughan",
    region: "Ontario",
    regionCode: "ON",
    postalCode: "L4K 3R1",
    country: "Canada",
    countryCode: "CA",
    phone: company.phone,
    phoneHref: company.phoneHref,
    timeZone: "America/Toronto",
    hours: { days: weekdays, opens: "08:00", closes: "18:00" },
    description: "Executive team, engineering design centre and CRN registration desk.",
  },
  {
    id: "calgary",
    name: "Western Canada Regional Office",
    location: "Calgary, Alberta",
    kind: "Regional Office",
    streetAddress: "333 7th Avenue SW, Suite 1200",
    locality: "Calgary",
    region: "Alberta",
    regionCode: "AB",
    postalCode: "T2P 2Z1",
    country: "Canada",
    countryCode: "CA",
    phone: "+1 (403) 555-0110",
    phoneHref: "tel:+14035550110",
    timeZone: "America/Edmonton",
    hours: { days: weekdays, opens: "08:00", closes: "16:30" },
    description: "Energy, oil and gas and process industry projects across the Prairies.",
  },
  {
    id: "burnaby",
    name: "British Columbia Regional Office",
    location: "Burnaby, British Columbia",
    kind: "Regional Office",
    streetAddress: "4400 Dominion Street, Suite 300",
    locality: "Burnaby",
    region: "British Columbia",
    regionCode: "BC",
    postalCode: "V5G 4G3",
    country: "Canada",
    countryCode: "CA",
    phone: "+1 (604) 555-0120",
    phoneHref: "tel:+16045550120",
    timeZone: "America/Vancouver",
    hours: { days: weekdays, opens: "08:00", closes: "16:30" },
    description: "Infrastructure, green building and Pacific Northwest manufacturing clients.",
  },
  {
    id: "georgia",
    name: "USA Southeast Project Management Office",
    location: "Atlanta, Georgia",
    footerRegion: "USA Southeast",
    kind: "Project Management Office",
    streetAddress: "1100 Peachtree Street NE, Suite 800",
    locality: "Atlanta",
    region: "Georgia",
    regionCode: "GA",
    postalCode: "30309",
    country: "United States",
    countryCode: "US",
    phone: "+1 (404) 555-0130",
    phoneHref: "tel:+14045550130",
    timeZone: "America/New_York",
    hours: { days: weekdays, opens: "08:00", closes: "17:00" },
    description: "Project management and field support for clients across the southern USA.",
  },
  {
    id: "ahmedabad",
    name: "India Head Office",
    location: "Ahmedabad, Gujarat",
    footerRegion: "India",
    kind: "Head Office",
    streetAddress: "Sindhu Bhavan Road, Bodakdev, 5th Floor",
    locality: "Ahmedabad",
    region: "Gujarat",
    regionCode: "GJ",
    postalCode: "380054",
    country: "India",
    countryCode: "IN",
    phone: "+91 79 5550 0140",
    phoneHref: "tel:+917955500140",
    timeZone: "Asia/Kolkata",
    hours: { days: [...weekdays, "Saturday"], opens: "09:30", closes: "18:30" },
    description: "Engineering centre for design, drafting, analysis and round-the-clock support.",
  },
] as const satisfies readonly Office[];

export const headOffice: Office = offices[0];

/** The three offices the footer lists: Canada, USA Southeast and India. */
export const footerOffices: Office[] = offices.filter((office: Office) => office.footerRegion !== undefined);

type PrintedAddress = Pick<Office, "streetAddress" | "locality" | "region" | "regionCode" | "postalCode" | "country">;

/** A street line as French writes it: « bureau 400 » for a suite, « 5e étage » for a floor. */
export function frenchStreetAddress(street: string): string {
  return street.replace(/,\s*Suite\s+(\S+)$/i, ", bureau $1").replace(/\b(\d+)(?:st|nd|rd|th) Floor\b/i, "$1e\u00a0étage");
}

/**
 * The address as two printed lines: street, then "Vaughan, ON L4K 3R1, Canada"; in French the suite as
 * « bureau » and the province in full, in brackets, as French writes it: « Vaughan (Ontario) L4K 3R1, Canada ».
 */
export function formatAddressLines(office: PrintedAddress, locale: "en" | "fr" = "en"): [string, string] {
  const { locality, region, regionCode, postalCode, country } = office;
  if (locale === "fr") return [frenchStreetAddress(office.streetAddress), `${locality} (${region}) ${postalCode}, ${country}`];
  return [office.streetAddress, `${locality}, ${regionCode} ${postalCode}, ${country}`];
}
