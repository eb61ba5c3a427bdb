import { eq, sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, setDatabase, type DatabaseHandle } from "./db.server";
import { preparedRead } from "./prepared.server";

const notes = pgTable("prepared_read_notes", { id: integer("id").primaryKey(), body: text("body").notNull() });

async function databaseHolding(body: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({});
  await handle.db.execute(sql`create table prepared_read_notes (id integer primary key, body text not null)`);
  await handle.db.insert(notes).values({ id: 1, body });
  return handle;
}

const noteById = preparedRead((db) =>
  db
    .select({ body: notes.body })
    .from(notes)
    .where(eq(notes.id, sql.placeholder("id")))
    .prepare("prepared_read_note_by_id"),
);

describe("prepared reads", () => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    setDatabase(undefined);
    await Promise.all(opened.map((handle) => handle.close()));
  });

  it("ask the database in use, whichever was in use when the query was first prepared", async () => {
    const first = await databaseHolding("in the first database");
    const second = await databaseHolding("in the second database");
    opened.push(first, second);
    setDatabase(first);
    expect(await noteById().execute({ id: 1 })).toEqual([{ body: "in the first database" }]);
    setDatabase(second);
    expect(await noteById().execute({ id: 1 })).toEqual([{ body: "in the second database" }]);
    setDatabase(first);
    expect(noteById()).toBe(noteById());
    expect(await noteById().execute({ id: 1 })).toEqual([{ body: "in the first database" }]);
    expect(await noteById().execute({ id: 2 })).toEqual([]);
  });
});
