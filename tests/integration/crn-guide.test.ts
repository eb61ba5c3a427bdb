import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { crnStepsFr } from "~/content/fr/crn";
import { crnSteps } from "~/content/crn";
import { provincesFr } from "~/content/fr/provinces";
import { provinces } from "~/content/provinces";
import { getDb } from "~/db/db.server";
import { guideRequests } from "~/db/schema";
import * as guideRoute from "~/routes/marketing/crn-guide";
import * as pdfRoute from "~/routes/marketing/crn-guide-pdf";
import { createFormToken } from "~/utils/inquiries.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { field, outcome } from "./admin-helpers";

useTestDatabase();

const FONTS = path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts/");

/** The text a reader of the PDF sees, page by page, as a PDF reader extracts it. */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: bytes, isEvalSupported: false, standardFontDataUrl: FONTS }).promise;
  let text = "";
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ("str" in item) text += item.str + (item.hasEOL ? "\n" : " ");
  }
  return { pages: document.numPages, text: text.replace(/\s+/g, " ") };
}

const renderedAgo = (ms: number) => createFormToken(Date.now() - ms);

async function send(form: Record<string, string>, options: { locale?: "en" | "fr"; origin?: string; clientIp?: string } = {}) {
  const formPath = options.locale === "fr" ? "/fr/services/nec/guide" : "/services/crn/guide";
  const request = new Request(`${BASE_URL}${formPath}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: options.origin ?? BASE_URL },
    body: new URLSearchParams(form),
  });
  return outcome(() => guideRoute.action(routeArgs(request, {}, { clientIp: options.clientIp ?? "198.51.100.20" })));
}

const stored = () => getDb().select().from(guideRequests);
const good = { name: "Camille Tremblay", email: "camille@acier-laval.example", company: "Aciers Laval inc.", province: "QC" };

describe("the CRN guide request", () => {
  it("a genuine request is stored with its language before the visitor is told it worked", async () => {
    const answer = await send({ ...good, formToken: await renderedAgo(20_000) }, { locale: "fr" });
    expect(answer.status).toBe(200);
    expect(answer.value).toEqual({ status: "success" });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...good, locale: "fr", status: "new", spamReason: null });
  });

  it("bad input names each problem in the page's language and stores nothing", async () => {
    const french = await send(
      { name: " ", email: "pas-une-adresse", company: "", province: "XX", formToken: await renderedAgo(20_000) },
      { locale: "fr" },
    );
    expect(french.status).toBe(400);
    expect(field(french.value, "message")).toBe("Veuillez corriger les 4\u00a0champs indiqués ci-dessous.");
    expect(field(french.value, "errors")).toEqual({
      name: "Votre nom est obligatoire",
      email: "Entrez une adresse courriel comme nom@entreprise.com",
      company: "Le nom de votre entreprise est obligatoire",
      province: "Choisissez une province ou un territoire dans la liste",
    });
    // What the visitor typed comes back, so nothing is lost.
    expect(field(field(french.value, "values"), "email")).toBe("pas-une-adresse");

    const english = await send({ ...good, email: "x".repeat(250) + "@a.ca", formToken: await renderedAgo(20_000) });
    expect(english.status).toBe(400);
    expect(field(english.value, "errors")).toEqual({ email: "Enter an e-mail address such as name@company.com" });
    expect(await stored()).toHaveLength(0);
  });

  it("another site cannot post the form", async () => {
    const answer = await send({ ...good, formToken: await renderedAgo(20_000) }, { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(await stored()).toHaveLength(0);
  });

  it("bots are answered like people but kept as spam: honeypot, no token, a forged token, too fast", async () => {
    const cases = [
      { form: { ...good, website: "http://spam.example", formToken: await renderedAgo(20_000) }, reason: "honeypot field filled in" },
      { form: { ...good }, reason: "form token missing" },
      { form: { ...good, formToken: `${Date.now() - 20_000}.${"A".repeat(43)}` }, reason: "form token forged" },
      { form: { ...good, formToken: await renderedAgo(200) }, reason: "sent" },
    ];
    for (const [index, { form, reason }] of cases.entries()) {
      const answer = await send(form, { clientIp: `198.51.100.${50 + index}` });
      expect(answer.value, reason).toEqual({ status: "success" });
    }
    const rows = await stored();
    expect(rows.map((row) => row.status)).toEqual(["spam", "spam", "spam", "spam"]);
    for (const { reason } of cases)
      expect(
        rows.some((row) => row.spamReason?.startsWith(reason)),
        reason,
      ).toBe(true);
  });

  it("one address is limited per hour: past the limit, 429 with Retry-After, and nothing more stored", async () => {
    for (let index = 0; index < 10; index++) {
      expect((await send({ ...good, formToken: await renderedAgo(20_000) }, { clientIp: "203.0.113.99" })).status).toBe(200);
    }
    const refused = await send({ ...good, formToken: await renderedAgo(20_000) }, { clientIp: "203.0.113.99" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await stored()).toHaveLength(10);
    // Another visitor is not affected.
    expect((await send({ ...good, formToken: await renderedAgo(20_000) }, { clientIp: "203.0.113.100" })).status).toBe(200);
  });

  it("the form page is made per visit (it carries a fresh token) and never shared by a cache", async () => {
    const page = await guideRoute.loader();
    expect(page.formToken).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(guideRoute.headers({ actionHeaders: new Headers(), loaderHeaders: new Headers() } as never)).toEqual({
      "Cache-Control": "private, no-store",
    });
  });
});

describe("the CRN guide PDF", () => {
  it.each([
    ["en", "/services/crn/guide.pdf", crnSteps, provinces.map((p) => p.name), "The CRN Registration Guide"],
    ["fr", "/fr/services/nec/guide.pdf", crnStepsFr, provincesFr.map((p) => p.name), "Guide de l’enregistrement NEC"],
  ] as const)(
    "in %s: a real PDF written from the CRN page's own steps, timeframes and provinces",
    async (locale, address, steps, names, title) => {
      const response = await pdfRoute.loader(routeArgs(new Request(`${BASE_URL}${address}`)));
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="northbridge-.+\.pdf"$/);
      expect(response.headers.get("content-language")).toBe(locale === "fr" ? "fr-CA" : "en-CA");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      const { pages, text } = await pdfText(bytes);
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(pages).toBeLessThanOrEqual(4);
      expect(text).toContain(title);
      for (const step of steps) {
        expect(text).toContain(step.title);
        expect(text).toContain(step.timeframe.replace(/\s+/g, " "));
      }
      for (const name of names) expect(text).toContain(name);
      if (locale === "fr") {
        expect(text).not.toContain("Canadian Registration Number");
        expect(text).toContain("Régie du bâtiment du Québec");
      }
    },
  );
});
