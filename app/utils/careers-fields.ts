import { z } from "zod";
import { offices } from "~/content/offices";
import type { EmploymentType, JobPostingText, WorkplaceType } from "~/db/schema";
import { formatFrenchDate } from "~/i18n/french";
import type { Locale } from "~/i18n/locale";

/**
 * A job posting's fields and their rules, shared by the admin form and the server's checks: the facts
 * both languages share (address, office, workplace, employment type, salary, closing date), then the
 * words of each language. Field names in a form are `slug`, `officeId`, ... and `en.title`,
 * `fr.requirements`, ...; requirements and benefits are one per line. Both languages are required and
 * checked together: the Charter of the French Language wants a posting in French at the same time.
 */

// The database's own lists (app/db/schema.ts), repeated here so the admin's browser bundle does not carry
// the schema module; the types make each list match its column exactly.
export const workplaceTypes = ["on-site", "hybrid", "remote"] as const satisfies readonly WorkplaceType[];
export const employmentTypes = [
  "full-time",
  "part-time",
  "contract",
  "temporary",
  "internship",
] as const satisfies readonly EmploymentType[];
type Exhaustive<List extends readonly string[], Union extends string> = [Union] extends [List[number]] ? true : never;
const _allWorkplaces: Exhaustive<typeof workplaceTypes, WorkplaceType> = true;
const _allEmploymentTypes: Exhaustive<typeof employmentTypes, EmploymentType> = true;
void _allWorkplaces;
void _allEmploymentTypes;

export const POSTING_LIMITS = {
  slugMax: 80,
  titleMax: 120,
  summaryMax: 300,
  descriptionMax: 6000,
  itemMax: 300,
  requirementsMax: 15,
  benefitsMax: 15,
  /** Whole units per year / per hour. */
  salaryYearMax: 2_000_000,
  salaryHourMax: 2_000,
} as const;

export const POSTING_TEXT_FIELDS = ["title", "summary", "description", "requirements", "benefits"] as const;
export type PostingTextField = (typeof POSTING_TEXT_FIELDS)[number];
/** The fields written one item per line. */
export const LIST_FIELDS: readonly PostingTextField[] = ["requirements", "benefits"];

export const postingTextLabels: Record<PostingTextField, string> = {
  title: "Job title",
  summary: "Summary (one or two sentences for the list)",
  description: "The role (paragraphs separated by a blank line)",
  requirements: "Requirements (one per line)",
  benefits: "What we offer (optional, one per line)",
};

export const salaryCurrencies = ["CAD", "USD", "INR"] as const;
export type SalaryCurrency = (typeof salaryCurrencies)[number];
export const salaryPeriods = ["year", "hour"] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

/** How each language names the choices the visitor filters by. */
export const workplaceLabels: Record<Locale, Record<WorkplaceType, string>> = {
  en: { "on-site": "On-site", hybrid: "Hybrid", remote: "Remote" },
  fr: { "on-site": "Sur place", hybrid: "Hybride", remote: "Télétravail" },
};

export const employmentTypeLabels: Record<Locale, Record<EmploymentType, string>> = {
  en: { "full-time": "Full-time", "part-time": "Part-time", contract: "Contract", temporary: "Temporary", internship: "Internship" },
  fr: {
    "full-time": "Temps plein",
    "part-time": "Temps partiel",
    contract: "Contractuel",
    temporary: "Temporaire",
    internship: "Stage",
  },
};

/** schema.org's employmentType values. */
export const schemaEmploymentType: Record<EmploymentType, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

export function isWorkplace(value: unknown): value is WorkplaceType {
  return typeof value === "string" && (workplaceTypes as readonly string[]).includes(value);
}

export function isEmploymentType(value: unknown): value is EmploymentType {
  return typeof value === "string" && (employmentTypes as readonly string[]).includes(value);
}

export const officeIds: readonly string[] = offices.map((office) => office.id);

export function isOfficeId(value: unknown): value is string {
  return typeof value === "string" && officeIds.includes(value);
}

/** A posting's state as staff see it: a draft, open (published, still taking applications) or closed. */
export type PostingState = "draft" | "open" | "closed";

export function postingState(posting: { published: boolean; closesAt: Date }, now = new Date()): PostingState {
  if (!posting.published) return "draft";
  return posting.closesAt.getTime() > now.getTime() ? "open" : "closed";
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export function postingTextSchema(language: string) {
  const named = (label: string) => `${label} (${language})`;
  return z.object({
    title: text(named("Job title"), POSTING_LIMITS.titleMax),
    summary: text(named("Summary"), POSTING_LIMITS.summaryMax),
    description: text(named("The role"), POSTING_LIMITS.descriptionMax),
    requirements: z
      .array(text(named("Each requirement"), POSTING_LIMITS.itemMax))
      .min(1, `${named("Requirements")}: give at least one`)
      .max(POSTING_LIMITS.requirementsMax, `${named("Requirements")}: at most ${POSTING_LIMITS.requirementsMax}`),
    benefits: z
      .array(text(named("Each item of what we offer"), POSTING_LIMITS.itemMax))
      .max(POSTING_LIMITS.benefitsMax, `${named("What we offer")}: at most ${POSTING_LIMITS.benefitsMax}`),
  }) satisfies z.ZodType<JobPostingText>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A whole amount typed in a form: empty means "not given". */
const amount = (label: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s,\u00a0\u202f]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{0,9}$/, `${label} must be a whole number, without a currency sign`)
        .transform((value) => (value === "" ? null : Number(value))),
    );

