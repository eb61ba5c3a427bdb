import { create as contentDisposition } from "content-disposition";
import { data } from "react-router";
import type { Route } from "./+types/career-resume";
import { resumeMimeTypes } from "~/utils/application-fields";
import { getApplication, getResume } from "~/utils/applications.server";
import { recordAudit } from "~/utils/audit.server";
import { requireStaff } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /admin/careers/applications/{id}/resume: a candidate's résumé, for staff who may read leads only.
 * Always a download (never shown in the site's own origin), with the type its bytes were checked to be,
 * no sniffing, never stored by a cache, and a sandbox policy should a browser open it anyway. Each
 * download is in the audit trail.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "leads.read");
  const id = params.applicationId;
  const application = UUID.test(id) ? await getApplication(id) : undefined;
  const resume = application ? await getResume(application.id) : undefined;
  if (!application || !resume) throw data("This application does not exist.", { status: 404, headers: cacheHeaders("admin") });
  await recordAudit({
    actor: staff,
    action: "resume.download",
    subject: `${application.name}: ${application.postingTitle}`,
    subjectId: application.id,
    detail: { file: resume.name },
    ip: context.clientIp,
  });
  return new Response(Buffer.from(resume.bytes), {
    headers: {
      "Content-Type": resumeMimeTypes[resume.type],
      "Content-Length": String(resume.bytes.byteLength),
      "Content-Disposition": contentDisposition(resume.name, { type: "attachment" }),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      ...cacheHeaders("admin"),
    },
  });
}
