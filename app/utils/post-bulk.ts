import { z } from "zod";
import { can, type StaffRole } from "./permissions";

// The post list's bulk actions: what a person may choose, and the one schema the list's form is read with
// (browser-safe: the list builds its choices from it, the action parses with it).

/** The most posts one bulk action changes: the list shows 50 a page, so this leaves room without inviting abuse. */
export const BULK_MAX = 100;

export const bulkPostActionKinds = ["publish", "unpublish", "feature", "unfeature", "move", "delete"] as const;
export type BulkPostActionKind = (typeof bulkPostActionKinds)[number];

/** A bulk action as the service takes it: moving names the category. */
export type BulkPostAction = { kind: Exclude<BulkPostActionKind, "move"> } | { kind: "move"; categoryId: string };

/** Publishing, unpublishing and featuring are the editors' (permissions.ts); moving and deleting follow who may edit each post. */
export function mayBulk(role: StaffRole, kind: BulkPostActionKind): boolean {
  return kind === "move" || kind === "delete" || can(role, "posts.publish");
}

export const bulkActionLabels: Record<Exclude<BulkPostActionKind, "move">, string> = {
  publish: "Publish",
  unpublish: "Unpublish (back to draft)",
  feature: "Feature",
  unfeature: "Stop featuring",
  delete: "Delete",
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MOVE_PREFIX = "move:";

/** The value of the action choice that moves posts to a category: one select carries both, so it works without JavaScript. */
export const moveActionValue = (categoryId: string) => `${MOVE_PREFIX}${categoryId}`;

const quoted = (value: unknown) => `"${String(value).slice(0, 40)}"`;

const actionSchema = z
  .string({ error: "Choose what to do with the selected posts" })
  .trim()
  .min(1, "Choose what to do with the selected posts")
  .transform((value, context): BulkPostAction => {
    if (value.startsWith(MOVE_PREFIX)) {
      const categoryId = value.slice(MOVE_PREFIX.length);
      if (UUID_PATTERN.test(categoryId)) return { kind: "move", categoryId: categoryId.toLowerCase() };
      context.addIssue({ code: "custom", message: `${quoted(categoryId)} is not the id of a category` });
      return z.NEVER;
    }
    const kind = bulkPostActionKinds.find((known) => known === value && known !== "move");
    if (kind && kind !== "move") return { kind };
    context.addIssue({
      code: "custom",
      message: `Unknown bulk action ${quoted(value)}: choose publish, unpublish, feature, unfeature, move to a category or delete`,
    });
    return z.NEVER;
  });

export const bulkPostSchema = z.object({
  ids: z
    .array(z.string().regex(UUID_PATTERN, { error: (issue) => `${quoted(issue.input)} is not the id of a post` }), {
      error: "Select at least one post",
    })
    .min(1, "Select at least one post")
    .max(BULK_MAX, {
      error: (issue) =>
        `Select at most ${BULK_MAX} posts at once (${String(issue.input instanceof Array ? issue.input.length : "more")} were sent)`,
    })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  action: actionSchema,
  /** A delete is carried out only once confirmed; without it the list asks first. */
  confirmed: z.boolean(),
});

export type BulkPostRequest = z.infer<typeof bulkPostSchema>;

/** Reads the list's bulk form: the checked `ids`, the `bulkAction` chosen and `confirm`. The first problem, in words, when it is not usable. */
export function readBulkPostForm(form: FormData): { ok: true; request: BulkPostRequest } | { ok: false; message: string } {
  const parsed = bulkPostSchema.safeParse({
    ids: form.getAll("ids").filter((value) => typeof value === "string"),
    action: form.get("bulkAction") ?? "",
    confirmed: form.get("confirm") === "yes",
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "The bulk action could not be read" };
}

/** "1 post", "3 posts". */
export function postCount(count: number): string {
  return `${count} ${count === 1 ? "post" : "posts"}`;
}

/** What a bulk action did, in words: "3 posts published." and, when some already were, how many. */
export function bulkDoneMessage(done: {
  action: BulkPostAction;
  selected: number;
  changed: number;
  scheduled: number;
  categoryName?: string;
}): string {
  const { action, selected, changed, scheduled } = done;
  const unchanged = selected - changed;
  const already = (state: string) => (unchanged > 0 ? ` ${unchanged === 1 ? "1 was" : `${unchanged} were`} already ${state}.` : "");
  switch (action.kind) {
    case "publish": {
      const who =
        scheduled === changed ? (changed === 1 ? "it goes" : "they go") : `${scheduled} of them ${scheduled === 1 ? "goes" : "go"}`;
      const later = scheduled > 0 ? ` (${who} live on ${scheduled === 1 ? "its" : "their"} publish date)` : "";
      return `${postCount(changed)} published${later}.${already("published")}`;
    }
    case "unpublish":
      return `${postCount(changed)} unpublished: back to drafts.${already(unchanged === 1 ? "a draft" : "drafts")}`;
    case "feature":
      return `${postCount(changed)} featured.${already("featured")}`;
    case "unfeature":
      return `${postCount(changed)} no longer featured.${already("not featured")}`;
    case "move":
      return `${postCount(changed)} moved to \u201c${done.categoryName ?? "the category"}\u201d.${already("in it")}`;
    case "delete":
      return `${postCount(changed)} deleted.`;
  }
}
