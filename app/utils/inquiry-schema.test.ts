import { describe, expect, it } from "vitest";
import { budgetLabel, budgetOptions, serviceLabel, serviceOptions, validateInquiry } from "./inquiry-schema";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  service: "professional-engineering",
  budget: "100k-250k",
  message: "We need a pressure vessel registered in Ontario and Alberta.",
};

function errorsFor(input: Record<string, unknown>) {
  const result = validateInquiry(input);
  if (result.success) throw new Error(`expected errors for ${JSON.stringify(input)}`);
  return result.errors;
}

describe("the inquiry schema", () => {
  it("accepts a complete inquiry and trims surrounding whitespace", () => {
    const result = validateInquiry({ ...valid, firstName: "  Ada ", email: " ada@example.com\n", message: `  ${valid.message}  ` });
    expect(result).toEqual({ success: true, data: { ...valid } });
  });

  it("treats company and budget as optional: empty, blank or null mean absent", () => {
    for (const blank of [undefined, null, "", "   "]) {
      const result = validateInquiry({ ...valid, company: blank, budget: blank });
      expect(result.success).toBe(true);
      if (result.success) {
        expect(result.data.company).toBeUndefined();
        expect(result.data.budget).toBeUndefined();
      }
    }
  });

  it("requires first name, last name, email, service and project details, with a message for each", () => {
    expect(errorsFor({})).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Email address is required"],
      service: ["Choose the service you are interested in"],
      message: ["Project details are required: tell us a little about the project"],
    });
  });

  it("counts whitespace-only names as missing", () => {
    expect(errorsFor({ ...valid, firstName: "   ", lastName: "\t" })).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
    });
  });

  it("limits names to 100 characters", () => {
    expect(validateInquiry({ ...valid, firstName: "a".repeat(100), lastName: "b".repeat(100) }).success).toBe(true);
    expect(errorsFor({ ...valid, firstName: "a".repeat(101), lastName: "b".repeat(101) })).toEqual({
      firstName: ["First name must be at most 100 characters"],
      lastName: ["Last name must be at most 100 characters"],
    });
  });

  it("wants a real e-mail address of at most 254 characters", () => {
    for (const email of ["ada", "ada@", "@example.com", "ada@example", "ada example@example.com", "ada@@example.com"]) {
      expect(errorsFor({ ...valid, email }).email, email).toEqual(["Enter a valid email address, like name@company.com"]);
    }
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.ca`;
    expect(longest).toHaveLength(254);
    expect(validateInquiry({ ...valid, email: longest }).success).toBe(true);
    expect(errorsFor({ ...valid, email: `x${longest}` }).email).toContain("Email address must be at most 254 characters");
    expect(validateInquiry({ ...valid, email: "first.last+quotes@sub.example.co.uk" }).success).toBe(true);
  });

  it("limits the company to 200 characters", () => {
    expect(validateInquiry({ ...valid, company: "c".repeat(200) }).success).toBe(true);
    expect(errorsFor({ ...valid, company: "c".repeat(201) })).toEqual({ company: ["Company must be at most 200 characters"] });
  });

  it("accepts only the eight services", () => {
    expect(serviceOptions.map((option) => option.value)).toEqual([
      "professional-engineering",
      "project-management",
      "quality-management",
      "business-consulting",
      "green-consulting",
      "phsr-services",
      "recruiting-staffing",
      "multiple",
    ]);
    for (const option of serviceOptions) expect(validateInquiry({ ...valid, service: option.value }).success).toBe(true);
    expect(errorsFor({ ...valid, service: "crn-registration" })).toEqual({ service: ["Choose one of the listed services"] });
    expect(errorsFor({ ...valid, service: "" })).toEqual({ service: ["Choose the service you are interested in"] });
  });

  it("accepts only the six budget ranges, each with its label", () => {
    expect(budgetOptions).toEqual([
      { value: "under-50k", label: "Under $50,000" },
      { value: "50k-100k", label: "$50,000 - $100,000" },
      { value: "100k-250k", label: "$100,000 - $250,000" },
      { value: "250k-500k", label: "$250,000 - $500,000" },
      { value: "500k-1m", label: "$500,000 - $1,000,000" },
      { value: "over-1m", label: "Over $1,000,000" },
    ]);
    for (const option of budgetOptions) expect(validateInquiry({ ...valid, budget: option.value }).success).toBe(true);
    expect(errorsFor({ ...valid, budget: "1m-plus" })).toEqual({ budget: ["Choose one of the listed budget ranges"] });
  });

  it("wants 10 to 5,000 characters of project details, counted after trimming", () => {
    expect(validateInquiry({ ...valid, message: "0123456789" }).success).toBe(true);
    expect(errorsFor({ ...valid, message: "  012345678  " })).toEqual({ message: ["Project details must be at least 10 characters"] });
    expect(validateInquiry({ ...valid, message: "m".repeat(5000) }).success).toBe(true);
    expect(errorsFor({ ...valid, message: "m".repeat(5001) })).toEqual({ message: ["Project details must be at most 5,000 characters"] });
  });

  it("refuses values of the wrong type with a message naming the field", () => {
    expect(errorsFor({ ...valid, firstName: 42, email: ["a@b.co"], company: { name: "x" } })).toEqual({
      firstName: ["First name must be text"],
      email: ["Email address must be text"],
      company: ["Company must be text"],
    });
  });

  it("ignores fields it does not know", () => {
    const result = validateInquiry({ ...valid, isAdmin: true, status: "handled" });
    expect(result).toEqual({ success: true, data: valid });
  });

  it("names services and budgets by their labels", () => {
    expect(serviceLabel("phsr-services")).toBe("PHSR Services");
    expect(serviceLabel("multiple")).toBe("Multiple Services");
    expect(budgetLabel("500k-1m")).toBe("$500,000 - $1,000,000");
    expect(budgetLabel(null)).toBeUndefined();
  });
});
