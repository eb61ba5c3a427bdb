import { count } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { rateLimits, sessions } from "~/db/schema";
import { BODY_LIMITS } from "~/http/body.server";
import * as loginRoute from "~/routes/admin/login";
import * as postsRoute from "~/routes/admin/posts";
import {
  accountThrottleKey,
  attemptSignIn,
  createUser,
  getAdmin,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SIGN_IN_THROTTLE,
  type SignInThrottle,
} from "~/utils/auth.server";
import { parseEnv, setEnv } from "~/utils/env.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { testEnvironment } from "../setup/vitest.setup";
import { ADMIN_PASSWORD, adminRequest, field, outcome, signedInAdmin } from "./admin-helpers";

/** Attacks on the sign-in and the session, each written as the attacker sends it. */
const database = useTestDatabase();

afterEach(() => {
  setEnv(parseEnv(testEnvironment()));
  vi.restoreAllMocks();
});

async function rows(table: typeof rateLimits | typeof sessions): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(table);
  return row.n;
}

/** A body of `size` bytes that counts how much of it the server has pulled. */
function countingBody(size: number, chunk = 8 * 1024) {
  const state = { pulled: 0, cancelled: false };
  const piece = new TextEncoder().encode("password=" + "a".repeat(chunk - 9));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= size) return controller.close();
        state.pulled += piece.byteLength;
        controller.enqueue(piece);
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

function streamedSignIn(body: ReadableStream<Uint8Array>, headers: Record<string, string>): Request {
  return new Request(`${BASE_URL}/admin/login`, {
    method: "POST",
    headers: { origin: BASE_URL, "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

function postLogin(form: Record<string, string>, clientIp = "198.51.100.20") {
  return outcome(() => loginRoute.action(routeArgs(adminRequest("/admin/login", { form }), {}, { clientIp })));
}

describe("the sign-in body is bounded before it is read", () => {
  it("refuses a declared 300 KB body with 413 without reading it or checking a password", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    // A body that never arrives: an action that waited for it would never answer.
    const stalled = new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => {}) }, { highWaterMark: 0 });
    const result = await outcome(() => loginRoute.action(routeArgs(streamedSignIn(stalled, { "content-length": String(300 * 1024) }))));
    expect(result.status).toBe(413);
    expect(field(result.value, "error")).toBe("The request body is larger than 16 KB");
    // Nothing was counted: the attempt never reached the throttle, let alone argon2.
    expect(await rows(rateLimits)).toBe(0);
    expect(await rows(sessions)).toBe(0);
  });

  it("refuses a chunked body without Content-Length as soon as it passes 16 KB, and drops the connection after a while", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    const { stream, state } = countingBody(300 * 1024 * 1024);
    const result = await outcome(() => loginRoute.action(routeArgs(streamedSignIn(stream, {}))));
    expect(result.status).toBe(413);
    expect(await rows(rateLimits)).toBe(0);
    // The rest is read and thrown away for a moment (so the client receives the 413), never all of it.
    await vi.waitFor(() => expect(state.cancelled).toBe(true), { timeout: 10_000 });
    expect(state.pulled).toBeLessThanOrEqual(BODY_LIMITS.signIn + 1024 * 1024 + 16 * 1024);
  });

  it("refuses a password longer than any account can have before hashing it, saying why", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    const result = await postLogin({ username: "editor", password: "p".repeat(5000) });
    expect(result.status).toBe(400);
    expect(field(result.value, "error")).toBe("The password is too long: passwords have at most 256 characters");
    expect(await rows(rateLimits)).toBe(0);
  });

  it("answers other methods with 405 and Allow, an empty post with 400 and a non-form body with 415", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const result = await outcome(() =>
        loginRoute.action(routeArgs(adminRequest("/admin/login", { method, form: { username: "editor", password: ADMIN_PASSWORD } }))),
      );
      expect(result.status, method).toBe(405);
      expect(result.headers.get("allow")).toBe("GET, HEAD, POST");
    }
    const empty = new Request(`${BASE_URL}/admin/login`, {
      method: "POST",
      headers: { origin: BASE_URL, "content-type": "application/x-www-form-urlencoded" },
    });
    const emptyResult = await outcome(() => loginRoute.action(routeArgs(empty)));
    expect(emptyResult.status).toBe(400);
    expect(field(emptyResult.value, "error")).toBe("The form is empty");
    const noType = new Request(`${BASE_URL}/admin/login`, { method: "POST", headers: { origin: BASE_URL } });
    expect((await outcome(() => loginRoute.action(routeArgs(noType)))).status).toBe(415);
    expect(await rows(sessions)).toBe(0);
  });
});

