import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { postInputSchema } from "~/utils/post-schema";
import { fromDateTimeLocal, postFormDefaults, toDateTimeLocal, type EditablePost } from "./post-form-values";
import { postStatus } from "./post-status";

const post: EditablePost = {
  id: "6f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f",
  locale: "en",
  translationOf: null,
  title: "Lean Six Sigma on the Shop Floor",
  slug: "lean-six-sigma-on-the-shop-floor",
  excerpt: "Where to start.",
  content: "<p>Start with the process map.</p>",
  metaDescription: "A practical start with Lean Six Sigma in a plant.",
  metaKeywords: null,
  featuredImage: "/images/blog/plant.jpg",
  featuredImageAlt: null,
  categoryId: null,
  tags: ["Lean", "Six Sigma"],
  authorName: "Priya Raman",
  authorBio: null,
  readTimeMinutes: 6,
  publishedAt: "2026-03-01T14:05:42.000Z",
  isPublished: true,
  isFeatured: false,
  authorId: null,
  canonicalUrl: null,
  noIndex: false,
};

describe("the post form's values", () => {
  it("start in English with the firm as author in create mode", () => {
    expect(postFormDefaults(null, "Northbridge Engineering Group")).toEqual({ locale: "en", authorName: "Northbridge Engineering Group" });
  });

  it("start from every stored field of the post in edit mode", () => {
    const defaults = postFormDefaults(post, "X");
    expect(defaults).toMatchObject({ title: post.title, tags: ["Lean", "Six Sigma"], readTimeMinutes: 6, isPublished: true });
    expect(defaults).not.toHaveProperty("id");
  });

  it("show the publish date to the minute in local time, and send it back as an instant", () => {
    const local = toDateTimeLocal(post.publishedAt);
    expect(local).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(fromDateTimeLocal(local)).toBe("2026-03-01T14:05:00.000Z");
    expect(toDateTimeLocal(null)).toBe("");
    expect(fromDateTimeLocal("")).toBe("");
    expect(fromDateTimeLocal("soon")).toBe("soon");
  });
});

/** The editor's form as the browser sends it: hidden fields for the switches, the date, the body and the tags. */
function editorForm(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

const filled = {
  locale: "en",
  translationOf: "",
  title: " Lean Six Sigma on the Shop Floor ",
  slug: "lean-six-sigma-on-the-shop-floor",
  excerpt: "Where to start.",
  content: "<p>Start with the process map.</p>",
  metaDescription: "A practical start with Lean Six Sigma in a plant.",
  metaKeywords: "",
  featuredImage: "",
  featuredImageAlt: "",
  canonicalUrl: "",
  authorId: "",
  categoryId: "",
  readTimeMinutes: "6",
  authorName: "Priya Raman",
  publishedAt: "2026-03-01T14:05:00.000Z",
  authorBio: "",
  isPublished: "on",
  isFeatured: "",
  noIndex: "",
};

describe("the editor's form read with the post schema (what the browser checks and the server stores)", () => {
  it("turns the form's text into the post: numbers, switches, empty fields unset, tags as a list", () => {
    const submission = parseWithZod(editorForm({ ...filled, tags: ["Lean", "Six Sigma", "lean"] }), { schema: postInputSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      title: "Lean Six Sigma on the Shop Floor",
      readTimeMinutes: 6,
      isPublished: true,
      isFeatured: false,
      noIndex: false,
      tags: ["Lean", "Six Sigma"],
      publishedAt: "2026-03-01T14:05:00.000Z",
    });
    for (const unset of ["metaKeywords", "featuredImage", "canonicalUrl", "categoryId", "authorId", "translationOf", "authorBio"]) {
      expect(submission.value, unset).not.toHaveProperty(unset, expect.anything());
    }
  });

  it("one tag is still a list; no tag is an empty list", () => {
    const one = parseWithZod(editorForm({ ...filled, tags: "CRN" }), { schema: postInputSchema });
    const none = parseWithZod(editorForm(filled), { schema: postInputSchema });
    expect(one.status === "success" && one.value.tags).toEqual(["CRN"]);
    expect(none.status === "success" && none.value.tags).toEqual([]);
  });

  it("answers every problem by field, in the schema's words", () => {
    const submission = parseWithZod(
      editorForm({ ...filled, title: "  ", readTimeMinutes: "abc", canonicalUrl: "ftp://example.com/a", isFeatured: "yes" }),
      { schema: postInputSchema },
    );
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toMatchObject({
      title: ["Title is required"],
      readTimeMinutes: ["Read time must be a whole number of minutes"],
      canonicalUrl: [expect.stringMatching(/^Canonical URL must be a full address starting with https:\/\//)],
      isFeatured: ["Featured must be true or false"],
    });
  });

  it("reads a JSON body with the same schema, where types are already types", () => {
    const json = postInputSchema.safeParse({
      ...filled,
      readTimeMinutes: 6,
      isPublished: true,
      isFeatured: false,
      noIndex: true,
      tags: ["CRN"],
    });
    expect(json.success && json.data).toMatchObject({ readTimeMinutes: 6, noIndex: true, tags: ["CRN"] });
    // A form's text is not a JSON boolean: the API says so instead of guessing.
    const text = postInputSchema.safeParse({ ...filled, readTimeMinutes: 6 });
    expect(text.success).toBe(false);
  });
});

describe("postStatus", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  it("is draft, published or scheduled", () => {
    expect(postStatus({ isPublished: false, publishedAt: null }, now)).toBe("draft");
    expect(postStatus({ isPublished: false, publishedAt: "2030-01-01T00:00:00Z" }, now)).toBe("draft");
    expect(postStatus({ isPublished: true, publishedAt: "2026-05-31T00:00:00Z" }, now)).toBe("published");
    expect(postStatus({ isPublished: true, publishedAt: null }, now)).toBe("published");
    expect(postStatus({ isPublished: true, publishedAt: "2026-06-01T12:00:01Z" }, now)).toBe("scheduled");
  });
});
