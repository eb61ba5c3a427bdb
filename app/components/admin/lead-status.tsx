import { AlertTriangle, CheckCircle2, Inbox, RotateCcw, ShieldAlert } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { InquiryStatus, MailStatus } from "~/db/schema";

// The status line and the status buttons of one lead in an inbox (all leads, or one posting's
// applications): the same words and the same three moves wherever a lead is handled.

type LeadState = {
  status: InquiryStatus;
  spamReason: string | null;
  handledLabel: string | null;
  mailStatus: MailStatus | null;
  mailError: string | null;
};

/** Where the lead stands: new, handled (and when) or spam (and why), and whether mailing the firm failed. */
export function LeadStatusNote({ status, spamReason, handledLabel, mailStatus, mailError }: LeadState) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {status === "spam" ? (
        <>
          <Badge variant="warning">
            <AlertTriangle className="size-3" aria-hidden="true" />
            Spam
          </Badge>
          {spamReason ? <span className="break-words text-amber-900">{spamReason}</span> : null}
        </>
      ) : status === "handled" ? (
        <>
          <Badge variant="success">
            <CheckCircle2 className="size-3" aria-hidden="true" />
            Handled
          </Badge>
          {handledLabel ? <span className="text-slate-600">on {handledLabel}</span> : null}
        </>
      ) : (
        <Badge variant="default">New</Badge>
      )}
      {mailStatus === "failed" ? <span className="text-red-700">Not mailed: {mailError ?? "the mail server refused it"}</span> : null}
    </div>
  );
}

/**
 * The moves from where the lead stands, as `intent` buttons of the form around them: a new lead is marked
 * handled or spam, any other goes back among the new ones. `subject` names it for screen readers
 * ("the lead from Ana Silva").
 */
export function LeadStatusButtons({ status, subject, busy = false }: { status: InquiryStatus; subject: string; busy?: boolean }) {
  if (status !== "new") {
    return (
      <Button
        type="submit"
        name="intent"
        value="mark-new"
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Put ${subject} back among the new ones`}
      >
        {status === "spam" ? <Inbox aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
        {status === "spam" ? "Not spam: mark as new" : "Mark as new"}
      </Button>
    );
  }
  return (
    <>
      <Button type="submit" name="intent" value="mark-handled" size="sm" disabled={busy} aria-label={`Mark ${subject} handled`}>
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
        aria-label={`Mark ${subject} as spam`}
      >
        <ShieldAlert aria-hidden="true" />
        Spam
      </Button>
    </>
  );
}
