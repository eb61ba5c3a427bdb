import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { auditEvents, sessions, users } from "~/db/schema";
import * as accountRoute from "~/routes/admin/account";
import * as layoutRoute from "~/routes/admin/layout";
import * as loginRoute from "~/routes/admin/login";
import * as secondStepRoute from "~/routes/admin/login-two-factor";
import * as postsRoute from "~/routes/admin/posts";
import * as usersRoute from "~/routes/admin/users";
import { createSession, createUser } from "~/utils/auth.server";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { ADMIN_PASSWORD, adminRequest, field, outcome } from "./admin-helpers";

useTestDatabase();

/** The code an authenticator app would show for `secret` at `timestamp`. */
function appCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });
}

/** Six digits that match none of the codes the server accepts around now (the previous, current and next). */
function wrongCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((offset) => appCode(secret, Date.now() + offset));
  return ["000000", "111111", "222222", "333333"].find((code) => !near.includes(code))!;
}

function cookieOf(response: Response | undefined): string {
  const token = /nb_session=([^;]*)/.exec(response?.headers.get("set-cookie") ?? "")?.[1];
  if (!token) throw new Error("no session cookie in the response");
  return `nb_session=${token}`;
}

async function signedInAs(username: string, role: "admin" | "editor" | "author" = "admin") {
  const staff = await createUser(username, ADMIN_PASSWORD, role);
  const token = /nb_session=([^;]*)/.exec(await createSession(staff.id))?.[1];
  return { staff, cookie: `nb_session=${token}` };
}

const account = (cookie: string, form: Record<string, string>) =>
  outcome(() => accountRoute.action(routeArgs(adminRequest("/admin/account", { cookie, form }))));

