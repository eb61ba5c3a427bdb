import { z } from "zod";
import { canonicalPath } from "./canonical-path";

// What a redirect is and how an address finds one (decision record 0023): pure rules shared by the admin
// form, the CSV import, the request-time lookup and the tests. The database and the HTTP side live in
// redirects.server.ts and server/redirects.ts.

export const REDIRECT_LIMITS = {
  /** A from path, in its one spelling. */
  fromMax: 500,
  /** A from query string, in its one spelling. */
  queryMax: 300,
  /** A target, as a Location header carries it. */
  targetMax: 2000,
  /** Redirects in a row before the visitor arrives: more is refused (each costs a round trip and crawl budget). */
  maxHops: 3,
  /** Redirects the site keeps in all (the table is held in memory by every instance). */
  maxRedirects: 20_000,
  /** Rows one CSV import may carry. */
  maxImportRows: 5_000,
} as const;

/** Where no redirect may start: the site's own machinery, whose addresses must never be taken over. */
export const RESERVED_PREFIXES = [
  "/admin",
  "/api",
  "/assets",
  "/media",
  "/blog-admin",
  "/blog/admin",
  "/preview",
  "/healthz",
  // The addresses the page cache renders the not-found page from (server/page-cache.ts).
  "/.not-found",
  "/fr/.not-found",
] as const;

export const redirectTypes = {
  301: { label: "Permanent (301)", description: "The page has moved for good: search engines move its ranking to the new address." },
  302: { label: "Temporary (302)", description: "The page will come back: search engines keep the old address." },
} as const;
export type RedirectType = keyof typeof redirectTypes;

/** A from address in its one spelling: the path, and its query parameters sorted (empty: any query). */
export type FromAddress = { path: string; query: string };

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

// Control characters and spaces that a URL parser would silently drop or that no address carries.
// eslint-disable-next-line no-control-regex -- the point is to find them
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A query string's one spelling: parameters without a name dropped, sorted by name then value. */
export function normalizeQuery(search: string): string {
  const params = [...new URLSearchParams(search)].filter(([name]) => name !== "");
  params.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return new URLSearchParams(params).toString();
}

/** Whether a normalised path is one no redirect may start from. */
export function isReservedPath(path: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The address a redirect starts from, as staff type it: a path (`/services/pressure-vessels.html`), a
 * path with a query (`/?p=123`), or the whole address on the old site (`https://old.example.com/2019/05/`),
 * whose host is left out (the old site's name now points here).
 */
export function parseFrom(input: string): Outcome<FromAddress> {
  let text = input.trim();
  if (!text) return { ok: false, message: "Enter the old address, starting with /" };
  if (CONTROL.test(text)) return { ok: false, message: "The old address cannot contain line breaks or control characters" };
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      text = url.pathname + url.search;
    } catch {
      return { ok: false, message: "The old address is not a valid web address" };
    }
  }
  if (!text.startsWith("/")) return { ok: false, message: "The old address must start with / (for example /about-us.html)" };
  if (text.includes("\\")) return { ok: false, message: "The old address cannot contain a backslash (\\)" };
  const hash = text.indexOf("#");
  if (hash !== -1) text = text.slice(0, hash);
  const queryStart = text.indexOf("?");
  const rawPath = queryStart === -1 ? text : text.slice(0, queryStart);
  const path = canonicalPath(rawPath);
  if (path === undefined) return { ok: false, message: "The old address has a broken % escape or a . or .. segment" };
  const query = queryStart === -1 ? "" : normalizeQuery(text.slice(queryStart + 1));
  if (path.length > REDIRECT_LIMITS.fromMax)
    return { ok: false, message: `The old address must be at most ${REDIRECT_LIMITS.fromMax} characters` };
  if (query.length > REDIRECT_LIMITS.queryMax) {
    return { ok: false, message: `The old address's query string must be at most ${REDIRECT_LIMITS.queryMax} characters` };
  }
  if (isReservedPath(path)) {
    return {
      ok: false,
      message: `Addresses under ${RESERVED_PREFIXES.find((prefix) => path === prefix || path.startsWith(`${prefix}/`))} belong to the site itself and cannot be redirected`,
    };
  }
  if (path === "/" && !query) return { ok: false, message: "The home page cannot be redirected (an old address such as /?p=123 can)" };
  return { ok: true, value: { path, query } };
}

