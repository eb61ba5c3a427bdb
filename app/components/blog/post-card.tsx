import { CalendarDays, Clock, Star } from "lucide-react";
import { MediaImage } from "~/components/media-image";
import { articlePath } from "~/i18n/paths";
import { cn } from "~/utils/cn";
import { blogCopies } from "./blog-copy";
import { formatPostDate, postDate, type PostSummary } from "~/utils/posts";

export type PostCardProps = {
  post: PostSummary;
  categoryName?: string | null;
  /** List cards show up to 3 tags, featured cards up to 2 (SPEC.md section 9). */
  maxTags?: number;
  featured?: boolean;
  /** Above the fold: load the image at once. */
  priority?: boolean;
  headingLevel?: "h2" | "h3";
};

/**
 * A post as a card. The title is the one real link; it stretches over the whole card so a click anywhere
 * opens the article, while screen readers hear a single, well-named link.
 */
export function PostCard({ post, categoryName, maxTags = 3, featured = false, priority = false, headingLevel = "h3" }: PostCardProps) {
  const Heading = headingLevel;
  const copy = blogCopies[post.locale].card;
  const date = postDate(post);
  const tags = post.tags.slice(0, maxTags);
  return (
    <article
      className={cn(
        "card card-hover group relative flex h-full flex-col overflow-hidden focus-within:ring-3 focus-within:ring-accent-500",
        featured && "lg:flex-row",
      )}
      data-testid={featured ? "featured-post-card" : "post-card"}
    >
      <div
        className={cn(
          "relative shrink-0 overflow-hidden bg-brand-900",
          !priority && "render-near aspect-[1200/630]",
          featured && "lg:aspect-auto lg:w-1/2",
        )}
      >
        {post.featuredImage ? (
          <MediaImage
            src={post.featuredImage}
            sizes={featured ? "(min-width: 1024px) 36rem, 100vw" : "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"}
            alt=""
            width={1200}
            height={630}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            className={cn(
              "aspect-[1200/630] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]",
              featured && "lg:h-full",
            )}
          />
        ) : (
          <div aria-hidden="true" className="blueprint aspect-[1200/630] w-full" />
        )}
        {featured ? (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-accent-400 px-2.5 py-1 text-xs font-bold text-brand-950 shadow">
            <Star className="size-3.5" aria-hidden="true" />
            {copy.featured}
          </span>
        ) : null}
      </div>
      <div className={cn("flex flex-1 flex-col p-5 sm:p-6", featured && "lg:justify-center")}>
        {categoryName ? (
          <p className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-brand-800 uppercase ring-1 ring-brand-100 ring-inset">
            {categoryName}
          </p>
        ) : null}
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <time dateTime={date}>{formatPostDate(date, post.locale)}</time>
          </span>
          {post.readTimeMinutes ? (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {copy.readTime(post.readTimeMinutes)}
            </span>
          ) : null}
        </p>
        <Heading
          className={cn(
            "mt-2 font-bold tracking-tight text-balance text-brand-950 group-hover:text-brand-700",
            featured ? "text-xl sm:text-2xl" : "text-lg leading-snug",
          )}
        >
          <a href={articlePath(post.slug, post.locale)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {post.title}
          </a>
        </Heading>
        <p className={cn("mt-2 text-[0.95rem] leading-relaxed text-slate-600", featured ? "line-clamp-4" : "line-clamp-3")}>
          {post.excerpt}
        </p>
        {tags.length ? (
          <ul className="mt-auto flex flex-wrap gap-1.5 pt-4" aria-label={copy.tags}>
            {tags.map((tag) => (
              <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
