import { PGlite } from "@electric-sql/pglite";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The committed SQL migrations: the nearest `drizzle/` folder above this module (source or bundled build). */
export const MIGRATIONS_DIR = findMigrationsDir();

function findMigrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve("drizzle");
    dir = parent;
  }
}

/**
 * The embedded database's buffer pool. PostgreSQL's default (128MB) is sized for a server with many
 * sessions; here one session reads through the operating system's file cache, and a crawler walking
 * thousands of articles filled the default pool inside the Node process's own memory: its peak resident
 * memory 622 MB with the default pool, 504 MB with this one, at the same pages per second and search
 * times (docs/performance.md, "Memory under a crawler").
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

/** Any constant works; every instance must use the same one. */
const MIGRATION_LOCK_ID = 727_310_512;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Answers when the database answers; rejects otherwise (within `timeoutMs`). */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  /**
   * Applies pending migrations. On PostgreSQL an advisory lock makes instances that start together take
   * turns: the first applies them, the others then find nothing left to do. `migrationsFolder` is the
   * committed migrations unless a test brings a database to an earlier release's state.
   */
  migrate(migrationsFolder?: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
};

export type OpenOptions = {
  /** A PostgreSQL server; when unset, embedded PGlite. */
  databaseUrl?: string;
  /** Embedded PGlite's files live under `dataDir`; in memory when it is unset. */
  dataDir?: string;
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    }),
  ]);
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30000,
      // A query that waits longer than this on a dead server fails instead of hanging the request.
      query_timeout: 10000,
    });
    // An idle client whose server went away must not crash the process.
    pool.on("error", () => {});
    const pgDb = drizzlePg({ client: pool, schema });
    const db: Database = pgDb;
    const listeners = new Set<pg.PoolClient>();
    return {
      db,
      kind: "postgres",
      async ping(timeoutMs = 2000) {
        await withTimeout(pool.query("select 1"), timeoutMs, "PostgreSQL");
      },
      async close() {
        for (const client of listeners) client.release(true);
        listeners.clear();
        await pool.end();
      },
      async migrate(migrationsFolder = MIGRATIONS_DIR) {
        // The lock is held by a transaction on one connection while the migrator works on others.
        await pgDb.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
          await migratePg(pgDb, { migrationsFolder });
        });
      },
      async listen(channel, onMessage) {
        const client = await pool.connect();
        client.on("error", () => {});
        client.on("notification", (message) => {
          if (message.channel === channel) onMessage(message.payload ?? "");
        });
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        listeners.add(client);
        return async () => {
          if (!listeners.delete(client)) return;
          try {
            await client.query(`unlisten ${pg.escapeIdentifier(channel)}`);
          } finally {
            client.release();
          }
        };
      },
      async notify(channel, payload) {
        await pool.query("select pg_notify($1, $2)", [channel, payload]);
      },
    };
  }

  // unaccent: blog search ignores accents (migration 0002).
  const pgliteOptions = {
    extensions: { unaccent },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  const client = options.dataDir ? new PGlite(path.join(options.dataDir, "db"), pgliteOptions) : new PGlite(pgliteOptions);
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, schema });
  const db: Database = pgliteDb;
  return {
    db,
    kind: "pglite",
    async ping(timeoutMs = 2000) {
      if (client.closed) throw new Error("The embedded database is closed");
      await withTimeout(client.query("select 1"), timeoutMs, "The embedded database");
    },
    async close() {
      if (!client.closed) await client.close();
    },
    async migrate(migrationsFolder = MIGRATIONS_DIR) {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    async listen(channel, onMessage) {
      return client.listen(channel, onMessage);
    },
    async notify(channel, payload) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  };
}

let current: DatabaseHandle | undefined;

/** Makes `handle` the database that `getDb()` returns. */
export function setDatabase(handle: DatabaseHandle | undefined): void {
  current = handle;
}

export function getDatabase(): DatabaseHandle {
  if (!current) throw new Error("The database has not been opened yet");
  return current;
}

export function getDb(): Database {
  return getDatabase().db;
}

/** Runs raw SQL and returns its rows, whichever driver is behind `db`. */
export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (result && typeof result === "object" && "rows" in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
}

/** The PostgreSQL error code (and constraint) behind a driver's error, however deeply it is wrapped. */
export function databaseErrorCode(error: unknown): { code?: string; constraint?: string } {
  for (let current: unknown = error, depth = 0; current && typeof current === "object" && depth < 4; depth++) {
    const code = "code" in current && typeof current.code === "string" ? current.code : undefined;
    if (code && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = "constraint" in current && typeof current.constraint === "string" ? current.constraint : undefined;
      return { code, constraint };
    }
    current = "cause" in current ? current.cause : undefined;
  }
  return {};
}
