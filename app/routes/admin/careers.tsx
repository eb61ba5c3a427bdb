import { Inbox, Pencil, Plus, Send, XCircle } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/careers";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { company } from "~/content/company";
import { offices } from "~/content/offices";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { jobPostingPath } from "~/i18n/paths";
import { recordAudit } from "~/utils/audit.server";
import { requireStaff } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";
import { formatClosingDate, type PostingState } from "~/utils/careers-fields";
import { closePosting, deletePosting, listPostingsForAdmin, officeOfPosting, publishPosting } from "~/utils/careers.server";
import { can } from "~/utils/permissions";

/**
 * Job postings (`/admin/careers`): each with its state (draft, open, closed), both languages' titles and
 * its applications; publish a draft, close an open posting now, delete one nobody applied to. Editing is
 * on the posting's own form; the applications inbox is for those who may read leads.
 */

export const meta: Route.MetaFunction = () => [{ title: `Careers | ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "content.manage");
  const rows = await listPostingsForAdmin();
  return data(
    {
      canReadApplications: can(staff.role, "leads.read"),
      postings: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        state: row.state,
        titleEn: row.en.title,
        titleFr: row.fr.title,
        office: offices.find((office) => office.id === row.officeId)?.location ?? row.officeId,
        closesOn: formatClosingDate(row.closesAt, officeOfPosting(row.officeId).timeZone, "en"),
        applications: row.applications,
        newApplications: row.newApplications,
      })),
    },
    { headers: cacheHeaders("admin") },
  );
}

type ActionResult = { ok: boolean; message: string };

const intents = ["publish", "close", "delete"] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "content.manage");
  requireSameOrigin(request, false);
  const read = await readFormLimited(request, BODY_LIMITS.adminForm);
  if (!read.ok) return data<ActionResult>({ ok: false, message: read.message }, { status: read.status, headers: bodyProblemHeaders(read) });
  const intent = String(read.form.get("intent") ?? "");
  const id = String(read.form.get("id") ?? "");
  if (!(intents as readonly string[]).includes(intent)) {
    return data<ActionResult>({ ok: false, message: `Unknown action "${intent}": use publish, close or delete.` }, { status: 400 });
  }
  if (!UUID.test(id)) return data<ActionResult>({ ok: false, message: "The posting's id is missing or malformed." }, { status: 400 });
  const change = intent === "publish" ? await publishPosting(id) : intent === "close" ? await closePosting(id) : await deletePosting(id);
  if (!change.ok)
    return data<ActionResult>({ ok: false, message: change.message }, { status: change.status, headers: cacheHeaders("admin") });
  const title = change.posting.en.title;
  await recordAudit({
    actor: staff,
    action: intent === "publish" ? "posting.publish" : intent === "close" ? "posting.close" : "posting.delete",
    subject: title,
    subjectId: change.posting.id,
    ip: context.clientIp,
  });
  const done =
    intent === "publish"
      ? "is published in both languages"
      : intent === "close"
        ? "is closed: it takes no more applications"
        : "is deleted";
  return data<ActionResult>({ ok: true, message: `“${title}” ${done}.` }, { headers: cacheHeaders("admin") });
}

const stateBadge: Record<PostingState, { label: string; variant: "secondary" | "success" | "warning" }> = {
  draft: { label: "Draft", variant: "secondary" },
  open: { label: "Open", variant: "success" },
  closed: { label: "Closed", variant: "warning" },
};

export default function CareersAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { postings, canReadApplications } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">Careers</h1>
          <p className="mt-1 text-slate-600">
            Job postings on /careers and /fr/carrieres, in both languages. Open postings take applications until their closing date.
          </p>
        </div>
        <Link to="/admin/careers/new" className={buttonClasses("default", "default")}>
          <Plus aria-hidden="true" />
          New posting
        </Link>
      </div>

      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={
            actionData.ok
              ? "mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
              : "mt-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
          }
        >
          {actionData.message}
        </p>
      ) : null}

      {postings.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
          No job postings yet. The careers page says no role is open until one is published.
        </p>
      ) : (
        <div className="relative mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Job postings</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Title (English / French)
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Office
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  State
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Closes
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Applications
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {postings.map((posting) => (
                <tr key={posting.id} data-testid="posting-row">
                  <td className="px-4 py-3">
                    <p className="font-semibold text-slate-900">
                      {posting.state === "draft" ? (
                        posting.titleEn
                      ) : (
                        <a href={jobPostingPath(posting.slug, "en")} className="text-brand-700 hover:underline">
                          {posting.titleEn}
                        </a>
                      )}
                    </p>
                    <p className="text-slate-600" lang="fr-CA">
                      {posting.titleFr}
                    </p>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{posting.office}</td>
                  <td className="px-4 py-3">
                    <Badge variant={stateBadge[posting.state].variant}>{stateBadge[posting.state].label}</Badge>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{posting.closesOn}</td>
                  <td className="px-4 py-3 text-slate-700">
                    {canReadApplications ? (
                      <Link
                        to={`/admin/careers/${posting.id}/applications`}
                        className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
                      >
                        <Inbox className="size-4" aria-hidden="true" />
                        {posting.applications}
                        {posting.newApplications > 0 ? ` (${posting.newApplications} new)` : ""}
                        <span className="sr-only"> applications for {posting.titleEn}</span>
                      </Link>
                    ) : (
                      posting.applications
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Link
                        to={`/admin/careers/${posting.id}`}
                        className={buttonClasses("outline", "sm")}
                        aria-label={`Edit ${posting.titleEn}`}
                      >
                        <Pencil aria-hidden="true" />
                        Edit
                      </Link>
                      {posting.state === "open" ? (
                        <Form method="post">
                          <input type="hidden" name="id" value={posting.id} />
                          <Button
                            type="submit"
                            name="intent"
                            value="close"
                            size="sm"
                            variant="outline"
                            disabled={busy}
                            aria-label={`Close ${posting.titleEn} now`}
                          >
                            <XCircle aria-hidden="true" />
                            Close now
                          </Button>
                        </Form>
                      ) : null}
                      {posting.state === "draft" ? (
                        <Form method="post">
                          <input type="hidden" name="id" value={posting.id} />
                          <Button
                            type="submit"
                            name="intent"
                            value="publish"
                            size="sm"
                            disabled={busy}
                            aria-label={`Publish ${posting.titleEn}`}
                          >
                            <Send aria-hidden="true" />
                            Publish
                          </Button>
                        </Form>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
