import { mediaSizesFor } from "~/utils/media.server";
import { responsiveBodyImages } from "~/utils/media";
import { ArrowLeft, ArrowRight, ChevronRight, MessageSquare } from "lucide-react";
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { ArticleView } from "~/components/blog/article-view";
import { articleTitle, blogCopies, rssLink } from "~/components/blog/blog-copy";
import { blogHref } from "~/components/blog/blog-href";
import { PostCard } from "~/components/blog/post-card";
import { EnhancementScript } from "~/components/enhancement-script";
import { company } from "~/content/company";
import articleScript from "~/enhancements/article.ts?enhancement";
import { htmlLang, localeOfPath, otherLocale, useLocale, type Locale } from "~/i18n/locale";
import { articlePath, authorPath, pagePath, type Alternates } from "~/i18n/paths";
import { authorOfPost } from "~/utils/authors.server";
import { organizationId, personId } from "~/utils/structured-data";
import { cacheHeaders, type CacheHandle } from "~/utils/cache-headers";
import { canonicalArticleUrl, isSearchable, type PostSummary } from "~/utils/posts";
import {
  getAdjacentPosts,
  getPublicPostBySlug,
  getPublicTranslations,
  getRelatedPosts,
  getRenamedSlug,
  renderPostHtml,
} from "~/utils/posts.server";
import { getEnv } from "~/utils/env.server";
import { absoluteUrl, seo, siteUrlFrom, socialImageUrl } from "~/utils/seo";
import type { Route } from "./+types/article";

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const found = await getPublicPostBySlug(params.slug, locale);
  if (!found) {
    // An address shared before the post's slug (or language) changed leads to where the post is now.
    const renamed = await getRenamedSlug(params.slug, locale);
    if (renamed) {
      throw redirect(articlePath(encodeURIComponent(renamed.slug), renamed.locale), { status: 301, headers: cacheHeaders("content") });
    }
    throw data({ slug: params.slug }, { status: 404 });
  }
  const { post, category } = found;
  const [adjacent, related, translations, author] = await Promise.all([
    getAdjacentPosts(post.id),
    getRelatedPosts(post),
    getPublicTranslations(post.id),
    authorOfPost(post.id, locale),
  ]);
  // The same article in the other language, when it has one: the switcher leads there, and so do the
  // hreflang links when both articles are for search engines to find at their own addresses.
  const twin = translations.find((each) => each.locale === otherLocale(locale)) ?? null;
  const translation = twin ? { locale: twin.locale, id: twin.id, slug: twin.slug } : null;
  const siteUrl = getEnv().siteUrl;
  const mediaSizes = await mediaSizesFor([post.content, post.featuredImage, ...related.map((each) => each.featuredImage)]);
  const payload = {
    translation,
    hreflang: Boolean(twin && isSearchable(post, siteUrl) && isSearchable(twin, siteUrl)),
    // The header's language switcher: the translation, or the other language's blog.
    counterpart: translation ? articlePath(translation.slug, translation.locale) : pagePath("blog", otherLocale(locale)),
    // The body travels once, sanitised, as `html`; the raw content is not sent a second time.
    post: { ...post, content: "" },
    html: responsiveBodyImages(renderPostHtml(post.content), mediaSizes),
    mediaSizes,
    category,
    author: author ? { slug: author.slug } : null,
    previous: adjacent.previous,
    next: adjacent.next,
    related,
  };
  // A noindex article says so in its head and in its headers (for crawlers that read only headers).
  return data(payload, { headers: post.noIndex ? { "X-Robots-Tag": "noindex" } : {} });
}

