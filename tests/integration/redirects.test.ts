import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { auditEvents, missingPages, redirects } from "~/db/schema";
import * as redirectsCsvRoute from "~/routes/admin/redirects-csv";
import * as redirectsRoute from "~/routes/admin/redirects";
import { createSession, createUser } from "~/utils/auth.server";
import { flushMissingPages, MAX_PENDING, MISSING_PAGES_MAX, pendingMissingPages, recordMissingPage } from "~/utils/missing-pages.server";
import { flushRedirectHits, redirectForMissingPage, reloadRedirectTable } from "~/utils/redirects.server";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { useTestDatabase } from "../setup/database";
import { addPost } from "./blog-fixtures";
import { adminRequest, EVIL_ORIGIN, field, outcome, signedInAdmin } from "./admin-helpers";

useTestDatabase();

beforeEach(async () => {
  // What earlier tests counted in memory belongs to their database, emptied since.
  await flushMissingPages();
  await getDb().delete(missingPages);
  await reloadRedirectTable();
});

async function editorCookie(): Promise<string> {
  const editor = await createUser("chief-editor", "correct-horse-battery", "editor");
  const setCookie = await createSession(editor.id);
  return `nb_session=${/nb_session=([^;]*)/.exec(setCookie)?.[1] ?? ""}`;
}

function save(cookie: string, form: Record<string, string>, origin?: string) {
  return outcome(() =>
    redirectsRoute.action(routeArgs(adminRequest("/admin/redirects", { cookie, origin, form: { intent: "save", type: "301", ...form } }))),
  );
}

function importCsv(cookie: string, csv: string, name = "old-site.csv") {
  const form = new FormData();
  form.set("intent", "import");
  form.set("file", new File([csv], name, { type: "text/csv" }));
  const request = new Request(`${BASE_URL}/admin/redirects`, { method: "POST", headers: { cookie, origin: BASE_URL }, body: form });
  return outcome(() => redirectsRoute.action(routeArgs(request)));
}

function errorsOf(value: unknown): Record<string, string[]> {
  const errors = field(value, "errors");
  return errors && typeof errors === "object" ? (errors as Record<string, string[]>) : {};
}

async function visit(path: string): Promise<Response | undefined> {
  return redirectForMissingPage(new Request(`${BASE_URL}${path}`));
}

describe("adding, changing and deleting a redirect", () => {
  it("stores the old address in its one spelling, answers it at once, and records each change in the audit trail", async () => {
    const { cookie } = await signedInAdmin();
    await getDb().insert(missingPages).values({ path: "/2019/05/crn-guide", query: "", hits: 12 });
    const added = await save(cookie, { from: "https://old.example.com/2019/05/CRN-Guide/", to: "/services/crn" });
    expect(added.status).toBe(201);
    const [row] = await getDb().select().from(redirects);
    expect(row).toMatchObject({ fromPath: "/2019/05/crn-guide", fromQuery: "", target: "/services/crn", status: 301 });
    // Redirected: no longer a missing page.
    expect(await getDb().select().from(missingPages)).toHaveLength(0);

    const answer = await visit("/2019/05/crn-guide/?utm_source=newsletter");
    expect(answer?.status).toBe(301);
    expect(answer?.headers.get("location")).toBe("/services/crn?utm_source=newsletter");
    expect(answer?.headers.get("cache-control")).toBe("private, max-age=300");

    const changed = await save(cookie, { id: row!.id, from: "/2019/05/crn-guide", to: "/fr/services/nec", type: "302" });
    expect(changed.status).toBe(200);
    const moved = await visit("/2019/05/crn-guide");
    expect(moved?.status).toBe(302);
    expect(moved?.headers.get("location")).toBe("/fr/services/nec");
    expect(moved?.headers.get("cache-control")).toContain("no-store");

    const deleted = await outcome(() =>
      redirectsRoute.action(routeArgs(adminRequest("/admin/redirects", { cookie, form: { intent: "delete", id: row!.id } }))),
    );
    expect(deleted.status).toBe(200);
    expect(await visit("/2019/05/crn-guide")).toBeUndefined();

    const audit = await getDb().select().from(auditEvents).orderBy(auditEvents.at);
    expect(audit.map((event) => event.action)).toEqual(["redirect.create", "redirect.update", "redirect.delete"]);
    expect(audit[0]).toMatchObject({ subject: "/2019/05/crn-guide", subjectId: row!.id });
  });

  it("works the same for French addresses and for query strings such as /?p=123", async () => {
    const { cookie } = await signedInAdmin();
    expect((await save(cookie, { from: "/fr/Anciennes-Nouvelles/Été/", to: "/fr/blogue" })).status).toBe(201);
    expect((await save(cookie, { from: "/?p=123", to: "/fr/a-propos" })).status).toBe(201);
    expect((await visit("/fr/anciennes-nouvelles/%C3%89t%C3%A9"))?.headers.get("location")).toBe("/fr/blogue");
    expect((await visit("/?utm_medium=x&p=123"))?.headers.get("location")).toBe("/fr/a-propos");
    expect(await visit("/?p=124")).toBeUndefined();
  });

  it("counts hits in memory and adds them in one batch", async () => {
    const { cookie } = await signedInAdmin();
    await save(cookie, { from: "/old.html", to: "/about" });
    for (let i = 0; i < 5; i++) await visit("/old.html");
    expect((await getDb().select().from(redirects))[0]?.hitCount).toBe(0);
    await flushRedirectHits();
    const [row] = await getDb().select().from(redirects);
    expect(row?.hitCount).toBe(5);
    expect(row?.lastHitAt).toBeInstanceOf(Date);
  });
});

