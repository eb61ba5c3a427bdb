import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/posts";
import { PostList, type BulkResult, type DeleteResult, type PostListActionResult } from "~/components/admin/post-list";
import { postStatus } from "~/components/admin/post-status";
import { company } from "~/content/company";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { requireStaff } from "~/utils/auth.server";
import { can, canEditPost } from "~/utils/permissions";
import { bulkDoneMessage, bulkPostActionKinds, mayBulk, postCount, readBulkPostForm } from "~/utils/post-bulk";
import {
  bulkChangePosts,
  countAwaitingReview,
  deletePost,
  listCategoriesForAdmin,
  listPostsForAdmin,
  parseAdminListQuery,
} from "~/utils/posts-admin.server";
import { withTranslations } from "~/utils/posts.server";

export const meta: Route.MetaFunction = () => [
  { title: `Blog Administration | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "posts.write");
  const now = new Date();
  const [list, categories, awaitingReview] = await Promise.all([
    listPostsForAdmin(parseAdminListQuery(new URL(request.url))),
    listCategoriesForAdmin(),
    can(staff.role, "posts.publish") ? countAwaitingReview() : undefined,
  ]);
  // Each post with its translations, drafts included: the list says which exist and offers the others.
  const posts = await withTranslations(list.posts, true);
  return {
    page: list.page,
    pageCount: list.pageCount,
    pageSize: list.pageSize,
    total: list.total,
    filters: {
      search: list.query.search,
      status: list.query.status,
      locale: list.query.locale,
      categoryId: list.query.categoryId,
    },
    statusCounts: list.statusCounts,
    categories,
    awaitingReview,
    bulkActions: bulkPostActionKinds.filter((kind) => mayBulk(staff.role, kind)),
    posts: posts.map((post) => ({
      id: post.id,
      translations: post.translations.map(({ locale, id }) => ({ locale, id })),
      isTranslation: post.translationOf !== null,
      title: post.title,
      slug: post.slug,
      locale: post.locale,
      isFeatured: post.isFeatured,
      status: postStatus(post, now),
      date: (post.publishedAt ?? post.createdAt).toISOString(),
      readTimeMinutes: post.readTimeMinutes,
      review: post.reviewRequestedAt ? ("waiting" as const) : post.reviewNote && !post.isPublished ? ("sent-back" as const) : null,
      // Bulk actions offer only the posts this person may change (an author: their own drafts).
      selectable: canEditPost(staff, post),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "posts.write");
  requireSameOrigin(request, false);
  const read = await readFormLimited(request, BODY_LIMITS.adminForm);
  if (!read.ok) {
    return data<PostListActionResult>(
      { ok: false, intent: "unreadable", message: read.message },
      { status: read.status, headers: bodyProblemHeaders(read) },
    );
  }
  const form = read.form;
  const intent = form.get("intent");
  if (intent === "bulk") {
    const bulk = readBulkPostForm(form);
    if (!bulk.ok) return data<BulkResult>({ ok: false, intent: "bulk", message: bulk.message }, { status: 400 });
    const { ids, action: chosen, confirmed } = bulk.request;
    // A delete is asked about first: with JavaScript in a dialog, without it on the page this answer renders.
    if (chosen.kind === "delete" && confirmed !== true && mayBulk(staff.role, "delete")) {
      return data<BulkResult>({ ok: "confirm", intent: "bulk", ids, message: `Delete ${postCount(ids.length)}? This cannot be undone.` });
    }
    const result = await bulkChangePosts(ids, chosen, { staff, ip: context.clientIp });
    if (!result.ok) return data<BulkResult>({ ok: false, intent: "bulk", message: result.message }, { status: result.status });
    return data<BulkResult>({ ok: true, intent: "bulk", message: bulkDoneMessage(result) });
  }
  if (intent !== "delete") {
    return data<DeleteResult>({ ok: false, intent: "delete", message: "Unknown action" }, { status: 400 });
  }
  const deleted = await deletePost(String(form.get("id") ?? ""), { staff, ip: context.clientIp });
  if (!deleted.ok) {
    const refused = deleted.reason === "forbidden";
    return data<DeleteResult>(
      { ok: false, intent: "delete", message: refused ? deleted.message : "This post no longer exists" },
      { status: refused ? 403 : 404 },
    );
  }
  return data<DeleteResult>({ ok: true, intent: "delete" });
}

/** A change that cannot reach the server still ends in the failure toast. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<PostListActionResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return { ok: false, intent: "unreadable", message: "The server could not be reached" };
  }
}

export default function BlogAdministration({ loaderData }: Route.ComponentProps) {
  return <PostList {...loaderData} />;
}
