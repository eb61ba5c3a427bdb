import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "~/utils/cn";
import { blogHref, type BlogFilters } from "./blog-href";
import { useLocale } from "~/i18n/locale";
import { blogCopies } from "./blog-copy";

export type PaginationProps = {
  filters: Omit<BlogFilters, "page">;
  page: number;
  hasNext: boolean;
  totalPages: number;
};

const itemClass = "btn border px-4 sm:min-w-32";
const enabledClass = "border-brand-200 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50";
const disabledClass = "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500";

/** Previous / Next as plain links (they work without JavaScript); a disabled end is not a link at all. */
export function Pagination({ filters, page, hasNext, totalPages }: PaginationProps) {
  const hasPrevious = page > 1;
  const locale = useLocale();
  const copy = blogCopies[locale].pagination;
  return (
    <nav aria-label={copy.label} className="mt-12 flex items-center justify-between gap-4 border-t border-slate-200 pt-8">
      {hasPrevious ? (
        <a href={blogHref({ ...filters, page: page - 1 }, locale)} rel="prev" className={cn(itemClass, enabledClass)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {copy.previous}
        </a>
      ) : (
        <span aria-disabled="true" className={cn(itemClass, disabledClass)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {copy.previous}
        </span>
      )}
      <p className="text-center text-sm font-medium text-slate-600">{copy.page(page, totalPages >= page ? totalPages : null)}</p>
      {hasNext ? (
        <a href={blogHref({ ...filters, page: page + 1 }, locale)} rel="next" className={cn(itemClass, enabledClass)}>
          {copy.next}
          <ChevronRight className="size-4" aria-hidden="true" />
        </a>
      ) : (
        <span aria-disabled="true" className={cn(itemClass, disabledClass)} data-testid="next-disabled">
          {copy.next}
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
