import { createEvents, type EventAttributes } from "ics";
import { DateTime } from "luxon";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { company } from "~/content/company";
import { officesFr } from "~/content/fr/offices";
import { formatAddressLines, offices } from "~/content/offices";
import { getDb } from "~/db/db.server";
import { meetingFormats, meetingRequests, type MeetingFormat, type MeetingRequest } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { getEnv } from "./env.server";
import { checkFormToken } from "./inquiries.server";
import { log } from "./logger.server";
import { mailSettings, sendInBackground, sendMessage, type MailSettings } from "./mail.server";
import {
  formatLabels,
  formatMeetingTime,
  isTimeZone,
  MEETING_FIELDS,
  MEETING_LIMITS,
  TIME_FIELDS,
  type MeetingErrors,
  type MeetingField,
  type MeetingValues,
} from "./meeting-request-fields";
import { hitRateLimit } from "./rate-limit.server";
import { EMAIL } from "./inquiry-schema";
import { clientNetwork } from "./client-network";

/**
 * Meeting requests: a visitor proposes up to three start times in their own time zone, a format and the
 * office whose people should meet. Stored as instants with the visitor's zone, so the confirmation shows
 * them as the visitor chose them and the staff notification in the office's own time. The same spam
 * defences and hourly limit per address as inquiries; stored before success is reported; the
 * notification follows in the background and its outcome is recorded on the row.
 */

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const WINDOW_MS = 60 * 60 * 1000;

const messages = {
  en: {
    nameRequired: "Your name is required",
    nameLong: `Your name can be at most ${MEETING_LIMITS.nameMax} characters`,
    emailRequired: "Your e-mail address is required",
    emailInvalid: "Enter an e-mail address such as name@company.com",
    companyLong: `The company name can be at most ${MEETING_LIMITS.companyMax} characters`,
    phoneInvalid: "Enter a phone number with digits, spaces, +, -, ( and ) only",
    topicRequired: "Tell us what the meeting is about",
    topicLong: `The topic can be at most ${MEETING_LIMITS.topicMax} characters`,
    format: "Choose video call, phone call or on site",
    office: "Choose an office from the list",
    timeZone: "Choose your time zone from the list",
    time1Required: "Propose at least one date and time",
    timeInvalid: "Enter a date and a time",
    timeMissing: "This time does not exist in your time zone (the clocks change then)",
    timeTooSoon: `Propose a time at least ${MEETING_LIMITS.minLeadHours} hours from now`,
    timeTooLate: `Propose a time within the next ${MEETING_LIMITS.maxAheadDays} days`,
    timeRepeated: "This time is already proposed above",
    messageLong: `The note can be at most ${MEETING_LIMITS.messageMax} characters`,
  },
  fr: {
    nameRequired: "Votre nom est obligatoire",
    nameLong: `Votre nom peut compter au plus ${MEETING_LIMITS.nameMax}\u00a0caractères`,
    emailRequired: "Votre adresse courriel est obligatoire",
    emailInvalid: "Entrez une adresse courriel comme nom@entreprise.com",
    companyLong: `Le nom de l’entreprise peut compter au plus ${MEETING_LIMITS.companyMax}\u00a0caractères`,
    phoneInvalid: "Entrez un numéro de téléphone composé de chiffres, d’espaces et des signes +, -, ( et ) seulement",
    topicRequired: "Indiquez-nous le sujet de la rencontre",
    topicLong: `Le sujet peut compter au plus ${MEETING_LIMITS.topicMax}\u00a0caractères`,
    format: "Choisissez visioconférence, appel téléphonique ou sur place",
    office: "Choisissez un bureau dans la liste",
    timeZone: "Choisissez votre fuseau horaire dans la liste",
    time1Required: "Proposez au moins une date et une heure",
    timeInvalid: "Entrez une date et une heure",
    timeMissing: "Cette heure n’existe pas dans votre fuseau horaire (changement d’heure)",
    timeTooSoon: `Proposez une heure qui commence dans au moins ${MEETING_LIMITS.minLeadHours}\u00a0heures`,
    timeTooLate: `Proposez une heure dans les ${MEETING_LIMITS.maxAheadDays}\u00a0prochains jours`,
    timeRepeated: "Cette heure est déjà proposée plus haut",
    messageLong: `La note peut compter au plus ${MEETING_LIMITS.messageMax}\u00a0caractères`,
  },
} satisfies Record<Locale, Record<string, string>>;

const officeIds = offices.map((office) => office.id) as [string, ...string[]];

