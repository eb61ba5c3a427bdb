import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "~/db/db.server";
import { ensureBuild, startServer } from "../../scripts/lib/server-process";
import { field } from "./admin-helpers";

/**
 * A post is written whole or not at all: kill -9 of the server in the middle of a stream of post writes
 * through the admin JSON API leaves only whole posts, and every acknowledged write is there after a
 * restart. (A fault inside the database during one write: write-atomicity.test.ts.)
 */

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const PORT = 3436;
const ADMIN = { username: "atomicity-admin", password: "atomicity-admin-password-1" };
const WRITERS = 8;
/** A cold start (WebAssembly PostgreSQL, migrations) is slow on a busy two-core machine. */
const START_TIMEOUT_MS = 90_000;
/** Acknowledged writes to wait for before the kill, so that the stream is well under way. */
const ACKNOWLEDGED_BEFORE_KILL = 60;
const TAG_POOL = ["Structural", "Geotechnical", "Pressure Vessels", "CRN", "Inspection", "Welding", "Piping"];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "write-atomicity-"));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Every field of one version of one post names that version, so a mixture of two versions shows. */
type Version = { title: string; slug: string; excerpt: string; content: string; metaDescription: string; tags: string[] };

function version(writer: number, post: number, revision: number): Version {
  const name = `w${writer}-p${post}-r${revision}`;
  const pool = TAG_POOL.filter((_, index) => (index + writer + post + revision) % 3 !== 0);
  return {
    title: `Kill test ${name}`,
    slug: `kill-test-${name}`,
    excerpt: `Excerpt of ${name}.`,
    content: `<p>Content of ${name}.</p><p>${"Filler sentence for a body of some size. ".repeat(40)}</p>`,
    metaDescription: `Meta description of ${name}.`,
    tags: [...pool, `Rev ${name}`],
  };
}

type TrackedPost = {
  /** Set once a create was acknowledged. */
  id?: string;
  /** Every version a request was sent for, acknowledged or not. */
  sent: Version[];
  /** Index in `sent` of the last acknowledged version, -1 when none. */
  acknowledged: number;
};

