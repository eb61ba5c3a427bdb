import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * Reads a form post with the schema its page validated with in the browser, the way Conform reads it
 * there (empty text is "not set", "on" is true, repeated names are lists), and answers Conform's
 * submission: its `value` when valid, or a `reply()` with every problem by field for the form to show.
 *
 * Only the schema's own top-level fields are read. A browser never sends anything else, so the rest is
 * dropped before parsing: Conform's control names (`__intent__`, `__state__`, whose JSON it would
 * parse), and nested names such as `tags[99999999]`, which would build a list of a hundred million empty
 * entries for the schema to walk.
 */
export function parseSubmission<Schema extends z.ZodObject>(form: FormData, schema: Schema) {
  const known = new Set(Object.keys(schema.shape));
  const kept = new FormData();
  for (const [name, value] of form) if (known.has(name)) kept.append(name, value);
  return parseWithZod(kept, { schema });
}
