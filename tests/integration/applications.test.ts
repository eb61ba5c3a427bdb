import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { auditEvents, jobApplications, jobPostings, type JobPosting } from "~/db/schema";
import * as applicationsRoute from "~/routes/admin/career-applications";
import * as csvRoute from "~/routes/admin/career-applications-csv";
import * as resumeRoute from "~/routes/admin/career-resume";
import * as leadsCsvRoute from "~/routes/admin/leads-csv";
import * as leadsRoute from "~/routes/admin/leads";
import * as postingRoute from "~/routes/marketing/job-posting";
import { ensureCareers } from "~/utils/careers.server";
import { parseEnv, setEnv } from "~/utils/env.server";
import { createFormToken } from "~/utils/inquiries.server";
import { waitForPendingMail } from "~/utils/mail.server";
import { useTestDatabase } from "../setup/database";
import { DOCX_TYPE, makeDocx, makePdf, makeZip } from "../setup/resume-files";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { startSmtpServer } from "../setup/smtp-server";
import { testEnvironment } from "../setup/vitest.setup";
import { adminRequest, field, outcome, signedInAdmin } from "./admin-helpers";

useTestDatabase();

let stopSmtp: (() => Promise<void>) | undefined;
afterEach(async () => {
  setEnv(parseEnv(testEnvironment()));
  await stopSmtp?.();
  stopSmtp = undefined;
});

const SLUG = "structural-engineer-peng-vaughan";

async function postings(): Promise<JobPosting[]> {
  await ensureCareers(getDb());
  return getDb().select().from(jobPostings);
}

type Upload = { bytes: Buffer | Uint8Array; name: string; type?: string } | null;

async function applicationForm(fields: Record<string, string>, resume: Upload): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (resume)
    form.append("resume", new File([new Uint8Array(resume.bytes)], resume.name, { type: resume.type ?? "application/octet-stream" }));
  return form;
}

const good = async () => ({
  name: "Marie Gagnon",
  email: "marie.gagnon@example.ca",
  phone: "+1 (514) 555-0142",
  message: "Je suis disponible dès janvier.",
  formToken: await createFormToken(Date.now() - 30_000),
  website: "",
});

async function apply(
  form: FormData | { body: BodyInit; type: string; length?: number },
  options: { locale?: "en" | "fr"; slug?: string; clientIp?: string; origin?: string } = {},
) {
  const path = `${options.locale === "fr" ? "/fr/carrieres" : "/careers"}/${options.slug ?? SLUG}`;
  const headers = new Headers({ origin: options.origin ?? BASE_URL });
  let body: BodyInit;
  if (form instanceof FormData) body = form;
  else {
    body = form.body;
    headers.set("content-type", form.type);
    if (form.length !== undefined) headers.set("content-length", String(form.length));
  }
  const request = new Request(`${BASE_URL}${path}`, { method: "POST", headers, body, duplex: "half" } as RequestInit);
  return outcome(() =>
    postingRoute.action(routeArgs(request, { slug: options.slug ?? SLUG }, { clientIp: options.clientIp ?? "198.51.100.40" })),
  );
}

const stored = () => getDb().select().from(jobApplications);

