import type { z } from "zod";
import { getEnv } from "~/utils/env.server";
import { errorFields, log } from "~/utils/logger.server";
import { BODY_LIMITS, bodyProblemHeaders, readBodyLimited, withoutControlCharacters } from "./body.server";

export type FieldErrors = Record<string, string[]>;

/** The one error body of the JSON API: `{"message": string, "errors"?: {field: string[]}}`. */
export function jsonError(status: number, message: string, options: { errors?: FieldErrors; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(options.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(options.errors ? { message, errors: options.errors } : { message }, { status, headers });
}

/** Per-field messages from a failed Zod parse, keyed by the top-level field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_form";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** "Invalid input: title: Title is required; slug: …" — a message that names the problem. */
export function describeFieldErrors(errors: FieldErrors): string {
  const parts = Object.entries(errors).map(([field, messages]) => `${field}: ${messages.join(", ")}`);
  return `Invalid input: ${parts.join("; ")}`;
}

/** The most values (numbers, strings, objects, arrays…) and levels of nesting one JSON body may have. */
export const JSON_LIMITS = { values: 10_000, depth: 32 } as const;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Why a JSON body's shape is refused before it is parsed, or undefined. Parsing (and the reviver that
 * cleans each string) costs per value and per level on the thread every visitor shares: 500,000 numbers
 * in one 1 MB array held the server for 0.4 s, and 500,000 nested arrays for as long before the parser
 * ran out of stack. No request of the site comes near either limit. Counted from the bytes outside
 * strings: a value follows each comma and each opening bracket or brace.
 */
function jsonShapeProblem(bytes: Uint8Array): { status: 400 | 413; message: string } | undefined {
  let inString = false;
  let depth = 0;
  let values = 1;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === COMMA || OPENERS.has(byte)) {
      if (++values > JSON_LIMITS.values) {
        return { status: 413, message: `The request body has more than ${JSON_LIMITS.values.toLocaleString("en-US")} JSON values` };
      }
      if (byte !== COMMA && ++depth > JSON_LIMITS.depth) {
        return { status: 400, message: `The request body nests JSON deeper than ${JSON_LIMITS.depth} levels` };
      }
    } else if (CLOSERS.has(byte)) {
      depth--;
    }
  }
  return undefined;
}

/**
 * Reads a JSON body and validates it with `schema`. Throws a ready JSON error Response:
 * 415 when the body is not JSON, 413 past 1 MB or past `JSON_LIMITS.values` values, 400 for malformed JSON,
 * nesting past `JSON_LIMITS.depth` levels or invalid fields.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([a-z0-9.+-]*\+)?json\b/i.test(type.trim())) {
    throw jsonError(415, "The request body must be JSON (Content-Type: application/json)");
  }
  const body = await readBodyLimited(request, BODY_LIMITS.json);
  if (!body.ok) throw jsonError(body.status, body.message, { headers: bodyProblemHeaders(body) });
  const shape = jsonShapeProblem(body.bytes);
  if (shape) throw jsonError(shape.status, shape.message);
  const text = new TextDecoder("utf-8", { fatal: false }).decode(body.bytes);
  let data: unknown;
  try {
    data = JSON.parse(text, (_key, value: unknown) => (typeof value === "string" ? withoutControlCharacters(value) : value));
  } catch {
    throw jsonError(400, "The request body is not valid JSON");
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw jsonError(400, "The request body must be a JSON object");
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw jsonError(400, describeFieldErrors(errors), { errors });
  }
  return result.data;
}

/**
 * The value of cookie `name`, percent-decoded, or undefined when it is missing or malformed (a bad
 * escape such as `%zz` is no value: the request is treated as if it carried no such cookie).
 */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index <= 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A 405 for a method a route does not answer, naming the ones it does. Thrown from an action so the
 * route's normal work never starts.
 */
export function methodNotAllowed(method: string, allow: string[], json = true): Response {
  const message = `${method} is not supported here; use ${allow.join(" or ")}`;
  const headers = { Allow: allow.join(", "), "Cache-Control": "no-store" };
  return json ? jsonError(405, message, { headers }) : new Response(message, { status: 405, headers });
}

/**
 * Refuses a state-changing request that comes from another origin (403). Browsers send Origin on
 * cross-origin POST/PUT/DELETE; when only Referer is present it is checked instead.
 */
export function isSameOrigin(request: Request): boolean {
  const allowed = new Set([new URL(request.url).origin, new URL(getEnv().siteUrl).origin]);
  const origin = request.headers.get("origin");
  if (origin) return allowed.has(origin);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      return allowed.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }
  // No browser-supplied origin at all: a non-browser client (curl, server to server), which cannot
  // carry a victim's cookies by accident.
  return request.headers.get("sec-fetch-site") === null || request.headers.get("sec-fetch-site") === "same-origin";
}

export function requireSameOrigin(request: Request, json = true): void {
  if (isSameOrigin(request)) return;
  const message = "Cross-origin requests are not allowed";
  throw json ? jsonError(403, message) : new Response(message, { status: 403 });
}

/** True when an error comes from the database not answering (connection refused, timeout, closed). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as NodeJS.ErrnoException).code ?? ""}` : String(error);
  if (/ECONNREFUSED|ECONNRESET|57P01|57P03|terminat|Connection terminated|timeout|did not answer|closed|not been opened/i.test(text)) {
    return true;
  }
  // Drizzle wraps a driver's error ("Failed query: …") and keeps the original as the cause.
  return error instanceof Error && error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}

/**
 * Wraps a JSON API handler: thrown Responses pass through; anything else becomes a JSON 503 (database
 * unavailable) or 500 without a stack trace, and is logged.
 */
export async function handleApi(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDatabaseUnavailable(error)) {
      log.error("api: database unavailable", errorFields(error));
      return jsonError(503, "The service is temporarily unavailable. Please try again shortly.", {
        headers: { "Retry-After": "5" },
      });
    }
    log.error("api: unexpected error", errorFields(error));
    return jsonError(500, "Something went wrong on our side. Please try again.");
  }
}