function textSchemas(locale: Locale) {
  const m = messages[locale];
  const trimmed = z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? "");
  const optional = (max: number, tooLong: string) => trimmed.pipe(z.string().max(max, tooLong)).transform((value) => value || null);
  return z.object({
    name: trimmed.pipe(z.string().min(1, m.nameRequired).max(MEETING_LIMITS.nameMax, m.nameLong)),
    email: trimmed.pipe(z.string().min(1, m.emailRequired).max(MEETING_LIMITS.emailMax, m.emailInvalid).regex(EMAIL, m.emailInvalid)),
    company: optional(MEETING_LIMITS.companyMax, m.companyLong),
    phone: trimmed
      .pipe(
        z
          .string()
          .max(MEETING_LIMITS.phoneMax, m.phoneInvalid)
          .regex(/^[0-9+\-() .]*$/, m.phoneInvalid),
      )
      .transform((value) => value || null),
    topic: trimmed.pipe(z.string().min(1, m.topicRequired).max(MEETING_LIMITS.topicMax, m.topicLong)),
    format: z.enum(meetingFormats, { error: m.format }),
    officeId: z.enum(officeIds, { error: m.office }),
    timeZone: z.string({ error: m.timeZone }).refine(isTimeZone, m.timeZone),
    message: optional(MEETING_LIMITS.messageMax, m.messageLong),
  });
}

export type MeetingInput = {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  topic: string;
  format: MeetingFormat;
  officeId: string;
  timeZone: string;
  preferredTimes: Date[];
  message: string | null;
};

/** The request as typed, or each field's problem in the visitor's language. */
export function validateMeetingRequest(
  values: MeetingValues,
  locale: Locale,
  now = new Date(),
): { ok: true; data: MeetingInput } | { ok: false; errors: MeetingErrors } {
  const m = messages[locale];
  const errors: MeetingErrors = {};
  const parsed = textSchemas(locale).safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && (MEETING_FIELDS as readonly string[]).includes(field))
        errors[field as MeetingField] ??= issue.message;
    }
  }
  const zone = parsed.success ? parsed.data.timeZone : undefined;
  const times: Date[] = [];
  const earliest = now.getTime() + MEETING_LIMITS.minLeadHours * 3_600_000;
  const latest = now.getTime() + MEETING_LIMITS.maxAheadDays * 86_400_000;
  for (const field of TIME_FIELDS) {
    const raw = values[field]?.trim() ?? "";
    if (!raw) {
      if (field === "time1") errors.time1 = m.time1Required;
      continue;
    }
    if (!LOCAL_TIME.test(raw)) {
      errors[field] = m.timeInvalid;
      continue;
    }
    if (!zone) continue;
    const local = DateTime.fromISO(raw, { zone });
    // A wall-clock time skipped by a daylight-saving change comes back shifted: refuse it rather than guess.
    if (!local.isValid || local.toFormat("yyyy-MM-dd'T'HH:mm") !== raw) {
      errors[field] = local.isValid ? m.timeMissing : m.timeInvalid;
      continue;
    }
    const instant = local.toJSDate();
    if (instant.getTime() < earliest) errors[field] = m.timeTooSoon;
    else if (instant.getTime() > latest) errors[field] = m.timeTooLate;
    else if (times.some((time) => time.getTime() === instant.getTime())) errors[field] = m.timeRepeated;
    else times.push(instant);
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: { ...parsed.data, preferredTimes: times } };
}

export type MeetingSubmission = { values: MeetingValues; honeypot: unknown; formToken: unknown; clientIp: string; locale: Locale };
export type MeetingSubmitResult =
  | { kind: "invalid"; errors: MeetingErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "accepted"; request: MeetingRequest };

async function spamReason({ honeypot, formToken }: MeetingSubmission): Promise<string | undefined> {
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot field filled in";
  const minFillMs = getEnv().contactMinFillMs;
  if (minFillMs === 0) return undefined;
  const check = await checkFormToken(formToken);
  if (!check.valid) return check.reason;
  if (check.elapsedMs < minFillMs) return `sent ${Math.max(0, check.elapsedMs)} ms after the form was shown (minimum ${minFillMs} ms)`;
  return undefined;
}

/** Validate, count against the address's hourly limit, classify, store, then notify in the background. */
export async function submitMeetingRequest(submission: MeetingSubmission, now = new Date()): Promise<MeetingSubmitResult> {
  const validation = validateMeetingRequest(submission.values, submission.locale, now);
  if (!validation.ok) return { kind: "invalid", errors: validation.errors };
  const limit = await hitRateLimit(`meeting:${clientNetwork(submission.clientIp)}`, getEnv().contactLimitPerHour, WINDOW_MS);
  if (!limit.allowed) return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  const reason = await spamReason(submission);
  const settings = reason ? undefined : mailSettings();
  const [row] = await getDb()
    .insert(meetingRequests)
    .values({
      ...validation.data,
      locale: submission.locale,
      status: reason ? "spam" : "new",
      spamReason: reason ?? null,
      mailStatus: settings ? "pending" : "not_configured",
    })
    .returning();
  if (!row) throw new Error("The meeting request was not stored");
  log.info("meeting request stored", { meetingRequestId: row.id, status: row.status, spamReason: reason });
  if (settings) sendInBackground(`meeting:${row.id}`, () => notify(row, settings));
  return { kind: "accepted", request: row };
}

export async function getMeetingRequest(id: string): Promise<MeetingRequest | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await getDb().select().from(meetingRequests).where(eq(meetingRequests.id, id));
  return row;
}

