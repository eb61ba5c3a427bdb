import { hash, verify } from "@node-rs/argon2";
import { and, count, eq, gt, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import crypto from "node:crypto";
import { data, redirect } from "react-router";
import { databaseErrorCode, getDb, queryRows } from "~/db/db.server";
import { sessions, staffRoles, users, type StaffRole, type User } from "~/db/schema";
import { jsonError, readCookie } from "~/http/http.server";
import { cacheHeaders } from "./cache-headers";
import { getEnv, type Env } from "./env.server";
import { recordAudit } from "./audit.server";
import { log, pseudonym } from "./logger.server";
import { can, ROLE_LABELS, type Permission } from "./permissions";
import { checkSecondFactor, isTwoFactorRequired } from "./two-factor.server";
import { clearRateLimit, hitRateLimit } from "./rate-limit.server";
import { clientNetwork } from "./client-network";

export const SESSION_COOKIE = "nb_session";
/** A session ends after this long without use; every use renews it. */
export const SESSION_IDLE_MS = 1000 * 60 * 60 * 8;
/** …and this long after sign-in at the latest, however often it is used (DESIGN.md section 7). */
export const SESSION_ABSOLUTE_MS = 1000 * 60 * 60 * 24 * 7;
export const MIN_PASSWORD_LENGTH = 12;
/** No account can have a longer password, so a longer one is refused before it is hashed. */
export const MAX_PASSWORD_LENGTH = 256;

/** argon2id (algorithm 2) with the OWASP-recommended minimum cost. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A signed-in staff member: who they are and what their role lets them do (app/utils/permissions.ts). */
export type Staff = Pick<User, "id" | "username" | "role">;
/** The name the admin code has always used for the signed-in account. */
export type Admin = Staff;

export function parseRole(value: unknown): StaffRole | undefined {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value) ? (value as StaffRole) : undefined;
}

export function validatePassword(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  return undefined;
}

export function validateUsername(username: string): string | undefined {
  if (!/^[a-zA-Z0-9._@-]{3,64}$/.test(username)) {
    return "The username must be 3-64 letters, digits, '.', '_', '@' or '-'";
  }
  return undefined;
}

/**
 * What makes two usernames the same name: capitals and surrounding spaces do not count. Accounts are
 * found by it and the database keeps it unique (lower(username)); the username itself keeps its capitals.
 */
