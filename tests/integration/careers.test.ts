import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { auditEvents, jobApplications, jobPostings } from "~/db/schema";
import * as adminListRoute from "~/routes/admin/careers";
import * as formRoute from "~/routes/admin/career-form";
import * as listRoute from "~/routes/marketing/careers";
import * as postingRoute from "~/routes/marketing/job-posting";
import * as sitemapRoute from "~/routes/seo/sitemap";
import { ensureCareers } from "~/utils/careers.server";
import { useTestDatabase } from "../setup/database";
import { makePdf } from "../setup/resume-files";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { adminRequest, EVIL_ORIGIN, field, outcome, signedInAdmin } from "./admin-helpers";

useTestDatabase();

/** A database as the site first starts it: the sample postings, once. */
async function freshCareers() {
  await ensureCareers(getDb());
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A complete, valid posting form: the facts, then both languages. */
function validForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    slug: "piping-designer-burnaby",
    officeId: "burnaby",
    workplace: "remote",
    employmentType: "contract",
    salaryMin: "45",
    salaryMax: "60",
    salaryCurrency: "CAD",
    salaryPeriod: "hour",
    closesOn: inDays(30),
    "en.title": "Piping Designer",
    "en.summary": "Model piping for process plants in British Columbia.",
    "en.description": "You will model piping.\r\n\r\n\r\n  You will check isometrics.  ",
    "en.requirements": "Five years with AutoCAD Plant 3D\r\n\r\n  A diploma in mechanical technology  ",
    "en.benefits": "",
    "fr.title": "Dessinatrice ou dessinateur de tuyauterie",
    "fr.summary": "Modéliser la tuyauterie d’usines de procédés en Colombie-Britannique.",
    "fr.description": "Vous modéliserez la tuyauterie.",
    "fr.requirements": "Cinq ans avec AutoCAD Plant 3D\nUn diplôme en technologie du génie mécanique",
    "fr.benefits": "Horaire flexible",
    ...overrides,
  };
}

async function save(cookie: string, form: Record<string, string>, id?: string, origin?: string) {
  const path = id ? `/admin/careers/${id}` : "/admin/careers/new";
  return outcome(() => formRoute.action(routeArgs(adminRequest(path, { cookie, form, origin }), id ? { id } : {})));
}

async function change(cookie: string, intent: string, id: string) {
  return outcome(() => adminListRoute.action(routeArgs(adminRequest("/admin/careers", { cookie, form: { intent, id } }))));
}

async function created(cookie: string, form = validForm()) {
  const result = await save(cookie, form);
  expect(result.status).toBe(302);
  const id = /\/admin\/careers\/([0-9a-f-]{36})/.exec(result.headers.get("location") ?? "")?.[1];
  if (!id) throw new Error("no posting id in the redirect");
  return id;
}

const list = (query = "", locale: "en" | "fr" = "en") =>
  outcome(() => listRoute.loader(routeArgs(new Request(`${BASE_URL}${locale === "fr" ? "/fr/carrieres" : "/careers"}${query}`))));

const page = (slug: string, locale: "en" | "fr" = "en") =>
  outcome(() =>
    postingRoute.loader(routeArgs(new Request(`${BASE_URL}${locale === "fr" ? "/fr/carrieres" : "/careers"}/${slug}`), { slug })),
  );

type MetaEntry = Record<string, unknown>;
const metaOf = (value: unknown, pathname: string) =>
  postingRoute.meta({
    data: value,
    matches: [{ id: "root", data: { siteUrl: "https://www.example.com" } }],
    location: { pathname },
  } as never) as MetaEntry[];
const jsonLdOf = (meta: MetaEntry[]) =>
  meta
    .filter((entry) => "script:ld+json" in entry)
    .map((entry) => JSON.parse(JSON.stringify(entry["script:ld+json"])) as Record<string, unknown>);
const slugsOf = (value: unknown) => (field(value, "postings") as { slug: string }[]).map((posting) => posting.slug);

