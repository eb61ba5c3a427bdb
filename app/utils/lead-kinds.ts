import type { Locale } from "~/i18n/locale";

/** The kinds of lead the site brings in, and how the inbox and its CSV name them and their language. */
export const leadKinds = ["inquiry", "guide", "meeting", "application"] as const;
export type LeadKind = (typeof leadKinds)[number];

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && (leadKinds as readonly string[]).includes(value);
}

export const leadKindLabels: Record<LeadKind, string> = {
  inquiry: "Inquiry",
  guide: "CRN guide request",
  meeting: "Meeting request",
  application: "Job application",
};
/** The kind inside a sentence: "The CRN guide request from …". */
export const leadKindNouns: Record<LeadKind, string> = {
  inquiry: "inquiry",
  guide: "CRN guide request",
  meeting: "meeting request",
  application: "job application",
};
export const leadLanguageLabels: Record<Locale, string> = { en: "English", fr: "French" };
