import { diffLines, diffWordsWithSpace, type ChangeObject } from "diff";
import { convert } from "html-to-text";
import {
  fieldLabel,
  REVISION_FIELDS,
  TEXT_FIELDS,
  type DiffPart,
  type FieldDiff,
  type PostSnapshot,
  type RevisionField,
} from "./post-revisions";

// What changed between two versions of a post, for the history page: text fields word by word (the
// content compared as the text a reader sees, paragraph by paragraph), other fields as before and after.

/** Names for the ids a snapshot holds (category, author profile, original post). */
export type DiffNames = { categories: Map<string, string>; authors: Map<string, string>; posts: Map<string, string> };

/** A word diff gives up after this long (a whole article rewritten) and compares paragraphs instead. */
const WORD_DIFF_TIMEOUT_MS = 400;
/** Unchanged text longer than this is shortened around the changes, so the changes stay in view. */
const CONTEXT_CHARS = 160;

/** The text a reader sees in a post's HTML: paragraphs and list items on lines of their own. */
export function htmlAsText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
      { selector: "h4", options: { uppercase: false } },
      // Tables read row by row, their caption included.
      { selector: "table", format: "block" },
      { selector: "caption", format: "block" },
      { selector: "tr", format: "block" },
    ],
  }).trim();
}

function textOf(field: RevisionField, snapshot: Partial<PostSnapshot>): string {
  const value = snapshot[field];
  if (typeof value !== "string") return "";
  return field === "content" ? htmlAsText(value) : value;
}

function shorten(text: string, position: "start" | "middle" | "end"): string {
  if (text.length <= CONTEXT_CHARS * 2) return text;
  if (position === "start") return `… ${text.slice(-CONTEXT_CHARS)}`;
  if (position === "end") return `${text.slice(0, CONTEXT_CHARS)} …`;
  return `${text.slice(0, CONTEXT_CHARS)} … ${text.slice(-CONTEXT_CHARS)}`;
}

function toParts(changes: ChangeObject<string>[]): DiffPart[] {
  const parts = changes.map((change): DiffPart => ({
    change: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
  return parts.map((part, index) => {
    if (part.change !== "same") return part;
    const position = index === 0 ? "start" : index === parts.length - 1 ? "end" : "middle";
    return { ...part, text: shorten(part.text, parts.length === 1 ? "end" : position) };
  });
}

/** Word-level differences between two texts (paragraph-level when the texts are too different to compare by word). */
export function diffText(before: string, after: string): DiffPart[] {
  const words = diffWordsWithSpace(before, after, { timeout: WORD_DIFF_TIMEOUT_MS });
  return toParts(words ?? diffLines(before, after));
}

function formatValue(field: RevisionField, snapshot: Partial<PostSnapshot>, names: DiffNames): string {
  const value = snapshot[field];
  if (value === undefined) return "(not kept in this version)";
  if (value === null || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "(none)";
  if (typeof value === "number") return field === "readTimeMinutes" ? `${value} min` : String(value);
  if (field === "categoryId") return names.categories.get(value) ?? "(a deleted category)";
  if (field === "authorId") return names.authors.get(value) ?? "(a deleted author profile)";
  if (field === "translationOf") return names.posts.get(value) ?? "(a deleted post)";
  if (field === "locale") return value === "fr" ? "French" : "English";
  if (field === "publishedAt") return `${new Date(value).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Every field that differs between `before` and `after`, in the order of REVISION_FIELDS. */
export function diffSnapshots(before: Partial<PostSnapshot>, after: Partial<PostSnapshot>, names: DiffNames): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const field of REVISION_FIELDS) {
    if (sameValue(before[field], after[field])) continue;
    const label = fieldLabel(field);
    if (TEXT_FIELDS.includes(field)) {
      diffs.push({ field, label, mode: "words", parts: diffText(textOf(field, before), textOf(field, after)) });
    } else {
      diffs.push({ field, label, mode: "value", before: formatValue(field, before, names), after: formatValue(field, after, names) });
    }
  }
  return diffs;
}
