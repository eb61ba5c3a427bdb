import { and, asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { auditEvents, blogPosts, postRevisions, postSlugRedirects, type BlogPost } from "~/db/schema";
import * as apiPostRoute from "~/routes/api/post";
import * as autosaveRoute from "~/routes/admin/post-autosave";
import * as formRoute from "~/routes/admin/post-form";
import * as historyRoute from "~/routes/admin/post-history";
import { createSession, createUser, type Staff } from "~/utils/auth.server";
import { onContentChanged } from "~/utils/content-events.server";
import type { StaffRole } from "~/utils/permissions";
import { AUTOSAVE_COLLAPSE_MS, snapshotOf } from "~/utils/post-revisions";
import { createPost, restorePost, sendBackForChanges, submitForReview, updatePost } from "~/utils/posts-admin.server";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { ADMIN_PASSWORD, adminRequest, field, outcome } from "./admin-helpers";

// Revisions, restore, autosave and conflicting saves (docs/decisions/0015-revisions-and-conflicting-saves.md),
// against a real database: PGlite here, PostgreSQL in CI (TEST_DATABASE_URL).

useTestDatabase();

type Person = { staff: Staff; cookie: string };

async function person(username: string, role: StaffRole): Promise<Person> {
  const staff = await createUser(username, ADMIN_PASSWORD, role);
  const token = /nb_session=([^;]*)/.exec(await createSession(staff.id))?.[1];
  return { staff, cookie: `nb_session=${token}` };
}

let editor: Person;
let colleague: Person;
beforeEach(async () => {
  editor = await person("editor-one", "editor");
  colleague = await person("editor-two", "editor");
});

const draft = {
  locale: "en" as const,
  title: "Pressure Relief Valve Sizing",
  slug: "pressure-relief-valve-sizing",
  excerpt: "How relief valves are sized for the worst credible case.",
  content: "<p>The relieving rate comes from the worst credible scenario.</p>",
  metaDescription: "Sizing pressure relief valves: scenarios, rates and back pressure.",
  tags: ["Relief valves"],
  isPublished: false,
  isFeatured: false,
};

async function created(actor: Person = editor, extra: Partial<typeof draft> = {}): Promise<BlogPost> {
  const result = await createPost({ ...draft, ...extra }, { staff: actor.staff });
  if (!result.ok) throw new Error(`create failed: ${result.reason}`);
  return result.post;
}

async function stored(id: string): Promise<BlogPost> {
  const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw new Error("no such post");
  return row;
}

async function revisions(id: string) {
  return getDb().select().from(postRevisions).where(eq(postRevisions.postId, id)).orderBy(asc(postRevisions.version));
}

async function apiPut(who: Person, id: string, body: unknown) {
  const request = adminRequest(`/api/blog/posts/${id}`, { cookie: who.cookie, method: "PUT", json: body });
  const result = await outcome(() => apiPostRoute.action(routeArgs(request, { slugOrId: id })));
  const json: unknown = result.response ? await result.response.json() : undefined;
  return { status: result.status, json };
}

/** The admin form's fields for a post, as the editor posts them. */
function formFields(
  post: Pick<BlogPost, "title" | "slug" | "excerpt" | "content" | "metaDescription">,
  extra: Record<string, string> = {},
) {
  return {
    locale: "en",
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    metaDescription: post.metaDescription,
    authorName: "Northbridge Engineering Group",
    tags: "Relief valves",
    ...extra,
  };
}

async function autosave(who: Person, id: string, form: Record<string, string>) {
  const request = adminRequest(`/blog-admin/autosave/${id}`, { cookie: who.cookie, form });
  const result = await outcome(() => autosaveRoute.action(routeArgs(request, { postId: id })));
  const json: unknown = result.response ? await result.response.json() : undefined;
  return { status: result.status, json };
}

describe("every write keeps a revision", () => {
  it("a new post is version 1, kept with who wrote it and the fields it filled in", async () => {
    const post = await created();
    expect(post.version).toBe(1);
    const [first, ...rest] = await revisions(post.id);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ version: 1, kind: "save", savedBy: editor.staff.id, savedByName: "editor-one" });
    expect(first?.changedFields).toEqual(expect.arrayContaining(["title", "slug", "excerpt", "content", "metaDescription", "tags"]));
    expect(first?.changedFields).not.toContain("isPublished");
    expect(first?.snapshot).toMatchObject({ title: draft.title, content: draft.content, tags: ["Relief valves"], isPublished: false });
  });

  it("an update bumps the version and lists exactly the fields that changed; one that changes nothing writes nothing", async () => {
    const post = await created();
    const saved = await apiPut(colleague, post.id, { title: "Relief Valve Sizing", content: "<p>New body.</p>", version: 1 });
    expect(saved.status).toBe(200);
    expect(field(saved.json, "version")).toBe(2);
    const second = (await revisions(post.id))[1];
    expect(second).toMatchObject({ version: 2, kind: "save", savedByName: "editor-two", changedFields: ["title", "content"] });
    expect(second?.snapshot).toMatchObject({ title: "Relief Valve Sizing", content: "<p>New body.</p>", slug: draft.slug });

    const same = await apiPut(colleague, post.id, { title: "Relief Valve Sizing", version: 2 });
    expect(same.status).toBe(200);
    expect(field(same.json, "version")).toBe(2);
    expect(await revisions(post.id)).toHaveLength(2);
  });

  it("publishing and unpublishing are versions too, and the admin API's read gives the version to name", async () => {
    const post = await created();
    expect((await apiPut(editor, post.id, { isPublished: true, version: 1 })).status).toBe(200);
    expect((await apiPut(editor, post.id, { isPublished: false, version: 2 })).status).toBe(200);
    const rows = await revisions(post.id);
    expect(rows.map((row) => row.changedFields)).toEqual([expect.any(Array), ["publishedAt", "isPublished"], ["isPublished"]]);
    const read = await outcome(() =>
      apiPostRoute.loader(routeArgs(adminRequest(`/api/blog/posts/${post.id}`, { cookie: editor.cookie }), { slugOrId: post.id })),
    );
    expect(field(await read.response?.json(), "version")).toBe(3);
  });

  it("a post stored before the history was kept is version 1: its stored fields are kept before the first change", async () => {
    const [legacy] = await getDb()
      .insert(blogPosts)
      .values({ ...draft, slug: "legacy-post", publishedAt: null })
      .returning();
    expect(legacy?.version).toBe(1);
    expect(await revisions(legacy!.id)).toEqual([]);

    const saved = await apiPut(editor, legacy!.id, { excerpt: "A new excerpt for an old post.", version: 1 });
    expect(saved.status).toBe(200);
    const rows = await revisions(legacy!.id);
    expect(rows.map((row) => [row.version, row.savedBy])).toEqual([
      [1, null],
      [2, editor.staff.id],
    ]);
    expect(rows[0]?.snapshot).toMatchObject({ excerpt: draft.excerpt, slug: "legacy-post" });
    expect(rows[1]?.changedFields).toEqual(["excerpt"]);
  });

  it("review decisions are versions that change no content: a save based on the version before them still goes through", async () => {
    const author = await person("writer", "author");
    const post = await created(author);
    const submitted = await submitForReview(post.id, { staff: author.staff });
    expect(submitted.ok && submitted.post.version).toBe(2);
    const sentBack = await sendBackForChanges(post.id, "Cite the code clause.", { staff: editor.staff });
    expect(sentBack.ok && sentBack.post.version).toBe(3);
    expect((await revisions(post.id)).slice(1).map((row) => row.changedFields)).toEqual([
      ["reviewRequestedAt"],
      ["reviewRequestedAt", "reviewNote"],
    ]);
    // The author's form was opened at version 1.
    const saved = await updatePost(post.id, { excerpt: "Now citing the clause." }, { staff: author.staff }, { baseVersion: 1 });
    expect(saved.ok && saved.post.version).toBe(4);
  });
});

