import { hash, verify } from "@node-rs/argon2";
import { and, eq, gt, sql } from "drizzle-orm";
import crypto from "node:crypto";
import { redirect } from "react-router";
import { getDb } from "~/db/db.server";
import { sessions, users, type User } from "~/db/schema";
import { jsonError } from "./api.server";
import { getEnv, type Env } from "./env.server";
import { log } from "./logger.server";

export const SESSION_COOKIE = "nb_session";
/** A session ends after this long without use; every use renews it. */
export const SESSION_IDLE_MS = 1000 * 60 * 60 * 8;
export const MIN_PASSWORD_LENGTH = 12;

/** argon2id (algorithm 2) with the OWASP-recommended minimum cost. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export type Admin = Pick<User, "id" | "username">;

export function validatePassword(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > 256) return "The password must be at most 256 characters";
  return undefined;
}

export function validateUsername(username: string): string | undefined {
  if (!/^[a-zA-Z0-9._@-]{3,64}$/.test(username)) {
    return "The username must be 3-64 letters, digits, '.', '_', '@' or '-'";
  }
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export async function createUser(username: string, password: string): Promise<Admin> {
  const problem = validateUsername(username) ?? validatePassword(password);
  if (problem) throw new Error(problem);
  const [user] = await getDb()
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password) })
    .returning({ id: users.id, username: users.username });
  return user;
}

/** Creates the ADMIN_USERNAME account at start if it does not exist; never changes an existing one. */
export async function ensureAdminFromEnv(env: Env): Promise<void> {
  if (!env.adminUsername || !env.adminPassword) return;
  const existing = await getDb().select({ id: users.id }).from(users).where(eq(users.username, env.adminUsername));
  if (existing.length) return;
  await getDb()
    .insert(users)
    .values({ username: env.adminUsername, passwordHash: await hashPassword(env.adminPassword) })
    .onConflictDoNothing();
  log.info("admin account created from ADMIN_USERNAME", { username: env.adminUsername });
}

function tokenHash(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

export function sessionCookie(token: string, maxAgeSeconds: number): string {
  const secure = getEnv().secureCookies ? "; Secure" : "";
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Starts a session for `userId`; returns the Set-Cookie header value. */
export async function createSession(userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await getDb()
    .insert(sessions)
    .values({ id: tokenHash(token), userId, expiresAt: new Date(Date.now() + SESSION_IDLE_MS) });
  return sessionCookie(token, Math.floor(SESSION_IDLE_MS / 1000));
}

/** Ends the request's session, if any; returns the Set-Cookie header value that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const token = readCookie(request, SESSION_COOKIE);
  if (token) await getDb().delete(sessions).where(eq(sessions.id, tokenHash(token)));
  return sessionCookie("", 0);
}

/** The signed-in admin, or undefined. A valid session is renewed (sliding expiry). */
export async function getAdmin(request: Request): Promise<Admin | undefined> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return undefined;
  const id = tokenHash(token);
  const now = new Date();
  const rows = await getDb()
    .select({ id: users.id, username: users.username, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  const row = rows[0];
  if (!row) return undefined;
  // Renew at most once a minute so reads do not turn into a write per request.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await getDb()
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
      .where(eq(sessions.id, id));
  }
  return { id: row.id, username: row.username };
}

/** Guard for admin pages: the admin, or a redirect to the sign-in page that comes back here. */
export async function requireAdmin(request: Request): Promise<Admin> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  const url = new URL(request.url);
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Guard for admin API calls: the admin, or a JSON 401. */
export async function requireAdminApi(request: Request): Promise<Admin> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  throw jsonError(401, "Sign in as an administrator to do this");
}

/** Removes expired sessions; cheap enough to call now and then. */
export async function purgeExpiredSessions(): Promise<void> {
  await getDb().delete(sessions).where(sql`${sessions.expiresAt} < now()`);
}
