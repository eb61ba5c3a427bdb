import type { Route } from "./+types/inquiries-csv";
import { recordAudit } from "~/utils/audit.server";
import { requireStaff } from "~/utils/auth.server";
import { inquiriesCsv, inquiriesForExport, parseInboxQuery } from "~/utils/inquiries.server";

/** GET /admin/inquiries.csv?status=…: the inquiries of one list, for a spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "leads.read");
  const { status } = parseInboxQuery(new URL(request.url));
  const rows = await inquiriesForExport(status);
  const csv = inquiriesCsv(rows);
  await recordAudit({ actor: staff, action: "export.inquiries", detail: { status, rows: rows.length }, ip: context.clientIp });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${status}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
