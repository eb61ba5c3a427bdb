import { and, asc, count, desc, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import { DateTime } from "luxon";
import { jobPostingSeeds } from "~/content/job-postings";
import { offices } from "~/content/offices";
import { databaseErrorCode, getDb, type Database } from "~/db/db.server";
import { appSettings, jobApplications, jobPostings, type EmploymentType, type JobPosting, type WorkplaceType } from "~/db/schema";
import { notifyContentChanged } from "./content-events.server";
import { cachedRead } from "./read-cache.server";
import {
  LIST_FIELDS,
  POSTING_FACT_FIELDS,
  POSTING_TEXT_FIELDS,
  postingFormSchema,
  postingState,
  type PostingErrors,
  type PostingFormInput,
  type PostingFormValues,
  type PostingState,
} from "./careers-fields";

/**
 * Job postings: the one module that writes the `job_postings` table. Public pages read the open ones
 * (published, closing date still ahead); the admin creates and edits them in both languages at once,
 * publishes them and closes them. Applications are written by applications.server.ts.
 */

const CAREERS_SETTING = "careers-seeded";
const SEED_LOCK_ID = 727_310_515;

/** The office of a posting (the first office if its id is no longer known, so a page never breaks). */
export function officeOfPosting(officeId: string) {
  return offices.find((office) => office.id === officeId) ?? offices[0];
}

/** The end of `day` (a yyyy-MM-dd date) in the office's time zone: the last moment applications are taken. */
export function closingInstant(day: string, officeId: string): Date {
  const zone = officeOfPosting(officeId).timeZone;
  return DateTime.fromISO(day, { zone }).endOf("day").set({ millisecond: 0 }).toJSDate();
}

/** The closing date as the admin form shows it: the calendar day in the office's time zone. */
export function closingDay(posting: Pick<JobPosting, "closesAt" | "officeId">): string {
  return DateTime.fromJSDate(posting.closesAt, { zone: officeOfPosting(posting.officeId).timeZone }).toFormat("yyyy-MM-dd");
}

/** The sample postings a database starts with, added once (so postings staff delete do not come back). */
export async function ensureCareers(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [done] = await tx.select().from(appSettings).where(eq(appSettings.key, CAREERS_SETTING));
    if (done) return;
    const [{ total }] = await tx.select({ total: count() }).from(jobPostings);
    if (total === 0) {
      await tx.insert(jobPostings).values(
        jobPostingSeeds.map((seed) => ({
          slug: seed.slug,
          officeId: seed.officeId,
          workplace: seed.workplace,
          employmentType: seed.employmentType,
          salaryMin: seed.salary.min,
          salaryMax: seed.salary.max,
          salaryCurrency: seed.salary.currency,
          salaryPeriod: seed.salary.period,
          en: seed.text.en,
          fr: seed.text.fr,
          published: true,
          postedAt: now,
          closesAt: closingInstant(DateTime.fromJSDate(now).plus({ days: seed.openForDays }).toFormat("yyyy-MM-dd"), seed.officeId),
        })),
      );
    }
    await tx.insert(appSettings).values({ key: CAREERS_SETTING, value: now.toISOString() });
  });
}

// ---------------------------------------------------------------------------------------------------
// Reading

export type OpenPostingFilter = { officeId?: string; workplace?: WorkplaceType; employmentType?: EmploymentType };

const isOpen = (now: Date): SQL => and(eq(jobPostings.published, true), gt(jobPostings.closesAt, now))!;

/** The postings taking applications now, newest first, narrowed by the list's filters. */
export function listOpenPostings(filter: OpenPostingFilter = {}, now = new Date()): Promise<JobPosting[]> {
  const conditions: SQL[] = [isOpen(now)];
  if (filter.officeId) conditions.push(eq(jobPostings.officeId, filter.officeId));
  if (filter.workplace) conditions.push(eq(jobPostings.workplace, filter.workplace));
  if (filter.employmentType) conditions.push(eq(jobPostings.employmentType, filter.employmentType));
  return getDb()
    .select()
    .from(jobPostings)
    .where(and(...conditions))
    .orderBy(desc(jobPostings.postedAt), asc(jobPostings.slug));
}

/**
 * A published posting by its address, open or closed (its page then says it is closed); drafts are not
 * public. Through the read cache (not to be changed): whether it is open is decided from `closesAt` when
 * the page is shown.
 */
export const getPublishedPosting = cachedRead("postingBySlug", async (slug: string): Promise<JobPosting | undefined> => {
  const [row] = await getDb()
    .select()
    .from(jobPostings)
    .where(and(eq(jobPostings.slug, slug), eq(jobPostings.published, true)));
  return row;
});

