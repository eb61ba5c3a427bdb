import { and, eq, inArray, lte } from "drizzle-orm";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { company } from "~/content/company";
import { getDb } from "~/db/db.server";
import { contactInquiries, jobApplications, meetingRequests, type ContactInquiry } from "~/db/schema";
import { getEnv, type Env } from "./env.server";
import { budgetLabel, serviceLabel } from "./inquiry-schema";
import { log } from "./logger.server";

export type MailSettings = { smtpUrl: string; notifyTo: string; siteUrl: string };

/** The notification settings, or undefined when inquiries are only stored. */
export function mailSettings(env: Env = getEnv()): MailSettings | undefined {
  if (!env.smtpUrl || !env.contactNotifyTo) return undefined;
  return { smtpUrl: env.smtpUrl, notifyTo: env.contactNotifyTo, siteUrl: env.siteUrl };
}

let transport: { url: string; transporter: nodemailer.Transporter<SMTPTransport.SentMessageInfo> } | undefined;

function transporterFor(url: string) {
  if (transport?.url !== url) {
    const smtp = new SMTPTransport({
      url,
      // A mail server that does not answer must not keep a notification (or a shutdown) waiting for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transport = { url, transporter: nodemailer.createTransport(smtp) };
  }
  return transport.transporter;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type MailRow = { label: string; value: string };

function mailRows(inquiry: ContactInquiry): MailRow[] {
  return [
    { label: "Name", value: `${inquiry.firstName} ${inquiry.lastName}` },
    { label: "Email", value: inquiry.email },
    { label: "Company", value: inquiry.company ?? "Not given" },
    { label: "Service", value: serviceLabel(inquiry.service) },
    { label: "Budget", value: budgetLabel(inquiry.budget) ?? "Not given" },
    { label: "Language", value: inquiry.locale === "fr" ? "French (reply in French)" : "English" },
    { label: "Received", value: inquiry.createdAt.toISOString() },
    { label: "Reference", value: inquiry.id },
  ];
}

/** The notification for one inquiry: plain text and simple HTML with every field, Reply-To the visitor. */
export function inquiryMessage(inquiry: ContactInquiry, settings: MailSettings) {
  const rows = mailRows(inquiry);
  const inboxUrl = `${settings.siteUrl}/admin/inquiries`;
  const name = oneLine(`${inquiry.firstName} ${inquiry.lastName}`);
  const text = [
    "A new project inquiry arrived through the website.",
    "",
    ...rows.map((row) => `${row.label}: ${row.value}`),
    "",
    "Project details:",
    inquiry.message,
    "",
    `Reply to this e-mail to answer ${inquiry.firstName} directly. All inquiries: ${inboxUrl}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1e293b; line-height: 1.5">
<p>A new project inquiry arrived through the website.</p>
<table cellpadding="6" style="border-collapse: collapse">
${rows.map((row) => `<tr><th align="left" style="background:#f1f5f9">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`).join("\n")}
</table>
<h2 style="font-size: 16px">Project details</h2>
<p style="white-space: pre-wrap">${escapeHtml(inquiry.message)}</p>
<p>Reply to this e-mail to answer ${escapeHtml(inquiry.firstName)} directly. <a href="${escapeHtml(inboxUrl)}">All inquiries</a></p>
</body></html>`;
  return {
    from: { name: `${company.name} website`, address: settings.notifyTo },
    to: settings.notifyTo,
    replyTo: { name, address: inquiry.email },
    subject: oneLine(`New inquiry from ${name}: ${serviceLabel(inquiry.service)}`),
    text,
    html,
  };
}

/** Sends any notification through the configured SMTP server. */
export async function sendMessage(message: nodemailer.SendMailOptions, settings: MailSettings): Promise<void> {
  await transporterFor(settings.smtpUrl).sendMail(message);
}

export async function sendInquiryMail(inquiry: ContactInquiry, settings: MailSettings): Promise<void> {
  await transporterFor(settings.smtpUrl).sendMail(inquiryMessage(inquiry, settings));
}

/** A short reason for the inbox and the log, without the visitor's details. */
function failureReason(error: unknown): string {
  const code = error && typeof error === "object" && "code" in error ? String(error.code) : "";
  const message = error instanceof Error ? error.message : String(error);
  const reason = code && !message.includes(code) ? `${code}: ${message}` : message;
  return reason.slice(0, 500);
}

const pending = new Map<string, Promise<void>>();

async function deliver(inquiry: ContactInquiry, settings: MailSettings): Promise<void> {
  let update: { mailStatus: "sent" | "failed"; mailError: string | null };
  try {
    await sendInquiryMail(inquiry, settings);
    update = { mailStatus: "sent", mailError: null };
    log.info("inquiry notification sent", { inquiryId: inquiry.id });
  } catch (error) {
    update = { mailStatus: "failed", mailError: failureReason(error) };
    log.warn("inquiry notification failed", { inquiryId: inquiry.id, error: update.mailError });
  }
  try {
    await getDb().update(contactInquiries).set(update).where(eq(contactInquiries.id, inquiry.id));
  } catch (error) {
    log.error("could not record the notification status", { inquiryId: inquiry.id, error: failureReason(error) });
  }
}

/**
 * Mails a stored inquiry in the background: the visitor's request does not wait for the mail server.
 * The row's mailStatus moves from 'pending' to 'sent' or 'failed' (with mailError).
 */
export function notifyInBackground(inquiry: ContactInquiry, settings: MailSettings): void {
  const task = deliver(inquiry, settings).finally(() => pending.delete(inquiry.id));
  pending.set(inquiry.id, task);
}

/**
 * Runs another notification in the background under `key`, so that shutdown (waitForPendingMail) waits for
 * it as it does for inquiries'.
 */
export function sendInBackground(key: string, task: () => Promise<void>): void {
  const running = task().finally(() => pending.delete(key));
  pending.set(key, running);
}

/** Notifications still on their way. */
export function pendingMailCount(): number {
  return pending.size;
}

/**
 * Waits for notifications on their way (at shutdown, before the database closes). Those not done within
 * `timeoutMs` are recorded as failed, so the inbox never shows a mail as pending forever.
 */
export async function waitForPendingMail(timeoutMs = 8000): Promise<void> {
  if (pending.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const outcome = await Promise.race([Promise.allSettled([...pending.values()]).then(() => "done" as const), timedOut]);
  clearTimeout(timer);
  if (outcome === "done") return;
  // Other notifications run under "kind:id" keys; inquiries under their bare id.
  const keys = [...pending.keys()];
  const idsOf = (kind: string) => keys.filter((key) => key.startsWith(`${kind}:`)).map((key) => key.slice(kind.length + 1));
  const unsent = { mailStatus: "failed" as const, mailError: UNSENT_AT_STOP };
  log.warn("stopping with notifications unsent", { count: pending.size });
  try {
    const inquiries = keys.filter((key) => !key.includes(":"));
    if (inquiries.length) await getDb().update(contactInquiries).set(unsent).where(inArray(contactInquiries.id, inquiries));
    const meetings = idsOf("meeting");
    if (meetings.length) await getDb().update(meetingRequests).set(unsent).where(inArray(meetingRequests.id, meetings));
    const applications = idsOf("application");
    if (applications.length) await getDb().update(jobApplications).set(unsent).where(inArray(jobApplications.id, applications));
  } catch (error) {
    log.error("could not record the unsent notifications", { error: failureReason(error) });
  }
}

const UNSENT_AT_STOP = "The server stopped before the e-mail was sent";

/** A notification still pending this long after its row was written belongs to a process that stopped. */
export const STALLED_NOTIFICATION_MS = 10 * 60 * 1000;

/**
 * Records as failed the notifications a process left pending when it was killed (kill -9, out of
 * memory, a power cut), so that the inbox shows them as not sent instead of pending forever. At start
 * on the embedded database (one process at a time) every pending one is such; on a PostgreSQL server
 * shared by instances, only those older than `olderThanMs` (another instance may be sending one now).
 */
export async function failStalledNotifications(olderThanMs = STALLED_NOTIFICATION_MS): Promise<number> {
  const before = new Date(Date.now() - olderThanMs);
  const unsent = { mailStatus: "failed" as const, mailError: UNSENT_AT_STOP };
  const db = getDb();
  const counts = await Promise.all([
    db
      .update(contactInquiries)
      .set(unsent)
      .where(and(eq(contactInquiries.mailStatus, "pending"), lte(contactInquiries.createdAt, before)))
      .returning({ id: contactInquiries.id }),
    db
      .update(meetingRequests)
      .set(unsent)
      .where(and(eq(meetingRequests.mailStatus, "pending"), lte(meetingRequests.createdAt, before)))
      .returning({ id: meetingRequests.id }),
    db
      .update(jobApplications)
      .set(unsent)
      .where(and(eq(jobApplications.mailStatus, "pending"), lte(jobApplications.createdAt, before)))
      .returning({ id: jobApplications.id }),
  ]);
  const count = counts.reduce((sum, rows) => sum + rows.length, 0);
  if (count) log.warn("notifications left pending by a stopped process recorded as not sent", { count });
  return count;
}
