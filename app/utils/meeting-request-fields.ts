import type { MeetingFormat } from "~/db/schema";
import { formatFrenchDate } from "~/i18n/french";
import { intlLocale, type Locale } from "~/i18n/locale";
import { formatClock, zoneName } from "./office-hours";

/** The meeting request's fields and bounds, shared by its form and its server-side checks. */
export const MEETING_FIELDS = [
  "name",
  "email",
  "company",
  "phone",
  "topic",
  "format",
  "officeId",
  "timeZone",
  "time1",
  "time2",
  "time3",
  "message",
] as const;
export type MeetingField = (typeof MEETING_FIELDS)[number];
export type MeetingValues = Partial<Record<MeetingField, string>>;
export type MeetingErrors = Partial<Record<MeetingField, string>>;

export const MEETING_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  companyMax: 200,
  phoneMax: 40,
  topicMax: 200,
  messageMax: 2000,
  /** A proposed time is at least this far ahead, so someone can answer before it. */
  minLeadHours: 2,
  /** And at most this far ahead. */
  maxAheadDays: 120,
  /** How long the meeting is planned for, in a calendar file. */
  durationMinutes: 60,
} as const;

/** The time fields, in order of preference. */
export const TIME_FIELDS = ["time1", "time2", "time3"] as const;

/**
 * Time zones offered in the form: the offices' and North America's. A visitor's browser may add its own
 * (any valid IANA zone is accepted).
 */
export const TIME_ZONES = [
  "America/St_Johns",
  "America/Halifax",
  "America/Toronto",
  "America/New_York",
  "America/Winnipeg",
  "America/Chicago",
  "America/Regina",
  "America/Edmonton",
  "America/Denver",
  "America/Vancouver",
  "America/Los_Angeles",
  "Europe/London",
  "Asia/Kolkata",
] as const;

/**
 * Whether this runtime knows `zone` as an IANA time zone: the one rule for the form's check and for the
 * page that shows a refused form again (a zone it did not know crashed the page).
 */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Names of the offered zones where the runtime's own reads badly (« heure : Royaume-Uni »), or its city's. */
const ZONE_NAMES: Partial<Record<string, Record<Locale, string>>> = {
  "Europe/London": { en: "UK Time", fr: "heure du Royaume-Uni" },
};
const ZONE_CITIES: Partial<Record<string, Record<Locale, string>>> = {
  "America/St_Johns": { en: "St. John’s", fr: "St. John’s" },
  "Europe/London": { en: "London", fr: "Londres" },
};

/** "Eastern Time (Toronto)", « Heure de l’Est (Toronto) »: the zone's generic name and its city. */
export function zoneLabel(zone: string, locale: Locale): string {
  const city = ZONE_CITIES[zone]?.[locale] ?? zone.split("/").pop()?.replace(/_/g, " ") ?? zone;
  const name = ZONE_NAMES[zone]?.[locale] ?? zoneName(zone, locale);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} (${city})`;
}

export const formatLabels: Record<Locale, Record<MeetingFormat, string>> = {
  en: { video: "Video call", phone: "Phone call", "on-site": "On site" },
  fr: { video: "Visioconférence", phone: "Appel téléphonique", "on-site": "Sur place" },
};

/**
 * A start time as people read it in `zone`, with the zone's abbreviation: "Tue, Dec 1, 2026, 10:00 a.m. EST",
 * « mardi 1er décembre 2026, 10 h (HNE) ».
 */
export function formatMeetingTime(instant: Date, zone: string, locale: Locale): string {
  if (locale === "fr") {
    const parts = new Intl.DateTimeFormat(intlLocale.fr, {
      weekday: "long",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: zone,
      timeZoneName: "short",
    }).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
    const day = formatFrenchDate(
      new Intl.DateTimeFormat(intlLocale.fr, { year: "numeric", month: "long", day: "numeric", timeZone: zone }),
      instant,
    );
    return `${part("weekday")} ${day}, ${formatClock(`${part("hour")}:${part("minute")}`, "fr")} (${part("timeZoneName")})`;
  }
  return new Intl.DateTimeFormat(intlLocale[locale], {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone,
    timeZoneName: "short",
  }).format(instant);
}
