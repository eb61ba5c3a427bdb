import { ArrowRight } from "lucide-react";
import { isRouteErrorResponse, Outlet, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { KeptServerMarkup } from "~/components/kept-server-markup";
import { errorPageWords, siteChrome, type ErrorPageWords } from "~/components/site-chrome";
import { SiteFooter, siteFooterKey } from "~/components/site-footer";
import { fragmentSlot } from "~/components/server-fragment";
import { SiteHeaderMarkup, siteHeaderKey, useHeaderPlace } from "~/components/site-header";
import { SpeculationRules } from "~/components/speculation-rules";
import { localeOfPath } from "~/i18n/locale";
import type { Route } from "./+types/layout";

/**
 * The error pages' words in the page's language, as data: a page that runs React in the browser receives
 * them once, in its own language, rather than both languages' modules. The header's and footer's words are
 * not data: only the server renders those parts (below), so they never travel with the page's hydration
 * data.
 */
export function loader({ request }: Route.LoaderArgs) {
  return errorPageWords(localeOfPath(new URL(request.url).pathname));
}

/**
 * What a request that ran no loader is told (a method the page does not take, such as PATCH, answers
 * 405 before any loader runs): the status and a way home, in the language of the address.
 */
const bareError = {
  en: { title: "This request cannot be answered", home: "Back to the home page", href: "/" },
  fr: { title: "Cette demande ne peut pas être traitée", home: "Retour à l’accueil", href: "/fr" },
} as const;

function BareError({ status }: { status: number }) {
  const words = bareError[localeOfPath(useLocation().pathname)];
  return (
    <main id="main" className="container-page py-24 text-center">
      <title>{words.title}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">{status}</p>
      <h1 className="mt-3 text-3xl font-bold text-brand-950">{words.title}</h1>
      <a href={words.href} className="btn btn-secondary btn-lg mt-8">
        {words.home}
      </a>
    </main>
  );
}

/** The header and footer: rendered by the server, kept as they are in a page that runs React (decision record 0019). */
function Header({ words }: { words: ErrorPageWords }) {
  return import.meta.env.SSR ? <HeaderOnServer locale={words.locale} /> : <KeptServerMarkup name="site-header" className="contents" />;
}

/**
 * Rendered once per language and navigation section (server-fragment.tsx): only the language link's
 * address differs between the pages of a section, and it is a slot.
 */
function HeaderOnServer({ locale }: { locale: ErrorPageWords["locale"] }) {
  const chrome = siteChrome(locale);
  const { current, switchTo } = useHeaderPlace(chrome);
  return (
    <KeptServerMarkup name="site-header" className="contents" stored={{ key: siteHeaderKey(chrome, current), slots: { switchTo } }}>
      <SiteHeaderMarkup chrome={chrome} current={current} switchTo={fragmentSlot("switchTo")} />
    </KeptServerMarkup>
  );
}

/** The same on every page of a language: rendered once per language on the server (server-fragment.tsx). */
function Footer({ words }: { words: ErrorPageWords }) {
  return (
    <KeptServerMarkup name="site-footer" className="contents" stored={{ key: siteFooterKey(words.locale) }}>
      {import.meta.env.SSR && <SiteFooter chrome={siteChrome(words.locale)} />}
    </KeptServerMarkup>
  );
}

/** Marketing pages and the public blog: header, the page (which renders its own <main id="main">), footer. */
export default function MarketingLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header words={loaderData} />
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer words={loaderData} />
      <SpeculationRules />
    </div>
  );
}

/**
 * An error shown by the boundary below keeps the headers it was thrown with (the not-found route's say
 * the page may be kept); other answers are the pages' own business.
 */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? {};
}

/** Unknown paths (and any failure below this layout) still get the header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const chrome = useRouteLoaderData<ErrorPageWords>("routes/marketing/layout");
  if (!chrome) return <BareError status={status} />;
  return (
    <div className="flex min-h-dvh flex-col">
      <Header words={chrome} />
      <main id="main" className="flex-1">
        {notFound ? <NotFoundContent chrome={chrome} /> : <ErrorContent chrome={chrome} status={status} />}
      </main>
      <Footer words={chrome} />
      <SpeculationRules />
    </div>
  );
}

function NotFoundContent({ chrome }: { chrome: ErrorPageWords }) {
  const copy = chrome.notFound;
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
            <a href={chrome.home} className="btn btn-primary btn-lg">
              {copy.home}
            </a>
            <a href={chrome.contact} className="btn btn-outline-light btn-lg">
              {copy.contact}
            </a>
          </div>
        </div>
        <nav aria-labelledby="popular-pages" className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 sm:p-8">
          <h2 id="popular-pages" className="text-sm font-semibold tracking-wider text-brand-100 uppercase">
            {copy.popular}
          </h2>
          <ul className="mt-4 divide-y divide-white/10">
            {copy.pages.map((page) => (
              <li key={page.href}>
                <a href={page.href} className="group flex items-center justify-between gap-4 py-4">
                  <span>
                    <span className="block font-semibold text-white group-hover:text-accent-300">{page.label}</span>
                    <span className="mt-0.5 block text-sm text-brand-200">{page.detail}</span>
                  </span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-5 shrink-0 text-accent-400 transition-transform group-hover:translate-x-1"
                  />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

function ErrorContent({ chrome, status }: { chrome: ErrorPageWords; status: number }) {
  const copy = chrome.error;
  return (
    <section className="container-page py-24 text-center">
      <title>{copy.title}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">
        {copy.eyebrow} {status}
      </p>
      <h1 className="mt-3 text-3xl font-bold text-brand-950 sm:text-4xl">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{copy.lead}</p>
      <a href={chrome.home} className="btn btn-secondary btn-lg mt-8">
        {copy.home}
      </a>
    </section>
  );
}
