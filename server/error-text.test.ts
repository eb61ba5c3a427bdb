import { describe, expect, it } from "vitest";
import { causeMessages, isFailedQuery, withoutPasswords } from "./error-text.js";

describe("withoutPasswords", () => {
  it("hides the password of every URL in a text and keeps the rest", () => {
    const text = "postgres://site:s3cret@db.internal:5432/site refused; smtp://mail:p%40ss@smtp.example.com:587 too";
    expect(withoutPasswords(text)).toBe("postgres://site:***@db.internal:5432/site refused; smtp://mail:***@smtp.example.com:587 too");
  });

  it("leaves a URL without credentials, or with a user only, as it is", () => {
    expect(withoutPasswords("postgres://db.internal/site and smtp://mail@smtp.example.com")).toBe(
      "postgres://db.internal/site and smtp://mail@smtp.example.com",
    );
  });
});

describe("causeMessages", () => {
  it("reads an error and the causes it wraps, outermost first, at most five deep", () => {
    const inner = new Error('null value in column "title" violates not-null constraint');
    const query = new Error("Failed query: insert into posts ...\nparams: secret", { cause: inner });
    expect(causeMessages(new Error("restore", { cause: query }))).toEqual(["restore", query.message, inner.message]);
    let deep: unknown = "the bottom";
    for (let level = 0; level < 8; level++) deep = new Error(`level ${level}`, { cause: deep });
    expect(causeMessages(deep)).toHaveLength(5);
  });

  it("takes a cause that is not an Error as its text, and nothing as no message", () => {
    expect(causeMessages(new Error("outer", { cause: "ECONNREFUSED" }))).toEqual(["outer", "ECONNREFUSED"]);
    expect(causeMessages(undefined)).toEqual([]);
  });
});

describe("isFailedQuery", () => {
  it("recognises the wrapper that carries a statement and its parameters", () => {
    expect(isFailedQuery("Failed query: select 1\nparams: ")).toBe(true);
    expect(isFailedQuery("connect ECONNREFUSED 127.0.0.1:5432")).toBe(false);
  });
});