export function usernameKey(username: string): string {
  // ASCII letters only, as usernames are: JavaScript would also fold the Kelvin sign to "k".
  return username.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** The condition that finds the account named `username`, whatever the capitals it was typed with. */
function isNamed(username: string): SQL {
  return sql`lower(${users.username}) = ${usernameKey(username)}`;
}

/**
 * The refusal of a new account `username` when an account `existing` has the same name but for its
 * capitals (undefined when the two are written alike): the two look like different names to whoever
 * chose the new one.
 */
export function sameNameButCapitals(username: string, existing: string): string | undefined {
  if (username === existing) return undefined;
  return `The username ${username} differs from the existing account ${existing} only by capital letters: choose another`;
}

/**
 * The refusal of a new account `username` that the database found taken (unique violation): the
 * existing account's name when only the capitals differ, or `taken` when it is written alike.
 */
export async function usernameTakenMessage(username: string, taken: string): Promise<string> {
  const existing = await findUser(username);
  return (existing && sameNameButCapitals(username, existing.username)) ?? taken;
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

export async function createUser(username: string, password: string, role: StaffRole = "admin"): Promise<Admin> {
  const problem = validateUsername(username) ?? validatePassword(password) ?? (parseRole(role) ? undefined : `Unknown role "${role}"`);
  if (problem) throw new Error(problem);
  try {
    const [user] = await getDb()
      .insert(users)
      .values({ username, passwordHash: await hashPassword(password), role })
      .returning({ id: users.id, username: users.username, role: users.role });
    return user;
  } catch (error) {
    if (databaseErrorCode(error).code === "23505") {
      throw new Error(await usernameTakenMessage(username, `A user named "${username}" already exists`), { cause: error });
    }
    throw error;
  }
}

/** Creates the ADMIN_USERNAME account at start if it does not exist; never changes an existing one. */
export async function ensureAdminFromEnv(env: Env): Promise<void> {
  if (!env.adminUsername || !env.adminPassword) return;
  const existing = await getDb().select({ id: users.id }).from(users).where(isNamed(env.adminUsername));
  if (existing.length) return;
  // The rule every other way to set a password follows; the password itself is never repeated.
  const { judgeNewPassword } = await import("./password-strength.server");
  const verdict = judgeNewPassword(env.adminPassword, [env.adminUsername]);
  if (!verdict.ok) throw new Error(`ADMIN_PASSWORD was not used to create ${env.adminUsername}: ${verdict.message}`);
  await getDb()
    .insert(users)
    .values({ username: env.adminUsername, passwordHash: await hashPassword(env.adminPassword) })
    .onConflictDoNothing();
  log.info("admin account created from ADMIN_USERNAME", { username: env.adminUsername });
}

function tokenHash(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

/** The session token of the request, if it has the shape of one (base64url, 256 bits). */
function sessionToken(request: Request): string | undefined {
  const token = readCookie(request, SESSION_COOKIE);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** The stored id (hash) of the request's session, whatever its state. */
export function currentSessionId(request: Request): string | undefined {
  const token = sessionToken(request);
  return token ? tokenHash(token) : undefined;
}

export function sessionCookie(token: string, maxAgeSeconds: number): string {
  const secure = getEnv().secureCookies ? "; Secure" : "";
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/**
 * Starts a session for `userId`; returns the Set-Cookie header value. The cookie may live as long as the
 * session at most can; the database decides when it ends (idle time, absolute lifetime, sign-out).
 */
export async function createSession(userId: string, options: { pendingSecondFactor?: boolean } = {}): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = Date.now();
  const pending = options.pendingSecondFactor === true;
  await getDb()
    .insert(sessions)
    .values({
      id: tokenHash(token),
      userId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + (pending ? SECOND_FACTOR_WINDOW_MS : SESSION_IDLE_MS)),
      pendingSecondFactor: pending,
    });
  return sessionCookie(token, Math.floor((pending ? SECOND_FACTOR_WINDOW_MS : SESSION_ABSOLUTE_MS) / 1000));
}

/** How long the second step of a sign-in may take after the password was accepted. */
export const SECOND_FACTOR_WINDOW_MS = 10 * 60 * 1000;
/** Codes tried for one pending sign-in before it is thrown away (the password must be given again). */
export const SECOND_FACTOR_ATTEMPTS = 5;
/**
 * Wrong codes one account may receive in a quarter of an hour, whatever pending sign-in they come
 * through: giving the password again starts a new pending sign-in, so without this bound someone holding
 * the password could try five codes per sign-in without end (a million codes take a few hours). Past it,
 * the second step is refused for the account until the window has passed, the right code included.
 */
export const SECOND_FACTOR_ACCOUNT = { attempts: 10, windowMs: 15 * 60 * 1000 } as const;

/** Ends the request's session, if any; returns the Set-Cookie header value that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const token = sessionToken(request);
  if (token)
    await getDb()
      .delete(sessions)
      .where(eq(sessions.id, tokenHash(token)));
  return sessionCookie("", 0);
}

/**
 * The signed-in admin, or undefined. A valid session is renewed (sliding expiry), but never past
 * SESSION_ABSOLUTE_MS after sign-in. A missing or malformed cookie is simply no session.
 */
export async function getAdmin(request: Request): Promise<Admin | undefined> {
  return (await signedIn(request))?.staff;
}

/** The request's full (not pending) session: who it is, and whether their account has two-factor on. */
async function signedIn(request: Request): Promise<{ staff: Staff; twoFactor: boolean } | undefined> {
  const token = sessionToken(request);
  if (!token) return undefined;
  const id = tokenHash(token);
  const now = new Date();
  const rows = await getDb()
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      totpEnabledAt: users.totpEnabledAt,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
        eq(sessions.pendingSecondFactor, false),
        isNull(users.deactivatedAt),
      ),
    );
  const row = rows[0];
  if (!row) return undefined;
  // Renew at most once a minute so reads do not turn into a write per request.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    const expiresAt = Math.min(now.getTime() + SESSION_IDLE_MS, row.createdAt.getTime() + SESSION_ABSOLUTE_MS);
    await getDb()
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(expiresAt) })
      .where(eq(sessions.id, id));
  }
  return { staff: { id: row.id, username: row.username, role: row.role }, twoFactor: row.totpEnabledAt !== null };
}

