import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/http/http.server";
import { addTag, isImageLocation, postInputSchema, postUpdateSchema, removeTag, suggestTags, uniqueTags } from "./post-schema";
import { readTimeMinutes, slugify } from "./posts";

const valid = {
  title: "Pressure Vessel CRN Basics",
  slug: "pressure-vessel-crn-basics",
  excerpt: "What a Canadian Registration Number is and when you need one.",
  content: "<p>Every pressure vessel used in Canada needs a CRN.</p>",
  metaDescription: "A short guide to CRN registration for pressure vessels in Canada.",
};

function errorsOf(input: unknown, schema: typeof postInputSchema | typeof postUpdateSchema = postInputSchema) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return fieldErrors(result.error);
}

describe("postInputSchema", () => {
  it("accepts a minimal post and fills the defaults", () => {
    const parsed = postInputSchema.parse(valid);
    expect(parsed).toMatchObject({ ...valid, tags: [], isPublished: false, isFeatured: false });
    expect(parsed.categoryId).toBeUndefined();
    expect(parsed.readTimeMinutes).toBeUndefined();
  });

  it("names every missing required field with a message for people", () => {
    const errors = errorsOf({});
    expect(errors.title).toEqual(["Title is required"]);
    expect(errors.slug).toEqual(["URL slug is required"]);
    expect(errors.excerpt).toEqual(["Excerpt is required"]);
    expect(errors.content).toEqual(["Content is required"]);
    expect(errors.metaDescription).toEqual(["Meta description is required"]);
  });

  it("treats whitespace-only required text as missing", () => {
    expect(errorsOf({ ...valid, title: "   " }).title).toEqual(["Title is required"]);
  });

  it("refuses slugs with capitals, spaces, odd characters, edge hyphens or reserved names", () => {
    for (const slug of ["Has-Caps", "two words", "dots.here", "-leading", "trailing-", "double--hyphen", "ünï"]) {
      expect(errorsOf({ ...valid, slug }).slug?.[0], slug).toMatch(/lowercase letters, digits and single hyphens/);
    }
    expect(errorsOf({ ...valid, slug: "admin" }).slug).toEqual(["This URL slug is reserved by the site; choose another"]);
    expect(errorsOf({ ...valid, slug: "rss.xml" }).slug).toEqual(["This URL slug is reserved by the site; choose another"]);
    expect(errorsOf({ ...valid, slug: "admin-tips-2026" })).toEqual({});
  });

  it("limits lengths", () => {
    expect(errorsOf({ ...valid, title: "x".repeat(201) }).title).toEqual(["Title must be at most 200 characters"]);
    expect(errorsOf({ ...valid, metaDescription: "x".repeat(301) }).metaDescription).toEqual([
      "Meta description must be at most 300 characters",
    ]);
  });

  it("accepts http(s) URLs and site paths as the featured image, nothing else", () => {
    for (const featuredImage of ["https://cdn.example.com/a.jpg", "http://example.com/b.png", "/images/plant.jpg"]) {
      expect(errorsOf({ ...valid, featuredImage })).toEqual({});
    }
    for (const featuredImage of ["javascript:alert(1)", "//evil.example/a.jpg", "images/a.jpg", "data:image/png;base64,AA"]) {
      expect(errorsOf({ ...valid, featuredImage }).featuredImage, featuredImage).toEqual([
        "Featured image must be an http(s) URL or a path on this site starting with /",
      ]);
    }
  });

  it("treats empty optional fields as absent", () => {
    const parsed = postInputSchema.parse({
      ...valid,
      metaKeywords: "",
      featuredImage: " ",
      categoryId: "",
      authorBio: "",
      readTimeMinutes: "",
      publishedAt: "",
    });
    expect(parsed.metaKeywords).toBeUndefined();
    expect(parsed.featuredImage).toBeUndefined();
    expect(parsed.categoryId).toBeUndefined();
    expect(parsed.readTimeMinutes).toBeUndefined();
    expect(parsed.publishedAt).toBeUndefined();
  });

  it("requires a UUID category, a whole read time of at least 1 and an ISO publish date", () => {
    expect(errorsOf({ ...valid, categoryId: "engineering" }).categoryId).toEqual(["Choose a category from the list"]);
    expect(errorsOf({ ...valid, readTimeMinutes: 0 }).readTimeMinutes).toEqual(["Read time must be at least 1 minute"]);
    expect(errorsOf({ ...valid, readTimeMinutes: 2.5 }).readTimeMinutes).toEqual(["Read time must be a whole number of minutes"]);
    expect(errorsOf({ ...valid, readTimeMinutes: "5" }).readTimeMinutes).toEqual(["Read time must be a whole number of minutes"]);
    expect(errorsOf({ ...valid, publishedAt: "next tuesday" }).publishedAt?.[0]).toMatch(/^Publish date must be/);
    expect(errorsOf({ ...valid, publishedAt: "2026-03-01T09:00:00.000Z" })).toEqual({});
    expect(errorsOf({ ...valid, publishedAt: "2026-03-01T09:00:00-05:00" })).toEqual({});
  });

  it("trims tags, drops duplicates and limits them to 20", () => {
    expect(postInputSchema.parse({ ...valid, tags: [" CRN ", "crn", "ASME"] }).tags).toEqual(["CRN", "ASME"]);
    expect(errorsOf({ ...valid, tags: ["ok", " "] }).tags).toEqual(["Tags cannot be empty"]);
    expect(errorsOf({ ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }).tags).toEqual(["A post can have at most 20 tags"]);
    expect(errorsOf({ ...valid, tags: "CRN" }).tags).toEqual(["Tags must be a list of text"]);
  });

  it("wants real booleans for the switches", () => {
    expect(errorsOf({ ...valid, isPublished: "yes" }).isPublished).toEqual(["Published must be true or false"]);
  });
});