async function enrol(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const page = await outcome(() => accountRoute.loader(routeArgs(adminRequest("/admin/account", { cookie }))));
  const twoFactor = field(page.value, "twoFactor") as { enrolment: { secret: string; qrSvg: string; uri: string } };
  expect(twoFactor.enrolment.qrSvg).toMatch(/^<svg/);
  expect(twoFactor.enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
  const secret = twoFactor.enrolment.secret;
  const wrong = await account(cookie, { intent: "enable-two-factor", code: wrongCode(secret) });
  expect(wrong.status).toBe(400);
  // The code the app shows now. Sign-ins below give the next step's code, which the one step of allowed
  // drift accepts and which is always later than this one, on whichever side of a step's end the server
  // reads each (the code of 30 s ago, used here before, was refused when a step ended in between).
  const confirmed = await account(cookie, { intent: "enable-two-factor", code: appCode(secret) });
  expect(confirmed.status).toBe(200);
  const recoveryCodes = field(confirmed.value, "recoveryCodes") as string[];
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

async function passwordStep(username: string) {
  const result = await outcome(() =>
    loginRoute.action(routeArgs(adminRequest("/admin/login", { form: { username, password: ADMIN_PASSWORD, redirectTo: "/blog-admin" } }))),
  );
  expect(result.status).toBe(302);
  return { location: result.headers.get("location"), cookie: cookieOf(result.response) };
}

const secondStep = (cookie: string, code: string) =>
  outcome(() =>
    secondStepRoute.action(routeArgs(adminRequest("/admin/login/two-factor", { cookie, form: { code, redirectTo: "/blog-admin" } }))),
  );

const opensAdmin = async (cookie: string) =>
  (await outcome(() => layoutRoute.loader(routeArgs(adminRequest("/blog-admin", { cookie }))))).status === 200;

describe("two-factor sign-in", () => {
  it("after set-up, the password alone opens nothing; the app's code does, once", async () => {
    const { cookie } = await signedInAs("ada");
    const { secret } = await enrol(cookie);

    const first = await passwordStep("ada");
    expect(first.location).toBe("/admin/login/two-factor?redirectTo=%2Fblog-admin");
    expect(await opensAdmin(first.cookie)).toBe(false);
    expect((await secondStep(first.cookie, "12345")).status).toBe(401);
    const code = appCode(secret, Date.now() + 30_000);
    const done = await secondStep(first.cookie, code);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/blog-admin");
    const full = cookieOf(done.response);
    expect(full).not.toBe(first.cookie);
    expect(await opensAdmin(full)).toBe(true);
    // The pending session is gone: its cookie opens nothing, even now.
    expect(await opensAdmin(first.cookie)).toBe(false);

    // The same code cannot be used again, from a new sign-in.
    const again = await passwordStep("ada");
    expect((await secondStep(again.cookie, code)).status).toBe(401);

    const trail = await getDb().select().from(auditEvents).where(eq(auditEvents.action, "sign-in"));
    expect(trail.map((event) => event.detail)).toEqual([{ secondFactor: "authenticator" }]);
  });

  it("a recovery code works once, typed in any case and with or without dashes", async () => {
    const { cookie } = await signedInAs("grace");
    const { recoveryCodes } = await enrol(cookie);
    const first = await passwordStep("grace");
    const done = await secondStep(first.cookie, ` ${recoveryCodes[3].toUpperCase().replaceAll("-", "")} `);
    expect(done.status).toBe(302);
    const second = await passwordStep("grace");
    expect((await secondStep(second.cookie, recoveryCodes[3])).status).toBe(401);
    expect((await secondStep(second.cookie, recoveryCodes[4])).status).toBe(302);
  });

  it("five wrong codes end the pending sign-in: the password must be given again", async () => {
    const { cookie } = await signedInAs("linus");
    await enrol(cookie);
    const pending = await passwordStep("linus");
    for (let i = 1; i <= 4; i++) expect((await secondStep(pending.cookie, `00000${i}`)).status, `attempt ${i}`).toBe(401);
    const fifth = await secondStep(pending.cookie, "000005");
    expect(fifth.status).toBe(429);
    expect(field(fifth.value, "restart")).toBe(true);
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.username, "linus"));
    expect(await getDb().select().from(sessions).where(eq(sessions.pendingSecondFactor, true))).toHaveLength(0);
    expect(user).toBeDefined();
  });

  // Found by the attack: the five codes were counted per pending sign-in only, and a right password clears
  // the password counters, so someone holding the password could start again every four codes and try a
  // million codes in a few hours. Wrong codes are also counted per account, whatever the sign-in.
  it("someone holding the password cannot go on guessing codes by starting the sign-in again", async () => {
    const { cookie } = await signedInAs("mallory-target");
    const { secret } = await enrol(cookie);
    let refused: Awaited<ReturnType<typeof secondStep>> | undefined;
    for (let round = 0; round < 5 && !refused; round++) {
      const pending = await passwordStep("mallory-target");
      for (let i = 0; i < 4; i++) {
        const answer = await secondStep(pending.cookie, wrongCode(secret));
        if (answer.status === 429) {
          refused = answer;
          break;
        }
        expect(answer.status).toBe(401);
      }
    }
    expect(refused?.status).toBe(429);
    expect(field(refused?.value, "error")).toMatch(/^Too many wrong codes for this account\. Please wait \d+ minutes?/);
    expect(refused?.headers.get("retry-after")).toMatch(/^\d+$/);
    // Until the window has passed, even the right code is refused: a sign-in that started again does not help.
    const again = await passwordStep("mallory-target");
    expect((await secondStep(again.cookie, appCode(secret, Date.now() + 30_000))).status).toBe(429);
    const failures = await getDb().select().from(auditEvents).where(eq(auditEvents.subject, "mallory-target"));
    expect(failures.some((event) => event.detail?.reason === "too many wrong codes for the account")).toBe(true);
  });

  it("an admin can require it for everyone: an account without it is sent to set it up, then gets in", async () => {
    const admin = await signedInAs("boss");
    const editor = await signedInAs("chief", "editor");
    const requireForEveryone = () =>
      outcome(() =>
        usersRoute.action(
          routeArgs(adminRequest("/admin/users", { cookie: admin.cookie, form: { intent: "require-two-factor", required: "true" } })),
        ),
      );
    // Not before the admin has it: nobody requires what they have not set up themselves.
    expect((await requireForEveryone()).status).toBe(409);
    await enrol(admin.cookie);
    const required = await requireForEveryone();
    expect(field(required.value, "message")).toMatch(/now required/);
    expect(required.status).toBe(200);
    const blocked = await outcome(() => postsRoute.loader(routeArgs(adminRequest("/blog-admin", { cookie: editor.cookie }))));
    expect(blocked.status).toBe(302);
    expect(blocked.headers.get("location")).toBe("/admin/account?required=two-factor");
    await enrol(editor.cookie);
    expect((await outcome(() => postsRoute.loader(routeArgs(adminRequest("/blog-admin", { cookie: editor.cookie }))))).status).toBe(200);
    // Required, it cannot be turned off by its owner; an admin can reset it for someone who lost their phone.
    expect((await account(editor.cookie, { intent: "disable-two-factor" })).status).toBe(409);
    const reset = await outcome(() =>
      usersRoute.action(
        routeArgs(adminRequest("/admin/users", { cookie: admin.cookie, form: { intent: "reset-two-factor", id: editor.staff.id } })),
      ),
    );
    expect(reset.status).toBe(200);
    const [row] = await getDb().select({ enabled: users.totpEnabledAt }).from(users).where(eq(users.id, editor.staff.id));
    expect(row.enabled).toBeNull();
  });
});

