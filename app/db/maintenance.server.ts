import { sql } from "drizzle-orm";
import { errorFields, log } from "~/utils/logger.server";
import type { DatabaseHandle } from "./db.server";

/**
 * Housekeeping that a PostgreSQL server does by itself and the embedded database does not. PGlite runs
 * PostgreSQL in single-user mode, without autovacuum: the space of deleted and updated rows is reused
 * only after a VACUUM, and the planner's statistics are refreshed only by an ANALYZE. A table of
 * short-lived rows then grows with every row it ever held: 300,000 view markers written and purged in
 * `rate_limits` left 47 MB with no live row, against 1.5 MB with a VACUUM after each purge
 * (docs/performance.md, "The embedded database's housekeeping").
 */

/** How often the whole embedded database is vacuumed and analysed: about a second at 5,000 posts. */
export const MAINTENANCE_EVERY_MS = 24 * 60 * 60 * 1000;

/** Tables whose rows live minutes (per-visitor markers, rate counters): vacuumed after each purge. */
export type ChurnTable = "rate_limits";

/**
 * Vacuums `table` (or the whole database, analysing it too) on the embedded database; a PostgreSQL
 * server's autovacuum does this there, so nothing is done. Returns the milliseconds spent, or null.
 */
export async function vacuumEmbedded(handle: DatabaseHandle, table?: ChurnTable): Promise<number | null> {
  if (handle.kind !== "pglite") return null;
  const started = performance.now();
  await handle.db.execute(table ? sql`vacuum ${sql.identifier(table)}` : sql`vacuum (analyze)`);
  return Math.round(performance.now() - started);
}

/**
 * Vacuums and analyses the embedded database every `everyMs`, the first time one period after start.
 * Returns the function that stops it, which waits for a run in progress.
 */
export function startMaintenance(handle: DatabaseHandle, everyMs = MAINTENANCE_EVERY_MS): () => Promise<void> {
  if (handle.kind !== "pglite") return async () => {};
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= vacuumEmbedded(handle)
      .then((ms) => log.info("database maintenance", { vacuumAnalyzeMs: ms }))
      .catch((error: unknown) => log.warn("database maintenance failed", errorFields(error)))
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
