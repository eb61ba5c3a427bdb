import {
  CalendarClock,
  ChevronLeft,
  ChevronRight,
  Clock,
  Eye,
  FileText,
  Languages,
  Pencil,
  Plus,
  Search,
  Star,
  Trash2,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useFetcher, useSubmit } from "react-router";
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Input, NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { articlePath } from "~/i18n/paths";
import { bulkActionLabels, moveActionValue, type BulkPostActionKind } from "~/utils/post-bulk";
import { formatPostDate } from "~/utils/posts";
import { BulkActions, BulkCheckbox, type BulkResult } from "./bulk-actions";
import { adminPaths, LIST_STATUSES, listStatusLabels, type ListStatus, type PostStatus } from "./post-status";

export type AdminPostRow = {
  id: string;
  title: string;
  slug: string;
  /** The post's language. */
  locale: "en" | "fr";
  /** The same post in the other language, when it exists (drafts included). */
  translations: { locale: "en" | "fr"; id: string }[];
  /** Whether this post is itself a translation (its original is then among `translations`). */
  isTranslation: boolean;
  isFeatured: boolean;
  status: PostStatus;
  /** ISO date: when it was (or will be) published, else when it was written. */
  date: string;
  readTimeMinutes: number | null;
  /** Where the post stands in review: submitted by its author, or sent back with a note. */
  review: "waiting" | "sent-back" | null;
  /** Whether this person may change the post, so select it for a bulk action. */
  selectable: boolean;
};

export type DeleteResult = { ok: true; intent: "delete" } | { ok: false; intent: "delete"; message: string };
export type { BulkResult };

/** Everything the list's action answers: a row's delete, a bulk action, or a post it could not read. */
export type PostListActionResult = DeleteResult | BulkResult | { ok: false; intent: "unreadable"; message: string };

/** The list's filters, as its address carries them (`?search=&status=&locale=&category=`). */
export type PostListFilters = { search: string; status?: ListStatus; locale?: "en" | "fr"; categoryId?: string };

export type PostListProps = {
  posts: AdminPostRow[];
  /** Posts matching the filters. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  filters: PostListFilters;
  /** How many posts each status (and "all") would show with the other filters as they are. */
  statusCounts: Record<ListStatus | "all", number>;
  categories: { id: string; name: string }[];
  /** For editors: how many drafts wait for review (the queue's link); undefined for authors. */
  awaitingReview?: number;
  /** The bulk actions this person may take. */
  bulkActions: readonly BulkPostActionKind[];
};

/** The list's own address for a page and its filters: plain GET links, so paging works without JavaScript. */
export function postListHref(page: number, filters: PostListFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.status) params.set("status", filters.status);
  if (filters.locale) params.set("locale", filters.locale);
  if (filters.categoryId) params.set("category", filters.categoryId);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : ".";
}

