import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/**
 * The previous and next links under an admin list, with "Page N of M" between them; nothing when the
 * list fits on one page. `href` gives a page's address with the list's own filters kept.
 */
export function AdminPager({
  label,
  page,
  pages,
  href,
  previous = "Previous",
  next = "Next",
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  previous?: string;
  next?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClasses("outline", "sm")} rel="prev">
          <ChevronLeft aria-hidden="true" />
          {previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={href(page + 1)} className={buttonClasses("outline", "sm")} rel="next">
          {next}
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