/** The one admin page an account without two-factor may open when the site requires it: where it is set up. */
export const ACCOUNT_PATH = "/admin/account";

/**
 * Guard for admin pages: the admin, or a redirect to the sign-in page that comes back here. When the
 * site requires two-factor sign-in, an account without it is sent to set it up first.
 */
export async function requireAdmin(request: Request): Promise<Admin> {
  const session = await signedIn(request);
  const url = new URL(request.url);
  if (session) {
    if (!session.twoFactor && !url.pathname.startsWith(ACCOUNT_PATH) && (await isTwoFactorRequired())) {
      throw redirect(`${ACCOUNT_PATH}?required=two-factor`, { headers: cacheHeaders("admin") });
    }
    return session.staff;
  }
  // The redirect is all an anonymous request to an admin page (or its `.data`) gets: marked like the page.
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, { headers: cacheHeaders("admin") });
}

/** Guard for admin API calls: the admin, or a JSON 401. */
export async function requireAdminApi(request: Request): Promise<Admin> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  throw jsonError(401, "Sign in as an administrator to do this");
}

export function forbiddenMessage(role: StaffRole): string {
  return `Your role (${ROLE_LABELS[role]}) does not allow this. Ask an administrator if you need it.`;
}

/**
 * Guard for admin pages and actions that need a permission: the staff member, a redirect to the sign-in
 * page without a session, or 403 when their role does not allow it.
 */
export async function requireStaff(request: Request, permission: Permission): Promise<Staff> {
  const staff = await requireAdmin(request);
  if (can(staff.role, permission)) return staff;
  throw data(forbiddenMessage(staff.role), { status: 403, headers: cacheHeaders("admin") });
}

/**
 * Guard for the actions of pages that hold unsaved work (the post editor): the staff member, or undefined
 * when the session has ended, which the action answers with SIGNED_OUT_MESSAGE and 401 instead of a
 * redirect that would leave the page. Otherwise the same as `requireStaff`.
 */
export async function staffOrSignedOut(request: Request, permission: Permission): Promise<Staff | undefined> {
  if (!(await signedIn(request))) return undefined;
  return requireStaff(request, permission);
}

/** The same for the admin API: JSON 401 without a session, JSON 403 when the role does not allow it. */
export async function requireStaffApi(request: Request, permission: Permission): Promise<Staff> {
  const staff = await requireAdminApi(request);
  if (can(staff.role, permission)) return staff;
  throw jsonError(403, forbiddenMessage(staff.role));
}

/** Removes ended sessions (idle or past their absolute lifetime); cheap enough to call now and then. */
export async function purgeExpiredSessions(): Promise<void> {
  const absoluteEnd = new Date(Date.now() - SESSION_ABSOLUTE_MS);
  await getDb()
    .delete(sessions)
    .where(or(sql`${sessions.expiresAt} < now()`, lt(sessions.createdAt, absoluteEnd)));
}

// ---------------------------------------------------------------------------------------------------
// Signing in

export const INVALID_CREDENTIALS = "Invalid username or password";

/**
 * Sign-in attempts are counted in the database (shared by every instance), each before its password is
 * checked, in three fixed windows:
 * - per account and address: a few attempts pass, then each waits a growing delay, then the address is
 *   refused for that account with 429 until the window ends;
 * - per address, whatever the account: the same, with higher numbers (one address trying many accounts);
 * - per account, from every address together: only ever slowed, never refused, so that nobody can lock
 *   the owner out by failing on purpose; past `alertAfter` the attack is logged.
 * An address that has not been failing therefore gets in with the right password, at worst after the
 * account-wide delay. A success clears its own account-and-address counter.
 */