export function PostList({
  posts,
  total,
  page,
  pageCount,
  pageSize,
  filters,
  statusCounts,
  categories,
  awaitingReview,
  bulkActions,
}: PostListProps) {
  const { search } = filters;
  const actionData = useActionData<PostListActionResult>();
  // A post that could not be read or reach the server answers like a refused bulk action.
  const bulkResult: BulkResult | undefined =
    actionData?.intent === "bulk" ? actionData : actionData?.intent === "unreadable" ? { ...actionData, intent: "bulk" } : undefined;
  const listHeading = useRef<HTMLHeadingElement>(null);
  const selectable = posts.filter((post) => post.selectable);
  const bulk = bulkActions.length > 0 && selectable.length > 0;
  const filtered = Boolean(filters.search || filters.status || filters.locale || filters.categoryId);
  const submit = useSubmit();
  const fetcher = useFetcher<DeleteResult>();
  const [confirming, setConfirming] = useState<AdminPostRow | null>(null);
  const handled = useRef<DeleteResult | undefined>(undefined);
  const deleting = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    setConfirming(null);
    if (result.ok) {
      toast({ title: "Success!", description: "Blog post deleted successfully." });
    } else {
      toast({ title: "Error", description: "Failed to delete blog post. Please try again.", variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">Blog Administration</h1>
          <p className="mt-1 text-slate-600">Write, publish and feature the articles of the engineering blog.</p>
        </div>
        <Link to={adminPaths.create} className={buttonClasses("default", "default")}>
          <Plus aria-hidden="true" />
          New Post
        </Link>
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Posts"
        // Without JavaScript every field is sent ("any" empty); with it, the address keeps only what narrows the list.
        onSubmit={(event) => {
          event.preventDefault();
          const params = new URLSearchParams();
          for (const [name, value] of new FormData(event.currentTarget)) {
            if (typeof value === "string" && value.trim()) params.append(name, value);
          }
          void submit(params, { method: "get" });
        }}
        className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      >
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="post-search">Search posts by title or URL slug</Label>
          <Input
            key={search}
            id="post-search"
            type="search"
            name="search"
            defaultValue={search}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="post-status">Status</Label>
          <NativeSelect key={filters.status ?? ""} id="post-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">Any status ({statusCounts.all})</option>
            {LIST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {listStatusLabels[status]} ({statusCounts[status]})
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="post-language">Language</Label>
          <NativeSelect key={filters.locale ?? ""} id="post-language" name="locale" defaultValue={filters.locale ?? ""}>
            <option value="">Any language</option>
            <option value="en">English</option>
            <option value="fr">French</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="post-category">Category</Label>
          <NativeSelect key={filters.categoryId ?? ""} id="post-category" name="category" defaultValue={filters.categoryId ?? ""}>
            <option value="">Any category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Search
          </Button>
          {filtered ? (
            <Link to="." className={buttonClasses("ghost", "default")}>
              Show all posts
            </Link>
          ) : null}
        </div>
      </Form>

      <Card className="mt-6" aria-labelledby="all-posts">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-6 py-4">
          <CardTitle id="all-posts" ref={listHeading} tabIndex={-1} className="focus:outline-none">
            {filters.status ? listStatusLabels[filters.status] : "All Posts"}
          </CardTitle>
          {awaitingReview !== undefined ? (
            filters.status === "review" ? (
              <Link to="." className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
                Show all posts
              </Link>
            ) : (
              <Link
                to={postListHref(1, { search: "", status: "review" })}
                className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                data-testid="review-queue-link"
              >
                Waiting for review ({awaitingReview})
              </Link>
            )
          ) : null}
          {/* A status region: after the filters change, a screen reader says how many posts match. */}
          <span role="status" className="text-sm text-slate-600" data-testid="admin-post-count">
            {countText({ shown: posts.length, total, page, pageSize, filters, categories })}
          </span>
        </div>
        <BulkActions
          noun={{ one: "post", many: "posts" }}
          rows={bulk ? selectable.map(({ id, title }) => ({ id, title })) : []}
          fallbackFocus={listHeading}
          result={bulkResult}
        >
          {PLAIN_BULK_ACTIONS.filter((kind) => bulkActions.includes(kind)).map((kind) => (
            <option key={kind} value={kind}>
              {bulkActionLabels[kind]}
            </option>
          ))}
          {bulkActions.includes("move") && categories.length > 0 ? (
            <optgroup label="Move to category">
              {categories.map((category) => (
                <option key={category.id} value={moveActionValue(category.id)}>
                  Move to {category.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {bulkActions.includes("delete") ? <option value="delete">{bulkActionLabels.delete}</option> : null}
        </BulkActions>
        {posts.length === 0 && filtered ? (
          <div className="flex flex-col items-center px-6 py-16 text-center">
            <p className="text-lg font-semibold text-slate-900">
              {search ? <>No posts match &ldquo;{search}&rdquo;</> : "No posts match these filters"}
            </p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">
              {search ? "Try a shorter search, or part of the title." : "Choose another status, language or category."}
            </p>
            <Link to="." className={buttonClasses("outline", "default", "mt-6")}>
              Show all posts
            </Link>
          </div>
        ) : posts.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-16 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
              <FileText className="size-7" />
            </span>
            <p className="mt-4 text-lg font-semibold text-slate-900">No blog posts yet</p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">Share the firm's expertise: your first article is a few minutes away.</p>
            <Link to={adminPaths.create} className={buttonClasses("default", "default", "mt-6")}>
              <Plus aria-hidden="true" />
              Create First Post
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="admin-post-list">
            {posts.map((post) => (
              <PostRow key={post.id} post={post} bulk={bulk} onDelete={() => setConfirming(post)} />
            ))}
          </ul>
        )}
      </Card>

      {pageCount > 1 ? <PostPages page={page} pageCount={pageCount} filters={filters} /> : null}

      <AlertDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setConfirming(null);
        }}
      >
        {confirming ? (
          <AlertDialogContent
            title="Delete Post"
            description={`Are you sure you want to delete "${confirming.title}"? This action cannot be undone.`}
          >
            <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={deleting}
              onClick={() => fetcher.submit({ intent: "delete", id: confirming.id }, { method: "post" })}
            >
              {deleting ? "Deleting..." : "Delete"}
            </Button>
          </AlertDialogContent>
        ) : null}
      </AlertDialog>
    </main>
  );
}

function countText({
  shown,
  total,
  page,
  pageSize,
  filters,
  categories,
}: {
  shown: number;
  total: number;
  page: number;
  pageSize: number;
  filters: PostListFilters;
  categories: { id: string; name: string }[];
}): string {
  const noun = total === 1 ? "post" : "posts";
  const matching = filters.search ? ` matching \u201c${filters.search}\u201d` : "";
  const category = categories.find((each) => each.id === filters.categoryId)?.name;
  const narrowed = [
    filters.status ? listStatusLabels[filters.status] : "",
    filters.locale ? languageName[filters.locale] : "",
    category ?? "",
  ];
  const within = narrowed.some(Boolean) ? ` (${narrowed.filter(Boolean).join(", ")})` : "";
  if (shown === 0 || shown === total) return `${total} ${noun}${matching}${within}`;
  const first = (page - 1) * pageSize + 1;
  return `${first}\u2013${first + shown - 1} of ${total} ${noun}${matching}${within}`;
}

/** Which page numbers to offer: the first, the last, and two either side of the current one. */
export function pageNumbers(page: number, pageCount: number): (number | "gap")[] {
  const wanted = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= pageCount) wanted.add(n);
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1] > 1 ? ["gap" as const, n] : [n]));
}

function PostPages({ page, pageCount, filters }: { page: number; pageCount: number; filters: PostListFilters }) {
  return (
    <nav aria-label="Pages of posts" className="mt-6 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={postListHref(page - 1, filters)} rel="prev" className={buttonClasses("outline", "sm")}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {pageNumbers(page, pageCount).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              &hellip;
            </li>
          ) : (
            <li key={n}>
              <Link
                to={postListHref(n, filters)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Page ${n}`}
                className={buttonClasses(n === page ? "default" : "ghost", "sm", "min-w-9")}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={postListHref(page + 1, filters)} rel="next" className={buttonClasses("outline", "sm")}>
          Next
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function PostRow({ post, bulk, onDelete }: { post: AdminPostRow; bulk: boolean; onDelete: () => void }) {
  const viewHref = post.status === "published" ? articlePath(post.slug, post.locale) : adminPaths.preview(post.id);
  return (
    <li className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="admin-post-row">
      <div className="flex min-w-0 items-start gap-3">
        {bulk ? (
          // Every row keeps the box's column, so titles line up whether or not a post may be selected.
          <span className="flex h-6 w-5 shrink-0 items-center">
            {post.selectable ? <BulkCheckbox value={post.id} label={`Select "${post.title}"`} /> : null}
          </span>
        ) : null}
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900" lang={post.locale === "fr" ? "fr-CA" : undefined}>
              {post.title}
            </h3>
            <Badge variant="outline">
              <span aria-hidden="true">{post.locale === "fr" ? "FR" : "EN"}</span>
              <span className="sr-only">{post.locale === "fr" ? "French" : "English"}</span>
            </Badge>
            {post.isFeatured ? (
              <Badge variant="warning">
                <Star className="size-3" aria-hidden="true" />
                Featured
              </Badge>
            ) : null}
            {post.status === "draft" ? <Badge variant="secondary">Draft</Badge> : <Badge variant="success">Published</Badge>}
            {post.review === "waiting" ? <Badge variant="warning">In review</Badge> : null}
            {post.review === "sent-back" ? <Badge variant="outline">Changes requested</Badge> : null}
            {post.status === "scheduled" ? (
              <Badge variant="outline">
                <CalendarClock className="size-3" aria-hidden="true" />
                Scheduled
              </Badge>
            ) : null}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <TranslationNote post={post} />
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock className="size-4" aria-hidden="true" />
              {post.status === "scheduled" ? "Goes live " : null}
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            </span>
            {post.readTimeMinutes ? (
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden="true" />
                {post.readTimeMinutes} min read
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Link
          to={viewHref}
          className={buttonClasses("outline", "sm")}
          aria-label={`View "${post.title}"`}
          title={post.status === "published" ? "Open the article on the blog" : "Preview (not public yet)"}
        >
          <Eye aria-hidden="true" />
          <span className="sm:hidden lg:inline">View</span>
        </Link>
        <Link to={adminPaths.edit(post.id)} className={buttonClasses("outline", "sm")} aria-label={`Edit "${post.title}"`}>
          <Pencil aria-hidden="true" />
          <span className="sm:hidden lg:inline">Edit</span>
        </Link>
        <Button variant="outline-danger" size="sm" aria-label={`Delete "${post.title}"`} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          <span className="sm:hidden lg:inline">Delete</span>
        </Button>
      </div>
    </li>
  );
}

const languageName = { en: "English", fr: "French" } as const;

const PLAIN_BULK_ACTIONS = ["publish", "unpublish", "feature", "unfeature"] as const;

/**
 * Whether the post exists in the other language: a link to edit its translation (or original), or to start
 * one, prefilled from this post and linked to it.
 */
function TranslationNote({ post }: { post: AdminPostRow }) {
  const other = post.locale === "fr" ? "en" : "fr";
  const twin = post.translations.find((translation) => translation.locale === other);
  if (twin) {
    return (
      <Link to={adminPaths.edit(twin.id)} className="inline-flex items-center gap-1.5 text-brand-700 underline-offset-2 hover:underline">
        <Languages className="size-4" aria-hidden="true" />
        {post.isTranslation ? `Original in ${languageName[other]}` : `${languageName[other]} version`}
        <span className="sr-only"> of "{post.title}"</span>
      </Link>
    );
  }
  if (post.isTranslation) return null;
  return (
    <Link
      to={`${adminPaths.create}?translationOf=${post.id}`}
      className="inline-flex items-center gap-1.5 text-brand-700 underline-offset-2 hover:underline"
    >
      <Languages className="size-4" aria-hidden="true" />
      Translate into {languageName[other]}
      <span className="sr-only">: "{post.title}"</span>
    </Link>
  );
}
