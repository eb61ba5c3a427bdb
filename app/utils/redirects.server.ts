import { parse as parseCsv } from "csv-parse/sync";
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { missingPages, redirects, users, type Redirect } from "~/db/schema";
import { pagePaths } from "~/i18n/paths";
import { cacheHeaders } from "./cache-headers";
import { onContentChanged, notifyContentChanged } from "./content-events.server";
import { getEnv } from "./env.server";
import { csvField } from "./inquiries.server";
import { errorFields, log } from "./logger.server";
import {
  chainProblems,
  fromLabel,
  locationFor,
  parseFrom,
  parseTarget,
  parseType,
  REDIRECT_LIMITS,
  RedirectTable,
  redirectInputSchema,
  type FromAddress,
  type RedirectInput,
  type RedirectRule,
} from "./redirect-rules";
import { canonicalPath } from "./canonical-path";
import { listSitePages } from "./site-pages.server";

// The redirects service (decision record 0023): the one writer of the `redirects` table, and the one
// place that holds it in memory for the request-time lookup (server/redirects.ts, app/entry.server.tsx).

// ---------------------------------------------------------------------------------------------------
// The table in memory

let table: RedirectTable | undefined;
let loading: Promise<RedirectTable> | undefined;
let stale = false;
let subscribed = false;

async function readTable(): Promise<RedirectTable> {
  return new RedirectTable(await allRules());
}

/**
 * Loads the table (again). A change announced while it loads makes it load once more when done, so the
 * table never stays older than the last announced change; the table in use stays until the new one is in.
 */
export function reloadRedirectTable(): Promise<RedirectTable> {
  if (loading) {
    stale = true;
    return loading;
  }
  stale = false;
  loading = readTable()
    .then((loaded) => {
      table = loaded;
      return loaded;
    })
    .finally(() => {
      loading = undefined;
    })
    .then((loaded) => (stale ? reloadRedirectTable() : loaded));
  return loading;
}

/**
 * The redirects, read from the database the first time and again whenever a change is announced (by this
 * instance or another, through the content NOTIFY channel).
 */
export async function loadRedirectTable(): Promise<RedirectTable> {
  if (!subscribed) {
    subscribed = true;
    onContentChanged(() => {
      reloadRedirectTable().catch((error: unknown) => log.error("redirects not reloaded", errorFields(error)));
    });
  }
  if (table && !loading) return table;
  return reloadRedirectTable();
}

/** The table as loaded, for the request listener, which cannot wait; undefined before the first load. */
export function currentRedirectTable(): RedirectTable | undefined {
  return table;
}

// ---------------------------------------------------------------------------------------------------
// Hits, counted in memory and added in batches (no database write per visit)

const pendingHits = new Map<string, { count: number; at: Date }>();

export function countRedirectHit(id: string): void {
  const pending = pendingHits.get(id);
  if (pending) {
    pending.count++;
    pending.at = new Date();
  } else {
    pendingHits.set(id, { count: 1, at: new Date() });
  }
}

