import { Inbox } from "lucide-react";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import { BulkActions, type BulkNoun, type BulkResult } from "~/components/admin/bulk-actions";
import { statusFilters, type StatusChangeResult } from "~/components/admin/inquiries/types";
import { toast } from "~/components/ui/toast";
import type { InquiryStatus } from "~/db/schema";
import { cn } from "~/utils/cn";
import { leadBulkActions, leadBulkLabels } from "~/utils/lead-bulk";

// The parts every inbox page shares (all leads, the contact form's inquiries, one posting's
// applications): the new/handled/spam tabs with their counts, the answer to a lead's own buttons, the
// bulk bar with the lead moves, and the empty state. What is listed, and how each lead reads, stays
// with its page.

/**
 * The answers a lead inbox receives: a lead's own status buttons answer through `fetcher` (a toast titled
 * `toastTitle`) or, without JavaScript, in the page (`noScriptResult`); bulk answers go to the bulk bar.
 */
export function useInboxAnswers(toastTitle: string) {
  const fetcher = useFetcher<StatusChangeResult>();
  const actionData = useActionData<StatusChangeResult | BulkResult>();
  const shown = useRef<StatusChangeResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    toast(
      result.ok
        ? { title: toastTitle, description: result.message }
        : { title: "Not updated", description: result.message, variant: "destructive" },
    );
  }, [fetcher.state, fetcher.data, toastTitle]);

  return {
    fetcher,
    noScriptResult: actionData && !("intent" in actionData) ? actionData : undefined,
    bulkResult: actionData && "intent" in actionData ? actionData : undefined,
  };
}

/** The new / handled / spam tabs of an inbox, each with its count; `hrefOf` is the address of one state. */
export function InboxStates({
  label,
  current,
  counts,
  hrefOf,
}: {
  label: string;
  current: InquiryStatus;
  counts: Record<InquiryStatus, number>;
  hrefOf: (status: InquiryStatus) => string;
}) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {statusFilters.map((option) => {
          const active = option.status === current;
          return (
            <li key={option.status}>
              <Link
                to={hrefOf(option.status)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors",
                  active
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800",
                )}
              >
                {option.label}
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs font-semibold",
                    active ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700",
                  )}
                >
                  {counts[option.status]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A lead's own status change, answered in the page (without JavaScript): a status, or an alert when refused. */
export function InboxNotice({ result }: { result: StatusChangeResult | undefined }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={cn(
        "mt-6 rounded-lg border p-3 text-sm font-medium",
        result.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-900",
      )}
    >
      {result.message}
    </p>
  );
}

/** The bulk bar of a lead inbox: the same moves (handled, new, spam, delete) for every kind of lead. */
export function LeadBulkActions(props: {
  noun: BulkNoun;
  rows: { id: string; title: string }[];
  fallbackFocus: RefObject<HTMLElement | null>;
  result: BulkResult | undefined;
}) {
  return (
    <BulkActions {...props} className="mt-6 rounded-xl border border-slate-200">
      {leadBulkActions.map((action) => (
        <option key={action} value={action}>
          {leadBulkLabels[action]}
        </option>
      ))}
    </BulkActions>
  );
}

/** An inbox with nothing in the chosen state. */
export function InboxEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        <Inbox className="size-7" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-1 max-w-md text-sm text-slate-600">{children}</p>
    </div>
  );
}