// ---------------------------------------------------------------------------------------------------
// Showing the times

export function officeOf(id: string, locale: Locale) {
  const list = locale === "fr" ? officesFr : offices;
  return list.find((office) => office.id === id) ?? list[0];
}

// ---------------------------------------------------------------------------------------------------
// The calendar file offered with the confirmation

/** One tentative event per proposed time, in the visitor's language, for their calendar. */
export function meetingCalendar(request: MeetingRequest): string {
  const locale: Locale = request.locale === "fr" ? "fr" : "en";
  const office = officeOf(request.officeId, locale);
  const title =
    locale === "fr"
      ? `Rencontre avec ${company.name} (à confirmer)\u00a0: ${request.topic}`
      : `Meeting with ${company.name} (to be confirmed): ${request.topic}`;
  const description =
    locale === "fr"
      ? `Vous avez proposé ce moment\u00a0; nous vous écrirons pour confirmer l’un des moments proposés. Format\u00a0: ${formatLabels.fr[request.format]}. Bureau\u00a0: ${office.name}.`
      : `You proposed this time; we will write to confirm one of the times you proposed. Format: ${formatLabels.en[request.format]}. Office: ${office.name}.`;
  const events: EventAttributes[] = request.preferredTimes.map((time, index) => ({
    uid: `${request.id}-${index + 1}@${new URL(getEnv().siteUrl).hostname}`,
    start: time.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: MEETING_LIMITS.durationMinutes },
    title,
    description,
    status: "TENTATIVE",
    location: request.format === "on-site" ? formatAddressLines(office, locale).join(", ") : undefined,
    organizer: { name: company.name, email: company.email },
    productId: `${company.name}//meeting-request`,
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error("The calendar file could not be written");
  return foldCalendarLines(value);
}

const CALENDAR_LINE_OCTETS = 75;

/**
 * Folds each content line at 75 octets, as RFC 5545 (section 3.1) asks, never inside a character. The
 * `ics` package folds at 75 characters, so a French line with accents or a narrow no-break space ran to
 * 80 octets and more; its lines are unfolded and folded again here.
 */
export function foldCalendarLines(calendar: string): string {
  const lines = calendar.replace(/\r\n[ \t]/g, "").split("\r\n");
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      let octets = 0;
      for (const character of line) {
        const size = Buffer.byteLength(character);
        // A continuation line starts with one space, which counts towards its 75 octets.
        const room = parts.length === 0 ? CALENDAR_LINE_OCTETS : CALENDAR_LINE_OCTETS - 1;
        if (octets + size > room) {
          parts.push(part);
          part = "";
          octets = 0;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join("\r\n ");
    })
    .join("\r\n");
}

// ---------------------------------------------------------------------------------------------------
// The staff notification

const languageNames: Record<Locale, string> = { en: "English", fr: "French" };

/** The notification: every field, and each proposed time in the office's own time and in the visitor's. */
export function meetingMessage(request: MeetingRequest, settings: MailSettings) {
  const office = officeOf(request.officeId, "en");
  const times = request.preferredTimes.map(
    (time, index) =>
      `${index + 1}. ${formatMeetingTime(time, office.timeZone, "en")} (${office.locality} time); the visitor's time: ${formatMeetingTime(time, request.timeZone, "en")}`,
  );
  const text = [
    "A meeting request arrived through the website.",
    "",
    `Name: ${request.name}`,
    `Email: ${request.email}`,
    `Company: ${request.company ?? "Not given"}`,
    `Phone: ${request.phone ?? "Not given"}`,
    `Topic: ${request.topic}`,
    `Format: ${formatLabels.en[request.format]}`,
    `Office: ${office.name} (${office.location})`,
    `Answer in: ${languageNames[request.locale === "fr" ? "fr" : "en"]}`,
    "",
    `Proposed times, in ${office.locality} time (${office.timeZone}):`,
    ...times,
    "",
    ...(request.message ? ["Note:", request.message, ""] : []),
    `Reply to this e-mail to answer ${request.name} directly. Reference: ${request.id}`,
  ].join("\n");
  return {
    from: { name: `${company.name} website`, address: settings.notifyTo },
    to: settings.notifyTo,
    replyTo: { name: request.name.replace(/[\r\n]+/g, " "), address: request.email },
    subject: `Meeting request from ${request.name}: ${request.topic}`.replace(/[\r\n]+/g, " "),
    text,
  };
}

async function notify(request: MeetingRequest, settings: MailSettings): Promise<void> {
  let update: { mailStatus: "sent" | "failed"; mailError: string | null };
  try {
    await sendMessage(meetingMessage(request, settings), settings);
    update = { mailStatus: "sent", mailError: null };
  } catch (error) {
    update = { mailStatus: "failed", mailError: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
    log.warn("meeting notification failed", { meetingRequestId: request.id, error: update.mailError });
  }
  try {
    await getDb().update(meetingRequests).set(update).where(eq(meetingRequests.id, request.id));
  } catch (error) {
    log.error("could not record the meeting notification status", { meetingRequestId: request.id, error: String(error) });
  }
}
