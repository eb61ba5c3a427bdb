import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { blogPosts, blogTags } from "~/db/schema";
import * as apiPostRoute from "~/routes/api/post";
import { createPost, updatePost } from "~/utils/posts-admin.server";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { adminRequest, createPostThroughApi, field, outcome, signedInAdmin } from "./admin-helpers";

/**
 * A post is written whole or not at all: a failure inside the database half-way through a write leaves
 * nothing of it behind. (kill -9 in the middle of a stream of writes: kill-during-writes.test.ts.)
 */

// A fault raised by the database itself, in the middle of the write's transaction

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
