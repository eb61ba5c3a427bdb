import { getDb, type Database } from "./db.server";

/**
 * A read whose SQL is built once per database instead of on every call: `build` gets the database and
 * returns a Drizzle prepared query (`.prepare(name)` over `sql.placeholder`s); the one for the current
 * database is handed out, built on its first use. Building a query's SQL costs more than the embedded
 * database takes to answer a small one (docs/performance.md, "Prepared reads"); on a PostgreSQL server
 * the name also makes each connection plan the statement once.
 *
 * For the reads every public page makes; a prepared query's name must be unique in the app.
 */
export function preparedRead<Query>(build: (db: Database) => Query): () => Query {
  const byDatabase = new WeakMap<Database, Query>();
  return () => {
    const db = getDb();
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
