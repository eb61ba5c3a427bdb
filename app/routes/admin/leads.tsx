import { InboxEmpty, InboxNotice, InboxStates, LeadBulkActions, useInboxAnswers } from "~/components/admin/inbox";
import { Clock, Download } from "lucide-react";
import { AdminPager } from "~/components/admin/admin-pager";
import { useRef } from "react";
import { BulkCheckbox } from "~/components/admin/bulk-actions";
import { data, Form, isRouteErrorResponse, Link, useRouteError, type FetcherWithComponents } from "react-router";
import type { Route } from "./+types/leads";
import type { StatusChangeResult } from "~/components/admin/inquiries/types";
import { LeadStatusButtons, LeadStatusNote } from "~/components/admin/lead-status";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/input";
import { company } from "~/content/company";
import type { InquiryStatus } from "~/db/schema";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { requireStaff } from "~/utils/auth.server";
import { cn } from "~/utils/cn";
import { leadBulkValue } from "~/utils/lead-bulk";
import { isLeadKind, leadKindLabels, leadKindNouns, leadKinds, leadLanguageLabels } from "~/utils/lead-kinds";
import {
  answerLeadBulk,
  countLeadsByStatus,
  listLeads,
  parseLeadQuery,
  setLeadStatus,
  type Lead,
  type LeadFilter,
} from "~/utils/leads.server";

/**
 * Every lead in one inbox (`/admin/leads`): contact inquiries, CRN guide requests, meeting requests and
 * job applications, each marked with its kind and language, filtered by state, kind and language, exported as CSV.
 */

