import { mediaSizesFor } from "~/utils/media.server";
import { MediaImage } from "~/components/media-image";
import { data } from "react-router";
import { blogCopies } from "~/components/blog/blog-copy";
import { PostCard } from "~/components/blog/post-card";
import { PageHero } from "~/components/sections/page-hero";
import { company } from "~/content/company";
import { htmlLang, localeOfPath, useLocale } from "~/i18n/locale";
import { authorPath, pagePath } from "~/i18n/paths";
import { authorPage } from "~/utils/authors.server";
import { cacheHeaders, type CacheHandle } from "~/utils/cache-headers";
import { seo, siteUrlFrom } from "~/utils/seo";
import { breadcrumbJsonLd, personJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/author";

/** /blog/author/{slug} and /fr/blogue/auteur/{slug}: who an author is, and what they wrote in that language. */

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const page = await authorPage(params.slug, locale);
  if (!page) throw data({ slug: params.slug }, { status: 404 });
  return { ...page, mediaSizes: await mediaSizesFor([page.author.photoUrl, ...page.posts.map((post) => post.featuredImage)]) };
}

export function headers({ errorHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return errorHeaders;
  return cacheHeaders("content");
}

export const handle = { queryParams: [] } satisfies CacheHandle;

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const copy = blogCopies[locale].author;
  if (!loaderData) return [{ title: `${copy.notFound} | ${company.name}` }, { name: "robots", content: "noindex" }];
  const siteUrl = siteUrlFrom(matches);
  const { author } = loaderData;
  const path = authorPath(author.slug, locale);
  return seo(siteUrl, {
    title: copy.metaTitle(author.signature),
    description: author.bio.slice(0, 300),
    path,
    locale,
    alternates: { en: authorPath(author.slug, "en"), fr: authorPath(author.slug, "fr") },
    type: "profile",
    jsonLd: [
      { ...personJsonLd(siteUrl, author, locale), inLanguage: htmlLang[locale] },
      breadcrumbJsonLd(
        siteUrl,
        [
          [blogCopies[locale].blog, pagePath("blog", locale)],
          [author.name, path],
        ],
        locale,
      ),
    ],
  });
};

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = blogCopies[locale].author;
  const { author, posts } = loaderData;
  return (
    <main id="main">
      <PageHero
        eyebrow={copy.eyebrow}
        title={author.signature}
        lead={author.title}
        breadcrumbs={[{ label: blogCopies[locale].blog, href: pagePath("blog", locale) }, { label: author.name }]}
      />
      <div className="container-page py-14">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          {author.photoUrl ? (
            <MediaImage
              src={author.photoUrl}
              sizes="10rem"
              alt={author.name}
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              className="size-40 shrink-0 rounded-full bg-brand-50 object-cover"
            />
          ) : null}
          <p className="max-w-3xl text-lg leading-relaxed text-slate-700" data-testid="author-bio">
            {author.bio}
          </p>
        </div>
        <section aria-labelledby="author-articles" className="mt-12">
          <h2 id="author-articles" className="text-2xl font-bold tracking-tight text-brand-950">
            {copy.articles}
          </h2>
          {posts.length ? (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="author-posts">
              {posts.map((post) => (
                <li key={post.id} className="flex">
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-600">{copy.none}</p>
          )}
        </section>
      </div>
    </main>
  );
}