/** How a from address is written back to people: the path, then `?query` when there is one. */
export function fromLabel(from: FromAddress): string {
  return from.query ? `${from.path}?${from.query}` : from.path;
}

/**
 * Where a redirect leads, as staff type it: a path on this site (`/services/crn`) or an absolute http(s)
 * address elsewhere. Answered in the form a Location header may carry (percent-encoded ASCII, the host in
 * punycode); an address on this site's own origin becomes its path. Refused: other schemes
 * (`javascript:`, `data:`, `mailto:`), `//host` and `/\host` (browsers read both as another site),
 * backslashes, control characters, user names and passwords in the address.
 */
export function parseTarget(input: string, siteOrigin: string): Outcome<string> {
  const text = input.trim();
  if (!text) return { ok: false, message: "Enter where the old address should lead: a path such as /services, or https://…" };
  if (CONTROL.test(text)) return { ok: false, message: "The new address cannot contain line breaks or control characters" };
  if (text.length > REDIRECT_LIMITS.targetMax)
    return { ok: false, message: `The new address must be at most ${REDIRECT_LIMITS.targetMax} characters` };
  if (text.includes("\\")) return { ok: false, message: "The new address cannot contain a backslash (\\): browsers read it as /" };
  if (text.startsWith("//")) {
    return {
      ok: false,
      message: "An address starting with // leads to another site: write https://… for another site, or one / for a page of this site",
    };
  }
  if (text.startsWith("/")) {
    let url: URL;
    try {
      url = new URL(text, siteOrigin);
    } catch {
      return { ok: false, message: "The new address is not a valid path" };
    }
    if (url.origin !== new URL(siteOrigin).origin) return { ok: false, message: "The new address must stay on this site" };
    return { ok: true, value: url.pathname + url.search + url.hash };
  }
  if (!/^https?:\/\//i.test(text)) {
    return {
      ok: false,
      message: /^[a-z][a-z0-9+.-]*:/i.test(text)
        ? "Only web addresses (https:// or http://) or paths on this site starting with / can be targets"
        : "Start the new address with / for a page of this site, or with https:// for another site",
    };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: "The new address is not a valid web address" };
  }
  if (url.username || url.password) return { ok: false, message: "The new address cannot contain a user name or password" };
  if (!url.hostname) return { ok: false, message: "The new address needs a host name, as in https://example.com/page" };
  if (url.origin === new URL(siteOrigin).origin) return { ok: true, value: url.pathname + url.search + url.hash };
  return { ok: true, value: url.href };
}

/** Whether a stored target is a path on this site (else an absolute address elsewhere). */
export function isSitePath(target: string): boolean {
  return target.startsWith("/");
}

/** Reads a type as staff write it in a form or a CSV file: 301, 302, permanent, temporary; empty is 301. */
export function parseType(input: string): Outcome<RedirectType> {
  const text = input.trim().toLowerCase();
  if (text === "" || text === "301" || text === "permanent") return { ok: true, value: 301 };
  if (text === "302" || text === "temporary") return { ok: true, value: 302 };
  return { ok: false, message: "The type must be 301 (permanent) or 302 (temporary)" };
}

/** The admin form's fields; the server parses the same schema, then checks what needs the database. */
export function redirectInputSchema(siteOrigin: string) {
  const parsed =
    <T>(parse: (text: string) => Outcome<T>) =>
    (value: string, context: z.RefinementCtx) => {
      const outcome = parse(value);
      if (outcome.ok) return outcome.value;
      context.addIssue({ code: "custom", message: outcome.message });
      return z.NEVER;
    };
  return z.object({
    from: z.string({ error: "Enter the old address, starting with /" }).transform(parsed(parseFrom)),
    to: z.string({ error: "Enter where the old address should lead" }).transform(parsed((text) => parseTarget(text, siteOrigin))),
    type: z
      .string()
      .optional()
      .transform((value, context) => parsed(parseType)(value ?? "", context)),
  });
}
export type RedirectInput = { from: FromAddress; to: string; type: RedirectType };

// ---------------------------------------------------------------------------------------------------
// Matching

/** A redirect as the lookup holds it. */
export type RedirectRule = { id: string; fromPath: string; fromQuery: string; target: string; status: number };

type Indexed = RedirectRule & { params: [string, string][] };