export const meta: Route.MetaFunction = () => [{ title: `Leads | ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

/** The firm's head office is in Ontario: the inbox reads in its time. */
const inboxDate = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "America/Toronto",
  timeZoneName: "short",
});

type LeadView = Omit<Lead, "createdAt" | "handledAt"> & {
  receivedAt: string;
  receivedLabel: string;
  handledLabel: string | null;
};

function toView(lead: Lead): LeadView {
  const { createdAt, handledAt, ...rest } = lead;
  return {
    ...rest,
    receivedAt: createdAt.toISOString(),
    receivedLabel: inboxDate.format(createdAt),
    handledLabel: handledAt ? inboxDate.format(handledAt) : null,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "leads.read");
  const { page, ...filter } = parseLeadQuery(new URL(request.url));
  const [list, counts] = await Promise.all([listLeads(filter, page), countLeadsByStatus({ kind: filter.kind, locale: filter.locale })]);
  return data(
    {
      filter,
      counts,
      page: list.page,
      pageCount: list.pageCount,
      pageSize: list.pageSize,
      total: list.total,
      leads: list.items.map(toView),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const intents = { "mark-handled": "handled", "mark-new": "new", "mark-spam": "spam" } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function resultMessage(status: InquiryStatus, what: string): string {
  if (status === "handled") return `${what} is marked handled.`;
  if (status === "spam") return `${what} is filed as spam.`;
  return `${what} is back among the new ones.`;
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, "leads.read");
  requireSameOrigin(request, false);
  const read = await readFormLimited(request, BODY_LIMITS.adminForm);
  if (!read.ok) {
    return data<StatusChangeResult>({ ok: false, message: read.message }, { status: read.status, headers: bodyProblemHeaders(read) });
  }
  const form = read.form;
  if (form.get("intent") === "bulk") return answerLeadBulk(form);
  const intent = String(form.get("intent") ?? "");
  const kind = String(form.get("kind") ?? "");
  const id = String(form.get("id") ?? "");
  const target = Object.entries(intents).find(([name]) => name === intent)?.[1];
  if (!target) {
    return data<StatusChangeResult>(
      { ok: false, message: `Unknown action "${intent}": use mark-handled, mark-new or mark-spam.` },
      { status: 400 },
    );
  }
  if (!isLeadKind(kind)) {
    return data<StatusChangeResult>(
      { ok: false, message: `Unknown kind of lead "${kind}": use ${leadKinds.join(", ")}.` },
      { status: 400 },
    );
  }
  if (!UUID.test(id)) return data<StatusChangeResult>({ ok: false, message: "The lead's id is missing or malformed." }, { status: 400 });
  const row = await setLeadStatus(kind, id, target);
  if (!row) return data<StatusChangeResult>({ ok: false, message: "This lead no longer exists." }, { status: 404 });
  return data<StatusChangeResult>({
    ok: true,
    message: resultMessage(target, `The ${leadKindNouns[kind]} from ${row.name}`),
  });
}

/** The inbox's address for a filter, leaving out what is at its default. */
function leadsQuery(filter: LeadFilter, page = 1): string {
  const params = new URLSearchParams({ status: filter.status });
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.locale) params.set("lang", filter.locale);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

const kindBadge: Record<Lead["kind"], string> = {
  inquiry: "bg-brand-100 text-brand-900",
  guide: "bg-sky-100 text-sky-900",
  meeting: "bg-violet-100 text-violet-900",
  application: "bg-emerald-100 text-emerald-900",
};

export default function LeadsInbox({ loaderData }: Route.ComponentProps) {
  const { filter, counts, page, pageCount, pageSize, total, leads } = loaderData;
  const { fetcher, noScriptResult, bulkResult } = useInboxAnswers("Lead updated");
  const heading = useRef<HTMLHeadingElement>(null);

  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-brand-900 focus:outline-none">
            Leads
          </h1>
          <p className="mt-1 text-slate-600">Inquiries, CRN guide requests, meeting requests and job applications, newest first.</p>
        </div>
        <a href={`/admin/leads.csv?${leadsQuery(filter)}`} className={buttonClasses("outline", "default")} download>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>

      <InboxStates
        label="Lead states"
        current={filter.status}
        counts={counts}
        hrefOf={(status) => `/admin/leads?${leadsQuery({ ...filter, status })}`}
      />

      <Form
        method="get"
        className="mt-5 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <input type="hidden" name="status" value={filter.status} />
        <div className="grid gap-1.5">
          <Label htmlFor="leads-kind">Kind</Label>
          <NativeSelect id="leads-kind" name="kind" defaultValue={filter.kind ?? ""} key={`kind-${filter.kind ?? ""}`}>
            <option value="">All kinds</option>
            {leadKinds.map((kind) => (
              <option key={kind} value={kind}>
                {leadKindLabels[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="leads-lang">Language</Label>
          <NativeSelect id="leads-lang" name="lang" defaultValue={filter.locale ?? ""} key={`lang-${filter.locale ?? ""}`}>
            <option value="">Both languages</option>
            <option value="en">{leadLanguageLabels.en}</option>
            <option value="fr">{leadLanguageLabels.fr}</option>
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          Show leads
        </Button>
      </Form>

      <InboxNotice result={noScriptResult} />

      <LeadBulkActions
        noun={{ one: "lead", many: "leads" }}
        rows={leads.map((lead) => ({ id: leadBulkValue(lead.kind, lead.id), title: `${lead.name}: ${lead.subject}` }))}
        fallbackFocus={heading}
        result={bulkResult}
      />

      {leads.length === 0 ? (
        <InboxEmpty title="No leads here">No lead matches these filters. New requests from the site appear under New first.</InboxEmpty>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" data-testid="leads-range">
            Showing {first}–{last} of {total}
          </p>
          <ul className="mt-3 grid gap-4" data-testid="lead-list">
            {leads.map((lead) => (
              <LeadCard key={`${lead.kind}:${lead.id}`} lead={lead} fetcher={fetcher} />
            ))}
          </ul>
        </>
      )}

      <AdminPager label="Pages" page={page} pages={pageCount} href={(to) => `/admin/leads?${leadsQuery(filter, to)}`} />
    </main>
  );
}

function LeadCard({ lead, fetcher }: { lead: LeadView; fetcher: FetcherWithComponents<StatusChangeResult> }) {
  const headingId = `lead-${lead.kind}-${lead.id}`;
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("id") === lead.id;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-white shadow-sm"
        data-testid="lead"
        data-lead-kind={lead.kind}
      >
        <header className="flex flex-col gap-2 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <BulkCheckbox value={leadBulkValue(lead.kind, lead.id)} label={`Select the ${leadKindNouns[lead.kind]} from ${lead.name}`} />
              <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", kindBadge[lead.kind])}>
                {leadKindLabels[lead.kind]}
              </span>
              <Badge variant="outline">{leadLanguageLabels[lead.locale]}</Badge>
            </p>
            <h2 id={headingId} className="mt-2 text-lg font-semibold break-words text-slate-900">
              {lead.name}
              <span className="font-normal text-slate-600">: {lead.subject}</span>
            </h2>
          </div>
          <p className="flex shrink-0 items-center gap-1.5 text-sm text-slate-600">
            <Clock className="size-4" aria-hidden="true" />
            <span className="sr-only">Received </span>
            <time dateTime={lead.receivedAt}>{lead.receivedLabel}</time>
          </p>
        </header>
        <dl className="grid gap-x-6 gap-y-3 px-5 py-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div className="min-w-0">
            <dt className="font-medium text-slate-500">Email</dt>
            <dd className="mt-0.5 break-all">
              <a href={`mailto:${lead.email}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {lead.email}
              </a>
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="font-medium text-slate-500">Company</dt>
            <dd className="mt-0.5 break-words text-slate-900">{lead.company ?? <span className="text-slate-500">Not given</span>}</dd>
          </div>
          {lead.details.map((line) => (
            <div key={line.label} className={cn("min-w-0", line.value.length > 60 && "sm:col-span-2 lg:col-span-4")}>
              <dt className="font-medium text-slate-500">{line.label}</dt>
              <dd className="mt-0.5 break-words whitespace-pre-wrap text-slate-900">{line.value}</dd>
            </div>
          ))}
        </dl>
        {lead.links.length > 0 ? (
          <ul className="flex flex-wrap gap-x-6 gap-y-2 px-5 pb-4 text-sm">
            {lead.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <footer className="flex flex-col gap-3 border-t border-slate-200 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
          <LeadStatusNote
            status={lead.status}
            spamReason={lead.spamReason}
            handledLabel={lead.handledLabel}
            mailStatus={lead.mailStatus}
            mailError={lead.mailError}
          />
          <fetcher.Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="kind" value={lead.kind} />
            <input type="hidden" name="id" value={lead.id} />
            <LeadStatusButtons status={lead.status} subject={`the lead from ${lead.name}`} busy={busy} />
          </fetcher.Form>
        </footer>
      </article>
    </li>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const badRequest = isRouteErrorResponse(error) && error.status === 400;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`Leads | ${company.name}`}</title>
      <h1 className="text-3xl font-bold text-brand-900">{badRequest ? "This list does not exist" : "The leads could not be shown"}</h1>
      <p className="mt-4 text-slate-600">
        {badRequest && typeof error.data === "string"
          ? error.data
          : "An unexpected error occurred on our side. Please try again in a moment."}
      </p>
      <Link to="/admin/leads" className={buttonClasses("default", "default", "mt-8")}>
        Back to the leads
      </Link>
    </main>
  );
}
