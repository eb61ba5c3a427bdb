import { sql } from "drizzle-orm";
import { queryRows, type Database } from "./db.server";
import { causeMessages, isFailedQuery } from "../../server/error-text.js";

/**
 * A backup is every table's rows as JSON, with the migrations it was taken at. The same file restores
 * into the embedded database or into PostgreSQL (so it also moves a site from one to the other).
 * Tables are listed parents first; restoring inserts in this order.
 */
export const BACKUP_TABLES = [
  "users",
  "sessions",
  "recovery_codes",
  "invitations",
  "rate_limits",
  "app_settings",
  "blog_categories",
  "blog_tags",
  "media",
  "media_variants",
  "authors",
  "blog_posts",
  "post_revisions",
  "preview_links",
  "post_slug_redirects",
  "redirects",
  "missing_pages",
  "contact_inquiries",
  "guide_requests",
  "meeting_requests",
  "case_studies",
  "job_postings",
  "job_applications",
  "audit_events",
] as const;
type TableName = (typeof BACKUP_TABLES)[number];

export const BACKUP_FORMAT = "site-backup";

export type Backup = {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** Hashes of the migrations applied when the backup was taken, oldest first. */
  migrations: string[];
  tables: Record<TableName, Record<string, unknown>[]>;
};

async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = await queryRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by id`);
  return rows.map((row) => row.hash);
}

export async function createBackup(db: Database): Promise<Backup> {
  // One transaction, so the tables are read at one consistent moment.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const tables = {} as Backup["tables"];
    for (const table of BACKUP_TABLES) {
      const rows = await queryRows<Record<string, unknown>>(tx, sql`select * from ${sql.identifier(table)}`);
      tables[table] = rows.map(withBinaryAsText);
    }
    return {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(tx),
      tables,
    };
  });
}

/**
 * Binary columns (images, résumés) in PostgreSQL's hex text form ("\\x89504e47…"), which JSON can carry
 * and which a restore turns back into the same bytes.
 */
function withBinaryAsText(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Uint8Array ? `\\x${Buffer.from(value).toString("hex")}` : value;
  }
  return out;
}

export class BackupError extends Error {}

/** Checks that `value` is a backup this version of the site can restore; returns it typed. */
export function parseBackup(value: unknown): Backup {
  if (!value || typeof value !== "object") throw new BackupError("The file is not a backup (not a JSON object).");
  const candidate = value as Partial<Backup>;
  if (candidate.format !== BACKUP_FORMAT || candidate.version !== 1) {
    throw new BackupError(
      `The file is not a backup of this site (format ${JSON.stringify(candidate.format)}, version ${JSON.stringify(candidate.version)}).`,
    );
  }
  if (!Array.isArray(candidate.migrations) || !candidate.tables || typeof candidate.tables !== "object") {
    throw new BackupError("The backup is incomplete: migrations or tables are missing.");
  }
  for (const table of BACKUP_TABLES) {
    if (!Array.isArray(candidate.tables[table])) throw new BackupError(`The backup has no rows list for the table "${table}".`);
  }
  return candidate as Backup;
}

/** Whether the database holds anything a restore would replace. */
export async function hasData(db: Database): Promise<boolean> {
  for (const table of ["users", "blog_posts", "contact_inquiries"] as const) {
    const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from ${sql.identifier(table)}) as any`);
    if (row?.any) return true;
  }
  return false;
}

/**
 * The database's own reason for refusing rows ('null value in column "title" ... violates not-null
 * constraint'), without the failed statement, its parameters (every row of the table, password hashes
 * included) or the failing row that PostgreSQL puts in its detail.
 */
function databaseReason(error: unknown): string {
  const reason = causeMessages(error).find((message) => !isFailedQuery(message));
  return reason ? reason.split("\n")[0]!.slice(0, 300) : "the database refused them";
}

/**
 * Replaces every table's rows with the backup's, in one transaction: either all of it is restored or
 * nothing changes. The backup must come from the same migrations as the database.
 */
export async function restoreBackup(db: Database, backup: Backup): Promise<Record<string, number>> {
  const current = await appliedMigrations(db);
  if (JSON.stringify(current) !== JSON.stringify(backup.migrations)) {
    throw new BackupError(
      `The backup was taken at ${backup.migrations.length} migrations and this database has ${current.length}: ` +
        "restore it with the version of the site that made it, then upgrade.",
    );
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate table ${BACKUP_TABLES.join(", ")} restart identity cascade`));
    const counts: Record<string, number> = {};
    for (const table of BACKUP_TABLES) {
      const rows = backup.tables[table];
      counts[table] = rows.length;
      if (rows.length === 0) continue;
      // json_populate_recordset turns each JSON object into a row of the table's own type.
      try {
        await tx.execute(
          sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
        );
      } catch (error) {
        throw new BackupError(`The rows of the table "${table}" were refused: ${databaseReason(error)}. Nothing was changed.`);
      }
    }
    return counts;
  });
}
