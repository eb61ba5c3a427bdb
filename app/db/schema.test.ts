import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/setup/database";
import { queryRows } from "./db.server";
import { blogCategories, blogPosts, blogTags, contactInquiries, DEFAULT_AUTHOR_NAME, users } from "./schema";

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
