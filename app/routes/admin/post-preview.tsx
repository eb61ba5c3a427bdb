import { ArrowLeft, Eye, Pencil } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/post-preview";
import { adminPaths, postStatus } from "~/components/admin/post-status";
import { ArticleView } from "~/components/blog/article-view";
import { buttonClasses } from "~/components/ui/button";
import { company } from "~/content/company";
import { requireAdmin } from "~/utils/auth.server";
import { formatPostDate, toPublicPost } from "~/utils/posts";
import { getCategory, getPostById } from "~/utils/posts-admin.server";
import { sanitizePostHtml } from "~/utils/sanitize.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.post.title ?? "Post"} | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Any post, draft or scheduled, exactly as the article page will show it: for signed-in admins only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const post = await getPostById(params.postId);
  if (!post) throw data("Not found", { status: 404 });
  const category = await getCategory(post.categoryId);
  return {
    post: toPublicPost(post),
    category: category ? { id: category.id, name: category.name } : null,
    html: sanitizePostHtml(post.content),
    status: postStatus(post),
  };
}

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { post, category, html, status } = loaderData;
  const state =
    status === "draft"
      ? "This post is a draft: only signed-in staff can see it."
      : status === "scheduled" && post.publishedAt
        ? `This post is scheduled: readers will see it from ${formatPostDate(post.publishedAt)}.`
        : "This post is published and public on the blog.";
  return (
    <>
      <div className="sticky top-0 z-30 border-b border-amber-300 bg-amber-50" role="region" aria-label="Preview">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="flex items-center gap-2 text-sm text-amber-950">
            <Eye className="size-4 shrink-0" aria-hidden="true" />
            <strong className="font-semibold">Preview</strong>
            <span>{state}</span>
          </p>
          <div className="flex gap-2">
            <Link to={adminPaths.list} className={buttonClasses("ghost-notice", "sm")}>
              <ArrowLeft aria-hidden="true" />
              All posts
            </Link>
            <Link to={adminPaths.edit(post.id)} className={buttonClasses("default", "sm")}>
              <Pencil aria-hidden="true" />
              Back to edit
            </Link>
          </div>
        </div>
      </div>
      <main id="main" className="bg-white px-4 py-12 sm:px-6 lg:py-16">
        <ArticleView post={post} category={category} html={html} shareable={status === "published"} />
      </main>
    </>
  );
}