describe("kill -9 during a stream of post writes", () => {
  it("leaves every stored post whole and keeps every acknowledged write", async () => {
    ensureBuild(BUILD_DIR);
    const server = await startServer(
      PORT,
      {
        BUILD_DIR,
        DATA_DIR: dataDir,
        SITE_URL: `http://127.0.0.1:${PORT}`,
        SEED_SAMPLE_CONTENT: "false",
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      },
      START_TIMEOUT_MS,
    );
    const exited = new Promise<void>((resolve) => server.child.once("exit", () => resolve()));
    const posts: TrackedPost[] = [];
    let acknowledgedWrites = 0;
    let killed = false;
    /** Requests sent before the kill that never got an answer: writes cut off in the middle. */
    let cutOff = 0;
    try {
      const login = await fetch(`${server.url}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams(ADMIN).toString(),
      });
      const setCookie = login.headers.getSetCookie().find((c) => c.startsWith("nb_session="));
      const sessionCookie = setCookie?.split(";")[0];
      if (!sessionCookie) throw new Error(`could not sign in (status ${login.status})`);
      const headers = { "content-type": "application/json", origin: server.url, cookie: sessionCookie };

      /** Sends one version; true when the server acknowledged it. */
      const send = async (tracked: TrackedPost, next: Version): Promise<boolean> => {
        tracked.sent.push(next);
        let response: Response;
        let body: unknown;
        try {
          response = tracked.id
            ? await fetch(`${server.url}/api/blog/posts/${tracked.id}`, { method: "PUT", headers, body: JSON.stringify(next) })
            : await fetch(`${server.url}/api/blog/posts`, {
                method: "POST",
                headers,
                body: JSON.stringify({ ...next, isPublished: true }),
              });
          body = await response.json();
        } catch (error) {
          if (killed) {
            cutOff++;
            return false;
          }
          throw error;
        }
        const expected = tracked.id ? 200 : 201;
        if (response.status !== expected) throw new Error(`write answered ${response.status}: ${JSON.stringify(body)}`);
        const id = field(body, "id");
        if (typeof id !== "string") throw new Error(`no id in ${JSON.stringify(body)}`);
        tracked.id = id;
        // An answer that arrived after the kill was still sent by the server before it died.
        tracked.acknowledged = tracked.sent.length - 1;
        acknowledgedWrites++;
        return true;
      };

      const writer = async (w: number) => {
        for (let p = 0; !killed; p++) {
          const tracked: TrackedPost = { sent: [], acknowledged: -1 };
          posts.push(tracked);
          // A create, then a few updates of the same post, each waiting for the one before.
          for (let r = 0; r < 4 && !killed; r++) {
            if (!(await send(tracked, version(w, p, r)))) return;
          }
        }
      };

      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      const deadline = Date.now() + 60_000;
      while (acknowledgedWrites < ACKNOWLEDGED_BEFORE_KILL && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(acknowledgedWrites).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      killed = true;
      server.child.kill("SIGKILL");
      await exited;
      await Promise.all(writers);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    }

    // The kill came mid-stream: some writes were on their way and never answered.
    expect(cutOff).toBeGreaterThan(0);

    const handle = await openDatabase({ dataDir });
    try {
      const rows = await queryRows<Version & { id: string }>(
        handle.db,
        sql`select id, title, slug, excerpt, content, meta_description as "metaDescription", tags from blog_posts`,
      );
      const catalogue = new Set((await queryRows<{ name: string }>(handle.db, sql`select name from blog_tags`)).map((row) => row.name));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const bySlug = new Map(rows.map((row) => [row.slug, row]));
      const problems: string[] = [];
      const whole = (row: Version & { id: string }): Version => ({
        title: row.title,
        slug: row.slug,
        excerpt: row.excerpt,
        content: row.content,
        metaDescription: row.metaDescription,
        tags: row.tags,
      });

      for (const tracked of posts) {
        if (tracked.sent.length === 0) continue;
        // A create that was never answered may or may not have been stored; find it by its slug.
        const row = tracked.id ? byId.get(tracked.id) : bySlug.get(tracked.sent[0].slug);
        if (!row) {
          if (tracked.acknowledged >= 0) problems.push(`acknowledged post ${tracked.sent[0].slug} is missing`);
          continue;
        }
        // Whole: every field, tags included, is exactly one version that was sent for this post...
        const stored = whole(row);
        const match = tracked.sent.findIndex((sent) => JSON.stringify(sent) === JSON.stringify(stored));
        if (match === -1) {
          problems.push(`post ${row.slug} is not any version that was sent: ${JSON.stringify(stored).slice(0, 300)}`);
        } else if (match < tracked.acknowledged) {
          // ...and no older than the last one acknowledged (versions of a post were sent one after another).
          problems.push(`post ${row.slug} lost an acknowledged update (stored version ${match}, acknowledged ${tracked.acknowledged})`);
        }
        // The tag catalogue was written in the same transaction as the post.
        for (const tag of row.tags) if (!catalogue.has(tag)) problems.push(`tag "${tag}" of ${row.slug} is not in blog_tags`);
      }
      // Nothing is stored that was not sent.
      const sentSlugs = new Set(posts.flatMap((tracked) => tracked.sent.map((sent) => sent.slug)));
      for (const row of rows) if (!sentSlugs.has(row.slug)) problems.push(`unexpected post ${row.slug}`);

      expect(problems).toEqual([]);
      expect(rows.length).toBeGreaterThan(0);
      console.info(
        JSON.stringify({
          writesAcknowledged: acknowledgedWrites,
          writesCutOff: cutOff,
          postsStored: rows.length,
          postsStarted: posts.length,
        }),
      );
    } finally {
      await handle.close();
    }
  }, 180_000);
});
