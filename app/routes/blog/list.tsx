import { mediaSizesFor } from "~/utils/media.server";
import { Search, X } from "lucide-react";
import { useId } from "react";
import { data, Form, redirect } from "react-router";
import { blogHref, blogListLanguages, parseBlogParams } from "~/components/blog/blog-href";
import { blogCopies, rssLink } from "~/components/blog/blog-copy";
import { FilterDrawer } from "~/components/blog/filter-drawer";
import { FilterPanel } from "~/components/blog/filter-panel";
import { Pagination } from "~/components/blog/pagination";
import { PostCard } from "~/components/blog/post-card";
import { EnhancementScript } from "~/components/enhancement-script";
import { company } from "~/content/company";
import filtersScript from "~/enhancements/blog-filters.ts?enhancement";
import { htmlLang, localeOfPath, otherLocale, useLocale } from "~/i18n/locale";
import { articlePath, pagePath } from "~/i18n/paths";
import { cacheHeaders, type CacheHandle } from "~/utils/cache-headers";
import { BLOG_PAGE_SIZE } from "~/utils/posts";
import { listCategories, listFeaturedPosts, listPopularTags, listPosts } from "~/utils/posts.server";
import { normalizeSearch } from "~/utils/search";
import { absoluteUrl, seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/list";

const FEATURED_LIMIT = 2;
const FILTERS_ID = "blog-filters";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const params = parseBlogParams(url.searchParams, normalizeSearch, locale);
  if (params.redirectTo) throw redirect(params.redirectTo, 301);

  const categories = await listCategories(locale);
  const category = params.category ? categories.find((c) => c.id === params.category) : undefined;
  // A category that does not exist (deleted, mistyped) is not a page: showing the whole list under its
  // address would be a second copy of /blog for crawlers.
  if (params.category && !category) throw data(null, { status: 404, headers: cacheHeaders("content") });

  const showFeatured = !params.search && !category && params.page === 1;
  const [result, featured, popularTags, categoriesThere] = await Promise.all([
    listPosts({
      locale,
      search: params.search || undefined,
      categoryId: category?.id,
      limit: BLOG_PAGE_SIZE,
      offset: (params.page - 1) * BLOG_PAGE_SIZE,
    }),
    showFeatured ? listFeaturedPosts(FEATURED_LIMIT, locale) : Promise.resolve([]),
    listPopularTags(undefined, locale),
    category ? listCategories(otherLocale(locale)) : Promise.resolve([]),
  ]);

  // A page past the last one is not a page either (page 1 of an empty result says there is nothing).
  if (params.page > 1 && result.posts.length === 0) throw data(null, { status: 404, headers: cacheHeaders("content") });

  const languages = blogListLanguages(
    {
      search: params.search,
      category: category?.id ?? null,
      page: params.page,
      total: result.total,
      categoryTotalThere: categoriesThere.find((each) => each.id === category?.id)?.postCount ?? 0,
    },
    locale,
  );

  return {
    // The header's language switcher reads it (see counterpartFromMatches); meta reads the rest.
    counterpart: languages.counterpart,
    alternates: languages.alternates,
    noindex: languages.noindex,
    search: params.search,
    category: category ? { id: category.id, name: category.name, description: category.description } : null,
    page: params.page,
    posts: result.posts,
    total: result.total,
    featured,
    // A category with no article in this language is not offered (its page would be empty); the one
    // being shown stays, so its filter can be seen and cleared.
    categories: categories
      .filter((entry) => entry.postCount > 0 || entry.id === category?.id)
      .map(({ id, name, postCount }) => ({ id, name, postCount })),
    popularTags,
    mediaSizes: await mediaSizesFor([...result.posts, ...featured].map((post) => post.featuredImage)),
  };
}

export function headers(_: Route.HeadersArgs) {
  return cacheHeaders("content");
}

/** The filters are the only parameters the list reads (see parseBlogParams). */
export const handle = { queryParams: ["search", "category", "page"] } satisfies CacheHandle;

