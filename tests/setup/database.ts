import { sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, beforeEach } from "vitest";
import { openDatabase, setDatabase, type DatabaseHandle } from "~/db/db.server";
import { BACKUP_TABLES } from "~/db/backup.server";

/**
 * One database per test worker: embedded PGlite in memory, or, when TEST_DATABASE_URL is set, a
 * PostgreSQL database of the worker's own on that server. Migrated once; emptied before every test.
 */
type Shared = { handle?: Promise<DatabaseHandle> };
const shared: Shared = ((globalThis as { __testDatabase?: Shared }).__testDatabase ??= {});

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function createWorkerDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const name = `site_test_${process.env.VITEST_POOL_ID ?? "0"}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return handle;
}

export async function getTestDatabase(): Promise<DatabaseHandle> {
  shared.handle ??= createWorkerDatabase();
  return shared.handle;
}

/**
 * Empties every table a backup holds (every table of content and activity) except app_settings: it holds
 * generated secrets that a process loads once and keeps, exactly as a running server does. Policies that
 * staff set there (two-factor required) go back to their default, and the marks that say the portfolio and
 * the job postings were seeded go with the rows they speak of (a test file sharing this database would
 * otherwise find the mark of an earlier file's seeding, and no postings).
 */
const EMPTIED_TABLES = BACKUP_TABLES.filter((table) => table !== "app_settings");

export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql.raw(`truncate table ${EMPTIED_TABLES.join(", ")} restart identity cascade`));
  await handle.db.execute(sql`delete from app_settings where key in ('require-two-factor', 'portfolio-seeded', 'careers-seeded')`);
}

/** Call at the top of a test file that touches the database. */
export function useTestDatabase(): { readonly handle: DatabaseHandle } {
  const state: { handle?: DatabaseHandle } = {};
  beforeAll(async () => {
    state.handle = await getTestDatabase();
  });
  beforeEach(async () => {
    const handle = await getTestDatabase();
    setDatabase(handle);
    await resetDatabase(handle);
  });
  return {
    get handle() {
      if (!state.handle) throw new Error("The test database is not ready yet");
      return state.handle;
    },
  };
}
