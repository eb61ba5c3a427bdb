import { MediaImage } from "~/components/media-image";
import { CalendarDays, Clock, Eye, Tag } from "lucide-react";
import { formatPostDate, formatViews, initials, postDate, type PublicPost } from "~/utils/posts";
import { articleContentClass } from "./article-content";
import { articlePath } from "~/i18n/paths";
import { blogCopies } from "./blog-copy";
import { blogHref } from "./blog-href";
import { ShareButtons } from "./share-buttons";
import { useSiteUrl } from "./use-site-url";

export type ArticleViewProps = {
  post: PublicPost;
  category: { id: string; name: string } | null;
  /** The post's content, already sanitised on the server. */
  html: string;
  /** Show the share buttons (a draft preview has nothing to share yet). */
  shareable?: boolean;
  /** The author's page, when the post is signed by an author profile. */
  authorHref?: string;
};

/** The article itself: header, featured image, body, tags and author card. Shared by the blog and the admin preview. */
export function ArticleView({ post, category, html, shareable = true, authorHref }: ArticleViewProps) {
  const siteUrl = useSiteUrl();
  const date = postDate(post);
  const locale = post.locale;
  const copy = blogCopies[locale];
  return (
    <article className="mx-auto max-w-3xl" data-testid="article">
      <header>
        {category ? (
          <a
            href={blogHref({ category: category.id }, locale)}
            className="inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
            data-testid="article-category"
          >
            {category.name}
          </a>
        ) : null}
        <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-balance text-brand-900 sm:text-4xl lg:text-[2.75rem]">
          {post.title}
        </h1>
        <p className="mt-5 text-lg leading-8 text-slate-600 sm:text-xl">{post.excerpt}</p>

        <div className="mt-8 flex flex-col gap-5 border-y border-slate-200 py-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-semibold text-white"
              data-testid="author-initials"
            >
              {initials(post.authorName)}
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {authorHref ? (
                  <a href={authorHref} className="underline-offset-4 hover:underline" rel="author" data-testid="author-link">
                    {post.authorName}
                  </a>
                ) : (
                  post.authorName
                )}
              </p>
              <ul className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                <li className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  <time dateTime={date}>{formatPostDate(date, locale)}</time>
                </li>
                {post.readTimeMinutes ? (
                  <li className="inline-flex items-center gap-1.5">
                    <Clock className="size-4" aria-hidden="true" />
                    {copy.card.readTime(post.readTimeMinutes)}
                  </li>
                ) : null}
                <li className="inline-flex items-center gap-1.5" data-testid="view-count" data-view-count="" data-post-id={post.id}>
                  <Eye className="size-4" aria-hidden="true" />
                  <span data-view-count-label="">{formatViews(post.viewCount, locale)}</span>
                </li>
              </ul>
            </div>
          </div>
          {shareable ? <ShareButtons url={`${siteUrl}${articlePath(post.slug, locale)}`} title={post.title} locale={locale} /> : null}
        </div>
      </header>

      {/* Not fetched ahead of the stylesheet (no high fetch priority): on a phone it starts below the first
          screen, whose largest paint is the lead paragraph, and on a laptop only its top shows. */}
      {post.featuredImage ? (
        <MediaImage
          src={post.featuredImage}
          sizes="(min-width: 52rem) 48rem, 100vw"
          alt={post.featuredImageAlt || post.title}
          width={1200}
          height={630}
          decoding="async"
          className="mt-10 aspect-[1200/630] w-full rounded-xl bg-brand-50 object-cover shadow-sm"
        />
      ) : null}

      <div className={`mt-10 ${articleContentClass}`} data-testid="article-content" dangerouslySetInnerHTML={{ __html: html }} />

      {post.tags.length ? (
        <section aria-labelledby="article-tags" className="mt-12 border-t border-slate-200 pt-8">
          <h2 id="article-tags" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-900 uppercase">
            <Tag className="size-4" aria-hidden="true" />
            {copy.article.tags}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <a
                  href={blogHref({ search: tag }, locale)}
                  className="inline-flex items-center rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800"
                >
                  {tag}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {post.authorBio ? (
        <section
          aria-labelledby="article-author"
          className="mt-10 flex flex-col gap-5 rounded-xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-start"
          data-testid="author-bio"
        >
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-semibold text-white"
          >
            {initials(post.authorName)}
          </span>
          <div>
            <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase">{copy.article.aboutAuthor}</p>
            <h2 id="article-author" className="mt-1 text-lg font-semibold text-brand-900">
              {post.authorName}
            </h2>
            <p className="mt-2 leading-7 text-slate-700">{post.authorBio}</p>
            {authorHref ? (
              <a href={authorHref} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
                {copy.article.moreByAuthor}
              </a>
            ) : null}
          </div>
        </section>
      ) : null}
    </article>
  );
}
