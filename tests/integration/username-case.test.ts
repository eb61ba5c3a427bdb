import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { auditEvents, users } from "~/db/schema";
import * as inviteRoute from "~/routes/admin/invite";
import * as loginRoute from "~/routes/admin/login";
import * as usersRoute from "~/routes/admin/users";
import {
  attemptSignIn,
  createSession,
  createUser,
  ensureAdminFromEnv,
  findUser,
  getAdmin,
  resetPassword,
  SIGN_IN_THROTTLE,
  verifyPassword,
} from "~/utils/auth.server";
import { parseEnv, setEnv } from "~/utils/env.server";
import { invite } from "~/utils/invitations.server";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { testEnvironment } from "../setup/vitest.setup";
import { ADMIN_PASSWORD, adminRequest, field, outcome } from "./admin-helpers";

// A username is one name whatever its capitals: "Alice" signs in as "alice", and nobody can open an
// account "alice" beside "Alice" that people could not tell apart. The name keeps the capitals chosen.

useTestDatabase();

afterEach(() => setEnv(parseEnv(testEnvironment())));

const NEW_PASSWORD = "quartz lantern orbit meadow";

async function signedInAdmin() {
  const staff = await createUser("Boss", ADMIN_PASSWORD, "admin");
  const token = /nb_session=([^;]*)/.exec(await createSession(staff.id))?.[1];
  return { staff, cookie: `nb_session=${token}` };
}

const usernames = async () =>
  (await getDb().select({ username: users.username }).from(users).orderBy(users.createdAt)).map((u) => u.username);

describe("signing in", () => {
  it("finds the account whatever the capitals of the typed name, and around it spaces, and keeps the name as chosen", async () => {
    await createUser("Alice.Martin", ADMIN_PASSWORD, "editor");
    for (const typed of ["alice.martin", "ALICE.MARTIN", "  aLiCe.MaRtIn  "]) {
      const result = await outcome(() =>
        loginRoute.action(routeArgs(adminRequest("/admin/login", { form: { username: typed, password: ADMIN_PASSWORD } }))),
      );
      expect(result.status, typed).toBe(302);
      const token = /nb_session=([^;]*)/.exec(result.headers.get("set-cookie") ?? "")?.[1];
      const admin = await getAdmin(adminRequest("/blog-admin", { cookie: `nb_session=${token}` }));
      expect(admin?.username).toBe("Alice.Martin");
    }
    const signIns = await getDb().select().from(auditEvents).where(eq(auditEvents.action, "sign-in"));
    expect(signIns.map((event) => event.subject)).toEqual(["Alice.Martin", "Alice.Martin", "Alice.Martin"]);
  });

  it("folds only the capitals of ASCII letters: a look-alike such as the Kelvin sign is another name", async () => {
    await createUser("kelvin", ADMIN_PASSWORD, "editor");
    const result = await outcome(() =>
      loginRoute.action(routeArgs(adminRequest("/admin/login", { form: { username: "\u212Aelvin", password: ADMIN_PASSWORD } }))),
    );
    expect(result.status).not.toBe(302);
    expect(result.headers.get("set-cookie") ?? "").not.toMatch(/nb_session=[^;]+/);
  });

  it("counts failed attempts on one account together whatever the capitals, so a lockout cannot be dodged", async () => {
    await createUser("Alice", ADMIN_PASSWORD, "editor");
    const settings = { ...SIGN_IN_THROTTLE, pair: { delayAfter: 10, limit: 3 } };
    for (const typed of ["Alice", "alice", " ALICE "]) {
      expect((await attemptSignIn(typed, "not the password", "198.51.100.9", settings)).ok).toBe(false);
    }
    const locked = await attemptSignIn("aLICE", ADMIN_PASSWORD, "198.51.100.9", settings);
    expect(locked.ok ? 200 : locked.status).toBe(429);
  });
});

describe("creating an account", () => {
  it("an administrator cannot create one whose name differs from another's only by capitals", async () => {
    const { cookie } = await signedInAdmin();
    await createUser("Alice", ADMIN_PASSWORD, "editor");
    const create = (username: string) =>
      outcome(() =>
        usersRoute.action(
          routeArgs(
            adminRequest("/admin/users", { cookie, form: { intent: "create", username, password: ADMIN_PASSWORD, role: "author" } }),
          ),
        ),
      );

    const sameButCase = await create(" alice ");
    expect(sameButCase.status).toBe(409);
    expect(field(sameButCase.value, "field")).toBe("username");
    expect(field(sameButCase.value, "message")).toBe(
      "The username alice differs from the existing account Alice only by capital letters: choose another",
    );
    const same = await create("Alice");
    expect(same.status).toBe(409);
    expect(field(same.value, "message")).toBe("An account named Alice already exists");

    expect((await create("Alice.B")).status).toBe(200);
    expect(await usernames()).toEqual(["Boss", "Alice", "Alice.B"]);
  });

  it("an invitee cannot choose such a name, and keeps the capitals they chose", async () => {
    const { staff } = await signedInAdmin();
    const accept = async (username: string) => {
      const { link } = await invite({ email: "new.author@example.com", role: "author" }, { staff, ip: null }).then((result) => {
        if (!result.ok) throw new Error(result.message);
        return result;
      });
      const token = link.split("/").at(-1) ?? "";
      return outcome(() =>
        inviteRoute.action(
          routeArgs(adminRequest(`/admin/invite/${token}`, { form: { username, password: NEW_PASSWORD, confirm: NEW_PASSWORD } }), {
            token,
          }),
        ),
      );
    };

    const refused = await accept("BOSS");
    expect(refused.status).toBe(409);
    expect(field(refused.value, "field")).toBe("username");
    expect(field(refused.value, "username")).toBe("BOSS");
    expect(field(refused.value, "error")).toBe(
      "The username BOSS differs from the existing account Boss only by capital letters: choose another",
    );

    expect((await accept(" Jean-Luc ")).status).toBe(302);
    expect(await usernames()).toEqual(["Boss", "Jean-Luc"]);
  });
});

describe("the operator's commands (npm run admin) and ADMIN_USERNAME", () => {
  it("find the account whatever the capitals and never make a second one", async () => {
    const alice = await createUser("Alice", ADMIN_PASSWORD, "editor");
    expect(await findUser("ALICE")).toEqual(alice);
    expect(await findUser(" alice ")).toEqual(alice);

    expect(await resetPassword("alice", NEW_PASSWORD)).toBe(0);
    const [row] = await getDb().select().from(users).where(eq(users.id, alice.id));
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);

    await expect(createUser("aLiCe", ADMIN_PASSWORD)).rejects.toThrow(
      "The username aLiCe differs from the existing account Alice only by capital letters: choose another",
    );
    await ensureAdminFromEnv(parseEnv(testEnvironment({ ADMIN_USERNAME: "alice", ADMIN_PASSWORD: "orbit quartz meadow lantern" })));
    expect(await usernames()).toEqual(["Alice"]);
  });
});

describe("the database", () => {
  it("refuses a second username equal but for capitals, however it is written", async () => {
    await getDb().insert(users).values({ username: "Alice", passwordHash: "x" });
    await expect(getDb().insert(users).values({ username: "aLICE", passwordHash: "y" })).rejects.toThrow();
    await expect(getDb().execute(sql`insert into users (username, password_hash) values ('ALICE', 'z')`)).rejects.toThrow();
    expect(await usernames()).toEqual(["Alice"]);
  });
});
