// What the admin post form starts from, and the publish date between the browser's time zone and the
// ISO instant the schema takes. Pure functions: the form component uses them, and so do the tests.
import type { DefaultValue } from "@conform-to/react";
import type { PostField, PostInput } from "~/utils/post-schema";
import type { PublicPost } from "~/utils/posts";

/** What the edit form starts from: the stored post (ISO timestamps), every field of the schema. */
export type EditablePost = Pick<PublicPost & { authorId: string | null }, PostField> & { id: string };

/**
 * A new post starts in English, signed with the firm's name; an edited (or translated) post starts from
 * what is stored. The publish date stays an ISO instant: the browser shows it in the editor's time zone.
 */
export function postFormDefaults(post: EditablePost | null, defaultAuthorName: string): DefaultValue<PostInput> {
  if (!post) return { locale: "en", authorName: defaultAuthorName };
  const { id: _id, ...fields } = post;
  return fields;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-03-01T09:05" in the local time zone: the value a datetime-local input shows, to the minute. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The datetime-local value (local time) as an ISO instant; what cannot be read is passed on for the schema to reject. */
export function fromDateTimeLocal(local: string): string {
  const trimmed = local.trim();
  if (!trimmed) return "";
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? trimmed : date.toISOString();
}
