import { describe, expect, it } from "vitest";
import {
  changedFields,
  changesContent,
  formKey,
  readBaseVersion,
  readSnapshot,
  snapshotFromForm,
  snapshotOf,
  type PostSnapshot,
} from "./post-revisions";
import { diffSnapshots, diffText, htmlAsText } from "./revision-diff.server";

const base: PostSnapshot = snapshotOf({
  title: "Anchor Bolts",
  slug: "anchor-bolts",
  locale: "en",
  translationOf: null,
  excerpt: "Pull-out tests.",
  content: "<p>Proof loads and records.</p>",
  metaDescription: "Anchor bolt testing.",
  metaKeywords: null,
  featuredImage: null,
  featuredImageAlt: null,
  canonicalUrl: null,
  noIndex: false,
  categoryId: null,
  tags: ["Anchors"],
  authorId: null,
  authorName: "Northbridge Engineering Group",
  authorBio: null,
  readTimeMinutes: 3,
  publishedAt: new Date("2026-03-01T09:00:00Z"),
  isPublished: true,
  isFeatured: false,
});

const names = { categories: new Map<string, string>(), authors: new Map<string, string>(), posts: new Map<string, string>() };

describe("snapshots and changed fields", () => {
  it("lists only the fields whose values differ, tags compared in order", () => {
    expect(changedFields(base, { ...base })).toEqual([]);
    expect(changedFields(base, { ...base, title: "Anchors", tags: ["Anchors", "Testing"], publishedAt: null })).toEqual([
      "title",
      "tags",
      "publishedAt",
    ]);
  });

  it("reads a stored snapshot back, dropping keys it does not know and values of the wrong type", () => {
    const read = readSnapshot({ ...base, title: 42, extra: "ignored", tags: "not-a-list" });
    expect(read).not.toHaveProperty("title");
    expect(read).not.toHaveProperty("extra");
    expect(read).not.toHaveProperty("tags");
    expect(read.slug).toBe("anchor-bolts");
    expect(readSnapshot(null)).toEqual({});
  });

  it("review fields do not count as content changes", () => {
    expect(changesContent(["reviewRequestedAt", "reviewNote"])).toBe(false);
    expect(changesContent(["reviewNote", "title"])).toBe(true);
  });

  it("reads a form post as a snapshot and keys it without its version", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: " Anchors ",
      slug: "anchors",
      excerpt: "E",
      content: "<p>C</p>",
      metaDescription: "M",
    })) {
      form.set(key, value);
    }
    form.append("tags", "Anchors");
    form.append("tags", "Testing");
    form.set("readTimeMinutes", "4");
    form.set("metaKeywords", "  ");
    form.set("isPublished", "on");
    expect(snapshotFromForm(form)).toMatchObject({
      title: "Anchors",
      tags: ["Anchors", "Testing"],
      readTimeMinutes: 4,
      metaKeywords: null,
      publishedAt: null,
      isPublished: true,
      isFeatured: false,
    });
    const before = formKey(form);
    form.set("version", "7");
    expect(formKey(form)).toBe(before);
    form.set("title", "Other");
    expect(formKey(form)).not.toBe(before);
  });

  it("accepts a version that is a whole number from 1, and nothing else", () => {
    expect(readBaseVersion(null)).toEqual({ ok: true });
    expect(readBaseVersion(" 3 ")).toEqual({ ok: true, version: 3 });
    for (const bad of ["0", "-2", "1.5", "abc", "99999999999"]) expect(readBaseVersion(bad).ok).toBe(false);
  });
});

describe("the diff between two versions", () => {
  it("compares the content as the text readers see, word by word", () => {
    expect(
      htmlAsText("<h2>Scope</h2><p>One &amp; <a href='/x'>two</a></p><table><caption>Loads</caption><tr><td>5 kN</td></tr></table>"),
    ).toBe("Scope\n\nOne & two\n\nLoads\n\n5 kN");
    const diffs = diffSnapshots(base, { ...base, content: "<p>Proof loads and signed records.</p>", isPublished: false }, names);
    expect(diffs).toEqual([
      {
        field: "content",
        label: "Content",
        mode: "words",
        parts: [
          { change: "same", text: "Proof loads and " },
          { change: "added", text: "signed " },
          { change: "same", text: "records." },
        ],
      },
      { field: "isPublished", label: "Published", mode: "value", before: "Yes", after: "No" },
    ]);
  });

  it("shortens long unchanged text around a change", () => {
    const long = "word ".repeat(200);
    const parts = diffText(`${long}old ${long}`, `${long}new ${long}`);
    expect(parts.map((part) => part.change)).toEqual(["same", "removed", "added", "same"]);
    expect(parts[0]?.text.startsWith("… ")).toBe(true);
    expect(parts[3]?.text.endsWith(" …")).toBe(true);
    expect(parts[0]!.text.length).toBeLessThan(200);
  });
});
