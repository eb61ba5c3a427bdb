import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { data } from "react-router";
import type { BulkResult } from "~/components/admin/bulk-actions";
import { getDb, queryRows, type Database } from "~/db/db.server";
import {
  contactInquiries,
  guideRequests,
  jobApplications,
  jobPostings,
  meetingRequests,
  type InquiryStatus,
  type MailStatus,
  type MeetingFormat,
} from "~/db/schema";
import { provinces } from "~/content/provinces";
import { isLocale, type Locale } from "~/i18n/locale";
import { formatLabels, formatMeetingTime } from "~/utils/meeting-request-fields";
import { setApplicationStatus, sizeLabel } from "./applications.server";
import { csvField, isInquiryStatus, setInquiryStatus } from "./inquiries.server";
import { budgetLabel, serviceLabel } from "./inquiry-schema";
import { cacheHeaders } from "./cache-headers";
import { leadBulkDoneMessage, readLeadBulkForm } from "./lead-bulk";
import { isLeadKind, leadKindLabels, leadKinds, leadLanguageLabels, type LeadKind } from "./lead-kinds";
import { officeOf } from "./meeting-requests.server";

/**
 * One inbox for every lead the site brings in: contact inquiries, CRN guide requests, meeting requests
 * and job applications, each marked with its kind and the language it arrived in, filtered by state (new, handled,
 * spam), kind and language, and exported as CSV. Each kind keeps its own table (and its own writes: a
 * submission is stored by its own module); this module reads them together and moves a lead between
 * states.
 */

export const LEADS_PAGE_SIZE = 25;

export type LeadFilter = { status: InquiryStatus; kind: LeadKind | null; locale: Locale | null };

/** A lead as every kind has it, plus the kind's own details as labelled lines. */
export type Lead = {
  kind: LeadKind;
  id: string;
  name: string;
  email: string;
  company: string | null;
  locale: Locale;
  status: InquiryStatus;
  spamReason: string | null;
  createdAt: Date;
  handledAt: Date | null;
  mailStatus: MailStatus | null;
  mailError: string | null;
  /** What the lead is about, in a few words: the service, the guide, the meeting's topic. */
  subject: string;
  details: { label: string; value: string }[];
  /** Where staff go further: a job application's résumé and its posting's inbox. */
  links: { label: string; href: string }[];
};

/** The inbox's filters from its query string; anything unknown is refused by name (a 400, not a guess). */
export function parseLeadQuery(url: URL): LeadFilter & { page: number } {
  const status = url.searchParams.get("status") || "new";
  const kind = url.searchParams.get("kind") || null;
  const locale = url.searchParams.get("lang") || null;
  const pageText = url.searchParams.get("page") ?? "1";
  if (!isInquiryStatus(status)) throw new Response(`Unknown status "${status}": use new, handled or spam.`, { status: 400 });
  if (kind !== null && !isLeadKind(kind)) throw new Response(`Unknown kind "${kind}": use ${leadKinds.join(", ")}.`, { status: 400 });
  if (locale !== null && !isLocale(locale)) throw new Response(`Unknown language "${locale}": use en or fr.`, { status: 400 });
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : NaN;
  if (Number.isNaN(page)) throw new Response(`The page "${pageText}" is not a page number.`, { status: 400 });
  return { status, kind, locale, page };
}

type LeadRow = {
  kind: LeadKind;
  id: string;
  name: string;
  email: string;
  company: string | null;
  locale: string;
  status: InquiryStatus;
  spam_reason: string | null;
  created_at: string | Date;
  handled_at: string | Date | null;
  mail_status: MailStatus | null;
  mail_error: string | null;
};

