import { data } from "react-router";
import type { Route } from "./+types/career-applications-csv";
import { applicationsCsv, applicationsForExport } from "~/utils/applications.server";
import { recordAudit } from "~/utils/audit.server";
import { requireStaff } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";
import { getPosting } from "~/utils/careers.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /admin/careers/{id}/applications.csv: every application to one posting, for a spreadsheet (no résumés). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "leads.read");
  const posting = UUID.test(params.id) ? await getPosting(params.id) : undefined;
  if (!posting) throw data("This job posting does not exist.", { status: 404, headers: cacheHeaders("admin") });
  const rows = await applicationsForExport(posting.id);
  const csv = applicationsCsv(rows, posting);
  await recordAudit({
    actor: staff,
    action: "export.applications",
    subject: posting.en.title,
    subjectId: posting.id,
    detail: { rows: rows.length },
    ip: context.clientIp,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applications-${posting.slug}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
