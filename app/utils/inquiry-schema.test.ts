import { describe, expect, it } from "vitest";
import { inquiryCopyEn } from "./inquiry-copy.en";
import { inquiryCopyFr } from "./inquiry-copy.fr";
import { budgetLabel, budgetValues, serviceLabel, serviceValues, validateInquiry as validateWith } from "./inquiry-schema";

/** Validation in English, the language of most of these checks; the French ones say so. */
const validateInquiry = (input: unknown) => validateWith(input, inquiryCopyEn.validation);

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
    expect(serviceValues).toEqual([
      "professional-engineering",
      "project-management",
      "quality-management",
      "business-consulting",
      "green-consulting",
      "phsr-services",
      "recruiting-staffing",
      "multiple",
    ]);
    for (const service of serviceValues) expect(validateInquiry({ ...valid, service }).success).toBe(true);
    expect(errorsFor({ ...valid, service: "crn-registration" })).toEqual({ service: ["Choose one of the listed services"] });
    expect(errorsFor({ ...valid, service: "" })).toEqual({ service: ["Choose the service you are interested in"] });
  });

  it("accepts only the six budget ranges", () => {
    expect(budgetValues).toEqual(["under-50k", "50k-100k", "100k-250k", "250k-500k", "500k-1m", "over-1m"]);
    for (const budget of budgetValues) expect(validateInquiry({ ...valid, budget }).success).toBe(true);
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

  it("names services and budgets in English for staff, and keeps an unknown value as it is", () => {
    expect(serviceLabel("phsr-services")).toBe("PHSR Services");
    expect(serviceLabel("multiple")).toBe("Multiple Services");
    expect(serviceLabel("retired-service")).toBe("retired-service");
    expect(budgetLabel("500k-1m")).toBe("$500,000 - $1,000,000");
    expect(budgetLabel(null)).toBeUndefined();
  });
});

describe("the inquiry schema in French", () => {
  const validateFr = (input: unknown) => {
    const result = validateWith(input, inquiryCopyFr.validation);
    if (result.success) throw new Error(`expected errors for ${JSON.stringify(input)}`);
    return result.errors;
  };

  it("names every missing field in French, with no-break spaces inside the guillemets", () => {
    expect(validateFr({})).toEqual({
      firstName: ["Le champ «\u00a0Prénom\u00a0» est obligatoire"],
      lastName: ["Le champ «\u00a0Nom\u00a0» est obligatoire"],
      email: ["Le champ «\u00a0Adresse courriel\u00a0» est obligatoire"],
      service: ["Choisissez le service qui vous intéresse"],
      message: ["Ce champ est obligatoire\u00a0; décrivez votre projet en quelques mots"],
    });
  });

  it("writes lengths the fr-CA way: a no-break space between thousands and before the unit", () => {
    expect(validateFr({ ...valid, message: "m".repeat(5001) })).toEqual({
      message: ["Le champ «\u00a0Description du projet\u00a0» doit compter au plus 5\u00a0000\u00a0caractères"],
    });
    expect(validateFr({ ...valid, message: " court " })).toEqual({
      message: ["Le champ «\u00a0Description du projet\u00a0» doit compter au moins 10\u00a0caractères"],
    });
  });

  it("asks for a real courriel address and a listed service and budget, in French", () => {
    expect(validateFr({ ...valid, email: "ada@", service: "crn-registration", budget: "1m-plus", company: 7 })).toEqual({
      email: ["Entrez une adresse courriel valide, comme nom@entreprise.com"],
      service: ["Choisissez l’un des services de la liste"],
      budget: ["Choisissez l’une des fourchettes de budget de la liste"],
      company: ["Le champ «\u00a0Entreprise\u00a0» doit contenir du texte"],
    });
  });

  it("applies the same rules whatever the language: the same input passes or fails in both", () => {
    const inputs = [valid, {}, { ...valid, email: "x@y" }, { ...valid, message: "m".repeat(5001) }, { ...valid, budget: "nope" }];
    for (const input of inputs) {
      const en = validateWith(input, inquiryCopyEn.validation);
      const fr = validateWith(input, inquiryCopyFr.validation);
      expect(fr.success).toBe(en.success);
      if (!en.success && !fr.success) expect(Object.keys(fr.errors)).toEqual(Object.keys(en.errors));
    }
  });
});
