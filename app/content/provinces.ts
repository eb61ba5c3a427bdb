/** The 13 Canadian provinces and territories where the firm registers pressure equipment. */
export type Province = {
  name: string;
  code: string;
  kind: "Province" | "Territory";
  status: "Active";
};

export const provinces = [
  { name: "Alberta", code: "AB", kind: "Province", status: "Active" },
  { name: "British Columbia", code: "BC", kind: "Province", status: "Active" },
  { name: "Manitoba", code: "MB", kind: "Province", status: "Active" },
  { name: "New Brunswick", code: "NB", kind: "Province", status: "Active" },
  { name: "Newfoundland and Labrador", code: "NL", kind: "Province", status: "Active" },
  { name: "Northwest Territories", code: "NT", kind: "Territory", status: "Active" },
  { name: "Nova Scotia", code: "NS", kind: "Province", status: "Active" },
  { name: "Nunavut", code: "NU", kind: "Territory", status: "Active" },
  { name: "Ontario", code: "ON", kind: "Province", status: "Active" },
  { name: "Prince Edward Island", code: "PE", kind: "Province", status: "Active" },
  { name: "Quebec", code: "QC", kind: "Province", status: "Active" },
  { name: "Saskatchewan", code: "SK", kind: "Province", status: "Active" },
  { name: "Yukon", code: "YT", kind: "Territory", status: "Active" },
] as const satisfies readonly Province[];
