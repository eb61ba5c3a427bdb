import { Eye } from "lucide-react";
import { data } from "react-router";
import { postStatus } from "~/components/admin/post-status";
import { ArticleView } from "~/components/blog/article-view";
import { company } from "~/content/company";
import { cacheHeaders } from "~/utils/cache-headers";
import { formatPostDate, toPublicPost } from "~/utils/posts";
import { getCategory, getPostById } from "~/utils/posts-admin.server";
import { resolvePreviewToken } from "~/utils/preview-links.server";
import { sanitizePostHtml } from "~/utils/sanitize.server";
import type { Route } from "./+types/preview";

/**
 * /preview/{token}: a post, draft or scheduled, shown to someone without an account through a link an
 * editor sent them. Never stored by any cache, never indexed, and the token never leaves in a Referer.
 */
const PRIVATE_HEADERS = {
  ...cacheHeaders("admin"),
  "Referrer-Policy": "no-referrer",
};

export async function loader({ params }: Route.LoaderArgs) {
  const postId = await resolvePreviewToken(params.token);
  const post = postId ? await getPostById(postId) : undefined;
  if (!post) {
    throw data(
      { message: "This preview link has expired or was withdrawn. Ask the person who sent it for a new one." },
      { status: 404, headers: PRIVATE_HEADERS },
    );
  }
  const category = await getCategory(post.categoryId);
  return data(
    {
      post: toPublicPost(post),
      category: category ? { id: category.id, name: category.name } : null,
      html: sanitizePostHtml(post.content),
      status: postStatus(post),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Preview: ${loaderData.post.title} | ${company.name}` : `Preview unavailable | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const { post, category, html, status } = loaderData;
  const state =
    status === "published"
      ? "This article is already published on the blog."
      : status === "scheduled" && post.publishedAt
        ? `This article is not published yet: it is scheduled for ${formatPostDate(post.publishedAt)}. Please do not share this link.`
        : "This article is a draft, not published yet. Please do not share this link.";
  return (
    <main id="main">
      <div role="region" aria-label="Preview" className="border-b border-amber-300 bg-amber-50">
        <p className="container-page flex items-center gap-2 py-3 text-sm text-amber-950">
          <Eye className="size-4 shrink-0" aria-hidden="true" />
          <strong className="font-semibold">Preview</strong>
          <span>{state}</span>
        </p>
      </div>
      <div className="container-page py-10 sm:py-14">
        <ArticleView post={post} category={category} html={html} shareable={false} />
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="container-page py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950">Preview unavailable</h1>
      <p className="mt-4 max-w-xl text-slate-700">
        This preview link has expired or was withdrawn. Ask the person who sent it for a new one.
      </p>
    </main>
  );
}