export type SignInThrottle = {
  windowMs: number;
  pair: { delayAfter: number; limit: number };
  ip: { delayAfter: number; limit: number };
  account: { delayAfter: number; alertAfter: number };
  delayStepMs: number;
  maxDelayMs: number;
};

export const SIGN_IN_THROTTLE: SignInThrottle = {
  windowMs: 15 * 60 * 1000,
  pair: { delayAfter: 3, limit: 10 },
  ip: { delayAfter: 10, limit: 30 },
  account: { delayAfter: 10, alertAfter: 10 },
  delayStepMs: 250,
  maxDelayMs: 2000,
};

export type SignInResult =
  | { ok: true; admin: Staff; cookie: string; secondFactor?: boolean }
  | { ok: false; status: 400 | 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

export function accountThrottleKey(username: string): string {
  return `sign-in:account:${usernameKey(username)}`;
}

export function ipThrottleKey(clientIp: string): string {
  return `sign-in:ip:${clientNetwork(clientIp)}`;
}

export function pairThrottleKey(username: string, clientIp: string): string {
  return `sign-in:pair:${clientNetwork(clientIp)}:${usernameKey(username)}`;
}

/** How long attempt number `attempt` (1-based, in the current window) waits before it is checked. */
export function signInDelayMs(attempt: number, delayAfter: number, settings: SignInThrottle = SIGN_IN_THROTTLE): number {
  if (attempt <= delayAfter) return 0;
  return Math.min(settings.maxDelayMs, (attempt - delayAfter) * settings.delayStepMs);
}

function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

export const PASSWORD_TOO_LONG = `The password is too long: passwords have at most ${MAX_PASSWORD_LENGTH} characters`;

let dummyHash: Promise<string> | undefined;

/** A real argon2id hash to verify against when the username does not exist, so both cases cost the same. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(24).toString("base64url"));
  return dummyHash;
}

/** Gives back a counter's hit for a successful attempt: only failures should count against it. */
async function refundHit(key: string): Promise<void> {
  await queryRows(getDb(), sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Checks a username and password with throttling. Every attempt is counted before the password is
 * checked (one atomic statement per counter), so parallel guesses cannot slip past the limit.
 */
export async function attemptSignIn(
  username: string,
  password: string,
  clientIp: string,
  settings: SignInThrottle = SIGN_IN_THROTTLE,
): Promise<SignInResult> {
  // A password no account can have is refused before anything is counted or hashed.
  if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, status: 400, message: PASSWORD_TOO_LONG };
  // PostgreSQL text cannot hold NUL and no username contains one: such a name simply matches nobody.
  username = username.replaceAll("\u0000", "\uFFFD");
  const pairKey = pairThrottleKey(username, clientIp);
  const ipKey = ipThrottleKey(clientIp);
  const accountKey = accountThrottleKey(username);
  const [pair, ip, account] = await Promise.all([
    hitRateLimit(pairKey, settings.pair.limit, settings.windowMs),
    hitRateLimit(ipKey, settings.ip.limit, settings.windowMs),
    hitRateLimit(accountKey, Number.MAX_SAFE_INTEGER, settings.windowMs),
  ]);
  if (account.count === settings.account.alertAfter || (account.count > settings.account.alertAfter && account.count % 100 === 0)) {
    log.warn("sign-in: many failed attempts on one account", {
      account: usernameKey(username).slice(0, 64),
      attempts: account.count,
      windowMinutes: Math.round(settings.windowMs / 60_000),
    });
  }
  if (!pair.allowed || !ip.allowed) {
    const retryAfterSeconds = Math.max(pair.allowed ? 0 : pair.retryAfterSeconds, ip.allowed ? 0 : ip.retryAfterSeconds);
    log.warn("sign-in refused: too many attempts", {
      client: pseudonym(clientIp),
      accountAttempts: pair.count,
      ipAttempts: ip.count,
    });
    return { ok: false, status: 429, message: retryMessage(retryAfterSeconds), retryAfterSeconds };
  }
  const delay = Math.max(
    signInDelayMs(pair.count, settings.pair.delayAfter, settings),
    signInDelayMs(ip.count, settings.ip.delayAfter, settings),
    signInDelayMs(account.count, settings.account.delayAfter, settings),
  );
  if (delay > 0) await sleep(delay);

  const [user] = await getDb()
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      passwordHash: users.passwordHash,
      deactivatedAt: users.deactivatedAt,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(isNamed(username));
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  // A deactivated account answers exactly like a wrong password: nothing tells a guesser it exists.
  if (!user || !passwordOk || user.deactivatedAt) {
    log.info("sign-in failed", { client: pseudonym(clientIp) });
    await recordAudit({
      actor: null,
      action: "sign-in-failed",
      subject: username.trim().slice(0, 64),
      detail: {
        username: username.trim().slice(0, 64),
        reason: !user ? "unknown account" : user.deactivatedAt ? "deactivated" : "wrong password",
      },
      ip: clientIp,
    });
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  await Promise.all([clearRateLimit(pairKey), refundHit(ipKey), refundHit(accountKey)]);
  const staff = { id: user.id, username: user.username, role: user.role };
  if (user.totpEnabledAt) {
    // The password was right; the session opens nothing until the second factor is given.
    return { ok: true, admin: staff, cookie: await createSession(user.id, { pendingSecondFactor: true }), secondFactor: true };
  }
  const cookie = await createSession(user.id);
  log.info("signed in", { username: user.username, client: pseudonym(clientIp) });
  await recordAudit({ actor: staff, action: "sign-in", subject: user.username, subjectId: user.id, ip: clientIp });
  return { ok: true, admin: staff, cookie };
}

/** The sign-in waiting for its second factor, if the request carries one that has not expired. */
export async function pendingSignIn(request: Request): Promise<{ sessionId: string; userId: string; username: string } | undefined> {
  const token = sessionToken(request);
  if (!token) return undefined;
  const id = tokenHash(token);
  const [row] = await getDb()
    .select({ userId: users.id, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, id), eq(sessions.pendingSecondFactor, true), gt(sessions.expiresAt, new Date()), isNull(users.deactivatedAt)),
    );
  return row ? { sessionId: id, ...row } : undefined;
}

export type SecondStepResult =
  { ok: true; cookie: string } | { ok: false; status: 401 | 429; message: string; restart?: boolean; retryAfterSeconds?: number };

/**
 * The second step of a sign-in: an authenticator code or a recovery code for the pending session. A
 * right code replaces the pending session with a full one (a new token); after SECOND_FACTOR_ATTEMPTS
 * wrong ones the pending session is gone and the sign-in starts again from the password; after
 * SECOND_FACTOR_ACCOUNT's wrong ones for the account, whichever sign-ins they came through, the second
 * step is refused until its window has passed.
 */
export async function completeSignIn(request: Request, code: string, clientIp: string): Promise<SecondStepResult> {
  const pending = await pendingSignIn(request);
  if (!pending) return { ok: false, status: 401, message: "This sign-in has expired: enter your password again", restart: true };
  const accountKey = `second-factor:account:${pending.userId}`;
  const [attempt, account] = await Promise.all([
    hitRateLimit(`second-factor:${pending.sessionId}`, SECOND_FACTOR_ATTEMPTS, SECOND_FACTOR_WINDOW_MS),
    hitRateLimit(accountKey, SECOND_FACTOR_ACCOUNT.attempts, SECOND_FACTOR_ACCOUNT.windowMs),
  ]);
  if (!account.allowed) {
    log.warn("second factor refused: too many wrong codes for one account", { attempts: account.count, client: pseudonym(clientIp) });
    await recordAudit({
      actor: null,
      action: "sign-in-failed",
      subject: pending.username,
      detail: { username: pending.username, reason: "too many wrong codes for the account" },
      ip: clientIp,
    });
    await getDb().delete(sessions).where(eq(sessions.id, pending.sessionId));
    const minutes = Math.ceil(account.retryAfterSeconds / 60);
    return {
      ok: false,
      status: 429,
      message: `Too many wrong codes for this account. Please wait ${minutes} minute${minutes === 1 ? "" : "s"}, then sign in again.`,
      retryAfterSeconds: account.retryAfterSeconds,
      restart: true,
    };
  }
  const check = attempt.allowed ? await checkSecondFactor(pending.userId, code) : { ok: false as const };
  if (!check.ok) {
    await recordAudit({
      actor: null,
      action: "sign-in-failed",
      subject: pending.username,
      detail: { username: pending.username, reason: attempt.allowed ? "wrong second factor" : "too many second-factor attempts" },
      ip: clientIp,
    });
    if (!attempt.allowed || attempt.count >= SECOND_FACTOR_ATTEMPTS) {
      await getDb().delete(sessions).where(eq(sessions.id, pending.sessionId));
      return { ok: false, status: 429, message: "Too many wrong codes: sign in again with your password", restart: true };
    }
    return { ok: false, status: 401, message: "That code is not right, or was already used. Try the code your app shows now." };
  }
  await Promise.all([getDb().delete(sessions).where(eq(sessions.id, pending.sessionId)), refundHit(accountKey)]);
  const cookie = await createSession(pending.userId);
  log.info("signed in", { username: pending.username, client: pseudonym(clientIp) });
  await recordAudit({
    actor: { id: pending.userId, username: pending.username },
    action: "sign-in",
    subject: pending.username,
    subjectId: pending.userId,
    detail: { secondFactor: check.method },
    ip: clientIp,
  });
  return { ok: true, cookie };
}

/**
 * Where to go after signing in: a path on this site only. Anything that a browser could read as another
 * host (//host, /\host, control characters that browsers strip) falls back to `fallback`.
 */
export function safeRedirectPath(value: unknown, fallback = "/blog-admin"): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  if (value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- a control character never belongs in a path
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  // The path as a URL writes it: percent-encoded ASCII, so it is always a valid Location header, and
  // it is checked to stay on this site once parsed as a browser would.
  const base = "http://site.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? fallback : path;
}

// ---------------------------------------------------------------------------------------------------
// Accounts (the operator CLI)

export type UserSummary = {
  id: string;
  username: string;
  role: StaffRole;
  deactivatedAt: Date | null;
  totpEnabledAt: Date | null;
  createdAt: Date;
  activeSessions: number;
};

export async function listUsers(): Promise<UserSummary[]> {
  const rows = await getDb()
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      deactivatedAt: users.deactivatedAt,
      totpEnabledAt: users.totpEnabledAt,
      createdAt: users.createdAt,
      activeSessions: count(sessions.id),
    })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.userId, users.id), gt(sessions.expiresAt, new Date()), eq(sessions.pendingSecondFactor, false)))
    .groupBy(users.id, users.username, users.role, users.deactivatedAt, users.totpEnabledAt, users.createdAt)
    .orderBy(sql`lower(${users.username})`, users.username);
  return rows.map((row) => ({ ...row, activeSessions: Number(row.activeSessions) }));
}

/** The account named `username`, whatever the capitals it was typed with. */
export async function findUser(username: string): Promise<Admin | undefined> {
  const [user] = await getDb().select({ id: users.id, username: users.username, role: users.role }).from(users).where(isNamed(username));
  return user;
}

/** Ends every session of a user (after a password change, say); returns how many there were. */
export async function endSessionsOf(userId: string): Promise<number> {
  const ended = await getDb().delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** Sets a new password and signs the user out everywhere; returns the number of sessions ended. */
export async function resetPassword(username: string, password: string): Promise<number> {
  const problem = validatePassword(password);
  if (problem) throw new Error(problem);
  const user = await findUser(username);
  if (!user) throw new Error(`No user named "${username}" exists`);
  await getDb()
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return endSessionsOf(user.id);
}