describe("a save based on an older version", () => {
  it("answers 409 with the stored version's fields, who saved it and when, and writes nothing", async () => {
    const post = await created();
    expect((await apiPut(colleague, post.id, { title: "The Colleague's Title", version: 1 })).status).toBe(200);
    const before = await stored(post.id);
    const revisionsBefore = await revisions(post.id);
    let changes = 0;
    const stop = onContentChanged(() => changes++);
    try {
      const stale = await apiPut(editor, post.id, { title: "My Title", excerpt: "My excerpt.", version: 1 });
      expect(stale.status).toBe(409);
      expect(String(field(stale.json, "message"))).toMatch(/editor-two saved version 2 .* after you opened version 1\. Nothing was saved/);
      const current = field(stale.json, "current");
      expect(current).toMatchObject({ id: post.id, version: 2, title: "The Colleague's Title", savedBy: "editor-two" });
      expect(Date.parse(String(field(current, "savedAt")))).toBeGreaterThan(0);
    } finally {
      stop();
    }
    expect(changes).toBe(0);
    expect(await stored(post.id)).toEqual(before);
    expect(await revisions(post.id)).toEqual(revisionsBefore);
  });

  it("without a version the API saves as it always did; a version that is not a whole number from 1 is a 400", async () => {
    const post = await created();
    await apiPut(colleague, post.id, { title: "The Colleague's Title" });
    const blind = await apiPut(editor, post.id, { title: "Mine, Without A Version" });
    expect(blind.status).toBe(200);
    expect(field(blind.json, "version")).toBe(3);
    for (const version of [0, -1, 1.5, "two"]) {
      const bad = await apiPut(editor, post.id, { title: "Bad", version });
      expect(bad.status).toBe(400);
      expect(field(field(bad.json, "errors"), "version")).toEqual([expect.stringMatching(/whole number from 1/)]);
    }
    // A version from the future is refused too: it was not based on anything stored.
    expect((await apiPut(editor, post.id, { title: "Future", version: 9 })).status).toBe(409);
    expect((await stored(post.id)).title).toBe("Mine, Without A Version");
  });

  it("two saves based on the same version at the same moment: exactly one wins, the other is told", async () => {
    const post = await created();
    const titles = ["First Contender", "Second Contender", "Third Contender", "Fourth Contender"];
    const results = await Promise.all(
      titles.map((title, index) =>
        updatePost(post.id, { title }, { staff: index % 2 ? colleague.staff : editor.staff }, { baseVersion: 1 }),
      ),
    );
    const winners = results.filter((result) => result.ok);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.reason)).toEqual([
      "conflict",
      "conflict",
      "conflict",
    ]);
    const winner = winners[0];
    const after = await stored(post.id);
    expect(after.version).toBe(2);
    expect(winner?.ok && winner.post.title).toBe(after.title);
    expect(await revisions(post.id)).toHaveLength(2);
  });

  it("two concurrent saves through the API, each naming version 1: one 200 and one 409", async () => {
    const post = await created();
    const [a, b] = await Promise.all([
      apiPut(editor, post.id, { content: "<p>Editor's text.</p>", version: 1 }),
      apiPut(colleague, post.id, { content: "<p>Colleague's text.</p>", version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winnerText = a.status === 200 ? "<p>Editor's text.</p>" : "<p>Colleague's text.</p>";
    expect(field(field(loser.json, "current"), "content")).toBe(winnerText);
    expect((await stored(post.id)).content).toBe(winnerText);
  });

  it("the saver's own autosave since the base does not refuse their save; someone else's does", async () => {
    const post = await created();
    await autosave(editor, post.id, formFields(post, { title: "Autosaved While Typing", version: "1" }));
    // The editor pressed Update Post while that autosave was on its way: the save names version 1.
    const own = await updatePost(post.id, { title: "Saved On Purpose" }, { staff: editor.staff }, { baseVersion: 1 });
    expect(own.ok && own.post.version).toBe(3);
    await autosave(colleague, post.id, formFields(post, { title: "Colleague Typing", version: "3" }));
    const stale = await updatePost(post.id, { title: "Mine Again" }, { staff: editor.staff }, { baseVersion: 3 });
    expect(!stale.ok && stale.reason).toBe("conflict");
  });

  it("the admin form sends the version it was opened at: a stale one gets the conflict with both sides, nothing saved", async () => {
    const post = await created();
    await apiPut(colleague, post.id, { excerpt: "The colleague's excerpt.", version: 1 });
    const before = await stored(post.id);
    const request = adminRequest(`/blog-admin/edit/${post.id}`, {
      cookie: editor.cookie,
      form: formFields(post, { title: "My Form Title", version: "1" }),
    });
    const result = await outcome(() => formRoute.action(routeArgs(request, { mode: "edit", postId: post.id })));
    expect(result.status).toBe(409);
    expect(result.value).toMatchObject({
      ok: false,
      conflict: {
        version: 2,
        savedByName: "editor-two",
        savedByYou: false,
        fields: { excerpt: "The colleague's excerpt.", title: draft.title },
      },
    });
    expect(await stored(post.id)).toEqual(before);

    const fresh = adminRequest(`/blog-admin/edit/${post.id}`, {
      cookie: editor.cookie,
      form: formFields(before, { title: "My Form Title", version: "2" }),
    });
    const saved = await outcome(() => formRoute.action(routeArgs(fresh, { mode: "edit", postId: post.id })));
    expect(saved.status).toBe(200);
    expect(saved.value).toMatchObject({ ok: true, version: 3 });
  });
});

describe("the same editor in two windows", () => {
  it("the conflict says it was them, not a colleague", async () => {
    const post = await created();
    await apiPut(editor, post.id, { excerpt: "My other window's excerpt.", version: 1 });
    const result = await outcome(() =>
      formRoute.action(
        routeArgs(
          adminRequest(`/blog-admin/edit/${post.id}`, {
            cookie: editor.cookie,
            form: formFields(post, { title: "This Window", version: "1" }),
          }),
          { mode: "edit", postId: post.id },
        ),
      ),
    );
    expect(result.status).toBe(409);
    expect(result.value).toMatchObject({ ok: false, conflict: { version: 2, savedByName: "editor-one", savedByYou: true } });
    expect(result.value).toMatchObject({ message: expect.stringMatching(/^You \(in another window\) saved version 2/) });
  });
});

describe("restore", () => {
  async function threeVersions() {
    const post = await created();
    await updatePost(post.id, { title: "Second Title", slug: "second-slug" }, { staff: editor.staff });
    await updatePost(post.id, { title: "Third Title", content: "<p>Third body.</p>" }, { staff: colleague.staff });
    return post;
  }

  it("writes a new version whose fields equal the restored one's; the history keeps every version", async () => {
    const post = await threeVersions();
    let changes = 0;
    const stop = onContentChanged(() => changes++);
    const result = await restorePost(post.id, 1, { staff: editor.staff, ip: "203.0.113.9" }, 3);
    stop();
    expect(result.ok).toBe(true);
    const after = await stored(post.id);
    expect(after.version).toBe(4);
    const rows = await revisions(post.id);
    expect(rows.map((row) => [row.version, row.kind])).toEqual([
      [1, "save"],
      [2, "save"],
      [3, "save"],
      [4, "restore"],
    ]);
    expect(rows[3]?.snapshot).toEqual(rows[0]?.snapshot);
    expect(snapshotOf(after)).toEqual(rows[0]?.snapshot);
    expect(rows[3]?.changedFields).toEqual(["title", "slug", "content"]);
    expect(changes).toBe(1);
    const [audit] = await getDb().select().from(auditEvents).where(eq(auditEvents.action, "post.restore"));
    expect(audit).toMatchObject({ actorName: "editor-one", subjectId: post.id, subject: draft.title });
  });

  it("a restore based on a version someone has saved over is refused, and one of the current version restores nothing", async () => {
    const post = await threeVersions();
    const stale = await restorePost(post.id, 1, { staff: editor.staff }, 2);
    expect(!stale.ok && stale.reason).toBe("conflict");
    expect((await stored(post.id)).version).toBe(3);
    const missing = await restorePost(post.id, 42, { staff: editor.staff }, 3);
    expect(!missing.ok && missing.reason).toBe("no-revision");
    const same = await restorePost(post.id, 3, { staff: editor.staff }, 3);
    expect(same.ok && same.post.version).toBe(3);
    expect(await revisions(post.id)).toHaveLength(3);
  });

  it("an author restores only their own draft, and never publishes by restoring", async () => {
    const author = await person("writer", "author");
    const other = await person("other-writer", "author");
    const post = await created(author);
    await updatePost(post.id, { title: "Author's Second Title" }, { staff: author.staff });
    const foreign = await restorePost(post.id, 1, { staff: other.staff }, 2);
    expect(!foreign.ok && foreign.reason).toBe("forbidden");

    // An editor publishes it (version 3) and takes it off the site again (version 4).
    await updatePost(post.id, { isPublished: true }, { staff: editor.staff });
    const whilePublished = await restorePost(post.id, 1, { staff: author.staff }, 3);
    expect(!whilePublished.ok && whilePublished.reason).toBe("forbidden");
    await updatePost(post.id, { isPublished: false, title: "Unpublished Title" }, { staff: editor.staff });

    const restored = await restorePost(post.id, 3, { staff: author.staff }, 4);
    expect(restored.ok).toBe(true);
    const after = await stored(post.id);
    expect(after).toMatchObject({ version: 5, title: "Author's Second Title", isPublished: false });
  });

  it("an editor's restore onto a published post changes the live article, slug redirects included", async () => {
    const post = await created(editor, { isPublished: true });
    await updatePost(post.id, { title: "Renamed", slug: "renamed-valve-sizing" }, { staff: editor.staff });
    const result = await restorePost(post.id, 1, { staff: colleague.staff }, 2);
    expect(result.ok).toBe(true);
    expect(await stored(post.id)).toMatchObject({ slug: draft.slug, title: draft.title, isPublished: true, version: 3 });
    const [redirect] = await getDb()
      .select()
      .from(postSlugRedirects)
      .where(and(eq(postSlugRedirects.slug, "renamed-valve-sizing"), eq(postSlugRedirects.locale, "en")));
    expect(redirect?.postId).toBe(post.id);
  });
});

describe("autosave", () => {
  it("saves a draft as an autosave revision, never publishes, and collapses the same person's autosaves", async () => {
    const post = await created();
    const first = await autosave(editor, post.id, formFields(post, { title: "Typing One", version: "1", isPublished: "on" }));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ ok: true, version: 2 });
    expect(await stored(post.id)).toMatchObject({ title: "Typing One", isPublished: false });

    const second = await autosave(editor, post.id, formFields(post, { title: "Typing One", excerpt: "Typed more.", version: "2" }));
    expect(second.json).toMatchObject({ ok: true, version: 3 });
    const rows = await revisions(post.id);
    // Version 2 was replaced by version 3, which lists what either autosave changed.
    expect(rows.map((row) => [row.version, row.kind])).toEqual([
      [1, "save"],
      [3, "autosave"],
    ]);
    expect(rows[1]?.changedFields.sort()).toEqual(["excerpt", "title"]);

    // Someone else's autosave is not collapsed into mine.
    const theirs = await autosave(colleague, post.id, formFields(post, { title: "Their Typing", excerpt: "Typed more.", version: "3" }));
    expect(theirs.json).toMatchObject({ ok: true, version: 4 });
    expect((await revisions(post.id)).map((row) => row.version)).toEqual([1, 3, 4]);
  });

  it("an autosave older than the collapse window stays, and a save in between is never replaced", async () => {
    const post = await created();
    await autosave(editor, post.id, formFields(post, { title: "Morning", version: "1" }));
    const old = new Date(Date.now() - AUTOSAVE_COLLAPSE_MS - 60_000);
    await getDb().update(postRevisions).set({ createdAt: old }).where(eq(postRevisions.postId, post.id));
    await autosave(editor, post.id, formFields(post, { title: "Afternoon", version: "2" }));
    await updatePost(post.id, { title: "Saved On Purpose" }, { staff: editor.staff }, { baseVersion: 3 });
    await autosave(editor, post.id, formFields(post, { title: "Evening", version: "4" }));
    expect((await revisions(post.id)).map((row) => [row.version, row.kind])).toEqual([
      [1, "save"],
      [2, "autosave"],
      [3, "autosave"],
      [4, "save"],
      [5, "autosave"],
    ]);
  });

  it("a stale autosave gets the conflict; a published post is never autosaved; a version is required", async () => {
    const post = await created();
    await apiPut(colleague, post.id, { title: "Colleague Saved", version: 1 });
    const stale = await autosave(editor, post.id, formFields(post, { title: "Mine", version: "1" }));
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({
      ok: false,
      conflict: { version: 2, savedByName: "editor-two", fields: { title: "Colleague Saved" } },
    });

    const noVersion = await autosave(editor, post.id, formFields(post, { title: "Mine" }));
    expect(noVersion.status).toBe(400);
    expect(String(field(noVersion.json, "message"))).toMatch(/must name the version/);

    const invalid = await autosave(editor, post.id, formFields(post, { title: "", version: "2" }));
    expect(invalid.status).toBe(400);
    expect(field(invalid.json, "message")).toBe("Title is required");

    await apiPut(editor, post.id, { isPublished: true, version: 2 });
    const published = await stored(post.id);
    const refused = await autosave(editor, post.id, formFields(post, { title: "Live Typing", version: "3" }));
    expect(refused.status).toBe(409);
    expect(String(field(refused.json, "message"))).toMatch(/Autosave keeps drafts only/);
    expect(await stored(post.id)).toEqual(published);
  });

  it("refuses other origins, other people's drafts and no session", async () => {
    const author = await person("writer", "author");
    const post = await created(editor);
    const fields = formFields(post, { title: "Hijack", version: "1" });
    const crossSite = adminRequest(`/blog-admin/autosave/${post.id}`, {
      cookie: editor.cookie,
      form: fields,
      origin: "https://evil.example",
    });
    expect((await outcome(() => autosaveRoute.action(routeArgs(crossSite, { postId: post.id })))).status).toBe(403);
    expect((await autosave(author, post.id, fields)).status).toBe(403);
    const anonymous = adminRequest(`/blog-admin/autosave/${post.id}`, { form: fields });
    expect((await outcome(() => autosaveRoute.action(routeArgs(anonymous, { postId: post.id })))).status).toBe(401);
    expect((await stored(post.id)).title).toBe(draft.title);
  });
});

