import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { auditEvents, blogPosts, postRevisions } from "~/db/schema";
import * as postsRoute from "~/routes/admin/posts";
import * as listRoute from "~/routes/blog/list";
import { createSession, createUser } from "~/utils/auth.server";
import { onContentChanged } from "~/utils/content-events.server";
import type { StaffRole } from "~/utils/permissions";
import { BULK_MAX, moveActionValue } from "~/utils/post-bulk";
import { enableReadCache } from "~/utils/read-cache.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { ADMIN_PASSWORD, adminRequest, EVIL_ORIGIN, field, outcome } from "./admin-helpers";
import { addCategory, addDraft, addPost, addScheduled } from "./blog-fixtures";

// The post list's bulk actions (/blog-admin): each post changed as its single change would change it,
// all of them in one transaction, with the same roles, revisions, audit entries and cache invalidation.

useTestDatabase();

async function signedIn(username: string, role: StaffRole) {
  const staff = await createUser(username, ADMIN_PASSWORD, role);
  const token = /nb_session=([^;]*)/.exec(await createSession(staff.id))?.[1];
  return { staff, cookie: `nb_session=${token}` };
}

let editor: Awaited<ReturnType<typeof signedIn>>;
beforeEach(async () => {
  editor = await signedIn("bulk-editor", "editor");
});

const MISSING_ID = "0b7a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d";
/** An id no post has that sorts after every other. */
const LAST_ID = "ffffffff-ffff-4fff-bfff-ffffffffffff";

type BulkForm = { ids: string[]; bulkAction: string; confirm?: "yes" };

async function bulk(form: BulkForm, options: { cookie?: string; origin?: string } = {}) {
  const request = adminRequest("/blog-admin?index", {
    cookie: options.cookie ?? editor.cookie,
    origin: options.origin,
    form: { intent: "bulk", ...form },
  });
  return outcome(() => postsRoute.action(routeArgs(request)));
}

