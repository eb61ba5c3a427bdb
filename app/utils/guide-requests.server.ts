import { desc } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import { guideRequests, type GuideRequest } from "~/db/schema";
import { provinces } from "~/content/provinces";
import type { Locale } from "~/i18n/locale";
import { getEnv } from "./env.server";
import { GUIDE_FIELDS, GUIDE_LIMITS, type GuideErrors, type GuideField, type GuideValues } from "./guide-request-fields";
import { checkFormToken } from "./inquiries.server";
import { log } from "./logger.server";
import { hitRateLimit } from "./rate-limit.server";
import { EMAIL } from "./inquiry-schema";
import { clientNetwork } from "./client-network";

/**
 * Requests for the CRN guide: the short form in front of the PDF. The same spam defences as inquiries (a
 * honeypot, a signed render-time token with a minimum fill time, an hourly limit per address); spam is
 * stored, marked, and answered like a genuine request so a bot learns nothing. A request is stored before
 * the visitor is told it worked.
 */

const GUIDE_WINDOW_MS = 60 * 60 * 1000;

const provinceCodes = provinces.map((province) => province.code) as [string, ...string[]];

const messages = {
  en: {
    nameRequired: "Your name is required",
    nameLong: `Your name can be at most ${GUIDE_LIMITS.nameMax} characters`,
    emailRequired: "Your e-mail address is required",
    emailInvalid: "Enter an e-mail address such as name@company.com",
    companyRequired: "Your company is required",
    companyLong: `The company name can be at most ${GUIDE_LIMITS.companyMax} characters`,
    province: "Choose a province or territory from the list",
  },
  fr: {
    nameRequired: "Votre nom est obligatoire",
    nameLong: `Votre nom peut compter au plus ${GUIDE_LIMITS.nameMax}\u00a0caractères`,
    emailRequired: "Votre adresse courriel est obligatoire",
    emailInvalid: "Entrez une adresse courriel comme nom@entreprise.com",
    companyRequired: "Le nom de votre entreprise est obligatoire",
    companyLong: `Le nom de l’entreprise peut compter au plus ${GUIDE_LIMITS.companyMax}\u00a0caractères`,
    province: "Choisissez une province ou un territoire dans la liste",
  },
} satisfies Record<Locale, Record<string, string>>;

function schema(locale: Locale) {
  const m = messages[locale];
  const text = (required: string) =>
    z
      .string({ error: required })
      .transform((value) => value.trim())
      .pipe(z.string().min(1, required));
  return z.object({
    name: text(m.nameRequired).pipe(z.string().max(GUIDE_LIMITS.nameMax, m.nameLong)),
    email: text(m.emailRequired).pipe(z.string().max(GUIDE_LIMITS.emailMax, m.emailInvalid).regex(EMAIL, m.emailInvalid)),
    company: text(m.companyRequired).pipe(z.string().max(GUIDE_LIMITS.companyMax, m.companyLong)),
    province: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : undefined))
      .pipe(z.enum(provinceCodes, { error: m.province }).optional()),
  });
}

export type GuideInput = { name: string; email: string; company: string; province?: string };

/** The fields as typed, or each field's problem in the visitor's language. */
export function validateGuideRequest(
  values: GuideValues,
  locale: Locale,
): { ok: true; data: GuideInput } | { ok: false; errors: GuideErrors } {
  const result = schema(locale).safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: GuideErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (GUIDE_FIELDS as readonly string[]).includes(field) && !errors[field as GuideField]) {
      errors[field as GuideField] = issue.message;
    }
  }
  return { ok: false, errors };
}

export type GuideSubmission = { values: GuideValues; honeypot: unknown; formToken: unknown; clientIp: string; locale: Locale };

export type GuideSubmitResult =
  { kind: "invalid"; errors: GuideErrors } | { kind: "rate-limited"; retryAfterSeconds: number } | { kind: "accepted"; id: string };

async function spamReason({ honeypot, formToken }: GuideSubmission): Promise<string | undefined> {
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot field filled in";
  const minFillMs = getEnv().contactMinFillMs;
  if (minFillMs === 0) return undefined;
  const check = await checkFormToken(formToken);
  if (!check.valid) return check.reason;
  if (check.elapsedMs < minFillMs) return `sent ${Math.max(0, check.elapsedMs)} ms after the form was shown (minimum ${minFillMs} ms)`;
  return undefined;
}

/** Validate, count against the address's hourly limit, classify, store. */
export async function submitGuideRequest(submission: GuideSubmission): Promise<GuideSubmitResult> {
  const validation = validateGuideRequest(submission.values, submission.locale);
  if (!validation.ok) return { kind: "invalid", errors: validation.errors };
  const limit = await hitRateLimit(`guide:${clientNetwork(submission.clientIp)}`, getEnv().contactLimitPerHour, GUIDE_WINDOW_MS);
  if (!limit.allowed) return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  const reason = await spamReason(submission);
  const { name, email, company, province } = validation.data;
  const [row] = await getDb()
    .insert(guideRequests)
    .values({
      name,
      email,
      company,
      province: province ?? null,
      locale: submission.locale,
      status: reason ? "spam" : "new",
      spamReason: reason ?? null,
    })
    .returning({ id: guideRequests.id });
  if (!row) throw new Error("The guide request was not stored");
  log.info("guide request stored", { guideRequestId: row.id, spamReason: reason });
  return { kind: "accepted", id: row.id };
}

/** The newest requests first, for staff. */
export function listGuideRequests(limit = 200): Promise<GuideRequest[]> {
  return getDb().select().from(guideRequests).orderBy(desc(guideRequests.createdAt), desc(guideRequests.id)).limit(limit);
}