describe("an attacker cannot lock the admin out", () => {
  const fast: SignInThrottle = { ...SIGN_IN_THROTTLE, delayStepMs: 5, maxDelayMs: 20 };

  it("locks the guessing address out while the admin signs in from another address", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    setEnv(parseEnv(testEnvironment({ LOG_LEVEL: "warn" })));
    const logged: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      logged.push(String(chunk));
      return true;
    });
    const attacker = "203.0.113.66";
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const result = await attemptSignIn("editor", `guess-number-${i}`, attacker, fast);
      statuses.push(result.ok ? 200 : result.status);
    }
    expect(statuses.slice(0, SIGN_IN_THROTTLE.pair.limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_THROTTLE.pair.limit).every((status) => status === 429)).toBe(true);
    // Even the right password is refused from the attacker's address…
    expect((await attemptSignIn("editor", ADMIN_PASSWORD, attacker, fast)).ok).toBe(false);
    // …while the admin, from an address that has not been failing, signs in through the real form.
    const admin = await postLogin({ username: "editor", password: ADMIN_PASSWORD }, "198.51.100.20");
    expect(admin.status).toBe(302);
    expect(admin.headers.get("set-cookie")).toMatch(/^nb_session=/);
    // The attack is in the log, as one JSON object per line, without the attacker's address in clear.
    const lines = logged.join("").trim().split("\n");
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.some((entry) => entry.msg === "sign-in: many failed attempts on one account" && entry.account === "editor")).toBe(true);
    expect(entries.some((entry) => entry.msg === "sign-in refused: too many attempts")).toBe(true);
    expect(logged.join("")).not.toContain(attacker);
  });

  it("slows but never refuses an account attacked from many addresses", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    await database.handle.db.insert(rateLimits).values({
      key: accountThrottleKey("editor"),
      count: 5000,
      resetAt: new Date(Date.now() + 15 * 60_000),
    });
    const started = performance.now();
    const result = await attemptSignIn("editor", ADMIN_PASSWORD, "198.51.100.77", fast);
    expect(result.ok).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(fast.maxDelayMs - 2);
  });
});

describe("malformed session cookies are no session", () => {
  const malformed = [
    "nb_session=%zz",
    "nb_session=%",
    "nb_session=%E0%A4%A",
    "nb_session=%00",
    'nb_session="unterminated',
    `nb_session=${"%".repeat(4000)}`,
    "nb_session",
    "=;;; nb_session==;",
    "nb_session=%zz; nb_session=also-bad",
  ];

  it("answers every page that reads the session as for a visitor without one", async () => {
    await signedInAdmin();
    for (const cookie of malformed) {
      expect(await getAdmin(adminRequest("/blog-admin", { cookie })), cookie).toBeUndefined();
      const page = await outcome(() => postsRoute.loader(routeArgs(adminRequest("/blog-admin", { cookie }))));
      expect(page.status, cookie).toBe(302);
      expect(page.headers.get("location")).toBe("/admin/login?redirectTo=%2Fblog-admin");
      const login = await outcome(() => loginRoute.loader(routeArgs(adminRequest("/admin/login", { cookie }))));
      expect(login.status, cookie).toBe(200);
    }
  });

  it("still finds a good session cookie beside a malformed one", async () => {
    const { token } = await signedInAdmin();
    const cookie = `other=%zz; nb_session=${encodeURIComponent(token)}`;
    expect((await getAdmin(adminRequest("/blog-admin", { cookie })))?.username).toBe("editor");
  });
});

describe("redirectTo", () => {
  it("is made a valid Location before the session is created", async () => {
    await createUser("editor", ADMIN_PASSWORD);
    const result = await postLogin({ username: "editor", password: ADMIN_PASSWORD, redirectTo: "/\u3000/x" });
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/%E3%80%80/x");
    expect(await rows(sessions)).toBe(1);
  });

  it("from the sign-in page's address, for a visitor already signed in", async () => {
    const { cookie } = await signedInAdmin();
    const result = await outcome(() => loginRoute.loader(routeArgs(adminRequest("/admin/login?redirectTo=%2F%E3%80%80%2Fx", { cookie }))));
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/%E3%80%80/x");
  });
});

describe("session lifetime", () => {
  it("ends 7 days after sign-in however often the session is used", async () => {
    const { cookie } = await signedInAdmin();
    const signedInAt = new Date(Date.now() - SESSION_ABSOLUTE_MS - 60_000);
    await getDb()
      .update(sessions)
      .set({ createdAt: signedInAt, lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_IDLE_MS) });
    expect(await getAdmin(adminRequest("/blog-admin", { cookie }))).toBeUndefined();
  });

  it("is never renewed past 7 days after sign-in", async () => {
    const { cookie } = await signedInAdmin();
    const signedInAt = new Date(Date.now() - SESSION_ABSOLUTE_MS + 60 * 60_000);
    await getDb()
      .update(sessions)
      .set({ createdAt: signedInAt, lastSeenAt: new Date(Date.now() - 5 * 60_000), expiresAt: new Date(Date.now() + 60_000) });
    expect(await getAdmin(adminRequest("/blog-admin", { cookie }))).toBeDefined();
    const [row] = await getDb().select().from(sessions);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(signedInAt.getTime() + SESSION_ABSOLUTE_MS);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it("ends after 8 hours without use", async () => {
    const { cookie } = await signedInAdmin();
    await getDb()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000), expiresAt: new Date(Date.now() - 1000) });
    expect(await getAdmin(adminRequest("/blog-admin", { cookie }))).toBeUndefined();
  });
});
