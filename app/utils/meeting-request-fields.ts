import type { MeetingFormat } from "~/db/schema";
import { intlLocale, type Locale } from "~/i18n/locale";

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

export const formatLabels: Record<Locale, Record<MeetingFormat, string>> = {
  en: { video: "Video call", phone: "Phone call", "on-site": "On site" },
  fr: { video: "Visioconférence", phone: "Appel téléphonique", "on-site": "Sur place" },
};

/** A start time as people read it in `zone`, with the zone's abbreviation: "Tue, Dec 1, 2026, 10:00 a.m. EST". */
export function formatMeetingTime(instant: Date, zone: string, locale: Locale): string {
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
