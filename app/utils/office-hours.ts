import type { OfficeHours, Weekday } from "~/content/offices";
import { intlLocale, type Locale } from "~/i18n/locale";

/** Office hours and time zones in words, in each language: "Monday to Friday", "du lundi au vendredi", "8:30 a.m.", "8 h 30". */

const WEEK: readonly Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** 5 January 2026 was a Monday: day `index` of that week, at noon UTC so no zone moves it. */
function dayName(day: Weekday, locale: Locale): string {
  const date = new Date(Date.UTC(2026, 0, 5 + WEEK.indexOf(day), 12));
  return new Intl.DateTimeFormat(intlLocale[locale], { weekday: "long", timeZone: "UTC" }).format(date);
}

/** "Monday to Friday" / "du lundi au vendredi" for a run of days; the days listed one by one otherwise. */
export function formatDays(days: readonly Weekday[], locale: Locale): string {
  const indexes = days.map((day) => WEEK.indexOf(day));
  const consecutive = indexes.every((index, position) => position === 0 || index === indexes[position - 1] + 1);
  if (days.length > 2 && consecutive) {
    const first = dayName(days[0], locale);
    const last = dayName(days[days.length - 1], locale);
    return locale === "fr" ? `du ${first} au ${last}` : `${first} to ${last}`;
  }
  return new Intl.ListFormat(intlLocale[locale], { type: "conjunction" }).format(days.map((day) => dayName(day, locale)));
}

/** A 24-hour "HH:MM" as a reader writes it: "8:30 a.m." in English, "8 h 30" or "17 h" in Quebec French. */
export function formatClock(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(":").map(Number);
  if (locale === "fr") return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(minutes).padStart(2, "0")}`;
  const date = new Date(Date.UTC(2026, 0, 5, hours, minutes));
  return new Intl.DateTimeFormat(intlLocale.en, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(date);
}

/** "Monday to Friday, 8:30 a.m. to 5:00 p.m." / "Du lundi au vendredi, de 8 h 30 à 17 h". */
export function formatOfficeHours(hours: OfficeHours, locale: Locale): string {
  const days = formatDays(hours.days, locale);
  const opens = formatClock(hours.opens, locale);
  const closes = formatClock(hours.closes, locale);
  const sentence = locale === "fr" ? `${days}, de ${opens} à ${closes}` : `${days}, ${opens} to ${closes}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The zone's generic name in the reader's language: "Eastern Time", "heure de l’Est". */
export function zoneName(zone: string, locale: Locale): string {
  return (
    new Intl.DateTimeFormat(intlLocale[locale], { timeZone: zone, timeZoneName: "longGeneric" })
      .formatToParts(new Date(Date.UTC(2026, 0, 5)))
      .find((part) => part.type === "timeZoneName")?.value ?? zone
  );
}
