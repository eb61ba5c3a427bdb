import { z } from "zod";
import type { InquiryStatus } from "~/db/schema";
import { isLeadKind, type LeadKind } from "./lead-kinds";
import { BULK_MAX } from "./post-bulk";

// The inboxes' bulk actions (all leads, inquiries, one posting's applications): the moves a lead can make,
// and the one schema their bulk form is read with. Browser-safe.

export const leadBulkActions = ["mark-handled", "mark-spam", "mark-new"] as const;
export type LeadBulkAction = (typeof leadBulkActions)[number];

export const leadBulkTargets: Record<LeadBulkAction, InquiryStatus> = { "mark-handled": "handled", "mark-spam": "spam", "mark-new": "new" };

export const leadBulkLabels: Record<LeadBulkAction, string> = {
  "mark-handled": "Mark handled",
  "mark-spam": "Mark as spam",
  "mark-new": "Mark as new (not spam)",
};

/** A lead's checkbox value in the inbox of every kind: its kind and id. */
export const leadBulkValue = (kind: LeadKind, id: string) => `${kind}:${id}`;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const quoted = (value: unknown) => `"${String(value).slice(0, 60)}"`;

export type LeadRef = { kind: LeadKind; id: string };

/**
 * The bulk form of an inbox: `ids` (a lead as `kind:id`, or a bare id in an inbox of one `kind`) and
 * `bulkAction`. The first problem, in words, when it is not usable.
 */
export function readLeadBulkForm(
  form: FormData,
  kind?: LeadKind,
): { ok: true; leads: LeadRef[]; status: InquiryStatus; action: LeadBulkAction } | { ok: false; message: string } {
  const lead = z.string().transform((value, context): LeadRef => {
    const [first, second] = value.includes(":") ? value.split(":", 2) : [kind, value];
    if (isLeadKind(first) && (!kind || first === kind) && second !== undefined && UUID_PATTERN.test(second)) {
      return { kind: first, id: second.toLowerCase() };
    }
    context.addIssue({ code: "custom", message: `${quoted(value)} is not a lead of this inbox` });
    return z.NEVER;
  });
  const schema = z.object({
    leads: z
      .array(lead)
      .min(1, "Select at least one lead")
      .max(BULK_MAX, {
        error: (issue) =>
          `Select at most ${BULK_MAX} leads at once (${Array.isArray(issue.input) ? issue.input.length : "more"} were sent)`,
      }),
    action: z.enum(leadBulkActions, {
      error: (issue) =>
        issue.input
          ? `Unknown bulk action ${quoted(issue.input)}: choose ${leadBulkActions.join(", ")}`
          : "Choose what to do with the selected leads",
    }),
  });
  const parsed = schema.safeParse({
    leads: form.getAll("ids").filter((value) => typeof value === "string"),
    action: form.get("bulkAction") || undefined,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "The bulk action could not be read" };
  const unique = new Map(parsed.data.leads.map((each) => [leadBulkValue(each.kind, each.id), each]));
  return { ok: true, leads: [...unique.values()], status: leadBulkTargets[parsed.data.action], action: parsed.data.action };
}

/** What a bulk move did, in words: "3 leads marked handled." */
export function leadBulkDoneMessage(count: number, status: InquiryStatus, noun = { one: "lead", many: "leads" }): string {
  const what = `${count} ${count === 1 ? noun.one : noun.many}`;
  if (status === "handled") return `${what} marked handled.`;
  if (status === "spam") return `${what} filed as spam.`;
  return `${what} put back among the new ones.`;
}