describe("the postings a site starts with", () => {
  it("adds three open postings once, in English and French, and never brings back what staff deleted", async () => {
    await freshCareers();
    const rows = await getDb().select().from(jobPostings).orderBy(jobPostings.slug);
    expect(rows.map((row) => [row.slug, row.officeId, row.workplace])).toEqual([
      ["crn-registration-specialist", "vaughan", "hybrid"],
      ["mechanical-eit-calgary", "calgary", "on-site"],
      ["structural-engineer-peng-vaughan", "vaughan", "on-site"],
    ]);
    expect(rows.every((row) => row.published && row.closesAt > new Date() && row.postedAt !== null)).toBe(true);
    expect(rows[2].fr.title).toBe("Ingénieure ou ingénieur en structures (P.Eng.)");
    expect(rows[0].fr.requirements.length).toBe(rows[0].en.requirements.length);

    await getDb().delete(jobPostings);
    await ensureCareers(getDb());
    expect(await getDb().select().from(jobPostings)).toHaveLength(0);
  });
});

describe("the admin form", () => {
  it("saves both languages together as a draft, tidied, and nothing is public before publishing", async () => {
    const { cookie, admin } = await signedInAdmin();
    const id = await created(cookie);
    const [row] = await getDb().select().from(jobPostings).where(eq(jobPostings.id, id));
    expect(row).toMatchObject({
      published: false,
      postedAt: null,
      createdBy: admin.id,
      salaryMin: 45,
      salaryMax: 60,
      salaryPeriod: "hour",
    });
    expect(row.en.description).toBe("You will model piping.\n\nYou will check isometrics.");
    expect(row.en.requirements).toEqual(["Five years with AutoCAD Plant 3D", "A diploma in mechanical technology"]);
    expect(row.en.benefits).toEqual([]);
    // The end of the closing day in Burnaby's time zone (Pacific).
    const hour = new Intl.DateTimeFormat("en-CA", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "America/Vancouver" });
    expect(hour.format(row.closesAt)).toBe("23:59");

    expect((await page("piping-designer-burnaby")).status).toBe(404);
    expect(slugsOf((await list()).value)).toEqual([]);
  });

  it("refuses a posting without its French, naming each field, and keeps what was typed", async () => {
    const { cookie } = await signedInAdmin();
    const result = await save(cookie, validForm({ "fr.title": "", "fr.requirements": "  \n ", "en.summary": "x".repeat(301) }));
    expect(result.status).toBe(400);
    expect(field(result.value, "errors")).toEqual({
      "fr.title": "Job title (French) is required",
      "fr.requirements": "Requirements (French): give at least one",
      "en.summary": "Summary (English) must be at most 300 characters",
    });
    expect(field(field(result.value, "values"), "en.title")).toBe("Piping Designer");
    expect(await getDb().select().from(jobPostings)).toHaveLength(0);
  });

  it("checks the facts: address, office, closing date and the salary range", async () => {
    const { cookie } = await signedInAdmin();
    const result = await save(
      cookie,
      validForm({
        slug: "Piping Designer!",
        officeId: "atlantis",
        workplace: "moon",
        employmentType: "forever",
        closesOn: "2027-02-30",
        salaryMin: "",
        salaryMax: "$60",
      }),
    );
    expect(result.status).toBe(400);
    expect(field(result.value, "errors")).toEqual({
      slug: "Address (slug) may hold only lowercase letters, digits and single hyphens",
      officeId: "Choose the office from the list",
      workplace: "Choose on-site, hybrid or remote",
      employmentType: "Choose an employment type from the list",
      closesOn: "Closing date is not a real date",
      salaryMax: "The highest salary must be a whole number, without a currency sign",
    });
    const ranges = await save(cookie, validForm({ salaryMin: "90 000", salaryMax: "80,000", salaryPeriod: "year" }));
    expect(field(ranges.value, "errors")).toEqual({ salaryMax: "The highest salary must not be below the lowest" });
    const onlyMax = await save(cookie, validForm({ salaryMin: "", salaryMax: "80000", salaryPeriod: "year" }));
    expect(field(onlyMax.value, "errors")).toEqual({ salaryMin: "Give the lowest salary too, or leave both empty" });
    const hourly = await save(cookie, validForm({ salaryMin: "90000", salaryMax: "" }));
    expect(field(hourly.value, "errors")).toEqual({ salaryMin: "The lowest salary must be from 1 to 2000 per hour" });

    // No salary at all is fine: nothing about money is stored.
    const id = await created(cookie, validForm({ salaryMin: "", salaryMax: "" }));
    const [row] = await getDb().select().from(jobPostings).where(eq(jobPostings.id, id));
    expect(row).toMatchObject({ salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null });
  });

  it("refuses an address another posting has, and a form from another site", async () => {
    const { cookie } = await signedInAdmin();
    await created(cookie);
    const again = await save(cookie, validForm());
    expect(again.status).toBe(409);
    expect(field(again.value, "errors")).toEqual({
      slug: "The address /careers/piping-designer-burnaby is already used by another posting",
    });
    const forged = await save(cookie, validForm({ slug: "other" }), undefined, EVIL_ORIGIN);
    expect(forged.status).toBe(403);
    expect(await getDb().select().from(jobPostings)).toHaveLength(1);
  });
});

