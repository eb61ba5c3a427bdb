import type { Route } from "./+types/redirects-csv";
import { recordAudit } from "~/utils/audit.server";
import { requireStaff } from "~/utils/auth.server";
import { redirectsCsv } from "~/utils/redirects.server";

/** GET /admin/redirects.csv: every redirect, in the columns the import reads first (from,to,type). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "redirects.manage");
  const { csv, rows } = await redirectsCsv();
  await recordAudit({ actor: staff, action: "export.redirects", detail: { rows }, ip: context.clientIp });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="redirects-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
