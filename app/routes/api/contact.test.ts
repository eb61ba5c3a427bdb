import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, setDatabase } from "~/db/db.server";
import { contactInquiries } from "~/db/schema";
import { parseEnv, setEnv } from "~/utils/env.server";
import { createFormToken } from "~/utils/inquiries.server";
import { useTestDatabase } from "../../../tests/setup/database";
import { BASE_URL, jsonRequest, routeArgs } from "../../../tests/setup/route-args";
import { testEnvironment } from "../../../tests/setup/vitest.setup";
import { action, loader } from "./contact";

const database = useTestDatabase();

const inquiry = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  company: "Navy Yard Fabrication",
  service: "project-management",
  budget: "250k-500k",
  message: "Plant expansion: 4,000 m² of new process piping, B31.3.",
};

function post(body: unknown, ip = "198.51.100.10", headers: Record<string, string> = {}) {
  return action(routeArgs(jsonRequest("/api/contact", "POST", body, headers), {}, { clientIp: ip }));
}

async function stored() {
  return database.handle.db.select().from(contactInquiries);
}

afterEach(() => {
  setEnv(parseEnv(testEnvironment()));
});

describe("POST /api/contact", () => {
  it("answers 201 with a message and the id once the inquiry is stored", async () => {
    const response = await post({ ...inquiry, firstName: "  Grace  " });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body).toEqual({
      message: "Thank you, Grace. We have received your inquiry and will reply within 24 hours.",
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      ...inquiry,
      status: "new",
      spamReason: null,
      handledAt: null,
      mailStatus: "not_configured",
      mailError: null,
    });
    expect(rows[0].createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("stores an inquiry whose text carries control characters without them, instead of failing on a NUL", async () => {
    const response = await post({ ...inquiry, firstName: "Grace\u0000", message: `${inquiry.message}\u001b[31m\rSecond line` });
    expect(response.status).toBe(201);
    expect((await stored())[0]).toMatchObject({ firstName: "Grace", message: `${inquiry.message}[31m\nSecond line` });
  });

  it("stores absent optional fields as null", async () => {
    const response = await post({ ...inquiry, company: "", budget: null });
    expect(response.status).toBe(201);
    expect((await stored())[0]).toMatchObject({ company: null, budget: null });
  });

  it("answers 400 with per-field errors and stores nothing", async () => {
    const response = await post({ ...inquiry, email: "grace at example", service: "rocketry", message: "short" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual({
      email: ["Enter a valid email address, like name@company.com"],
      service: ["Choose one of the listed services"],
      message: ["Project details must be at least 10 characters"],
    });
    expect(body.message).toContain("email: Enter a valid email address");
    expect(await stored()).toHaveLength(0);
  });

  it("answers 400 for malformed JSON and for a body that is not an object", async () => {
    const broken = new Request(`${BASE_URL}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE_URL },
      body: '{"firstName": "Grace",',
    });
    const response = await action(routeArgs(broken));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("The request body is not valid JSON");
    const list = await post([inquiry]);
    expect(list.status).toBe(400);
    expect((await list.json()).message).toBe("The request body must be a JSON object");
  });

  it("answers 413 for a body over 1 MB", async () => {
    const response = await post({ ...inquiry, message: "x".repeat(1024 * 1024 + 10) });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toContain("larger than 1 MB");
    expect(await stored()).toHaveLength(0);
  });

  // Reading JSON costs per value and per level on the thread every visitor shares: 500,000 numbers in one
  // array (1 MB) held the server for about 0.4 s, and 500,000 nested arrays for another 0.4 s before the
  // parser ran out of stack. Both shapes are refused from the bytes, before anything is parsed.
  it("refuses a body with more values, or deeper nesting, than any request of the site has, before parsing it", async () => {
    const wide = await post({ ...inquiry, company: Array.from({ length: 10_001 }, () => 0) });
    expect(wide.status).toBe(413);
    expect((await wide.json()).message).toBe("The request body has more than 10,000 JSON values");
    let deep: unknown = "x";
    for (let level = 0; level < 33; level++) deep = [deep];
    const nested = await post({ ...inquiry, company: deep });
    expect(nested.status).toBe(400);
    expect((await nested.json()).message).toBe("The request body nests JSON deeper than 32 levels");
    // Brackets, braces and commas inside strings (escaped quotes and backslashes included) are text.
    const text = await post({ ...inquiry, message: `He wrote "${"[{,".repeat(600)}" \\ and "${"{".repeat(100)}\\" to us` });
    expect(text.status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it("answers 415 for a body that is not JSON", async () => {
    const form = new Request(`${BASE_URL}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL },
      body: new URLSearchParams(inquiry).toString(),
    });
    const response = await action(routeArgs(form));
    expect(response.status).toBe(415);
    expect((await response.json()).message).toContain("must be JSON");
    expect(await stored()).toHaveLength(0);
  });

  it("answers 403 to a cross-origin request and stores nothing", async () => {
    const response = await post(inquiry, undefined, { origin: "https://elsewhere.example" });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe("Cross-origin requests are not allowed");
    expect(await stored()).toHaveLength(0);
  });

  it("answers 429 with Retry-After past the hourly limit per client address", async () => {
    setEnv(parseEnv(testEnvironment({ CONTACT_LIMIT_PER_HOUR: "2" })));
    expect((await post(inquiry, "192.0.2.1")).status).toBe(201);
    expect((await post(inquiry, "192.0.2.1")).status).toBe(201);
    const refused = await post(inquiry, "192.0.2.1");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await refused.json()).message).toContain("Too many inquiries");
    expect(await stored()).toHaveLength(2);
    // Another address has its own allowance.
    expect((await post(inquiry, "192.0.2.2")).status).toBe(201);
  });

  it("does not count invalid attempts against the limit", async () => {
    setEnv(parseEnv(testEnvironment({ CONTACT_LIMIT_PER_HOUR: "1" })));
    for (let i = 0; i < 3; i++) expect((await post({ ...inquiry, email: "nope" }, "192.0.2.3")).status).toBe(400);
    expect((await post(inquiry, "192.0.2.3")).status).toBe(201);
  });

  it("answers a filled honeypot like a success, and keeps the entry apart as spam", async () => {
    const response = await post({ ...inquiry, website: "https://cheap-pills.example" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe("Thank you, Grace. We have received your inquiry and will reply within 24 hours.");
    const [row] = await stored();
    expect(row).toMatchObject({ id: body.id, status: "spam", spamReason: "honeypot field filled in" });
  });

  it("needs no form token from API callers, but checks one that is sent", async () => {
    expect((await post(inquiry, "192.0.2.10")).status).toBe(201);
    expect((await post({ ...inquiry, formToken: await createFormToken() }, "192.0.2.11")).status).toBe(201);
    expect((await post({ ...inquiry, formToken: await createFormToken(Date.now() - 60_000) }, "192.0.2.12")).status).toBe(201);
    const genuine = await createFormToken(Date.now() - 60_000);
    const forged = `${genuine.slice(0, -1)}${genuine.endsWith("A") ? "B" : "A"}`;
    expect((await post({ ...inquiry, formToken: forged }, "192.0.2.13")).status).toBe(201);
    const rows = await stored();
    const reasons = rows.map((row) => row.spamReason).sort();
    expect(rows.filter((row) => row.status === "new")).toHaveLength(2);
    expect(reasons.filter(Boolean)).toEqual([
      "form token forged",
      expect.stringMatching(/^sent \d+ ms after the form was shown \(minimum 3000 ms\)$/),
    ]);
  });

  it("answers 503 when the database is not answering", async () => {
    const closed = await openDatabase({});
    await closed.close();
    setDatabase(closed);
    try {
      const response = await post(inquiry);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect((await response.json()).message).toContain("temporarily unavailable");
    } finally {
      setDatabase(database.handle);
    }
  });

  it("answers GET with 405 and the allowed method", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect((await response.json()).message).toContain("POST");
  });
});