async function stored(ids: string[]) {
  const rows = await getDb().select().from(blogPosts).where(inArray(blogPosts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function auditOf(action: string) {
  return getDb().select().from(auditEvents).where(eq(auditEvents.action, action));
}

async function revisionsOf(id: string) {
  return getDb().select().from(postRevisions).where(eq(postRevisions.postId, id)).orderBy(postRevisions.version);
}

async function publicTitles(): Promise<string[]> {
  const page = await listRoute.loader(routeArgs(new Request(`${BASE_URL}/blog`)));
  return page.posts.map((post) => post.title);
}

describe("bulk publish, unpublish, feature and unfeature", () => {
  it("publishes the selected drafts now, keeps a future date as scheduled, and says so", async () => {
    const first = await addDraft({ title: "Weld inspection basics" });
    const second = await addDraft({ title: "Relief valve sizing" });
    const later = await addDraft({ title: "Boiler code changes", publishedAt: new Date(Date.now() + 7 * 86_400_000) });
    const untouched = await addDraft({ title: "Not selected" });
    const before = Date.now();
    const result = await bulk({ ids: [first.id, second.id, later.id], bulkAction: "publish" });
    expect(result.status).toBe(200);
    expect(result.value).toEqual({ ok: true, intent: "bulk", message: "3 posts published (1 of them goes live on its publish date)." });
    const rows = await stored([first.id, second.id, later.id, untouched.id]);
    for (const id of [first.id, second.id]) {
      expect(rows.get(id)?.isPublished).toBe(true);
      expect(rows.get(id)?.publishedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(rows.get(later.id)).toMatchObject({ isPublished: true, publishedAt: later.publishedAt });
    expect(rows.get(untouched.id)?.isPublished).toBe(false);
  });

  it("writes a revision and a publish audit entry per post, as a single publish does", async () => {
    const first = await addDraft({ title: "Pipe stress analysis" });
    const second = await addDraft({ title: "Vessel nozzle loads" });
    await bulk({ ids: [first.id, second.id], bulkAction: "publish" });
    for (const post of [first, second]) {
      const revisions = await revisionsOf(post.id);
      // The stored version kept as the baseline, then the publish as a save naming what changed.
      expect(revisions.map((revision) => [revision.version, revision.kind, revision.savedByName])).toEqual([
        [1, "save", null],
        [2, "save", "bulk-editor"],
      ]);
      expect(revisions[1].changedFields).toEqual(expect.arrayContaining(["isPublished", "publishedAt"]));
    }
    const entries = await auditOf("post.publish");
    expect(entries.map((entry) => entry.subject).sort()).toEqual(["Pipe stress analysis", "Vessel nozzle loads"]);
    expect(entries.every((entry) => entry.actorName === "bulk-editor" && entry.ip === "203.0.113.7")).toBe(true);
  });

  it("counts posts already as asked apart, and writes nothing for them", async () => {
    const live = await addPost({ title: "Already live" });
    const draft = await addDraft({ title: "Fresh draft" });
    const result = await bulk({ ids: [live.id, draft.id], bulkAction: "publish" });
    expect(field(result.value, "message")).toBe("1 post published. 1 was already published.");
    expect(await revisionsOf(live.id)).toEqual([]);
    expect((await auditOf("post.publish")).map((entry) => entry.subject)).toEqual(["Fresh draft"]);
  });

  it("unpublishes back to drafts, keeping the publish date, and audits each", async () => {
    const one = await addPost({ title: "Live one" });
    const two = await addScheduled({ title: "Scheduled two" });
    const result = await bulk({ ids: [one.id, two.id], bulkAction: "unpublish" });
    expect(field(result.value, "message")).toBe("2 posts unpublished: back to drafts.");
    const rows = await stored([one.id, two.id]);
    expect(rows.get(one.id)).toMatchObject({ isPublished: false, publishedAt: one.publishedAt });
    expect(rows.get(two.id)).toMatchObject({ isPublished: false, publishedAt: two.publishedAt });
    expect((await auditOf("post.unpublish")).map((entry) => entry.subject).sort()).toEqual(["Live one", "Scheduled two"]);
  });

  it("features and stops featuring, with a revision each and no audit entry (as the single switch)", async () => {
    const one = await addPost({ title: "Feature me" });
    const two = await addDraft({ title: "Feature me too" });
    expect(field((await bulk({ ids: [one.id, two.id], bulkAction: "feature" })).value, "message")).toBe("2 posts featured.");
    let rows = await stored([one.id, two.id]);
    expect([rows.get(one.id)?.isFeatured, rows.get(two.id)?.isFeatured]).toEqual([true, true]);
    expect((await revisionsOf(one.id)).at(-1)?.changedFields).toEqual(["isFeatured"]);
    expect(field((await bulk({ ids: [one.id], bulkAction: "unfeature" })).value, "message")).toBe("1 post no longer featured.");
    rows = await stored([one.id, two.id]);
    expect([rows.get(one.id)?.isFeatured, rows.get(two.id)?.isFeatured]).toEqual([false, true]);
    expect(await getDb().select().from(auditEvents)).toEqual([]);
  });

  it("a published post appears on /blog right after, even with the read cache on", async () => {
    enableReadCache();
    try {
      const draft = await addDraft({ title: "Cached-away draft" });
      await addPost({ title: "Already public" });
      expect(await publicTitles()).toEqual(["Already public"]);
      let changes = 0;
      const stop = onContentChanged(() => changes++);
      try {
        await bulk({ ids: [draft.id], bulkAction: "publish" });
      } finally {
        stop();
      }
      // One announcement for the whole batch: every instance empties its page and read caches.
      expect(changes).toBe(1);
      expect(await publicTitles()).toEqual(["Cached-away draft", "Already public"]);
    } finally {
      enableReadCache(false);
    }
  });
});

describe("bulk move to a category", () => {
  it("moves every selected post, translations keeping their links", async () => {
    const category = await addCategory("Pressure Equipment");
    const original = await addPost({ title: "Hydrotest guide" });
    const translation = await addPost({ title: "Guide de l'essai hydrostatique", locale: "fr", translationOf: original.id });
    const result = await bulk({ ids: [original.id, translation.id], bulkAction: moveActionValue(category.id) });
    expect(field(result.value, "message")).toBe("2 posts moved to \u201cPressure Equipment\u201d.");
    const rows = await stored([original.id, translation.id]);
    expect(rows.get(original.id)?.categoryId).toBe(category.id);
    expect(rows.get(translation.id)).toMatchObject({ categoryId: category.id, translationOf: original.id, locale: "fr" });
  });

  it("refuses a category that does not exist and moves nothing", async () => {
    const post = await addPost();
    const result = await bulk({ ids: [post.id], bulkAction: moveActionValue(MISSING_ID) });
    expect(result.status).toBe(400);
    expect(field(result.value, "message")).toBe("The chosen category no longer exists. Nothing was changed.");
    expect((await stored([post.id])).get(post.id)?.categoryId).toBeNull();
  });
});

describe("bulk delete", () => {
  it("asks first: without confirmation nothing is deleted and the answer names how many", async () => {
    const one = await addPost();
    const two = await addDraft();
    const asked = await bulk({ ids: [one.id, two.id], bulkAction: "delete" });
    expect(asked.status).toBe(200);
    expect(asked.value).toEqual({
      ok: "confirm",
      intent: "bulk",
      ids: [one.id, two.id],
      message: "Delete 2 posts? This cannot be undone.",
    });
    expect((await stored([one.id, two.id])).size).toBe(2);
  });

  it("deletes once confirmed, audits each post, and keeps the translation of a deleted original", async () => {
    const original = await addPost({ title: "Original in English" });
    const translation = await addPost({ title: "Traduction", locale: "fr", translationOf: original.id });
    const other = await addDraft({ title: "Old draft" });
    const result = await bulk({ ids: [original.id, other.id], bulkAction: "delete", confirm: "yes" });
    expect(result.value).toEqual({ ok: true, intent: "bulk", message: "2 posts deleted." });
    const rows = await stored([original.id, translation.id, other.id]);
    expect([...rows.keys()]).toEqual([translation.id]);
    // As after a single delete: the translation stays, now an original of its own.
    expect(rows.get(translation.id)?.translationOf).toBeNull();
    expect((await auditOf("post.delete")).map((entry) => entry.subject).sort()).toEqual(["Old draft", "Original in English"]);
  });
});

describe("all or nothing", () => {
  it("one post deleted meanwhile: nothing changes, and the message says why", async () => {
    const one = await addDraft({ title: "First" });
    const two = await addDraft({ title: "Second" });
    for (const bulkAction of ["publish", "feature", "delete"]) {
      // Posts are changed in the order of their ids: this one comes last, after both others were written.
      const result = await bulk({ ids: [one.id, LAST_ID, two.id], bulkAction, confirm: "yes" });
      expect(result.status).toBe(404);
      expect(result.value).toEqual({
        ok: false,
        intent: "bulk",
        message: "One of the 3 selected posts no longer exists: someone may have deleted it meanwhile. Nothing was changed.",
      });
    }
    const rows = await stored([one.id, two.id]);
    expect([...rows.values()].map((row) => [row.isPublished, row.isFeatured, row.version])).toEqual([
      [false, false, 1],
      [false, false, 1],
    ]);
    expect(await getDb().select().from(postRevisions)).toEqual([]);
    expect(await getDb().select().from(auditEvents)).toEqual([]);
  });

  it("rolls back posts written before a failure in the database itself", async () => {
    // A post whose write fails inside the transaction, after others were written: a trigger refuses it.
    const first = await addDraft({ title: "Written first" });
    const refused = await addDraft({ title: "Refused by the database" });
    // Posts are changed in the order of their ids: the one that sorts last is refused, after the other was written.
    const last = [first.id, refused.id].sort()[1];
    await getDb().execute(
      `create function refuse_bulk_test() returns trigger language plpgsql as $$ begin
         if new.id = '${last}' then raise exception 'refused for the test'; end if; return new; end $$`,
    );
    await getDb().execute("create trigger refuse_bulk_test before update on blog_posts for each row execute function refuse_bulk_test()");
    try {
      const error = await bulk({ ids: [first.id, refused.id], bulkAction: "publish" }).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      // The driver's own error, wrapped by the query builder on PostgreSQL.
      expect(error instanceof Error ? `${error.message} ${String(error.cause)}` : "").toMatch(/refused for the test/);
    } finally {
      await getDb().execute("drop trigger refuse_bulk_test on blog_posts");
      await getDb().execute("drop function refuse_bulk_test()");
    }
    const rows = await stored([first.id, refused.id]);
    expect([...rows.values()].every((row) => !row.isPublished && row.version === 1)).toBe(true);
    expect(await getDb().select().from(postRevisions)).toEqual([]);
  });
});

describe("roles", () => {
  it("an author cannot publish, unpublish, feature or unfeature in bulk, not even their own drafts", async () => {
    const author = await signedIn("bulk-author", "author");
    const [own] = await getDb().insert(blogPosts).values(draftValues("Own draft", author.staff.id)).returning();
    for (const bulkAction of ["publish", "unpublish", "feature", "unfeature"]) {
      const result = await bulk({ ids: [own.id], bulkAction }, { cookie: author.cookie });
      expect(result.status).toBe(403);
      expect(field(result.value, "message")).toMatch(/Your role cannot publish or feature posts/);
    }
    expect((await stored([own.id])).get(own.id)).toMatchObject({ isPublished: false, isFeatured: false, version: 1 });
  });

  it("an author moves and deletes their own drafts, but a batch with someone else's post changes nothing", async () => {
    const author = await signedIn("bulk-author", "author");
    const category = await addCategory("Piping");
    const [own] = await getDb().insert(blogPosts).values(draftValues("Own draft", author.staff.id)).returning();
    const theirs = await addDraft({ title: "An editor's draft" });
    const moved = await bulk({ ids: [own.id], bulkAction: moveActionValue(category.id) }, { cookie: author.cookie });
    expect(field(moved.value, "message")).toBe("1 post moved to \u201cPiping\u201d.");

    const mixed = await bulk({ ids: [own.id, theirs.id], bulkAction: "delete", confirm: "yes" }, { cookie: author.cookie });
    expect(mixed.status).toBe(403);
    expect(field(mixed.value, "message")).toBe(
      `"An editor's draft": Your role can edit only drafts you started; this post is someone else's or already published. Nothing was changed.`,
    );
    expect((await stored([own.id, theirs.id])).size).toBe(2);

    const deleted = await bulk({ ids: [own.id], bulkAction: "delete", confirm: "yes" }, { cookie: author.cookie });
    expect(field(deleted.value, "message")).toBe("1 post deleted.");
  });

  it("the list offers each role only what it may do, and authors only their own drafts to select", async () => {
    const author = await signedIn("bulk-author", "author");
    const [own] = await getDb().insert(blogPosts).values(draftValues("Own draft", author.staff.id)).returning();
    const theirs = await addDraft({ title: "An editor's draft" });
    const load = async (cookie: string) => {
      const page = await outcome(() => postsRoute.loader(routeArgs(adminRequest("/blog-admin", { cookie }))));
      return page.value as { bulkActions: string[]; posts: { id: string; selectable: boolean }[] };
    };
    const asAuthor = await load(author.cookie);
    expect(asAuthor.bulkActions).toEqual(["move", "delete"]);
    expect(asAuthor.posts.map((post) => [post.id, post.selectable]).sort()).toEqual(
      [
        [own.id, true],
        [theirs.id, false],
      ].sort(),
    );
    const asEditor = await load(editor.cookie);
    expect(asEditor.bulkActions).toEqual(["publish", "unpublish", "feature", "unfeature", "move", "delete"]);
    expect(asEditor.posts.every((post) => post.selectable)).toBe(true);
  });
});

describe("bad input changes nothing and names the problem", () => {
  it.each([
    { form: { ids: [], bulkAction: "publish" }, message: "Select at least one post" },
    { form: { ids: ["not-an-id"], bulkAction: "publish" }, message: '"not-an-id" is not the id of a post' },
    { form: { ids: [MISSING_ID], bulkAction: "" }, message: "Choose what to do with the selected posts" },
    {
      form: { ids: [MISSING_ID], bulkAction: "archive" },
      message: 'Unknown bulk action "archive": choose publish, unpublish, feature, unfeature, move to a category or delete',
    },
    { form: { ids: [MISSING_ID], bulkAction: "move:nowhere" }, message: '"nowhere" is not the id of a category' },
    {
      form: {
        ids: Array.from({ length: BULK_MAX + 1 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`),
        bulkAction: "publish",
      },
      message: `Select at most ${BULK_MAX} posts at once (${BULK_MAX + 1} were sent)`,
    },
  ])("answers: $message", async ({ form, message }) => {
    const post = await addDraft();
    const result = await bulk(form);
    expect(result.status).toBe(400);
    expect(result.value).toEqual({ ok: false, intent: "bulk", message });
    expect((await stored([post.id])).get(post.id)).toMatchObject({ isPublished: false, version: 1 });
  });

  it("refuses another site's post, and anyone signed out", async () => {
    const post = await addDraft();
    const crossSite = await bulk({ ids: [post.id], bulkAction: "publish" }, { origin: EVIL_ORIGIN });
    expect(crossSite.status).toBe(403);
    const signedOut = await outcome(() =>
      postsRoute.action(routeArgs(adminRequest("/blog-admin?index", { form: { intent: "bulk", ids: post.id, bulkAction: "publish" } }))),
    );
    expect(signedOut.status).toBe(302);
    expect((await stored([post.id])).get(post.id)?.isPublished).toBe(false);
  });

  it("treats a post selected twice as one", async () => {
    const post = await addDraft();
    const result = await bulk({ ids: [post.id, post.id.toUpperCase()], bulkAction: "publish" });
    expect(field(result.value, "message")).toBe("1 post published.");
    expect((await revisionsOf(post.id)).length).toBe(2);
  });
});

afterEach(() => enableReadCache(false));

function draftValues(title: string, createdBy: string) {
  return {
    title,
    slug: title.toLowerCase().replace(/\W+/g, "-"),
    excerpt: "An excerpt.",
    content: "<p>Body</p>",
    metaDescription: "A description.",
    createdBy,
  };
}
