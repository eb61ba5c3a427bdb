import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, setDatabase, type DatabaseHandle } from "~/db/db.server";
import { appSettings, contactInquiries } from "~/db/schema";
import { useTestDatabase } from "../../tests/setup/database";
import { BASE_URL, jsonRequest, routeArgs } from "../../tests/setup/route-args";
import { testEnvironment } from "../../tests/setup/vitest.setup";
import { action as apiAction } from "../routes/api/contact";
import { contactPageAction, contactPageLoader } from "./contact-page.server";
import { parseEnv, setEnv } from "./env.server";
import { checkFormToken, createFormToken } from "./inquiries.server";

const database = useTestDatabase();

const fields = {
  firstName: "Lin",
  lastName: "Zhao",
  email: "lin.zhao@example.com",
  company: "",
  service: "green-consulting",
  budget: "",
  message: "LEED Gold certification for a 12-storey office tower in Vaughan.",
};

/** A token as the page would have rendered it `ageMs` ago. */
const renderedAgo = (ageMs: number) => createFormToken(Date.now() - ageMs);

function formRequest(values: Record<string, string>, headers: Record<string, string> = {}, path = "/contact") {
  return new Request(`${BASE_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL, ...headers },
    body: new URLSearchParams(values).toString(),
  });
}

async function submitForm(values: Record<string, string>, ip = "203.0.113.50", headers: Record<string, string> = {}) {
  const result = await contactPageAction(routeArgs(formRequest(values, headers), {}, { clientIp: ip }));
  return { status: result.init?.status ?? 200, body: result.data };
}

const stored = () => database.handle.db.select().from(contactInquiries);

let closedDatabase: Promise<DatabaseHandle> | undefined;
/** A database that has stopped answering (opened once per file: opening one takes seconds). */
function downDatabase(): Promise<DatabaseHandle> {
  closedDatabase ??= openDatabase({}).then(async (handle) => {
    await handle.close();
    return handle;
  });
  return closedDatabase;
}

afterEach(() => {
  setEnv(parseEnv(testEnvironment()));
});

describe("the Contact page loader", () => {
  it("renders a signed token of the render time, with a secret every instance shares", async () => {
    const before = Date.now();
    const { formToken } = await contactPageLoader();
    const [issuedAt, signature] = formToken.split(".");
    expect(Number(issuedAt)).toBeGreaterThanOrEqual(before);
    expect(await checkFormToken(formToken)).toMatchObject({ valid: true });

    // The secret lives in the database, so a token made by one instance is recognised by any other.
    const [setting] = await database.handle.db.select().from(appSettings).where(eq(appSettings.key, "contact_form_secret"));
    expect(Buffer.from(setting.value, "base64url")).toHaveLength(32);
    const expected = crypto
      .createHmac("sha256", Buffer.from(setting.value, "base64url"))
      .update(`contact-form.${issuedAt}`)
      .digest("base64url");
    expect(signature).toBe(expected);
  });
});

describe("the French Contact page (/fr/contact)", () => {
  it("answers in French, field by field, and records a French inquiry", async () => {
    const formToken = await renderedAgo(20_000);
    const request = formRequest({ ...fields, email: "lin.zhao@", message: "LEED", formToken, website: "" }, {}, "/fr/contact");
    const invalid = await contactPageAction(routeArgs(request, {}, { clientIp: "203.0.113.60" }));
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({
      status: "error",
      message: "Veuillez corriger les 2\u00a0champs indiqués ci-dessous.",
      errors: {
        email: ["Entrez une adresse courriel valide, comme nom@entreprise.com"],
        message: ["Le champ «\u00a0Description du projet\u00a0» doit compter au moins 10\u00a0caractères"],
      },
    });
    const accepted = await contactPageAction(
      routeArgs(formRequest({ ...fields, formToken, website: "" }, {}, "/fr/contact"), {}, { clientIp: "203.0.113.60" }),
    );
    expect(accepted.data).toEqual({
      status: "success",
      message: "Merci, Lin. Nous avons bien reçu votre demande et vous répondrons d’ici 24\u00a0heures.",
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0].locale).toBe("fr");
  });

  it("the JSON API takes the page's language, answers in it and refuses a language it does not know", async () => {
    const body = { ...fields, locale: "fr" };
    const response = await apiAction(routeArgs(jsonRequest("/api/contact", "POST", body), {}, { clientIp: "203.0.113.61" }));
    expect(response.status).toBe(201);
    expect((await response.json()).message).toMatch(/^Merci, Lin\./);
    const [row] = await stored();
    expect(row.locale).toBe("fr");
    const refused = await apiAction(
      routeArgs(jsonRequest("/api/contact", "POST", { ...fields, locale: "de" }), {}, { clientIp: "203.0.113.61" }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toContain('locale must be "en"');
    expect(await stored()).toHaveLength(1);
  });
});

describe("the Contact page action (the form without JavaScript)", () => {
  it("stores a valid inquiry and answers with the success message", async () => {
    const result = await submitForm({ ...fields, formToken: await renderedAgo(20_000), website: "" });
    expect(result).toEqual({
      status: 200,
      body: { status: "success", message: "Thank you, Lin. We have received your inquiry and will reply within 24 hours." },
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Lin", company: null, budget: null, service: "green-consulting", status: "new" });
  });

  it("answers invalid input with the errors and the values as typed, storing nothing", async () => {
    const typed = { ...fields, firstName: "  Lin ", email: "lin.zhao@", message: "LEED" };
    const formToken = await renderedAgo(20_000);
    const result = await submitForm({ ...typed, formToken, website: "" });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      status: "error",
      message: "Please correct the 2 fields marked below.",
      errors: {
        email: ["Enter a valid email address, like name@company.com"],
        message: ["Project details must be at least 10 characters"],
      },
      values: typed,
      formToken,
    });
    expect(await stored()).toHaveLength(0);
  });

  it("shows the form again with the token it was first rendered with, so a quick fix is not taken for a bot", async () => {
    const firstShown = await renderedAgo(30_000);
    const mistake = await submitForm({ ...fields, email: "lin.zhao@", formToken: firstShown, website: "" });
    expect(mistake.body).toMatchObject({ status: "error", formToken: firstShown });
    if (mistake.body.status !== "error") return;
    // The visitor fixes the address at once and sends the form again, with the token it carries.
    const fixed = await submitForm({ ...fields, formToken: mistake.body.formToken ?? "", website: "" });
    expect(fixed.body).toMatchObject({ status: "success" });
    expect((await stored()).map((row) => row.status)).toEqual(["new"]);
  });

  it("keeps a submission with the honeypot filled as spam, answering as if all went well", async () => {
    const result = await submitForm({ ...fields, formToken: await renderedAgo(20_000), website: "http://spam.example" });
    expect(result.body).toMatchObject({ status: "success" });
    expect((await stored())[0]).toMatchObject({ status: "spam", spamReason: "honeypot field filled in", mailStatus: "not_configured" });
  });

  it("keeps a form sent sooner than CONTACT_MIN_FILL_MS after rendering as spam", async () => {
    const result = await submitForm({ ...fields, formToken: await renderedAgo(1_200), website: "" });
    expect(result.body).toMatchObject({ status: "success" });
    const [row] = await stored();
    expect(row.status).toBe("spam");
    expect(row.spamReason).toMatch(/^sent 1\d{3} ms after the form was shown \(minimum 3000 ms\)$/);
  });

  it("keeps a form with a missing, malformed, forged or future token as spam", async () => {
    const genuine = await renderedAgo(60_000);
    const forged = `${Number(genuine.split(".")[0]) - 1}.${genuine.split(".")[1]}`;
    const future = await createFormToken(Date.now() + 10 * 60_000);
    for (const formToken of [undefined, "", "yesterday", forged, future]) {
      const values: Record<string, string> = { ...fields, website: "" };
      if (formToken !== undefined) values.formToken = formToken;
      expect((await submitForm(values)).body).toMatchObject({ status: "success" });
    }
    expect((await stored()).map((row) => row.spamReason).sort()).toEqual([
      "form token forged",
      "form token from the future",
      "form token malformed",
      "form token missing",
      "form token missing",
    ]);
  });

  it("skips the fill-time check when CONTACT_MIN_FILL_MS is 0, but not the honeypot", async () => {
    setEnv(parseEnv(testEnvironment({ CONTACT_MIN_FILL_MS: "0" })));
    await submitForm({ ...fields });
    await submitForm({ ...fields, website: "filled" });
    expect((await stored()).map((row) => row.status).sort()).toEqual(["new", "spam"]);
  });

  it("shares one hourly limit with the JSON API", async () => {
    setEnv(parseEnv(testEnvironment({ CONTACT_LIMIT_PER_HOUR: "3" })));
    const ip = "203.0.113.77";
    const viaApi = () => apiAction(routeArgs(jsonRequest("/api/contact", "POST", fields), {}, { clientIp: ip }));
    const token = await renderedAgo(20_000);
    expect((await viaApi()).status).toBe(201);
    expect((await submitForm({ ...fields, formToken: token }, ip)).status).toBe(200);
    expect((await viaApi()).status).toBe(201);

    const refused = await submitForm({ ...fields, formToken: token }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: "error", values: fields });
    expect(refused.body.message).toMatch(
      /^Too many inquiries have been sent from your network in the last hour\. Please try again in \d+ minutes, or call us\.$/,
    );
    const refusedApi = await viaApi();
    expect(refusedApi.status).toBe(429);
    expect(refusedApi.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await stored()).toHaveLength(3);
  });

  it("counts an IPv6 subscriber's addresses against one hourly limit", async () => {
    setEnv(parseEnv(testEnvironment({ CONTACT_LIMIT_PER_HOUR: "2" })));
    const token = await renderedAgo(20_000);
    for (const ip of ["2001:db8:77:1::1", "2001:db8:77:2::2"]) {
      expect((await submitForm({ ...fields, formToken: token }, ip)).status, ip).toBe(200);
    }
    const refused = await contactPageAction(routeArgs(formRequest({ ...fields, formToken: token }), {}, { clientIp: "2001:db8:77:3::3" }));
    expect(refused.init?.status).toBe(429);
    expect(Number(new Headers(refused.init?.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect((await submitForm({ ...fields, formToken: token }, "2001:db8:78::1")).status).toBe(200);
    expect(await stored()).toHaveLength(3);
  });

  it("refuses a form posted from another site", async () => {
    const result = await submitForm({ ...fields, formToken: await renderedAgo(20_000) }, undefined, { origin: "https://evil.example" });
    expect(result.status).toBe(403);
    expect(result.body.message).toBe("The form must be sent from this website.");
    expect(await stored()).toHaveLength(0);
  });

  it("answers a body that is not a form, or too large, with a clear error", async () => {
    const json = await contactPageAction(routeArgs(jsonRequest("/contact", "POST", fields)));
    expect(json.init?.status).toBe(415);
    expect(json.data.message).toBe("The form could not be read. Please try again.");
    const huge = await submitForm({ ...fields, message: "x".repeat(128 * 1024 + 1) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("The form is too large to send.");
    // 43,000 empty fields fit in 128 KB, and took the server's thread for a fifth of a second to parse.
    const manyFields = await contactPageAction(
      routeArgs(
        new Request(`${BASE_URL}/contact`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL },
          body: `${new URLSearchParams(fields).toString()}${"&a=".repeat(43_000)}`,
        }),
      ),
    );
    expect(manyFields.init?.status).toBe(413);
    expect(manyFields.data.message).toBe("The form is too large to send.");
    expect(await stored()).toHaveLength(0);
  });

  it("keeps the visitor's values and offers the phone when the database is down", async () => {
    const token = await renderedAgo(20_000);
    setDatabase(await downDatabase());
    try {
      const result = await submitForm({ ...fields, formToken: token });
      expect(result.status).toBe(503);
      expect(result.body).toMatchObject({ status: "error", values: fields });
      expect(result.body.message).toContain("We could not save your inquiry just now");
      expect(result.body.message).toMatch(/call us at \+1/);
    } finally {
      setDatabase(database.handle);
    }
  });

  it("still renders the page without a token when the database is down", async () => {
    setDatabase(await downDatabase());
    try {
      expect(await contactPageLoader()).toEqual({ formToken: "" });
    } finally {
      setDatabase(database.handle);
    }
  });
});
