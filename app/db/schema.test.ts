import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabaseMigratedTo, useTestDatabase } from "../../tests/setup/database";
import { queryRows } from "./db.server";
import { auditEvents, blogCategories, blogPosts, blogTags, contactInquiries, DEFAULT_AUTHOR_NAME, sessions, users } from "./schema";

const database = useTestDatabase();

const post = (slug: string) => ({
  title: "A title",
  slug,
  excerpt: "An excerpt",
  content: "<p>Body</p>",
  metaDescription: "Meta",
});

describe("schema and migrations", () => {
  it("applies the spec's defaults to a new post", async () => {
    const [row] = await database.handle.db.insert(blogPosts).values(post("defaults")).returning();
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.tags).toEqual([]);
    expect(row.authorName).toBe(DEFAULT_AUTHOR_NAME);
    expect(row.isPublished).toBe(false);
    expect(row.isFeatured).toBe(false);
    expect(row.viewCount).toBe(0);
    expect(row.publishedAt).toBeNull();
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it("keeps slugs, usernames, category and tag names unique", async () => {
    const db = database.handle.db;
    await db.insert(blogPosts).values(post("same"));
    await expect(db.insert(blogPosts).values(post("same"))).rejects.toThrow();
    await db.insert(users).values({ username: "ana", passwordHash: "x" });
    await expect(db.insert(users).values({ username: "ana", passwordHash: "y" })).rejects.toThrow();
    await expect(db.insert(users).values({ username: "ANA", passwordHash: "y" })).rejects.toThrow();
    await db.insert(blogCategories).values({ name: "CRN", slug: "crn" });
    await expect(db.insert(blogCategories).values({ name: "CRN", slug: "crn-2" })).rejects.toThrow();
    await db.insert(blogTags).values({ name: "ASME", slug: "asme" });
    await expect(db.insert(blogTags).values({ name: "ASME 2", slug: "asme" })).rejects.toThrow();
  });

  it("sets a post's category to null when the category is deleted", async () => {
    const db = database.handle.db;
    const [category] = await db.insert(blogCategories).values({ name: "Energy", slug: "energy" }).returning();
    const [row] = await db
      .insert(blogPosts)
      .values({ ...post("in-energy"), categoryId: category.id })
      .returning();
    await db.delete(blogCategories).where(eq(blogCategories.id, category.id));
    const [after] = await db.select().from(blogPosts).where(eq(blogPosts.id, row.id));
    expect(after.categoryId).toBeNull();
  });

  it("stores an inquiry with its creation time and status 'new'", async () => {
    const [row] = await database.handle.db
      .insert(contactInquiries)
      .values({ firstName: "Ana", lastName: "Lee", email: "ana@example.com", service: "multiple", message: "Hello there" })
      .returning();
    expect(row.status).toBe("new");
    expect(row.mailStatus).toBe("not_configured");
    expect(row.company).toBeNull();
    expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);
  });

  it("has every migration applied exactly once", async () => {
    const count = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    const [before] = await queryRows<{ n: number }>(database.handle.db, count);
    expect(before.n).toBeGreaterThan(0);
    await database.handle.migrate();
    const [after] = await queryRows<{ n: number }>(database.handle.db, count);
    expect(after.n).toBe(before.n);
  });
});

describe("the migration that makes usernames ignore capitals", () => {
  it("renames every account but the oldest of names equal but for capitals, losing nothing, and says so in the audit trail", async () => {
    const earlier = await openDatabaseMigratedTo("0019_newest_first_index");
    try {
      const db = earlier.handle.db;
      const account = async (username: string, createdAt: string) => {
        const [row] = await db
          .insert(users)
          .values({ username, passwordHash: `hash of ${username}`, createdAt: new Date(createdAt) })
          .returning({ id: users.id });
        return row.id;
      };
      const long = "a".repeat(63);
      const ids = {
        alice: await account("alice", "2024-02-01T00:00:00Z"),
        Alice: await account("Alice", "2024-01-01T00:00:00Z"),
        ALICE: await account("ALICE", "2024-03-01T00:00:00Z"),
        "alice-2": await account("alice-2", "2024-04-01T00:00:00Z"),
        Bob: await account("Bob", "2024-05-01T00:00:00Z"),
        longUpper: await account(`${long}A`, "2024-06-01T00:00:00Z"),
        longLower: await account(`${long}a`, "2024-07-01T00:00:00Z"),
      };
      await db.insert(sessions).values({ id: "session-of-alice", userId: ids.alice, expiresAt: new Date(Date.now() + 60_000) });

      await earlier.handle.migrate();

      const after = await db.select({ id: users.id, username: users.username, passwordHash: users.passwordHash }).from(users);
      const nameOf = (id: string) => after.find((row) => row.id === id)?.username;
      expect(after).toHaveLength(7);
      expect(nameOf(ids.Alice)).toBe("Alice");
      expect(nameOf(ids["alice-2"])).toBe("alice-2");
      expect(nameOf(ids.alice)).toBe("alice-3");
      expect(nameOf(ids.ALICE)).toBe("ALICE-4");
      expect(nameOf(ids.Bob)).toBe("Bob");
      expect(nameOf(ids.longUpper)).toBe(`${long}A`);
      expect(nameOf(ids.longLower)).toBe(`${"a".repeat(62)}-2`);
      // Only the name changed: the password and everything that points at the account are as they were.
      expect(after.find((row) => row.id === ids.alice)?.passwordHash).toBe("hash of alice");
      expect(await db.select({ userId: sessions.userId }).from(sessions)).toEqual([{ userId: ids.alice }]);

      const renames = await db
        .select({ subject: auditEvents.subject, subjectId: auditEvents.subjectId, detail: auditEvents.detail })
        .from(auditEvents)
        .where(eq(auditEvents.action, "user.rename"))
        .orderBy(asc(auditEvents.subject));
      expect(renames).toEqual([
        { subject: "ALICE-4", subjectId: ids.ALICE, detail: { from: "ALICE", to: "ALICE-4", sameNameAs: "Alice" } },
        {
          subject: `${"a".repeat(62)}-2`,
          subjectId: ids.longLower,
          detail: { from: `${long}a`, to: `${"a".repeat(62)}-2`, sameNameAs: `${long}A` },
        },
        { subject: "alice-3", subjectId: ids.alice, detail: { from: "alice", to: "alice-3", sameNameAs: "Alice" } },
      ]);
      await expect(db.insert(users).values({ username: "BOB", passwordHash: "x" })).rejects.toThrow();
    } finally {
      await earlier.drop();
    }
  }, 120_000);
});
