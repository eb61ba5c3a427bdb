import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { auditEvents, invitations, users } from "~/db/schema";
import * as inviteRoute from "~/routes/admin/invite";
import * as layoutRoute from "~/routes/admin/layout";
import * as usersRoute from "~/routes/admin/users";
import { createSession, createUser } from "~/utils/auth.server";
import { parseEnv, setEnv } from "~/utils/env.server";
import { startSmtpServer } from "../setup/smtp-server";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { testEnvironment } from "../setup/vitest.setup";
import { ADMIN_PASSWORD, adminRequest, field, outcome } from "./admin-helpers";

useTestDatabase();

let stopSmtp: (() => Promise<void>) | undefined;
afterEach(async () => {
  setEnv(parseEnv(testEnvironment()));
  await stopSmtp?.();
  stopSmtp = undefined;
});

async function admin() {
  const staff = await createUser("boss", ADMIN_PASSWORD, "admin");
  const token = /nb_session=([^;]*)/.exec(await createSession(staff.id))?.[1];
  return `nb_session=${token}`;
}

const inviteAs = (cookie: string, form: Record<string, string>) =>
  outcome(() => usersRoute.action(routeArgs(adminRequest("/admin/users", { cookie, form: { intent: "invite", ...form } }))));

const accept = (token: string, form: Record<string, string>) =>
  outcome(() => inviteRoute.action(routeArgs(adminRequest(`/admin/invite/${token}`, { form }), { token })));

describe("invitations", () => {
  it("an admin invites by e-mail; the link lets the invitee choose a username and password once, with the invited role", async () => {
    const smtp = await startSmtpServer();
    stopSmtp = smtp.close;
    setEnv(parseEnv(testEnvironment({ SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: "office@northbridge.example" })));
    const cookie = await admin();

    expect((await inviteAs(cookie, { email: "not an address", role: "author" })).status).toBe(400);
    expect((await inviteAs(cookie, { email: "new.author@example.com", role: "owner" })).status).toBe(400);
    expect(await getDb().select().from(invitations)).toHaveLength(0);

    const sent = await inviteAs(cookie, { email: "New.Author@Example.com", role: "author" });
    expect(sent.status).toBe(200);
    expect(field(sent.value, "message")).toBe("Invitation sent to new.author@example.com");
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["new.author@example.com"]);
    const mail = smtp.received[0]!.raw.replace(/=\r?\n/g, "");
    const token = /\/admin\/invite\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
    expect(token).toBeDefined();
    // Only the token's hash is stored.
    expect(JSON.stringify(await getDb().select().from(invitations))).not.toContain(token!);

    const page = await outcome(() => inviteRoute.loader(routeArgs(adminRequest(`/admin/invite/${token}`), { token: token! })));
    expect(page.value).toMatchObject({ open: true, email: "new.author@example.com", role: "Author" });

    const weak = await accept(token!, { username: "newauthor", password: "password1234", confirm: "password1234" });
    expect(weak.status).toBe(400);
    expect(field(weak.value, "field")).toBe("password");
    const taken = await accept(token!, {
      username: "boss",
      password: "quartz lantern orbit meadow",
      confirm: "quartz lantern orbit meadow",
    });
    expect(taken.status).toBe(409);

    const joined = await accept(token!, {
      username: "newauthor",
      password: "quartz lantern orbit meadow",
      confirm: "quartz lantern orbit meadow",
    });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("location")).toBe("/blog-admin");
    const session = /nb_session=([^;]*)/.exec(joined.response?.headers.get("set-cookie") ?? "")?.[1];
    const signedIn = await outcome(() => layoutRoute.loader(routeArgs(adminRequest("/blog-admin", { cookie: `nb_session=${session}` }))));
    expect(field(signedIn.value, "admin")).toEqual({ username: "newauthor", role: "author" });

    // Used once: the link is closed now.
    const again = await accept(token!, {
      username: "someone",
      password: "quartz lantern orbit meadow",
      confirm: "quartz lantern orbit meadow",
    });
    expect(again.status).toBe(404);
    const closed = await outcome(() => inviteRoute.loader(routeArgs(adminRequest(`/admin/invite/${token}`), { token: token! })));
    expect(closed.status).toBe(404);
    expect(await getDb().select().from(users).where(eq(users.username, "someone"))).toHaveLength(0);

    const trail = (await getDb().select().from(auditEvents).orderBy(auditEvents.at)).map((event) => [event.action, event.actorName]);
    expect(trail).toEqual([
      ["user.invite", "boss"],
      ["user.create", "newauthor"],
    ]);
  });

  it("an expired link opens nothing; without e-mail set up the admin is given the link to pass on", async () => {
    const cookie = await admin();
    const stored = await inviteAs(cookie, { email: "later@example.com", role: "editor" });
    expect(String(field(stored.value, "message"))).toMatch(/E-mail is not set up on this site: send them this link yourself/);
    const token = /\/admin\/invite\/([A-Za-z0-9_-]{43})/.exec(String(field(stored.value, "message")))?.[1];
    await getDb()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await accept(token!, {
      username: "later",
      password: "quartz lantern orbit meadow",
      confirm: "quartz lantern orbit meadow",
    });
    expect(expired.status).toBe(404);
    expect(await getDb().select().from(users).where(eq(users.username, "later"))).toHaveLength(0);
  });
});
