import { count, desc, eq, sql } from "drizzle-orm";
import crypto from "node:crypto";
import { data } from "react-router";
import { getDb, type Database } from "~/db/db.server";
import { appSettings, contactInquiries, inquiryStatuses, type ContactInquiry, type InquiryStatus } from "~/db/schema";
import { getEnv } from "./env.server";
import { budgetLabel, serviceLabel, validateInquiry, type InquiryFieldErrors } from "./inquiry-schema";
import { log } from "./logger.server";
import type { Locale } from "~/i18n/locale";
import { inquiryCopy } from "./inquiry-copy";
import { mailSettings, notifyInBackground } from "./mail.server";
import { hitRateLimit } from "./rate-limit.server";
import { clientNetwork } from "./client-network";

// Inquiries: storing what visitors send (genuine or spam), and reading them back in the inbox.
//
// Spam defence, without a CAPTCHA:
// - A honeypot: a field people never see ("website"). Anything in it marks the submission as spam.
// - A minimum fill time: the Contact page renders a token holding the render time, signed with a secret
//   kept in app_settings (so every instance can check what another rendered). A form sent sooner than
//   CONTACT_MIN_FILL_MS after rendering, or with a missing or forged token, is spam.
// - POST /api/contact has no page that renders it, so no token is required there: programs that post
//   the seven fields are judged by the honeypot and the rate limit only. A caller that does send a token
//   has it checked exactly like the form. The Contact page's own form always posts to the page, with
//   JavaScript or without, and always carries its token.
// Spam gets the same answer as a genuine inquiry (so a bot learns nothing), is stored with status 'spam'
// and a reason, and is never mailed.

export const CONTACT_WINDOW_MS = 60 * 60 * 1000;
export const INBOX_PAGE_SIZE = 20;
const SECRET_SETTING = "contact_form_secret";
/** Clocks of several instances may differ a little; a token from further in the future is forged. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const secrets = new WeakMap<Database, Promise<Buffer>>();

async function loadSecret(db: Database): Promise<Buffer> {
  const generated = crypto.randomBytes(32).toString("base64url");
  // The first instance to get here stores its secret; everyone then reads the one that was kept.
  await db.insert(appSettings).values({ key: SECRET_SETTING, value: generated }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SECRET_SETTING));
  if (!row) throw new Error("The contact form secret could not be stored");
  return Buffer.from(row.value, "base64url");
}

function formSecret(): Promise<Buffer> {
  const db = getDb();
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

function sign(secret: Buffer, issuedAt: number): string {
  return crypto.createHmac("sha256", secret).update(`contact-form.${issuedAt}`).digest("base64url");
}

/** A token holding the moment the form was rendered, signed so that it cannot be made up. */
export async function createFormToken(now = Date.now()): Promise<string> {
  return `${now}.${sign(await formSecret(), now)}`;
}

export type TokenCheck = { valid: true; elapsedMs: number } | { valid: false; reason: string };

export async function checkFormToken(token: unknown, now = Date.now()): Promise<TokenCheck> {
  if (typeof token !== "string" || token.trim() === "") return { valid: false, reason: "form token missing" };
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return { valid: false, reason: "form token malformed" };
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(await formSecret(), issuedAt));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return { valid: false, reason: "form token forged" };
  }
  if (issuedAt > now + CLOCK_SKEW_MS) return { valid: false, reason: "form token from the future" };
  return { valid: true, elapsedMs: now - issuedAt };
}

export type SubmissionChannel = "form" | "api";

export type Submission = {
  /** The visitor's fields, as received (validated here). */
  fields: unknown;
  /** The honeypot field's value. */
  honeypot: unknown;
  formToken: unknown;
  channel: SubmissionChannel;
  clientIp: string;
  /** The language of the page it was sent from (English when absent): the answers and the record follow it. */
  locale?: Locale;
};

export type SubmitResult =
  | { kind: "invalid"; errors: InquiryFieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "accepted"; id: string; firstName: string };

/** Why a submission is spam, or undefined for a genuine one. */
async function spamReason(submission: Submission): Promise<string | undefined> {
  const { honeypot, formToken, channel } = submission;
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== "") return "honeypot field filled in";
  const minFillMs = getEnv().contactMinFillMs;
  if (minFillMs === 0) return undefined;
  const tokenGiven = typeof formToken === "string" && formToken.trim() !== "";
  if (channel === "api" && !tokenGiven) return undefined;
  const check = await checkFormToken(formToken);
  if (!check.valid) return check.reason;
  if (check.elapsedMs < minFillMs) {
    return `sent ${Math.max(0, check.elapsedMs)} ms after the form was shown (minimum ${minFillMs} ms)`;
  }
  return undefined;
}

/** What the visitor is told once the inquiry is stored, in the language they wrote in. */
export function acknowledgement(firstName: string, locale: Locale = "en"): string {
  return inquiryCopy[locale].server.acknowledgement(firstName);
}

/**
 * The one way in for an inquiry, from the form and the JSON API alike: validate, count against the
 * client's hourly limit, classify, store. Success is only reported once the row is stored; the e-mail
 * notification follows in the background.
 */
