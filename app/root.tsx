import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { EnhancementStarter } from "./components/enhancement-script";
import { Toaster } from "./components/ui/toast";
import { company } from "./content/company";
import { htmlLang, useLocale } from "./i18n/locale";
import { getEnv } from "./utils/env.server";
import { hydrateAttribute, hydrationOf } from "./utils/hydration";
import { useNonce } from "./utils/nonce";

// The icon travels inside the page (a data address): a separate request for it would share a phone's
// first round trips with the stylesheet. public/favicon.svg holds the same drawing for crawlers.
const ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0d1d38"/><path d="M10 50c8-9 16-13 22-13s14 4 22 13" fill="none" stroke="#7ea3d3" stroke-width="3" stroke-linecap="round"/><path d="M18 44V14h6.5L39 33.5V14h7v30h-6.5L25 24.5V44z" fill="#fbbf24"/></svg>',
  );

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: ICON, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** Only this public subset of the configuration ever reaches the browser. */
export function loader() {
  return { siteUrl: getEnv().siteUrl };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Light pages ship no React: no module preloads, no start script, no scroll restoration script.
  const hydration = hydrationOf(useMatches());
  const hydrate = hydration !== "none";
  const locale = useLocale();
  return (
    <html lang={htmlLang[locale]} data-hydrate={hydrateAttribute(hydration)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d1d38" />
        {/* With a precedence React sends the stylesheet before any script preloads, so it is fetched first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <EnhancementStarter />
        {hydrate ? (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // Runs only where React hydrates, after the whole page has: enhancement scripts that add attributes to
  // the server's markup wait for this (app/enhancements/page.ts, afterHydration).
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
    document.dispatchEvent(new Event("app:hydrated"));
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "404 Page Not Found" : "Something went wrong";
  const message =
    status === 404
      ? "The page you are looking for does not exist or has moved."
      : "An unexpected error occurred on our side. Please try again in a moment.";
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <title>{`${title} | ${company.name}`}</title>
      <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{company.name}</p>
      <h1 className="mt-3 text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <a href="/" className="mt-8 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Back to the home page
      </a>
    </main>
  );
}
