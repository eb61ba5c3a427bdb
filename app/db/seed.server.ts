import { count } from "drizzle-orm";
import type { Database } from "./db.server";
import { blogPosts } from "./schema";
import { log } from "~/utils/logger.server";
import { seedSampleContent } from "./sample-content/seed.server";

/**
 * SEED_SAMPLE_CONTENT: true seeds whenever the blog is empty; false never seeds; unset seeds an empty blog
 * (the quick start's first run).
 */
export async function seedIfWanted(db: Database, wanted: boolean | undefined): Promise<void> {
  if (wanted === false) return;
  const [{ value }] = await db.select({ value: count() }).from(blogPosts);
  if (value > 0) return;
  const summary = await seedSampleContent(db);
  log.info("sample content added", summary);
}
