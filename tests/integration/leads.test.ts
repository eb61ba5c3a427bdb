import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { contactInquiries, guideRequests, meetingRequests } from "~/db/schema";
import * as guideRoute from "~/routes/marketing/crn-guide";
import * as leadsCsvRoute from "~/routes/admin/leads-csv";
import * as leadsRoute from "~/routes/admin/leads";
import { createFormToken } from "~/utils/inquiries.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { adminRequest, EVIL_ORIGIN, field, outcome, signedInAdmin } from "./admin-helpers";

useTestDatabase();

/** One lead of each kind, received a minute apart (the meeting newest), in both languages. */
async function seedLeads() {
  const db = getDb();
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const [inquiry] = await db
    .insert(contactInquiries)
    .values({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@engines.example",
      service: "crn-registration",
      company: '=HYPERLINK("http://evil.example")',
      message: "We need CRNs for six vessels.",
      createdAt: at(3),
    })
    .returning();
  const [guide] = await db
    .insert(guideRequests)
    .values({
      name: "Camille Tremblay",
      email: "camille@acier.example",
      company: "Aciers Laval",
      province: "QC",
      locale: "fr",
      createdAt: at(2),
    })
    .returning();
  const [meeting] = await db
    .insert(meetingRequests)
    .values({
      name: "Grace Hopper",
      email: "grace@navy.example",
      topic: "Boiler CRN",
      format: "video",
      officeId: "calgary",
      timeZone: "America/Toronto",
      preferredTimes: [new Date("2027-03-02T15:00:00Z")],
      locale: "en",
      createdAt: at(1),
    })
    .returning();
  return { inquiry, guide, meeting };
}

async function inbox(query: string, cookie?: string) {
  return outcome(() => leadsRoute.loader(routeArgs(adminRequest(`/admin/leads${query}`, { cookie }))));
}

const leadsOf = (value: unknown) =>
  (field(value, "leads") as { kind: string; name: string; locale: string; details: { label: string; value: string }[] }[]) ?? [];

