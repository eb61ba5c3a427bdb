import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { sessions } from "~/db/schema";
import * as loginRoute from "~/routes/admin/login";
import * as logoutRoute from "~/routes/admin/logout";
import * as postsRoute from "~/routes/admin/posts";
import {
  accountThrottleKey,
  attemptSignIn,
  createUser,
  getAdmin,
  hashPassword,
  INVALID_CREDENTIALS,
  ipThrottleKey,
  pairThrottleKey,
  safeRedirectPath,
  SESSION_IDLE_MS,
  SIGN_IN_THROTTLE,
  signInDelayMs,
  type SignInResult,
  verifyPassword,
} from "~/utils/auth.server";
import { parseEnv, setEnv } from "~/utils/env.server";
import { peekRateLimit } from "~/utils/rate-limit.server";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { testEnvironment } from "../setup/vitest.setup";
import { ADMIN_PASSWORD, EVIL_ORIGIN, adminRequest, field, outcome, signedInAdmin } from "./admin-helpers";

const database = useTestDatabase();

afterEach(() => setEnv(parseEnv(testEnvironment())));

function signInRequest(form: Record<string, string>, origin?: string) {
  return adminRequest("/admin/login", { form, origin });
}

function postLogin(form: Record<string, string>, clientIp = "198.51.100.20", origin?: string) {
  return outcome(() => loginRoute.action(routeArgs(signInRequest(form, origin), {}, { clientIp })));
}

/** 200 for a success, else the refusal's status. */
function statusOf(result: SignInResult): number {
  return result.ok ? 200 : result.status;
}

async function seedCounter(key: string, count: number) {
  await database.handle.db.execute(
    sql`insert into rate_limits (key, count, reset_at) values (${key}, ${count}, now() + interval '15 minutes')`,
  );
}

describe("signing in through /admin/login", () => {
  it("sets an httpOnly SameSite=Lax session cookie and goes to /blog-admin", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    const result = await postLogin({ username: "editor", password: ADMIN_PASSWORD });
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/blog-admin");
    const cookie = result.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^nb_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
    const token = /nb_session=([^;]*)/.exec(cookie)?.[1] ?? "";
    const admin = await getAdmin(adminRequest("/blog-admin", { cookie: `nb_session=${token}` }));
    expect(admin?.username).toBe("editor");
    // The database keeps a hash of the token, never the token.
    const rows = await getDb().select({ id: sessions.id }).from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(token);
  });

  it("marks the cookie Secure when the site runs on https", async () => {
    setEnv(parseEnv(testEnvironment({ SITE_URL: "https://www.northbridge.example" })));
    await createUser("editor", ADMIN_PASSWORD);
    const result = await postLogin({ username: "editor", password: ADMIN_PASSWORD });
    expect(result.status).toBe(302);
    expect(result.headers.get("set-cookie")).toMatch(/; Secure/);
  });

  it("goes back to a same-site redirectTo, and never to another site", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    const back = await postLogin({ username: "editor", password: ADMIN_PASSWORD, redirectTo: "/blog-admin/edit/42?tab=seo" });
    expect(back.headers.get("location")).toBe("/blog-admin/edit/42?tab=seo");
    for (const redirectTo of ["//evil.example/", "/\\evil.example", "https://evil.example/", "evil", "/\t/evil.example", ""]) {
      const result = await postLogin({ username: "editor", password: ADMIN_PASSWORD, redirectTo });
      expect(result.headers.get("location"), JSON.stringify(redirectTo)).toBe("/blog-admin");
    }
  });

  it("answers a wrong password and an unknown user with the same message", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    const wrongPassword = await postLogin({ username: "editor", password: "not-the-password" });
    const unknownUser = await postLogin({ username: "nobody", password: ADMIN_PASSWORD });
    for (const result of [wrongPassword, unknownUser]) {
      expect(result.status).toBe(401);
      expect(field(result.value, "error")).toBe("Invalid username or password");
      expect(result.headers.get("set-cookie")).toBeNull();
    }
    expect(field(wrongPassword.value, "username")).toBe("editor");
    expect(await getDb().select().from(sessions)).toHaveLength(0);
  });

  it("spends a password check on unknown users too, so timing does not tell them apart", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    const settings = {
      ...SIGN_IN_THROTTLE,
      pair: { delayAfter: 100, limit: 100 },
      ip: { delayAfter: 100, limit: 100 },
      account: { delayAfter: 100, alertAfter: 100 },
    };
    const signIn = (username: string) => async () => {
      const result = await attemptSignIn(username, "wrong-password-here", "192.0.2.1", settings);
      expect(result).toMatchObject({ ok: false, status: 401, message: INVALID_CREDENTIALS });
    };
    await signIn("warm-up-user")();
    // What one argon2id check (19 MiB, 2 passes) costs on this machine; the database lookups alone take a
    // small fraction of it. The fastest of several tries is what a timing attacker would look at. The
    // three are timed in turns, so that a busy moment of the machine (other test files run beside this
    // one) slows all three alike instead of one of them.
    const stored = await hashPassword("an-unrelated-password");
    const attempts = {
      check: () => verifyPassword(stored, "wrong"),
      nobody: signIn("nobody"),
      editor: signIn("editor"),
    };
    const fastest = { check: Infinity, nobody: Infinity, editor: Infinity };
    for (let round = 0; round < 6; round++) {
      for (const name of ["check", "nobody", "editor"] as const) {
        const started = performance.now();
        await attempts[name]();
        fastest[name] = Math.min(fastest[name], performance.now() - started);
      }
    }
    expect(fastest.nobody).toBeGreaterThan(fastest.check * 0.6);
    expect(fastest.editor).toBeGreaterThan(fastest.check * 0.6);
  });

  it("asks for both fields", async () => {
    const result = await postLogin({ username: "", password: "" });
    expect(result.status).toBe(400);
    expect(field(result.value, "error")).toBe("Enter your username and password");
  });

  it("refuses a sign-in posted from another site", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    const result = await postLogin({ username: "editor", password: ADMIN_PASSWORD }, "198.51.100.20", EVIL_ORIGIN);
    expect(result.status).toBe(403);
    expect(await getDb().select().from(sessions)).toHaveLength(0);
  });

  it("sends a signed-in visitor of the sign-in page on to the admin", async () => {
    const { cookie } = await signedInAdmin();
    const signedIn = await outcome(() => loginRoute.loader(routeArgs(adminRequest("/admin/login", { cookie }))));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/blog-admin");
    const anonymous = await outcome(() => loginRoute.loader(routeArgs(adminRequest("/admin/login?redirectTo=%2F%2Fevil.example"))));
    expect(anonymous.status).toBe(200);
    expect(field(anonymous.value, "redirectTo")).toBe("/blog-admin");
  });
});

