import { describe, expect, it } from "vitest";
import {
  chainProblem,
  chainProblems,
  locationFor,
  parseFrom,
  parseTarget,
  parseType,
  RedirectTable,
  type RedirectRule,
} from "./redirect-rules";
import { canonicalPath } from "./canonical-path";

const SITE = "https://www.northbridge.example";

function from(input: string) {
  const parsed = parseFrom(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

function rule(id: string, fromInput: string, target: string, status = 301): RedirectRule {
  const address = from(fromInput);
  return { id, fromPath: address.path, fromQuery: address.query, target, status };
}

function lookup(table: RedirectTable, address: string) {
  const queryStart = address.indexOf("?");
  const path = canonicalPath(queryStart === -1 ? address : address.slice(0, queryStart));
  return path === undefined ? undefined : table.match(path, queryStart === -1 ? "" : address.slice(queryStart));
}

describe("the old address of a redirect", () => {
  it("is matched without regard to capitals, a final slash, repeated slashes or escaped letters", () => {
    const expected = { path: "/2019/05/crn-guide", query: "" };
    for (const spelling of [
      "/2019/05/crn-guide/",
      "/2019/05/CRN-Guide",
      "//2019//05/crn-guide",
      "/2019/05/crn%2Dguide",
      "/2019/05/crn-guide#top",
    ]) {
      expect(parseFrom(spelling), spelling).toEqual({ ok: true, value: expected });
    }
  });

  it("keeps a query string, its parameters sorted, and takes the path of a whole old-site address", () => {
    expect(from("/?p=123")).toEqual({ path: "/", query: "p=123" });
    expect(from("/index.php?page_id=7&lang=fr")).toEqual({ path: "/index.php", query: "lang=fr&page_id=7" });
    expect(from("https://old.northbridge.example/services/pressure-vessels.html")).toEqual({
      path: "/services/pressure-vessels.html",
      query: "",
    });
    expect(from("/fr/Été/")).toEqual({ path: "/fr/%C3%A9t%C3%A9", query: "" });
  });

  it("refuses the site's own machinery, the bare home page and what is not a path, saying why", () => {
    for (const [input, words] of [
      ["/admin/users", "/admin"],
      ["/api/blog/posts", "/api"],
      ["/assets/app.js", "/assets"],
      ["/media/abc", "/media"],
      ["/blog-admin/new", "/blog-admin"],
      ["/.not-found", "/.not-found"],
      ["/", "home page"],
      ["old-page.html", "start with /"],
      ["/a\\b", "backslash"],
      ["/a%zz", "% escape"],
      ["/a/../admin", ". or .."],
      ["/a\r\nSet-Cookie: x=1", "line breaks"],
      ["", "Enter the old address"],
    ] as const) {
      const parsed = parseFrom(input);
      expect(parsed.ok, input).toBe(false);
      if (!parsed.ok) expect(parsed.message, input).toContain(words);
    }
  });
});

describe("the new address of a redirect", () => {
  it("is a path of this site or an absolute http(s) address, written as a Location header may carry it", () => {
    expect(parseTarget("/services/crn", SITE)).toEqual({ ok: true, value: "/services/crn" });
    expect(parseTarget("/fr/blogue/été à Montréal", SITE)).toEqual({
      ok: true,
      value: "/fr/blogue/%C3%A9t%C3%A9%20%C3%A0%20Montr%C3%A9al",
    });
    expect(parseTarget("https://exämple.com/a b?q=1", SITE)).toEqual({ ok: true, value: "https://xn--exmple-cua.com/a%20b?q=1" });
    expect(parseTarget(`${SITE}/about?x=1`, SITE)).toEqual({ ok: true, value: "/about?x=1" });
  });

  it("refuses other schemes, protocol-relative and backslash tricks, credentials and control characters", () => {
    for (const [input, words] of [
      ["javascript:alert(1)", "Only web addresses"],
      ["JavaScript:alert(1)", "Only web addresses"],
      ["data:text/html,<script>alert(1)</script>", "Only web addresses"],
      ["mailto:x@example.com", "Only web addresses"],
      ["//evil.example/phish", "starting with //"],
      ["/\\evil.example", "backslash"],
      ["\\\\evil.example", "backslash"],
      ["https://user:pass@evil.example/", "user name or password"],
      ["/ok\r\nSet-Cookie: session=stolen", "line breaks"],
      ["evil.example/page", "Start the new address with /"],
      ["", "Enter where"],
    ] as const) {
      const parsed = parseTarget(input, SITE);
      expect(parsed.ok, input).toBe(false);
      if (!parsed.ok) expect(parsed.message, input).toContain(words);
    }
  });

  it("reads the type as 301 or 302 in numbers or words, 301 when empty", () => {
    expect(parseType("")).toEqual({ ok: true, value: 301 });
    expect(parseType("Temporary")).toEqual({ ok: true, value: 302 });
    expect(parseType("307").ok).toBe(false);
  });
});

describe("matching a request", () => {
  const table = new RedirectTable([
    rule("a", "/2019/05/crn-guide/", "/services/crn"),
    rule("p123", "/?p=123", "/blog/valve-sizing"),
    rule("p123-fr", "/?p=123&lang=fr", "/fr/blogue/dimensionnement"),
    rule("any-query", "/old.php", "/about"),
    rule("only-q", "/search.php?q=crn", "/services/crn"),
    rule("fr", "/fr/ancienne-page", "/fr/a-propos"),
  ]);

  it("finds a path redirect under any spelling and with any query string", () => {
    expect(lookup(table, "/2019/05/CRN-guide/")?.id).toBe("a");
    expect(lookup(table, "/2019/05/crn-guide?utm_source=newsletter")?.id).toBe("a");
    expect(lookup(table, "/fr/Ancienne-Page/")?.id).toBe("fr");
    expect(lookup(table, "/2019/05/crn-guide/extra")).toBeUndefined();
  });

  it("asks a query redirect's parameters to be there with their values, ignores others, and prefers the most specific", () => {
    expect(lookup(table, "/?p=123")?.id).toBe("p123");
    expect(lookup(table, "/?utm_source=x&p=123")?.id).toBe("p123");
    expect(lookup(table, "/?lang=fr&p=123")?.id).toBe("p123-fr");
    expect(lookup(table, "/?p=1234")).toBeUndefined();
    expect(lookup(table, "/")).toBeUndefined();
    expect(lookup(table, "/search.php?q=CRN")).toBeUndefined();
    expect(lookup(table, "/old.php?anything=1")?.id).toBe("any-query");
  });

  it("passes the visitor's query on for a path redirect, not for a query one, always as encoded ASCII", () => {
    const path = rule("x", "/old", "/services");
    expect(locationFor(path, "?utm_source=mail&x=1")).toBe("/services?utm_source=mail&x=1");
    expect(locationFor(path, "")).toBe("/services");
    expect(locationFor(rule("q", "/?p=1", "/blog/a"), "?p=1&utm_source=x")).toBe("/blog/a");
    expect(locationFor(rule("own", "/old", "/services?tab=crn"), "?utm_source=x")).toBe("/services?tab=crn");
    expect(locationFor(rule("abs", "/old", "https://partner.example/page"), "?a=1")).toBe("https://partner.example/page?a=1");
    // Whatever the request carried, the Location has no byte a header could be split on.
    const hostile = locationFor(path, "?a=%0d%0aSet-Cookie:%20x=1&b=\u00e9\r\n");
    expect(hostile).not.toMatch(/[\r\n\u0080-\uffff]/);
    expect(hostile.startsWith("/services?")).toBe(true);
  });
});

describe("loops and chains", () => {
  it("refuses a redirect to itself under any spelling", () => {
    const self = rule("a", "/a", "/A/");
    expect(chainProblem(new RedirectTable([self]), self)).toMatch(/itself/);
  });

  it("refuses A → B → A and says which addresses loop", () => {
    const rules = [rule("a", "/a", "/b"), rule("b", "/b", "/a")];
    const problems = chainProblems(new RedirectTable(rules), rules, new Set(["b"]));
    expect(problems.get("b")).toMatch(/loop: \/b → \/a → \/b|loop: \/a → \/b → \/a/);
  });

  it("allows three redirects in a row and refuses a fourth, wherever the new one sits in the chain", () => {
    const three = [rule("a", "/a", "/b"), rule("b", "/b", "/c"), rule("c", "/c", "/d")];
    expect(chainProblems(new RedirectTable(three), three, new Set(["a", "b", "c"])).size).toBe(0);
    const four = [rule("z", "/z", "/a"), ...three];
    expect(chainProblems(new RedirectTable(four), four, new Set(["z"])).get("z")).toMatch(/more than 3 redirects/);
    const appended = [...three, rule("d", "/d", "/e")];
    expect(chainProblems(new RedirectTable(appended), appended, new Set(["d"])).get("d")).toMatch(/more than 3 redirects/);
  });

  it("follows a chain through a query redirect and stops at another site", () => {
    const rules = [rule("a", "/a", "/?p=1"), rule("p", "/?p=1", "/a")];
    expect(chainProblems(new RedirectTable(rules), rules, new Set(["a"])).get("a")).toMatch(/loop/);
    const away = [rule("a", "/a", "https://elsewhere.example/a"), rule("b", "/b", "/a")];
    expect(chainProblems(new RedirectTable(away), away, new Set(["a", "b"])).size).toBe(0);
  });
});