describe("the history page", () => {
  async function history(who: Person, id: string, query = "") {
    const request = adminRequest(`/blog-admin/history/${id}${query}`, { cookie: who.cookie });
    return outcome(() => historyRoute.loader(routeArgs(request, { postId: id })));
  }

  it("lists every version with who, when, kind and changes, and compares two word by word", async () => {
    const post = await created();
    await updatePost(
      post.id,
      { content: "<p>The relieving rate comes from the single worst credible scenario.</p>" },
      { staff: colleague.staff },
    );
    const page = await history(editor, post.id, "?from=1&to=2");
    expect(page.status).toBe(200);
    const revisionsShown = field(page.value, "revisions");
    expect(revisionsShown).toMatchObject([
      { version: 2, kindLabel: "Saved", savedBy: "editor-two", changed: ["Content"] },
      { version: 1, kindLabel: "Saved", savedBy: "editor-one" },
    ]);
    const compare = field(page.value, "compare");
    expect(field(compare, "diffs")).toEqual([
      {
        field: "content",
        label: "Content",
        mode: "words",
        parts: [
          { change: "same", text: "The relieving rate comes from the " },
          { change: "added", text: "single " },
          { change: "same", text: "worst credible scenario." },
        ],
      },
    ]);
  });

  it("answers 400 for a version that is not a number, 403 for an author's look at another's draft, 404 for no post", async () => {
    const author = await person("writer", "author");
    const post = await created();
    expect((await history(editor, post.id, "?from=abc&to=1")).status).toBe(400);
    expect((await history(author, post.id)).status).toBe(403);
    expect((await history(editor, "0b7a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d")).status).toBe(404);
  });

  it("restores without JavaScript: the confirmation in the page, then a form post that redirects to the history", async () => {
    const post = await created();
    await updatePost(post.id, { title: "Changed Title" }, { staff: editor.staff });
    const confirm = await history(editor, post.id, "?restore=1");
    expect(field(confirm.value, "confirmRestore")).toMatchObject({ version: 1, savedBy: "editor-one" });

    const restoreRequest = () =>
      adminRequest(`/blog-admin/history/${post.id}`, { cookie: editor.cookie, form: { intent: "restore", restore: "1", version: "2" } });
    const result = await outcome(() => historyRoute.action(routeArgs(restoreRequest(), { postId: post.id })));
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe(`/blog-admin/history/${post.id}?restored=3&of=1&from=1&to=3`);
    expect(await stored(post.id)).toMatchObject({ title: draft.title, version: 3 });

    const again = await outcome(() => historyRoute.action(routeArgs(restoreRequest(), { postId: post.id })));
    expect(again.status).toBe(409);
    expect(String(field(again.value, "message"))).toMatch(/Nothing was saved/);
    const crossSite = adminRequest(`/blog-admin/history/${post.id}`, {
      cookie: editor.cookie,
      origin: "https://evil.example",
      form: { intent: "restore", restore: "2", version: "3" },
    });
    expect((await outcome(() => historyRoute.action(routeArgs(crossSite, { postId: post.id })))).status).toBe(403);
    expect((await stored(post.id)).version).toBe(3);
  });

  it("shows a post kept before the history as its one current version", async () => {
    const [legacy] = await getDb()
      .insert(blogPosts)
      .values({ ...draft, slug: "legacy-history", publishedAt: null })
      .returning();
    const page = await history(editor, legacy!.id);
    expect(field(page.value, "revisions")).toMatchObject([{ version: 1, legacy: true, kindLabel: "Stored before the history was kept" }]);
    expect(await getDb().execute(sql`select 1 from post_revisions where post_id = ${legacy!.id}`)).toMatchObject({ rows: [] });
  });
});
