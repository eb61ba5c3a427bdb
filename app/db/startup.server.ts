import type { Env } from "~/utils/env.server";
import { ensureAdminFromEnv } from "~/utils/auth.server";
import { log } from "~/utils/logger.server";
import { failStalledNotifications, STALLED_NOTIFICATION_MS } from "~/utils/mail.server";
import { lockDataDir } from "./data-dir-lock.server";
import { startMaintenance } from "./maintenance.server";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, setDatabase, type DatabaseHandle } from "./db.server";
import { seedIfWanted } from "./seed.server";
import { ensurePortfolio } from "~/utils/case-studies.server";
import { ensureCareers } from "~/utils/careers.server";
import { startMediaTwinBackfill } from "~/utils/media.server";

export type StartedDatabase = { handle: DatabaseHandle; close(): Promise<void> };

/**
 * Opens the configured database (taking the data-directory lock for the embedded one), applies pending
 * migrations, seeds sample content into an empty database and creates the bootstrap admin account.
 */
export async function startDatabase(env: Env): Promise<StartedDatabase> {
  const release = env.databaseUrl ? () => {} : lockDataDir(env.dataDir);
  let handle: DatabaseHandle;
  let freshDatabase = false;
  try {
    handle = env.databaseUrl ? await openDatabase({ databaseUrl: env.databaseUrl }) : await openDatabase({ dataDir: env.dataDir });
    freshDatabase = !(await hasMigrationHistory(handle));
    await handle.migrate();
  } catch (error) {
    release();
    throw error;
  }
  setDatabase(handle);
  log.info("database ready", { kind: handle.kind });
  await seedIfWanted(handle.db, env.seedSampleContent, freshDatabase);
  await ensurePortfolio(handle.db);
  await ensureCareers(handle.db);
  await ensureAdminFromEnv(env);
  await failStalledNotifications(handle.kind === "pglite" ? 0 : STALLED_NOTIFICATION_MS);
  const stopMaintenance = startMaintenance(handle);
  // Images stored before twins existed get theirs in the background: a large library takes minutes.
  const stopBackfill = startMediaTwinBackfill();
  return {
    handle,
    async close() {
      await stopBackfill();
      await stopMaintenance();
      setDatabase(undefined);
      await handle.close();
      release();
    },
  };
}

/** Whether migrations were ever applied here, i.e. the database existed before this start. */
async function hasMigrationHistory(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await queryRows<{ existed: boolean }>(
    handle.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as existed`,
  );
  return Boolean(row?.existed);
}