describe("applying for a job", () => {
  it("stores an English application with its PDF, byte for byte, and thanks the candidate", async () => {
    await postings();
    const pdf = await makePdf();
    const answer = await apply(
      await applicationForm(await good(), { bytes: pdf, name: "C:\\fakepath\\Marie Gagnon CV.pdf", type: "application/pdf" }),
    );
    expect(answer.status).toBe(200);
    expect(answer.value).toEqual({ status: "success", name: "Marie Gagnon" });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const [row] = await stored();
    expect(row).toMatchObject({
      name: "Marie Gagnon",
      email: "marie.gagnon@example.ca",
      phone: "+1 (514) 555-0142",
      resumeName: "Marie Gagnon CV.pdf",
      resumeType: "pdf",
      resumeSize: pdf.length,
      locale: "en",
      status: "new",
      mailStatus: "not_configured",
    });
    expect(Buffer.from(row.resume).equals(pdf)).toBe(true);
  });

  it("takes a Word document from the French page and records the language", async () => {
    await postings();
    const docx = await makeDocx();
    const answer = await apply(await applicationForm(await good(), { bytes: docx, name: "CV.docx", type: DOCX_TYPE }), { locale: "fr" });
    expect(answer.status).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject({ resumeType: "docx", resumeName: "CV.docx", locale: "fr" });
  });

  it("refuses each bad résumé with its own message in the page's language, and stores nothing", async () => {
    await postings();
    const pdf = await makePdf();
    const cases: [Upload, "en" | "fr", string][] = [
      [
        { bytes: Buffer.from("Jean Tremblay, ingénieur\n"), name: "cv.pdf", type: "application/pdf" },
        "en",
        "Your résumé must be a PDF or a Word (.docx) file; the file you attached is neither, whatever its name says",
      ],
      [
        { bytes: await makeZip([{ name: "photo.jpg", data: "x" }]), name: "cv.docx", type: DOCX_TYPE },
        "fr",
        "Ce fichier est une archive ZIP, mais pas un document Word (.docx)\u00a0: joignez votre CV en format PDF ou .docx",
      ],
      [{ bytes: new Uint8Array(0), name: "cv.pdf", type: "application/pdf" }, "en", "The file you attached is empty"],
      [
        { bytes: pdf.subarray(0, 400), name: "cv.pdf", type: "application/pdf" },
        "fr",
        "Ce PDF semble incomplet ou endommagé\u00a0: enregistrez-le de nouveau et joignez la nouvelle copie",
      ],
      [null, "fr", "Joignez votre CV en format PDF ou Word (.docx)"],
    ];
    for (const [resume, locale, message] of cases) {
      const answer = await apply(await applicationForm(await good(), resume), { locale });
      expect(answer.status, message).toBe(400);
      expect(field(answer.value, "errors"), message).toEqual({ resume: message });
      expect(field(field(answer.value, "values"), "name")).toBe("Marie Gagnon");
    }
    // A file over 5 MB that still fits the request's limit is refused by its size, before its bytes are read.
    const justOver = Buffer.alloc(5 * 1024 * 1024 + 10);
    justOver.write("%PDF-1.7");
    const over = await apply(await applicationForm(await good(), { bytes: justOver, name: "cv.pdf" }));
    expect(field(over.value, "errors")).toEqual({
      resume: "Your résumé is larger than 5 MB: save a smaller copy (for example without photos) and attach it again",
    });
    expect(await stored()).toHaveLength(0);
  });

  it("names every problem at once: the fields and the résumé", async () => {
    await postings();
    const answer = await apply(await applicationForm({ ...(await good()), name: " ", email: "marie@", phone: "call me" }, null), {
      locale: "fr",
    });
    expect(answer.status).toBe(400);
    expect(field(answer.value, "message")).toBe("Veuillez corriger les 4\u00a0champs indiqués ci-dessous et joindre votre CV de nouveau.");
    expect(field(answer.value, "errors")).toEqual({
      name: "Votre nom est obligatoire",
      email: "Entrez une adresse courriel comme nom@exemple.com",
      phone: "Entrez un numéro de téléphone composé de chiffres, d’espaces et des signes +, -, ( et ) seulement",
      resume: "Joignez votre CV en format PDF ou Word (.docx)",
    });
  });

  it("refuses a 6 MB upload from its declared length, before reading it, and a longer one sent without a length as soon as it passes the limit", async () => {
    await postings();
    const encode = async (size: number) => {
      const encoded = new Response(await applicationForm(await good(), { bytes: Buffer.alloc(size, 0x41), name: "cv.pdf" }));
      return { type: encoded.headers.get("content-type") ?? "", bytes: new Uint8Array(await encoded.arrayBuffer()) };
    };
    let { type, bytes } = await encode(6 * 1024 * 1024);
    let pulled = 0;
    const counting = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= bytes.length) return controller.close();
          const chunk = bytes.subarray(pulled, pulled + 64 * 1024);
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      });
    const declared = await apply({ body: counting(), type, length: bytes.length });
    expect(declared.status).toBe(413);
    expect(field(declared.value, "message")).toBe(
      "Your résumé is larger than 5 MB: save a smaller copy (for example without photos) and attach it again.",
    );
    // What is read afterwards is only drained, at most 1 MB, so the client receives the answer.
    expect(pulled).toBeLessThan(2 * 1024 * 1024);

    // Without a declared length, reading stops as soon as the limit is passed (then at most 1 MB is drained).
    ({ type, bytes } = await encode(12 * 1024 * 1024));
    pulled = 0;
    const chunked = await apply({ body: counting(), type }, { locale: "fr" });
    expect(chunked.status).toBe(413);
    expect(field(chunked.value, "message")).toMatch(/^Votre CV dépasse 5\u00a0Mo/);
    expect(pulled).toBeLessThan(7 * 1024 * 1024);
    expect(await stored()).toHaveLength(0);
  });

  it("a closed posting, a draft and another site are refused, and nothing is stored", async () => {
    const [first] = await postings();
    await getDb()
      .update(jobPostings)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(jobPostings.slug, SLUG));
    const pdf = { bytes: await makePdf(), name: "cv.pdf" };
    const closed = await apply(await applicationForm(await good(), pdf), { locale: "fr" });
    expect(closed.status).toBe(410);
    expect(field(closed.value, "message")).toBe(
      "L’affichage a pris fin avant l’arrivée de votre candidature\u00a0; elle n’a donc pas été transmise.",
    );

    await getDb().update(jobPostings).set({ published: false }).where(eq(jobPostings.id, first.id));
    const draft = await apply(await applicationForm(await good(), pdf), { slug: first.slug });
    expect(draft.status).toBe(404);
    const missing = await apply(await applicationForm(await good(), pdf), { slug: "no-such-role" });
    expect(missing.status).toBe(404);
    const forged = await apply(await applicationForm(await good(), pdf), {
      slug: "mechanical-eit-calgary",
      origin: "https://evil.example",
    });
    expect(forged.status).toBe(403);
    expect(await stored()).toHaveLength(0);
  });

  it("bots are answered like people and kept as spam; one address is limited per hour", async () => {
    await postings();
    const pdf = { bytes: await makePdf(), name: "cv.pdf" };
    const honeypot = await apply(await applicationForm({ ...(await good()), website: "https://spam.example" }, pdf), {
      clientIp: "203.0.113.70",
    });
    expect(honeypot.value).toEqual({ status: "success", name: "Marie Gagnon" });
    const tooFast = await apply(await applicationForm({ ...(await good()), formToken: await createFormToken() }, pdf), {
      clientIp: "203.0.113.70",
    });
    expect(field(tooFast.value, "status")).toBe("success");
    const forgedToken = await apply(
      await applicationForm({ ...(await good()), formToken: `${Date.now() - 60_000}.${"A".repeat(43)}` }, pdf),
      {
        clientIp: "203.0.113.70",
      },
    );
    expect(field(forgedToken.value, "status")).toBe("success");
    const rows = await stored();
    expect(rows.map((row) => [row.status, row.spamReason?.replace(/\d+ ms/, "N ms")])).toEqual([
      ["spam", "honeypot field filled in"],
      ["spam", "sent N ms after the form was shown (minimum 3000 ms)"],
      ["spam", "form token forged"],
    ]);

    for (let index = 0; index < 10; index++) await apply(await applicationForm(await good(), pdf), { clientIp: "203.0.113.71" });
    const refused = await apply(await applicationForm(await good(), pdf), { clientIp: "203.0.113.71", locale: "fr" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(field(refused.value, "message")).toMatch(/^Trop de candidatures ont été envoyées depuis votre réseau/);
    expect(await stored()).toHaveLength(13);
  });
});