/** Adds the hits counted since the last call to the table, in one statement. */
export async function flushRedirectHits(): Promise<void> {
  if (pendingHits.size === 0) return;
  const batch = [...pendingHits];
  pendingHits.clear();
  const values = sql.join(
    batch.map(([id, hit]) => sql`(${id}::uuid, ${hit.count}::integer, ${hit.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await getDb().execute(sql`
    update ${redirects} set
      hit_count = ${redirects.hitCount} + v.n,
      last_hit_at = greatest(${redirects.lastHitAt}, v.at)
    from (values ${values}) as v(id, n, at)
    where ${redirects.id} = v.id`);
}

// ---------------------------------------------------------------------------------------------------
// Reading

export const REDIRECTS_PAGE_SIZE = 50;

export type RedirectRow = {
  id: string;
  from: string;
  fromPath: string;
  fromQuery: string;
  target: string;
  status: number;
  hitCount: number;
  lastHitAt: Date | null;
  createdBy: string | null;
  createdAt: Date;
};

const rowColumns = {
  id: redirects.id,
  fromPath: redirects.fromPath,
  fromQuery: redirects.fromQuery,
  target: redirects.target,
  status: redirects.status,
  hitCount: redirects.hitCount,
  lastHitAt: redirects.lastHitAt,
  createdBy: users.username,
  createdAt: redirects.createdAt,
};

function toRow(row: Omit<RedirectRow, "from">): RedirectRow {
  return { ...row, from: fromLabel({ path: row.fromPath, query: row.fromQuery }) };
}

function searchFilter(search: string) {
  const term = search.trim().slice(0, 200);
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${redirects.fromPath} ilike ${pattern} or ${redirects.fromQuery} ilike ${pattern} or ${redirects.target} ilike ${pattern})`;
}

/** A page of redirects, newest first, optionally only those whose old or new address contains `search`. */
export async function listRedirects(page: number, search = ""): Promise<{ rows: RedirectRow[]; total: number }> {
  const db = getDb();
  const filter = searchFilter(search);
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(redirects)
      .leftJoin(users, eq(users.id, redirects.createdBy))
      .where(filter)
      .orderBy(desc(redirects.createdAt), desc(redirects.id))
      .limit(REDIRECTS_PAGE_SIZE)
      .offset((page - 1) * REDIRECTS_PAGE_SIZE),
    db.select({ total: count() }).from(redirects).where(filter),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getRedirect(id: string): Promise<RedirectRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await getDb()
    .select(rowColumns)
    .from(redirects)
    .leftJoin(users, eq(users.id, redirects.createdBy))
    .where(eq(redirects.id, id));
  return row ? toRow(row) : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Checks that need the site: its pages, the other redirects

/** Files the site answers that are not pages in the sitemap: no redirect may take their place either. */
const SITE_FILES = [
  "/robots.txt",
  "/sitemap.xml",
  pagePaths.rss.en,
  pagePaths.rss.fr,
  "/services/crn/guide.pdf",
  "/fr/services/nec/guide.pdf",
];

/** The normalised paths of every page and file the site answers, to refuse a redirect that would start at one. */
async function existingPaths(): Promise<Set<string>> {
  const pages = await listSitePages();
  const paths = new Set<string>();
  for (const path of [...pages.map((page) => page.path), ...SITE_FILES]) {
    const normal = canonicalPath(path);
    if (normal) paths.add(normal);
  }
  return paths;
}

/** Which query parameters the page at a path reads (its route's `handle.queryParams`); set by the server. */
type PageParamsLookup = (path: string) => readonly string[] | undefined;
let pageParams: PageParamsLookup | undefined;

/**
 * The production server tells the redirects manager which query parameters each page reads (server/app.ts,
 * from the route table), so that a redirect from `/blog?search=crn`, which the blog page would always
 * answer, is refused instead of stored. Without it (development), such a redirect is stored and unused.
 */
export function knowPageQueryParams(lookup: PageParamsLookup | undefined): void {
  pageParams = lookup;
}

/**
 * Why a redirect from this address would never be used, if it would not: the address is a page of the
 * site, or (with a query string) a page that reads one of those parameters itself. A query string a page
 * does not read is an old alias of it (`/?p=123`), which a redirect may take.
 */
function neverUsedProblem(from: FromAddress, pagesOnSite: Set<string>): string | undefined {
  if (!pagesOnSite.has(from.path)) return undefined;
  const pageMessage = `${from.path} is a page of this site: a redirect from it would never be used (a page always wins). Choose another old address, or change the page's own address.`;
  if (!from.query) return pageMessage;
  if (!pageParams) return undefined;
  const reads = pageParams(from.path);
  if (reads === undefined) return pageMessage;
  const taken = [...new Set(new URLSearchParams(from.query).keys())].filter((name) => reads.includes(name));
  if (taken.length === 0) return undefined;
  const names = taken.map((name) => `"${name}"`).join(" and ");
  return `${from.path} reads its ${names} parameter${taken.length > 1 ? "s" : ""} itself: a redirect from ${fromLabel(from)} would never be used (the page always answers it). Choose another old address.`;
}

export type FieldErrors = Partial<Record<"from" | "to" | "type", string[]>>;

export type RedirectWrite = { ok: true; redirect: Redirect } | { ok: false; status: 400 | 404 | 409; message: string; errors: FieldErrors };

const siteOrigin = () => new URL(getEnv().siteUrl).origin;

/** Reads the admin form's fields with the one schema; field errors when they are not valid. */
export function parseRedirectForm(form: FormData): { ok: true; input: RedirectInput } | { ok: false; errors: FieldErrors } {
  const parsed = redirectInputSchema(siteOrigin()).safeParse({
    from: String(form.get("from") ?? ""),
    to: String(form.get("to") ?? ""),
    type: String(form.get("type") ?? ""),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === "from" || field === "to" || field === "type") (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

async function allRules(): Promise<RedirectRule[]> {
  return getDb()
    .select({
      id: redirects.id,
      fromPath: redirects.fromPath,
      fromQuery: redirects.fromQuery,
      target: redirects.target,
      status: redirects.status,
    })
    .from(redirects);
}

/** Announces a committed change: every instance reloads its table (and empties its page caches); this one before answering. */
async function announce(): Promise<void> {
  await notifyContentChanged();
  await reloadRedirectTable();
}

/** A visitor's 404s at an address now redirected are no longer missing pages. */
async function forgetMissing(from: FromAddress[]): Promise<void> {
  if (from.length === 0) return;
  const keys = sql.join(
    from.map((one) => sql`(${one.path}, ${one.query})`),
    sql`, `,
  );
  await getDb()
    .delete(missingPages)
    .where(sql`(${missingPages.path}, ${missingPages.query}) in (${keys})`);
}

/** Adds a redirect, or changes one (`id`), after checking what the form's schema cannot. */
export async function saveRedirect(input: RedirectInput, options: { id?: string; createdBy: string }): Promise<RedirectWrite> {
  const db = getDb();
  const rules = await allRules();
  const existing = options.id ? rules.find((rule) => rule.id === options.id) : undefined;
  if (options.id && !existing) return { ok: false, status: 404, message: "This redirect was deleted meanwhile.", errors: {} };
  const clash = rules.find((rule) => rule.id !== options.id && rule.fromPath === input.from.path && rule.fromQuery === input.from.query);
  if (clash) {
    return {
      ok: false,
      status: 409,
      message: "Nothing was saved: correct the field marked below.",
      errors: { from: [`A redirect from ${fromLabel(input.from)} already exists (to ${clash.target}): edit that one instead`] },
    };
  }
  if (!existing && rules.length >= REDIRECT_LIMITS.maxRedirects) {
    return {
      ok: false,
      status: 409,
      message: `The site holds at most ${REDIRECT_LIMITS.maxRedirects.toLocaleString("en-CA")} redirects: delete some that are no longer used first.`,
      errors: {},
    };
  }
  const unused = neverUsedProblem(input.from, await existingPaths());
  if (unused) {
    return { ok: false, status: 409, message: "Nothing was saved: correct the field marked below.", errors: { from: [unused] } };
  }
  const candidate: RedirectRule = {
    id: options.id ?? "new",
    fromPath: input.from.path,
    fromQuery: input.from.query,
    target: input.to,
    status: input.type,
  };
  const after = [...rules.filter((rule) => rule.id !== candidate.id), candidate];
  const problem = chainProblems(new RedirectTable(after), after, new Set([candidate.id])).get(candidate.id);
  if (problem) return { ok: false, status: 409, message: "Nothing was saved: correct the field marked below.", errors: { to: [problem] } };

  const values = { fromPath: input.from.path, fromQuery: input.from.query, target: input.to, status: input.type };
  const [saved] = options.id
    ? await db
        .update(redirects)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(redirects.id, options.id))
        .returning()
    : await db
        .insert(redirects)
        .values({ ...values, createdBy: options.createdBy })
        .returning();
  if (!saved) return { ok: false, status: 404, message: "This redirect was deleted meanwhile.", errors: {} };
  await forgetMissing([input.from]);
  await announce();
  return { ok: true, redirect: saved };
}

export async function deleteRedirect(id: string): Promise<Redirect | undefined> {
  if (!UUID.test(id)) return undefined;
  const [deleted] = await getDb().delete(redirects).where(eq(redirects.id, id)).returning();
  if (deleted) await announce();
  return deleted;
}

// ---------------------------------------------------------------------------------------------------
// CSV import and export

export type ImportRowError = { row: number; from: string; message: string };
export type ImportResult = { ok: true; created: number; updated: number } | { ok: false; message: string; rowErrors: ImportRowError[] };

/** The first row is a header when its first cell says so (`from`, `old`, `source`…), not when it is an address. */
function isHeader(cells: string[]): boolean {
  return !/^(\/|https?:)/i.test((cells[0] ?? "").trim());
}

/**
 * Imports `from,to,type` rows (a header row optional, type optional: 301), all or nothing: every row is
 * checked as the form checks one (syntax, the site's pages, loops and chains among the file and the
 * redirects already there), and any problem names its row and imports none. A row whose old address
 * already has a redirect replaces it.
 */
export async function importRedirects(csv: string, createdBy: string): Promise<ImportResult> {
  let records: string[][];
  try {
    records = parseCsv(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `The file is not a CSV file this import can read: ${message}`, rowErrors: [] };
  }
  const header = records.length > 0 && isHeader(records[0] ?? []);
  const rows = header ? records.slice(1) : records;
  if (rows.length === 0) return { ok: false, message: "The file has no rows to import.", rowErrors: [] };
  if (rows.length > REDIRECT_LIMITS.maxImportRows) {
    return {
      ok: false,
      message: `The file has ${rows.length} rows; one import takes at most ${REDIRECT_LIMITS.maxImportRows}. Split it.`,
      rowErrors: [],
    };
  }
  const origin = siteOrigin();
  const rules = await allRules();
  const byFrom = new Map(rules.map((rule) => [`${rule.fromPath}?${rule.fromQuery}`, rule]));
  const pagesOnSite = await existingPaths();
  const rowErrors: ImportRowError[] = [];
  const imported: { row: number; rule: RedirectRule; from: FromAddress; replaces?: string }[] = [];
  const seen = new Map<string, number>();

  rows.forEach((cells, index) => {
    const row = index + 1 + (header ? 1 : 0);
    const [fromText = "", toText = "", typeText = ""] = cells;
    const fail = (message: string) => rowErrors.push({ row, from: fromText, message });
    if (cells.length < 2 || !toText) return fail("needs at least two columns: the old address, then the new one");
    const from = parseFrom(fromText);
    if (!from.ok) return fail(from.message);
    const to = parseTarget(toText, origin);
    if (!to.ok) return fail(to.message);
    const type = parseType(typeText);
    if (!type.ok) return fail(type.message);
    const key = `${from.value.path}?${from.value.query}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) return fail(`the same old address as row ${earlier}`);
    seen.set(key, row);
    const unused = neverUsedProblem(from.value, pagesOnSite);
    if (unused) return fail(unused);
    const replaces = byFrom.get(key)?.id;
    const rule: RedirectRule = {
      id: replaces ?? `row-${row}`,
      fromPath: from.value.path,
      fromQuery: from.value.query,
      target: to.value,
      status: type.value,
    };
    imported.push({ row, rule, from: from.value, replaces });
  });

  const replaced = new Set(imported.flatMap((one) => (one.replaces ? [one.replaces] : [])));
  const total = rules.length - replaced.size + imported.length;
  if (rowErrors.length === 0 && total > REDIRECT_LIMITS.maxRedirects) {
    return {
      ok: false,
      message: `After this import the site would hold ${total} redirects; it holds at most ${REDIRECT_LIMITS.maxRedirects}. Nothing was imported.`,
      rowErrors: [],
    };
  }
  // Loops and chains among the rows that read well (and the redirects already there), reported with the rest.
  const after = [...rules.filter((rule) => !replaced.has(rule.id)), ...imported.map((one) => one.rule)];
  const problems = chainProblems(new RedirectTable(after), after, new Set(imported.map((one) => one.rule.id)));
  for (const one of imported) {
    const problem = problems.get(one.rule.id);
    if (problem) rowErrors.push({ row: one.row, from: fromLabel(one.from), message: problem });
  }
  if (rowErrors.length > 0) {
    rowErrors.sort((a, b) => a.row - b.row);
    const count = rowErrors.length;
    return {
      ok: false,
      message: `Nothing was imported: ${count === 1 ? "one row has a problem" : `${count} rows have problems`}. Correct the file and import it again.`,
      rowErrors,
    };
  }

  const now = new Date();
  await getDb().transaction(async (tx) => {
    for (const one of imported.filter((item) => item.replaces)) {
      await tx
        .update(redirects)
        .set({ target: one.rule.target, status: one.rule.status, updatedAt: now })
        .where(eq(redirects.id, one.replaces ?? ""));
    }
    const fresh = imported.filter((item) => !item.replaces);
    for (let start = 0; start < fresh.length; start += 500) {
      await tx.insert(redirects).values(
        fresh.slice(start, start + 500).map((one) => ({
          fromPath: one.rule.fromPath,
          fromQuery: one.rule.fromQuery,
          target: one.rule.target,
          status: one.rule.status,
          createdBy,
        })),
      );
    }
  });
  for (let start = 0; start < imported.length; start += 500) await forgetMissing(imported.slice(start, start + 500).map((one) => one.from));
  await announce();
  const updated = imported.filter((one) => one.replaces).length;
  return { ok: true, created: imported.length - updated, updated };
}

/** Every redirect as CSV (`from,to,type` first, so the file imports again as it is), oldest first. */
export async function redirectsCsv(): Promise<{ csv: string; rows: number }> {
  const rows = await getDb()
    .select(rowColumns)
    .from(redirects)
    .leftJoin(users, eq(users.id, redirects.createdBy))
    .orderBy(redirects.createdAt, redirects.id);
  const lines = [
    ["from", "to", "type", "hits", "last_hit_utc", "created_by", "created_utc"].map(csvField).join(","),
    ...rows.map((row) =>
      [
        fromLabel({ path: row.fromPath, query: row.fromQuery }),
        row.target,
        String(row.status),
        String(row.hitCount),
        row.lastHitAt?.toISOString() ?? "",
        row.createdBy ?? "",
        row.createdAt.toISOString(),
      ]
        .map(csvField)
        .join(","),
    ),
  ];
  return { csv: `\uFEFF${lines.join("\r\n")}\r\n`, rows: rows.length };
}

/** For tests and the admin's "Redirect this": whether a redirect starts at exactly these addresses. */
export async function redirectsFrom(from: FromAddress[]): Promise<Redirect[]> {
  if (from.length === 0) return [];
  return getDb()
    .select()
    .from(redirects)
    .where(
      inArray(
        sql`(${redirects.fromPath} || '?' || ${redirects.fromQuery})`,
        from.map((one) => `${one.path}?${one.query}`),
      ),
    );
}

// ---------------------------------------------------------------------------------------------------
// Answering

/** The answer to a request a redirect matches: its status, a safe Location, and how long it may be kept. */
export function redirectHeaders(rule: RedirectRule, search: string): Record<string, string> {
  return { Location: locationFor(rule, search), ...cacheHeaders(rule.status === 301 ? "redirect" : "private") };
}

/**
 * For a page the site is about to answer 404 (app/entry.server.tsx): the redirect of its address, if
 * staff made one, counted as a hit. A page that exists is never asked about, so no redirect hides it.
 */
export async function redirectForMissingPage(request: Request): Promise<Response | undefined> {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = new URL(request.url);
  const lookup = await loadRedirectTable();
  const path = canonicalPath(url.pathname);
  if (path === undefined || !lookup.hasPath(path)) return undefined;
  const rule = lookup.match(path, url.search);
  if (!rule) return undefined;
  countRedirectHit(rule.id);
  return new Response(null, { status: rule.status, headers: redirectHeaders(rule, url.search) });
}