describe("publishing and closing", () => {
  it("a published posting is listed, has its page in both languages and is in the sitemap; closed, it leaves both and answers 410", async () => {
    const { cookie } = await signedInAdmin();
    const id = await created(cookie);
    expect((await change(cookie, "publish", id)).status).toBe(200);
    const [published] = await getDb().select().from(jobPostings).where(eq(jobPostings.id, id));
    expect(published.postedAt).not.toBeNull();

    expect(slugsOf((await list()).value)).toEqual(["piping-designer-burnaby"]);
    const french = await page("piping-designer-burnaby", "fr");
    expect(french.status).toBe(200);
    expect(french.headers.get("cache-control")).toBe("private, no-store");
    expect(field(field(field(french.value, "posting"), "text"), "title")).toBe("Dessinatrice ou dessinateur de tuyauterie");
    expect(field(french.value, "formToken")).toMatch(/^\d+\.[\w-]{43}$/);
    let sitemap = await (await sitemapRoute.loader()).text();
    expect(sitemap).toContain("<loc>http://localhost:3000/careers/piping-designer-burnaby</loc>");
    expect(sitemap).toContain('hreflang="fr-CA" href="http://localhost:3000/fr/carrieres/piping-designer-burnaby"');

    expect((await change(cookie, "close", id)).status).toBe(200);
    expect(slugsOf((await list()).value)).toEqual([]);
    sitemap = await (await sitemapRoute.loader()).text();
    expect(sitemap).not.toContain("piping-designer-burnaby");
    expect(sitemap).toContain("<loc>http://localhost:3000/careers</loc>");
    const closed = await page("piping-designer-burnaby");
    expect(closed.status).toBe(410);
    expect(field(closed.value, "open")).toBe(false);
    expect(field(closed.value, "formToken")).toBe("");
    const meta = metaOf(closed.value, "/careers/piping-designer-burnaby");
    expect(jsonLdOf(meta).map((entry) => entry["@type"])).toEqual(["BreadcrumbList"]);
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });

    // Closing twice, or publishing a posting whose closing date has passed, is refused with the reason.
    expect((await change(cookie, "close", id)).status).toBe(409);
    const republish = await change(cookie, "publish", id);
    expect(republish.status).toBe(409);
    expect(field(republish.value, "message")).toMatch(/closing date has passed/);
    const draftId = await created(cookie, validForm({ slug: "late-draft", closesOn: inDays(-2) }));
    const late = await change(cookie, "publish", draftId);
    expect(late.status).toBe(409);
    expect(field(late.value, "message")).toMatch(/closing date has passed/);

    const trail = (await getDb().select().from(auditEvents).orderBy(auditEvents.at)).map((event) => [event.action, event.subject]);
    expect(trail).toEqual([
      ["posting.publish", "Piping Designer"],
      ["posting.close", "Piping Designer"],
    ]);
  });

  it("a closed posting opens again when its closing date is moved later", async () => {
    const { cookie } = await signedInAdmin();
    const id = await created(cookie);
    await change(cookie, "publish", id);
    await change(cookie, "close", id);
    expect((await save(cookie, validForm({ closesOn: inDays(10) }), id)).status).toBe(302);
    expect(slugsOf((await list()).value)).toEqual(["piping-designer-burnaby"]);
  });

  it("a posting with applications cannot be deleted, only closed; one without can", async () => {
    const { cookie } = await signedInAdmin();
    const id = await created(cookie);
    const other = await created(cookie, validForm({ slug: "other-role" }));
    const pdf = await makePdf();
    await getDb().insert(jobApplications).values({
      postingId: id,
      name: "Li Wei",
      email: "li.wei@example.com",
      resumeName: "cv.pdf",
      resumeType: "pdf",
      resumeSize: pdf.length,
      resume: pdf,
    });
    const refused = await change(cookie, "delete", id);
    expect(refused.status).toBe(409);
    expect(field(refused.value, "message")).toBe("This posting has an application: close it instead, so they are kept.");
    expect((await change(cookie, "delete", other)).status).toBe(200);
    expect((await getDb().select().from(jobPostings)).map((row) => row.id)).toEqual([id]);
    expect((await change(cookie, "delete", other)).status).toBe(404);
    expect((await change(cookie, "unpublish", id)).status).toBe(400);
  });
});

