import { data, Form } from "react-router";
import type { Route } from "./+types/audit";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, auditActions, listAudit, parseAuditQuery, type AuditAction } from "~/utils/audit.server";
import { requireStaff } from "~/utils/auth.server";

/** /admin/audit: the audit trail, newest first, filtered by action, account and dates (administrators only). */

export const meta: Route.MetaFunction = () => [
  { title: `Audit trail | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "users.manage");
  const url = new URL(request.url);
  const query = parseAuditQuery(url);
  const events = await listAudit(query);
  return data(
    {
      filters: {
        action: query.action,
        actor: query.actor,
        since: url.searchParams.get("since") ?? "",
        until: url.searchParams.get("until") ?? "",
      },
      actions: auditActions.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
      pageSize: AUDIT_PAGE_SIZE,
      events: events.map((event) => ({
        id: event.id,
        at: event.at.toISOString(),
        actor: event.actorName,
        action: AUDIT_ACTION_LABELS[event.action as AuditAction] ?? event.action,
        subject: event.subject,
        detail: event.detail ? Object.entries(event.detail).map(([key, value]) => `${key}: ${String(value)}`) : [],
        ip: event.ip,
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { filters, actions, events, pageSize } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Audit trail</h1>
      <p className="mt-1 max-w-3xl text-slate-600">
        Sign-ins, publishing, deletions, account changes and exports, newest first. Entries cannot be changed or removed.
      </p>
      <Form method="get" className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-5 sm:items-end">
        <div>
          <Label htmlFor="audit-action">Action</Label>
          <NativeSelect id="audit-action" name="action" defaultValue={filters.action}>
            <option value="">Any action</option>
            {actions.map((action) => (
              <option key={action.value} value={action.value}>
                {action.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="audit-actor">Account</Label>
          <Input id="audit-actor" name="actor" defaultValue={filters.actor} maxLength={64} />
        </div>
        <div>
          <Label htmlFor="audit-since">From</Label>
          <Input id="audit-since" name="since" type="date" defaultValue={filters.since} />
        </div>
        <div>
          <Label htmlFor="audit-until">To</Label>
          <Input id="audit-until" name="until" type="date" defaultValue={filters.until} />
        </div>
        <Button type="submit">Filter</Button>
      </Form>
      {events.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">Nothing matches these filters.</p>
      ) : (
        <div className="relative mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit entries, newest first (at most {pageSize})</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  When (UTC)
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Who
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  What
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Subject
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  From
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {events.map((event) => (
                <tr key={event.id} data-testid="audit-entry">
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={event.at}>{event.at.slice(0, 19).replace("T", " ")}</time>
                  </td>
                  <td className="px-4 py-3 font-medium text-slate-900">{event.actor ?? "nobody signed in"}</td>
                  <td className="px-4 py-3 text-slate-900">{event.action}</td>
                  <td className="px-4 py-3 text-slate-700">
                    {event.subject}
                    {event.detail.length ? <span className="block text-xs text-slate-600">{event.detail.join(", ")}</span> : null}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{event.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
