import { sql } from "drizzle-orm";
import { getDatabase, getDb, queryRows } from "~/db/db.server";
import { vacuumEmbedded } from "~/db/maintenance.server";

export type RateLimitResult = {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  limit: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
};

/**
 * Counts one hit against `key` in a fixed window of `windowMs`, in the database so that every instance
 * shares the counters. One atomic statement: concurrent hits are never lost.
 */
export async function hitRateLimit(rawKey: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const key = safeKey(rawKey);
  const interval = `${Math.max(1, Math.ceil(windowMs / 1000))} seconds`;
  const [row] = await queryRows<{ count: number; reset_at: Date | string }>(
    getDb(),
    sql`
      insert into rate_limits (key, count, reset_at)
      values (${key}, 1, now() + ${interval}::interval)
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at
    `,
  );
  const resetAt = new Date(row.reset_at);
  return {
    allowed: row.count <= limit,
    count: row.count,
    limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)),
  };
}

/** Keys hold visitor input (usernames, addresses): bounded, and without NUL, which PostgreSQL text refuses. */
function safeKey(key: string): string {
  return key.replaceAll("\u0000", "\uFFFD").slice(0, 300);
}

/** The current count for `key` without adding a hit (0 when the window has passed). */
export async function peekRateLimit(rawKey: string): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await queryRows<{ count: number; reset_at: Date | string }>(
    getDb(),
    sql`select count, reset_at from rate_limits where key = ${safeKey(rawKey)} and reset_at > now()`,
  );
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  return {
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000)),
  };
}

export async function clearRateLimit(key: string): Promise<void> {
  await getDb().execute(sql`delete from rate_limits where key = ${safeKey(key)}`);
}

let lastPurge = 0;

/**
 * Deletes counters whose window has passed (an expired row counts exactly like no row), at most once
 * every `everyMs` per process, so tables of per-visitor markers do not grow without end; on the embedded
 * database the table is then vacuumed, so that the next markers reuse the space (app/db/maintenance.server.ts).
 */
export async function purgeExpiredRateLimits(everyMs = 10 * 60 * 1000): Promise<void> {
  const now = Date.now();
  if (now - lastPurge < everyMs) return;
  lastPurge = now;
  const database = getDatabase();
  await database.db.execute(sql`delete from rate_limits where reset_at <= now()`);
  await vacuumEmbedded(database, "rate_limits");
}
