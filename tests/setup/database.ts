import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { beforeAll, beforeEach } from "vitest";
import { MIGRATIONS_DIR, openDatabase, setDatabase, type DatabaseHandle } from "~/db/db.server";
import { BACKUP_TABLES } from "~/db/backup.server";

/**
 * One database per test worker: embedded PGlite in memory, or, when TEST_DATABASE_URL is set, a
 * PostgreSQL database of the worker's own on that server. Migrated once; emptied before every test.
 */
type Shared = { handle?: Promise<DatabaseHandle> };
const shared: Shared = ((globalThis as { __testDatabase?: Shared }).__testDatabase ??= {});

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

const workerDatabaseName = `site_test_${process.env.VITEST_POOL_ID ?? "0"}_${process.pid}`;

/** Runs `statement` on the PostgreSQL server of TEST_DATABASE_URL (creating or dropping a database). */
async function onTestServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** An empty database: in memory on PGlite, or a new database `name` on the TEST_DATABASE_URL server. */
async function openEmptyDatabase(name: string): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({});
    return { handle, drop: () => handle.close() };
  }
  await onTestServer(adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await onTestServer(adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    async drop() {
      await handle.close();
      await onTestServer(adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    },
  };
}

async function createWorkerDatabase(): Promise<DatabaseHandle> {
  const { handle } = await openEmptyDatabase(workerDatabaseName);
  await handle.migrate();
  return handle;
}

/**
 * A database of its own (not the worker's), as an earlier release left it: migrated up to and including
 * `lastTag` (a name in drizzle/meta/_journal.json). `handle.migrate()` then applies the migrations after
 * it, as an upgrade does; `drop()` closes and removes it.
 */
export async function openDatabaseMigratedTo(lastTag: string): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const journalPath = path.join(MIGRATIONS_DIR, "meta", "_journal.json");
  const journal: { entries: { tag: string }[] } = JSON.parse(fs.readFileSync(journalPath, "utf8"));
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last === -1) throw new Error(`No migration ${lastTag} in ${journalPath}`);
  const earlier = fs.mkdtempSync(path.join(os.tmpdir(), "earlier-migrations-"));
  try {
    fs.mkdirSync(path.join(earlier, "meta"));
    const entries = journal.entries.slice(0, last + 1);
    fs.writeFileSync(path.join(earlier, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(earlier, `${entry.tag}.sql`));
    const database = await openEmptyDatabase(`${workerDatabaseName}_earlier`);
    try {
      await database.handle.migrate(earlier);
    } catch (error) {
      await database.drop();
      throw error;
    }
    return database;
  } finally {
    fs.rmSync(earlier, { recursive: true, force: true });
  }
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
