import { describe, expect, it, vi } from "vitest";
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

describe("pseudonym", () => {
  it("is stable for one value, differs between values, and does not contain the value", async () => {
    const { pseudonym } = await import("./logger.server");
    expect(pseudonym("203.0.113.7")).toBe(pseudonym("203.0.113.7"));
    expect(pseudonym("203.0.113.7")).not.toBe(pseudonym("203.0.113.8"));
    expect(pseudonym("203.0.113.7")).not.toContain("203.0.113");
  });
});

describe("log lines", () => {
  it("are one JSON object each, with an error's stack as one escaped field", async () => {
    const { log } = await import("./logger.server");
    const { parseEnv, setEnv } = await import("./env.server");
    const { testEnvironment } = await import("../../tests/setup/vitest.setup");
    setEnv(parseEnv(testEnvironment({ LOG_LEVEL: "info" })));
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const error = new Error("first line\nsecond line\nparams: ana@example.com");
      log.error("request failed", errorFields(error));
    } finally {
      spy.mockRestore();
      setEnv(parseEnv(testEnvironment()));
    }
    const text = written.join("");
    expect(text.endsWith("\n")).toBe(true);
    expect(text.trimEnd().split("\n")).toHaveLength(1);
    const entry = JSON.parse(text) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "error", msg: "request failed", error: "first line\nsecond line" });
    expect(String(entry.stack)).toMatch(/^at .*logger\.server\.test\.ts/);
    expect(text).not.toContain("ana@example.com");
  });
});