describe("safeRedirectPath", () => {
  it("keeps paths on this site and refuses everything else", () => {
    expect(safeRedirectPath("/blog/admin/create")).toBe("/blog/admin/create");
    expect(safeRedirectPath("/admin/inquiries?page=2#x")).toBe("/admin/inquiries?page=2#x");
    for (const value of ["//evil.example", "/\\evil.example", "/\\/evil", "/%0a", "/a\nb", "http://x", "javascript:alert(1)", null, 42]) {
      expect(safeRedirectPath(value), String(value)).toBe(value === "/%0a" ? "/%0a" : "/blog-admin");
    }
  });
});

describe("throttling failed sign-ins", () => {
  it("waits longer and longer past a few failures for an account", async () => {
    expect(signInDelayMs(3, 3)).toBe(0);
    expect(signInDelayMs(4, 3)).toBe(SIGN_IN_THROTTLE.delayStepMs);
    expect(signInDelayMs(5, 3)).toBe(2 * SIGN_IN_THROTTLE.delayStepMs);
    expect(signInDelayMs(100, 3)).toBe(SIGN_IN_THROTTLE.maxDelayMs);

    await createUser("editor", ADMIN_PASSWORD);
    // The next attempt is number delayAfter + 2: it waits two steps before its password is checked.
    await seedCounter(pairThrottleKey("editor", "198.51.100.20"), SIGN_IN_THROTTLE.pair.delayAfter + 1);
    const started = performance.now();
    const result = await postLogin({ username: "editor", password: "wrong-password-1" });
    const delayed = performance.now() - started;
    expect(result.status).toBe(401);
    expect(field(result.value, "error")).toBe("Invalid username or password");
    expect(delayed).toBeGreaterThanOrEqual(2 * SIGN_IN_THROTTLE.delayStepMs - 5);
  });

  it("refuses an address for an account with 429 and Retry-After once the limit is reached, even with the right password", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    await seedCounter(pairThrottleKey("EDITOR", "198.51.100.20"), SIGN_IN_THROTTLE.pair.limit);
    const result = await postLogin({ username: "editor", password: ADMIN_PASSWORD });
    expect(result.status).toBe(429);
    const retryAfter = Number(result.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(field(result.value, "error")).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    expect(result.headers.get("set-cookie")).toBeNull();
    // The same account from another address, and another account, are not affected.
    expect((await postLogin({ username: "editor", password: ADMIN_PASSWORD }, "198.51.100.99")).status).toBe(302);
    await createUser("writer", ADMIN_PASSWORD);
    const other = await postLogin({ username: "writer", password: ADMIN_PASSWORD }, "198.51.100.99");
    expect(other.status).toBe(302);
  });

  it("refuses an address with 429 once it has failed too often, whatever the account", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    await seedCounter(ipThrottleKey("203.0.113.66"), SIGN_IN_THROTTLE.ip.limit);
    const result = await postLogin({ username: "editor", password: ADMIN_PASSWORD }, "203.0.113.66");
    expect(result.status).toBe(429);
    expect(Number(result.headers.get("retry-after"))).toBeGreaterThan(0);
    const elsewhere = await postLogin({ username: "editor", password: ADMIN_PASSWORD }, "203.0.113.67");
    expect(elsewhere.status).toBe(302);
  });

  it("counts real failures: a few pass, then the address is refused for the account; a success clears its counter", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    const settings = { ...SIGN_IN_THROTTLE, pair: { delayAfter: 1, limit: 3 }, delayStepMs: 20, maxDelayMs: 40 };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push(statusOf(await attemptSignIn("editor", "wrong-password-x", "192.0.2.1", settings)));
    statuses.push(statusOf(await attemptSignIn("editor", ADMIN_PASSWORD, "192.0.2.1", settings)));
    expect(statuses).toEqual([401, 401, 401, 429]);

    await database.handle.db.execute(sql`delete from rate_limits`);
    await attemptSignIn("editor", "wrong-password-x", "192.0.2.1", settings);
    expect((await peekRateLimit(pairThrottleKey("editor", "192.0.2.1"))).count).toBe(1);
    expect((await peekRateLimit(accountThrottleKey("editor"))).count).toBe(1);
    expect((await peekRateLimit(ipThrottleKey("192.0.2.1"))).count).toBe(1);
    const success = await attemptSignIn("editor", ADMIN_PASSWORD, "192.0.2.1", settings);
    expect(success.ok).toBe(true);
    expect((await peekRateLimit(pairThrottleKey("editor", "192.0.2.1"))).count).toBe(0);
    // The address and the account keep the failure but not the successful attempt.
    expect((await peekRateLimit(ipThrottleKey("192.0.2.1"))).count).toBe(1);
    expect((await peekRateLimit(accountThrottleKey("editor"))).count).toBe(1);
  });

  it("counts parallel guesses without letting any slip past the limit", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    const settings = { ...SIGN_IN_THROTTLE, pair: { delayAfter: 100, limit: 4 } };
    const results = await Promise.all(Array.from({ length: 10 }, () => attemptSignIn("editor", "wrong-password-x", "192.0.2.2", settings)));
    expect(results.filter((result) => statusOf(result) === 401)).toHaveLength(4);
    expect(results.filter((result) => statusOf(result) === 429)).toHaveLength(6);
  });
});