export async function getPosting(id: string): Promise<JobPosting | undefined> {
  const [row] = await getDb().select().from(jobPostings).where(eq(jobPostings.id, id));
  return row;
}

export type PostingSummary = JobPosting & { state: PostingState; applications: number; newApplications: number };

/** Every posting for the admin, with its state and how many applications it has (and how many are new). */
export async function listPostingsForAdmin(now = new Date()): Promise<PostingSummary[]> {
  const db = getDb();
  const [rows, counts] = await Promise.all([
    db.select().from(jobPostings).orderBy(desc(jobPostings.createdAt), asc(jobPostings.slug)),
    db
      .select({
        postingId: jobApplications.postingId,
        total: count(),
        fresh: sql<number>`count(*) filter (where ${jobApplications.status} = 'new')`.mapWith(Number),
      })
      .from(jobApplications)
      .groupBy(jobApplications.postingId),
  ]);
  const byPosting = new Map(counts.map((row) => [row.postingId, row]));
  return rows.map((row) => ({
    ...row,
    state: postingState(row, now),
    applications: byPosting.get(row.id)?.total ?? 0,
    newApplications: byPosting.get(row.id)?.fresh ?? 0,
  }));
}

// ---------------------------------------------------------------------------------------------------
// The admin form

const one = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The form's fields as typed, to show them again when something is refused. */
export function postingFormValues(form: FormData): PostingFormValues {
  const values: PostingFormValues = {};
  for (const name of POSTING_FACT_FIELDS) values[name] = one(form, name);
  for (const locale of ["en", "fr"] as const) {
    for (const fieldName of POSTING_TEXT_FIELDS) values[`${locale}.${fieldName}`] = one(form, `${locale}.${fieldName}`);
  }
  return values;
}

/** A posting's stored fields as the form shows them. */
export function valuesOfPosting(posting: JobPosting): PostingFormValues {
  const values: PostingFormValues = {
    slug: posting.slug,
    officeId: posting.officeId,
    workplace: posting.workplace,
    employmentType: posting.employmentType,
    salaryMin: posting.salaryMin === null ? "" : String(posting.salaryMin),
    salaryMax: posting.salaryMax === null ? "" : String(posting.salaryMax),
    salaryCurrency: posting.salaryCurrency ?? "CAD",
    salaryPeriod: posting.salaryPeriod ?? "year",
    closesOn: closingDay(posting),
  };
  for (const locale of ["en", "fr"] as const) {
    for (const name of POSTING_TEXT_FIELDS) {
      const value = posting[locale][name];
      values[`${locale}.${name}`] = Array.isArray(value) ? value.join("\n") : value;
    }
  }
  return values;
}

const lines = (raw: string) =>
  raw
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Paragraphs keep their blank-line breaks; spaces at the ends of lines and runs of blank lines go. */
const paragraphs = (raw: string) =>
  raw
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) =>
      paragraph
        .split(/\r?\n/)
        .map((line) => line.trim())
        .join("\n"),
    )
    .filter(Boolean)
    .join("\n\n");

export type PostingInput = Omit<typeof jobPostings.$inferInsert, "id" | "createdAt" | "updatedAt" | "published" | "postedAt" | "createdBy">;

function toInput(parsed: PostingFormInput): PostingInput {
  const salaryGiven = parsed.salaryMin !== null;
  return {
    slug: parsed.slug,
    officeId: parsed.officeId,
    workplace: parsed.workplace,
    employmentType: parsed.employmentType,
    salaryMin: parsed.salaryMin,
    salaryMax: parsed.salaryMax,
    salaryCurrency: salaryGiven ? parsed.salaryCurrency : null,
    salaryPeriod: salaryGiven ? parsed.salaryPeriod : null,
    closesAt: closingInstant(parsed.closesOn, parsed.officeId),
    en: parsed.en,
    fr: parsed.fr,
  };
}

/** The form as a posting, or each problem named against its field (both languages checked together). */
export function parsePostingForm(
  form: FormData,
): { ok: true; input: PostingInput } | { ok: false; errors: PostingErrors; values: PostingFormValues } {
  const values = postingFormValues(form);
  const textOf = (locale: "en" | "fr") =>
    Object.fromEntries(
      POSTING_TEXT_FIELDS.map((fieldName) => {
        const raw = values[`${locale}.${fieldName}`] ?? "";
        if (LIST_FIELDS.includes(fieldName)) return [fieldName, lines(raw)];
        return [fieldName, fieldName === "description" ? paragraphs(raw) : raw];
      }),
    );
  const parsed = postingFormSchema.safeParse({
    ...Object.fromEntries(POSTING_FACT_FIELDS.map((name) => [name, values[name]])),
    en: textOf("en"),
    fr: textOf("fr"),
  });
  if (parsed.success) return { ok: true, input: toInput(parsed.data) };
  const errors: PostingErrors = {};
  for (const issue of parsed.error.issues) {
    // A problem with one requirement is shown on the requirements field as a whole.
    const key = issue.path.slice(0, 2).join(".");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors, values };
}

