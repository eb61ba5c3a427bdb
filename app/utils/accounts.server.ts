import { and, count, eq, isNull, ne } from "drizzle-orm";
import { databaseErrorCode, getDb } from "~/db/db.server";
import { sessions, users, type StaffRole } from "~/db/schema";
import { recordAudit } from "./audit.server";
import { hashPassword, parseRole, validatePassword, validateUsername, type Staff } from "./auth.server";
import { ROLE_LABELS } from "./permissions";

// Account changes made from the accounts screen (/admin/users): one module, each change checked against
// the rules below and recorded in the audit trail. The operator's command line (scripts/admin.ts) uses
// auth.server.ts directly.

export type AccountResult = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string; field?: string };

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
      return { ok: false, status: 409, message: `An account named ${username} already exists`, field: "username" };
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