describe("the public list", () => {
  it("filters by office, workplace and employment type, and says when a filter is unknown", async () => {
    await freshCareers();
    expect(slugsOf((await list()).value)).toHaveLength(3);
    expect(slugsOf((await list("?office=calgary")).value)).toEqual(["mechanical-eit-calgary"]);
    expect(slugsOf((await list("?workplace=hybrid")).value)).toEqual(["crn-registration-specialist"]);
    expect(slugsOf((await list("?office=vaughan&workplace=on-site&type=full-time")).value)).toEqual(["structural-engineer-peng-vaughan"]);
    expect(slugsOf((await list("?type=internship")).value)).toEqual([]);
    const unknown = await list("?office=atlantis&utm_source=x");
    expect(field(unknown.value, "unknownFilter")).toBe(true);
    expect(slugsOf(unknown.value)).toHaveLength(3);
    const french = await list("?office=calgary", "fr");
    const [posting] = field(french.value, "postings") as { title: string; salary: string; closesOn: string }[];
    expect(posting.title).toBe("Ingénieure ou ingénieur stagiaire en mécanique (EIT)");
    expect(posting.salary).toBe("De 68\u00a0000\u00a0$ à 80\u00a0000\u00a0$ par année");
    expect(posting.closesOn).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
    expect(listRoute.handle.queryParams).toEqual(["office", "workplace", "type"]);
    expect(listRoute.headers({ errorHeaders: undefined } as never)).toMatchObject({ "Cache-Control": expect.stringMatching(/^public/) });
  });
});

describe("a posting's JobPosting data", () => {
  it("names Google's required fields, the salary and the office, in each language", async () => {
    await freshCareers();
    for (const [locale, pathname] of [
      ["en", "/careers/structural-engineer-peng-vaughan"],
      ["fr", "/fr/carrieres/structural-engineer-peng-vaughan"],
    ] as const) {
      const result = await page("structural-engineer-peng-vaughan", locale);
      const [job, breadcrumbs] = jsonLdOf(metaOf(result.value, pathname));
      expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
      expect(job).toMatchObject({
        "@type": "JobPosting",
        title: locale === "fr" ? "Ingénieure ou ingénieur en structures (P.Eng.)" : "Structural Engineer, P.Eng.",
        employmentType: "FULL_TIME",
        directApply: true,
        hiringOrganization: { "@type": "Organization", name: "Northbridge Engineering", url: "https://www.example.com/" },
        jobLocation: {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: "Vaughan",
            addressRegion: "ON",
            addressCountry: "CA",
            postalCode: "L4K 3R1",
          },
        },
        baseSalary: {
          "@type": "MonetaryAmount",
          currency: "CAD",
          value: { "@type": "QuantitativeValue", minValue: 98000, maxValue: 128000, unitText: "YEAR" },
        },
        url: `https://www.example.com${pathname}`,
      });
      expect(String(job.description)).toMatch(
        locale === "fr" ? /^<p>Vous dirigerez .*<h2>Ce que vous apportez<\/h2><ul><li>/ : /^<p>You will lead/,
      );
      expect(Date.parse(String(job.datePosted))).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(String(job.validThrough))).toBeGreaterThan(Date.now());
      expect(job).not.toHaveProperty("jobLocationType");
    }
  });

  it("a remote role is TELECOMMUTE with the country it may be done from; text is escaped in the HTML description", async () => {
    const { cookie } = await signedInAdmin();
    const id = await created(
      cookie,
      validForm({ "en.description": "Pressure <b>vessels</b> & </script><script>alert(1)</script>", "en.requirements": "A & B" }),
    );
    await change(cookie, "publish", id);
    const result = await page("piping-designer-burnaby");
    const [job] = jsonLdOf(metaOf(result.value, "/careers/piping-designer-burnaby"));
    expect(job).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "Canada" },
      employmentType: "CONTRACTOR",
      baseSalary: { value: { minValue: 45, maxValue: 60, unitText: "HOUR" } },
    });
    expect(job).not.toHaveProperty("jobLocation");
    expect(job.description).toBe(
      "<p>Pressure &#60;b&#62;vessels&#60;/b&#62; &#38; &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</p><h2>What you bring</h2><ul><li>A &#38; B</li></ul>",
    );
  });
});
