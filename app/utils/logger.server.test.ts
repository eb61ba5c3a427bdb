import { describe, expect, it } from "vitest";
import { errorFields } from "./logger.server";

describe("errorFields", () => {
  it("never logs a failed query's parameters", () => {
    const error = new Error('Failed query: insert into "contact_inquiries" values ($1, $2)\nparams: Ana,ana@example.com', {
      cause: new Error("connect ECONNREFUSED 127.0.0.1:5432"),
    });
    const fields = errorFields(error);
    expect(JSON.stringify(fields)).not.toContain("ana@example.com");
    expect(fields).toMatchObject({ error: expect.stringContaining("Failed query"), cause: "connect ECONNREFUSED 127.0.0.1:5432" });
  });

  it("keeps messages short", () => {
    expect(String(errorFields(new Error("x".repeat(5000))).error)).toHaveLength(500);
  });
});
