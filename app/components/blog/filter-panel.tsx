import { useId } from "react";
import { Form } from "react-router";
import { cn } from "~/utils/cn";
import { blogHref } from "./blog-href";
import { useLocale } from "~/i18n/locale";
import { pagePath } from "~/i18n/paths";
import { blogCopies } from "./blog-copy";

export type FilterCategory = { id: string; name: string; postCount: number };
export type FilterTag = { name: string; postCount: number };

export type FilterPanelProps = {
  search: string;
  categoryId: string | null;
  categories: FilterCategory[];
  popularTags: FilterTag[];
  className?: string;
};

const headingClass = "text-xs font-bold tracking-[0.14em] text-slate-600 uppercase";

/**
 * Category select (a GET form that enhancements/blog-filters.ts submits as soon as the choice changes),
 * Clear Filters, the category list and the popular tags. Used in the sidebar and in the mobile drawer alike.
 */
export function FilterPanel({ search, categoryId, categories, popularTags, className }: FilterPanelProps) {
  const selectId = useId();
  const categoriesHeading = useId();
  const tagsHeading = useId();
  const locale = useLocale();
  const copy = blogCopies[locale].filters;
  const listPath = pagePath("blog", locale);

  return (
    <div className={cn("space-y-8", className)}>
      <Form method="get" action={listPath} className="space-y-2">
        <label htmlFor={selectId} className={cn("block", headingClass)}>
          {copy.category}
        </label>
        {search ? <input type="hidden" name="search" value={search} /> : null}
        <select
          id={selectId}
          name="category"
          defaultValue={categoryId ?? ""}
          data-apply-on-change=""
          className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-brand-500"
        >
          <option value="">{copy.allCategories}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <div className="grid grid-cols-2 gap-2 pt-1">
          <button type="submit" className="btn btn-outline min-h-11 px-3 text-sm">
            {copy.apply}
          </button>
          <a href={listPath} className="btn btn-outline min-h-11 px-3 text-sm">
            {blogCopies[locale].list.clearFilters}
          </a>
        </div>
      </Form>

      <section aria-labelledby={categoriesHeading}>
        <h3 id={categoriesHeading} className={headingClass}>
          {copy.categories}
        </h3>
        <ul className="mt-3 space-y-1">
          {categories.map((category) => {
            const active = category.id === categoryId;
            return (
              <li key={category.id}>
                <a
                  href={blogHref({ search, category: category.id }, locale)}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50",
                    active
                      ? "bg-brand-50 text-brand-900 shadow-[inset_3px_0_0_var(--color-accent-500)]"
                      : "text-slate-700 hover:text-brand-800",
                  )}
                >
                  <span>{category.name}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                    <span className="sr-only">(</span>
                    {category.postCount}
                    <span className="sr-only"> {copy.articles(category.postCount)})</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>

      {popularTags.length ? (
        <section aria-labelledby={tagsHeading}>
          <h3 id={tagsHeading} className={headingClass}>
            {copy.popularTags}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {popularTags.map((tag) => {
              const active = tag.name.toLowerCase() === search.toLowerCase();
              return (
                <li key={tag.name}>
                  <a
                    href={blogHref({ search: tag.name, category: categoryId ?? undefined }, locale)}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "inline-flex rounded-full border px-3 py-1.5 text-sm font-medium transition-colors",
                      active
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800",
                    )}
                  >
                    {tag.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
