import { z } from "zod";
import { withoutPasswords } from "../../server/error-text.js";

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());

const integer = (name: string, min: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+$/, `${name} must be a whole number between ${min} and ${max}`)
      .transform(Number)
      .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`)
      .optional(),
  );

const booleanFlag = (name: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false", "1", "0", "yes", "no"], {
        error: `${name} must be true or false`,
      })
      .transform((v) => v === "true" || v === "1" || v === "yes")
      .optional(),
  );

const urlWithProtocols = (name: string, protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => {
          try {
            return protocols.includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
      )
      .optional(),
  );

const rawSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(["development", "production", "test"]).optional()),
  PORT: integer("PORT", 0, 65535),
  HOST: optionalString,
  DATABASE_URL: urlWithProtocols("DATABASE_URL", ["postgres:", "postgresql:"]),
  DATA_DIR: optionalString,
  SITE_URL: urlWithProtocols("SITE_URL", ["http:", "https:"]).refine((value) => {
    if (value === undefined) return true;
    try {
      const url = new URL(value);
      return (url.pathname === "/" || url.pathname === "") && !url.search && !url.hash && !/[?#]/.test(value);
    } catch {
      return true;
    }
  }, "SITE_URL must be an origin such as https://www.example.com, without a path, query or fragment"),
  ADMIN_USERNAME: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-zA-Z0-9._@-]{3,64}$/, "ADMIN_USERNAME must be 3-64 letters, digits, '.', '_', '@' or '-'")
      .optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").max(256).optional()),
  SEED_SAMPLE_CONTENT: booleanFlag("SEED_SAMPLE_CONTENT"),
  SMTP_URL: urlWithProtocols("SMTP_URL", ["smtp:", "smtps:"]),
  CONTACT_NOTIFY_TO: z.preprocess(emptyToUndefined, z.email("CONTACT_NOTIFY_TO must be an e-mail address").optional()),
  TRUST_PROXY: integer("TRUST_PROXY", 0, 10),
  CONNECTIONS_PER_CLIENT: integer("CONNECTIONS_PER_CLIENT", 1, 100000),
  REQUEST_IDLE_SECONDS: integer("REQUEST_IDLE_SECONDS", 1, 3600),
  CLIENT_REQUESTS_PER_MINUTE: integer("CLIENT_REQUESTS_PER_MINUTE", 1, 10000000),
  CONTACT_LIMIT_PER_HOUR: integer("CONTACT_LIMIT_PER_HOUR", 1, 100000),
  CONTACT_MIN_FILL_MS: integer("CONTACT_MIN_FILL_MS", 0, 600000),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(["debug", "info", "warn", "error", "silent"]).optional()),
  PAGE_CACHE: z.preprocess(emptyToUndefined, z.enum(["on", "off"], { error: "PAGE_CACHE must be on or off" }).optional()),
  PAGE_CACHE_MB: integer("PAGE_CACHE_MB", 1, 4096),
  READ_CACHE: z.preprocess(emptyToUndefined, z.enum(["on", "off"], { error: "READ_CACHE must be on or off" }).optional()),
});

export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  siteUrl: string;
  secureCookies: boolean;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** undefined means "seed only when the database is empty" */
  seedSampleContent: boolean | undefined;
  smtpUrl: string | undefined;
  contactNotifyTo: string | undefined;
  trustProxy: number | undefined;
  /** Open connections one client may hold; not applied behind a proxy (`trustProxy`). */
  connectionsPerClient: number;
  /** Seconds a connection may sit idle in the middle of a request (a body that stops coming) before it is dropped. */
  requestIdleSeconds: number;
  /** Uncached reads one client may make per minute. */
  clientRequestsPerMinute: number;
  contactLimitPerHour: number;
  contactMinFillMs: number;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** Whether the production server keeps rendered public pages in memory (off: every page is rendered, for benchmarks). */
  pageCache: boolean;
  /** Memory for the page cache, in MB (default 48). */
  pageCacheMb: number;
  /** The read cache (app/utils/read-cache.server.ts): on with the page cache unless set apart. */
  readCache: boolean;
};

/** Variables whose value is never repeated in a message (it goes to the log). */
const SECRET_VARIABLES = new Set(["ADMIN_PASSWORD"]);

/**
 * A variable's value as a message may show it: none for a secret, and a URL's password replaced by
 * `***` (DATABASE_URL and SMTP_URL carry credentials).
 */
function shownValue(name: string, value: string | undefined): string | undefined {
  if (value === undefined || SECRET_VARIABLES.has(name)) return undefined;
  return withoutPasswords(value);
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses and validates configuration; throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = rawSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        const got = shownValue(name, source[name]);
        const message = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
        return got === undefined ? message : `${message} (got ${JSON.stringify(got)})`;
      }),
    );
  }
  const raw = result.data;
  const problems: string[] = [];
  if (raw.ADMIN_PASSWORD && !raw.ADMIN_USERNAME) problems.push("ADMIN_PASSWORD is set but ADMIN_USERNAME is not");
  if (raw.CONTACT_NOTIFY_TO && !raw.SMTP_URL) problems.push("CONTACT_NOTIFY_TO is set but SMTP_URL is not");
  // Mail needs both: CONTACT_NOTIFY_TO is where notifications go and the address every message is sent from.
  if (raw.SMTP_URL && !raw.CONTACT_NOTIFY_TO) problems.push("SMTP_URL is set but CONTACT_NOTIFY_TO is not: no mail would be sent");
  if (problems.length) throw new EnvError(problems);

  const port = raw.PORT ?? 3000;
  const siteUrl = (raw.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  return {
    nodeEnv: raw.NODE_ENV ?? "production",
    port,
    host: raw.HOST ?? "0.0.0.0",
    databaseUrl: raw.DATABASE_URL,
    dataDir: raw.DATA_DIR ?? "./data",
    siteUrl,
    secureCookies: siteUrl.startsWith("https:"),
    adminUsername: raw.ADMIN_USERNAME,
    adminPassword: raw.ADMIN_PASSWORD,
    seedSampleContent: raw.SEED_SAMPLE_CONTENT,
    smtpUrl: raw.SMTP_URL,
    contactNotifyTo: raw.CONTACT_NOTIFY_TO,
    trustProxy: raw.TRUST_PROXY,
    connectionsPerClient: raw.CONNECTIONS_PER_CLIENT ?? 128,
    requestIdleSeconds: raw.REQUEST_IDLE_SECONDS ?? 30,
    clientRequestsPerMinute: raw.CLIENT_REQUESTS_PER_MINUTE ?? 1200,
    contactLimitPerHour: raw.CONTACT_LIMIT_PER_HOUR ?? 10,
    contactMinFillMs: raw.CONTACT_MIN_FILL_MS ?? 3000,
    logLevel: raw.LOG_LEVEL ?? (raw.NODE_ENV === "test" ? "warn" : "info"),
    pageCache: (raw.PAGE_CACHE ?? "on") === "on",
    pageCacheMb: raw.PAGE_CACHE_MB ?? 48,
    readCache: (raw.READ_CACHE ?? raw.PAGE_CACHE ?? "on") === "on",
  };
}

let current: Env | undefined;

/** The configuration, parsed from process.env once. */
export function getEnv(): Env {
  current ??= parseEnv(process.env);
  return current;
}

/** Replaces the configuration (tests, and servers started in-process by tests). */
export function setEnv(env: Env): void {
  current = env;
}