/** Every kind's leads in one shape, as a subquery the filters and the page apply to. */
function allLeads(): SQL {
  return sql`(
    select 'inquiry' as kind, id, first_name || ' ' || last_name as name, email, company, locale, status,
      spam_reason, created_at, handled_at, mail_status, mail_error
    from ${contactInquiries}
    union all
    select 'guide', id, name, email, company, locale, status, spam_reason, created_at, handled_at, null, null
    from ${guideRequests}
    union all
    select 'meeting', id, name, email, company, locale, status, spam_reason, created_at, handled_at, mail_status, mail_error
    from ${meetingRequests}
    union all
    select 'application', id, name, email, null, locale, status, spam_reason, created_at, handled_at, mail_status, mail_error
    from ${jobApplications}
  ) as leads`;
}

function whereOf(filter: Partial<LeadFilter>): SQL {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.kind) conditions.push(sql`kind = ${filter.kind}`);
  if (filter.locale) conditions.push(sql`locale = ${filter.locale}`);
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

export type LeadPage = { items: Lead[]; total: number; page: number; pageCount: number; pageSize: number };

/** One page of leads matching `filter`, newest first. */
export async function listLeads(filter: LeadFilter, page = 1, pageSize = LEADS_PAGE_SIZE): Promise<LeadPage> {
  const db = getDb();
  const [{ total }] = await queryRows<{ total: number | string }>(db, sql`select count(*) as total from ${allLeads()} ${whereOf(filter)}`);
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const rows = await queryRows<LeadRow>(
    db,
    sql`select * from ${allLeads()} ${whereOf(filter)} order by created_at desc, id desc limit ${pageSize} offset ${(current - 1) * pageSize}`,
  );
  return { items: await withDetails(rows), total: Number(total), page: current, pageCount, pageSize };
}

/** Every lead matching `filter`, newest first, for the CSV export. */
export async function leadsForExport(filter: LeadFilter): Promise<Lead[]> {
  const rows = await queryRows<LeadRow>(getDb(), sql`select * from ${allLeads()} ${whereOf(filter)} order by created_at desc, id desc`);
  return withDetails(rows);
}

/** How many leads each state holds, with the kind and language filters applied. */
export async function countLeadsByStatus(filter: Omit<LeadFilter, "status">): Promise<Record<InquiryStatus, number>> {
  const rows = await queryRows<{ status: InquiryStatus; total: number | string }>(
    getDb(),
    sql`select status, count(*) as total from ${allLeads()} ${whereOf(filter)} group by status`,
  );
  const counts: Record<InquiryStatus, number> = { new: 0, handled: 0, spam: 0 };
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

const provinceName = (code: string | null) => provinces.find((province) => province.code === code)?.name ?? null;

/** Reads each kind's own fields for the leads on the page and turns them into labelled lines. */
async function withDetails(rows: LeadRow[]): Promise<Lead[]> {
  const db = getDb();
  const idsOf = (kind: LeadKind) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const [inquiries, guides, meetings, applications] = await Promise.all([
    idsOf("inquiry").length
      ? db
          .select()
          .from(contactInquiries)
          .where(inArray(contactInquiries.id, idsOf("inquiry")))
      : [],
    idsOf("guide").length
      ? db
          .select()
          .from(guideRequests)
          .where(inArray(guideRequests.id, idsOf("guide")))
      : [],
    idsOf("meeting").length
      ? db
          .select()
          .from(meetingRequests)
          .where(inArray(meetingRequests.id, idsOf("meeting")))
      : [],
    idsOf("application").length
      ? db
          .select({
            id: jobApplications.id,
            postingId: jobApplications.postingId,
            title: jobPostings.en,
            phone: jobApplications.phone,
            message: jobApplications.message,
            resumeName: jobApplications.resumeName,
            resumeType: jobApplications.resumeType,
            resumeSize: jobApplications.resumeSize,
          })
          .from(jobApplications)
          .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.postingId))
          .where(inArray(jobApplications.id, idsOf("application")))
      : [],
  ]);
  const details = new Map<string, { subject: string; details: Lead["details"]; links?: Lead["links"] }>();
  for (const row of inquiries) {
    details.set(`inquiry:${row.id}`, {
      subject: serviceLabel(row.service),
      details: [
        { label: "Service", value: serviceLabel(row.service) },
        { label: "Budget", value: budgetLabel(row.budget) ?? "Not given" },
        { label: "Project details", value: row.message },
      ],
    });
  }
  for (const row of guides) {
    details.set(`guide:${row.id}`, {
      subject: "CRN guide",
      details: [{ label: "Province", value: provinceName(row.province) ?? "Not given" }],
    });
  }
  for (const row of meetings) details.set(`meeting:${row.id}`, meetingDetails(row));
  for (const row of applications) {
    details.set(`application:${row.id}`, {
      subject: `Application: ${row.title.title}`,
      details: [
        { label: "Posting", value: row.title.title },
        { label: "Phone", value: row.phone ?? "Not given" },
        { label: "Résumé", value: `${row.resumeName} (${row.resumeType.toUpperCase()}, ${sizeLabel(row.resumeSize)})` },
        ...(row.message ? [{ label: "Message", value: row.message }] : []),
      ],
      links: [
        { label: `Download the résumé (${row.resumeName})`, href: `/admin/careers/applications/${row.id}/resume` },
        { label: "All applications to this posting", href: `/admin/careers/${row.postingId}/applications` },
      ],
    });
  }
  return rows.map((row) => {
    const extra = { links: [], ...(details.get(`${row.kind}:${row.id}`) ?? { subject: "", details: [] }) };
    return {
      kind: row.kind,
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company,
      locale: row.locale === "fr" ? "fr" : "en",
      status: row.status,
      spamReason: row.spam_reason,
      createdAt: toDate(row.created_at),
      handledAt: row.handled_at === null ? null : toDate(row.handled_at),
      mailStatus: row.mail_status,
      mailError: row.mail_error,
      ...extra,
    };
  });
}