export function headers({ errorHeaders, loaderHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return errorHeaders;
  const robots = loaderHeaders.get("X-Robots-Tag");
  return { ...cacheHeaders("content"), ...(robots ? { "X-Robots-Tag": robots } : {}) };
}

export const handle = { queryParams: [] } satisfies CacheHandle;

export function meta({ data: loaderData, matches, params, location }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeOfPath(location.pathname);
  const copy = blogCopies[locale];
  if (!loaderData) {
    return [
      { title: `${copy.article.notFoundTitle} | ${company.name}` },
      { name: "robots", content: "noindex" },
      { tagName: "link", rel: "canonical", href: absoluteUrl(siteUrl, articlePath(params.slug, locale)) },
    ];
  }
  const { post, category, translation } = loaderData;
  const path = articlePath(post.slug, locale);
  // The canonical link, og:url and the structured data name the article's canonical URL when it has one.
  const url = canonicalArticleUrl(post, siteUrl);
  const published = post.publishedAt ?? post.createdAt;
  const image = post.featuredImage ?? company.defaultSocialImage;
  // SPEC.md: the structured-data section when a post has no category.
  const section = category?.name ?? copy.defaultSection;
  const keywords = [...post.tags, copy.articleKeywords].join(", ");
  const alternates: Alternates | undefined =
    translation && loaderData.hreflang
      ? { [locale]: path, [translation.locale]: articlePath(translation.slug, translation.locale) }
      : undefined;
  return seo(siteUrl, {
    title: articleTitle(post.title, locale),
    fullTitle: true,
    description: post.metaDescription,
    path,
    canonicalUrl: url,
    locale,
    alternates,
    keywords,
    image,
    imageAlt: post.featuredImageAlt || post.title,
    mediaSizes: loaderData.mediaSizes,
    type: "article",
    extra: [
      // Out of search results; the links in it may still be followed.
      ...(post.noIndex ? [{ name: "robots", content: "noindex" }] : []),
      { tagName: "link", ...rssLink(locale) },
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
        inLanguage: htmlLang[locale],
        ...(translation
          ? {
              [translation.locale === "en" ? "translationOfWork" : "workTranslation"]: {
                "@id": absoluteUrl(siteUrl, articlePath(translation.slug, translation.locale)),
              },
            }
          : {}),
        // The image link previews get: an upload's JPEG or PNG twin, an illustration's PNG.
        image: [socialImageUrl(siteUrl, image, loaderData.mediaSizes)],
        author: loaderData.author
          ? {
              "@type": "Person",
              "@id": personId(siteUrl, loaderData.author.slug),
              name: post.authorName,
              url: absoluteUrl(siteUrl, authorPath(loaderData.author.slug, locale)),
            }
          : post.authorName === company.defaultAuthorName || post.authorName === company.name
            ? // Signed by the firm itself: an organisation, not a person.
              { "@type": "Organization", "@id": organizationId(siteUrl), name: company.name, url: absoluteUrl(siteUrl, "/") }
            : { "@type": "Person", name: post.authorName, ...(post.authorBio ? { description: post.authorBio } : {}) },
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
          { "@type": "ListItem", position: 1, name: copy.home, item: absoluteUrl(siteUrl, pagePath("home", locale)) },
          { "@type": "ListItem", position: 2, name: copy.blog, item: absoluteUrl(siteUrl, pagePath("blog", locale)) },
          ...(category
            ? [
                {
                  "@type": "ListItem",
                  position: 3,
                  name: category.name,
                  item: absoluteUrl(siteUrl, blogHref({ category: category.id }, locale)),
                },
              ]
            : []),
          { "@type": "ListItem", position: category ? 4 : 3, name: post.title, item: url },
        ],
      },
    ],
  });
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { post, html, category, previous, next, related, translation } = loaderData;
  const locale = useLocale();
  const copy = blogCopies[locale].article;
  return (
    <main id="main" className="pb-16">
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="container-page flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
          <Breadcrumb title={post.title} category={category} />
          <BackToBlog />
        </div>
      </div>

      <div className="container-page pt-10 sm:pt-14">
        {translation ? <TranslationNote translation={translation} /> : null}
        <ArticleView
          post={post}
          category={category}
          html={html}
          authorHref={loaderData.author ? authorPath(loaderData.author.slug, post.locale) : undefined}
        />

        <section
          aria-labelledby="discussion-heading"
          className="mx-auto mt-12 max-w-3xl rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center sm:p-8"
        >
          <MessageSquare className="mx-auto size-8 text-brand-600" aria-hidden="true" />
          <h2 id="discussion-heading" className="mt-3 text-xl font-semibold text-brand-950">
            {copy.discussionTitle}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">{copy.discussionLead}</p>
          <a href={pagePath("contact", locale)} className="btn btn-secondary mt-5">
            {copy.discussionLink}
          </a>
        </section>

        {previous || next ? <AdjacentArticles previous={previous} next={next} /> : null}

        {related.length ? (
          <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-6xl">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-brand-950">
              {copy.related}
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
  const locale = useLocale();
  const copy = blogCopies[locale];
  const separator = <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />;
  const link = "rounded text-slate-600 hover:text-brand-700 hover:underline";
  return (
    <nav aria-label={copy.article.breadcrumb} className="min-w-0 text-sm">
      <ol className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1">
        <li>
          <a href={pagePath("home", locale)} className={link}>
            {copy.home}
          </a>
        </li>
        <li className="flex items-center gap-1.5">
          {separator}
          <a href={pagePath("blog", locale)} className={link}>
            {copy.blog}
          </a>
        </li>
        {category ? (
          <li className="flex items-center gap-1.5">
            {separator}
            <a href={blogHref({ category: category.id }, locale)} className={link}>
              {category.name}
            </a>
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

/** A link to the blog; enhancements/article.ts makes it go back to the list the reader came from, if they did. */
function BackToBlog() {
  const locale = useLocale();
  return (
    <a href={pagePath("blog", locale)} data-back-to-list="" className="btn btn-outline min-h-10 self-start px-4 py-2 text-sm sm:self-auto">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {blogCopies[locale].article.back}
    </a>
  );
}

/** Names the article's translation, in the other language's own words and pronounced as such. */
function TranslationNote({ translation }: { translation: { locale: Locale; slug: string } }) {
  const other = translation.locale;
  return (
    <p className="mx-auto mb-6 max-w-3xl text-sm">
      <a
        href={articlePath(translation.slug, other)}
        hrefLang={htmlLang[other]}
        lang={htmlLang[other]}
        className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        data-translation-link=""
      >
        {blogCopies[other].article.readInThisLanguage}
      </a>
    </p>
  );
}

function AdjacentArticles({ previous, next }: { previous: PostSummary | null; next: PostSummary | null }) {
  const card = "card card-hover group flex h-full flex-col gap-2 p-5 focus-visible:outline-3 focus-visible:outline-accent-500";
  const locale = useLocale();
  const copy = blogCopies[locale].article;
  return (
    <nav aria-label={copy.moreArticles} className="mx-auto mt-12 grid max-w-3xl gap-4 sm:grid-cols-2">
      {previous ? (
        <a href={articlePath(previous.slug, locale)} className={card} rel="prev" data-testid="previous-article">
          <span className="inline-flex items-center gap-1.5 text-xs font-bold tracking-wider text-accent-700 uppercase">
            <ArrowLeft className="size-3.5" aria-hidden="true" />
            {copy.previous}
          </span>
          <span className="font-semibold text-brand-950 group-hover:text-brand-700">{previous.title}</span>
        </a>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next ? (
        <a href={articlePath(next.slug, locale)} className={`${card} sm:items-end sm:text-right`} rel="next" data-testid="next-article">
          <span className="inline-flex items-center gap-1.5 text-xs font-bold tracking-wider text-accent-700 uppercase">
            {copy.next}
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </span>
          <span className="font-semibold text-brand-950 group-hover:text-brand-700">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}

/** SPEC.md: a missing post and a failed load both show 'Article Not Found' (the status code tells them apart). */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const locale = useLocale();
  const copy = blogCopies[locale].article;
  return (
    <main id="main" className="container-page py-20 text-center sm:py-28" data-testid="article-not-found">
      <p className="eyebrow">{locale === "fr" ? `Erreur ${status}` : `Error ${status}`}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{copy.notFoundTitle}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{copy.notFoundLead}</p>
      <a href={pagePath("blog", locale)} className="btn btn-secondary btn-lg mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {copy.back}
      </a>
    </main>
  );
}