describe("the leads inbox", () => {
  it("is only for signed-in staff", async () => {
    await seedLeads();
    const answer = await inbox("");
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).not.toBe(200);
    const csv = await outcome(() => leadsCsvRoute.loader(routeArgs(adminRequest("/admin/leads.csv"))));
    expect(csv.status).not.toBe(200);
  });

  it("lists every kind of lead, newest first, each with its kind, language and own details", async () => {
    await seedLeads();
    const { cookie } = await signedInAdmin();
    const answer = await inbox("", cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const leads = leadsOf(answer.value);
    expect(leads.map((lead) => [lead.kind, lead.name, lead.locale])).toEqual([
      ["meeting", "Grace Hopper", "en"],
      ["guide", "Camille Tremblay", "fr"],
      ["inquiry", "Ada Lovelace", "en"],
    ]);
    const times = leads[0].details.find((line) => line.label === "Proposed times")?.value;
    // 15:00 UTC is 8:00 in Calgary and 10:00 in Toronto, where the visitor chose it.
    expect(times).toMatch(/8:00\s?a\.m\..*Calgary.*visitor: .*10:00\s?a\.m\./);
    expect(leads[1].details).toEqual([{ label: "Province", value: "Quebec" }]);
    expect(field(answer.value, "counts")).toEqual({ new: 3, handled: 0, spam: 0 });
  });

  it("filters by kind and language, and counts within the filter", async () => {
    await seedLeads();
    const { cookie } = await signedInAdmin();
    const french = await inbox("?lang=fr", cookie);
    expect(leadsOf(french.value).map((lead) => lead.name)).toEqual(["Camille Tremblay"]);
    expect(field(french.value, "counts")).toEqual({ new: 1, handled: 0, spam: 0 });
    const meetings = await inbox("?kind=meeting&lang=en", cookie);
    expect(leadsOf(meetings.value).map((lead) => lead.name)).toEqual(["Grace Hopper"]);
    const none = await inbox("?kind=meeting&lang=fr", cookie);
    expect(leadsOf(none.value)).toEqual([]);
  });

  it("refuses a filter it does not know, by name", async () => {
    const { cookie } = await signedInAdmin();
    for (const [query, message] of [
      ["?kind=offer", 'Unknown kind "offer"'],
      ["?lang=de", 'Unknown language "de"'],
      ["?status=archived", 'Unknown status "archived"'],
      ["?page=-1", 'The page "-1"'],
    ]) {
      const answer = await inbox(query, cookie);
      expect(answer.status, query).toBe(400);
      expect(await answer.response?.text(), query).toContain(message);
    }
  });

  it("moves any kind of lead between new, handled and spam, and refuses what it cannot do", async () => {
    const { guide, meeting } = await seedLeads();
    const { cookie } = await signedInAdmin();
    const act = (form: Record<string, string>, origin?: string) =>
      outcome(() => leadsRoute.action(routeArgs(adminRequest("/admin/leads", { cookie, form, origin }))));

    const handled = await act({ intent: "mark-handled", kind: "guide", id: guide.id });
    expect(handled.value).toEqual({ ok: true, message: "The CRN guide request from Camille Tremblay is marked handled." });
    const [guideRow] = await getDb().select().from(guideRequests).where(eq(guideRequests.id, guide.id));
    expect(guideRow.status).toBe("handled");
    expect(guideRow.handledAt).toBeInstanceOf(Date);

    await act({ intent: "mark-spam", kind: "meeting", id: meeting.id });
    const [spam] = await getDb().select().from(meetingRequests).where(eq(meetingRequests.id, meeting.id));
    expect(spam).toMatchObject({ status: "spam", spamReason: "marked as spam in the inbox" });
    await act({ intent: "mark-new", kind: "meeting", id: meeting.id });
    const [back] = await getDb().select().from(meetingRequests).where(eq(meetingRequests.id, meeting.id));
    expect(back).toMatchObject({ status: "new", spamReason: null, handledAt: null });

    // The id of a guide request is not a meeting request: nothing changes.
    const wrongKind = await act({ intent: "mark-spam", kind: "meeting", id: guide.id });
    expect(wrongKind.status).toBe(404);
    expect((await act({ intent: "mark-spam", kind: "application", id: guide.id })).status).toBe(404);
    expect((await act({ intent: "mark-spam", kind: "offer", id: guide.id })).status).toBe(400);
    expect((await act({ intent: "archive", kind: "guide", id: guide.id })).status).toBe(400);
    const crossSite = await act({ intent: "mark-spam", kind: "guide", id: guide.id }, EVIL_ORIGIN);
    expect(crossSite.status).toBe(403);
    const [unchanged] = await getDb().select().from(guideRequests).where(eq(guideRequests.id, guide.id));
    expect(unchanged.status).toBe("handled");
  });

  it("exports what the filters show as CSV a spreadsheet opens safely", async () => {
    await seedLeads();
    const { cookie } = await signedInAdmin();
    const answer = await outcome(() => leadsCsvRoute.loader(routeArgs(adminRequest("/admin/leads.csv?lang=en", { cookie }))));
    expect(answer.status).toBe(200);
    const response = answer.response as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-new-en-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines[0]).toContain('"Kind","Language","Status","Name"');
    expect(text).toContain('"Meeting request","English","new","Grace Hopper"');
    expect(text).toContain('"Inquiry","English","new","Ada Lovelace"');
    expect(text).not.toContain("Camille");
    // A value a spreadsheet would run as a formula is shown as text.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it("shows a French guide request sent through the site with its kind and language", async () => {
    const formToken = await createFormToken(Date.now() - 20_000);
    const request = new Request(`${BASE_URL}/fr/services/nec/guide`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL },
      body: new URLSearchParams({ name: "Louis Cyr", email: "louis@force.example", company: "Force inc.", province: "", formToken }),
    });
    const sent = await outcome(() => guideRoute.action(routeArgs(request, {}, { clientIp: "198.51.100.77" })));
    expect(sent.value).toEqual({ status: "success" });
    const { cookie } = await signedInAdmin();
    const leads = leadsOf((await inbox("?kind=guide", cookie)).value);
    expect(leads.map((lead) => [lead.kind, lead.name, lead.locale])).toEqual([["guide", "Louis Cyr", "fr"]]);
    expect(leads[0].details).toEqual([{ label: "Province", value: "Not given" }]);
  });
});
