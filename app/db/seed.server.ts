import { count, sql } from "drizzle-orm";
import type { Database } from "./db.server";
import { blogPosts } from "./schema";
import { log } from "~/utils/logger.server";
import { seedSampleContent } from "./sample-content/seed.server";

/** Shared by every instance: only one of several starting together seeds. */
const SEED_LOCK_ID = 727_310_513;

/**
 * SEED_SAMPLE_CONTENT: `true` seeds whenever the blog is empty; `false` never seeds; unset seeds only a
 * database created by this start (so sample posts deleted by staff do not come back on the next restart).
 */
export function shouldSeed(wanted: boolean | undefined, freshDatabase: boolean): boolean {
  return wanted ?? freshDatabase;
}

export async function seedIfWanted(db: Database, wanted: boolean | undefined, freshDatabase = true): Promise<void> {
  if (!shouldSeed(wanted, freshDatabase)) return;
  await db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL wait here; the first seeds, the rest find posts.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [{ value }] = await tx.select({ value: count() }).from(blogPosts);
    if (value > 0) return;
    const summary = await seedSampleContent(tx);
    log.info("sample content added", summary);
  });
}
