import type { InquiryStatus, MailStatus } from "~/db/schema";

/** One inquiry as the inbox shows it: labels instead of codes, dates already formatted on the server. */
export type InquiryView = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  service: string;
  serviceLabel: string;
  /** The language the visitor wrote in: the reply should be in it. */
  locale: "en" | "fr";
  budgetLabel: string | null;
  message: string;
  status: InquiryStatus;
  spamReason: string | null;
  receivedAt: string;
  receivedLabel: string;
  handledAt: string | null;
  handledLabel: string | null;
  mailStatus: MailStatus;
  mailError: string | null;
};

/** What the inbox's action answers to a status change. */
export type StatusChangeResult = { ok: boolean; message: string };

export const statusFilters = [
  { status: "new", label: "New" },
  { status: "handled", label: "Handled" },
  { status: "spam", label: "Spam" },
] as const satisfies readonly { status: InquiryStatus; label: string }[];