export async function submitInquiry(submission: Submission): Promise<SubmitResult> {
  const locale = submission.locale ?? "en";
  const validation = validateInquiry(submission.fields, inquiryCopy[locale].validation);
  if (!validation.success) return { kind: "invalid", errors: validation.errors };
  const input = validation.data;

  const env = getEnv();
  const limit = await hitRateLimit(`contact:${clientNetwork(submission.clientIp)}`, env.contactLimitPerHour, CONTACT_WINDOW_MS);
  if (!limit.allowed) {
    log.warn("inquiry refused: rate limit", { channel: submission.channel });
    return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  }

  const reason = await spamReason(submission);
  const settings = reason ? undefined : mailSettings(env);
  const [row] = await getDb()
    .insert(contactInquiries)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      company: input.company ?? null,
      service: input.service,
      budget: input.budget ?? null,
      message: input.message,
      status: reason ? "spam" : "new",
      spamReason: reason ?? null,
      mailStatus: settings ? "pending" : "not_configured",
      locale,
    })
    .returning();
  log.info("inquiry stored", { inquiryId: row.id, channel: submission.channel, status: row.status, spamReason: reason });
  if (settings) notifyInBackground(row, settings);
  return { kind: "accepted", id: row.id, firstName: row.firstName };
}

export function retryAfterText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "in a minute" : `in ${minutes} minutes`;
}

export function rateLimitMessage(retryAfterSeconds: number, locale: Locale = "en"): string {
  return inquiryCopy[locale].server.rateLimited(Math.ceil(retryAfterSeconds / 60));
}

// ---------------------------------------------------------------------------------------------------
// The inbox

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === "string" && (inquiryStatuses as readonly string[]).includes(value);
}

/** The list a URL asks for: ?status=new|handled|spam (new when absent) and ?page=N; a 400 otherwise. */
export function parseInboxQuery(url: URL): { status: InquiryStatus; page: number } {
  const status = url.searchParams.get("status") ?? "new";
  if (!isInquiryStatus(status)) {
    throw data(`Unknown filter "${status}": use new, handled or spam.`, { status: 400 });
  }
  const pageText = url.searchParams.get("page") ?? "1";
  if (!/^\d{1,6}$/.test(pageText) || Number(pageText) < 1) {
    throw data(`Page must be a whole number from 1 (got "${pageText}").`, { status: 400 });
  }
  return { status, page: Number(pageText) };
}

export type InquiryPage = { items: ContactInquiry[]; total: number; page: number; pageCount: number; pageSize: number };

/** One page of inquiries with `status`, newest first; a page past the end shows the last one. */
export async function listInquiries(status: InquiryStatus, page = 1, pageSize = INBOX_PAGE_SIZE): Promise<InquiryPage> {
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(contactInquiries).where(eq(contactInquiries.status, status));
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const items = await db
    .select()
    .from(contactInquiries)
    .where(eq(contactInquiries.status, status))
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { items, total, page: current, pageCount, pageSize };
}

export async function countInquiriesByStatus(): Promise<Record<InquiryStatus, number>> {
  const rows = await getDb()
    .select({ status: contactInquiries.status, total: count() })
    .from(contactInquiries)
    .groupBy(contactInquiries.status);
  const counts: Record<InquiryStatus, number> = { new: 0, handled: 0, spam: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

export async function getInquiry(id: string): Promise<ContactInquiry | undefined> {
  const [row] = await getDb().select().from(contactInquiries).where(eq(contactInquiries.id, id));
  return row;
}

/**
 * Moves an inquiry to `status`: 'handled' records when, 'new' puts it back in the queue (also rescuing
 * one wrongly kept as spam), 'spam' files it away. Undefined when there is no such inquiry.
 */
export async function setInquiryStatus(id: string, status: InquiryStatus, db: Database = getDb()): Promise<ContactInquiry | undefined> {
  const changes =
    status === "handled"
      ? { status, handledAt: new Date() }
      : status === "new"
        ? { status, handledAt: null, spamReason: null }
        : { status, handledAt: null, spamReason: sql`coalesce(${contactInquiries.spamReason}, 'marked as spam in the inbox')` };
  const [row] = await db.update(contactInquiries).set(changes).where(eq(contactInquiries.id, id)).returning();
  return row;
}

/** Every inquiry with `status`, newest first, for the CSV export. */
export async function inquiriesForExport(status: InquiryStatus): Promise<ContactInquiry[]> {
  return getDb()
    .select()
    .from(contactInquiries)
    .where(eq(contactInquiries.status, status))
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id));
}

// ---------------------------------------------------------------------------------------------------
// CSV export

/**
 * One CSV field: always quoted, quotes doubled. A value a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) gets a leading apostrophe so it is shown as text.
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvColumns: { header: string; value: (row: ContactInquiry) => string | null | undefined }[] = [
  { header: "Received (UTC)", value: (row) => row.createdAt.toISOString() },
  { header: "Status", value: (row) => row.status },
  { header: "First Name", value: (row) => row.firstName },
  { header: "Last Name", value: (row) => row.lastName },
  { header: "Email", value: (row) => row.email },
  { header: "Company", value: (row) => row.company },
  { header: "Service", value: (row) => serviceLabel(row.service) },
  { header: "Budget", value: (row) => budgetLabel(row.budget) },
  { header: "Project Details", value: (row) => row.message },
  { header: "Language", value: (row) => row.locale },
  { header: "Handled (UTC)", value: (row) => row.handledAt?.toISOString() },
  { header: "Mail Status", value: (row) => row.mailStatus },
  { header: "Mail Error", value: (row) => row.mailError },
  { header: "Spam Reason", value: (row) => row.spamReason },
  { header: "ID", value: (row) => row.id },
];

/** The inquiries as a CSV document that spreadsheets open correctly: UTF-8 with a BOM, CRLF line ends. */
export function inquiriesCsv(rows: ContactInquiry[]): string {
  const lines = [
    csvColumns.map((column) => csvField(column.header)).join(","),
    ...rows.map((row) => csvColumns.map((column) => csvField(column.value(row))).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
