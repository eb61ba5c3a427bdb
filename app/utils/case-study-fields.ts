import { z } from "zod";
import type { CaseStudyText } from "~/content/case-studies";
import { projectCategories } from "~/content/projects";
import { serviceCards } from "~/content/service-cards";
import type { Locale } from "~/i18n/locale";

/**
 * A case study's fields and their rules, shared by the admin form and the server's checks: the facts
 * both languages share, then the text of each language. Field names in a form are `slug`, `category`,
 * ... and `en.title`, `fr.challenge`, ...; results are one per line.
 */

export const CASE_STUDY_LIMITS = {
  slugMax: 80,
  titleMax: 150,
  summaryMax: 400,
  locationMax: 120,
  clientTypeMax: 120,
  challengeMax: 3000,
  approachMax: 4000,
  resultMax: 120,
  resultsMax: 6,
  imageAltMax: 200,
  durationMax: 240,
} as const;

export const TEXT_FIELDS = ["title", "summary", "location", "clientType", "challenge", "approach", "results", "imageAlt"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const textFieldLabels: Record<TextField, string> = {
  title: "Title",
  summary: "Summary (the card's description)",
  location: "Location",
  clientType: "Client type",
  challenge: "The challenge",
  approach: "What we did",
  results: "Measured results (one per line)",
  imageAlt: "Image description (alt text)",
};

export const languageNames: Record<Locale, string> = { en: "English", fr: "French" };

const serviceSlugs = serviceCards.map((card) => card.slug);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export function caseStudyTextSchema(language: string) {
  const named = (label: string) => `${label} (${language})`;
  return z.object({
    title: text(named("Title"), CASE_STUDY_LIMITS.titleMax),
    summary: text(named("Summary"), CASE_STUDY_LIMITS.summaryMax),
    location: text(named("Location"), CASE_STUDY_LIMITS.locationMax),
    clientType: text(named("Client type"), CASE_STUDY_LIMITS.clientTypeMax),
    challenge: text(named("The challenge"), CASE_STUDY_LIMITS.challengeMax),
    approach: text(named("What we did"), CASE_STUDY_LIMITS.approachMax),
    results: z
      .array(text(named("Each result"), CASE_STUDY_LIMITS.resultMax))
      .min(1, `${named("Measured results")}: give at least one`)
      .max(CASE_STUDY_LIMITS.resultsMax, `${named("Measured results")}: at most ${CASE_STUDY_LIMITS.resultsMax}`),
    imageAlt: text(named("Image description"), CASE_STUDY_LIMITS.imageAltMax),
  }) satisfies z.ZodType<CaseStudyText>;
}

export const caseStudyInputSchema = z.object({
  slug: z
    .string({ error: "Address (slug) is required" })
    .trim()
    .min(1, "Address (slug) is required")
    .max(CASE_STUDY_LIMITS.slugMax, `Address (slug) must be at most ${CASE_STUDY_LIMITS.slugMax} characters`)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Address (slug) may hold only lowercase letters, digits and single hyphens"),
  category: z.enum(projectCategories, { error: `Category must be one of: ${projectCategories.join(", ")}` }),
  durationMonths: z.coerce
    .number({ error: "Duration must be a number of months" })
    .int("Duration must be a whole number of months")
    .min(1, "Duration must be at least 1 month")
    .max(CASE_STUDY_LIMITS.durationMax, `Duration must be at most ${CASE_STUDY_LIMITS.durationMax} months`),
  image: z
    .string({ error: "Image is required" })
    .trim()
    .regex(/^\/(?!\/)[A-Za-z0-9._~\-/]+$/, "Image must be a path on this site, such as /images/projects/name.svg or /media/…"),
  services: z.array(z.enum(serviceSlugs as [string, ...string[]], { error: "Choose services from the list" })).max(8),
  position: z.coerce.number({ error: "Order must be a number" }).int("Order must be a whole number").min(0).max(10_000),
  published: z.boolean(),
  en: caseStudyTextSchema("English"),
  fr: caseStudyTextSchema("French"),
});

export type CaseStudyInput = z.infer<typeof caseStudyInputSchema>;

/** Field errors keyed by the form's field names (`slug`, `en.title`, ...). */
export type CaseStudyErrors = Record<string, string>;

/** What the form sends, as text: re-shown as typed when something is refused. */
export type CaseStudyFormValues = Record<string, string | string[]>;
