import { and, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { company } from "~/content/company";
import { getDb, type Database } from "~/db/db.server";
import { jobApplications, jobPostings, type InquiryStatus, type JobApplication, type JobPosting } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { jobPostingPath } from "~/i18n/paths";
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  applicationMessages,
  RESUME_MAX_BYTES,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from "./application-fields";
import { postingState } from "./careers-fields";
import { getEnv } from "./env.server";
import { checkFormToken, csvField } from "./inquiries.server";
import { EMAIL } from "./inquiry-schema";
import { log } from "./logger.server";
import { mailSettings, sendInBackground, sendMessage, type MailSettings } from "./mail.server";
import { hitRateLimit } from "./rate-limit.server";
import { checkResume } from "./resume-check.server";
import { clientNetwork } from "./client-network";

/**
 * Job applications: a candidate's details and résumé for one open posting. The one module that writes
 * `job_applications`. The same spam defences and hourly limit per address as inquiries (honeypot, signed
 * fill-time token); the résumé is checked by its bytes (resume-check.server.ts); the application is
 * stored before success is reported, and the notification to the firm follows in the background with
 * its outcome recorded on the row. Résumés are only ever sent to signed-in staff allowed to read leads.
 */

const WINDOW_MS = 60 * 60 * 1000;
export const APPLICATIONS_PAGE_SIZE = 25;

/** The application without its résumé's bytes: what lists, the inbox and the CSV need. */
export type ApplicationSummary = Omit<JobApplication, "resume">;

const summaryColumns = {
  id: jobApplications.id,
  postingId: jobApplications.postingId,
  name: jobApplications.name,
  email: jobApplications.email,
  phone: jobApplications.phone,
  message: jobApplications.message,
  resumeName: jobApplications.resumeName,
  resumeType: jobApplications.resumeType,
  resumeSize: jobApplications.resumeSize,
  locale: jobApplications.locale,
  status: jobApplications.status,
  spamReason: jobApplications.spamReason,
  mailStatus: jobApplications.mailStatus,
  mailError: jobApplications.mailError,
  handledAt: jobApplications.handledAt,
  createdAt: jobApplications.createdAt,
};

function textSchema(locale: Locale) {
  const m = applicationMessages[locale];
  const trimmed = z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? "");
  return z.object({
    name: trimmed.pipe(z.string().min(1, m.nameRequired).max(APPLICATION_LIMITS.nameMax, m.nameLong)),
    email: trimmed.pipe(z.string().min(1, m.emailRequired).max(APPLICATION_LIMITS.emailMax, m.emailInvalid).regex(EMAIL, m.emailInvalid)),
    phone: trimmed
      .pipe(
        z
          .string()
          .max(APPLICATION_LIMITS.phoneMax, m.phoneInvalid)
          .regex(/^[0-9+\-() .]*$/, m.phoneInvalid),
      )
      .transform((value) => value || null),
    message: trimmed.pipe(z.string().max(APPLICATION_LIMITS.messageMax, m.messageLong)).transform((value) => value || null),
  });
}

export type ApplicationText = z.infer<ReturnType<typeof textSchema>>;

/** The candidate's fields as typed, or each one's problem in the page's language. */
export function validateApplicationText(
  values: ApplicationValues,
  locale: Locale,
): { ok: true; data: ApplicationText } | { ok: false; errors: ApplicationErrors } {
  const parsed = textSchema(locale).safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: ApplicationErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (APPLICATION_FIELDS as readonly string[]).includes(field))
      errors[field as ApplicationField] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The résumé as the form sent it: a file part, or nothing. */
export type UploadedResume = { name: string; size: number; bytes: () => Promise<Uint8Array> } | null;

export function resumeFromForm(value: FormDataEntryValue | null): UploadedResume {
  if (!value || typeof value === "string") return null;
  // A file input left empty still sends a part, with no name and no bytes.
  if (value.name === "" && value.size === 0) return null;
  return { name: value.name, size: value.size, bytes: async () => new Uint8Array(await value.arrayBuffer()) };
}

export type ApplicationSubmission = {
  posting: JobPosting;
  values: ApplicationValues;
  resume: UploadedResume;
  honeypot: unknown;
  formToken: unknown;
  clientIp: string;
  locale: Locale;
};

export type ApplicationResult =
  | { kind: "closed" }
  | { kind: "invalid"; errors: ApplicationErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "accepted"; application: ApplicationSummary };

async function spamReason({ honeypot, formToken }: ApplicationSubmission): Promise<string | undefined> {
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot field filled in";
  const minFillMs = getEnv().contactMinFillMs;
  if (minFillMs === 0) return undefined;
  const check = await checkFormToken(formToken);
  if (!check.valid) return check.reason;
  if (check.elapsedMs < minFillMs) return `sent ${Math.max(0, check.elapsedMs)} ms after the form was shown (minimum ${minFillMs} ms)`;
  return undefined;
}

