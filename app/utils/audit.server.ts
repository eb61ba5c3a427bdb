import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { auditEvents, type AuditEvent } from "~/db/schema";
import { errorFields, log } from "./logger.server";

/**
 * The audit trail's one writer (table `audit_events`, append-only in the database). What is recorded:
 * sign-ins and failed sign-ins, publishing, unpublishing and deleting posts, review decisions, account
 * changes and exports of the inbox, job postings published, closed or deleted, every résumé downloaded, and redirects added, changed,
 * deleted, imported or exported.
 * One entry is written by SQL instead: migration 0020 records as "user.rename" each account it renamed
 * because another had the same name but for its capitals.
 */
export const auditActions = [
  "sign-in",
  "sign-in-failed",
  "post.publish",
  "post.unpublish",
  "post.delete",
  "post.submit-for-review",
  "post.send-back",
  "post.restore",
  "user.create",
  "user.invite",
  "user.role",
  "user.deactivate",
  "user.reactivate",
  "user.rename",
  "export.inquiries",
  "export.leads",
  "posting.publish",
  "posting.close",
  "posting.delete",
  "export.applications",
  "resume.download",
  "two-factor.enable",
  "two-factor.recovery-codes",
  "two-factor.reset",
  "two-factor.required",
  "password.change",
  "media.upload",
  "media.delete",
  "redirect.create",
  "redirect.update",
  "redirect.delete",
  "redirect.import",
  "export.redirects",
] as const;
export type AuditAction = (typeof auditActions)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "post.publish": "Published a post",
  "post.unpublish": "Unpublished a post",
  "post.delete": "Deleted a post",
  "post.submit-for-review": "Submitted a post for review",
  "post.send-back": "Sent a post back to its author",
  "post.restore": "Restored an earlier version of a post",
  "user.create": "Created an account",
  "user.invite": "Invited someone",
  "user.role": "Changed a role",
  "user.deactivate": "Deactivated an account",
  "user.reactivate": "Reactivated an account",
  "user.rename": "Renamed an account",
  "export.inquiries": "Exported inquiries",
  "export.leads": "Exported leads",
  "posting.publish": "Published a job posting",
  "posting.close": "Closed a job posting",
  "posting.delete": "Deleted a job posting",
  "export.applications": "Exported job applications",
  "resume.download": "Downloaded a résumé",
  "two-factor.enable": "Turned on two-factor sign-in",
  "two-factor.recovery-codes": "Made new recovery codes",
  "two-factor.reset": "Turned off two-factor sign-in",
  "two-factor.required": "Changed the two-factor requirement",
  "password.change": "Changed their password",
  "media.upload": "Uploaded an image",
  "media.delete": "Deleted an image",
  "redirect.create": "Added a redirect",
  "redirect.update": "Changed a redirect",
  "redirect.delete": "Deleted a redirect",
  "redirect.import": "Imported redirects",
  "export.redirects": "Exported redirects",
};

export type AuditActor = { id: string; username: string } | null;

export type AuditEntry = {
  actor: AuditActor;
  action: AuditAction;
  subject?: string | null;
  subjectId?: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
};

/**
 * Adds one entry. Called after the change it records has been committed; a failure to record is logged
 * and does not undo or fail the change the staff member made.
 */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  try {
    await getDb()
      .insert(auditEvents)
      .values({
        actorId: entry.actor?.id ?? null,
        actorName: entry.actor?.username ?? null,
        action: entry.action,
        subject: entry.subject?.slice(0, 300) ?? null,
        subjectId: entry.subjectId ?? null,
        detail: entry.detail ?? null,
        ip: entry.ip ?? null,
      });
  } catch (error) {
    log.error("audit entry not recorded", { action: entry.action, ...errorFields(error) });
  }
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditQuery = { action: AuditAction | ""; actor: string; before: Date | null; since: Date | null };

export function parseAuditQuery(url: URL): AuditQuery {
  const action = url.searchParams.get("action") ?? "";
  const date = (name: string) => {
    const value = url.searchParams.get(name);
    if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
    const parsed = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  };
  return {
    action: (auditActions as readonly string[]).includes(action) ? (action as AuditAction) : "",
    actor: (url.searchParams.get("actor") ?? "").trim().slice(0, 64),
    since: date("since"),
    before: date("until") ? new Date(date("until")!.getTime() + 86_400_000) : null,
  };
}

/** The newest entries matching the filters, at most AUDIT_PAGE_SIZE, newest first. */
export async function listAudit(query: AuditQuery): Promise<AuditEvent[]> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditEvents.action, query.action));
  if (query.actor) {
    const pattern = `%${query.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(auditEvents.actorName, pattern), ilike(sql`coalesce(${auditEvents.detail}->>'username', '')`, pattern))!);
  }
  if (query.since) filters.push(gte(auditEvents.at, query.since));
  if (query.before) filters.push(lt(auditEvents.at, query.before));
  return getDb()
    .select()
    .from(auditEvents)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE);
}
