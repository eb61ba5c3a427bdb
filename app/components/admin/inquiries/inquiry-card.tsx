import { AlertTriangle, CheckCircle2, Clock, Inbox, Mail, MailCheck, MailX, Reply, RotateCcw, ShieldAlert } from "lucide-react";
import type { FetcherWithComponents } from "react-router";
import { BulkCheckbox } from "~/components/admin/bulk-actions";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { company } from "~/content/company";
import type { InquiryView, StatusChangeResult } from "./types";

function replyHref(inquiry: InquiryView): string {
  const subject = `Your project inquiry to ${company.name}`;
  const body = `Hello ${inquiry.firstName},\n\nThank you for your inquiry about ${inquiry.serviceLabel}.\n\n`;
  return `mailto:${inquiry.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

type Props = { inquiry: InquiryView; fetcher: FetcherWithComponents<StatusChangeResult> };

/** One inquiry with every field, its notification state and the actions that move it between lists. */
export function InquiryCard({ inquiry, fetcher }: Props) {
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const headingId = `inquiry-${inquiry.id}`;
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("id") === inquiry.id;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-white shadow-sm"
        data-testid="inquiry"
        data-inquiry-id={inquiry.id}
      >
        <header className="flex flex-col gap-2 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 items-center gap-3">
            <BulkCheckbox value={inquiry.id} label={`Select the inquiry from ${name}`} />
            <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
              {name}
            </h2>
          </div>
          <p className="flex shrink-0 items-center gap-1.5 text-sm text-slate-600">
            <Clock className="size-4" aria-hidden="true" />
            <span className="sr-only">Received </span>
            <time dateTime={inquiry.receivedAt}>{inquiry.receivedLabel}</time>
          </p>
        </header>

        <div className="grid gap-4 px-5 py-4">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4">
            <div className="col-span-2 min-w-0 sm:col-span-1">
              <dt className="font-medium text-slate-500">Email</dt>
              <dd className="mt-0.5 break-all">
                <a href={`mailto:${inquiry.email}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {inquiry.email}
                </a>
              </dd>
            </div>
            <div className="col-span-2 min-w-0 sm:col-span-1">
              <dt className="font-medium text-slate-500">Company</dt>
              <dd className="mt-0.5 break-words text-slate-900">{inquiry.company ?? <span className="text-slate-500">Not given</span>}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Service</dt>
              <dd className="mt-0.5 text-slate-900">{inquiry.serviceLabel}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Language</dt>
              <dd className="mt-0.5 text-slate-900" data-testid="inquiry-language">
                {inquiry.locale === "fr" ? "French: reply in French" : "English"}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Budget</dt>
              <dd className="mt-0.5 text-slate-900">{inquiry.budgetLabel ?? <span className="text-slate-500">Not given</span>}</dd>
            </div>
          </dl>

          <div>
            <h3 className="text-sm font-medium text-slate-500">Project details</h3>
            <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900">
              {inquiry.message}
            </p>
          </div>
        </div>

        <footer className="flex flex-col gap-3 border-t border-slate-200 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <StatusNote inquiry={inquiry} />
          </div>
          <fetcher.Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="id" value={inquiry.id} />
            {inquiry.status !== "spam" ? (
              <a href={replyHref(inquiry)} className={buttonClasses("outline", "sm")} aria-label={`Reply to ${name} by e-mail`}>
                <Reply aria-hidden="true" />
                Reply
              </a>
            ) : null}
            {inquiry.status === "new" ? (
              <>
                <Button type="submit" name="intent" value="mark-handled" size="sm" disabled={busy}>
                  <CheckCircle2 aria-hidden="true" />
                  Mark handled
                </Button>
                <Button
                  type="submit"
                  name="intent"
                  value="mark-spam"
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={`Mark the inquiry from ${name} as spam`}
                >
                  <ShieldAlert aria-hidden="true" />
                  Spam
                </Button>
              </>
            ) : (
              <Button type="submit" name="intent" value="mark-new" size="sm" variant="outline" disabled={busy}>
                {inquiry.status === "spam" ? <Inbox aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
                {inquiry.status === "spam" ? "Not spam: mark as new" : "Mark as new"}
              </Button>
            )}
          </fetcher.Form>
        </footer>
      </article>
    </li>
  );
}

function StatusNote({ inquiry }: { inquiry: InquiryView }) {
  if (inquiry.status === "spam") {
    return (
      <>
        <Badge variant="warning">
          <AlertTriangle className="size-3" aria-hidden="true" />
          Spam
        </Badge>
        {inquiry.spamReason ? <span className="break-words text-amber-900">{inquiry.spamReason}</span> : null}
      </>
    );
  }
  return (
    <>
      {inquiry.status === "handled" ? (
        <Badge variant="success">
          <CheckCircle2 className="size-3" aria-hidden="true" />
          Handled
        </Badge>
      ) : (
        <Badge variant="default">New</Badge>
      )}
      {inquiry.handledLabel ? <span className="text-slate-600">on {inquiry.handledLabel}</span> : null}
      <MailNote inquiry={inquiry} />
    </>
  );
}

function MailNote({ inquiry }: { inquiry: InquiryView }) {
  switch (inquiry.mailStatus) {
    case "sent":
      return (
        <span className="inline-flex items-center gap-1.5 text-emerald-800">
          <MailCheck className="size-4" aria-hidden="true" />
          Mailed to the team
        </span>
      );
    case "pending":
      return (
        <span className="inline-flex items-center gap-1.5 text-slate-600">
          <Mail className="size-4" aria-hidden="true" />
          Mail on its way
        </span>
      );
    case "failed":
      return (
        <span className="inline-flex items-start gap-1.5 break-words text-red-700" data-testid="mail-failed">
          <MailX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>Not mailed: {inquiry.mailError ?? "the mail server refused it"}</span>
        </span>
      );
    case "not_configured":
      return <span className="text-slate-600">Not mailed (e-mail notifications are off)</span>;
  }
}
