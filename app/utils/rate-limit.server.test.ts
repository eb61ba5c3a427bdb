import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/setup/database";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "./rate-limit.server";

const database = useTestDatabase();

describe("hitRateLimit", () => {
  it("allows up to the limit in a window, then refuses with a Retry-After", async () => {
    for (let i = 1; i <= 3; i++) {
      const result = await hitRateLimit("contact:1.2.3.4", 3, 3_600_000);
      expect(result).toMatchObject({ allowed: true, count: i });
    }
    const refused = await hitRateLimit("contact:1.2.3.4", 3, 3_600_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((await hitRateLimit("contact:5.6.7.8", 3, 3_600_000)).allowed).toBe(true);
  });

  it("counts concurrent hits without losing any", async () => {
    await Promise.all(Array.from({ length: 20 }, () => hitRateLimit("burst", 100, 60_000)));
    expect((await peekRateLimit("burst")).count).toBe(20);
  });

  it("starts a new window once the old one has passed", async () => {
    await hitRateLimit("expiring", 1, 60_000);
    expect((await hitRateLimit("expiring", 1, 60_000)).allowed).toBe(false);
    await database.handle.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'expiring'`);
    expect(await peekRateLimit("expiring")).toEqual({ count: 0, retryAfterSeconds: 0 });
    expect(await hitRateLimit("expiring", 1, 60_000)).toMatchObject({ allowed: true, count: 1 });
    await clearRateLimit("expiring");
    expect((await peekRateLimit("expiring")).count).toBe(0);
  });
});
