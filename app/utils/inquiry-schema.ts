// The project inquiry ("Get Your Project Quote") as one schema, shared by the browser form, the Contact
// page's action and POST /api/contact. Built on zod/mini so that the browser gets the validation for a
// few kilobytes instead of the whole of Zod.
import * as z from "zod/mini";

export const serviceOptions = [
  { value: "professional-engineering", label: "Professional Engineering" },
  { value: "project-management", label: "Project Management" },
  { value: "quality-management", label: "Quality Management" },
  { value: "business-consulting", label: "Business Consulting" },
  { value: "green-consulting", label: "Green Consulting" },
  { value: "phsr-services", label: "PHSR Services" },
  { value: "recruiting-staffing", label: "Recruiting & Staffing" },
  { value: "multiple", label: "Multiple Services" },
] as const;

export const budgetOptions = [
  { value: "under-50k", label: "Under $50,000" },
  { value: "50k-100k", label: "$50,000 - $100,000" },
  { value: "100k-250k", label: "$100,000 - $250,000" },
  { value: "250k-500k", label: "$250,000 - $500,000" },
  { value: "500k-1m", label: "$500,000 - $1,000,000" },
  { value: "over-1m", label: "Over $1,000,000" },
] as const;

export type ServiceValue = (typeof serviceOptions)[number]["value"];
export type BudgetValue = (typeof budgetOptions)[number]["value"];

const serviceValues: ServiceValue[] = serviceOptions.map((option) => option.value);
const budgetValues: BudgetValue[] = budgetOptions.map((option) => option.value);

/** Every bound of the form, defined once: the schema enforces them and the form shows them. */
export const inquiryLimits = {
  nameMax: 100,
  emailMax: 254,
  companyMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** The fields a visitor fills in, in the order of the form. */
export const inquiryFieldNames = ["firstName", "lastName", "email", "company", "service", "budget", "message"] as const;
export type InquiryField = (typeof inquiryFieldNames)[number];

/** Names of the two hidden anti-spam fields of the form. */
export const HONEYPOT_FIELD = "website";
export const FORM_TOKEN_FIELD = "formToken";

const formatCount = (n: number) => n.toLocaleString("en-US");

type TextRules = { min: number; max: number; required?: string; tooShort?: string };

function requiredText(label: string, rules: TextRules) {
  const required = rules.required ?? `${label} is required`;
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be text`) })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.minLength(rules.min, rules.tooShort ?? `${label} must be at least ${formatCount(rules.min)} characters`),
      z.maxLength(rules.max, `${label} must be at most ${formatCount(rules.max)} characters`),
    );
}

/** Trims a string and turns "", null and undefined into "absent", for the optional fields. */
const absentWhenBlank = z.transform((value: unknown) => {
  if (typeof value === "string") {
    const trimmed = value.trim();
    return trimmed === "" ? undefined : trimmed;
  }
  return value ?? undefined;
});

export const inquirySchema = z.object({
  firstName: requiredText("First name", { min: 1, max: inquiryLimits.nameMax }),
  lastName: requiredText("Last name", { min: 1, max: inquiryLimits.nameMax }),
  email: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "Email address is required" : "Email address must be text") })
    .check(
      z.trim(),
      z.minLength(1, { error: "Email address is required", abort: true }),
      z.maxLength(inquiryLimits.emailMax, `Email address must be at most ${inquiryLimits.emailMax} characters`),
      z.regex(z.regexes.email, "Enter a valid email address, like name@company.com"),
    ),
  company: z.pipe(
    absentWhenBlank,
    z.optional(
      z
        .string({ error: "Company must be text" })
        .check(z.maxLength(inquiryLimits.companyMax, `Company must be at most ${inquiryLimits.companyMax} characters`)),
    ),
  ),
  service: z.pipe(
    absentWhenBlank,
    z.enum(serviceValues, {
      error: (issue) =>
        issue.input === undefined ? "Choose the service you are interested in" : "Choose one of the listed services",
    }),
  ),
  budget: z.pipe(absentWhenBlank, z.optional(z.enum(budgetValues, { error: "Choose one of the listed budget ranges" }))),
  message: requiredText("Project details", {
    min: inquiryLimits.messageMin,
    max: inquiryLimits.messageMax,
    required: "Project details are required: tell us a little about the project",
    tooShort: `Project details must be at least ${inquiryLimits.messageMin} characters`,
  }),
});

export type InquiryInput = z.output<typeof inquirySchema>;
export type InquiryFieldErrors = Partial<Record<InquiryField, string[]>>;

export type InquiryValidation =
  | { success: true; data: InquiryInput }
  | { success: false; errors: InquiryFieldErrors };

function isInquiryField(key: string): key is InquiryField {
  return (inquiryFieldNames as readonly string[]).includes(key);
}

/** Validates raw input (form values or a JSON body); errors are keyed by field, in people's words. */
export function validateInquiry(input: unknown): InquiryValidation {
  const result = z.safeParse(inquirySchema, input);
  if (result.success) return { success: true, data: result.data };
  const errors: InquiryFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (!isInquiryField(key)) continue;
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return { success: false, errors };
}

export function serviceLabel(value: string): string {
  return serviceOptions.find((option) => option.value === value)?.label ?? value;
}

export function budgetLabel(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return budgetOptions.find((option) => option.value === value)?.label ?? value;
}

/** The form's raw values as typed, so a form can be shown again exactly as the visitor left it. */
export type InquiryFormValues = Partial<Record<InquiryField, string>>;

/** What the Contact page's action answers; the form renders it when JavaScript is off. */
export type ContactActionResult =
  | { status: "success"; message: string }
  | {
      status: "error";
      message: string;
      errors: InquiryFieldErrors;
      values: InquiryFormValues;
      /** The token the form was first rendered with, for the form shown again. */
      formToken?: string;
    };
