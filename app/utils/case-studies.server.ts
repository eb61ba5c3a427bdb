import { and, asc, eq, ne, sql } from "drizzle-orm";
import { caseStudySeeds } from "~/content/case-studies";
import { databaseErrorCode, getDb, type Database } from "~/db/db.server";
import { appSettings, caseStudies, type CaseStudy } from "~/db/schema";
import { notifyContentChanged } from "./content-events.server";
import { cachedRead } from "./read-cache.server";
import {
  caseStudyInputSchema,
  TEXT_FIELDS,
  type CaseStudyErrors,
  type CaseStudyFormValues,
  type CaseStudyInput,
} from "./case-study-fields";

/**
 * Case studies: the one module that writes the `case_studies` table. Public pages read the published
 * ones; the admin creates, edits, hides and deletes them, both languages at once.
 */

/** The portfolio a database starts with, added once (so case studies staff delete do not come back). */
const PORTFOLIO_SETTING = "portfolio-seeded";
const SEED_LOCK_ID = 727_310_514;

export async function ensurePortfolio(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [done] = await tx.select().from(appSettings).where(eq(appSettings.key, PORTFOLIO_SETTING));
    if (done) return;
    const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(caseStudies);
    if (total === 0) {
      await tx.insert(caseStudies).values(
        caseStudySeeds.map((seed, index) => ({
          slug: seed.slug,
          category: seed.category,
          durationMonths: seed.durationMonths,
          image: seed.image,
          services: seed.services,
          position: (index + 1) * 10,
          en: seed.text.en,
          fr: seed.text.fr,
        })),
      );
    }
    await tx.insert(appSettings).values({ key: PORTFOLIO_SETTING, value: new Date().toISOString() });
  });
}

const order = [asc(caseStudies.position), asc(caseStudies.createdAt)];

/** The published case studies, in the portfolio's order (through the read cache: not to be changed). */
export const listPublishedCaseStudies = cachedRead("caseStudies", (): Promise<CaseStudy[]> =>
  getDb()
    .select()
    .from(caseStudies)
    .where(eq(caseStudies.published, true))
    .orderBy(...order),
);

/** Every case study, hidden ones too, for the admin. */
export function listAllCaseStudies(): Promise<CaseStudy[]> {
  return getDb()
    .select()
    .from(caseStudies)
    .orderBy(...order);
}

/** A published case study by its address (through the read cache: not to be changed). */
export const getPublishedCaseStudy = cachedRead("caseStudyBySlug", async (slug: string): Promise<CaseStudy | undefined> => {
  const [row] = await getDb()
    .select()
    .from(caseStudies)
    .where(and(eq(caseStudies.slug, slug), eq(caseStudies.published, true)));
  return row;
});

export async function getCaseStudy(id: string): Promise<CaseStudy | undefined> {
  const [row] = await getDb().select().from(caseStudies).where(eq(caseStudies.id, id));
  return row;
}

// ---------------------------------------------------------------------------------------------------
// The admin form

const one = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The form's fields as typed, to show them again when something is refused. */
export function formValues(form: FormData): CaseStudyFormValues {
  const values: CaseStudyFormValues = {};
  for (const name of ["slug", "category", "durationMonths", "image", "position"]) values[name] = one(form, name);
  values.services = form.getAll("services").filter((value): value is string => typeof value === "string");
  values.published = one(form, "published");
  for (const locale of ["en", "fr"] as const) {
    for (const fieldName of TEXT_FIELDS) values[`${locale}.${fieldName}`] = one(form, `${locale}.${fieldName}`);
  }
  return values;
}

/** The form as a case study, or each problem named against its field. */
export function parseCaseStudyForm(
  form: FormData,
): { ok: true; input: CaseStudyInput } | { ok: false; errors: CaseStudyErrors; values: CaseStudyFormValues } {
  const values = formValues(form);
  const textOf = (locale: "en" | "fr") =>
    Object.fromEntries(
      TEXT_FIELDS.map((fieldName) => {
        const raw = String(values[`${locale}.${fieldName}`] ?? "");
        const value =
          fieldName === "results"
            ? raw
                .split(/\r?\n/)
                .map((line) => line.trim())
                .filter(Boolean)
            : raw;
        return [fieldName, value];
      }),
    );
  const parsed = caseStudyInputSchema.safeParse({
    slug: values.slug,
    category: values.category,
    durationMonths: values.durationMonths,
    image: values.image,
    services: values.services,
    position: values.position === "" ? 0 : values.position,
    published: values.published === "on",
    en: textOf("en"),
    fr: textOf("fr"),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: CaseStudyErrors = {};
  for (const issue of parsed.error.issues) {
    // A problem with one result is shown on the results field as a whole.
    const key = issue.path.slice(0, 2).join(".");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors, values };
}

export type SaveResult = { ok: true; caseStudy: CaseStudy } | { ok: false; errors: CaseStudyErrors };

async function slugTaken(slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: caseStudies.id })
    .from(caseStudies)
    .where(exceptId ? and(eq(caseStudies.slug, slug), ne(caseStudies.id, exceptId)) : eq(caseStudies.slug, slug));
  return Boolean(row);
}

const slugInUse = (slug: string) => ({ slug: `The address /projects/${slug} is already used by another case study` });

/** Two saves racing for one address: the database's unique index decides, and the loser is told why. */
function slugRace(error: unknown, slug: string): SaveResult {
  if (databaseErrorCode(error).code === "23505") return { ok: false, errors: slugInUse(slug) };
  throw error;
}

export async function createCaseStudy(input: CaseStudyInput): Promise<SaveResult> {
  if (await slugTaken(input.slug)) return { ok: false, errors: slugInUse(input.slug) };
  try {
    const [row] = await getDb().insert(caseStudies).values(input).returning();
    // Stored pages that show case studies (the portfolio, the study's own page) are thrown away.
    await notifyContentChanged();
    return { ok: true, caseStudy: row };
  } catch (error) {
    return slugRace(error, input.slug);
  }
}

/** Saves every field at once; undefined when the case study no longer exists. */
export async function updateCaseStudy(id: string, input: CaseStudyInput): Promise<SaveResult | undefined> {
  if (await slugTaken(input.slug, id)) return { ok: false, errors: slugInUse(input.slug) };
  try {
    const [row] = await getDb()
      .update(caseStudies)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(caseStudies.id, id))
      .returning();
    if (row) await notifyContentChanged();
    return row ? { ok: true, caseStudy: row } : undefined;
  } catch (error) {
    return slugRace(error, input.slug);
  }
}

export async function deleteCaseStudy(id: string): Promise<CaseStudy | undefined> {
  const [row] = await getDb().delete(caseStudies).where(eq(caseStudies.id, id)).returning();
  if (row) await notifyContentChanged();
  return row;
}
