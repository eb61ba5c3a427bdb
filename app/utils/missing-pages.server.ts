import { desc, eq, and, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { missingPages, type MissingPage } from "~/db/schema";
import { log } from "./logger.server";
import { canonicalPath } from "./canonical-path";
import { isReservedPath, normalizeQuery } from "./redirect-rules";

// The log of missing pages (decision record 0023): addresses the public site answered 404, so that staff
// see which old addresses visitors and search engines still ask for. Bounded three ways, so that a
// crawler or an attacker asking for millions of made-up addresses can neither grow the table nor slow
// the site:
//   - a 404 costs no database write: it is counted in memory, at most MAX_PENDING addresses between two
//     writes (later new addresses until the next write are only counted as dropped);
//   - the counts are written in one statement every FLUSH_INTERVAL_MS (server/app.ts) and at shutdown;
//   - the table keeps at most MISSING_PAGES_MAX rows: after a write, the least asked for (then the
//     longest unseen) beyond that are deleted.

/** Addresses counted in memory between two writes. */
export const MAX_PENDING = 500;
/** Rows the table keeps. */
export const MISSING_PAGES_MAX = 2_000;
/** How often the counts are written. */
export const FLUSH_INTERVAL_MS = 30_000;
/** What is kept of an address: paths and queries longer than this are cut. */
const PATH_MAX = 500;
const QUERY_MAX = 300;
const HOST_MAX = 100;

type Pending = { path: string; query: string; hits: number; first: Date; last: Date; referrerHost: string | null };

const pending = new Map<string, Pending>();
let dropped = 0;

/** The host of the page that linked to the address, when it is a web page (never its path or query). */
function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.slice(0, HOST_MAX) : null;
  } catch {
    return null;
  }
}

/**
 * Counts one 404 for a public address (the request's path and query string as received). Addresses of
 * the site's machinery (admin, API, build files, media) and ones that do not decode are not recorded.
 */
export function recordMissingPage(rawPath: string, rawQuery: string, referrer?: string): void {
  const path = canonicalPath(rawPath);
  if (path === undefined || isReservedPath(path) || path.endsWith(".data")) return;
  const keptPath = path.slice(0, PATH_MAX);
  const query = normalizeQuery(rawQuery.slice(0, QUERY_MAX * 4)).slice(0, QUERY_MAX);
  const key = `${keptPath}?${query}`;
  const now = new Date();
  const host = referrerHost(referrer);
  const known = pending.get(key);
  if (known) {
    known.hits++;
    known.last = now;
    if (host) known.referrerHost = host;
    return;
  }
  if (pending.size >= MAX_PENDING) {
    dropped++;
    return;
  }
  pending.set(key, { path: keptPath, query, hits: 1, first: now, last: now, referrerHost: host });
}

/** Writes the counts gathered since the last write (one statement), then trims the table to its bound. */
export async function flushMissingPages(): Promise<void> {
  if (dropped > 0) {
    log.warn("missing pages not recorded: too many different addresses at once", { dropped, recorded: pending.size });
    dropped = 0;
  }
  if (pending.size === 0) return;
  const batch = [...pending.values()];
  pending.clear();
  const db = getDb();
  await db
    .insert(missingPages)
    .values(
      batch.map((one) => ({
        path: one.path,
        query: one.query,
        hits: one.hits,
        firstSeenAt: one.first,
        lastSeenAt: one.last,
        referrerHost: one.referrerHost,
      })),
    )
    .onConflictDoUpdate({
      target: [missingPages.path, missingPages.query],
      set: {
        hits: sql`${missingPages.hits} + excluded.hits`,
        lastSeenAt: sql`greatest(${missingPages.lastSeenAt}, excluded.last_seen_at)`,
        referrerHost: sql`coalesce(excluded.referrer_host, ${missingPages.referrerHost})`,
      },
    });
  await db.execute(sql`
    delete from ${missingPages} where (path, query) in (
      select path, query from ${missingPages}
      order by hits desc, last_seen_at desc
      offset ${MISSING_PAGES_MAX}
    )`);
}

/** What is counted but not written yet (for tests of the bound). */
export function pendingMissingPages(): number {
  return pending.size;
}

export const MISSING_PAGES_SHOWN = 50;

/** The most asked-for missing addresses, most hits first. */
export async function listMissingPages(limit = MISSING_PAGES_SHOWN): Promise<MissingPage[]> {
  return getDb().select().from(missingPages).orderBy(desc(missingPages.hits), desc(missingPages.lastSeenAt)).limit(limit);
}

/** Removes one address from the log (staff judged it noise, such as a scanner's guess). */
export async function dismissMissingPage(path: string, query: string): Promise<boolean> {
  const removed = await getDb()
    .delete(missingPages)
    .where(and(eq(missingPages.path, path), eq(missingPages.query, query)))
    .returning({ path: missingPages.path });
  return removed.length > 0;
}
