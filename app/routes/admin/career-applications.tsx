import { InboxEmpty, InboxNotice, InboxStates, LeadBulkActions } from "~/components/admin/inbox";
import { Clock, Download, FileText } from "lucide-react";
import { AdminPager } from "~/components/admin/admin-pager";
import { useRef } from "react";
import { data, Form, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { BulkCheckbox } from "~/components/admin/bulk-actions";
import type { Route } from "./+types/career-applications";
import type { StatusChangeResult } from "~/components/admin/inquiries/types";
import { LeadStatusButtons, LeadStatusNote } from "~/components/admin/lead-status";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { company } from "~/content/company";
import type { InquiryStatus } from "~/db/schema";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { jobPostingPath } from "~/i18n/paths";
import {
  countApplicationsByStatus,
  listApplications,
  setApplicationStatus,
  sizeLabel,
  type ApplicationSummary,
} from "~/utils/applications.server";
import { requireStaff } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";
import { postingState } from "~/utils/careers-fields";
import { getPosting } from "~/utils/careers.server";
import { isInquiryStatus } from "~/utils/inquiries.server";
import { leadLanguageLabels } from "~/utils/lead-kinds";
import { answerLeadBulk } from "~/utils/leads.server";

/**
 * The applications to one job posting (`/admin/careers/{id}/applications`), for staff who may read
 * leads: new, handled or spam, newest first, each with its résumé to download and its status to change;
 * exported as CSV. Works without JavaScript (each change is an ordinary form post).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Applications${loaderData ? `: ${loaderData.posting.title}` : ""} | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const inboxDate = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "America/Toronto",
  timeZoneName: "short",
});

async function postingOf(id: string | undefined) {
  if (!id || !UUID.test(id)) throw data("This job posting does not exist.", { status: 404, headers: cacheHeaders("admin") });
  const posting = await getPosting(id);
  if (!posting) throw data("This job posting does not exist.", { status: 404, headers: cacheHeaders("admin") });
  return posting;
}

function toView(row: ApplicationSummary) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    locale: row.locale === "fr" ? ("fr" as const) : ("en" as const),
    status: row.status,
    spamReason: row.spamReason,
    mailStatus: row.mailStatus,
    mailError: row.mailError,
    resumeName: row.resumeName,
    resumeLabel: `${row.resumeType.toUpperCase()}, ${sizeLabel(row.resumeSize)}`,
    receivedAt: row.createdAt.toISOString(),
    receivedLabel: inboxDate.format(row.createdAt),
    handledLabel: row.handledAt ? inboxDate.format(row.handledAt) : null,
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "leads.read");
  const posting = await postingOf(params.id);
  const url = new URL(request.url);
  const status = url.searchParams.get("status") || "new";
  if (!isInquiryStatus(status))
    throw data(`Unknown status "${status}": use new, handled or spam.`, { status: 400, headers: cacheHeaders("admin") });
  const pageText = url.searchParams.get("page") ?? "1";
  if (!/^\d{1,6}$/.test(pageText))
    throw data(`The page "${pageText}" is not a page number.`, { status: 400, headers: cacheHeaders("admin") });
  const [list, counts] = await Promise.all([listApplications(posting.id, status, Number(pageText)), countApplicationsByStatus(posting.id)]);
  return data(
    {
      posting: { id: posting.id, slug: posting.slug, title: posting.en.title, titleFr: posting.fr.title, state: postingState(posting) },
      status,
      counts,
      page: list.page,
      pageCount: list.pageCount,
      total: list.total,
      applications: list.items.map(toView),
    },
    { headers: cacheHeaders("admin") },
  );
}

const intents = { "mark-handled": "handled", "mark-new": "new", "mark-spam": "spam" } as const;

function resultMessage(status: InquiryStatus, name: string): string {
  if (status === "handled") return `The application from ${name} is marked handled.`;
  if (status === "spam") return `The application from ${name} is filed as spam.`;
  return `The application from ${name} is back among the new ones.`;
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireStaff(request, "leads.read");
  requireSameOrigin(request, false);
  const posting = await postingOf(params.id);
  const read = await readFormLimited(request, BODY_LIMITS.adminForm);
  if (!read.ok)
    return data<StatusChangeResult>({ ok: false, message: read.message }, { status: read.status, headers: bodyProblemHeaders(read) });
  if (read.form.get("intent") === "bulk") {
    return answerLeadBulk(read.form, { kind: "application", postingId: posting.id, noun: { one: "application", many: "applications" } });
  }
  const intent = String(read.form.get("intent") ?? "");
  const id = String(read.form.get("id") ?? "");
  const target = Object.entries(intents).find(([name]) => name === intent)?.[1];
  if (!target) {
    return data<StatusChangeResult>(
      { ok: false, message: `Unknown action "${intent}": use mark-handled, mark-new or mark-spam.` },
      { status: 400 },
    );
  }
  if (!UUID.test(id))
    return data<StatusChangeResult>({ ok: false, message: "The application's id is missing or malformed." }, { status: 400 });
  const row = await setApplicationStatus(id, target, posting.id);
  if (!row) {
    return data<StatusChangeResult>({ ok: false, message: "This application no longer exists." }, { status: 404 });
  }
  return data<StatusChangeResult>({ ok: true, message: resultMessage(target, row.name) }, { headers: cacheHeaders("admin") });
}

export default function ApplicationsInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { posting, status, counts, page, pageCount, total, applications } = loaderData;
  const heading = useRef<HTMLHeadingElement>(null);
  // A lead's own buttons answer in the paragraph below; bulk answers have their bar.
  const bulkResult = actionData && "intent" in actionData ? actionData : undefined;
  const statusResult = actionData && !("intent" in actionData) ? actionData : undefined;
  const base = `/admin/careers/${posting.id}/applications`;
  const query = (next: { status?: InquiryStatus; page?: number }) => {
    const params = new URLSearchParams({ status: next.status ?? status });
    if (next.page && next.page > 1) params.set("page", String(next.page));
    return `${base}?${params.toString()}`;
  };
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/admin/careers" className="text-sm font-medium text-brand-700 hover:underline">
          All job postings
        </Link>
      </p>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-brand-900 focus:outline-none">
            Applications: {posting.title}
          </h1>
          <p className="mt-1 text-slate-600">
            <span lang="fr-CA">{posting.titleFr}</span> ·{" "}
            {posting.state === "draft" ? (
              "Draft"
            ) : (
              <a href={jobPostingPath(posting.slug, "en")} className="text-brand-700 underline underline-offset-2">
                {posting.state === "open" ? "Open" : "Closed"}: {jobPostingPath(posting.slug, "en")}
              </a>
            )}
          </p>
        </div>
        <a href={`${base}.csv`} className={buttonClasses("outline", "default")} download>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>

      <InboxStates label="Application states" current={status} counts={counts} hrefOf={(next) => query({ status: next })} />

      <InboxNotice result={statusResult} />

      <LeadBulkActions
        noun={{ one: "application", many: "applications" }}
        rows={applications.map((application) => ({ id: application.id, title: application.name }))}
        fallbackFocus={heading}
        result={bulkResult}
      />

      {applications.length === 0 ? (
        <InboxEmpty title="No applications here">New applications to this posting appear under New first.</InboxEmpty>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600">
            {total} {total === 1 ? "application" : "applications"}
          </p>
          <ul className="mt-3 grid gap-4" data-testid="application-list">
            {applications.map((application) => (
              <ApplicationCard key={application.id} application={application} />
            ))}
          </ul>
        </>
      )}

      <AdminPager label="Pages" page={page} pages={pageCount} href={(to) => query({ page: to })} />
    </main>
  );
}

type ApplicationView = ReturnType<typeof toView>;

function ApplicationCard({ application }: { application: ApplicationView }) {
  const headingId = `application-${application.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="application">
        <header className="flex flex-col gap-2 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="flex items-center gap-3">
              <BulkCheckbox value={application.id} label={`Select the application from ${application.name}`} />
              <Badge variant="outline">{leadLanguageLabels[application.locale]}</Badge>
            </p>
            <h2 id={headingId} className="mt-2 text-lg font-semibold break-words text-slate-900">
              {application.name}
            </h2>
          </div>
          <p className="flex shrink-0 items-center gap-1.5 text-sm text-slate-600">
            <Clock className="size-4" aria-hidden="true" />
            <span className="sr-only">Received </span>
            <time dateTime={application.receivedAt}>{application.receivedLabel}</time>
          </p>
        </header>
        <dl className="grid gap-x-6 gap-y-3 px-5 py-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <div className="min-w-0">
            <dt className="font-medium text-slate-500">Email</dt>
            <dd className="mt-0.5 break-all">
              <a href={`mailto:${application.email}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {application.email}
              </a>
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="font-medium text-slate-500">Phone</dt>
            <dd className="mt-0.5 text-slate-900">{application.phone ?? <span className="text-slate-500">Not given</span>}</dd>
          </div>
          <div className="min-w-0">
            <dt className="font-medium text-slate-500">Résumé</dt>
            <dd className="mt-0.5">
              <a
                href={`/admin/careers/applications/${application.id}/resume`}
                className="inline-flex items-center gap-1.5 font-medium break-all text-brand-700 underline-offset-2 hover:underline"
                download
              >
                <FileText className="size-4 shrink-0" aria-hidden="true" />
                {application.resumeName}
              </a>{" "}
              <span className="text-slate-600">({application.resumeLabel})</span>
            </dd>
          </div>
          {application.message ? (
            <div className="min-w-0 sm:col-span-2 lg:col-span-3">
              <dt className="font-medium text-slate-500">Message</dt>
              <dd className="mt-0.5 break-words whitespace-pre-wrap text-slate-900">{application.message}</dd>
            </div>
          ) : null}
        </dl>
        <footer className="flex flex-col gap-3 border-t border-slate-200 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
          <LeadStatusNote
            status={application.status}
            spamReason={application.spamReason}
            handledLabel={application.handledLabel}
            mailStatus={application.mailStatus}
            mailError={application.mailError}
          />
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="id" value={application.id} />
            <LeadStatusButtons status={application.status} subject={`the application from ${application.name}`} />
          </Form>
        </footer>
      </article>
    </li>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const known = isRouteErrorResponse(error) && (error.status === 400 || error.status === 404);
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`Applications | ${company.name}`}</title>
      <h1 className="text-3xl font-bold text-brand-900">
        {known ? "These applications cannot be shown" : "The applications could not be shown"}
      </h1>
      <p className="mt-4 text-slate-600">
        {known && typeof error.data === "string" ? error.data : "An unexpected error occurred on our side. Please try again in a moment."}
      </p>
      <Link to="/admin/careers" className={buttonClasses("default", "default", "mt-8")}>
        Back to the job postings
      </Link>
    </main>
  );
}
