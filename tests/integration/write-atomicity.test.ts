import { eq, sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb, openDatabase, queryRows } from "~/db/db.server";
import { blogPosts, blogTags } from "~/db/schema";
import * as apiPostRoute from "~/routes/api/post";
import { createPost, updatePost } from "~/utils/posts-admin.server";
import { ensureBuild, startServer } from "../../scripts/lib/server-process";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { adminRequest, createPostThroughApi, field, outcome, signedInAdmin } from "./admin-helpers";

/**
 * A post is written whole or not at all: a failure inside the database half-way through a write leaves
 * nothing of it behind, and a kill -9 in the middle of a stream of writes leaves only whole posts.
 */

// ---------------------------------------------------------------------------------------------------
// a. A fault raised by the database itself, in the middle of the write's transaction

useTestDatabase();

const FAULT_TAG = "Injected Fault";
const FAULT_MARKER = "injected-fault-marker";

/**
 * Triggers that make the database refuse a write part-way: the tag catalogue refuses FAULT_TAG (after
 * the post row is already written, and after the tags listed before it), and a post whose content
 * carries FAULT_MARKER is refused at commit, once every statement of its write has run.
 */
const INSTALL_FAULTS = [
  `create or replace function test_refuse_fault_tag() returns trigger language plpgsql as $$
   begin
     if new.name = '${FAULT_TAG}' then raise exception 'injected fault: tag % refused', new.name; end if;
     return new;
   end $$`,
  `create trigger test_refuse_fault_tag before insert on blog_tags for each row execute function test_refuse_fault_tag()`,
  `create or replace function test_refuse_marked_post() returns trigger language plpgsql as $$
   begin
     if new.content like '%${FAULT_MARKER}%' then raise exception 'injected fault: marked post refused at commit'; end if;
     return new;
   end $$`,
  `create constraint trigger test_refuse_marked_post after insert or update on blog_posts
   deferrable initially deferred for each row execute function test_refuse_marked_post()`,
];

// The worker's database is shared with other test files: the triggers must not outlive these tests.
const REMOVE_FAULTS = [
  "drop trigger if exists test_refuse_fault_tag on blog_tags",
  "drop function if exists test_refuse_fault_tag()",
  "drop trigger if exists test_refuse_marked_post on blog_posts",
  "drop function if exists test_refuse_marked_post()",
];

let cookie = "";
beforeEach(async () => {
  ({ cookie } = await signedInAdmin());
  for (const statement of INSTALL_FAULTS) await getDb().execute(sql.raw(statement));
});
afterEach(async () => {
  for (const statement of REMOVE_FAULTS) await getDb().execute(sql.raw(statement));
});

const basePost = {
  title: "Anchor Bolt Pull-Out Testing",
  slug: "anchor-bolt-pull-out-testing",
  excerpt: "How anchor capacity is verified on site.",
  content: "<p>Proof loads, acceptance criteria and records.</p>",
  metaDescription: "Anchor bolt pull-out testing on site: proof loads and acceptance.",
};

const apiCreate = (body: unknown) => createPostThroughApi(cookie, body);

async function apiUpdate(id: string, body: unknown) {
  const request = adminRequest(`/api/blog/posts/${id}`, { cookie, method: "PUT", json: body });
  const result = await outcome(() => apiPostRoute.action(routeArgs(request, { slugOrId: id })));
  const json: unknown = result.response ? await result.response.json() : undefined;
  return { ...result, json };
}

/** The messages of the error `work` rejects with and of its causes; fails when it does not reject. */
async function failureOf(work: Promise<unknown>): Promise<string> {
  let result: unknown;
  try {
    result = await work;
  } catch (error) {
    const messages: string[] = [];
    for (let current: unknown = error; current instanceof Error; current = current.cause) messages.push(current.message);
    return messages.join(" <- ");
  }
  throw new Error(`expected a failure, got ${JSON.stringify(result).slice(0, 300)}`);
}

async function allPosts() {
  return getDb().select().from(blogPosts).orderBy(blogPosts.slug);
}

async function tagNames(): Promise<string[]> {
  const rows = await getDb().select({ name: blogTags.name }).from(blogTags).orderBy(blogTags.name);
  return rows.map((row) => row.name);
}