/**
 * Every redirect, by path. An address finds the redirect of its path whose query parameters it all
 * carries (others, such as utm_source, are ignored), the one naming the most parameters first; a
 * redirect without a query string matches any query.
 */
export class RedirectTable {
  private readonly byPath = new Map<string, Indexed[]>();
  readonly size: number;

  constructor(rules: readonly RedirectRule[]) {
    for (const rule of rules) {
      const list = this.byPath.get(rule.fromPath) ?? [];
      list.push({ ...rule, params: [...new URLSearchParams(rule.fromQuery)] });
      this.byPath.set(rule.fromPath, list);
    }
    for (const list of this.byPath.values()) list.sort((a, b) => b.params.length - a.params.length);
    this.size = rules.length;
  }

  /** Whether any redirect starts at this path (normalised): the cheap first question. */
  hasPath(path: string): boolean {
    return this.byPath.has(path);
  }

  /** The redirect for a normalised path and the request's query string, if any. */
  match(path: string, search: string): RedirectRule | undefined {
    const list = this.byPath.get(path);
    if (!list) return undefined;
    let params: URLSearchParams | undefined;
    for (const rule of list) {
      if (rule.params.length === 0) return rule;
      params ??= new URLSearchParams(search);
      const given = params;
      if (rule.params.every(([name, value]) => given.getAll(name).includes(value))) return rule;
    }
    return undefined;
  }

  /** The redirect a site-path target leads into, if any (the next step of a chain). */
  next(target: string): RedirectRule | undefined {
    if (!isSitePath(target)) return undefined;
    const url = new URL(target, "http://site.invalid");
    const path = canonicalPath(url.pathname);
    return path === undefined ? undefined : this.match(path, url.search);
  }
}

/** The chain of addresses a visitor goes through from `rule`, and what is wrong with it, if anything. */
export function chainProblem(table: RedirectTable, rule: RedirectRule): string | undefined {
  const label = (one: RedirectRule) => fromLabel({ path: one.fromPath, query: one.fromQuery });
  const steps = [label(rule)];
  const seen = new Set([rule.id]);
  let current = rule;
  for (;;) {
    const next = table.next(current.target);
    if (!next) return undefined;
    if (next.id === rule.id && current.id === rule.id)
      return "The new address is the old address itself: it would redirect to itself forever";
    steps.push(label(next));
    if (seen.has(next.id)) return `This would make a loop: ${steps.join(" → ")}`;
    seen.add(next.id);
    if (steps.length > REDIRECT_LIMITS.maxHops) {
      return `This would make a chain of more than ${REDIRECT_LIMITS.maxHops} redirects in a row (${steps.join(" → ")} → …): point it straight at the final address`;
    }
    current = next;
  }
}

/**
 * The problem, if any, of every chain that passes through one of `changed` (ids): a loop, or more than
 * `maxHops` redirects in a row, seen from whichever redirect starts the chain. By id of the changed
 * redirect the problem is reported on.
 */
export function chainProblems(table: RedirectTable, all: readonly RedirectRule[], changed: ReadonlySet<string>): Map<string, string> {
  const problems = new Map<string, string>();
  for (const start of all) {
    const problem = chainProblem(table, start);
    if (!problem) continue;
    // Report it on each changed redirect the chain goes through (the chain from `start` includes `start`).
    let current: RedirectRule | undefined = start;
    const visited = new Set<string>();
    while (current && !visited.has(current.id)) {
      visited.add(current.id);
      if (changed.has(current.id) && !problems.has(current.id)) problems.set(current.id, problem);
      current = table.next(current.target);
    }
  }
  return problems;
}

/**
 * The Location a matching redirect answers with: the target as stored; a redirect that ignores the query
 * string passes the visitor's query on (campaign parameters survive) unless its target has one of its
 * own. Built through the URL parser, so it is percent-encoded ASCII whatever the request carried.
 */
export function locationFor(rule: RedirectRule, requestSearch: string): string {
  const base = "http://site.invalid";
  const url = new URL(rule.target, base);
  const search = requestSearch.startsWith("?") ? requestSearch.slice(1) : requestSearch;
  if (!rule.fromQuery && !url.search && search && search.length <= 1000) url.search = search;
  return isSitePath(rule.target) ? url.pathname + url.search + url.hash : url.href;
}
