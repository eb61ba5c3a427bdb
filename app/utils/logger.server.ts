import crypto from "node:crypto";
import { getEnv } from "./env.server";

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, "silent">;

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  let threshold: keyof typeof levels = "info";
  try {
    threshold = getEnv().logLevel;
  } catch {
    // Configuration not parsed yet (or invalid): log at the default level.
  }
  if (levels[level] < levels[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

/** One JSON object per line, so log collectors can parse every field. Never log secrets or personal data. */
export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};

/**
 * What a log line may say about an error: its message and name, and its cause's. A failed query's
 * parameters (which can hold a visitor's name or e-mail) are cut off.
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: redact(String(error)) };
  const fields: Record<string, unknown> = { error: redact(error.message), errorName: error.name };
  if (error.cause instanceof Error) fields.cause = redact(error.cause.message);
  const stack = stackFrames(error);
  if (stack) fields.stack = stack;
  return fields;
}

/**
 * Where an error was thrown: the "at …" lines of its stack only (the first lines repeat the message,
 * which may carry a query's parameters), as one string; JSON escapes its line breaks.
 */
function stackFrames(error: Error): string | undefined {
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return frames.length
    ? frames
        .map((line) => line.trim())
        .join("\n")
        .slice(0, 2000)
    : undefined;
}

function redact(message: string): string {
  const cut = message.indexOf("\nparams:");
  return (cut >= 0 ? message.slice(0, cut) : message).slice(0, 500);
}

const LOG_SALT = crypto.randomBytes(16);

/**
 * A short pseudonym for personal data such as a client address: the same value gives the same pseudonym
 * within this process (so repeated attempts can be followed in the logs), but the value cannot be read back.
 */
export function pseudonym(value: string): string {
  return crypto.createHmac("sha256", LOG_SALT).update(value).digest("base64url").slice(0, 12);
}
