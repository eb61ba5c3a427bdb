import type { ActionFunctionArgs } from "react-router";
import { handleApi, jsonError, parseJsonBody, requireSameOrigin } from "~/http/http.server";
import { requireAdminApi } from "./auth.server";
import { postInputSchema, postUpdateSchema } from "./post-schema";
import { toPublicPost } from "./posts";
import { createPost, deletePost, describeWriteFailure, updatePost, type WriteFailure } from "./posts-admin.server";

// The admin half of the blog JSON API (DESIGN.md section 4): create, update, delete. Every write needs an
// admin session (401) and must come from this site (403).

function methodNotAllowed(allow: string): Response {
  return jsonError(405, `Use ${allow.split(", ").join(" or ")} here`, { headers: { Allow: allow } });
}

function failureResponse(failure: WriteFailure): Response {
  const { status, message, field } = describeWriteFailure(failure);
  return jsonError(status, message, field ? { errors: { [field]: [message] } } : {});
}

async function guardWrite(request: Request): Promise<void> {
  await requireAdminApi(request);
  requireSameOrigin(request);
}

/** POST /api/blog/posts: 201 with the created post. */
export function createPostAction({ request }: ActionFunctionArgs): Promise<Response> {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed("GET, POST");
    await guardWrite(request);
    const input = await parseJsonBody(request, postInputSchema);
    const result = await createPost(input);
    if (!result.ok) return failureResponse(result);
    return Response.json(toPublicPost(result.post), {
      status: 201,
      headers: { Location: `/api/blog/posts/${result.post.id}`, "Cache-Control": "no-store" },
    });
  });
}

/** PUT and DELETE /api/blog/posts/{id}. */
export function postAction({ request, params }: ActionFunctionArgs): Promise<Response> {
  return handleApi(async () => {
    const id = params.slugOrId ?? params.id ?? "";
    if (request.method === "PUT") {
      await guardWrite(request);
      const changes = await parseJsonBody(request, postUpdateSchema);
      const result = await updatePost(id, changes);
      if (!result.ok) return failureResponse(result);
      return Response.json(toPublicPost(result.post), { headers: { "Cache-Control": "no-store" } });
    }
    if (request.method === "DELETE") {
      await guardWrite(request);
      if (!(await deletePost(id))) return failureResponse({ ok: false, reason: "not-found" });
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    }
    return methodNotAllowed("GET, PUT, DELETE");
  });
}
