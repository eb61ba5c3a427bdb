import { InboxEmpty, InboxNotice, InboxStates, LeadBulkActions, useInboxAnswers } from "~/components/admin/inbox";
import { Download } from "lucide-react";
import { AdminPager } from "~/components/admin/admin-pager";
import { useRef } from "react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Route } from "./+types/inquiries";
import { InquiryCard } from "~/components/admin/inquiries/inquiry-card";
import type { InquiryView, StatusChangeResult } from "~/components/admin/inquiries/types";
import { buttonClasses } from "~/components/ui/button";
import { company } from "~/content/company";
import type { ContactInquiry, InquiryStatus } from "~/db/schema";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { requireStaff } from "~/utils/auth.server";
import { budgetLabel, serviceLabel } from "~/utils/inquiry-schema";
import { countInquiriesByStatus, listInquiries, parseInboxQuery, setInquiryStatus } from "~/utils/inquiries.server";
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
  const { fetcher, noScriptResult, bulkResult } = useInboxAnswers("Inquiry updated");
  const heading = useRef<HTMLHeadingElement>(null);

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

      <InboxStates label="Filter inquiries" current={status} counts={counts} hrefOf={(next) => inboxHref(next)} />

      <InboxNotice result={noScriptResult} />

      <LeadBulkActions
        noun={{ one: "inquiry", many: "inquiries" }}
        rows={inquiries.map((inquiry) => ({ id: inquiry.id, title: `${inquiry.firstName} ${inquiry.lastName}: ${inquiry.serviceLabel}` }))}
        fallbackFocus={heading}
        result={bulkResult}
      />

      {inquiries.length === 0 ? (
        <InboxEmpty title={emptyText[status].title}>{emptyText[status].text}</InboxEmpty>
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
