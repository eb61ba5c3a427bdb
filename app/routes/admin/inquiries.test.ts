import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contactInquiries, type NewContactInquiry } from "~/db/schema";
import { createSession, createUser } from "~/utils/auth.server";
import { csvField, inquiriesCsv } from "~/utils/inquiries.server";
import { useTestDatabase } from "../../../tests/setup/database";
import { BASE_URL, routeArgs } from "../../../tests/setup/route-args";
import { loader as csvLoader } from "./inquiries-csv";
import { action, loader } from "./inquiries";

const database = useTestDatabase();

let cookie = "";

beforeEach(async () => {
  const user = await createUser("inbox-admin", "inbox-admin-password");
  cookie = (await createSession(user.id)).split(";")[0];
});

const base: NewContactInquiry = {
  firstName: "Ada",
  lastName: "Byron",
  email: "ada@example.com",
  company: "Engines Ltd",
  service: "professional-engineering",
  budget: "50k-100k",
  message: "We would like a quote for a pressure vessel.",
};

async function addInquiry(values: Partial<NewContactInquiry> & { minutesAgo?: number } = {}) {
  const { minutesAgo = 0, ...rest } = values;
  const [row] = await database.handle.db
    .insert(contactInquiries)
    .values({ ...base, ...rest, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .returning();
  return row;
}

function get(path: string, withSession = true) {
  return new Request(`${BASE_URL}${path}`, { headers: withSession ? { cookie } : {} });
}

function postForm(path: string, values: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${BASE_URL}${path}`, {
    method: "POST",
    headers: { cookie, origin: BASE_URL, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(values).toString(),
  });
}

async function thrown(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

async function inbox(path = "/admin/inquiries") {
  const result = await loader(routeArgs(get(path)));
  return result.data;
}

describe("the inquiries inbox", () => {
  it("is for admins only: pages, actions and the export send visitors to sign in", async () => {
    for (const [work, back] of [
      [() => loader(routeArgs(get("/admin/inquiries?status=spam", false))), "/admin/inquiries?status=spam"],
      [() => csvLoader(routeArgs(get("/admin/inquiries.csv?status=new", false))), "/admin/inquiries.csv?status=new"],
      [
        () => action(routeArgs(postForm("/admin/inquiries", { intent: "mark-handled", id: crypto.randomUUID() }, { cookie: "" }))),
        "/admin/inquiries",
      ],
    ] as const) {
      const response = await thrown(work);
      expect(response).toBeInstanceOf(Response);
      if (!(response instanceof Response)) continue;
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(back)}`);
    }
  });

  it("lists new inquiries newest first with every field, service and budget by their labels", async () => {
    await addInquiry({ firstName: "Older", minutesAgo: 30 });
    const newest = await addInquiry({ firstName: "Newest", service: "phsr-services", budget: "over-1m", minutesAgo: 1 });
    await addInquiry({ firstName: "Middle", company: null, budget: null, minutesAgo: 10 });
    await addInquiry({ firstName: "Done", status: "handled", handledAt: new Date() });
    await addInquiry({ firstName: "Bot", status: "spam", spamReason: "honeypot field filled in" });

    const page = await inbox();
    expect(page.status).toBe("new");
    expect(page.counts).toEqual({ new: 3, handled: 1, spam: 1 });
    expect(page.inquiries.map((row) => row.firstName)).toEqual(["Newest", "Middle", "Older"]);
    expect(page.inquiries[0]).toMatchObject({
      id: newest.id,
      lastName: "Byron",
      email: "ada@example.com",
      company: "Engines Ltd",
      serviceLabel: "PHSR Services",
      budgetLabel: "Over $1,000,000",
      message: "We would like a quote for a pressure vessel.",
      mailStatus: "not_configured",
      receivedAt: newest.createdAt.toISOString(),
    });
    expect(page.inquiries[0].receivedLabel).toMatch(/\d{4}/);
    expect(page.inquiries[1]).toMatchObject({ company: null, budgetLabel: null });
  });

  it("filters handled and spam apart from new ones", async () => {
    await addInquiry({ firstName: "Fresh" });
    await addInquiry({ firstName: "Done", status: "handled", handledAt: new Date() });
    await addInquiry({ firstName: "Bot", status: "spam", spamReason: "form token missing" });
    expect((await inbox("/admin/inquiries?status=handled")).inquiries.map((row) => row.firstName)).toEqual(["Done"]);
    const spam = await inbox("/admin/inquiries?status=spam");
    expect(spam.inquiries.map((row) => [row.firstName, row.spamReason])).toEqual([["Bot", "form token missing"]]);
  });

  it("pages by 20, and shows the last page for a page past the end", async () => {
    for (let i = 0; i < 23; i++) await addInquiry({ firstName: `Person ${i}`, minutesAgo: i });
    const first = await inbox();
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 23, pageSize: 20 });
    expect(first.inquiries).toHaveLength(20);
    expect(first.inquiries[0].firstName).toBe("Person 0");
    const second = await inbox("/admin/inquiries?page=2");
    expect(second.inquiries.map((row) => row.firstName)).toEqual(["Person 20", "Person 21", "Person 22"]);
    expect((await inbox("/admin/inquiries?page=9")).page).toBe(2);
  });

  it("answers an unknown filter or page with a 400 naming the problem", async () => {
    for (const [path, message] of [
      ["/admin/inquiries?status=archived", 'Unknown filter "archived": use new, handled or spam.'],
      ["/admin/inquiries?page=two", 'Page must be a whole number from 1 (got "two").'],
      ["/admin/inquiries?page=0", 'Page must be a whole number from 1 (got "0").'],
    ]) {
      const error = await thrown(() => loader(routeArgs(get(path))));
      expect(error).toMatchObject({ data: message, init: { status: 400 } });
    }
  });

  it("marks an inquiry handled and back to new", async () => {
    const row = await addInquiry();
    const handled = await action(routeArgs(postForm("/admin/inquiries", { intent: "mark-handled", id: row.id })));
    expect(handled.data).toEqual({ ok: true, message: "The inquiry from Ada Byron is marked handled." });
    const [afterHandled] = await database.handle.db.select().from(contactInquiries).where(eq(contactInquiries.id, row.id));
    expect(afterHandled.status).toBe("handled");
    expect(afterHandled.handledAt).toBeInstanceOf(Date);
    expect((await inbox()).counts).toEqual({ new: 0, handled: 1, spam: 0 });

    const reopened = await action(routeArgs(postForm("/admin/inquiries", { intent: "mark-new", id: row.id })));
    expect(reopened.data.ok).toBe(true);
    const [afterNew] = await database.handle.db.select().from(contactInquiries).where(eq(contactInquiries.id, row.id));
    expect(afterNew).toMatchObject({ status: "new", handledAt: null });
  });

  it("files an inquiry as spam, and rescues one wrongly kept as spam", async () => {
    const real = await addInquiry({ firstName: "Real" });
    await action(routeArgs(postForm("/admin/inquiries", { intent: "mark-spam", id: real.id })));
    const bot = await addInquiry({
      firstName: "Quick",
      status: "spam",
      spamReason: "sent 900 ms after the form was shown (minimum 3000 ms)",
    });
    await action(routeArgs(postForm("/admin/inquiries", { intent: "mark-new", id: bot.id })));
    const rows = await database.handle.db.select().from(contactInquiries);
    expect(rows.find((row) => row.id === real.id)).toMatchObject({ status: "spam", spamReason: "marked as spam in the inbox" });
    expect(rows.find((row) => row.id === bot.id)).toMatchObject({ status: "new", spamReason: null });
  });

  it("refuses unknown actions, malformed ids, missing inquiries and other origins", async () => {
    const row = await addInquiry();
    const unknown = await action(routeArgs(postForm("/admin/inquiries", { intent: "delete", id: row.id })));
    expect(unknown.init?.status).toBe(400);
    expect(unknown.data.message).toBe('Unknown action "delete": use mark-handled, mark-new or mark-spam.');
    const malformed = await action(routeArgs(postForm("/admin/inquiries", { intent: "mark-handled", id: "1 or 1=1" })));
    expect(malformed.init?.status).toBe(400);
    const missing = await action(routeArgs(postForm("/admin/inquiries", { intent: "mark-handled", id: crypto.randomUUID() })));
    expect(missing.init?.status).toBe(404);
    const crossSite = await thrown(() =>
      action(routeArgs(postForm("/admin/inquiries", { intent: "mark-handled", id: row.id }, { origin: "https://evil.example" }))),
    );
    expect(crossSite).toBeInstanceOf(Response);
    if (crossSite instanceof Response) expect(crossSite.status).toBe(403);
    const [unchanged] = await database.handle.db.select().from(contactInquiries);
    expect(unchanged.status).toBe("new");
  });
});

