import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, type ServerProcess } from "../../../scripts/lib/server-process";

/**
 * Two production servers on one PostgreSQL database: they must behave as one site. Runs only when
 * TEST_DATABASE_URL points at a PostgreSQL server (CI starts one).
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? "";
const dbName = `multi_instance_${process.pid}`;
const ADMIN = { username: "multi-admin", password: "multi-admin-password-1" };
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

let a: ServerProcess;
let b: ServerProcess;

function databaseUrl(): string {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function signIn(server: ServerProcess, password = ADMIN.password): Promise<Response> {
  return fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ username: ADMIN.username, password }).toString(),
  });
}

function cookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("nb_session="));
  if (!cookie) throw new Error(`no session cookie (status ${response.status})`);
  return cookie.split(";")[0];
}

beforeAll(async () => {
  ensureBuild(BUILD_DIR);
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${pg.escapeIdentifier(dbName)} with (force)`);
    await client.query(`create database ${pg.escapeIdentifier(dbName)}`);
  });
  const env = (port: number) => ({
    BUILD_DIR,
    DATABASE_URL: databaseUrl(),
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_SAMPLE_CONTENT: "true",
    CONTACT_LIMIT_PER_HOUR: "4",
    CONTACT_MIN_FILL_MS: "0",
  });
  // Started together on an empty database: both migrate and seed at the same moment.
  [a, b] = await Promise.all([startServer(3411, env(3411)), startServer(3412, env(3412))]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${pg.escapeIdentifier(dbName)} with (force)`));
});

describe("two instances on one PostgreSQL", () => {
  it("applied the migrations and the sample content exactly once", async () => {
    await withClient(databaseUrl(), async (client) => {
      const migrations = await client.query("select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash");
      expect(migrations.rows.length).toBeGreaterThan(0);
      expect(migrations.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      const slugs = await client.query("select slug from blog_posts");
      expect(slugs.rowCount).toBeGreaterThan(0);
      expect(new Set(slugs.rows.map((row: { slug: string }) => row.slug)).size).toBe(slugs.rowCount);
      const admins = await client.query("select count(*)::int as n from users where username = $1", [ADMIN.username]);
      expect(admins.rows[0].n).toBe(1);
    });
  });

  it("accepts on one instance a session made on the other", async () => {
    const cookie = cookieOf(await signIn(a));
    const onB = await fetch(`${b.url}/blog-admin`, { headers: { cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    const signedOut = await fetch(`${b.url}/blog-admin`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
  });

  it("shows a post published through one instance on the other at once", async () => {
    const cookie = cookieOf(await signIn(a));
    // Warm the other instance's page cache first, so a stale copy would be served if invalidation failed.
    const before = await (await fetch(`${b.url}/blog`)).text();
    const title = `Cross-instance publication ${Date.now()}`;
    expect(before).not.toContain(title);
    const created = await fetch(`${a.url}/api/blog/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.url, cookie },
      body: JSON.stringify({
        title,
        slug: `cross-instance-${Date.now()}`,
        excerpt: "Published on one instance, read on the other.",
        content: "<p>Both instances share one database and one cache invalidation channel.</p>",
        metaDescription: "A post published through one instance.",
        isPublished: true,
      }),
    });
    expect(created.status).toBe(201);
    let seen = false;
    const deadline = Date.now() + 2000;
    while (!seen && Date.now() < deadline) {
      seen = (await (await fetch(`${b.url}/blog`)).text()).includes(title);
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(true);
  });

  it("shares the contact rate limit between instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({
          firstName: "Rate",
          lastName: "Limit",
          email: "rate@example.com",
          service: "multiple",
          message: "Checking that both instances count together.",
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it("counts one view per visitor across instances", async () => {
    const posts = (await (await fetch(`${a.url}/api/blog/posts?limit=1`)).json()) as { id: string; viewCount: number }[];
    const post = posts[0];
    const view = async (server: ServerProcess, userAgent: string) => {
      const response = await fetch(`${server.url}/api/blog/posts/${post.id}/views`, {
        method: "POST",
        headers: { origin: server.url, "user-agent": userAgent },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { viewCount: number }).viewCount;
    };
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const first = await view(a, browser);
    for (let i = 0; i < 10; i++) expect(await view(i % 2 ? a : b, browser)).toBe(first);
    expect(await view(b, `${browser} Other`)).toBe(first + 1);
  });

  it("shares sign-in throttling between instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await signIn(i % 2 === 0 ? a : b, "wrong-password-123");
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  }, 60_000);
});
