import type { Route } from "./+types/leads-csv";
import { recordAudit } from "~/utils/audit.server";
import { requireStaff } from "~/utils/auth.server";
import { leadsCsv, leadsForExport, parseLeadQuery } from "~/utils/leads.server";

/** GET /admin/leads.csv?status=…&kind=…&lang=…: the leads the inbox shows with those filters, for a spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "leads.read");
  const { page: _page, ...filter } = parseLeadQuery(new URL(request.url));
  const rows = await leadsForExport(filter);
  const csv = leadsCsv(rows);
  await recordAudit({ actor: staff, action: "export.leads", detail: { ...filter, rows: rows.length }, ip: context.clientIp });
  const day = new Date().toISOString().slice(0, 10);
  const name = ["leads", filter.status, filter.kind, filter.locale, day].filter(Boolean).join("-");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