describe("your account", () => {
  it("a new password must be hard to guess; changing it signs out the other sessions and keeps this one", async () => {
    const { staff, cookie } = await signedInAs("ada");
    const other = await createSession(staff.id);
    const change = (current: string, next: string, confirm = next) =>
      account(cookie, { intent: "change-password", current, next, confirm });

    const wrongCurrent = await change("not-my-password", "quartz lantern orbit meadow");
    expect(field(wrongCurrent.value, "field")).toBe("current");
    const weak = await change(ADMIN_PASSWORD, "Password123!");
    expect(weak.status).toBe(400);
    expect(String(field(weak.value, "message"))).toMatch(/too easy to guess/);
    expect(field((await change(ADMIN_PASSWORD, "quartz lantern orbit meadow", "quartz lantern orbit")).value, "field")).toBe("confirm");
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, staff.id))).toHaveLength(2);

    expect((await change(ADMIN_PASSWORD, "quartz lantern orbit meadow")).status).toBe(200);
    expect(await opensAdmin(cookie)).toBe(true);
    expect(await opensAdmin(`nb_session=${/nb_session=([^;]*)/.exec(other)?.[1]}`)).toBe(false);
    const signIn = await outcome(() =>
      loginRoute.action(routeArgs(adminRequest("/admin/login", { form: { username: "ada", password: "quartz lantern orbit meadow" } }))),
    );
    expect(signIn.status).toBe(302);
  });

  // Found by the attack: the password change checked the current password as often as it was asked, so
  // whoever held a session (a browser left open) could guess the owner's password through it, at the
  // server's hashing speed, and learn it for later.
  it("the current password cannot be guessed through the password change", async () => {
    const { cookie } = await signedInAs("ida");
    const change = (current: string) =>
      account(cookie, { intent: "change-password", current, next: "quartz lantern orbit meadow", confirm: "quartz lantern orbit meadow" });
    const answers: number[] = [];
    for (let guess = 0; guess < 8; guess++) answers.push((await change(`guess-number-${guess}`)).status);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(5)).toEqual([429, 429, 429]);
    // Refused unchecked until the window has passed: the right password too.
    const right = await change(ADMIN_PASSWORD);
    expect(right.status).toBe(429);
    expect(String(field(right.value, "message"))).toMatch(/^Too many wrong passwords\. Please wait \d+ minutes?/);
  });

  // Found by the attack: new recovery codes and turning two-factor sign-in off needed only the session,
  // so whoever found a browser left open could weaken the account or leave with codes that sign in.
  it("new recovery codes and turning two-factor sign-in off ask for the password again", async () => {
    const { cookie } = await signedInAs("joan");
    const { recoveryCodes } = await enrol(cookie);
    const opensWith = async (code: string) => (await secondStep((await passwordStep("joan")).cookie, code)).status === 302;

    const unasked = await account(cookie, { intent: "new-recovery-codes" });
    expect(unasked.status).toBe(400);
    expect(field(unasked.value, "field")).toBe("current");
    expect(field(unasked.value, "recoveryCodes")).toBeUndefined();
    const wrong = await account(cookie, { intent: "disable-two-factor", current: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(field(wrong.value, "message")).toBe("Your current password is not right");
    // Nothing changed: the password alone still leads to the second step, and the old recovery codes work.
    expect((await passwordStep("joan")).location).toMatch(/two-factor/);
    expect(await opensWith(recoveryCodes[0])).toBe(true);

    const renewed = await account(cookie, { intent: "new-recovery-codes", current: ADMIN_PASSWORD });
    expect(renewed.status).toBe(200);
    const fresh = field(renewed.value, "recoveryCodes") as string[];
    expect(await opensWith(recoveryCodes[1])).toBe(false);
    expect(await opensWith(fresh[0])).toBe(true);
    expect((await account(cookie, { intent: "disable-two-factor", current: ADMIN_PASSWORD })).status).toBe(200);
    expect((await passwordStep("joan")).location).toBe("/blog-admin");
  });

  it("the password asked again shares the limit of wrong current passwords", async () => {
    const { cookie } = await signedInAs("kay");
    await enrol(cookie);
    for (let guess = 0; guess < 5; guess++) {
      expect((await account(cookie, { intent: "new-recovery-codes", current: `guess-${guess}` })).status).toBe(400);
    }
    expect((await account(cookie, { intent: "disable-two-factor", current: ADMIN_PASSWORD })).status).toBe(429);
    const change = await account(cookie, {
      intent: "change-password",
      current: ADMIN_PASSWORD,
      next: "quartz lantern orbit meadow",
      confirm: "quartz lantern orbit meadow",
    });
    expect(change.status).toBe(429);
  });

  it("lists your own sessions and ends one of them, never someone else's", async () => {
    const ada = await signedInAs("ada");
    const grace = await signedInAs("grace");
    const adaOther = await createSession(ada.staff.id);
    const page = await outcome(() => accountRoute.loader(routeArgs(adminRequest("/admin/account", { cookie: ada.cookie }))));
    const listed = field(page.value, "sessions") as { id: string; current: boolean }[];
    expect(listed).toHaveLength(2);
    expect(listed.filter((session) => session.current)).toHaveLength(1);

    const [graceSession] = await getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, grace.staff.id));
    expect((await account(ada.cookie, { intent: "end-session", session: graceSession.id })).status).toBe(404);
    expect(await opensAdmin(grace.cookie)).toBe(true);

    const otherId = listed.find((session) => !session.current)!.id;
    expect((await account(ada.cookie, { intent: "end-session", session: otherId })).status).toBe(200);
    expect(await opensAdmin(`nb_session=${/nb_session=([^;]*)/.exec(adaOther)?.[1]}`)).toBe(false);
    expect(await opensAdmin(ada.cookie)).toBe(true);
  });
});
