import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordAudit } from "~/utils/audit.server";
import { createSession, createUser } from "~/utils/auth.server";
import { createPreviewLink } from "~/utils/preview-links.server";
import { hitRateLimit } from "~/utils/rate-limit.server";
import { useTestDatabase, resetDatabase } from "../../tests/setup/database";
import { BACKUP_TABLES, BackupError, createBackup, hasData, parseBackup, restoreBackup } from "./backup.server";
import { queryRows } from "./db.server";
import { seedSampleContent } from "./sample-content/seed.server";
import { ensurePortfolio } from "~/utils/case-studies.server";
import {
  appSettings,
  blogPosts,
  contactInquiries,
  guideRequests,
  invitations,
  jobApplications,
  jobPostings,
  media,
  mediaVariants,
  meetingRequests,
  postRevisions,
  postSlugRedirects,
  recoveryCodes,
  redirects,
  missingPages,
} from "./schema";

const database = useTestDatabase();

async function snapshot() {
  const tables: Record<string, unknown[]> = {};
  for (const table of BACKUP_TABLES) {
    // Compare as JSON text, ordered, so types (dates, arrays, booleans) must survive exactly.
    tables[table] = await queryRows(database.handle.db, sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t order by 1`);
  }
  return tables;
}

describe("backup and restore", () => {
  it("round-trips every table exactly", async () => {
    const db = database.handle.db;
    await seedSampleContent(db);
    const admin = await createUser("backup-admin", "backup-admin-password");
    await createSession(admin.id);
    await hitRateLimit("contact:203.0.113.9", 10, 60_000);
    await db.insert(appSettings).values({ key: "backup-test", value: "kept" }).onConflictDoNothing();
    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    await createPreviewLink(post!.id, { createdBy: admin.id, days: 7 });
    await db.insert(postSlugRedirects).values({ slug: "an-old-address", postId: post!.id });
    await db.insert(redirects).values({ fromPath: "/2019/05/crn-guide", target: "/services/crn", createdBy: admin.id, hitCount: 3 });
    await db.insert(missingPages).values({ path: "/old-page.html", query: "p=1", hits: 7, referrerHost: "example.com" });
    await db
      .insert(guideRequests)
      .values({ name: "Zoë", email: "zoe@example.com", company: "Acier « Nord »", province: "QC", locale: "fr" });
    await db.insert(meetingRequests).values({
      name: "Zoë",
      email: "zoe@example.com",
      topic: 'CRN, "quoted"',
      format: "video",
      officeId: "vaughan",
      timeZone: "America/Vancouver",
      preferredTimes: [new Date("2026-12-01T17:00:00.123Z"), new Date("2026-12-02T22:30:00Z")],
    });
    await ensurePortfolio(db);
    await db.insert(contactInquiries).values({
      firstName: "Zoë",
      lastName: "O'Brien",
      email: "zoe@example.com",
      company: null,
      service: "multiple",
      budget: "over-1m",
      message: 'Quotes " and, commas\nand a new line',
      status: "handled",
      handledAt: new Date("2026-03-04T05:06:07.891Z"),
    });
    await db.insert(recoveryCodes).values({ userId: admin.id, codeHash: "a-hash-of-a-code" });
    await db.insert(invitations).values({
      tokenHash: "a-hash-of-a-token",
      email: "new@example.com",
      role: "author",
      invitedBy: admin.id,
      expiresAt: new Date("2026-12-01T00:00:00Z"),
    });
    await recordAudit({
      actor: admin,
      action: "user.role",
      subject: "backup-admin",
      detail: { from: "editor", to: "admin" },
      ip: "203.0.113.9",
    });
    // Binary columns must come back byte for byte, zero bytes and high bytes included.
    const bytes = Buffer.from([0x00, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x5c, 0x78]);
    const [image] = await db
      .insert(media)
      .values({
        sha256: "a".repeat(64),
        originalName: "plant.jpg",
        sourceFormat: "jpeg",
        width: 4,
        height: 3,
        alt: "A plant",
        byteSize: 12,
      })
      .returning();
    await db.insert(mediaVariants).values({ mediaId: image!.id, format: "webp", width: 4, height: 3, byteSize: bytes.length, data: bytes });
    await db
      .insert(postRevisions)
      .values({ postId: post!.id, version: 1, snapshot: { title: "Première « version »" }, changedFields: ["title"] });
    const [posting] = await db
      .insert(jobPostings)
      .values({
        slug: "structural-engineer",
        officeId: "vaughan",
        en: { title: "Structural Engineer", summary: "S", description: "D", requirements: ["P.Eng."], benefits: [] },
        fr: { title: "Ingénieur en structure", summary: "S", description: "D", requirements: ["ing."], benefits: [] },
        closesAt: new Date("2027-01-31T23:59:59Z"),
      })
      .returning();
    await db.insert(jobApplications).values({
      postingId: posting!.id,
      name: "Zoë",
      email: "zoe@example.com",
      resumeName: "cv.pdf",
      resumeType: "pdf",
      resumeSize: bytes.length,
      resume: bytes,
    });
    const before = await snapshot();
    for (const table of BACKUP_TABLES) expect(before[table].length, table).toBeGreaterThan(0);

    // Through a file's worth of JSON and back.
    const backup = parseBackup(JSON.parse(JSON.stringify(await createBackup(db))));
    await resetDatabase(database.handle);
    await db.execute(sql`delete from app_settings`);
    expect(await hasData(db)).toBe(false);

    const counts = await restoreBackup(db, backup);
    expect(counts.blog_posts).toBe(before.blog_posts.length);
    expect(await snapshot()).toEqual(before);
    const [variant] = await db.select().from(mediaVariants);
    expect(Buffer.compare(variant!.data, bytes)).toBe(0);
  });

  it("refuses a file that is not a backup, naming the problem", () => {
    expect(() => parseBackup([])).toThrow(BackupError);
    expect(() => parseBackup({ format: "other", version: 1 })).toThrow(/not a backup of this site/);
    expect(() => parseBackup({ format: "site-backup", version: 1, migrations: [], tables: {} })).toThrow(/table "users"/);
  });

  it("refuses a backup taken at other migrations and changes nothing", async () => {
    const db = database.handle.db;
    await seedSampleContent(db);
    const before = await snapshot();
    const backup = await createBackup(db);
    backup.migrations = [...backup.migrations, "a-later-migration"];
    backup.tables.blog_posts = [];
    await expect(restoreBackup(db, backup)).rejects.toThrow(/migrations/);
    expect(await snapshot()).toEqual(before);
  });

  it("restores all or nothing: a broken row leaves the database as it was", async () => {
    const db = database.handle.db;
    await seedSampleContent(db);
    const before = await snapshot();
    const backup = await createBackup(db);
    backup.tables.blog_posts = [...backup.tables.blog_posts, { ...backup.tables.blog_posts[0] }];
    await expect(restoreBackup(db, backup)).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });

  it("says which table a refused row is in and why, without printing the table's rows", async () => {
    const db = database.handle.db;
    await seedSampleContent(db);
    const before = await snapshot();
    const backup = await createBackup(db);
    backup.tables.blog_posts = backup.tables.blog_posts.map((row, index) => (index === 3 ? { ...row, title: null } : row));
    const error = await restoreBackup(db, backup).then(
      () => undefined,
      (problem: unknown) => problem,
    );
    expect(error).toBeInstanceOf(BackupError);
    const message = (error as Error).message;
    expect(message).toMatch(/^The rows of the table "blog_posts" were refused: null value in column "title"/);
    expect(message).toContain("Nothing was changed.");
    expect(message.length).toBeLessThan(400);
    expect(message).not.toContain(String(backup.tables.blog_posts[0]?.slug));
    expect(await snapshot()).toEqual(before);
  });
});