export type PostingSaveResult = { ok: true; posting: JobPosting } | { ok: false; errors: PostingErrors };

async function slugTaken(slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(exceptId ? and(eq(jobPostings.slug, slug), ne(jobPostings.id, exceptId)) : eq(jobPostings.slug, slug));
  return Boolean(row);
}

const slugInUse = (slug: string) => ({ slug: `The address /careers/${slug} is already used by another posting` });

function slugRace(error: unknown, slug: string): PostingSaveResult {
  if (databaseErrorCode(error).code === "23505") return { ok: false, errors: slugInUse(slug) };
  throw error;
}

/** A new posting, saved as a draft: nothing is public until it is published. */
export async function createPosting(input: PostingInput, createdBy: string | null): Promise<PostingSaveResult> {
  if (await slugTaken(input.slug)) return { ok: false, errors: slugInUse(input.slug) };
  try {
    const [row] = await getDb()
      .insert(jobPostings)
      .values({ ...input, createdBy })
      .returning();
    return { ok: true, posting: row };
  } catch (error) {
    return slugRace(error, input.slug);
  }
}

/** Saves every field at once; undefined when the posting no longer exists. */
export async function updatePosting(id: string, input: PostingInput): Promise<PostingSaveResult | undefined> {
  if (await slugTaken(input.slug, id)) return { ok: false, errors: slugInUse(input.slug) };
  try {
    const [row] = await getDb()
      .update(jobPostings)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(jobPostings.id, id))
      .returning();
    // The list, the posting's page and the sitemap show it once published.
    if (row?.published) await notifyContentChanged();
    return row ? { ok: true, posting: row } : undefined;
  } catch (error) {
    return slugRace(error, input.slug);
  }
}

export type PostingChange = { ok: true; posting: JobPosting } | { ok: false; status: 404 | 409; message: string };

/**
 * Publishes a posting: it joins the list, the sitemap and gets its page. Its date posted is the first
 * publication's. A posting whose closing date has passed is refused: it would be closed at once.
 */
export async function publishPosting(id: string, now = new Date()): Promise<PostingChange> {
  const posting = await getPosting(id);
  if (!posting) return { ok: false, status: 404, message: "This posting no longer exists." };
  if (posting.closesAt.getTime() <= now.getTime()) {
    return {
      ok: false,
      status: 409,
      message: "Its closing date has passed: set a closing date in the future and save, then publish.",
    };
  }
  const [row] = await getDb()
    .update(jobPostings)
    .set({ published: true, postedAt: posting.postedAt ?? now, updatedAt: now })
    .where(eq(jobPostings.id, id))
    .returning();
  await notifyContentChanged();
  return { ok: true, posting: row };
}

/** Stops taking applications now: the posting leaves the list and the sitemap, and its page says it is closed. */
export async function closePosting(id: string, now = new Date()): Promise<PostingChange> {
  const posting = await getPosting(id);
  if (!posting) return { ok: false, status: 404, message: "This posting no longer exists." };
  if (postingState(posting, now) !== "open") return { ok: false, status: 409, message: "Only an open posting can be closed." };
  const [row] = await getDb().update(jobPostings).set({ closesAt: now, updatedAt: now }).where(eq(jobPostings.id, id)).returning();
  await notifyContentChanged();
  return { ok: true, posting: row };
}

/** Deletes a posting that nobody applied to; one with applications can only be closed (they are kept). */
export async function deletePosting(id: string): Promise<PostingChange> {
  const posting = await getPosting(id);
  if (!posting) return { ok: false, status: 404, message: "This posting no longer exists." };
  const [{ total }] = await getDb().select({ total: count() }).from(jobApplications).where(eq(jobApplications.postingId, id));
  if (total > 0) {
    return {
      ok: false,
      status: 409,
      message: `This posting has ${total === 1 ? "an application" : `${total} applications`}: close it instead, so they are kept.`,
    };
  }
  try {
    await getDb().delete(jobPostings).where(eq(jobPostings.id, id));
  } catch (error) {
    // An application arrived between the count and the delete: the database's foreign key kept it.
    if (databaseErrorCode(error).code === "23503") {
      return { ok: false, status: 409, message: "An application just arrived for this posting: close it instead." };
    }
    throw error;
  }
  if (posting.published) await notifyContentChanged();
  return { ok: true, posting };
}
