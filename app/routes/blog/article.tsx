import { ArrowLeft, ArrowRight, ChevronRight, MessageSquare } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { ArticleView } from "~/components/blog/article-view";
import { BLOG_NAME, RSS_LINK } from "~/components/blog/blog-copy";
import { blogHref } from "~/components/blog/blog-href";
import { PostCard } from "~/components/blog/post-card";
import { EnhancementScript } from "~/components/enhancement-script";
import { company } from "~/content/company";
import articleScript from "~/enhancements/article.ts?enhancement";
import { cacheHeaders, type CacheHandle } from "~/utils/cache-headers";
import type { PostSummary } from "~/utils/posts";
import { getAdjacentPosts, getPublicPostBySlug, getRelatedPosts, getRenamedSlug, renderPostHtml } from "~/utils/posts.server";
import { absoluteUrl, seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/article";

/** SPEC.md: the structured-data section when a post has no category. */
const DEFAULT_SECTION = "Engineering";

export const links: Route.LinksFunction = () => [RSS_LINK];

export async function loader({ params }: Route.LoaderArgs) {
  const found = await getPublicPostBySlug(params.slug);
  if (!found) {
    // An address shared before the post's slug changed leads to where the post is now.
    const renamed = await getRenamedSlug(params.slug);
    if (renamed) throw redirect(`/blog/${encodeURIComponent(renamed)}`, { status: 301, headers: cacheHeaders("content") });
    throw data({ slug: params.slug }, { status: 404 });
  }
  const { post, category } = found;
  const [adjacent, related] = await Promise.all([getAdjacentPosts(post.id), getRelatedPosts(post)]);
  return {
    // The body travels once, sanitised, as `html`; the raw content is not sent a second time.
    post: { ...post, content: "" },
    html: renderPostHtml(post.content),
    category,
    previous: adjacent.previous,
    next: adjacent.next,
    related,
  };
}

export function headers({ errorHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return errorHeaders;
  return cacheHeaders("content");
}

export const handle = { queryParams: [] } satisfies CacheHandle;

export function meta({ data: loaderData, matches, params }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) {
    return [
      { title: `Article Not Found | ${company.name}` },
      { name: "robots", content: "noindex" },
      { tagName: "link", rel: "canonical", href: absoluteUrl(siteUrl, `/blog/${params.slug}`) },
    ];
  }
  const { post, category } = loaderData;
  const path = `/blog/${post.slug}`;
  const url = absoluteUrl(siteUrl, path);
  const published = post.publishedAt ?? post.createdAt;
  const image = absoluteUrl(siteUrl, post.featuredImage ?? company.defaultSocialImage);
  const section = category?.name ?? DEFAULT_SECTION;
  const keywords = [...post.tags, "engineering, technical articles"].join(", ");
  return seo(siteUrl, {
    title: `${post.title} | ${BLOG_NAME}`,
    fullTitle: true,
    description: post.metaDescription,
    path,
    keywords,
    image,
    imageAlt: post.featuredImageAlt || post.title,
    type: "article",
    extra: [
      { property: "article:published_time", content: published },
      { property: "article:modified_time", content: post.updatedAt },
      { property: "article:author", content: post.authorName },
      { property: "article:section", content: section },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.title,
        description: post.metaDescription,
        image: [image],
        author: { "@type": "Person", name: post.authorName, ...(post.authorBio ? { description: post.authorBio } : {}) },
        publisher: {
          "@type": "Organization",
          name: company.name,
          logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, company.logo) },
        },
        datePublished: published,
        dateModified: post.updatedAt,
        articleSection: section,
        keywords: post.tags.join(", "),
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl(siteUrl, "/") },
          { "@type": "ListItem", position: 2, name: "Blog", item: absoluteUrl(siteUrl, "/blog") },
          ...(category
            ? [{ "@type": "ListItem", position: 3, name: category.name, item: absoluteUrl(siteUrl, blogHref({ category: category.id })) }]
            : []),
          { "@type": "ListItem", position: category ? 4 : 3, name: post.title, item: url },
        ],
      },
    ],
  });
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { post, html, category, previous, next, related } = loaderData;
  return (
    <main id="main" className="pb-16">
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="container-page flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
          <Breadcrumb title={post.title} category={category} />
          <BackToBlog />
        </div>
      </div>

      <div className="container-page pt-10 sm:pt-14">
        <ArticleView post={post} category={category} html={html} />

        <section
          aria-labelledby="discussion-heading"
          className="mx-auto mt-12 max-w-3xl rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center sm:p-8"
        >
          <MessageSquare className="mx-auto size-8 text-brand-600" aria-hidden="true" />
          <h2 id="discussion-heading" className="mt-3 text-xl font-semibold text-brand-950">
            Join the Discussion
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">
            Have a question about this article, or a similar challenge at your own facility? Our engineers are glad to talk it through.
          </p>
          <Link to="/contact" className="btn btn-secondary mt-5">
            Contact Us to Share Your Thoughts
          </Link>
        </section>

        {previous || next ? <AdjacentArticles previous={previous} next={next} /> : null}

        {related.length ? (
          <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-6xl">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-brand-950">
              Related Articles
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="related-articles">
              {related.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} categoryName={category?.name} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <EnhancementScript src={articleScript} />
    </main>
  );
}

function Breadcrumb({ title, category }: { title: string; category: { id: string; name: string } | null }) {
  const separator = <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />;
  const link = "rounded text-slate-600 hover:text-brand-700 hover:underline";
  return (
    <nav aria-label="Breadcrumb" className="min-w-0 text-sm">
      <ol className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1">
        <li>
          <Link to="/" className={link}>
            Home
          </Link>
        </li>
        <li className="flex items-center gap-1.5">
          {separator}
          <Link to="/blog" className={link}>
            Blog
          </Link>
        </li>
        {category ? (
          <li className="flex items-center gap-1.5">
            {separator}
            <Link to={blogHref({ category: category.id })} className={link}>
              {category.name}
            </Link>
          </li>
        ) : null}
        <li className="flex min-w-0 items-center gap-1.5">
          {separator}
          <span aria-current="page" className="line-clamp-1 font-medium text-slate-900">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/** A link to /blog; enhancements/article.ts makes it go back to the list the reader came from, if they did. */
function BackToBlog() {
  return (
    <Link to="/blog" data-back-to-list="" className="btn btn-outline min-h-10 self-start px-4 py-2 text-sm sm:self-auto">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Blog
    </Link>
  );
}

function AdjacentArticles({ previous, next }: { previous: PostSummary | null; next: PostSummary | null }) {
  const card = "card card-hover group flex h-full flex-col gap-2 p-5 focus-visible:outline-3 focus-visible:outline-accent-500";
  return (
    <nav aria-label="More articles" className="mx-auto mt-12 grid max-w-3xl gap-4 sm:grid-cols-2">
      {previous ? (
        <Link to={`/blog/${previous.slug}`} className={card} rel="prev" data-testid="previous-article">
          <span className="inline-flex items-center gap-1.5 text-xs font-bold tracking-wider text-accent-700 uppercase">
            <ArrowLeft className="size-3.5" aria-hidden="true" />
            Previous Article
          </span>
          <span className="font-semibold text-brand-950 group-hover:text-brand-700">{previous.title}</span>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next ? (
        <Link to={`/blog/${next.slug}`} className={`${card} sm:items-end sm:text-right`} rel="next" data-testid="next-article">
          <span className="inline-flex items-center gap-1.5 text-xs font-bold tracking-wider text-accent-700 uppercase">
            Next Article
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </span>
          <span className="font-semibold text-brand-950 group-hover:text-brand-700">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** SPEC.md: a missing post and a failed load both show 'Article Not Found' (the status code tells them apart). */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="container-page py-20 text-center sm:py-28" data-testid="article-not-found">
      <p className="eyebrow">{status === 404 ? "Error 404" : `Error ${status}`}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">Article Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
        The article you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <Link to="/blog" className="btn btn-secondary btn-lg mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Blog
      </Link>
    </main>
  );
}