/**
 * The one way in for an application: the posting must still be open; the fields and the résumé are
 * checked together (every problem named at once); then the address's hourly limit, the spam checks, and
 * the row is stored. Success is only reported once it is; the e-mail follows in the background.
 */
export async function submitApplication(submission: ApplicationSubmission, now = new Date()): Promise<ApplicationResult> {
  if (postingState(submission.posting, now) !== "open") return { kind: "closed" };
  const messages = applicationMessages[submission.locale];
  const text = validateApplicationText(submission.values, submission.locale);
  const errors: ApplicationErrors = text.ok ? {} : { ...text.errors };
  let resume: { kind: "pdf" | "docx"; name: string; bytes: Uint8Array } | undefined;
  const upload = submission.resume;
  if (!upload) errors.resume = messages.resume.missing;
  // The declared size is checked before the bytes are looked at.
  else if (upload.size > RESUME_MAX_BYTES) errors.resume = messages.resume["too-large"];
  else {
    const bytes = await upload.bytes();
    const check = await checkResume(bytes, upload.name);
    if (check.ok) resume = { kind: check.kind, name: check.name, bytes };
    else errors.resume = messages.resume[check.problem];
  }
  if (!text.ok || !resume) return { kind: "invalid", errors };

  const limit = await hitRateLimit(`application:${clientNetwork(submission.clientIp)}`, getEnv().contactLimitPerHour, WINDOW_MS);
  if (!limit.allowed) {
    log.warn("application refused: rate limit", { postingId: submission.posting.id });
    return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const reason = await spamReason(submission);
  const settings = reason ? undefined : mailSettings();
  const [row] = await getDb()
    .insert(jobApplications)
    .values({
      postingId: submission.posting.id,
      ...text.data,
      resumeName: resume.name,
      resumeType: resume.kind,
      resumeSize: resume.bytes.byteLength,
      resume: Buffer.from(resume.bytes.buffer, resume.bytes.byteOffset, resume.bytes.byteLength),
      locale: submission.locale,
      status: reason ? "spam" : "new",
      spamReason: reason ?? null,
      mailStatus: settings ? "pending" : "not_configured",
    })
    .returning(summaryColumns);
  if (!row) throw new Error("The application was not stored");
  log.info("application stored", { applicationId: row.id, postingId: row.postingId, status: row.status, spamReason: reason });
  if (settings) sendInBackground(`application:${row.id}`, () => notify(row, submission.posting, settings));
  return { kind: "accepted", application: row };
}

// ---------------------------------------------------------------------------------------------------
// The notification

const languageNames: Record<Locale, string> = { en: "English", fr: "French" };
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

export function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The message to the firm: the candidate, the posting, the language to answer in, where to read the résumé. */
export function applicationMessage(application: ApplicationSummary, posting: JobPosting, settings: MailSettings) {
  const inbox = `${settings.siteUrl}/admin/careers/${posting.id}/applications`;
  const language = languageNames[application.locale === "fr" ? "fr" : "en"];
  const text = [
    "A job application arrived through the website.",
    "",
    `Posting: ${posting.en.title} (${settings.siteUrl}${jobPostingPath(posting.slug, "en")})`,
    `Name: ${application.name}`,
    `Email: ${application.email}`,
    `Phone: ${application.phone ?? "Not given"}`,
    `Answer in: ${language}`,
    `Résumé: ${application.resumeName} (${application.resumeType.toUpperCase()}, ${sizeLabel(application.resumeSize)})`,
    "",
    ...(application.message ? ["Message:", application.message, ""] : []),
    `The résumé is not attached: staff who may read applications download it from ${inbox}`,
    `Reply to this e-mail to answer ${application.name} directly. Reference: ${application.id}`,
  ].join("\n");
  return {
    from: { name: `${company.name} website`, address: settings.notifyTo },
    to: settings.notifyTo,
    replyTo: { name: oneLine(application.name), address: application.email },
    subject: oneLine(`Application from ${application.name}: ${posting.en.title} (answer in ${language})`),
    text,
  };
}

async function notify(application: ApplicationSummary, posting: JobPosting, settings: MailSettings): Promise<void> {
  let update: { mailStatus: "sent" | "failed"; mailError: string | null };
  try {
    await sendMessage(applicationMessage(application, posting, settings), settings);
    update = { mailStatus: "sent", mailError: null };
  } catch (error) {
    update = { mailStatus: "failed", mailError: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
    log.warn("application notification failed", { applicationId: application.id, error: update.mailError });
  }
  try {
    await getDb().update(jobApplications).set(update).where(eq(jobApplications.id, application.id));
  } catch (error) {
    log.error("could not record the application notification status", { applicationId: application.id, error: String(error) });
  }
}

// ---------------------------------------------------------------------------------------------------
// The inbox of one posting

export type ApplicationPage = { items: ApplicationSummary[]; total: number; page: number; pageCount: number; pageSize: number };

/** One page of a posting's applications with `status`, newest first. */
export async function listApplications(
  postingId: string,
  status: InquiryStatus,
  page = 1,
  pageSize = APPLICATIONS_PAGE_SIZE,
): Promise<ApplicationPage> {
  const db = getDb();
  const where = and(eq(jobApplications.postingId, postingId), eq(jobApplications.status, status));
  const [{ total }] = await db.select({ total: count() }).from(jobApplications).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const items = await db
    .select(summaryColumns)
    .from(jobApplications)
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { items, total, page: current, pageCount, pageSize };
}

export async function countApplicationsByStatus(postingId: string): Promise<Record<InquiryStatus, number>> {
  const rows = await getDb()
    .select({ status: jobApplications.status, total: count() })
    .from(jobApplications)
    .where(eq(jobApplications.postingId, postingId))
    .groupBy(jobApplications.status);
  const counts: Record<InquiryStatus, number> = { new: 0, handled: 0, spam: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** Every application of a posting, newest first, for the CSV export (without the résumés' bytes). */
export function applicationsForExport(postingId: string): Promise<ApplicationSummary[]> {
  return getDb()
    .select(summaryColumns)
    .from(jobApplications)
    .where(eq(jobApplications.postingId, postingId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
}

/** An application with its posting's titles, for the résumé download and the leads inbox. */
export async function getApplication(id: string): Promise<(ApplicationSummary & { postingTitle: string }) | undefined> {
  const [row] = await getDb()
    .select({ ...summaryColumns, postingTitle: sql<string>`${jobPostings.en}->>'title'` })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.postingId))
    .where(eq(jobApplications.id, id));
  return row;
}

/** The résumé's bytes and what they are, for a signed-in staff member's download. */
export async function getResume(id: string): Promise<{ name: string; type: "pdf" | "docx"; bytes: Uint8Array } | undefined> {
  const [row] = await getDb()
    .select({ name: jobApplications.resumeName, type: jobApplications.resumeType, bytes: jobApplications.resume })
    .from(jobApplications)
    .where(eq(jobApplications.id, id));
  return row ? { name: row.name, type: row.type, bytes: row.bytes } : undefined;
}

/**
 * Moves an application to `status`, as the other inboxes do: 'handled' records when, 'new' puts it back
 * (also rescuing one wrongly kept as spam), 'spam' files it away. Undefined when there is no such
 * application (of `postingId`, when given).
 */
export async function setApplicationStatus(
  id: string,
  status: InquiryStatus,
  postingId?: string,
  db: Database = getDb(),
): Promise<ApplicationSummary | undefined> {
  const changes =
    status === "handled"
      ? { status, handledAt: new Date() }
      : status === "new"
        ? { status, handledAt: null, spamReason: null }
        : { status, handledAt: null, spamReason: sql`coalesce(${jobApplications.spamReason}, 'marked as spam in the inbox')` };
  const where = postingId ? and(eq(jobApplications.id, id), eq(jobApplications.postingId, postingId)) : eq(jobApplications.id, id);
  const [row] = await db.update(jobApplications).set(changes).where(where).returning(summaryColumns);
  return row;
}

// ---------------------------------------------------------------------------------------------------
// CSV export

type CsvPosting = Pick<JobPosting, "en" | "slug">;

const csvColumns: { header: string; value: (row: ApplicationSummary, posting: CsvPosting) => string | null | undefined }[] = [
  { header: "Received (UTC)", value: (row) => row.createdAt.toISOString() },
  { header: "Posting", value: (_row, posting) => `${posting.en.title} (${posting.slug})` },
  { header: "Status", value: (row) => row.status },
  { header: "Name", value: (row) => row.name },
  { header: "Email", value: (row) => row.email },
  { header: "Phone", value: (row) => row.phone },
  { header: "Language", value: (row) => languageNames[row.locale === "fr" ? "fr" : "en"] },
  { header: "Message", value: (row) => row.message },
  { header: "Résumé File", value: (row) => row.resumeName },
  { header: "Résumé Type", value: (row) => row.resumeType.toUpperCase() },
  { header: "Résumé Size (bytes)", value: (row) => String(row.resumeSize) },
  { header: "Handled (UTC)", value: (row) => row.handledAt?.toISOString() },
  { header: "Mail Status", value: (row) => row.mailStatus },
  { header: "Spam Reason", value: (row) => row.spamReason },
  { header: "ID", value: (row) => row.id },
];

/** A posting's applications as CSV spreadsheets open correctly: UTF-8 with a BOM, CRLF line ends, formulas defused. */
export function applicationsCsv(rows: ApplicationSummary[], posting: CsvPosting): string {
  const lines = [
    csvColumns.map((column) => csvField(column.header)).join(","),
    ...rows.map((row) => csvColumns.map((column) => csvField(column.value(row, posting))).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
