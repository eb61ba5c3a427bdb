import { inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { contactInquiries, guideRequests, jobApplications, jobPostings, meetingRequests } from "~/db/schema";
import * as applicationsRoute from "~/routes/admin/career-applications";
import * as inquiriesRoute from "~/routes/admin/inquiries";
import * as leadsRoute from "~/routes/admin/leads";
import { createSession, createUser } from "~/utils/auth.server";
import { ensureCareers } from "~/utils/careers.server";
import { BULK_MAX } from "~/utils/post-bulk";
import { useTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/route-args";
import { ADMIN_PASSWORD, adminRequest, EVIL_ORIGIN, field, outcome } from "./admin-helpers";

// The inboxes' bulk actions: several leads marked handled, spam or new at once, all or none.

useTestDatabase();

let cookie = "";
beforeEach(async () => {
  const editor = await createUser("inbox-editor", ADMIN_PASSWORD, "editor");
  cookie = `nb_session=${/nb_session=([^;]*)/.exec(await createSession(editor.id))?.[1]}`;
});

const MISSING_ID = "ffffffff-ffff-4fff-bfff-ffffffffffff";

async function seed() {
  const db = getDb();
  const [inquiry] = await db
    .insert(contactInquiries)
    .values({ firstName: "Ada", lastName: "Lovelace", email: "ada@engines.example", service: "multiple", message: "Six vessels." })
    .returning();
  const [otherInquiry] = await db
    .insert(contactInquiries)
    .values({ firstName: "Alan", lastName: "Turing", email: "alan@engines.example", service: "multiple", message: "Piping." })
    .returning();
  const [guide] = await db
    .insert(guideRequests)
    .values({ name: "Camille Tremblay", email: "camille@acier.example", company: "Aciers Laval", province: "QC", locale: "fr" })
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
    })
    .returning();
  return { inquiry, otherInquiry, guide, meeting };
}

async function leadsBulk(form: Record<string, string | string[]>, options: { origin?: string } = {}) {
  const request = adminRequest("/admin/leads", { cookie, origin: options.origin, form: { intent: "bulk", ...form } });
  return outcome(() => leadsRoute.action(routeArgs(request)));
}

const statusesOf = async () => ({
  inquiries: await getDb()
    .select({ id: contactInquiries.id, status: contactInquiries.status, handledAt: contactInquiries.handledAt })
    .from(contactInquiries),
  guides: await getDb()
    .select({ id: guideRequests.id, status: guideRequests.status, spamReason: guideRequests.spamReason })
    .from(guideRequests),
  meetings: await getDb().select({ id: meetingRequests.id, status: meetingRequests.status }).from(meetingRequests),
});

