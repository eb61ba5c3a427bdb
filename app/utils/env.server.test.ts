import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      dataDir: "./data",
      siteUrl: "http://localhost:3000",
      secureCookies: false,
      contactLimitPerHour: 10,
      contactMinFillMs: 3000,
      connectionsPerClient: 128,
      clientRequestsPerMinute: 1200,
      seedSampleContent: undefined,
      pageCache: true,
      pageCacheMb: 48,
      readCache: true,
    });
  });

  it("switches the page cache off only when told", () => {
    expect(parseEnv({ PAGE_CACHE: "off" }).pageCache).toBe(false);
    expect(parseEnv({ PAGE_CACHE: "on" }).pageCache).toBe(true);
    expect(() => parseEnv({ PAGE_CACHE: "false" })).toThrow(/PAGE_CACHE must be on or off \(got "false"\)/);
  });

  it("keeps the read cache with the page cache unless READ_CACHE says otherwise", () => {
    expect(parseEnv({ PAGE_CACHE: "off" }).readCache).toBe(false);
    expect(parseEnv({ PAGE_CACHE: "off", READ_CACHE: "on" })).toMatchObject({ pageCache: false, readCache: true });
    expect(parseEnv({ READ_CACHE: "off" })).toMatchObject({ pageCache: true, readCache: false });
    expect(() => parseEnv({ READ_CACHE: "yes" })).toThrow(/READ_CACHE must be on or off \(got "yes"\)/);
  });

  it("derives SITE_URL from PORT and strips a trailing slash from a given one", () => {
    expect(parseEnv({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
    const env = parseEnv({ SITE_URL: "https://www.example.com/" });
    expect(env.siteUrl).toBe("https://www.example.com");
    expect(env.secureCookies).toBe(true);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: "abc" }, /PORT must be a whole number/],
    [{ PORT: "70000" }, /PORT must be between 0 and 65535/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must be a URL starting with postgres:/],
    [{ SITE_URL: "example.com" }, /SITE_URL must be a URL/],
    [{ SEED_SAMPLE_CONTENT: "maybe" }, /SEED_SAMPLE_CONTENT must be true or false/],
    [{ CONTACT_LIMIT_PER_HOUR: "0" }, /CONTACT_LIMIT_PER_HOUR must be between 1/],
    [{ CONTACT_MIN_FILL_MS: "-5" }, /CONTACT_MIN_FILL_MS must be a whole number/],
    [{ ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "short" }, /ADMIN_PASSWORD must be at least 12 characters/],
    [{ ADMIN_PASSWORD: "long-enough-password" }, /ADMIN_PASSWORD is set but ADMIN_USERNAME is not/],
    [{ SMTP_URL: "http://mail" }, /SMTP_URL must be a URL starting with smtp:/],
    [{ CONTACT_NOTIFY_TO: "not-an-email", SMTP_URL: "smtp://localhost:25" }, /CONTACT_NOTIFY_TO must be an e-mail/],
  ])("rejects %o naming the variable", (source, pattern) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(pattern);
  });

  it("reports every bad variable at once, with the value it got", () => {
    try {
      parseEnv({ PORT: "x", TRUST_PROXY: "many" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems;
      expect(problems).toHaveLength(2);
      expect(problems.join("\n")).toContain('(got "x")');
      expect(problems.join("\n")).toContain("TRUST_PROXY");
    }
  });

  it("never repeats a secret in its message: no password, and no credentials of a URL", () => {
    const messageOf = (source: Record<string, string>) => {
      try {
        parseEnv(source);
      } catch (error) {
        return (error as EnvError).message;
      }
      throw new Error("expected an EnvError");
    };
    const password = messageOf({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "short1" });
    expect(password).toContain("ADMIN_PASSWORD must be at least 12 characters");
    expect(password).not.toContain("short1");
    const database = messageOf({ DATABASE_URL: "mysql://user:S3cretPw@db/x" });
    expect(database).toContain("DATABASE_URL must be a URL starting with postgres://");
    expect(database).not.toContain("S3cretPw");
    expect(database).toContain("mysql://user:***@db/x");
    const smtp = messageOf({ SMTP_URL: "http://user:SmtpPw@mail/x" });
    expect(smtp).not.toContain("SmtpPw");
  });

  it("takes SITE_URL as an origin only: a path, query or fragment would break every absolute link", () => {
    for (const siteUrl of ["https://www.example.com/site", "https://www.example.com?x=1", "https://www.example.com#top"]) {
      expect(() => parseEnv({ SITE_URL: siteUrl }), siteUrl).toThrow(/SITE_URL must be an origin such as https:\/\/www\.example\.com/);
    }
    expect(parseEnv({ SITE_URL: "https://www.example.com/" }).siteUrl).toBe("https://www.example.com");
    expect(parseEnv({ SITE_URL: "http://localhost:3000" }).siteUrl).toBe("http://localhost:3000");
  });

  it("refuses SMTP_URL without CONTACT_NOTIFY_TO: mail would be configured and never sent", () => {
    expect(() => parseEnv({ SMTP_URL: "smtp://localhost:25" })).toThrow(/SMTP_URL is set but CONTACT_NOTIFY_TO is not/);
  });

  it("parses booleans and numbers", () => {
    const env = parseEnv({ SEED_SAMPLE_CONTENT: "false", TRUST_PROXY: "1", CONTACT_MIN_FILL_MS: "0" });
    expect(env.seedSampleContent).toBe(false);
    expect(env.trustProxy).toBe(1);
    expect(env.contactMinFillMs).toBe(0);
  });
});
