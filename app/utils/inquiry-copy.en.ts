import type { BudgetValue, ServiceValue } from "./inquiry-schema";

// The project inquiry's words in English: what the form shows, what validation says, what the visitor is
// told after sending (in the page, in the toasts of SPEC.md section 8 and from the API). The rules
// themselves live once, in inquiry-schema.ts. The French words are in inquiry-copy.fr.ts; a page imports
// only its own language's module, so its browser chunk carries one language (decision record 0009).

const en = new Intl.NumberFormat("en-US");

export const inquiryCopyEn = {
  validation: {
    required: (label: string) => `${label} is required`,
    notText: (label: string) => `${label} must be text`,
    tooShort: (label: string, min: number) => `${label} must be at least ${en.format(min)} characters`,
    tooLong: (label: string, max: number) => `${label} must be at most ${en.format(max)} characters`,
    invalidEmail: "Enter a valid email address, like name@company.com",
    chooseService: "Choose the service you are interested in",
    unknownService: "Choose one of the listed services",
    unknownBudget: "Choose one of the listed budget ranges",
    messageRequired: "Project details are required: tell us a little about the project",
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email address",
      company: "Company",
      message: "Project details",
    },
  },
  services: {
    "professional-engineering": "Professional Engineering",
    "project-management": "Project Management",
    "quality-management": "Quality Management",
    "business-consulting": "Business Consulting",
    "green-consulting": "Green Consulting",
    "phsr-services": "PHSR Services",
    "recruiting-staffing": "Recruiting & Staffing",
    multiple: "Multiple Services",
  } satisfies Record<ServiceValue, string>,
  budgets: {
    "under-50k": "Under $50,000",
    "50k-100k": "$50,000 - $100,000",
    "100k-250k": "$100,000 - $250,000",
    "250k-500k": "$250,000 - $500,000",
    "500k-1m": "$500,000 - $1,000,000",
    "over-1m": "Over $1,000,000",
  } satisfies Record<BudgetValue, string>,
  form: {
    heading: "Get Your Project Quote",
    intro: "Tell us about your project: an engineer, not a sales desk, reads every inquiry.",
    fields: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email Address",
      company: "Company",
      service: "Service Interest",
      budget: "Budget Range",
      message: "Project Details",
    },
    requiredNote: ["Fields marked with an asterisk (", ") are required."],
    selectService: "Select a service",
    selectBudget: "Select a budget range",
    messageHint: (min: number) => `Scope, location and timeline; at least ${en.format(min)} characters.`,
    messageCount: (length: number, max: number) => `${en.format(length)} / ${en.format(max)}`,
    messageMax: (max: number) => `Up to ${en.format(max)} characters.`,
    honeypot: "Leave this field empty",
    replyNote: "We reply to every inquiry within 24 hours.",
    submit: "Submit Inquiry",
    sending: "Sending...",
    sendingAnnouncement: "Sending your inquiry…",
    correct: (count: number) => `Please correct the ${count === 1 ? "field" : `${count} fields`} marked below.`,
    successTitle: "Inquiry Submitted Successfully",
    successFallback: "We have received your inquiry and will reply within 24 hours.",
    failedTitle: "Submission Failed",
    failedFallback: "An error occurred while submitting your inquiry. Please try again.",
    another: "Send another inquiry",
  },
  server: {
    acknowledgement: (firstName: string) => `Thank you, ${firstName}. We have received your inquiry and will reply within 24 hours.`,
    rateLimited: (minutes: number) =>
      `Too many inquiries have been sent from your network in the last hour. Please try again ${minutes <= 1 ? "in a minute" : `in ${minutes} minutes`}, or call us.`,
    usePost: "Send the form with POST.",
    otherSite: "The form must be sent from this website.",
    tooLarge: "The form is too large to send.",
    unreadable: "The form could not be read. Please try again.",
    notSaved: (phone: string) => `We could not save your inquiry just now. Please try again in a few minutes, or call us at ${phone}.`,
  },
};

export type InquiryCopy = typeof inquiryCopyEn;