/**
 * Everything the admin form sends, as typed. The closing date is a calendar date: applications are taken
 * until the end of that day in the office's time zone (see `closingInstant`).
 */
export const postingFormSchema = z
  .object({
    slug: z
      .string({ error: "Address (slug) is required" })
      .trim()
      .min(1, "Address (slug) is required")
      .max(POSTING_LIMITS.slugMax, `Address (slug) must be at most ${POSTING_LIMITS.slugMax} characters`)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Address (slug) may hold only lowercase letters, digits and single hyphens"),
    officeId: z.enum(officeIds as [string, ...string[]], { error: "Choose the office from the list" }),
    workplace: z.enum(workplaceTypes, { error: "Choose on-site, hybrid or remote" }),
    employmentType: z.enum(employmentTypes, { error: "Choose an employment type from the list" }),
    salaryMin: amount("The lowest salary"),
    salaryMax: amount("The highest salary"),
    salaryCurrency: z.enum(salaryCurrencies, { error: `Currency must be one of: ${salaryCurrencies.join(", ")}` }),
    salaryPeriod: z.enum(salaryPeriods, { error: "Choose per year or per hour" }),
    closesOn: z
      .string({ error: "Closing date is required" })
      .trim()
      .min(1, "Closing date is required")
      .regex(DATE, "Closing date must be a date such as 2027-03-31")
      .refine(
        (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        {
          message: "Closing date is not a real date",
        },
      ),
    en: postingTextSchema("English"),
    fr: postingTextSchema("French"),
  })
  .superRefine((input, context) => {
    const max = input.salaryPeriod === "hour" ? POSTING_LIMITS.salaryHourMax : POSTING_LIMITS.salaryYearMax;
    if (input.salaryMin === null && input.salaryMax !== null) {
      context.addIssue({ code: "custom", path: ["salaryMin"], message: "Give the lowest salary too, or leave both empty" });
    }
    if (input.salaryMin !== null && (input.salaryMin < 1 || input.salaryMin > max)) {
      context.addIssue({
        code: "custom",
        path: ["salaryMin"],
        message: `The lowest salary must be from 1 to ${max} per ${input.salaryPeriod}`,
      });
    }
    if (input.salaryMax !== null && input.salaryMax > max) {
      context.addIssue({
        code: "custom",
        path: ["salaryMax"],
        message: `The highest salary must be at most ${max} per ${input.salaryPeriod}`,
      });
    }
    if (input.salaryMin !== null && input.salaryMax !== null && input.salaryMax < input.salaryMin) {
      context.addIssue({ code: "custom", path: ["salaryMax"], message: "The highest salary must not be below the lowest" });
    }
  });

export type PostingFormInput = z.infer<typeof postingFormSchema>;

/** Field errors keyed by the form's field names (`slug`, `en.title`, ...). */
export type PostingErrors = Record<string, string>;

/** What the form sends, as text: re-shown as typed when something is refused. */
export type PostingFormValues = Record<string, string>;

/** The form's text fields, in order, as they are named in a form. */
export const POSTING_FACT_FIELDS = [
  "slug",
  "officeId",
  "workplace",
  "employmentType",
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "salaryPeriod",
  "closesOn",
] as const;

// ---------------------------------------------------------------------------------------------------
// How a posting's facts read on a page

const intlTag: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

type SalaryFacts = { salaryMin: number | null; salaryMax: number | null; salaryCurrency: string | null; salaryPeriod: string | null };

/** "$98,000 – $128,000 a year" / "98 000 $ à 128 000 $ par année"; undefined when no salary is given. */
export function formatSalary(posting: SalaryFacts, locale: Locale): string | undefined {
  if (posting.salaryMin === null || !posting.salaryCurrency) return undefined;
  const money = new Intl.NumberFormat(intlTag[locale], {
    style: "currency",
    currency: posting.salaryCurrency,
    // Whole amounts; the currency's name is spelled out only where the dollar is not Canadian.
    currencyDisplay: posting.salaryCurrency === "CAD" ? "narrowSymbol" : "code",
    maximumFractionDigits: 0,
  });
  const hourly = posting.salaryPeriod === "hour";
  const per = locale === "fr" ? (hourly ? "l’heure" : "par année") : hourly ? "an hour" : "a year";
  const range =
    posting.salaryMax === null || posting.salaryMax === posting.salaryMin
      ? money.format(posting.salaryMin)
      : locale === "fr"
        ? `De ${money.format(posting.salaryMin)} à ${money.format(posting.salaryMax)}`
        : `${money.format(posting.salaryMin)} – ${money.format(posting.salaryMax)}`;
  return `${range} ${per}`;
}

/** The last day applications are taken, as people read it, in the office's time zone. */
export function formatClosingDate(closesAt: Date, timeZone: string, locale: Locale): string {
  const formatter = new Intl.DateTimeFormat(intlTag[locale], { year: "numeric", month: "long", day: "numeric", timeZone });
  return locale === "fr" ? formatFrenchDate(formatter, closesAt) : formatter.format(closesAt);
}