describe("/admin/leads bulk actions", () => {
  it("marks leads of several kinds handled at once, as one by one would", async () => {
    const { inquiry, guide, meeting, otherInquiry } = await seed();
    const result = await leadsBulk({
      ids: [`inquiry:${inquiry.id}`, `guide:${guide.id}`, `meeting:${meeting.id}`],
      bulkAction: "mark-handled",
    });
    expect(result.status).toBe(200);
    expect(result.value).toEqual({ ok: true, intent: "bulk", message: "3 leads marked handled." });
    const after = await statusesOf();
    expect(after.inquiries.find((row) => row.id === inquiry.id)).toMatchObject({ status: "handled", handledAt: expect.any(Date) });
    expect(after.inquiries.find((row) => row.id === otherInquiry.id)?.status).toBe("new");
    expect(after.guides[0].status).toBe("handled");
    expect(after.meetings[0].status).toBe("handled");
  });

  it("files as spam with the inbox's reason, and puts back as new (not spam)", async () => {
    const { guide, meeting } = await seed();
    const ids = [`guide:${guide.id}`, `meeting:${meeting.id}`];
    expect(field((await leadsBulk({ ids, bulkAction: "mark-spam" })).value, "message")).toBe("2 leads filed as spam.");
    let after = await statusesOf();
    expect(after.guides[0]).toMatchObject({ status: "spam", spamReason: "marked as spam in the inbox" });
    expect(after.meetings[0].status).toBe("spam");
    expect(field((await leadsBulk({ ids, bulkAction: "mark-new" })).value, "message")).toBe("2 leads put back among the new ones.");
    after = await statusesOf();
    expect(after.guides[0]).toMatchObject({ status: "new", spamReason: null });
  });

  it("one lead gone: nothing changes, and the message says so", async () => {
    const { inquiry, guide } = await seed();
    // Leads are moved in order of kind and id: the missing meeting comes after both others were written.
    const result = await leadsBulk({
      ids: [`inquiry:${inquiry.id}`, `guide:${guide.id}`, `meeting:${MISSING_ID}`],
      bulkAction: "mark-handled",
    });
    expect(result.status).toBe(404);
    expect(field(result.value, "message")).toBe("One of the 3 selected leads no longer exists. Nothing was changed.");
    const after = await statusesOf();
    expect([...after.inquiries, ...after.guides, ...after.meetings].every((row) => row.status === "new")).toBe(true);
  });

  it.each([
    { form: { ids: [], bulkAction: "mark-handled" }, message: "Select at least one lead" },
    { form: { ids: ["inquiry:nope"], bulkAction: "mark-handled" }, message: '"inquiry:nope" is not a lead of this inbox' },
    { form: { ids: [`order:${MISSING_ID}`], bulkAction: "mark-handled" }, message: `"order:${MISSING_ID}" is not a lead of this inbox` },
    { form: { ids: [`guide:${MISSING_ID}`], bulkAction: "" }, message: "Choose what to do with the selected leads" },
    {
      form: { ids: [`guide:${MISSING_ID}`], bulkAction: "archive" },
      message: 'Unknown bulk action "archive": choose mark-handled, mark-spam, mark-new',
    },
    {
      form: { ids: Array.from({ length: BULK_MAX + 1 }, () => `guide:${MISSING_ID}`), bulkAction: "mark-handled" },
      message: `Select at most ${BULK_MAX} leads at once (${BULK_MAX + 1} were sent)`,
    },
  ])("answers 400: $message", async ({ form, message }) => {
    await seed();
    const result = await leadsBulk(form);
    expect(result.status).toBe(400);
    expect(result.value).toEqual({ ok: false, intent: "bulk", message });
  });

  it("refuses another site's post, authors and anyone signed out", async () => {
    const { inquiry } = await seed();
    const form = { intent: "bulk", ids: `inquiry:${inquiry.id}`, bulkAction: "mark-spam" };
    expect((await leadsBulk(form, { origin: EVIL_ORIGIN })).status).toBe(403);
    const author = await createUser("inbox-author", ADMIN_PASSWORD, "author");
    const authorCookie = `nb_session=${/nb_session=([^;]*)/.exec(await createSession(author.id))?.[1]}`;
    const asAuthor = await outcome(() => leadsRoute.action(routeArgs(adminRequest("/admin/leads", { cookie: authorCookie, form }))));
    expect(asAuthor.status).toBe(403);
    const signedOut = await outcome(() => leadsRoute.action(routeArgs(adminRequest("/admin/leads", { form }))));
    expect(signedOut.status).toBe(302);
    expect((await statusesOf()).inquiries.every((row) => row.status === "new")).toBe(true);
  });
});

describe("the inquiries and applications inboxes", () => {
  it("/admin/inquiries takes bare inquiry ids, and no other kind", async () => {
    const { inquiry, otherInquiry, guide } = await seed();
    const run = (ids: string[]) =>
      outcome(() =>
        inquiriesRoute.action(
          routeArgs(adminRequest("/admin/inquiries", { cookie, form: { intent: "bulk", ids, bulkAction: "mark-handled" } })),
        ),
      );
    const done = await run([inquiry.id, otherInquiry.id]);
    expect(done.value).toEqual({ ok: true, intent: "bulk", message: "2 inquiries marked handled." });
    const refused = await run([`guide:${guide.id}`]);
    expect(refused.status).toBe(400);
    expect((await statusesOf()).guides[0].status).toBe("new");
  });

  it("a posting's inbox changes only its own applications", async () => {
    await ensureCareers(getDb());
    const [first, second] = await getDb().select().from(jobPostings).limit(2);
    const application = (postingId: string, name: string) => ({
      postingId,
      name,
      email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
      resumeName: "cv.pdf",
      resumeType: "pdf" as const,
      resumeSize: 1000,
      resume: Buffer.from("%PDF-1.4"),
    });
    const rows = await getDb()
      .insert(jobApplications)
      .values([application(first.id, "Li Wei"), application(first.id, "Ana Silva"), application(second.id, "Elsewhere")])
      .returning();
    const run = (ids: string[]) =>
      outcome(() =>
        applicationsRoute.action(
          routeArgs(
            adminRequest(`/admin/careers/${first.id}/applications`, { cookie, form: { intent: "bulk", ids, bulkAction: "mark-spam" } }),
            {
              id: first.id,
            },
          ),
        ),
      );
    const mixed = await run(rows.map((row) => row.id));
    expect(mixed.status).toBe(404);
    expect(field(mixed.value, "message")).toBe("One of the 3 selected applications no longer exists in this inbox. Nothing was changed.");
    const done = await run(rows.slice(0, 2).map((row) => row.id));
    expect(field(done.value, "message")).toBe("2 applications filed as spam.");
    const stored = await getDb()
      .select({ name: jobApplications.name, status: jobApplications.status })
      .from(jobApplications)
      .where(
        inArray(
          jobApplications.id,
          rows.map((row) => row.id),
        ),
      );
    expect(stored.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "Ana Silva", status: "spam" },
      { name: "Elsewhere", status: "new" },
      { name: "Li Wei", status: "spam" },
    ]);
  });
});
