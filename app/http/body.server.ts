// Request bodies are read only up to a limit, checked before a byte is read (Content-Length) and again
// while reading (a chunked body declares no length). A refused body answers 413 at once; what the client
// still sends is read and thrown away for a moment (so the client, still sending, receives the 413
// instead of a reset connection), and past DISCARD_BYTES or DISCARD_MS the connection is dropped.

import { MIMEType } from "node:util";

/** The largest body each kind of request may send. */
export const BODY_LIMITS = {
  /** The sign-in form: a username, a password, a redirect path. */
  signIn: 16 * 1024,
  /** The contact form without JavaScript: a few fields and a message of a few thousand characters. */
  contactForm: 128 * 1024,
  /** A job application: a résumé of at most 5 MB (checked again on its own) and a few fields. */
  application: 5 * 1024 * 1024 + 64 * 1024,
  /** Small admin forms (status changes, deletions). */
  adminForm: 64 * 1024,
  /** The post editor's form and every JSON API body (DESIGN.md section 4). */
  post: 1024 * 1024,
  json: 1024 * 1024,
  /**
   * An image upload (POST /api/media and the media screen's form): the 10 MB file of decision record
   * 0014 and its alt text, with room for the multipart framing. The only body this large.
   */
  media: 10 * 1024 * 1024 + 64 * 1024,
  /** A CSV file of redirects: up to 5,000 rows of two addresses (decision record 0023). */
  redirectsImport: 2 * 1024 * 1024 + 64 * 1024,
} as const;

const DISCARD_BYTES = 1024 * 1024;
const DISCARD_MS = 5_000;

/** Reads and drops the rest of a refused body in the background, then lets the connection go. */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const timer = setTimeout(() => void reader.cancel().catch(() => {}), DISCARD_MS);
  timer.unref();
  void (async () => {
    let seen = 0;
    try {
      while (seen <= DISCARD_BYTES) {
        const { done, value } = await reader.read();
        if (done) return;
        seen += value.byteLength;
      }
      await reader.cancel();
    } catch {
      // The client went away: nothing left to drop.
    } finally {
      clearTimeout(timer);
    }
  })();
}

export type BodyProblem = { status: 400 | 413 | 415; message: string };

export type BodyResult = { ok: true; bytes: Uint8Array<ArrayBuffer> } | ({ ok: false } & BodyProblem);

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`;
}

export function tooLargeMessage(limit: number): string {
  return `The request body is larger than ${sizeLabel(limit)}`;
}

/**
 * The body of `request`, or the reason it is refused. A declared Content-Length over `limit` is refused
 * without reading; otherwise reading stops as soon as the count passes `limit`.
 */
export async function readBodyLimited(request: Request, limit: number): Promise<BodyResult> {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (!/^\d+$/.test(declared.trim())) return { ok: false, status: 400, message: "The Content-Length header is not a number" };
    if (Number(declared) > limit) {
      if (request.body && !request.bodyUsed) discardRest(request.body.getReader());
      return { ok: false, status: 413, message: tooLargeMessage(limit) };
    }
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        discardRest(reader);
        return { ok: false, status: 413, message: tooLargeMessage(limit) };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400, message: "The request body could not be read" };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

// eslint-disable-next-line no-control-regex -- these are the characters it removes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Text as a visitor's form field or JSON string may carry it, without the control characters that no
 * field of this site means (NUL, which PostgreSQL refuses outright, bell, escape, DEL…): tabs and line
 * breaks stay, and a lone carriage return becomes a line feed, as a browser sends a line break. Every
 * body read here passes through it, so no writer (the database, a CSV, a calendar file, an e-mail) meets
 * one.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(/\r(?!\n)/g, "\n").replace(CONTROL_CHARACTERS, "");
}

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The most fields (files included) one form may send; the longest form of the site (the post editor) has
 * a few dozen. Parsing costs per field, on the one thread every visitor shares: a job application's 5 MB
 * holds 1.7 million empty fields (`a=&a=&…`), which held the server for 3 s.
 */
export const MAX_FORM_FIELDS = 1000;

/**
 * Whether a form body has more than `limit` fields, read from its bytes without parsing them: a
 * urlencoded field ends at each `&` (one inside a value is escaped), and a multipart part begins at each
 * `--boundary` delimiter (the last one closes the form). Stops counting past the limit. Undefined when a
 * multipart type names no boundary: such a body cannot be read.
 */
function hasTooManyFields(bytes: Uint8Array, type: string, limit: number): boolean | undefined {
  let separator = "&";
  let framing = 1;
  if (/^\s*multipart\//i.test(type)) {
    let boundary: string | null | undefined;
    try {
      boundary = new MIMEType(type).params.get("boundary");
    } catch {
      boundary = undefined;
    }
    if (!boundary) return undefined;
    separator = `--${boundary}`;
    framing = -1;
  }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let separators = 0;
  for (let at = buffer.indexOf(separator); at !== -1; at = buffer.indexOf(separator, at + separator.length)) {
    separators++;
    if (separators + framing > limit) return true;
  }
  return false;
}

export type FormResult = { ok: true; form: FormData } | ({ ok: false } & BodyProblem);

/**
 * A form body (urlencoded or multipart) of at most `limit` bytes, its text without control characters
 * (files are left as sent). An empty body, another content type or a malformed body are refused with a
 * message that names the problem.
 */
export async function readFormLimited(request: Request, limit: number): Promise<FormResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.test(type)) {
    if (request.body && !request.bodyUsed) discardRest(request.body.getReader());
    return {
      ok: false,
      status: 415,
      message: "The form must be sent as application/x-www-form-urlencoded or multipart/form-data",
    };
  }
  const body = await readBodyLimited(request, limit);
  if (!body.ok) return body;
  if (body.bytes.byteLength === 0) return { ok: false, status: 400, message: "The form is empty" };
  const tooMany = hasTooManyFields(body.bytes, type, MAX_FORM_FIELDS);
  if (tooMany === undefined) return { ok: false, status: 400, message: "The form could not be read" };
  if (tooMany) return { ok: false, status: 413, message: `The form has more than ${MAX_FORM_FIELDS.toLocaleString("en-US")} fields` };
  let parsed: FormData;
  try {
    parsed = await new Response(body.bytes, { headers: { "content-type": type } }).formData();
  } catch {
    return { ok: false, status: 400, message: "The form could not be read" };
  }
  const form = new FormData();
  for (const [name, value] of parsed) {
    if (typeof value === "string") form.append(withoutControlCharacters(name), withoutControlCharacters(value));
    else form.append(withoutControlCharacters(name), value);
  }
  return { ok: true, form };
}

/** Headers for an answer to a refused body: never stored by any cache. */
export function bodyProblemHeaders(_problem: BodyProblem): Record<string, string> {
  return { "Cache-Control": "no-store" };
}