export function meta({ data, matches, location }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  const locale = localeOfPath(location.pathname);
  const copy = blogCopies[locale];
  if (!data) return [{ title: `${copy.blog} | ${company.name}` }];
  const pageSuffix = data.page > 1 ? copy.list.pageSuffix(data.page) : "";
  const title = data.search
    ? `${copy.list.searchTitle(data.search)}${pageSuffix}`
    : data.category
      ? `${copy.list.categoryTitle(data.category.name)}${pageSuffix}`
      : `${copy.list.title}${pageSuffix}`;
  const description = data.category?.description || copy.description;
  const path = blogHref({ category: data.category?.id, page: data.page, search: data.search }, locale);
  const blogUrl = absoluteUrl(siteUrl, pagePath("blog", locale));
  return seo(siteUrl, {
    title,
    description,
    path,
    locale,
    // Which views have a twin in the other language, and which stay out of search engines: blogListLanguages.
    alternates: data.alternates,
    keywords: copy.keywords,
    extra: [{ tagName: "link", ...rssLink(locale) }, ...(data.noindex ? [{ name: "robots", content: "noindex, follow" }] : [])],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: copy.name,
        url: blogUrl,
        description: copy.description,
        inLanguage: htmlLang[locale],
        publisher: {
          "@type": "Organization",
          name: company.name,
          logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, company.logo) },
        },
        blogPost: data.posts.map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          url: absoluteUrl(siteUrl, articlePath(post.slug, locale)),
          datePublished: post.publishedAt ?? post.createdAt,
        })),
      },
    ],
  });
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { search, category, page, posts, total, featured, categories, popularTags } = loaderData;
  const filtered = Boolean(search || category);
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  const totalPages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const hasNext = posts.length === BLOG_PAGE_SIZE && page * BLOG_PAGE_SIZE < total;
  const showPagination = page > 1 || posts.length === BLOG_PAGE_SIZE;
  const activeCount = (search ? 1 : 0) + (category ? 1 : 0);
  const locale = useLocale();
  const copy = blogCopies[locale].list;

  const panel = <FilterPanel search={search} categoryId={category?.id ?? null} categories={categories} popularTags={popularTags} />;

  const resultsHeading = search ? copy.results(search) : category ? category.name : copy.latest;

  return (
    <main id="main">
      <BlogHero search={search} categoryId={category?.id ?? null} />

      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[19rem_minmax(0,1fr)] lg:gap-12">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <div className="flex flex-wrap items-center gap-3">
            <FilterDrawer targetId={FILTERS_ID} activeCount={activeCount}>
              {panel}
            </FilterDrawer>
            {filtered ? <ActiveFilters search={search} category={category} /> : null}
          </div>

          {featured.length ? (
            <section aria-labelledby="featured-heading" className="mt-6 lg:mt-0" data-testid="featured-section">
              <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-brand-950">
                {copy.featured}
              </h2>
              <div className="mt-5 grid gap-6">
                {featured.map((post, index) => (
                  <PostCard
                    key={post.id}
                    post={post}
                    featured
                    maxTags={2}
                    priority={index === 0}
                    categoryName={post.categoryId ? categoryNames.get(post.categoryId) : null}
                  />
                ))}
              </div>
            </section>
          ) : null}

          <section aria-labelledby="results-heading" className={featured.length ? "mt-14" : filtered ? "mt-6" : "mt-6 lg:mt-0"}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="results-heading" className="text-2xl font-bold tracking-tight break-words text-brand-950">
                {resultsHeading}
              </h2>
              <p className="text-sm text-slate-600" aria-live="polite" data-testid="results-count">
                {copy.count(total)}
              </p>
            </div>

            {posts.length ? (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2" data-testid="post-grid">
                {posts.map((post, index) => (
                  <li key={post.id}>
                    <PostCard
                      post={post}
                      priority={!featured.length && index < 2}
                      categoryName={post.categoryId ? categoryNames.get(post.categoryId) : null}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState filtered={filtered} />
            )}

            {showPagination ? (
              <Pagination filters={{ search, category: category?.id }} page={page} hasNext={hasNext} totalPages={totalPages} />
            ) : null}
          </section>
        </div>

        <aside
          id={FILTERS_ID}
          aria-labelledby="filters-heading"
          // Once enhancements/blog-filters.ts runs, phones use the drawer; without it the filters stay here,
          // below the articles.
          className="scroll-mt-24 max-lg:data-[drawer=ready]:hidden lg:col-start-1 lg:row-start-1"
        >
          <div className="card p-6">
            <h2 id="filters-heading" className="text-lg font-semibold text-brand-950">
              {copy.filtersHeading}
            </h2>
            <div className="mt-5">{panel}</div>
          </div>
        </aside>
      </div>
      <EnhancementScript src={filtersScript} />
    </main>
  );
}

function BlogHero({ search, categoryId }: { search: string; categoryId: string | null }) {
  const inputId = useId();
  const locale = useLocale();
  const copy = blogCopies[locale];
  return (
    <section className="blueprint text-white">
      <div className="container-page py-12 sm:py-16">
        <p className="eyebrow-light">{copy.list.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{copy.list.title}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{copy.description}</p>
        <Form
          method="get"
          action={pagePath("blog", locale)}
          role="search"
          aria-label={copy.list.searchLabel}
          className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row"
        >
          <label htmlFor={inputId} className="sr-only">
            {copy.list.searchLabel}
          </label>
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <input
              key={search}
              id={inputId}
              type="search"
              name="search"
              defaultValue={search}
              maxLength={200}
              placeholder={copy.list.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              className="h-12 w-full rounded-lg border border-white/20 bg-white pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500"
            />
          </div>
          {categoryId ? <input type="hidden" name="category" value={categoryId} /> : null}
          <button type="submit" className="btn btn-primary btn-lg">
            {copy.list.searchButton}
          </button>
        </Form>
      </div>
    </section>
  );
}

function ActiveFilters({ search, category }: { search: string; category: { id: string; name: string } | null }) {
  const chip =
    "inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1.5 pl-3 text-sm font-medium text-brand-900";
  const remove = "inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-brand-100";
  const locale = useLocale();
  const copy = blogCopies[locale].list;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={copy.activeFilters} data-testid="active-filters">
      {search ? (
        <li className={chip}>
          <span className="truncate">{copy.searchChip(search)}</span>
          <a href={blogHref({ category: category?.id }, locale)} className={remove} aria-label={copy.removeSearch(search)}>
            <X className="size-3.5" aria-hidden="true" />
          </a>
        </li>
      ) : null}
      {category ? (
        <li className={chip}>
          <span className="truncate">{copy.categoryChip(category.name)}</span>
          <a href={blogHref({ search }, locale)} className={remove} aria-label={copy.removeCategory(category.name)}>
            <X className="size-3.5" aria-hidden="true" />
          </a>
        </li>
      ) : null}
      <li>
        <a href={pagePath("blog", locale)} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          {copy.clearAll}
        </a>
      </li>
    </ul>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  const locale = useLocale();
  const copy = blogCopies[locale].list;
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center" data-testid="empty-state">
      <Search className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <h3 className="mt-4 text-xl font-semibold text-brand-950">{copy.emptyTitle}</h3>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{filtered ? copy.emptyFiltered : copy.emptyNone}</p>
      {filtered ? (
        <a href={pagePath("blog", locale)} className="btn btn-outline mt-6">
          {copy.clearFilters}
        </a>
      ) : null}
    </div>
  );
}