function meetingDetails(row: {
  topic: string;
  format: MeetingFormat;
  officeId: string;
  timeZone: string;
  preferredTimes: Date[];
  phone: string | null;
  message: string | null;
}): { subject: string; details: Lead["details"] } {
  const office = officeOf(row.officeId, "en");
  const times = row.preferredTimes.map(
    (time, index) =>
      `${index + 1}. ${formatMeetingTime(time, office.timeZone, "en")} (${office.locality}); visitor: ${formatMeetingTime(time, row.timeZone, "en")}`,
  );
  return {
    subject: `Meeting: ${row.topic}`,
    details: [
      { label: "Topic", value: row.topic },
      { label: "Format", value: formatLabels.en[row.format] },
      { label: "Office", value: `${office.name} (${office.location})` },
      { label: "Proposed times", value: times.join("\n") },
      { label: "Phone", value: row.phone ?? "Not given" },
      ...(row.message ? [{ label: "Note", value: row.message }] : []),
    ],
  };
}

/**
 * Moves a lead to `status`, as the inquiries inbox does: 'handled' records when, 'new' puts it back
 * (also rescuing one wrongly kept as spam), 'spam' files it away. The lead's name, or undefined when
 * there is no such lead.
 */
export async function setLeadStatus(
  kind: LeadKind,
  id: string,
  status: InquiryStatus,
  db: Database = getDb(),
  postingId?: string,
): Promise<{ name: string } | undefined> {
  if (kind === "inquiry") {
    const row = await setInquiryStatus(id, status, db);
    return row ? { name: `${row.firstName} ${row.lastName}` } : undefined;
  }
  if (kind === "application") {
    const row = await setApplicationStatus(id, status, postingId, db);
    return row ? { name: row.name } : undefined;
  }
  const table = kind === "guide" ? guideRequests : meetingRequests;
  const changes =
    status === "handled"
      ? { status, handledAt: new Date() }
      : status === "new"
        ? { status, handledAt: null, spamReason: null }
        : { status, handledAt: null, spamReason: sql`coalesce(${table.spamReason}, 'marked as spam in the inbox')` };
  const [row] = await db.update(table).set(changes).where(eq(table.id, id)).returning({ name: table.name });
  return row;
}

export type BulkLeadResult = { ok: true; count: number } | { ok: false; reason: "gone"; selected: number };