describe("sessions", () => {
  it("end after the idle time: an expired session is no session", async () => {
    const { cookie } = await signedInAdmin();
    expect(await getAdmin(adminRequest("/blog-admin", { cookie }))).toBeDefined();
    await getDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await getAdmin(adminRequest("/blog-admin", { cookie }))).toBeUndefined();
    const page = await outcome(() => postsRoute.loader(routeArgs(adminRequest("/blog-admin", { cookie }))));
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/login?redirectTo=%2Fblog-admin");
  });

  it("are renewed while used (sliding expiry)", async () => {
    const { cookie } = await signedInAdmin();
    const soon = new Date(Date.now() + 60_000);
    await getDb()
      .update(sessions)
      .set({ expiresAt: soon, lastSeenAt: new Date(Date.now() - 5 * 60_000) });
    expect(await getAdmin(adminRequest("/blog-admin", { cookie }))).toBeDefined();
    const [row] = await getDb().select().from(sessions);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 60_000);
    expect(row.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("ignore a made-up cookie", async () => {
    await signedInAdmin();
    expect(await getAdmin(adminRequest("/blog-admin", { cookie: "nb_session=made-up-token" }))).toBeUndefined();
  });
});

describe("signing out", () => {
  it("POST /admin/logout ends the session in the database, clears the cookie and goes to the sign-in page", async () => {
    const { cookie } = await signedInAdmin();
    const result = await outcome(() => logoutRoute.action(routeArgs(adminRequest("/admin/logout", { method: "POST", cookie }))));
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/admin/login");
    expect(result.headers.get("set-cookie")).toMatch(/^nb_session=; .*Max-Age=0/);
    expect(await getDb().select().from(sessions)).toHaveLength(0);
    expect(await getAdmin(adminRequest("/blog-admin", { cookie }))).toBeUndefined();
  });

  it("does not happen on GET or from another site", async () => {
    const { cookie, admin } = await signedInAdmin();
    const get = await outcome(() => logoutRoute.loader());
    expect(get.status).toBe(302);
    const crossSite = await outcome(() =>
      logoutRoute.action(routeArgs(adminRequest("/admin/logout", { method: "POST", cookie, origin: EVIL_ORIGIN }))),
    );
    expect(crossSite.status).toBe(403);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(1);
    expect(await getAdmin(adminRequest("/blog-admin", { cookie }))).toBeDefined();
  });
});
