import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpiredRateLimits } from "~/utils/rate-limit.server";
import { getDatabase, openDatabase, queryRows, setDatabase, type DatabaseHandle } from "./db.server";
import { startMaintenance } from "./maintenance.server";

// The embedded database on its own, whichever database the other tests use: this is its housekeeping.
let embedded: DatabaseHandle;
let previous: DatabaseHandle | undefined;

beforeAll(async () => {
  embedded = await openDatabase({});
  await embedded.migrate();
  try {
    previous = getDatabase();
  } catch {
    previous = undefined;
  }
  setDatabase(embedded);
}, 60_000);

afterAll(async () => {
  setDatabase(previous);
  await embedded.close();
});

async function rateLimitsBytes(): Promise<number> {
  const [row] = await queryRows<{ bytes: number }>(embedded.db, sql`select pg_total_relation_size('rate_limits')::int as bytes`);
  return row?.bytes ?? 0;
}

/** Ten thousand visitors' view markers whose window has passed, as a busy half hour leaves them. */
async function expiredMarkers(): Promise<void> {
  await embedded.db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    select 'view:' || md5(random()::text), 1, now() - interval '1 second' from generate_series(1, 10000)
  `);
}

describe("the embedded database's housekeeping", () => {
  it("reuses the space of purged markers instead of growing with every marker ever written", async () => {
    const rounds = async (count: number) => {
      for (let round = 0; round < count; round++) {
        await expiredMarkers();
        await purgeExpiredRateLimits(0);
      }
    };
    // Two rounds reach the steady size (an index page freed by one VACUUM is reused after the next).
    await rounds(2);
    const settled = await rateLimitsBytes();
    await rounds(6);
    const [left] = await queryRows<{ count: number }>(embedded.db, sql`select count(*)::int as count from rate_limits`);
    expect(left?.count).toBe(0);
    // Without a VACUUM after each purge the table would hold eight rounds' worth of dead rows by now.
    expect(await rateLimitsBytes()).toBeLessThanOrEqual(settled * 1.2);
  }, 60_000);

  it("vacuums and analyses the whole database on its schedule, and stops cleanly", async () => {
    await embedded.db.execute(sql`insert into rate_limits (key, count, reset_at) values ('live', 1, now() + interval '1 hour')`);
    const statistics = async () =>
      (
        await queryRows<{ count: number }>(
          embedded.db,
          sql`select count(*)::int as count from pg_statistic where starelid = 'rate_limits'::regclass`,
        )
      )[0]?.count ?? 0;
    expect(await statistics()).toBe(0);
    const stop = startMaintenance(embedded, 50);
    try {
      await expect.poll(statistics, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      await stop();
    }
  }, 30_000);
});