/** Thrown inside a batch's transaction to roll every lead of it back. */
class LeadGone extends Error {}

/**
 * Moves several leads to `status`, all or none: each as `setLeadStatus` moves one, in one transaction, in
 * a fixed order (two batches sharing leads take turns). A lead that no longer exists (or, with
 * `postingId`, an application to another posting) rolls the whole batch back.
 */
export async function setLeadStatuses(
  leads: readonly { kind: LeadKind; id: string }[],
  status: InquiryStatus,
  postingId?: string,
): Promise<BulkLeadResult> {
  const ordered = [...leads].sort((a, b) => `${a.kind}:${a.id}`.localeCompare(`${b.kind}:${b.id}`));
  try {
    await getDb().transaction(async (tx) => {
      for (const lead of ordered) {
        if (!(await setLeadStatus(lead.kind, lead.id, status, tx, postingId))) throw new LeadGone();
      }
    });
    return { ok: true, count: ordered.length };
  } catch (error) {
    if (!(error instanceof LeadGone)) throw error;
    return { ok: false, reason: "gone", selected: ordered.length };
  }
}

// ---------------------------------------------------------------------------------------------------
// CSV export

const csvColumns: { header: string; value: (lead: Lead) => string | null | undefined }[] = [
  { header: "Received (UTC)", value: (lead) => lead.createdAt.toISOString() },
  { header: "Kind", value: (lead) => leadKindLabels[lead.kind] },
  { header: "Language", value: (lead) => leadLanguageLabels[lead.locale] },
  { header: "Status", value: (lead) => lead.status },
  { header: "Name", value: (lead) => lead.name },
  { header: "Email", value: (lead) => lead.email },
  { header: "Company", value: (lead) => lead.company },
  { header: "Subject", value: (lead) => lead.subject },
  { header: "Details", value: (lead) => lead.details.map((line) => `${line.label}: ${line.value}`).join("\n") },
  { header: "Handled (UTC)", value: (lead) => lead.handledAt?.toISOString() },
  { header: "Mail Status", value: (lead) => lead.mailStatus },
  { header: "Spam Reason", value: (lead) => lead.spamReason },
  { header: "ID", value: (lead) => lead.id },
];

/** The leads as a CSV document spreadsheets open correctly: UTF-8 with a BOM, CRLF line ends, formulas defused. */
export function leadsCsv(leads: Lead[]): string {
  const lines = [
    csvColumns.map((column) => csvField(column.header)).join(","),
    ...leads.map((lead) => csvColumns.map((column) => csvField(column.value(lead))).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/**
 * The answer of an inbox's action to its bulk form (decision: every inbox with states has one): reads the
 * selection and the move, applies it to all or none, and says what happened. `kind` and `postingId`
 * narrow the inbox (inquiries only; one posting's applications).
 */
export async function answerLeadBulk(
  form: FormData,
  inbox: { kind?: LeadKind; postingId?: string; noun?: { one: string; many: string } } = {},
) {
  const read = readLeadBulkForm(form, inbox.kind);
  if (!read.ok)
    return data<BulkResult>({ ok: false, intent: "bulk", message: read.message }, { status: 400, headers: cacheHeaders("admin") });
  const noun = inbox.noun ?? { one: "lead", many: "leads" };
  const result = await setLeadStatuses(read.leads, read.status, inbox.postingId);
  if (!result.ok) {
    const which = result.selected === 1 ? `The selected ${noun.one}` : `One of the ${result.selected} selected ${noun.many}`;
    const message = `${which} no longer exists${inbox.postingId ? " in this inbox" : ""}. Nothing was changed.`;
    return data<BulkResult>({ ok: false, intent: "bulk", message }, { status: 404, headers: cacheHeaders("admin") });
  }
  return data<BulkResult>(
    { ok: true, intent: "bulk", message: leadBulkDoneMessage(result.count, read.status, noun) },
    { headers: cacheHeaders("admin") },
  );
}
