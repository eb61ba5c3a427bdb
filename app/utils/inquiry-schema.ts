// The project inquiry ("Get Your Project Quote"): its fields, bounds and rules, shared by the browser
// form, the Contact page's action and POST /api/contact. Plain functions, so the browser gets the same
// validation as the server for about a kilobyte. Its words are passed in, one language at a time
// (inquiry-copy.en.ts, inquiry-copy.fr.ts), so this module carries no visitor-facing text of its own.

import type { InquiryCopy } from "./inquiry-copy.en";

/** The services a visitor may choose, in the order of the form; their names are in the copy. */
export const serviceValues = [
  "professional-engineering",
  "project-management",
  "quality-management",
  "business-consulting",
  "green-consulting",
  "phsr-services",
  "recruiting-staffing",
  "multiple",
] as const;

/** The budget ranges, smallest first. */
export const budgetValues = ["under-50k", "50k-100k", "100k-250k", "250k-500k", "500k-1m", "over-1m"] as const;

export type ServiceValue = (typeof serviceValues)[number];
export type BudgetValue = (typeof budgetValues)[number];

/** The words validation needs, in the visitor's language. */
export type InquiryValidationCopy = InquiryCopy["validation"];

/** Every bound of the form, defined once: validation enforces them and the form shows them. */
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

/**
 * An address as people type it: a local part without leading, trailing or doubled dots, an "@", and a
 * domain of letter-or-digit labels ending in a top-level domain of two or more letters. The one pattern
 * for every address the site takes (inquiries, guide and meeting requests, invitations).
 */
export const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

type TextRules = { label: string; min: number; max: number; required?: string };

/** A required text field: trimmed, then checked for presence and length, in the words of `say`. */
function requiredText(value: unknown, rules: TextRules, say: InquiryValidationCopy, problems: string[]): string | undefined {
  const required = rules.required ?? say.required(rules.label);
  if (value === undefined || value === null) return void problems.push(required);
  if (typeof value !== "string") return void problems.push(say.notText(rules.label));
  const text = value.trim();
  if (text.length === 0) return void problems.push(required);
  if (text.length < rules.min) problems.push(say.tooShort(rules.label, rules.min));
  if (text.length > rules.max) problems.push(say.tooLong(rules.label, rules.max));
  return text;
}

/** Trims a string and turns "", null and undefined into "absent", for the optional fields. */
function absentWhenBlank(value: unknown): unknown {
  if (typeof value === "string") return value.trim() === "" ? undefined : value.trim();
  return value ?? undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value);
}

export type InquiryInput = {
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  service: ServiceValue;
  budget?: BudgetValue;
  message: string;
};
export type InquiryFieldErrors = Partial<Record<InquiryField, string[]>>;

export type InquiryValidation = { success: true; data: InquiryInput } | { success: false; errors: InquiryFieldErrors };

/**
 * Validates raw input (form values or a JSON body); errors are keyed by field, in people's words, in the
 * visitor's language. Only the form's own fields are read (own properties only); anything else is ignored.
 */
export function validateInquiry(input: unknown, say: InquiryValidationCopy): InquiryValidation {
  const label = say.labels;
  const source = typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const field = (name: InquiryField) => (Object.hasOwn(source, name) ? source[name] : undefined);
  const errors: InquiryFieldErrors = {};
  const check = <T>(name: InquiryField, read: (problems: string[]) => T): T => {
    const problems: string[] = [];
    const value = read(problems);
    if (problems.length) errors[name] = problems;
    return value;
  };

  const firstName = check("firstName", (p) =>
    requiredText(field("firstName"), { label: label.firstName, min: 1, max: inquiryLimits.nameMax }, say, p),
  );
  const lastName = check("lastName", (p) =>
    requiredText(field("lastName"), { label: label.lastName, min: 1, max: inquiryLimits.nameMax }, say, p),
  );
  const email = check("email", (p) => {
    const text = requiredText(field("email"), { label: label.email, min: 1, max: inquiryLimits.emailMax }, say, p);
    if (text !== undefined && !EMAIL.test(text)) p.push(say.invalidEmail);
    return text;
  });
  const company = check("company", (p) => {
    const value = absentWhenBlank(field("company"));
    if (value === undefined) return undefined;
    if (typeof value !== "string") return void p.push(say.notText(label.company));
    if (value.length > inquiryLimits.companyMax) p.push(say.tooLong(label.company, inquiryLimits.companyMax));
    return value;
  });
  const service = check("service", (p) => {
    const value = absentWhenBlank(field("service"));
    if (value === undefined) return void p.push(say.chooseService);
    if (!oneOf(value, serviceValues)) return void p.push(say.unknownService);
    return value;
  });
  const budget = check("budget", (p) => {
    const value = absentWhenBlank(field("budget"));
    if (value === undefined) return undefined;
    if (!oneOf(value, budgetValues)) return void p.push(say.unknownBudget);
    return value;
  });
  const message = check("message", (p) =>
    requiredText(
      field("message"),
      {
        label: label.message,
        min: inquiryLimits.messageMin,
        max: inquiryLimits.messageMax,
        required: say.messageRequired,
      },
      say,
      p,
    ),
  );

  if (Object.keys(errors).length > 0 || !firstName || !lastName || !email || !service || !message) {
    return { success: false, errors };
  }
  const data: InquiryInput = { firstName, lastName, email, service, message };
  if (company !== undefined) data.company = company;
  if (budget !== undefined) data.budget = budget;
  return { success: true, data };
}

// Staff read inquiries in English (inbox, CSV, notification e-mail), whatever the visitor's language.
// Only server code calls these, so the names stay out of the browser's chunks.
const staffServiceNames: Record<ServiceValue, string> = {
  "professional-engineering": "Professional Engineering",
  "project-management": "Project Management",
  "quality-management": "Quality Management",
  "business-consulting": "Business Consulting",
  "green-consulting": "Green Consulting",
  "phsr-services": "PHSR Services",
  "recruiting-staffing": "Recruiting & Staffing",
  multiple: "Multiple Services",
};

const staffBudgetNames: Record<BudgetValue, string> = {
  "under-50k": "Under $50,000",
  "50k-100k": "$50,000 - $100,000",
  "100k-250k": "$100,000 - $250,000",
  "250k-500k": "$250,000 - $500,000",
  "500k-1m": "$500,000 - $1,000,000",
  "over-1m": "Over $1,000,000",
};

export function serviceLabel(value: string): string {
  return oneOf(value, serviceValues) ? staffServiceNames[value] : value;
}

export function budgetLabel(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return oneOf(value, budgetValues) ? staffBudgetNames[value] : value;
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
