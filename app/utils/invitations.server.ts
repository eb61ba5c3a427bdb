import { and, eq, gt, isNull } from "drizzle-orm";
import crypto from "node:crypto";
import { company } from "~/content/company";
import { databaseErrorCode, getDb } from "~/db/db.server";
import { invitations, users } from "~/db/schema";
import { recordAudit } from "./audit.server";
import { hashPassword, parseRole, usernameTakenMessage, validateUsername, type Staff } from "./auth.server";
import { getEnv } from "./env.server";
import { EMAIL } from "./inquiry-schema";
import { errorFields, log } from "./logger.server";
import { mailSettings, sendMessage } from "./mail.server";
import { judgeNewPassword } from "./password-strength.server";
import { ROLE_LABELS, type StaffRole } from "./permissions";

// Invitations to the admin (/admin/users): an administrator names an e-mail address and a role; the
// invitee gets a one-time link, valid for INVITATION_DAYS, where they choose a username and a password.

export const INVITATION_DAYS = 3;

function tokenHash(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

export function invitationPath(token: string): string {
  return `/admin/invite/${token}`;
}

export type InviteResult =
  { ok: true; message: string; link: string; mailed: boolean } | { ok: false; status: 400; message: string; field?: string };

export async function invite(input: { email: string; role: unknown }, actor: { staff: Staff; ip: string | null }): Promise<InviteResult> {
  const email = input.email.trim().toLowerCase();
  const role = parseRole(input.role);
  if (!email || email.length > 254 || !EMAIL.test(email)) {
    return { ok: false, status: 400, message: "Enter the e-mail address of the person to invite, like name@example.com", field: "email" };
  }
  if (!role) return { ok: false, status: 400, message: "Choose a role: Administrator, Editor or Author", field: "role" };
  const token = crypto.randomBytes(32).toString("base64url");
  await getDb()
    .insert(invitations)
    .values({
      tokenHash: tokenHash(token),
      email,
      role,
      invitedBy: actor.staff.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
  await recordAudit({ actor: actor.staff, action: "user.invite", subject: email, detail: { role }, ip: actor.ip });
  const link = `${getEnv().siteUrl}${invitationPath(token)}`;
  const settings = mailSettings();
  if (!settings) {
    return {
      ok: true,
      mailed: false,
      link,
      message: `Invitation for ${email} stored. E-mail is not set up on this site: send them this link yourself (valid ${INVITATION_DAYS} days): ${link}`,
    };
  }
  try {
    await sendMessage(
      {
        from: { name: `${company.name} website`, address: settings.notifyTo },
        to: email,
        subject: `You are invited to the ${company.name} website admin`,
        text: [
          `${actor.staff.username} invited you to the ${company.name} website as ${ROLE_LABELS[role].toLowerCase()}.`,
          "",
          `Choose your username and password here (the link works once, for ${INVITATION_DAYS} days):`,
          link,
          "",
          "If you did not expect this, ignore this message: nothing happens without the link.",
        ].join("\n"),
      },
      settings,
    );
  } catch (error) {
    log.warn("invitation e-mail not sent", errorFields(error));
    return {
      ok: true,
      mailed: false,
      link,
      message: `Invitation for ${email} stored, but the e-mail could not be sent. Send them this link yourself: ${link}`,
    };
  }
  return { ok: true, mailed: true, link, message: `Invitation sent to ${email}` };
}

export type OpenInvitation = { id: string; email: string; role: StaffRole; expiresAt: Date };

/** The invitation behind a link, while it is unused and not expired. */
export async function findInvitation(token: string): Promise<OpenInvitation | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await getDb()
    .select({ id: invitations.id, email: invitations.email, role: invitations.role, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash(token)), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())));
  return row;
}

export type AcceptResult = { ok: true; userId: string } | { ok: false; status: 400 | 404 | 409; message: string; field?: string };

/** Creates the invitee's account with the invited role; the link then no longer works. */
export async function acceptInvitation(
  token: string,
  input: { username: string; password: string; confirm: string },
  ip: string | null,
): Promise<AcceptResult> {
  const username = input.username.trim();
  const usernameProblem = validateUsername(username);
  if (usernameProblem) return { ok: false, status: 400, message: usernameProblem, field: "username" };
  if (input.password !== input.confirm) return { ok: false, status: 400, message: "The two passwords are not the same", field: "confirm" };
  const verdict = judgeNewPassword(input.password, [username]);
  if (!verdict.ok) return { ok: false, status: 400, message: verdict.message, field: "password" };
  const passwordHash = await hashPassword(input.password);
  try {
    const result = await getDb().transaction(
      async (tx): Promise<AcceptResult & { role?: StaffRole; email?: string; invitedBy?: string | null }> => {
        const [open] = await tx
          .select()
          .from(invitations)
          .where(and(eq(invitations.tokenHash, tokenHash(token)), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())))
          .for("update");
        if (!open) return { ok: false, status: 404, message: "This invitation has been used or has expired: ask for a new one" };
        const [user] = await tx.insert(users).values({ username, passwordHash, role: open.role }).returning({ id: users.id });
        await tx.update(invitations).set({ acceptedAt: new Date(), acceptedBy: user.id }).where(eq(invitations.id, open.id));
        return { ok: true, userId: user.id, role: open.role, email: open.email, invitedBy: open.invitedBy };
      },
    );
    if (result.ok) {
      await recordAudit({
        actor: { id: result.userId, username },
        action: "user.create",
        subject: username,
        subjectId: result.userId,
        detail: { role: result.role, invitation: result.email },
        ip,
      });
      return { ok: true, userId: result.userId };
    }
    return result;
  } catch (error) {
    if (databaseErrorCode(error).code === "23505") {
      const message = await usernameTakenMessage(username, `The username ${username} is taken: choose another`);
      return { ok: false, status: 409, message, field: "username" };
    }
    throw error;
  }
}
