import { ArrowLeft, Eye, Pencil } from "lucide-react";
import { data, Link } from "react-router";
import { PreviewLinksPanel, type PreviewLinkResult } from "~/components/admin/preview-links-panel";
import type { Route } from "./+types/post-preview";
import { adminPaths, postStatus } from "~/components/admin/post-status";
import { ArticleView } from "~/components/blog/article-view";
import { buttonClasses } from "~/components/ui/button";
import { company } from "~/content/company";
import { BODY_LIMITS, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { forbiddenMessage, requireStaff } from "~/utils/auth.server";
import { canEditPost } from "~/utils/permissions";
import { getEnv } from "~/utils/env.server";
import { formatPostDate, toPublicPost } from "~/utils/posts";
import { getCategory, getPostById } from "~/utils/posts-admin.server";
import { PREVIEW_LINK_DAYS, parsePreviewLinkDays } from "~/utils/preview-links";
import { createPreviewLink, listActivePreviewLinks, previewPath, revokePreviewLink } from "~/utils/preview-links.server";
import { sanitizePostHtml } from "~/utils/sanitize.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.post.title ?? "Post"} | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Any post, draft or scheduled, exactly as the article page will show it: for signed-in staff only. Its
 * public preview links are shared and withdrawn only by those who may edit the post (an author: their
 * own drafts), since a link shows the draft to anyone who has it.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "posts.write");
  const post = await getPostById(params.postId);
  if (!post) throw data("Not found", { status: 404 });
  const canShare = canEditPost(staff, post);
  const [category, links] = await Promise.all([getCategory(post.categoryId), canShare ? listActivePreviewLinks(post.id) : []]);
  return {
    canShare,
    links: links.map((link) => ({
      id: link.id,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
    })),
    post: toPublicPost(post),
    category: category ? { id: category.id, name: category.name } : null,
    html: sanitizePostHtml(post.content),
    status: postStatus(post),
  };
}

/** Creates or withdraws a preview link of this post. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireStaff(request, "posts.write");
  requireSameOrigin(request, false);
  const post = await getPostById(params.postId);
  if (!post) return data<PreviewLinkResult>({ ok: false, message: "This post no longer exists" }, { status: 404 });
  if (!canEditPost(admin, post)) return data<PreviewLinkResult>({ ok: false, message: forbiddenMessage(admin.role) }, { status: 403 });
  const read = await readFormLimited(request, BODY_LIMITS.adminForm);
  if (!read.ok) return data<PreviewLinkResult>({ ok: false, message: read.message }, { status: read.status });
  const form = read.form;
  const intent = form.get("intent");
  if (intent === "create-link") {
    const days = parsePreviewLinkDays(form.get("days"));
    if (!days) {
      return data<PreviewLinkResult>(
        { ok: false, message: `A preview link works for ${PREVIEW_LINK_DAYS.join(", ")} days` },
        { status: 400 },
      );
    }
    const { token, link } = await createPreviewLink(post.id, { days, createdBy: admin.id });
    return data<PreviewLinkResult>({
      ok: true,
      intent: "create-link",
      url: `${getEnv().siteUrl}${previewPath(token)}`,
      expiresAt: link.expiresAt.toISOString(),
    });
  }
  if (intent === "revoke-link") {
    const revoked = await revokePreviewLink(post.id, String(form.get("linkId") ?? ""));
    if (!revoked) {
      return data<PreviewLinkResult>({ ok: false, message: "This link was already withdrawn or has expired" }, { status: 404 });
    }
    return data<PreviewLinkResult>({ ok: true, intent: "revoke-link" });
  }
  return data<PreviewLinkResult>({ ok: false, message: "Unknown action" }, { status: 400 });
}

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { post, category, html, status, links, canShare } = loaderData;
  const state =
    status === "draft"
      ? "This post is a draft: only signed-in staff can see it."
      : status === "scheduled" && post.publishedAt
        ? `This post is scheduled: readers will see it from ${formatPostDate(post.publishedAt)}.`
        : "This post is published and public on the blog.";
  return (
    <>
      {/* Sticky only where it is one line high; focus scrolled under it is kept clear (app.css, data-sticky-bar). */}
      <div className="z-30 border-b border-amber-300 bg-amber-50 md:sticky md:top-0" role="region" aria-label="Preview" data-sticky-bar="">
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
        {canShare ? <PreviewLinksPanel links={links} days={PREVIEW_LINK_DAYS} /> : null}
      </main>
    </>
  );
}
