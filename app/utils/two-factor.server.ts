import { and, eq, isNull, or, lt, sql } from "drizzle-orm";
import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { getDb } from "~/db/db.server";
import { appSettings, recoveryCodes, users } from "~/db/schema";
import { recordAudit, type AuditActor } from "./audit.server";

// Two-factor sign-in (decision record 0012): a time-based code (TOTP, RFC 6238, from any authenticator
// app) or one of ten one-time recovery codes, after the password. Codes are checked here and nowhere
// else; the sign-in flow that asks for them is in auth.server.ts.

const ISSUER = "Northbridge Engineering";
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
const REQUIRE_SETTING = "require-two-factor";

function totpFor(username: string, secretBase32: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

function hashCode(code: string): string {
  return crypto.createHash("sha256").update(code).digest("base64url");
}

/** Recovery codes as people type them: case, spaces and dashes do not matter. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/** Ten codes like `k3f9-x2pq-7mza`: 60 bits each, from an alphabet without look-alike characters. */
function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.randomBytes(12);
    const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

export type Enrolment = { secret: string; uri: string; qrSvg: string };

/** What the set-up screen shows: the key as text and as a QR code of its otpauth:// address. */
async function enrolmentView(username: string, secret: string): Promise<Enrolment> {
  const uri = totpFor(username, secret).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, uri, qrSvg };
}

export type TwoFactorState = { enabled: boolean; enrolment: Enrolment | null; recoveryCodesLeft: number };

/**
 * Where the account stands. An account without two-factor gets a fresh key to set up (kept until it is
 * confirmed or replaced), so the screen can show the QR code at once.
 */
export async function twoFactorState(user: { id: string; username: string }): Promise<TwoFactorState> {
  const [row] = await getDb().select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, user.id));
  if (row?.enabledAt) {
    const [left] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
    return { enabled: true, enrolment: null, recoveryCodesLeft: left?.n ?? 0 };
  }
  let secret = row?.secret;
  if (!secret) {
    secret = new Secret({ size: 20 }).base32;
    await getDb().update(users).set({ totpSecret: secret }).where(eq(users.id, user.id));
  }
  return { enabled: false, enrolment: await enrolmentView(user.username, secret), recoveryCodesLeft: 0 };
}

/** The time step a code belongs to, if it is valid now (one step of clock drift either way). */
function matchingStep(username: string, secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(username, secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

export type ConfirmResult = { ok: true; recoveryCodes: string[] } | { ok: false; message: string };

/** Turns two-factor on once the first code from the app matches; returns the recovery codes, shown once. */
export async function confirmEnrolment(user: { id: string; username: string }, code: string, ip: string | null): Promise<ConfirmResult> {
  const [row] = await getDb().select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, user.id));
  if (row?.enabledAt) return { ok: false, message: "Two-factor sign-in is already on for this account" };
  if (!row?.secret) return { ok: false, message: "Open this page again to get a key to scan" };
  const step = matchingStep(user.username, row.secret, code.replace(/\s/g, ""));
  if (step === null) return { ok: false, message: "That code does not match: enter the 6-digit code your app shows now" };
  const codes = newRecoveryCodes();
  await getDb().transaction(async (tx) => {
    await tx.update(users).set({ totpEnabledAt: new Date(), totpLastStep: step, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: hashCode(normaliseRecoveryCode(c)) })));
  });
  await recordAudit({ actor: user, action: "two-factor.enable", subject: user.username, subjectId: user.id, ip });
  return { ok: true, recoveryCodes: codes };
}

/** New recovery codes (the old ones stop working); shown once. */
export async function regenerateRecoveryCodes(user: { id: string; username: string }, ip: string | null): Promise<string[]> {
  const codes = newRecoveryCodes();
  await getDb().transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: hashCode(normaliseRecoveryCode(c)) })));
  });
  await recordAudit({ actor: user, action: "two-factor.recovery-codes", subject: user.username, subjectId: user.id, ip });
  return codes;
}

export type SecondFactorCheck = { ok: true; method: "authenticator" | "recovery code" } | { ok: false };

/**
 * Checks a code at sign-in: an authenticator code newer than the last one accepted, or an unused
 * recovery code, which is then spent. Each is accepted at most once, even by two requests at the same time.
 */
export async function checkSecondFactor(userId: string, input: string): Promise<SecondFactorCheck> {
  const [row] = await getDb()
    .select({ username: users.username, secret: users.totpSecret, enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.enabledAt || !row.secret) return { ok: false };
  const code = input.trim();
  const step = matchingStep(row.username, row.secret, code.replace(/\s/g, ""));
  if (step !== null) {
    const accepted = await getDb()
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return accepted.length ? { ok: true, method: "authenticator" } : { ok: false };
  }
  const normalised = normaliseRecoveryCode(code);
  if (!/^[a-z0-9]{12}$/.test(normalised)) return { ok: false };
  const spent = await getDb()
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(normalised)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length ? { ok: true, method: "recovery code" } : { ok: false };
}

/**
 * Turns two-factor off for an account: by its owner, or by an administrator for someone who lost their
 * phone and codes (they set it up again at their next sign-in if the site requires it).
 */
export async function resetTwoFactor(target: { id: string; username: string }, actor: AuditActor, ip: string | null): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, target.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, target.id));
  });
  await recordAudit({ actor, action: "two-factor.reset", subject: target.username, subjectId: target.id, ip });
}

export async function isTwoFactorRequired(): Promise<boolean> {
  const [row] = await getDb().select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, REQUIRE_SETTING));
  return row?.value === "true";
}

export async function setTwoFactorRequired(required: boolean, actor: AuditActor, ip: string | null): Promise<void> {
  await getDb()
    .insert(appSettings)
    .values({ key: REQUIRE_SETTING, value: String(required) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(required), updatedAt: new Date() } });
  await recordAudit({ actor, action: "two-factor.required", detail: { required }, ip });
}