describe("a fault inside the database during a post write", () => {
  it("the fault is real: the database refuses the tag outside our code too", async () => {
    await expect(getDb().insert(blogTags).values({ name: FAULT_TAG, slug: "injected-fault" })).rejects.toThrow();
    expect(await tagNames()).toEqual([]);
  });

  it("a create that fails on its tags answers 500 and leaves no post and no tags behind", async () => {
    const result = await apiCreate({ ...basePost, tags: ["Fresh Tag Before", FAULT_TAG, "Fresh Tag After"] });
    expect(result.status).toBe(500);
    expect(field(result.json, "id")).toBeUndefined();
    expect(field(result.json, "message")).toEqual(expect.any(String));
    expect(await allPosts()).toEqual([]);
    // "Fresh Tag Before" was inserted by the same statement before the fault: rolled back with it.
    expect(await tagNames()).toEqual([]);
    // The public API does not know the post either.
    const lookup = await outcome(() =>
      apiPostRoute.loader(routeArgs(adminRequest(`/api/blog/posts/${basePost.slug}`, { cookie }), { slugOrId: basePost.slug })),
    );
    expect(lookup.status).toBe(404);
  });

  it("the service itself rejects (no partial success) and the same post saves once the fault is gone", async () => {
    const input = { ...basePost, tags: ["Fresh Tag", FAULT_TAG], isPublished: true, isFeatured: false };
    expect(await failureOf(createPost(input))).toMatch(/injected fault/);
    expect(await allPosts()).toEqual([]);
    expect(await tagNames()).toEqual([]);

    for (const statement of REMOVE_FAULTS) await getDb().execute(sql.raw(statement));
    const retry = await apiCreate({ ...basePost, tags: ["Fresh Tag", FAULT_TAG] });
    expect(retry.status).toBe(201);
    expect(await tagNames()).toEqual(["Fresh Tag", FAULT_TAG].sort());
  });

  it("an update that fails on its tags answers 500 and leaves the post exactly as it was", async () => {
    const created = await apiCreate({ ...basePost, tags: ["Existing One", "Existing Two"], isPublished: true });
    expect(created.status).toBe(201);
    const id = String(field(created.json, "id"));
    const before = await allPosts();
    const tagsBefore = await tagNames();

    const result = await apiUpdate(id, {
      title: "A Title That Must Not Stick",
      slug: "a-slug-that-must-not-stick",
      content: "<p>Content that must not stick.</p>",
      tags: ["Existing One", "Brand New Tag", FAULT_TAG],
      isFeatured: true,
    });
    expect(result.status).toBe(500);
    expect(field(result.json, "title")).toBeUndefined();
    expect(await allPosts()).toEqual(before);
    expect(await tagNames()).toEqual(tagsBefore);

    expect(await failureOf(updatePost(id, { title: "Also Not Sticking", tags: [FAULT_TAG] }))).toMatch(/injected fault/);
    expect(await allPosts()).toEqual(before);
    expect(await tagNames()).toEqual(tagsBefore);
  });

  it("a create refused when it commits leaves no post and no tags behind", async () => {
    const result = await apiCreate({ ...basePost, content: `<p>${FAULT_MARKER}</p>`, tags: ["Tag Of A Refused Create"] });
    expect(result.status).toBe(500);
    expect(field(result.json, "id")).toBeUndefined();
    expect(await allPosts()).toEqual([]);
    expect(await tagNames()).toEqual([]);
  });

  it("an update refused when it commits leaves the post and the tag catalogue as they were", async () => {
    const created = await apiCreate({ ...basePost, tags: ["Existing One"] });
    expect(created.status).toBe(201);
    const id = String(field(created.json, "id"));
    const [before] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id));
    const tagsBefore = await tagNames();

    // The row update and the new tag's insert both run; the commit then fails.
    const result = await apiUpdate(id, {
      title: "Marked Update",
      content: `<p>${FAULT_MARKER}</p>`,
      tags: ["Tag Of A Refused Update"],
    });
    expect(result.status).toBe(500);
    const [after] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(after).toEqual(before);
    expect(await tagNames()).toEqual(tagsBefore);
  });
});

// ---------------------------------------------------------------------------------------------------
// b. kill -9 of the server in the middle of a stream of post writes through the admin JSON API

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
      const catalogue = new Set(
        (await queryRows<{ name: string }>(handle.db, sql`select name from blog_tags`)).map((row) => row.name),
      );
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
          problems.push(
            `post ${row.slug} lost an acknowledged update (stored version ${match}, acknowledged ${tracked.acknowledged})`,
          );
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
