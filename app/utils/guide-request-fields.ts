/** The CRN guide request's fields and bounds, shared by its form and its server-side checks. */
export const GUIDE_FIELDS = ["name", "email", "company", "province"] as const;
export type GuideField = (typeof GUIDE_FIELDS)[number];
export type GuideValues = Partial<Record<GuideField, string>>;
export type GuideErrors = Partial<Record<GuideField, string>>;

export const GUIDE_LIMITS = { nameMax: 100, emailMax: 254, companyMax: 200 } as const;
