import { ArrowRight } from "lucide-react";
import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { siteChromeCopies } from "~/components/site-chrome.copy";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SpeculationRules } from "~/components/speculation-rules";
import { useLocale } from "~/i18n/locale";
import { pagePath } from "~/i18n/paths";

/** Marketing pages and the public blog: header, the page (which renders its own <main id="main">), footer. */
export default function MarketingLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
      <SpeculationRules />
    </div>
  );
}

/** Unknown paths (and any failure below this layout) still get the header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        {notFound ? <NotFoundContent /> : <ErrorContent status={status} />}
      </main>
      <SiteFooter />
      <SpeculationRules />
    </div>
  );
}

function NotFoundContent() {
  const locale = useLocale();
  const copy = siteChromeCopies[locale].notFound;
  return (
    <section className="blueprint text-white">
      <title>{copy.title}</title>
      <meta name="robots" content="noindex" />
      <div className="container-page grid items-center gap-12 py-20 sm:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)]">
        <div>
          <p className="eyebrow-light">{copy.eyebrow}</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">
            <span className="block text-7xl font-extrabold tracking-tighter text-accent-400 sm:text-8xl">404</span>{" "}
            <span className="mt-2 block">{copy.heading}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-brand-100">{copy.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={pagePath("home", locale)} className="btn btn-primary btn-lg">
              {copy.home}
            </Link>
            <Link to={pagePath("contact", locale)} className="btn btn-outline-light btn-lg">
              {copy.contact}
            </Link>
          </div>
        </div>
        <nav aria-labelledby="popular-pages" className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 sm:p-8">
          <h2 id="popular-pages" className="text-sm font-semibold tracking-wider text-brand-100 uppercase">
            {copy.popular}
          </h2>
          <ul className="mt-4 divide-y divide-white/10">
            {copy.pages.map((page) => (
              <li key={page.page}>
                <Link to={pagePath(page.page, locale)} className="group flex items-center justify-between gap-4 py-4">
                  <span>
                    <span className="block font-semibold text-white group-hover:text-accent-300">{page.label}</span>
                    <span className="mt-0.5 block text-sm text-brand-200">{page.detail}</span>
                  </span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-5 shrink-0 text-accent-400 transition-transform group-hover:translate-x-1"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

function ErrorContent({ status }: { status: number }) {
  const locale = useLocale();
  const copy = siteChromeCopies[locale].error;
  return (
    <section className="container-page py-24 text-center">
      <title>{copy.title}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">{copy.eyebrow(status)}</p>
      <h1 className="mt-3 text-3xl font-bold text-brand-950 sm:text-4xl">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{copy.lead}</p>
      <Link to={pagePath("home", locale)} className="btn btn-secondary btn-lg mt-8">
        {copy.home}
      </Link>
    </section>
  );
}