describe("the firm is told by e-mail", () => {
  it("with the candidate, the posting and the language to answer in; the résumé stays in the database", async () => {
    await postings();
    const smtp = await startSmtpServer();
    stopSmtp = smtp.close;
    setEnv(parseEnv(testEnvironment({ SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: "careers@northbridge.example" })));
    await apply(await applicationForm(await good(), { bytes: await makePdf(), name: "cv.pdf" }), { locale: "fr" });
    await waitForPendingMail();
    const [row] = await stored();
    expect(row).toMatchObject({ mailStatus: "sent", mailError: null });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!.raw.replace(/=\r?\n/g, "");
    expect(smtp.received[0]!.to).toEqual(["careers@northbridge.example"]);
    expect(mail).toContain("Posting: Structural Engineer, P.Eng.");
    expect(mail).toContain("Answer in: French");
    expect(mail).toMatch(/^Reply-To: .*marie\.gagnon@example\.ca/m);
    expect(mail).toContain(`/admin/careers/${row.postingId}/applications`);
    expect(mail).not.toContain("%PDF");
    expect(mail).not.toMatch(/Content-Disposition: attachment/i);
  });

  it("survives a mail outage: the application is stored, the candidate is thanked, the inbox shows the failure", async () => {
    await postings();
    const smtp = await startSmtpServer();
    const url = smtp.url;
    await smtp.close();
    setEnv(parseEnv(testEnvironment({ SMTP_URL: url, CONTACT_NOTIFY_TO: "careers@northbridge.example" })));
    const answer = await apply(await applicationForm(await good(), { bytes: await makePdf(), name: "cv.pdf" }));
    expect(answer.value).toEqual({ status: "success", name: "Marie Gagnon" });
    await waitForPendingMail();
    const [row] = await stored();
    expect(row.mailStatus).toBe("failed");
    expect(row.mailError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.status).toBe("new");
  });
});

