import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { caseStudies } from "~/db/schema";
import * as formRoute from "~/routes/admin/case-study-form";
import * as pageRoute from "~/routes/marketing/case-study";
import { ensurePortfolio } from "~/utils/case-studies.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { adminRequest, EVIL_ORIGIN, field, outcome, signedInAdmin } from "./admin-helpers";

useTestDatabase();

/** A database as the site first starts it: the six projects of the portfolio, once. */
async function freshPortfolio() {
  await ensurePortfolio(getDb());
}

const page = (path: string, slug: string) => outcome(() => pageRoute.loader(routeArgs(new Request(`${BASE_URL}${path}`), { slug })));

/** A complete, valid form: the facts, then both languages. */
function validForm(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  const text = (locale: string, title: string) => ({
    [`${locale}.title`]: title,
    [`${locale}.summary`]: `${title}: summary`,
    [`${locale}.location`]: "Sherbrooke (Québec)",
    [`${locale}.clientType`]: "Municipalité",
    [`${locale}.challenge`]: "Le défi.",
    [`${locale}.approach`]: "Ce que nous avons fait.",
    [`${locale}.results`]: "Premier résultat\r\n\r\n  Deuxième résultat  ",
    [`${locale}.imageAlt`]: "Plan d’un pont",
  });
  return {
    slug: "bridge-rehabilitation",
    category: "Infrastructure",
    durationMonths: "9",
    image: "/images/projects/transportation-infrastructure.svg",
    position: "70",
    services: ["project-management", "professional-engineering"],
    published: "on",
    ...text("en", "Bridge Rehabilitation"),
    ...text("fr", "Réfection d’un pont"),
    ...overrides,
  };
}

async function save(cookie: string, form: Record<string, string | string[]>, id?: string, origin?: string) {
  const path = id ? `/admin/projects/${id}` : "/admin/projects/new";
  return outcome(() => formRoute.action(routeArgs(adminRequest(path, { cookie, form, origin }), id ? { id } : {})));
}

describe("the portfolio a site starts with", () => {
  it("adds the six projects once, in both languages, and never brings back what staff deleted", async () => {
    await freshPortfolio();
    const rows = await getDb().select().from(caseStudies).orderBy(caseStudies.position);
    expect(rows.map((row) => row.slug)).toEqual([
      "industrial-process-optimization",
      "sustainable-office-complex",
      "transportation-infrastructure",
      "water-treatment-facility",
      "smart-grid-implementation",
      "pharmaceutical-expansion",
    ]);
    expect(rows.map((row) => row.durationMonths)).toEqual([6, 12, 18, 14, 10, 16]);
    expect(rows[3].fr.title).toBe("Usine de traitement de l’eau");
    expect(rows[3].en.challenge.length).toBeGreaterThan(50);

    await getDb().delete(caseStudies);
    await ensurePortfolio(getDb());
    expect(await getDb().select().from(caseStudies)).toHaveLength(0);
  });
});

describe("a case study's page", () => {
  it("answers in the page's language, and 404 for a hidden or unknown one", async () => {
    await freshPortfolio();
    const english = await page("/projects/water-treatment-facility", "water-treatment-facility");
    expect(english.status).toBe(200);
    expect(field(field(english.value, "text"), "title")).toBe("Water Treatment Facility");
    const french = await page("/fr/projets/water-treatment-facility", "water-treatment-facility");
    expect(field(field(french.value, "text"), "title")).toBe("Usine de traitement de l’eau");
    expect(field(french.value, "services")).toEqual(["professional-engineering", "phsr-services"]);

    await getDb().update(caseStudies).set({ published: false }).where(eq(caseStudies.slug, "water-treatment-facility"));
    expect((await page("/projects/water-treatment-facility", "water-treatment-facility")).status).toBe(404);
    expect((await page("/projects/no-such-project", "no-such-project")).status).toBe(404);
  });
});

describe("editing case studies", () => {
  it("is for signed-in staff, from this site only", async () => {
    const anonymous = await outcome(() => formRoute.action(routeArgs(adminRequest("/admin/projects/new", { form: validForm() }))));
    expect(anonymous.status).not.toBe(200);
    const { cookie } = await signedInAdmin();
    const crossSite = await save(cookie, validForm(), undefined, EVIL_ORIGIN);
    expect(crossSite.status).toBe(403);
    expect(await getDb().select().from(caseStudies)).toHaveLength(0);
  });

  it("refuses bad input field by field, in the language it is in, and stores nothing", async () => {
    const { cookie } = await signedInAdmin();
    const answer = await save(
      cookie,
      validForm({
        slug: "Bridge Rehab!",
        "fr.title": "  ",
        durationMonths: "0",
        image: "//evil.example/x.png",
        "en.results": "x".repeat(200),
      }),
    );
    expect(answer.status).toBe(400);
    const errors = field(answer.value, "errors");
    expect(errors).toEqual({
      slug: "Address (slug) may hold only lowercase letters, digits and single hyphens",
      "fr.title": "Title (French) is required",
      durationMonths: "Duration must be at least 1 month",
      image: "Image must be a path on this site, such as /images/projects/name.svg or /media/…",
      "en.results": "Each result (English) must be at most 120 characters",
    });
    expect(field(answer.value, "message")).toBe("Nothing was saved: correct the 5 fields marked below.");
    // What was typed comes back to the form.
    expect(field(field(answer.value, "values"), "fr.challenge")).toBe("Le défi.");
    expect(await getDb().select().from(caseStudies)).toHaveLength(0);
  });

  it("creates, edits and deletes a case study with both languages together", async () => {
    const { cookie } = await signedInAdmin();
    const created = await save(cookie, validForm());
    expect(created.status).toBe(302);
    const [row] = await getDb().select().from(caseStudies);
    expect(created.response?.headers.get("location")).toBe(`/admin/projects/${row.id}?saved=1`);
    expect(row).toMatchObject({ slug: "bridge-rehabilitation", category: "Infrastructure", durationMonths: 9, published: true });
    expect(row.fr.results).toEqual(["Premier résultat", "Deuxième résultat"]);
    expect(row.services).toEqual(["project-management", "professional-engineering"]);

    const again = await save(cookie, validForm());
    expect(again.status).toBe(409);
    expect(field(field(again.value, "errors"), "slug")).toBe(
      "The address /projects/bridge-rehabilitation is already used by another case study",
    );

    const edited = await save(cookie, validForm({ "en.title": "Bridge Deck Rehabilitation", published: "" }), row.id);
    expect(edited.status).toBe(302);
    const [after] = await getDb().select().from(caseStudies).where(eq(caseStudies.id, row.id));
    expect(after.en.title).toBe("Bridge Deck Rehabilitation");
    expect(after.published).toBe(false);

    const removed = await save(cookie, { intent: "delete" }, row.id);
    expect(removed.status).toBe(302);
    expect(await getDb().select().from(caseStudies)).toHaveLength(0);
  });
});
