import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/posts";
import { PostList, type DeleteResult } from "~/components/admin/post-list";
import { postStatus } from "~/components/admin/post-status";
import { company } from "~/content/company";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { requireStaff } from "~/utils/auth.server";
import { can } from "~/utils/permissions";
import {
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
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "posts.write");
  requireSameOrigin(request, false);
  const read = await readFormLimited(request, BODY_LIMITS.adminForm);
  if (!read.ok) {
    return data<DeleteResult>(
      { ok: false, intent: "delete", message: read.message },
      { status: read.status, headers: bodyProblemHeaders(read) },
    );
  }
  const form = read.form;
  if (form.get("intent") !== "delete") {
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

/** A delete that cannot reach the server still ends in the failure toast. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<DeleteResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return { ok: false, intent: "delete", message: "The server could not be reached" };
  }
}

export default function BlogAdministration({ loaderData }: Route.ComponentProps) {
  return <PostList {...loaderData} />;
}
