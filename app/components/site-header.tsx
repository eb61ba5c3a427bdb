import { Globe, Mail, Menu, Phone, Siren, X } from "lucide-react";
import { useLocation, useMatches } from "react-router";
import menuScript from "~/enhancements/menu.ts?enhancement";
import { company } from "~/content/company";
import { otherLocale } from "~/i18n/locale";
import { counterpartFromMatches, counterpartPath } from "~/i18n/paths";
import { cn } from "~/utils/cn";
import { EnhancementScript } from "./enhancement-script";
import { Logo } from "./logo";
import type { SiteChrome } from "./site-chrome";

const desktopLink =
  "relative rounded-md px-3 py-2 text-[0.95rem] font-medium text-slate-700 transition-colors hover:text-brand-700 aria-[current=page]:text-brand-800 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-3 aria-[current=page]:after:-bottom-[13px] aria-[current=page]:after:h-[3px] aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-accent-500";

const panelId = "mobile-menu";

const mobileLink =
  "flex items-center justify-between rounded-lg px-4 py-3 text-base font-semibold text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 aria-[current=page]:shadow-[inset_3px_0_0_var(--color-accent-500)]";

/** Whether `pathname` is the page `href` or inside its section (the home page only for itself). */
function isCurrentSection(pathname: string, href: string, home: string): boolean {
  return pathname === href || (href !== home && pathname.startsWith(`${href}/`));
}

/** Where the page sits for the header: the navigation items it is in, and its address in the other language. */
export type HeaderPlace = { current: readonly string[]; switchTo: string };

export function useHeaderPlace(chrome: SiteChrome): HeaderPlace {
  const { pathname } = useLocation();
  const matches = useMatches();
  return {
    current: chrome.header.navigation.filter((item) => isCurrentSection(pathname, item.href, chrome.home)).map((item) => item.href),
    switchTo: counterpartFromMatches(matches) ?? counterpartPath(pathname, otherLocale(chrome.locale)),
  };
}

/** What the stored header depends on besides its language link (server-fragment.tsx): language and section. */
export function siteHeaderKey(chrome: SiteChrome, current: readonly string[]): string {
  return `site-header ${chrome.locale} ${current.join(" ")}`;
}

/** The site header of the page being rendered. */
export function SiteHeader({ chrome }: { chrome: SiteChrome }) {
  return <SiteHeaderMarkup chrome={chrome} {...useHeaderPlace(chrome)} />;
}

/**
 * The site header: utility bar, logo, main navigation, 'Get Quote' and the mobile menu, for a page in the
 * navigation items `current` whose address in the other language is `switchTo`. It reads nothing else, so
 * the server can render it once per language and section (the marketing layout) with `switchTo` a slot.
 * Without JavaScript the menu toggle is a link to the panel, which CSS shows while it is the :target;
 * enhancements/menu.ts turns the toggle into a disclosure button (aria-expanded, Escape closes, focus
 * returns). Its links load whole pages, also from a page that runs React (the contact page).
 */
export function SiteHeaderMarkup({ chrome, current, switchTo }: { chrome: SiteChrome } & HeaderPlace) {
  const copy = chrome.header;
  const navigation = copy.navigation;
  const home = chrome.home;
  const quote = chrome.contact;
  const toggleClass =
    "inline-flex size-11 items-center justify-center rounded-lg border border-slate-200 text-brand-900 hover:bg-brand-50 lg:hidden";

  return (
    <header
      data-site-header=""
      className="site-header sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        {copy.skipLink}
      </a>

      <div className="hidden bg-brand-950 text-[0.8rem] text-brand-100 md:block">
        <div className="container-page flex h-9 items-center justify-between gap-6">
          {/* The regions line gives way first when the bar is short of room; the contacts never wrap. */}
          <p className="min-w-0 truncate">{copy.regions}</p>
          <ul className="flex shrink-0 items-center gap-5 whitespace-nowrap">
            <li>
              <a href={company.emergencyPhoneHref} className="inline-flex items-center gap-1.5 hover:text-white">
                <Siren aria-hidden="true" className="size-3.5 text-accent-400" />
                {copy.emergency} {company.emergencyPhone}
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`} className="inline-flex items-center gap-1.5 hover:text-white">
                <Mail aria-hidden="true" className="size-3.5 text-accent-400" />
                {company.email}
              </a>
            </li>
            <li>
              <LanguageLink
                href={switchTo}
                copy={copy.language}
                className="inline-flex items-center gap-1.5 font-semibold text-white hover:underline"
              />
            </li>
          </ul>
        </div>
      </div>

      <div className="container-page flex h-[4.25rem] items-center justify-between gap-4">
        <Logo href={home} label={chrome.logoLabel} />

        <nav aria-label={copy.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={current.includes(item.href) ? "page" : undefined} className={desktopLink}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-3">
          <a href={quote} className="btn btn-primary hidden px-3.5 min-[360px]:inline-flex sm:px-5">
            {copy.getQuote}
          </a>
          <a href={`#${panelId}`} className={cn(toggleClass, "menu-link")}>
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">{copy.menu}</span>
          </a>
          <button
            type="button"
            className={cn(toggleClass, "menu-button group")}
            aria-controls={panelId}
            data-menu-toggle=""
            data-label-open={copy.openMenu}
            data-label-close={copy.closeMenu}
          >
            <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
            <span className="sr-only">{copy.openMenu}</span>
          </button>
        </div>
      </div>

      <div
        id={panelId}
        className="mobile-menu absolute inset-x-0 top-full max-h-[calc(100dvh-4.25rem)] overflow-y-auto border-b border-slate-200 bg-white lg:hidden"
      >
        <nav aria-label={copy.mobileNavigation} className="container-page py-4">
          <ul className="flex flex-col gap-1">
            {navigation.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={current.includes(item.href) ? "page" : undefined} className={mobileLink}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2">
            <a href={quote} className="btn btn-primary w-full">
              {copy.getQuote}
            </a>
            <a href={company.phoneHref} className="btn btn-secondary w-full">
              <Phone aria-hidden="true" className="size-4" />
              {company.phone}
            </a>
          </div>
          <LanguageLink
            href={switchTo}
            copy={copy.language}
            className="mt-3 flex items-center justify-center gap-2 rounded-lg px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          />
          <a href="#main" className="menu-link mt-1 block rounded-lg px-4 py-3 text-center font-semibold text-brand-700 underline">
            {copy.closeMenu}
          </a>
        </nav>
      </div>
      <EnhancementScript src={menuScript} />
    </header>
  );
}

/**
 * The language switcher: the other language's name, written and pronounced in that language, leading to
 * the same page there (a full page load: the two languages are separate pages).
 */
function LanguageLink({ href, copy, className }: { href: string; copy: { name: string; lang: string; hint: string }; className: string }) {
  return (
    <a href={href} hrefLang={copy.lang} lang={copy.lang} title={copy.hint} className={className} data-language-switch="">
      <Globe aria-hidden="true" className="size-3.5 shrink-0 text-accent-400" />
      {copy.name}
    </a>
  );
}
