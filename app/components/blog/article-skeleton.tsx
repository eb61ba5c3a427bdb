/** Shown while the next article loads after a click (the first view is server-rendered and never waits). */
export function ArticleSkeleton() {
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div className="container-page py-10 sm:py-14" role="status" aria-live="polite" data-testid="article-skeleton">
      <span className="sr-only">Loading the article…</span>
      <div className="mx-auto max-w-3xl" aria-hidden="true">
        <div className={`${bar} h-4 w-48`} />
        <div className={`${bar} mt-8 h-6 w-28 rounded-full`} />
        <div className={`${bar} mt-5 h-10 w-full`} />
        <div className={`${bar} mt-3 h-10 w-3/4`} />
        <div className={`${bar} mt-6 h-5 w-full`} />
        <div className={`${bar} mt-2 h-5 w-5/6`} />
        <div className="mt-8 flex items-center gap-4 border-y border-slate-200 py-5">
          <div className="size-12 animate-pulse rounded-full bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className={`${bar} h-4 w-40`} />
            <div className={`${bar} h-3 w-64`} />
          </div>
        </div>
        <div className={`${bar} mt-10 aspect-[1200/630] w-full rounded-xl`} />
        <div className="mt-10 space-y-3">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={`${bar} h-4 ${i % 3 === 2 ? "w-2/3" : "w-full"}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
