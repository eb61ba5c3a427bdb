import type { ActionFunctionArgs } from "react-router";
import { handleApi, jsonError, parseJsonBody, requireSameOrigin } from "~/http/http.server";
import { requireStaffApi, type Staff } from "./auth.server";
import type { BlogPost } from "~/db/schema";
import { baseVersionSchema } from "./post-revisions";
import { postInputSchema, postUpdateSchema } from "./post-schema";
import { toPublicPost } from "./posts";
import { createPost, deletePost, describeWriteFailure, updatePost, type WriteActor, type WriteFailure } from "./posts-admin.server";

// The admin half of the blog JSON API (DESIGN.md section 4): create, update, delete. Every write needs an
// staff session (401), a role that may write posts (403) and must come from this site (403); what the role
// allows on a given post (an author's own drafts, no publishing) is decided by the write service.

function methodNotAllowed(allow: string): Response {
  return jsonError(405, `Use ${allow.split(", ").join(" or ")} here`, { headers: { Allow: allow } });
}

/** A post as the admin API answers it: the public fields and the version a later save names. */
function adminPostJson(post: BlogPost) {
  return { ...toPublicPost(post), version: post.version };
}

function failureResponse(failure: WriteFailure): Response {
  const { status, message, field } = describeWriteFailure(failure);
  if (failure.reason === "conflict") {
    // The stored version, so the caller can compare and decide without another request.
    const current = { ...adminPostJson(failure.current), savedBy: failure.savedByName, savedAt: failure.savedAt.toISOString() };
    return Response.json({ message, current }, { status, headers: { "Cache-Control": "no-store" } });
  }
  return jsonError(status, message, field ? { errors: { [field]: [message] } } : {});
}

/**
 * An update may name the version it was based on (`version`, as the admin API answered it): when a later
 * version changed the post, the update is refused with 409 and the stored post. Without it, nothing is
 * checked, as before.
 */
const postApiUpdateSchema = postUpdateSchema.extend({ version: baseVersionSchema.optional() });

async function guardWrite(request: Request, clientIp: string): Promise<WriteActor> {
  const staff: Staff = await requireStaffApi(request, "posts.write");
  requireSameOrigin(request);
  return { staff, ip: clientIp };
}

/** POST /api/blog/posts: 201 with the created post. */
export function createPostAction({ request, context }: ActionFunctionArgs): Promise<Response> {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed("GET, POST");
    const actor = await guardWrite(request, context.clientIp);
    const input = await parseJsonBody(request, postInputSchema);
    const result = await createPost(input, actor);
    if (!result.ok) return failureResponse(result);
    return Response.json(adminPostJson(result.post), {
      status: 201,
      headers: { Location: `/api/blog/posts/${result.post.id}`, "Cache-Control": "no-store" },
    });
  });
}

/** PUT and DELETE /api/blog/posts/{id}. */
export function postAction({ request, params, context }: ActionFunctionArgs): Promise<Response> {
  return handleApi(async () => {
    const id = params.slugOrId ?? params.id ?? "";
    if (request.method === "PUT") {
      const actor = await guardWrite(request, context.clientIp);
      const { version, ...changes } = await parseJsonBody(request, postApiUpdateSchema);
      const result = await updatePost(id, changes, actor, { baseVersion: version });
      if (!result.ok) return failureResponse(result);
      return Response.json(adminPostJson(result.post), { headers: { "Cache-Control": "no-store" } });
    }
    if (request.method === "DELETE") {
      const actor = await guardWrite(request, context.clientIp);
      const deleted = await deletePost(id, actor);
      if (!deleted.ok) return failureResponse(deleted);
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    }
    return methodNotAllowed("GET, PUT, DELETE");
  });
}
