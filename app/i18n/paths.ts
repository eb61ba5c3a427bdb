import type { Locale } from "./locale";

/**
 * Every public page's address in each language (DESIGN.md section 6). Links, the language switcher,
 * `hreflang` alternates and the sitemap all read this table, so a page's two addresses are written once.
 */
export const pagePaths = {
  home: { en: "/", fr: "/fr" },
  services: { en: "/services", fr: "/fr/services" },
  crn: { en: "/services/crn", fr: "/fr/services/nec" },
  about: { en: "/about", fr: "/fr/a-propos" },
  projects: { en: "/projects", fr: "/fr/projets" },
  contact: { en: "/contact", fr: "/fr/contact" },
  meeting: { en: "/contact/meeting", fr: "/fr/contact/rencontre" },
  careers: { en: "/careers", fr: "/fr/carrieres" },
  blog: { en: "/blog", fr: "/fr/blogue" },
  rss: { en: "/blog/rss.xml", fr: "/fr/blogue/rss.xml" },
} as const satisfies Record<string, Record<Locale, string>>;

export type PageKey = keyof typeof pagePaths;

/** The address of `page` in `locale`. */
export function pagePath(page: PageKey, locale: Locale): string {
  return pagePaths[page][locale];
}

/** An article's address: `/blog/{slug}` in English, `/fr/blogue/{slug}` in French. */
export function articlePath(slug: string, locale: Locale): string {
  return `${pagePaths.blog[locale]}/${slug}`;
}

/** Both addresses of a page, for `hreflang` alternates and the language switcher. */
export type Alternates = Partial<Record<Locale, string>>;

export function pageAlternates(page: PageKey): Alternates {
  return { ...pagePaths[page] };
}

/**
 * The page of the other language that matches `pathname` when that is fixed by the table above (a
 * marketing page or the blog index); undefined for an article or an unknown path, whose counterpart only
 * its loader knows.
 */
export function fixedCounterpart(pathname: string, target: Locale): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const paths of Object.values(pagePaths)) {
    if (paths.en === trimmed || paths.fr === trimmed) return paths[target];
  }
  return undefined;
}

/** A case study's page: `/projects/{slug}`, `/fr/projets/{slug}` (one slug in both languages). */
export function caseStudyPath(slug: string, locale: Locale): string {
  return `${pagePaths.projects[locale]}/${slug}`;
}

/** A job posting's page: `/careers/{slug}`, `/fr/carrieres/{slug}` (one slug in both languages). */
export function jobPostingPath(slug: string, locale: Locale): string {
  return `${pagePaths.careers[locale]}/${slug}`;
}

/** An office's page (the office's `id` from app/content/offices.ts): `/offices/{id}`, `/fr/bureaux/{id}`. */
export function officePath(officeId: string, locale: Locale): string {
  return locale === "fr" ? `/fr/bureaux/${officeId}` : `/offices/${officeId}`;
}

/** An author's page: `/blog/author/{slug}`, `/fr/blogue/auteur/{slug}` (one slug in both languages). */
export function authorPath(slug: string, locale: Locale): string {
  return locale === "fr" ? `/fr/blogue/auteur/${slug}` : `/blog/author/${slug}`;
}

/** Pages whose address carries an identifier that is the same in both languages. */
const pairedPatterns: ReadonlyArray<Record<Locale, RegExp>> = [
  { en: /^\/projects\/([^/]+)$/, fr: /^\/fr\/projets\/([^/]+)$/ },
  { en: /^\/offices\/([^/]+)$/, fr: /^\/fr\/bureaux\/([^/]+)$/ },
  { en: /^\/services\/crn\/guide$/, fr: /^\/fr\/services\/nec\/guide$/ },
  { en: /^\/blog\/author\/([^/]+)$/, fr: /^\/fr\/blogue\/auteur\/([^/]+)$/ },
  { en: /^\/careers\/([^/]+)$/, fr: /^\/fr\/carrieres\/([^/]+)$/ },
];

function pairedPath(index: number, id: string | undefined, target: Locale): string {
  switch (index) {
    case 0:
      return caseStudyPath(id ?? "", target);
    case 1:
      return officePath(id ?? "", target);
    case 3:
      return authorPath(id ?? "", target);
    case 4:
      return jobPostingPath(id ?? "", target);
    default:
      return `${pagePaths.crn[target]}/guide`;
  }
}

/**
 * The same page in the other language, for the language switcher: a page of the table above, a case
 * study, an office, a job posting or the CRN guide; an article leads to the other language's blog (its loader names
 * its translation when it has one, see `counterpartFromMatches`), anything else to the other home page.
 */
export function counterpartPath(pathname: string, target: Locale): string {
  const fixed = fixedCounterpart(pathname, target);
  if (fixed) return fixed;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const [index, patterns] of pairedPatterns.entries()) {
    for (const source of [patterns.en, patterns.fr]) {
      const match = source.exec(trimmed);
      if (match) return pairedPath(index, match[1], target);
    }
  }
  // An article without a known translation: the other language's blog.
  if (/^\/blog\/[^/]+$/.test(trimmed) || /^\/fr\/blogue\/[^/]+$/.test(trimmed)) return pagePaths.blog[target];
  return pagePaths.home[target];
}

/**
 * The counterpart a page's loader names itself (`{ counterpart: "/fr/blogue/…" }` in its data), for pages
 * whose twin only the database knows, such as an article and its translation.
 */
export function counterpartFromMatches(matches: ReadonlyArray<{ data?: unknown; loaderData?: unknown }>): string | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData ?? match.data;
    if (data && typeof data === "object" && "counterpart" in data && typeof data.counterpart === "string") return data.counterpart;
  }
  return undefined;
}
