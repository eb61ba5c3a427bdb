import type { Route } from "./+types/post-autosave";
import { BODY_LIMITS, readFormLimited } from "~/http/body.server";
import { handleApi, jsonError, requireSameOrigin } from "~/http/http.server";
import { requireStaffApi } from "~/utils/auth.server";
import { readBaseVersion } from "~/utils/post-revisions";
import { conflictInfo } from "~/utils/post-revisions.server";
import { parseSubmission } from "~/http/form.server";
import { postInputSchema } from "~/utils/post-schema";
import { describeWriteFailure, fullReplacement, updatePost } from "~/utils/posts-admin.server";

/**
 * POST {admin}/autosave/{postId}: the editor's form, saved in the background while a draft is written.
 * It answers JSON: 200 `{ ok, version, savedAt }`; 400 while the form is not valid yet; 409 with the stored
 * version when someone else saved since (`conflict`), or for a published post (autosave keeps drafts
 * only, so the live article never changes without a deliberate save). It never publishes.
 */
export function action({ request, params, context }: Route.ActionArgs): Promise<Response> {
  return handleApi(async () => {
    if (request.method !== "POST") return jsonError(405, "Use POST here", { headers: { Allow: "POST" } });
    const staff = await requireStaffApi(request, "posts.write");
    requireSameOrigin(request);
    const read = await readFormLimited(request, BODY_LIMITS.post);
    if (!read.ok) return jsonError(read.status, read.message);
    const base = readBaseVersion(read.form.get("version"));
    if (!base.ok) return jsonError(400, base.message, { errors: { version: [base.message] } });
    if (base.version === undefined) {
      const message = "An autosave must name the version it was based on";
      return jsonError(400, message, { errors: { version: [message] } });
    }
    // The same schema and reading as a deliberate save (Conform's), so an autosave accepts what a save would.
    const submission = parseSubmission(read.form, postInputSchema);
    if (submission.status !== "success") {
      const errors = Object.fromEntries(
        Object.entries(submission.error ?? {}).flatMap(([name, messages]) => (messages?.length ? [[name, messages]] : [])),
      );
      const first = Object.values(errors)[0]?.[0] ?? "Some fields are not valid yet";
      return jsonError(400, first, { errors });
    }
    const result = await updatePost(
      params.postId,
      fullReplacement(submission.value),
      { staff, ip: context.clientIp },
      {
        baseVersion: base.version,
        kind: "autosave",
      },
    );
    if (!result.ok) {
      const { status, message } = describeWriteFailure(result);
      if (result.reason === "conflict") {
        return Response.json({ ok: false, message, conflict: conflictInfo(result) }, { status, headers: { "Cache-Control": "no-store" } });
      }
      return jsonError(status, message);
    }
    return Response.json(
      { ok: true, version: result.post.version, savedAt: result.post.updatedAt.toISOString() },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

export function loader(): Response {
  return jsonError(405, "Use POST here", { headers: { Allow: "POST" } });
}
