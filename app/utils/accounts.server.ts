import { and, count, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { databaseErrorCode, getDb } from "~/db/db.server";
import { sessions, users, type StaffRole } from "~/db/schema";
import { recordAudit } from "./audit.server";
import {
  currentSessionId,
  hashPassword,
  parseRole,
  usernameTakenMessage,
  validatePassword,
  validateUsername,
  verifyPassword,
  type Staff,
} from "./auth.server";
import { log } from "./logger.server";
import { judgeNewPassword } from "./password-strength.server";
import { clearRateLimit, hitRateLimit } from "./rate-limit.server";
import { resetTwoFactor, setTwoFactorRequired } from "./two-factor.server";
import { ROLE_LABELS } from "./permissions";

// Account changes made from the accounts screen (/admin/users): one module, each change checked against
// the rules below and recorded in the audit trail. The operator's command line (scripts/admin.ts) uses
// auth.server.ts directly.

export type AccountResult = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409 | 429; message: string; field?: string };

/**
 * Wrong current passwords the password change takes per account in a quarter of an hour. Past it the
 * check is refused without hashing until the window has passed: a session left open in a browser must
 * not let whoever finds it guess the owner's password through the form.
 */
export const CURRENT_PASSWORD_CHECKS = { attempts: 5, windowMs: 15 * 60 * 1000 } as const;

type Actor = { staff: Staff; ip: string | null };

async function activeAdminsOtherThan(userId: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deactivatedAt), ne(users.id, userId)));
  return Number(row?.n ?? 0);
}

async function accountById(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [user] = await getDb()
    .select({ id: users.id, username: users.username, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, id));
  return user;
}

export async function createAccount(input: { username: string; password: string; role: unknown }, actor: Actor): Promise<AccountResult> {
  const username = input.username.trim();
  const role = parseRole(input.role);
  const usernameProblem = validateUsername(username);
  if (usernameProblem) return { ok: false, status: 400, message: usernameProblem, field: "username" };
  const passwordProblem = validatePassword(input.password);
  if (passwordProblem) return { ok: false, status: 400, message: passwordProblem, field: "password" };
  if (!role) return { ok: false, status: 400, message: "Choose a role: Administrator, Editor or Author", field: "role" };
  try {
    const [user] = await getDb()
      .insert(users)
      .values({ username, passwordHash: await hashPassword(input.password), role })
      .returning({ id: users.id });
    await recordAudit({ actor: actor.staff, action: "user.create", subject: username, subjectId: user.id, detail: { role }, ip: actor.ip });
    return { ok: true, message: `Account ${username} created as ${ROLE_LABELS[role]}` };
  } catch (error) {
    if (databaseErrorCode(error).code === "23505") {
      const message = await usernameTakenMessage(username, `An account named ${username} already exists`);
      return { ok: false, status: 409, message, field: "username" };
    }
    throw error;
  }
}

export async function changeRole(userId: string, roleValue: unknown, actor: Actor): Promise<AccountResult> {
  const role = parseRole(roleValue);
  if (!role) return { ok: false, status: 400, message: "Choose a role: Administrator, Editor or Author" };
  const user = await accountById(userId);
  if (!user) return { ok: false, status: 404, message: "This account no longer exists" };
  if (user.role === role) return { ok: true, message: `${user.username} is already ${ROLE_LABELS[role]}` };
  if (user.id === actor.staff.id) return { ok: false, status: 409, message: "You cannot change your own role: ask another administrator" };
  if (user.role === "admin" && (await activeAdminsOtherThan(user.id)) === 0) {
    return { ok: false, status: 409, message: "The site needs at least one active administrator" };
  }
  await getDb().update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
  await recordAudit({
    actor: actor.staff,
    action: "user.role",
    subject: user.username,
    subjectId: user.id,
    detail: { from: user.role, to: role },
    ip: actor.ip,
  });
  return { ok: true, message: `${user.username} is now ${ROLE_LABELS[role as StaffRole]}` };
}

/** Deactivating ends every session of the account at once; reactivating lets it sign in again. */
export async function setDeactivated(userId: string, deactivate: boolean, actor: Actor): Promise<AccountResult> {
  const user = await accountById(userId);
  if (!user) return { ok: false, status: 404, message: "This account no longer exists" };
  if (deactivate) {
    if (user.id === actor.staff.id) return { ok: false, status: 409, message: "You cannot deactivate your own account" };
    if (user.role === "admin" && (await activeAdminsOtherThan(user.id)) === 0) {
      return { ok: false, status: 409, message: "The site needs at least one active administrator" };
    }
  }
  await getDb().transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deactivatedAt: deactivate ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    if (deactivate) await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
  await recordAudit({
    actor: actor.staff,
    action: deactivate ? "user.deactivate" : "user.reactivate",
    subject: user.username,
    subjectId: user.id,
    ip: actor.ip,
  });
  return {
    ok: true,
    message: deactivate ? `${user.username} is deactivated and signed out everywhere` : `${user.username} can sign in again`,
  };
}