describe("what a redirect may not be", () => {
  it("refuses unsafe targets, the site's own machinery and its pages, each on its field, and stores nothing", async () => {
    const { cookie } = await signedInAdmin();
    const post = await addPost({ slug: "valve-sizing", title: "Valve sizing" });
    const cases: [Record<string, string>, "from" | "to", RegExp][] = [
      [{ from: "/old", to: "javascript:alert(document.cookie)" }, "to", /Only web addresses/],
      [{ from: "/old", to: "//evil.example/login" }, "to", /starting with \/\//],
      [{ from: "/old", to: "/\\evil.example" }, "to", /backslash/],
      [{ from: "/admin/users", to: "/about" }, "from", /belong to the site itself/],
      [{ from: "/api/blog/posts", to: "/about" }, "from", /belong to the site itself/],
      [{ from: "/media/x", to: "/about" }, "from", /belong to the site itself/],
      [{ from: "/Services/", to: "/about" }, "from", /is a page of this site/],
      [{ from: "/fr/a-propos", to: "/about" }, "from", /is a page of this site/],
      [{ from: `/blog/${post.slug}`, to: "/about" }, "from", /is a page of this site/],
      [{ from: "/a", to: "/a/" }, "to", /itself/],
    ];
    for (const [form, name, message] of cases) {
      const result = await save(cookie, form);
      expect(result.status, JSON.stringify(form)).toBeGreaterThanOrEqual(400);
      expect(errorsOf(result.value)[name]?.join(" "), JSON.stringify(form)).toMatch(message);
    }
    expect(await getDb().select().from(redirects)).toHaveLength(0);
  });

  it("refuses A → B → A and a fourth redirect in a row, naming the chain", async () => {
    const { cookie } = await signedInAdmin();
    expect((await save(cookie, { from: "/a", to: "/b" })).status).toBe(201);
    const loop = await save(cookie, { from: "/b", to: "/A/" });
    expect(loop.status).toBe(409);
    expect(errorsOf(loop.value).to?.[0]).toMatch(/loop: .*\/a → \/b/);
    await save(cookie, { from: "/b", to: "/c" });
    await save(cookie, { from: "/c", to: "/d" });
    const fourth = await save(cookie, { from: "/d", to: "/e" });
    expect(fourth.status).toBe(409);
    expect(errorsOf(fourth.value).to?.[0]).toMatch(/more than 3 redirects in a row/);
    expect(await getDb().select().from(redirects)).toHaveLength(3);
  });

  it("refuses a second redirect from the same address", async () => {
    const { cookie } = await signedInAdmin();
    await save(cookie, { from: "/old", to: "/about" });
    const again = await save(cookie, { from: "/OLD/", to: "/services" });
    expect(again.status).toBe(409);
    expect(errorsOf(again.value).from?.[0]).toMatch(/already exists/);
  });
});

describe("who may manage redirects", () => {
  it("editors may, another site's page and a visitor without a session may not", async () => {
    expect((await save(await editorCookie(), { from: "/by-editor", to: "/about" })).status).toBe(201);
    const { cookie } = await signedInAdmin();
    expect((await save(cookie, { from: "/cross-site", to: "/about" }, EVIL_ORIGIN)).status).toBe(403);
    const anonymous = await outcome(() =>
      redirectsRoute.action(routeArgs(adminRequest("/admin/redirects", { form: { intent: "save", from: "/anon", to: "/about" } }))),
    );
    expect(anonymous.status).toBe(302);
    expect((await getDb().select().from(redirects)).map((row) => row.fromPath)).toEqual(["/by-editor"]);
  });
});

describe("CSV import", () => {
  it("imports nothing when any row is wrong, and names each wrong row and its problem", async () => {
    const { cookie } = await signedInAdmin();
    const csv = [
      "from,to,type",
      "/2019/05/crn-guide/,/services/crn,301",
      "/services/pressure-vessels.html,javascript:alert(1),301",
      "/admin/secret,/about,",
      "/ok-one,/about,307",
      "/loop-a,/loop-b,",
      "/loop-b,/loop-a,",
      "/2019/05/CRN-guide,/about,",
      '"/with,comma",/about,302',
    ].join("\r\n");
    const result = await importCsv(cookie, csv);
    expect(result.status).toBe(400);
    expect(String(field(result.value, "message"))).toMatch(/Nothing was imported/);
    const rows = field(result.value, "rowErrors") as { row: number; message: string }[];
    expect(rows.map((one) => one.row)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(rows[0]?.message).toMatch(/Only web addresses/);
    expect(rows[1]?.message).toMatch(/belong to the site itself/);
    expect(rows[2]?.message).toMatch(/301 \(permanent\) or 302/);
    expect(rows[3]?.message).toMatch(/loop: \/loop-a → \/loop-b → \/loop-a/);
    expect(rows[4]?.message).toMatch(/loop/);
    expect(rows[5]?.message).toMatch(/same old address as row 2/);
    expect(await getDb().select().from(redirects)).toHaveLength(0);

    // A loop among otherwise good rows.
    const loop = await importCsv(cookie, ["/loop-a,/loop-b", "/loop-b,/loop-a", "/fine,/about"].join("\n"));
    expect(
      (field(loop.value, "rowErrors") as { row: number; message: string }[]).map((one) => [one.row, /loop/.test(one.message)]),
    ).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(await getDb().select().from(redirects)).toHaveLength(0);
    expect(await getDb().select().from(auditEvents)).toHaveLength(0);
  });

  it("imports every row of a good file, replaces an address that had a redirect, and round-trips through the export", async () => {
    const { cookie } = await signedInAdmin();
    await save(cookie, { from: "/old-about.html", to: "/services" });
    const csv = "\uFEFFfrom,to,type\n/old-about.html,/about,\n/?p=123,https://partner.example/été,302\n/fr/ancien,/fr/contact,permanent\n";
    const result = await importCsv(cookie, csv);
    expect(result.status).toBe(200);
    expect(field(result.value, "message")).toBe("Imported 3 redirects: 2 added, 1 replaced.");
    expect((await visit("/old-about.html"))?.headers.get("location")).toBe("/about");
    expect((await visit("/?p=123"))?.headers.get("location")).toBe("https://partner.example/%C3%A9t%C3%A9");
    const [audit] = await getDb().select().from(auditEvents).where(eq(auditEvents.action, "redirect.import"));
    expect(audit?.detail).toEqual({ created: 2, updated: 1 });

    const exported = await outcome(() => redirectsCsvRoute.loader(routeArgs(adminRequest("/admin/redirects.csv", { cookie }))));
    const text = (await exported.response!.text()).replace(/^\uFEFF/, "");
    expect(exported.headers.get("content-type")).toContain("text/csv");
    expect(text.split("\r\n")[0]).toBe('"from","to","type","hits","last_hit_utc","created_by","created_utc"');
    await getDb().delete(redirects);
    const again = await importCsv(cookie, text);
    expect(again.status).toBe(200);
    expect(field(again.value, "message")).toBe("Imported 3 redirects: 3 added.");
  });
});

describe("the log of missing pages", () => {
  it("counts 404s in memory and writes them in one batch, with the referrer's host only", async () => {
    recordMissingPage("/2019/05/CRN-guide/", "utm_source=x", "https://www.google.com/search?q=crn+guide");
    recordMissingPage("/2019/05/crn-guide", "utm_source=x", undefined);
    recordMissingPage("/admin/nothing", "", undefined);
    recordMissingPage("/api/nothing", "", undefined);
    recordMissingPage("/%zz", "", undefined);
    expect(await getDb().select().from(missingPages)).toHaveLength(0);
    await flushMissingPages();
    const rows = await getDb().select().from(missingPages);
    expect(rows).toEqual([
      expect.objectContaining({ path: "/2019/05/crn-guide", query: "utm_source=x", hits: 2, referrerHost: "www.google.com" }),
    ]);
  });

  it("stays bounded under a flood of distinct addresses, and keeps the addresses people really ask for", async () => {
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 20; i++) recordMissingPage("/services/pressure-vessels.html", "", undefined);
      for (let i = 0; i < 5_000; i++) recordMissingPage(`/wp-content/${round}-${i}.php`, `x=${"a".repeat(2000)}`, undefined);
      // Memory holds at most MAX_PENDING addresses between two writes, and nothing is written per request.
      expect(pendingMissingPages()).toBeLessThanOrEqual(MAX_PENDING);
      await flushMissingPages();
    }
    const rows = await getDb().select().from(missingPages);
    expect(rows.length).toBeLessThanOrEqual(MISSING_PAGES_MAX);
    expect(rows.length).toBeGreaterThan(MAX_PENDING);
    expect(Math.max(...rows.map((row) => row.query.length))).toBeLessThanOrEqual(300);
    const real = rows.find((row) => row.path === "/services/pressure-vessels.html");
    expect(real?.hits).toBe(120);
  });

  it("shows the most asked for first on the admin page, each with a way to redirect it", async () => {
    const { cookie } = await signedInAdmin();
    for (let i = 0; i < 3; i++) recordMissingPage("/old/popular", "", undefined);
    recordMissingPage("/old/rare", "p=1", undefined);
    const page = await outcome(() => redirectsRoute.loader(routeArgs(adminRequest("/admin/redirects?from=%2Fold%2Fpopular", { cookie }))));
    const missing = field(page.value, "missing") as { from: string; hits: number }[];
    expect(missing.map((one) => [one.from, one.hits])).toEqual([
      ["/old/popular", 3],
      ["/old/rare?p=1", 1],
    ]);
    expect(field(page.value, "prefillFrom")).toBe("/old/popular");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });
});