describe("the applications inbox", () => {
  async function withApplications() {
    const [posting] = (await postings()).filter((row) => row.slug === SLUG);
    const pdf = await makePdf();
    await apply(
      await applicationForm({ ...(await good()), name: '=HYPERLINK("https://evil.example","CV")' }, { bytes: pdf, name: "cv.pdf" }),
    );
    await apply(
      await applicationForm(
        { ...(await good()), name: "Li Wei", message: "@SUM(1+1)" },
        { bytes: await makeDocx(), name: "résumé Li.docx" },
      ),
      {
        locale: "fr",
      },
    );
    return { posting, pdf };
  }

  it("lists a posting's applications, changes their status, and exports them as CSV with formulas defused", async () => {
    const { posting } = await withApplications();
    const { cookie } = await signedInAdmin();
    const path = `/admin/careers/${posting.id}/applications`;
    const inbox = await outcome(() => applicationsRoute.loader(routeArgs(adminRequest(path, { cookie }), { id: posting.id })));
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get("cache-control")).toBe("private, no-store");
    const items = field(inbox.value, "applications") as { id: string; name: string; resumeName: string; locale: string }[];
    expect(items.map((item) => [item.name, item.resumeName, item.locale])).toEqual([
      ["Li Wei", "résumé Li.docx", "fr"],
      ['=HYPERLINK("https://evil.example","CV")', "cv.pdf", "en"],
    ]);

    const handled = await outcome(() =>
      applicationsRoute.action(
        routeArgs(adminRequest(path, { cookie, form: { intent: "mark-handled", id: items[0].id } }), { id: posting.id }),
      ),
    );
    expect(field(handled.value, "message")).toBe("The application from Li Wei is marked handled.");
    expect(
      field(
        await outcome(() =>
          applicationsRoute.loader(routeArgs(adminRequest(`${path}?status=handled`, { cookie }), { id: posting.id })),
        ).then((r) => r.value),
        "counts",
      ),
    ).toEqual({
      new: 1,
      handled: 1,
      spam: 0,
    });
    // An application of another posting cannot be moved from this posting's inbox.
    const [other] = await getDb().select().from(jobPostings).where(eq(jobPostings.slug, "mechanical-eit-calgary"));
    const elsewhere = await outcome(() =>
      applicationsRoute.action(
        routeArgs(adminRequest(`/admin/careers/${other.id}/applications`, { cookie, form: { intent: "mark-spam", id: items[1].id } }), {
          id: other.id,
        }),
      ),
    );
    expect(elsewhere.status).toBe(404);

    const csv = await outcome(() => csvRoute.loader(routeArgs(adminRequest(`${path}.csv`, { cookie }), { id: posting.id })));
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="applications-structural-engineer-peng-vaughan-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await csv.response!.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""CV"")"`);
    expect(text).toContain(`"'@SUM(1+1)"`);
    expect(text).toContain('"Structural Engineer, P.Eng. (structural-engineer-peng-vaughan)"');
    expect(text).toContain('"French"');
    expect(text).not.toContain("%PDF");
    const [audit] = await getDb().select().from(auditEvents).where(eq(auditEvents.action, "export.applications"));
    expect(audit).toMatchObject({ subject: "Structural Engineer, P.Eng.", detail: { rows: 2 } });
  });

  it("hands a résumé to staff as a download only, of the type its bytes are, and records who took it", async () => {
    const { pdf } = await withApplications();
    const { cookie } = await signedInAdmin("recruiter");
    const [row] = (await stored()).filter((application) => application.resumeType === "pdf");
    const path = `/admin/careers/applications/${row.id}/resume`;
    const download = await outcome(() => resumeRoute.loader(routeArgs(adminRequest(path, { cookie }), { applicationId: row.id })));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe("attachment; filename=cv.pdf");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await download.response!.arrayBuffer()).equals(pdf)).toBe(true);

    const [docx] = (await stored()).filter((application) => application.resumeType === "docx");
    const word = await outcome(() =>
      resumeRoute.loader(routeArgs(adminRequest(`/admin/careers/applications/${docx.id}/resume`, { cookie }), { applicationId: docx.id })),
    );
    expect(word.headers.get("content-type")).toBe(DOCX_TYPE);
    expect(word.headers.get("content-disposition")).toBe(
      `attachment; filename="r?sum? Li.docx"; filename*=UTF-8''r%C3%A9sum%C3%A9%20Li.docx`,
    );

    const trail = await getDb().select().from(auditEvents).where(eq(auditEvents.action, "resume.download"));
    expect(trail.map((event) => [event.actorName, event.subject])).toEqual([
      ["recruiter", '=HYPERLINK("https://evil.example","CV"): Structural Engineer, P.Eng.'],
      ["recruiter", "Li Wei: Structural Engineer, P.Eng."],
    ]);
    for (const id of ["0b7a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", "not-an-id"]) {
      const missing = await outcome(() =>
        resumeRoute.loader(routeArgs(adminRequest(`/admin/careers/applications/${id}/resume`, { cookie }), { applicationId: id })),
      );
      expect(missing.status).toBe(404);
    }
    // Without a session: the sign-in page, never the file.
    const anonymous = await outcome(() => resumeRoute.loader(routeArgs(adminRequest(path), { applicationId: row.id })));
    expect(anonymous.status).toBe(302);
  });

  it("applications are in the one leads inbox, as their own kind, with the résumé linked, and in its CSV", async () => {
    await withApplications();
    const { cookie } = await signedInAdmin();
    const result = await outcome(() => leadsRoute.loader(routeArgs(adminRequest("/admin/leads?kind=application&lang=fr", { cookie }))));
    const leads = field(result.value, "leads") as { kind: string; name: string; subject: string; links: { href: string }[]; id: string }[];
    expect(leads.map((lead) => [lead.kind, lead.name, lead.subject])).toEqual([
      ["application", "Li Wei", "Application: Structural Engineer, P.Eng."],
    ]);
    expect(leads[0].links.map((link) => link.href)).toEqual([
      `/admin/careers/applications/${leads[0].id}/resume`,
      expect.stringMatching(/^\/admin\/careers\/[0-9a-f-]{36}\/applications$/),
    ]);
    const spam = await outcome(() =>
      leadsRoute.action(
        routeArgs(adminRequest("/admin/leads", { cookie, form: { intent: "mark-spam", kind: "application", id: leads[0].id } })),
      ),
    );
    expect(field(spam.value, "message")).toBe("The job application from Li Wei is filed as spam.");
    const [row] = await getDb().select().from(jobApplications).where(eq(jobApplications.id, leads[0].id));
    expect(row).toMatchObject({ status: "spam", spamReason: "marked as spam in the inbox" });

    const csv = await outcome(() =>
      leadsCsvRoute.loader(routeArgs(adminRequest("/admin/leads.csv?status=new&kind=application", { cookie }))),
    );
    const text = await csv.response!.text();
    expect(text).toContain('"Job application","English","new"');
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""CV"")"`);
    expect(text).not.toContain("Li Wei");
  });
});
