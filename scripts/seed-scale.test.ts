import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateScalePosts } from "./seed-scale";

/**
 * The French posts of the scale fixture are French: French function words and none of the English ones,
 * the articles elided and contracted as French writes them, slugs from the French titles. The English
 * posts are exactly those the fixture gave before the French posts had French words.
 */
const NOW = new Date("2025-06-01T12:00:00Z");
const posts = generateScalePosts(500, { seed: 7, now: NOW });
const french = posts.filter((post) => post.locale === "fr");

/** A post's words as a reader sees them: no markup, spaces where the tags were. */
function words(post: (typeof posts)[number]): string {
  return ` ${[post.title, post.excerpt, post.content].join(" ").replace(/<[^>]+>/g, " ")} `.replace(/\s+/g, " ");
}

describe("the scale fixture's French posts", () => {
  it("files one post in five under the French blog", () => {
    expect(french).toHaveLength(100);
  });

  it("are written with French function words and no English ones", () => {
    for (const post of french) {
      const text = words(post);
      for (const word of [" le ", " la ", " des ", " du ", " à ", " et ", " l’"]) expect(text, `${post.slug}: ${word}`).toContain(word);
      expect(text, post.slug).not.toMatch(/ (the|and|of|with|for|is) /i);
    }
  });

  it("elide and contract the articles: no « de le », « à les », « le a… » or « la é… »", () => {
    for (const post of french) {
      const text = words(post);
      expect(text, post.slug).not.toMatch(/(?<!\p{L})(de|à) les? /iu);
      expect(text, post.slug).not.toMatch(/(?<!\p{L})(le|la|de|du|que) [aeiouyhàâéèêëîïôœùû]/iu);
      // One apostrophe throughout, as the site's French content writes it.
      expect(text, post.slug).not.toContain("'");
      // No-break spaces before a colon and between a figure and its unit.
      expect([post.title, post.excerpt, post.content].join("\n"), post.slug).not.toMatch(/ :|\d heures/);
    }
  });

  it("agree adjectives with the noun's gender", () => {
    const text = french.map(words).join(" ");
    expect(text).toMatch(/ la [a-zé]+ (corrodée|existante|neuve|finale) /);
    expect(text).toMatch(/ le [a-zé]+ (corrodé|existant|neuf|final) /);
    expect(text).not.toMatch(/ la (bride|soudure|poutre|pompe) (corrodé|existant|neuf|final)[ ,.]/);
    expect(text).not.toMatch(/ le (joint|coude|robinet|moteur) (corrodée|existante|neuve|finale)[ ,.]/);
  });

  it("take their slugs and tags from the French words, and Quebec places", () => {
    for (const post of french) {
      expect(post.slug, post.title).toMatch(/^[a-z0-9-]+$/);
      expect(post.slug.replace(/-\d+$/, ""), post.title).toBe(
        post.title
          .normalize("NFD")
          .replace(/\p{M}/gu, "")
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, ""),
      );
    }
    const places = new Set(french.flatMap((post) => post.tags?.at(-1) ?? []));
    expect(
      [...places].every((place) =>
        /^(Montréal|Québec|Laval|Gatineau|Longueuil|Sherbrooke|Trois-Rivières|Saguenay|Lévis|Terrebonne|Saint-|Drummondville|Granby|Rimouski|Victoriaville|Rouyn-Noranda|Sept-Îles|Baie-Comeau|Joliette)/.test(
          place,
        ),
      ),
    ).toBe(true);
    // Invented client sites stay as rare proper nouns in French too.
    expect(french.some((post) => /À [A-Z][a-z]+, /.test(post.content))).toBe(true);
  });

  it("are about as long as the English posts", () => {
    const count = (post: (typeof posts)[number]) => words(post).trim().split(" ").length;
    const average = (list: typeof posts) => list.reduce((sum, post) => sum + count(post), 0) / list.length;
    const english = average(posts.filter((post) => post.locale === "en"));
    expect(average(french)).toBeGreaterThan(english * 0.9);
    expect(average(french)).toBeLessThan(english * 1.2);
  });

  it("are the same for the same seed, and the English posts are the ones the fixture always gave", () => {
    expect(generateScalePosts(500, { seed: 7, now: NOW })).toEqual(posts);
    expect(generateScalePosts(500, { seed: 8, now: NOW }).filter((post) => post.locale === "fr")).not.toEqual(french);
    const english = posts.filter((post) => post.locale === "en");
    // The digest of these 400 posts before the French posts were written in French.
    expect(createHash("sha256").update(JSON.stringify(english)).digest("hex")).toBe(
      "2f3b10217ea75fc79ff25357120354c5afa4e1188429acb7048ab0eda0c38c31",
    );
  });
});
