import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/post-form";
import { formProblem, PostForm, type PostFormResult } from "~/components/admin/post-form";
import { ReviewPanel, type ReviewActionResult } from "~/components/admin/review-panel";
import { company } from "~/content/company";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { forbiddenMessage, requireStaff, staffOrSignedOut } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";
import { SIGNED_OUT_MESSAGE } from "~/utils/signed-out";
import { listAuthorsForAdmin } from "~/utils/authors.server";
import { can, canEditPost } from "~/utils/permissions";
import { errorFields, log } from "~/utils/logger.server";
import { parseSubmission } from "~/http/form.server";
import { postInputSchema } from "~/utils/post-schema";
import { toPublicPost } from "~/utils/posts";
import { readBaseVersion } from "~/utils/post-revisions";
import { conflictInfo } from "~/utils/post-revisions.server";
import {
  createPost,
  DEFAULT_AUTHOR_NAME,
  describeWriteFailure,
  fullReplacement,
  getPostById,
  listCategoriesForAdmin,
  listOriginalsForAdmin,
  popularTagNames,
  sendBackForChanges,
  submitForReview,
  updatePost,
} from "~/utils/posts-admin.server";

// The post's title names the tab, so that one of several open editors can be told from the others.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.mode === "edit" ? (loaderData.post ? `Edit “${loaderData.post.title}”` : "Edit Post") : "Create New Post"} | ${company.name}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

type Target = { mode: "create" } | { mode: "edit"; postId: string };

/** Modes are create (no id) and edit (an id); any other address is a 404. */
function targetOf(params: { mode?: string; postId?: string }): Target {
  if (params.mode === "create" && !params.postId) return { mode: "create" };
  if (params.mode === "edit" && params.postId) return { mode: "edit", postId: params.postId };
  throw data("Not found", { status: 404 });
}

/**
 * `/create?translationOf={id}`: a new post in the other language, prefilled from the original (the
 * editor translates each field) and linked to it. An id that names no original is ignored.
 */
async function translationStart(request: Request) {
  const originalId = new URL(request.url).searchParams.get("translationOf") ?? undefined;
  const original = await getPostById(originalId);
  if (!original || original.translationOf) return undefined;
  return {
    ...original,
    id: "",
    locale: original.locale === "fr" ? ("en" as const) : ("fr" as const),
    translationOf: original.id,
    isPublished: false,
    isFeatured: false,
    publishedAt: null,
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "posts.write");
  const target = targetOf(params);
  const [post, categories, originals, popularTags, authors] = await Promise.all([
    target.mode === "edit" ? getPostById(target.postId) : translationStart(request),
    listCategoriesForAdmin(),
    listOriginalsForAdmin(),
    popularTagNames(),
    listAuthorsForAdmin(),
  ]);
  if (target.mode === "edit" && !post) throw data("Not found", { status: 404 });
  if (target.mode === "edit" && post && !canEditPost(staff, post)) throw data(forbiddenMessage(staff.role), { status: 403 });
  return {
    mode: target.mode,
    // Every field the editor shows, as the API hands a post out, the profile that signs it, and the version it was read at.
    post: post ? { ...toPublicPost(post), authorId: post.authorId, version: post.version } : null,
    categories,
    authors,
    originals,
    popularTags,
    defaultAuthorName: DEFAULT_AUTHOR_NAME,
    canPublish: can(staff.role, "posts.publish"),
    review:
      target.mode === "edit" && post
        ? {
            requestedAt: post.reviewRequestedAt?.toISOString() ?? null,
            note: post.reviewNote,
            canSubmit: canEditPost(staff, post),
            canDecide: can(staff.role, "posts.publish"),
          }
        : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await staffOrSignedOut(request, "posts.write");
  if (!staff) {
    return data<PostFormResult>(
      { ok: false, signedOut: true, message: SIGNED_OUT_MESSAGE, result: formProblem(SIGNED_OUT_MESSAGE) },
      { status: 401, headers: cacheHeaders("admin") },
    );
  }
  requireSameOrigin(request, false);
  const target = targetOf(params);
  const read = await readFormLimited(request, BODY_LIMITS.post);
  if (!read.ok) {
    return data<PostFormResult>(
      { ok: false, message: read.message, result: formProblem(read.message) },
      { status: read.status, headers: bodyProblemHeaders(read) },
    );
  }
  const intent = read.form.get("intent");
  if (intent === "submit-review" || intent === "send-back") {
    if (target.mode !== "edit")
      return data<ReviewActionResult>({ ok: false, intent, message: "Save the post before its review" }, { status: 400 });
    const actor = { staff, ip: context.clientIp };
    const result =
      intent === "submit-review"
        ? await submitForReview(target.postId, actor)
        : await sendBackForChanges(target.postId, String(read.form.get("note") ?? ""), actor);
    if (!result.ok) return data<ReviewActionResult>({ ok: false, intent, message: result.message }, { status: result.status });
    const message = intent === "submit-review" ? "Submitted: the editors will review it." : "Sent back to the author with your note.";
    return data<ReviewActionResult>({ ok: true, intent, message });
  }
  const base = readBaseVersion(read.form.get("version"));
  if (!base.ok) return data<PostFormResult>({ ok: false, message: base.message, result: formProblem(base.message) }, { status: 400 });
  // The same schema the editor validated with in the browser, read from the form the same way (Conform).
  const submission = parseSubmission(read.form, postInputSchema);
  if (submission.status !== "success") {
    const message = "Please correct the highlighted fields";
    return data<PostFormResult>({ ok: false, message, result: submission.reply() }, { status: 400 });
  }
  let result;
  try {
    const actor = { staff, ip: context.clientIp };
    result =
      target.mode === "create"
        ? await createPost(submission.value, actor)
        : await updatePost(target.postId, fullReplacement(submission.value), actor, { baseVersion: base.version });
  } catch (error) {
    // The editor keeps what was typed; the admin sees the failure toast and can try again.
    log.error("admin: saving a post failed", errorFields(error));
    const message = "The post could not be saved because of a problem on our side. Please try again.";
    return data<PostFormResult>({ ok: false, message, result: submission.reply({ formErrors: [message] }) }, { status: 500 });
  }
  if (!result.ok) {
    const failure = describeWriteFailure(result);
    const reply = submission.reply(
      failure.field ? { fieldErrors: { [failure.field]: [failure.message] } } : { formErrors: [failure.message] },
    );
    const conflict = result.reason === "conflict" ? conflictInfo(result) : undefined;
    return data<PostFormResult>({ ok: false, message: failure.message, result: reply, conflict }, { status: failure.status });
  }
  return data<PostFormResult>({ ok: true, postId: result.post.id, content: result.post.content, version: result.post.version });
}

/** A save that cannot reach the server still ends in the failure toast, with the form as it was. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<PostFormResult | ReviewActionResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const message = "The server could not be reached. Check the connection and try again.";
    return { ok: false, message, result: formProblem(message) };
  }
}

export default function PostFormPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.review && loaderData.post ? <ReviewPanel review={loaderData.review} isPublished={loaderData.post.isPublished} /> : null}
      <PostForm
        key={loaderData.post?.id ?? "new"}
        mode={loaderData.mode}
        post={loaderData.post}
        categories={loaderData.categories}
        authors={loaderData.authors}
        originals={loaderData.originals}
        popularTags={loaderData.popularTags}
        defaultAuthorName={loaderData.defaultAuthorName}
        canPublish={loaderData.canPublish}
        version={loaderData.post?.version}
      />
    </>
  );
}