describe("postUpdateSchema", () => {
  it("accepts any subset of fields and null to clear an optional one", () => {
    expect(postUpdateSchema.parse({})).toEqual({});
    expect(postUpdateSchema.parse({ title: " New title ", featuredImage: null })).toEqual({
      title: "New title",
      featuredImage: null,
    });
  });

  it("still validates what is given and refuses unknown fields", () => {
    expect(errorsOf({ slug: "Bad Slug" }, postUpdateSchema).slug?.[0]).toMatch(/lowercase/);
    expect(errorsOf({ title: "" }, postUpdateSchema).title).toEqual(["Title is required"]);
    expect(errorsOf({ titel: "typo" }, postUpdateSchema)._form?.[0]).toMatch(/titel/);
  });
});

describe("form rules", () => {
  it("generates the slug from the title by the spec's rule", () => {
    expect(slugify("ASME VIII-1 vs. VIII-2: What's the Difference?")).toBe("asme-viii-1-vs-viii-2-whats-the-difference");
    expect(slugify("  Lean   Six -- Sigma  ")).toBe("lean-six-sigma");
  });

  it("recomputes read time from the content: words / 200, rounded up, at least 1", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes(`<p>${"word ".repeat(200)}</p>`)).toBe(1);
    expect(readTimeMinutes(`<p>${"word ".repeat(201)}</p>`)).toBe(2);
    expect(readTimeMinutes(`<h2>Title</h2><p>${"word ".repeat(599)}</p>`)).toBe(3);
  });

  it("adds tags on Enter: trimmed, blanks and duplicates ignored", () => {
    let tags: string[] = [];
    tags = addTag(tags, "  CRN  ");
    tags = addTag(tags, "   ");
    tags = addTag(tags, "crn");
    tags = addTag(tags, "ASME VIII");
    expect(tags).toEqual(["CRN", "ASME VIII"]);
    expect(removeTag(tags, "CRN")).toEqual(["ASME VIII"]);
    const full = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(addTag(full, "one more")).toEqual(full);
  });

  it("offers up to 10 popular tags the post does not have yet", () => {
    const popular = Array.from({ length: 14 }, (_, i) => `Tag ${i}`);
    expect(suggestTags(popular, ["tag 0", "Tag 3"])).toEqual([
      "Tag 1",
      "Tag 2",
      "Tag 4",
      "Tag 5",
      "Tag 6",
      "Tag 7",
      "Tag 8",
      "Tag 9",
      "Tag 10",
      "Tag 11",
    ]);
    expect(suggestTags(["A", "B"], [])).toEqual(["A", "B"]);
  });

  it("uniqueTags keeps the first spelling of each tag", () => {
    expect(uniqueTags(["Lean", " lean ", "", "Six Sigma"])).toEqual(["Lean", "Six Sigma"]);
  });

  it("knows what an image location is", () => {
    expect(isImageLocation("/images/a.jpg")).toBe(true);
    expect(isImageLocation("/\\evil.example")).toBe(false);
    expect(isImageLocation("ftp://example.com/a.jpg")).toBe(false);
  });
});
