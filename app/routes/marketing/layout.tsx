import { ArrowRight } from "lucide-react";
import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

/** Marketing pages and the public blog: header, the page (which renders its own <main id="main">), footer. */
export default function MarketingLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
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
    </div>
  );
}

function NotFoundContent() {
  return (
    <>
      <title>404 Page Not Found</title>
      <meta name="robots" content="noindex" />
      <section className="blueprint text-white">
        <div className="container-page py-20 sm:py-28">
          <p className="eyebrow-light">Error 404</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            <span className="block font-mono text-7xl text-accent-400 sm:text-8xl">404</span>
            <span className="mt-2 block">Page Not Found</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-brand-100">
            The page you are looking for does not exist or has moved. Check the address, or pick up from one of the pages
            below.
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
      </section>
      <section aria-labelledby="popular-pages" className="container-page py-16">
        <h2 id="popular-pages" className="text-xl font-semibold text-brand-950">
          Popular pages
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {popularPages.map((page) => (
            <li key={page.href}>
              <Link to={page.href} className="card card-hover group flex h-full flex-col p-5">
                <span className="flex items-center justify-between font-semibold text-brand-800">
                  {page.label}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
                <span className="mt-1 text-sm text-slate-600">{page.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
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
