import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/db/db.server";
import * as viewsRoute from "~/routes/api/post-views";
import { NETWORK_VIEWS_PER_WINDOW } from "~/utils/post-views.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { addPost, viewCountOf } from "./blog-fixtures";

/** POST /api/blog/posts/{id}/views repeated by a script: one view per visitor and post in the window. */
const database = useTestDatabase();

const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function view(postId: string, clientIp: string, userAgent = CHROME_UA): Promise<number> {
  const request = new Request(`${BASE_URL}/api/blog/posts/${postId}/views`, {
    method: "POST",
    headers: { origin: BASE_URL, "user-agent": userAgent },
  });
  const response = await viewsRoute.action(routeArgs(request, { id: postId }, { clientIp }));
  expect(response.status).toBe(200);
  const body: unknown = await response.json();
  return body && typeof body === "object" && "viewCount" in body ? Number(body.viewCount) : NaN;
}

describe("counting views", () => {
  it("counts 200 scripted posts from one address as one view, and another address as one more", async () => {
    const post = await addPost({ viewCount: 40 });
    for (let i = 0; i < 200; i++) await view(post.id, "203.0.113.9");
    expect(await viewCountOf(post.id)).toBe(41);
    // Parallel repeats cannot slip through either.
    await Promise.all(Array.from({ length: 20 }, () => view(post.id, "203.0.113.9")));
    expect(await viewCountOf(post.id)).toBe(41);
    expect(await view(post.id, "198.51.100.23")).toBe(42);
    expect(await view(post.id, "198.51.100.23")).toBe(42);
    // The same address in another browser is another visitor (people behind one office router).
    expect(await view(post.id, "203.0.113.9", `${CHROME_UA} Edg/131.0`)).toBe(43);
    // Each post counts on its own.
    const other = await addPost({ viewCount: 0 });
    expect(await view(other.id, "203.0.113.9")).toBe(1);
  });

  it("counts a script that changes its User-Agent on every request as a few visitors, not hundreds", async () => {
    const post = await addPost({ viewCount: 0 });
    for (let i = 0; i < 300; i++) await view(post.id, "203.0.113.9", `${CHROME_UA} Build/${i}`);
    expect(await viewCountOf(post.id)).toBe(NETWORK_VIEWS_PER_WINDOW);
    // Rotating through its own IPv6 /56 as well buys nothing more.
    const v6 = await addPost({ viewCount: 0 });
    for (let i = 0; i < 300; i++) await view(v6.id, `2001:db8:0:${(i % 200).toString(16)}::${i.toString(16)}`, `${CHROME_UA} Build/${i}`);
    expect(await viewCountOf(v6.id)).toBe(NETWORK_VIEWS_PER_WINDOW);
    // Another network, and the same network on another post, still count.
    expect(await view(post.id, "198.51.100.23")).toBe(NETWORK_VIEWS_PER_WINDOW + 1);
    const other = await addPost({ viewCount: 0 });
    expect(await view(other.id, "203.0.113.9", `${CHROME_UA} Build/0`)).toBe(1);
    // The network's count is a keyed hash too.
    const markers = await queryRows<{ key: string }>(database.handle.db, sql`select key from rate_limits where key like 'views-from:%'`);
    expect(markers.length).toBeGreaterThan(0);
    for (const marker of markers) expect(marker.key).not.toMatch(/203\.0\.113|2001:db8/);
  });

  it("counts the visitor again once the window has passed, and keeps no address in clear", async () => {
    const post = await addPost({ viewCount: 0 });
    expect(await view(post.id, "203.0.113.9")).toBe(1);
    expect(await view(post.id, "203.0.113.9")).toBe(1);
    const markers = await queryRows<{ key: string }>(database.handle.db, sql`select key from rate_limits where key like 'view:%'`);
    expect(markers).toHaveLength(1);
    expect(markers[0].key).not.toContain("203.0.113.9");
    expect(markers[0].key).not.toContain("Chrome");
    await database.handle.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key like 'view:%'`);
    expect(await view(post.id, "203.0.113.9")).toBe(2);
  });
});