/** For someone who lost their phone and their recovery codes: they sign in with the password alone again. */
export async function resetTwoFactorOf(userId: string, actor: Actor): Promise<AccountResult> {
  const user = await accountById(userId);
  if (!user) return { ok: false, status: 404, message: "This account no longer exists" };
  await resetTwoFactor(user, actor.staff, actor.ip);
  return { ok: true, message: `Two-factor sign-in of ${user.username} is reset: they set it up again after their next sign-in` };
}

export async function requireTwoFactorForEveryone(required: boolean, actor: Actor): Promise<AccountResult> {
  if (required) {
    const [me] = await getDb().select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, actor.staff.id));
    if (!me?.enabledAt) {
      return { ok: false, status: 409, message: "Turn on two-factor sign-in for your own account first (Your account), then require it" };
    }
  }
  await setTwoFactorRequired(required, actor.staff, actor.ip);
  return {
    ok: true,
    message: required
      ? "Two-factor sign-in is now required: accounts without it set it up at their next page"
      : "Two-factor sign-in is now optional",
  };
}

// ---------------------------------------------------------------------------------------------------
// A staff member's own account (/admin/account): password and sessions.

/**
 * Whether `password` is the signed-in account's own: asked again before the account's password or its
 * two-factor sign-in changes, so that a session left open in a browser cannot change them. Wrong answers
 * are limited per account, counted before the check (one atomic statement) so parallel guesses cannot
 * slip past the limit; a right one clears the count.
 */
export async function confirmOwnPassword(actor: Actor, password: string): Promise<{ ok: true } | Extract<AccountResult, { ok: false }>> {
  const checks = `current-password:${actor.staff.id}`;
  const attempt = await hitRateLimit(checks, CURRENT_PASSWORD_CHECKS.attempts, CURRENT_PASSWORD_CHECKS.windowMs);
  if (!attempt.allowed) {
    const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
    log.warn("own password check refused: too many wrong passwords", { attempts: attempt.count });
    return {
      ok: false,
      status: 429,
      message: `Too many wrong passwords. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      field: "current",
    };
  }
  const [row] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.staff.id));
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    return { ok: false, status: 400, message: "Your current password is not right", field: "current" };
  }
  await clearRateLimit(checks);
  return { ok: true };
}

export async function changeOwnPassword(
  request: Request,
  input: { current: string; next: string; confirm: string },
  actor: Actor,
): Promise<AccountResult> {
  const confirmed = await confirmOwnPassword(actor, input.current);
  if (!confirmed.ok) return confirmed;
  if (input.next !== input.confirm) return { ok: false, status: 400, message: "The two new passwords are not the same", field: "confirm" };
  if (input.next === input.current) return { ok: false, status: 400, message: "Choose a password you have not used here", field: "next" };
  const verdict = judgeNewPassword(input.next, [actor.staff.username]);
  if (!verdict.ok) return { ok: false, status: 400, message: verdict.message, field: "next" };
  const keep = currentSessionId(request);
  await getDb().transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.next), updatedAt: new Date() })
      .where(eq(users.id, actor.staff.id));
    // Every other session ends: whoever knew the old password is signed out.
    await tx.delete(sessions).where(and(eq(sessions.userId, actor.staff.id), keep ? ne(sessions.id, keep) : undefined));
  });
  await recordAudit({
    actor: actor.staff,
    action: "password.change",
    subject: actor.staff.username,
    subjectId: actor.staff.id,
    ip: actor.ip,
  });
  return { ok: true, message: "Password changed. Your other sessions have been signed out." };
}

export type OwnSession = { id: string; createdAt: string; lastSeenAt: string; current: boolean };

/** The account's sessions that are still open, newest use first; ids are the stored hashes, never tokens. */
export async function listOwnSessions(request: Request, userId: string): Promise<OwnSession[]> {
  const current = currentSessionId(request);
  const rows = await getDb()
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date()), eq(sessions.pendingSecondFactor, false)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === current,
  }));
}

/** Ends one of the account's own sessions (never another account's), or all but the current one. */
export async function endOwnSession(request: Request, userId: string, sessionId: string | "others"): Promise<AccountResult> {
  const current = currentSessionId(request);
  const ended = await getDb()
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        sessionId === "others" ? (current ? ne(sessions.id, current) : undefined) : eq(sessions.id, sessionId),
      ),
    )
    .returning({ id: sessions.id });
  if (sessionId !== "others" && ended.length === 0) return { ok: false, status: 404, message: "That session has already ended" };
  return {
    ok: true,
    message: sessionId === "others" ? `Signed out ${ended.length} other session${ended.length === 1 ? "" : "s"}` : "Session ended",
  };
}
