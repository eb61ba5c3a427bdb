import { Download, Inbox } from "lucide-react";
import { AdminPager } from "~/components/admin/admin-pager";
import { useEffect, useRef } from "react";
import { BulkActions, type BulkResult } from "~/components/admin/bulk-actions";
import { data, isRouteErrorResponse, Link, useActionData, useFetcher, useRouteError } from "react-router";
import type { Route } from "./+types/inquiries";
import { InquiryCard } from "~/components/admin/inquiries/inquiry-card";
import { statusFilters, type InquiryView, type StatusChangeResult } from "~/components/admin/inquiries/types";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { company } from "~/content/company";
import type { ContactInquiry, InquiryStatus } from "~/db/schema";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { requireStaff } from "~/utils/auth.server";
import { cn } from "~/utils/cn";
import { budgetLabel, serviceLabel } from "~/utils/inquiry-schema";
import { countInquiriesByStatus, listInquiries, parseInboxQuery, setInquiryStatus } from "~/utils/inquiries.server";
import { leadBulkActions, leadBulkLabels } from "~/utils/lead-bulk";
import { answerLeadBulk } from "~/utils/leads.server";

export const meta: Route.MetaFunction = () => [{ title: `Inquiries | ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

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

function toView(row: ContactInquiry): InquiryView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    service: row.service,
    serviceLabel: serviceLabel(row.service),
    locale: row.locale,
    budgetLabel: budgetLabel(row.budget) ?? null,
    message: row.message,
    status: row.status,
    spamReason: row.spamReason,
    receivedAt: row.createdAt.toISOString(),
    receivedLabel: inboxDate.format(row.createdAt),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledLabel: row.handledAt ? inboxDate.format(row.handledAt) : null,
    mailStatus: row.mailStatus,
    mailError: row.mailError,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "leads.read");
  const { status, page } = parseInboxQuery(new URL(request.url));
  const [list, counts] = await Promise.all([listInquiries(status, page), countInquiriesByStatus()]);
  return data(
    {
      status,
      counts,
      page: list.page,
      pageCount: list.pageCount,
      pageSize: list.pageSize,
      total: list.total,
      inquiries: list.items.map(toView),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const intents = { "mark-handled": "handled", "mark-new": "new", "mark-spam": "spam" } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function resultMessage(status: InquiryStatus, name: string): string {
  if (status === "handled") return `The inquiry from ${name} is marked handled.`;
  if (status === "spam") return `The inquiry from ${name} is filed as spam.`;
  return `The inquiry from ${name} is back among the new ones.`;
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, "leads.read");
  requireSameOrigin(request, false);
  const read = await readFormLimited(request, BODY_LIMITS.adminForm);
  if (!read.ok) {
    return data<StatusChangeResult>({ ok: false, message: read.message }, { status: read.status, headers: bodyProblemHeaders(read) });
  }
  const form = read.form;
  if (form.get("intent") === "bulk") return answerLeadBulk(form, { kind: "inquiry", noun: { one: "inquiry", many: "inquiries" } });
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const target = Object.entries(intents).find(([name]) => name === intent)?.[1];
  if (!target) {
    return data<StatusChangeResult>(
      { ok: false, message: `Unknown action "${intent}": use mark-handled, mark-new or mark-spam.` },
      { status: 400 },
    );
  }
  if (!UUID.test(id)) {
    return data<StatusChangeResult>({ ok: false, message: "The inquiry id is missing or malformed." }, { status: 400 });
  }
  const row = await setInquiryStatus(id, target);
  if (!row) {
    return data<StatusChangeResult>({ ok: false, message: "This inquiry no longer exists." }, { status: 404 });
  }
  return data<StatusChangeResult>({ ok: true, message: resultMessage(target, `${row.firstName} ${row.lastName}`) });
}

function inboxHref(status: InquiryStatus, page = 1): string {
  return page > 1 ? `/admin/inquiries?status=${status}&page=${page}` : `/admin/inquiries?status=${status}`;
}

const emptyText: Record<InquiryStatus, { title: string; text: string }> = {
  new: {
    title: "No new inquiries",
    text: "Everything sent through the contact form has been handled. New quote requests appear here first.",
  },
  handled: { title: "No handled inquiries yet", text: "Inquiries you mark handled are kept here." },
  spam: { title: "No spam", text: "Submissions caught by the spam checks are kept here, apart from real inquiries." },
};

export default function InquiriesInbox({ loaderData }: Route.ComponentProps) {
  const { status, counts, page, pageCount, pageSize, total, inquiries } = loaderData;
  const fetcher = useFetcher<StatusChangeResult>();
  const actionData = useActionData<StatusChangeResult | BulkResult>();
  // An inquiry's own buttons answer on the page only without JavaScript (with it, a fetcher's toast); bulk answers have their bar.
  const noScriptResult = actionData && !("intent" in actionData) ? actionData : undefined;
  const bulkResult = actionData && "intent" in actionData ? actionData : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<StatusChangeResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    toast(
      result.ok
        ? { title: "Inquiry updated", description: result.message }
        : { title: "Not updated", description: result.message, variant: "destructive" },
    );
  }, [fetcher.state, fetcher.data]);

  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-brand-900 focus:outline-none">
            Inquiries
          </h1>
          <p className="mt-1 text-slate-600">Quote requests sent through the contact form, newest first.</p>
        </div>
        <a href={`/admin/inquiries.csv?status=${status}`} className={buttonClasses("outline", "default")} download>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>

      <nav aria-label="Filter inquiries" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {statusFilters.map((filter) => {
            const active = filter.status === status;
            return (
              <li key={filter.status}>
                <Link
                  to={inboxHref(filter.status)}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors",
                    active
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800",
                  )}
                >
                  {filter.label}
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-semibold",
                      active ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700",
                    )}
                  >
                    {counts[filter.status]}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {noScriptResult ? (
        <p
          role="status"
          className={cn(
            "mt-6 rounded-lg border p-3 text-sm font-medium",
            noScriptResult.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-900",
          )}
        >
          {noScriptResult.message}
        </p>
      ) : null}

      <BulkActions
        noun={{ one: "inquiry", many: "inquiries" }}
        rows={inquiries.map((inquiry) => ({ id: inquiry.id, title: `${inquiry.firstName} ${inquiry.lastName}: ${inquiry.serviceLabel}` }))}
        fallbackFocus={heading}
        result={bulkResult}
        className="mt-6 rounded-xl border border-slate-200"
      >
        {leadBulkActions.map((action) => (
          <option key={action} value={action}>
            {leadBulkLabels[action]}
          </option>
        ))}
      </BulkActions>

      {inquiries.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
            <Inbox className="size-7" />
          </span>
          <p className="mt-4 text-lg font-semibold text-slate-900">{emptyText[status].title}</p>
          <p className="mt-1 max-w-md text-sm text-slate-600">{emptyText[status].text}</p>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" data-testid="inbox-range">
            Showing {first}–{last} of {total}
          </p>
          <ul className="mt-3 grid gap-4" data-testid="inquiry-list">
            {inquiries.map((inquiry) => (
              <InquiryCard key={inquiry.id} inquiry={inquiry} fetcher={fetcher} />
            ))}
          </ul>
        </>
      )}

      <AdminPager label="Pages" page={page} pages={pageCount} href={(to) => inboxHref(status, to)} />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const badRequest = isRouteErrorResponse(error) && error.status === 400;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`Inquiries | ${company.name}`}</title>
      <h1 className="text-3xl font-bold text-brand-900">{badRequest ? "This list does not exist" : "The inquiries could not be shown"}</h1>
      <p className="mt-4 text-slate-600">
        {badRequest && typeof error.data === "string"
          ? error.data
          : "An unexpected error occurred on our side. Please try again in a moment."}
      </p>
      <Link to="/admin/inquiries" className={buttonClasses("default", "default", "mt-8")}>
        Back to the inbox
      </Link>
    </main>
  );
}
