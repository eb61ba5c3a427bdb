import { describe, expect, it } from "vitest";
import { postInputSchema, postPayloadFromFormData } from "~/utils/post-schema";
import {
  emptyFormValues,
  formDataFromPayload,
  formValuesFromPost,
  fromDateTimeLocal,
  payloadFromValues,
  toDateTimeLocal,
  type EditablePost,
} from "./post-form-values";
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
};

describe("the post form's values", () => {
  it("start empty with the firm as author in create mode", () => {
    expect(emptyFormValues("Northbridge Engineering Group")).toMatchObject({
      title: "",
      tags: [],
      authorName: "Northbridge Engineering Group",
      isPublished: false,
      readTimeMinutes: "",
    });
  });

  it("start from the stored post in edit mode, nulls as empty fields", () => {
    expect(formValuesFromPost(post)).toMatchObject({
      metaKeywords: "",
      featuredImage: "/images/blog/plant.jpg",
      readTimeMinutes: "6",
      tags: ["Lean", "Six Sigma"],
    });
  });

  it("leave empty optional fields out of the payload", () => {
    const payload = payloadFromValues({ ...formValuesFromPost(post), metaKeywords: "  ", readTimeMinutes: "", publishedAtLocal: "" });
    expect(payload.metaKeywords).toBeUndefined();
    expect(payload.readTimeMinutes).toBeUndefined();
    expect(payload.publishedAt).toBeUndefined();
    expect(payload.featuredImage).toBe("/images/blog/plant.jpg");
    expect(postInputSchema.safeParse(payload).success).toBe(true);
  });

  it("send the read time as a number, so the schema can refuse what is not a whole number", () => {
    expect(payloadFromValues({ ...emptyFormValues("X"), readTimeMinutes: "12" }).readTimeMinutes).toBe(12);
    const odd = postInputSchema.safeParse({ ...payloadFromValues(formValuesFromPost(post)), ...{ readTimeMinutes: Number("abc") } });
    expect(odd.success).toBe(false);
  });

  it("show the publish date to the minute in local time, and send it back as an instant", () => {
    const local = toDateTimeLocal(post.publishedAt);
    expect(local).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(fromDateTimeLocal(local)).toBe("2026-03-01T14:05:00.000Z");
    expect(toDateTimeLocal(null)).toBe("");
    expect(fromDateTimeLocal("")).toBeUndefined();
    expect(fromDateTimeLocal("soon")).toBe("soon");
  });

  it("travel as a form post and arrive as the same payload", () => {
    const payload = payloadFromValues({ ...formValuesFromPost(post), publishedAtLocal: toDateTimeLocal(post.publishedAt) });
    const arrived = postPayloadFromFormData(formDataFromPayload(payload));
    const expected = Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
    expect(arrived).toEqual(expected);
    expect(postInputSchema.parse(arrived)).toEqual(postInputSchema.parse(payload));
  });

  it("a switch that is off arrives as false, with no tags as an empty list", () => {
    const arrived = postPayloadFromFormData(formDataFromPayload(payloadFromValues({ ...emptyFormValues("X"), isFeatured: false })));
    expect(arrived).toMatchObject({ isPublished: false, isFeatured: false, tags: [] });
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
