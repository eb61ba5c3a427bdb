import { sql } from "drizzle-orm";
import { getDb, queryRows } from "~/db/db.server";

/**
 * When the next scheduled post becomes public (published, with a publish date still in the future), or
 * null. Caches of public pages must not outlive that moment.
 */
export async function nextScheduledPublication(): Promise<Date | null> {
  const [row] = await queryRows<{ next: Date | string | null }>(
    getDb(),
    sql`select min(published_at) as next from blog_posts where is_published and published_at > now()`,
  );
  return row?.next ? new Date(row.next) : null;
}
