import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { blogCategories, blogPosts } from "~/db/schema";
import { explainPublicSearch, listPosts } from "~/utils/posts.server";
import { seedScale } from "../../scripts/seed-scale";
import { useTestDatabase } from "../setup/database";

/**
 * Search over a few hundred generated posts answers exactly what a plain reading of the posts says it
 * should (whole words, accents ignored, phrases, "or", "-word", the last word as a prefix), never shows a
 * draft or a scheduled post, ranks title matches first, and reads the search index through its GIN index.
 */
useTestDatabase();

const POSTS = 300;

type Stored = { id: string; locale: "en" | "fr"; title: string; fields: string[]; isPublic: boolean };
let stored: Stored[] = [];

/** Text as a reader sees it: no markup, no accents, lowercase. */
function plain(text: string): string {
  return text
    .replace(/<[^>]+>/g, " ")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
}

/** Public posts of one language with `word` as a whole word (or, with `prefix`, a word starting with it) in any field. */
function expected(test: (field: string) => boolean, locale: "en" | "fr" = "en"): string[] {
  return stored
    .filter((post) => post.locale === locale && post.isPublic && post.fields.some(test))
    .map((post) => post.id)
    .sort();
}
const hasWord = (word: string) => (field: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}($|[^\\p{L}\\p{N}])`, "u").test(field);
const hasPhrase = (phrase: string) => (field: string) => field.replace(/[^\p{L}\p{N}]+/gu, " ").includes(` ${phrase} `);

async function found(search: string, locale: "en" | "fr" = "en"): Promise<{ ids: string[]; titles: string[] }> {
  const { posts, total } = await listPosts({ search, locale, limit: POSTS });
  expect(posts).toHaveLength(total);
  return { ids: posts.map((post) => post.id).sort(), titles: posts.map((post) => post.title) };
}

beforeEach(async () => {
  await seedScale(getDb(), { posts: POSTS, seed: 7 });
  const now = Date.now();
  const rows = await getDb().select().from(blogPosts);
  stored = rows.map((row) => ({
    id: row.id,
    locale: row.locale,
    title: row.title,
    fields: [row.title, row.excerpt, row.tags.join(" "), row.content].map((field) => ` ${plain(field)} `),
    isPublic: row.isPublished && (!row.publishedAt || row.publishedAt.getTime() <= now),
  }));
  expect(stored.filter((post) => !post.isPublic).length).toBeGreaterThan(0);
}, 240_000);

describe("search over hundreds of posts", () => {
  it("finds exactly the public posts holding a word, accents ignored, drafts and scheduled posts never", async () => {
    for (const word of ["kanban", "hydrotest", "sarnia", "montreal", "quebec"]) {
      const want = expected(hasWord(word));
      expect(want.length, word).toBeGreaterThan(0);
      expect((await found(word)).ids, word).toEqual(want);
    }
    // Some drafts and scheduled posts hold the words too: they were left out above, not missing.
    expect(stored.some((post) => !post.isPublic && post.fields.some(hasWord("kanban")))).toBe(true);
  });

  it("searches each language's posts apart: a French search finds the French posts holding the word, and only them", async () => {
    expect(stored.filter((post) => post.locale === "fr").length).toBeGreaterThan(POSTS / 10);
    for (const word of ["kanban", "soudure", "quebec"]) {
      const want = expected(hasWord(word), "fr");
      expect(want.length, word).toBeGreaterThan(0);
      expect((await found(word, "fr")).ids, word).toEqual(want);
      const english = new Set((await found(word)).ids);
      expect(
        want.some((id) => english.has(id)),
        word,
      ).toBe(false);
    }
  });

  it("finds French posts by the stem of a French word, and files the categories in French too", async () => {
    const soudure = expected(hasWord("soudure"), "fr");
    expect(soudure.length).toBeGreaterThan(0);
    // The posts only ever write the singular: the French stemmer makes the plural find them.
    expect(expected(hasWord("soudures"), "fr")).toEqual([]);
    expect((await found("soudures", "fr")).ids).toEqual(soudure);
    expect((await found("soudures brides", "fr")).ids).toEqual(soudure.filter((id) => expected(hasWord("bride"), "fr").includes(id)));
    // English stems do not reach French words.
    expect((await found("soudures")).ids).toEqual([]);
    const categories = await getDb().select().from(blogCategories);
    expect(categories.find((category) => category.slug === "scale-pressure-vessels")).toMatchObject({
      nameFr: "Appareils sous pression",
      slugFr: "scale-appareils-sous-pression",
    });
    expect(categories.every((category) => category.nameFr && category.descriptionFr)).toBe(true);
  });

  it("keeps phrases, or, -word and the last word as a prefix", async () => {
    expect((await found('"relief valve"')).ids).toEqual(expected(hasPhrase("relief valve")));
    const kanban = expected(hasWord("kanban"));
    const kaizen = new Set(expected(hasWord("kaizen")));
    expect((await found("kanban -kaizen")).ids).toEqual(kanban.filter((id) => !kaizen.has(id)));
    expect((await found("hydrotest or kanban")).ids).toEqual([...new Set([...kanban, ...expected(hasWord("hydrotest"))])].sort());
    expect((await found("hydrote")).ids).toEqual(expected(hasWord("hydrotest")));
  });

  it("ranks posts with the word in their title before the others", async () => {
    const { titles } = await found("kanban");
    const inTitle = titles.map((title) => /kanban/i.test(title));
    expect(inTitle.some(Boolean)).toBe(true);
    expect(inTitle.some((x) => !x)).toBe(true);
    // Once a title without the word comes, no title with it follows.
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
  });

  it("reads the search index through its GIN index, even for a word in most posts or a -word", async () => {
    const site = stored.flatMap((post) => post.fields[3]?.match(/ at ([a-z]+), /)?.[1] ?? []).at(0);
    expect(site).toBeDefined();
    // The commonest word of the bodies: left to its estimates, the planner would read the whole search
    // table for it and test every post's document (decision record 0006).
    const counts = new Map<string, number>();
    for (const post of stored)
      for (const word of new Set(post.fields[3]?.match(/[a-z]{6,}/g) ?? [])) counts.set(word, (counts.get(word) ?? 0) + 1);
    const [common, inPosts] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
    expect(inPosts).toBeGreaterThan(POSTS / 2);
    for (const search of [site ?? "", common, `${common} -${site}`, `"${common}" or ${site}`]) {
      const plan = await explainPublicSearch(search);
      expect(plan, search).toContain("Bitmap Index Scan on blog_post_search_document_idx");
      expect(plan, search).not.toMatch(/Seq Scan on blog_post_search/);
    }
    // The same answers as the plain reading, with the index forced.
    expect((await found(common)).ids).toEqual(expected(hasWord(common)));
  });
});
