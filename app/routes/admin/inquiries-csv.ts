import type { Route } from "./+types/inquiries-csv";
import { requireAdmin } from "~/utils/auth.server";
import { inquiriesCsv, inquiriesForExport, parseInboxQuery } from "~/utils/inquiries.server";

/** GET /admin/inquiries.csv?status=…: the inquiries of one list, for a spreadsheet. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { status } = parseInboxQuery(new URL(request.url));
  const csv = inquiriesCsv(await inquiriesForExport(status));
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
