import type { Route } from "./+types/media";
import { BODY_LIMITS, readFormLimited } from "~/http/body.server";
import { handleApi, jsonError, requireSameOrigin } from "~/http/http.server";
import { recordAudit } from "~/utils/audit.server";
import { requireStaffApi } from "~/utils/auth.server";
import { describeUpload, MEDIA_TOO_LARGE } from "~/utils/media";
import { listMedia, uploadImage } from "~/utils/media.server";

// The media library's API (DESIGN.md section 7). POST: multipart with `file` and `alt`, 201 with the
// stored image (200 when the same file was already stored). GET: a page of the library, for the picker.
// Staff who write posts may do both; deleting and editing belong to the media screen (media.manage).

const PAGE_PARAM = /^[1-9][0-9]{0,5}$/;

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireStaffApi(request, "posts.write");
    const url = new URL(request.url);
    const pageParam = url.searchParams.get("page") ?? "1";
    if (!PAGE_PARAM.test(pageParam)) return jsonError(400, "page must be a whole number from 1");
    const search = url.searchParams.get("search") ?? "";
    const { items, total } = await listMedia(Number(pageParam), search);
    return Response.json(
      { total, items: items.map((item) => ({ ...describeUpload(item), originalName: item.originalName })) },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") {
      return jsonError(405, "Use GET or POST here", { headers: { Allow: "GET, POST" } });
    }
    // Who and where from before a byte of the body is read.
    const staff = await requireStaffApi(request, "posts.write");
    requireSameOrigin(request);
    const form = await readFormLimited(request, BODY_LIMITS.media);
    if (!form.ok) return jsonError(form.status, form.status === 413 ? MEDIA_TOO_LARGE : form.message);
    const file = form.form.get("file");
    const alt = form.form.get("alt");
    const result = await uploadImage({
      file: file instanceof File ? file : null,
      alt: typeof alt === "string" ? alt : "",
      uploadedBy: staff.id,
    });
    if (!result.ok) {
      return jsonError(result.status, result.message, {
        errors: result.errors,
        headers: result.status === 429 ? { "Retry-After": "5" } : undefined,
      });
    }
    const { ok: _ok, created, ...body } = result;
    if (created) {
      await recordAudit({ actor: staff, action: "media.upload", subject: body.alt, subjectId: body.id, ip: context.clientIp });
    }
    return Response.json(body, {
      status: created ? 201 : 200,
      headers: { Location: body.url, "Cache-Control": "no-store" },
    });
  });
}
