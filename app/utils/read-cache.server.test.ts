import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addPost, addScheduled } from "../../tests/integration/blog-fixtures";
import { useTestDatabase } from "../../tests/setup/database";
import { emitLocalContentChanged } from "./content-events.server";
import { getDb } from "~/db/db.server";
import { eq } from "drizzle-orm";
import { authors, blogPosts, caseStudies, jobPostings } from "~/db/schema";
import { authorOfPost } from "./authors.server";
import { closePosting, ensureCareers, getPublishedPosting } from "./careers.server";
import { deleteCaseStudy, ensurePortfolio, getPublishedCaseStudy, listPublishedCaseStudies } from "./case-studies.server";
import { updatePost } from "./posts-admin.server";
import { getPublicPostBySlug, listPosts } from "./posts.server";
import { cached, cachedRead, enableReadCache, nextPublication, readCacheSize } from "./read-cache.server";

useTestDatabase();

const titles = async () => (await listPosts({ limit: 20 })).posts.map((post) => post.title);

describe("read cache", () => {
  beforeEach(() => enableReadCache());
  afterEach(() => enableReadCache(false));

  it("answers repeated public reads without asking the database again", async () => {
    await addPost({ title: "First" });
    expect(await titles()).toEqual(["First"]);
    // Written behind the site's back (no content-change signal): the cached answer stands.
    await addPost({ title: "Second", ageDays: 0 });
    expect(await titles()).toEqual(["First"]);
    expect(readCacheSize()).toBeGreaterThan(0);
    // Any content change, from this instance or another one, empties it.
    emitLocalContentChanged();
    expect(await titles()).toEqual(["Second", "First"]);
  });

  it("shows an edit made through the editor on the very next read", async () => {
    const post = await addPost({ title: "Before the edit", slug: "before-the-edit" });
    expect((await getPublicPostBySlug("before-the-edit"))?.post.title).toBe("Before the edit");
    const result = await updatePost(post.id, { title: "After the edit" });
    expect(result.ok).toBe(true);
    expect((await getPublicPostBySlug("before-the-edit"))?.post.title).toBe("After the edit");
  });

  it("follows a change of the author who signs a post on the very next read", async () => {
    const profile = (slug: string) => ({ slug, name: slug, titleEn: "Engineer", titleFr: "Ingénieur", bioEn: "Bio.", bioFr: "Bio." });
    const [first, second] = await getDb()
      .insert(authors)
      .values([profile("first-author"), profile("second-author")])
      .returning();
    const post = await addPost({ title: "Signed", authorId: first!.id });
    expect((await authorOfPost(post.id, "en"))?.slug).toBe("first-author");
    // Changed behind the site's back: the cached answer stands until the editor changes it.
    await getDb().update(blogPosts).set({ authorId: second!.id }).where(eq(blogPosts.id, post.id));
    expect((await authorOfPost(post.id, "en"))?.slug).toBe("first-author");
    expect((await updatePost(post.id, { authorId: second!.id })).ok).toBe(true);
    expect((await authorOfPost(post.id, "en"))?.slug).toBe("second-author");
  });

  it("keeps case studies and job postings too, and shows the admin's changes to them on the very next read", async () => {
    await ensurePortfolio(getDb());
    await ensureCareers(getDb());
    const slugs = async () => (await listPublishedCaseStudies()).map((study) => study.slug);
    const before = await slugs();
    const [first] = before;
    expect(first).toBeDefined();
    const study = (await getPublishedCaseStudy(first!))!;
    const [posting] = await getDb().select().from(jobPostings).limit(1);
    expect((await getPublishedPosting(posting!.slug))?.closesAt.getTime()).toBeGreaterThan(Date.now());
    // Changed behind the site's back: the cached answers stand.
    await getDb().update(caseStudies).set({ category: "changed" }).where(eq(caseStudies.id, study.id));
    await getDb().update(jobPostings).set({ salaryMin: 1 }).where(eq(jobPostings.id, posting!.id));
    expect((await getPublishedCaseStudy(first!))?.category).toBe(study.category);
    expect((await listPublishedCaseStudies()).find((each) => each.id === study.id)?.category).toBe(study.category);
    expect((await getPublishedPosting(posting!.slug))?.salaryMin).toBe(posting!.salaryMin);
    // Through the admin's writes, the next read is the new state.
    expect((await closePosting(posting!.id)).ok).toBe(true);
    const closed = (await getPublishedPosting(posting!.slug))!;
    expect(closed.closesAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(closed.salaryMin).toBe(1);
    expect(await deleteCaseStudy(study.id)).toBeDefined();
    expect(await getPublishedCaseStudy(first!)).toBeUndefined();
    expect(await slugs()).toEqual(before.slice(1));
  });

  it("does not outlive the next scheduled publication", async () => {
    await addPost({ title: "Live" });
    const due = Date.now() + 3_000;
    await addScheduled({ title: "Due shortly", publishedAt: new Date(due) });
    expect(await titles()).toEqual(["Live"]);
    await new Promise((resolve) => setTimeout(resolve, due + 200 - Date.now()));
    expect(await titles()).toEqual(["Due shortly", "Live"]);
  });

  it("tells when the next scheduled post becomes public, from the window it opened with", async () => {
    expect(await nextPublication()).toBeNull();
    const due = new Date(Date.now() + 60 * 60 * 1000);
    await addScheduled({ title: "Later", publishedAt: due });
    // Scheduled behind the site's back: the open window still says nothing is due.
    expect(await nextPublication()).toBeNull();
    emitLocalContentChanged();
    expect((await nextPublication())?.getTime()).toBe(due.getTime());
    enableReadCache(false);
    expect((await nextPublication())?.getTime()).toBe(due.getTime());
  });

  it("keeps no failure and never serves drafts to public readers", async () => {
    let calls = 0;
    const flaky = cachedRead("flaky", async (n: number) => {
      calls++;
      if (calls === 1) throw new Error("database went away");
      return n * 2;
    });
    await expect(flaky(2)).rejects.toThrow("database went away");
    expect(await flaky(2)).toBe(4);
    expect(await flaky(2)).toBe(4);
    expect(calls).toBe(2);

    await addPost({ title: "Draft", isPublished: false, publishedAt: null });
    expect((await listPosts({ limit: 20, visibility: "drafts" })).posts.map((p) => p.title)).toEqual(["Draft"]);
    expect(await titles()).toEqual([]);
  });

  it("reads the database every time while switched off", async () => {
    enableReadCache(false);
    await addPost({ title: "One" });
    expect(await titles()).toEqual(["One"]);
    await addPost({ title: "Two", ageDays: 0 });
    expect(await titles()).toEqual(["Two", "One"]);
  });

  it("lets any public read share one result per key, one read for concurrent callers", async () => {
    let reads = 0;
    const search = (query: string) =>
      cached(`search:${query}`, async () => {
        reads++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { query, hits: reads };
      });
    const [a, b] = await Promise.all([search("bridge"), search("bridge")]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
    expect(await search("bridge")).toBe(a);
    await search("weld");
    expect(reads).toBe(2);
  });

  it("keeps a query's result, not the query: a Drizzle query awaited again would run again", async () => {
    let runs = 0;
    // What a Drizzle query builder is: a thenable that runs the query each time it is awaited.
    const query: PromiseLike<number> = { then: (onFulfilled, onRejected) => Promise.resolve(++runs).then(onFulfilled, onRejected) };
    const read = () => cached("thenable", () => query);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(runs).toBe(1);
  });

  it("answers a read that overlapped a content change but does not keep it", async () => {
    let reads = 0;
    let release: () => void = () => {};
    const read = () =>
      cached("overlap", async () => {
        reads++;
        if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
        return reads;
      });
    const first = read();
    await new Promise((resolve) => setTimeout(resolve, 10));
    emitLocalContentChanged();
    release();
    expect(await first).toBe(1);
    expect(await read()).toBe(2);
  });

  it("keeps searches apart: new searches push out only other searches, never the reads every page makes", async () => {
    // Small stores, so that a few searches fill theirs.
    enableReadCache(true, { read: 8_000, search: 4_000 });
    await addPost({ title: "Pressure vessels in Quebec", slug: "pressure-vessels-in-quebec" });
    await addPost({ title: "Energy audits" });
    expect(await titles()).toEqual(["Pressure vessels in Quebec", "Energy audits"]);
    expect((await getPublicPostBySlug("pressure-vessels-in-quebec"))?.post.title).toBe("Pressure vessels in Quebec");
    const search = async (words: string) => (await listPosts({ limit: 20, search: words })).posts.map((post) => post.title);
    expect(await search("pressure")).toEqual(["Pressure vessels in Quebec"]);
    // Written behind the site's back: only reads that were pushed out see it.
    await getDb().update(blogPosts).set({ title: "Renamed behind the cache" });
    for (let i = 0; i < 60; i++) await search(`vessel${i} pressure`);
    expect(await titles()).toEqual(["Pressure vessels in Quebec", "Energy audits"]);
    expect((await getPublicPostBySlug("pressure-vessels-in-quebec"))?.post.title).toBe("Pressure vessels in Quebec");
    // The first search was pushed out by the later ones, and is read again.
    expect(await search("pressure")).toEqual(["Renamed behind the cache"]);
  });
});