describe("the CSV export", () => {
  it("serves the current filter as a dated UTF-8 attachment that is never cached", async () => {
    await addInquiry({ firstName: "Kept" });
    await addInquiry({ firstName: "Junk", status: "spam", spamReason: "honeypot field filled in" });
    const response = await csvLoader(routeArgs(get("/admin/inquiries.csv?status=spam")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="inquiries-spam-${today}.csv"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Received (UTC)","Status","First Name","Last Name","Email","Company","Service","Budget","Project Details","Language","Handled (UTC)","Mail Status","Mail Error","Spam Reason","ID"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    expect(lines[1]).toContain('"Junk"');
    expect(lines[1]).toContain('"honeypot field filled in"');
    expect(text).not.toContain("Kept");
  });

  it("quotes every field, doubles quotes, keeps commas, newlines and any script, and defuses formulas", async () => {
    const row = await addInquiry({
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: "+SUM(1,2)",
      company: '-2+3, "Quoted" & Sons',
      message: 'Line one,\r\nline two "with quotes"\nДетали проекта — 設計 ✓',
      email: "@risk@example.com",
      budget: null,
    });
    const text = inquiriesCsv([{ ...row, spamReason: "\tcmd", mailError: "\r=1" }]);
    const record = text.split("\r\n")[1];
    expect(record.startsWith(`"${row.createdAt.toISOString()}","new",`)).toBe(true);
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(text).toContain('"\'+SUM(1,2)"');
    expect(text).toContain('"\'-2+3, ""Quoted"" & Sons"');
    expect(text).toContain('"\'@risk@example.com"');
    expect(text).toContain('"Line one,\r\nline two ""with quotes""\nДетали проекта — 設計 ✓"');
    expect(text).toContain('"\'\tcmd"');
    expect(text).toContain('"\'\r=1"');
    expect(text).toContain('"Professional Engineering",""');
  });

  it("leaves ordinary values alone", () => {
    expect(csvField("Acme")).toBe('"Acme"');
    expect(csvField("$50,000 - $100,000")).toBe('"$50,000 - $100,000"');
    expect(csvField(null)).toBe('""');
    expect(csvField("a=b")).toBe('"a=b"');
  });

  it("answers an unknown filter with a 400", async () => {
    const error = await thrown(() => csvLoader(routeArgs(get("/admin/inquiries.csv?status=all"))));
    expect(error).toMatchObject({ init: { status: 400 } });
  });
});
