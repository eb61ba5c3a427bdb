import { ArrowRight } from "lucide-react";
import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SpeculationRules } from "~/components/speculation-rules";

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

const popularPages = [
  { label: "Our Services", href: "/services", detail: "Engineering, project and quality services" },
  { label: "CRN Registration", href: "/services/crn", detail: "Pressure equipment in all 13 jurisdictions" },
  { label: "Project Portfolio", href: "/projects", detail: "Results we have delivered" },
  { label: "Engineering Blog", href: "/blog", detail: "Articles from our engineers" },
];

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
  return (
    <section className="blueprint text-white">
      <title>404 Page Not Found</title>
      <meta name="robots" content="noindex" />
      <div className="container-page grid items-center gap-12 py-20 sm:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)]">
        <div>
          <p className="eyebrow-light">Error 404</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">
            <span className="block text-7xl font-extrabold tracking-tighter text-accent-400 sm:text-8xl">404</span>{" "}
            <span className="mt-2 block">Page Not Found</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-brand-100">
            The page you are looking for does not exist or has moved. Check the address, or pick up from one of the pages here.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/" className="btn btn-primary btn-lg">
              Back to Home
            </Link>
            <Link to="/contact" className="btn btn-outline-light btn-lg">
              Contact Us
            </Link>
          </div>
        </div>
        <nav aria-labelledby="popular-pages" className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 sm:p-8">
          <h2 id="popular-pages" className="text-sm font-semibold tracking-wider text-brand-100 uppercase">
            Popular pages
          </h2>
          <ul className="mt-4 divide-y divide-white/10">
            {popularPages.map((page) => (
              <li key={page.href}>
                <Link to={page.href} className="group flex items-center justify-between gap-4 py-4">
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
  return (
    <section className="container-page py-24 text-center">
      <title>Something went wrong</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">Error {status}</p>
      <h1 className="mt-3 text-3xl font-bold text-brand-950 sm:text-4xl">Something went wrong</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
        An unexpected error occurred on our side. Please try again in a moment, or call us if it is urgent.
      </p>
      <Link to="/" className="btn btn-secondary btn-lg mt-8">
        Back to Home
      </Link>
    </section>
  );
}
