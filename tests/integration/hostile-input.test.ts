import { count } from "drizzle-orm";
import fc from "fast-check";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ensureBuild, freePort } from "../../scripts/lib/server-process";
import { getDb } from "~/db/db.server";
import { blogPosts, contactInquiries, sessions } from "~/db/schema";
import * as apiContactRoute from "~/routes/api/contact";
import * as apiPostRoute from "~/routes/api/post";
import * as apiPostsRoute from "~/routes/api/posts";
import * as apiViewsRoute from "~/routes/api/post-views";
import * as formRoute from "~/routes/admin/post-form";
import * as loginRoute from "~/routes/admin/login";
import { contactPageAction } from "~/utils/contact-page.server";
import { parseEnv, setEnv } from "~/utils/env.server";
import { useTestDatabase } from "../setup/database";
import { BASE_URL, routeArgs } from "../setup/route-args";
import { testEnvironment } from "../setup/vitest.setup";
import { adminRequest, outcome, signedInAdmin } from "./admin-helpers";
import { SERVER_NODE_FLAGS } from "../../server/process-flags";

/**
 * Generated and known-bad input against every JSON endpoint and form action: the answer is always a
 * 4xx (or a success for input that happens to be valid), never a 500, and a refused request changes
 * nothing that was stored.
 */
useTestDatabase();

const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);

const KNOWN_BAD = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uFEFF",
  "\u202Eevil",
  "𝕏".repeat(3000),
  "a".repeat(120_000),
  "'; drop table blog_posts; --",
  "' or 1=1 --",
  "\\",
  '"',
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "%00%0d%0a",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "1e309",
  "00000000-0000-0000-0000-000000000000",
  "null",
  "[]",
  "{}",
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN_BAD) },
  { weight: 2, arbitrary: fc.string({ maxLength: 300, unit: "binary" }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 4 }),
  ),
})).value;

const CONTACT_FIELDS = ["firstName", "lastName", "email", "company", "service", "budget", "message", "website", "formToken"];
const POST_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "content",
  "metaDescription",
  "metaKeywords",
  "featuredImage",
  "featuredImageAlt",
  "categoryId",
  "tags",
  "authorName",
  "authorBio",
  "isPublished",
  "isFeatured",
  "readTimeMinutes",
  "publishedAt",
];

/** A JSON object text with the given fields set to hostile values, some keys prototype-polluting. */
function hostileJsonBody(fields: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...fields, "__proto__", "constructor", "prototype"), fc.string({ maxLength: 20 }));
  return fc
    .array(fc.tuple(key, hostileValue), { maxLength: 10 })
    .map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`).join(",")}}`);
}

/** Bodies that are not well-formed objects at all. */
const brokenBodies = fc.constantFrom(
  "",
  "null",
  "[]",
  "42",
  '"text"',
  "{",
  '{"a":',
  "[".repeat(5000) + "]".repeat(5000),
  '{"a":'.repeat(3000) + "1" + "}".repeat(3000),
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  "\u0000",
  "\uFEFF{}",
);

function jsonRequest(path: string, method: string, body: string, cookie?: string): Request {
  const headers = new Headers({ "content-type": "application/json", origin: BASE_URL });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${BASE_URL}${path}`, { method, headers, body });
}

async function rowCounts() {
  const [posts] = await getDb().select({ n: count() }).from(blogPosts);
  const [inquiries] = await getDb().select({ n: count() }).from(contactInquiries);
  const [sessionRows] = await getDb().select({ n: count() }).from(sessions);
  return { posts: posts.n, inquiries: inquiries.n, sessions: sessionRows.n };
}

async function expectJsonError(response: Response) {
  expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body: unknown = await response.json();
  expect(body).toMatchObject({ message: expect.any(String) });
}

beforeEach(() => {
  setEnv(parseEnv(testEnvironment({ CONTACT_LIMIT_PER_HOUR: "100000", CONTACT_MIN_FILL_MS: "0" })));
});

describe("hostile input never causes a 500 or a stored change", () => {
  it("POST /api/contact", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileJsonBody(CONTACT_FIELDS), brokenBodies), async (body) => {
        const before = await rowCounts();
        const response = await apiContactRoute.action(routeArgs(jsonRequest("/api/contact", "POST", body)));
        if (response.status === 201) return; // a generated body that happens to be a valid inquiry
        await expectJsonError(response);
        expect(await rowCounts()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
    expect(Object.prototype).not.toHaveProperty("isAdmin");
  });

  it("POST and PUT /api/blog/posts as a signed-in admin", async () => {
    const { cookie } = await signedInAdmin();
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileJsonBody(POST_FIELDS), brokenBodies), fc.boolean(), async (body, put) => {
        const before = await rowCounts();
        const response = put
          ? await apiPostRoute.action(
              routeArgs(jsonRequest("/api/blog/posts/00000000-0000-4000-8000-000000000000", "PUT", body, cookie), {
                slugOrId: "00000000-0000-4000-8000-000000000000",
              }),
            )
          : await apiPostsRoute.action(routeArgs(jsonRequest("/api/blog/posts", "POST", body, cookie)));
        if (response.status === 201) return;
        await expectJsonError(response);
        expect(await rowCounts()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
    expect(Object.prototype).not.toHaveProperty("isAdmin");
  });

  it("GET /api/blog/posts with any query string", async () => {
    const param = fc.oneof(hostileString, fc.integer().map(String));
    await fc.assert(
      fc.asyncProperty(param, param, param, param, param, async (limit, offset, search, categoryId, published) => {
        const query = new URLSearchParams({ limit, offset, search, categoryId, published });
        const response = await apiPostsRoute.loader(routeArgs(new Request(`${BASE_URL}/api/blog/posts?${query}`)));
        if (response.status === 200) {
          expect(Array.isArray(await response.json())).toBe(true);
          return;
        }
        await expectJsonError(response);
      }),
      { numRuns: RUNS },
    );
  });

  it("GET a post and POST a view with any id or slug", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (slugOrId) => {
        // A URL cannot carry a lone surrogate; the route parameter itself still gets the raw string.
        const wellFormed = slugOrId.replace(/[\uD800-\uDFFF]/g, "\uFFFD");
        const path = `/api/blog/posts/${encodeURIComponent(wellFormed)}`;
        const read = await apiPostRoute.loader(routeArgs(new Request(`${BASE_URL}${path}`), { slugOrId }));
        await expectJsonError(read);
        const before = await rowCounts();
        const view = await apiViewsRoute.action(
          routeArgs(new Request(`${BASE_URL}${path}/views`, { method: "POST", headers: { origin: BASE_URL } }), { id: slugOrId }),
        );
        await expectJsonError(view);
        expect(await rowCounts()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it("the contact form action", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...CONTACT_FIELDS, "__proto__"), hostileString), async (fields) => {
        const before = await rowCounts();
        const result = await outcome(() => contactPageAction(routeArgs(adminRequest("/contact", { form: { ...fields } }))));
        expect(result.status).toBeLessThan(500);
        if (result.status >= 400) expect(await rowCounts()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it("the sign-in form action", async () => {
    await signedInAdmin("real-admin");
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, hostileString, async (username, password, redirectTo) => {
        const before = await rowCounts();
        const result = await outcome(() =>
          loginRoute.action(
            routeArgs(
              adminRequest("/admin/login", { form: { username, password, redirectTo } }),
              {},
              { clientIp: `198.51.100.${Math.floor(Math.random() * 250)}` },
            ),
          ),
        );
        expect(result.status).toBeLessThan(500);
        expect([400, 401, 413, 429]).toContain(result.status);
        expect(await rowCounts()).toEqual(before);
      }),
      { numRuns: Math.min(RUNS, 25) },
    );
  }, 120_000);

  it("the post editor's form action", async () => {
    const { cookie } = await signedInAdmin();
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...POST_FIELDS), hostileString), async (fields) => {
        const before = await rowCounts();
        const result = await outcome(() =>
          formRoute.action(routeArgs(adminRequest("/blog-admin/create", { cookie, form: { ...fields } }), { mode: "create" })),
        );
        expect(result.status).toBeLessThan(500);
        if (result.status >= 400) expect(await rowCounts()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// The header dimension: the same promise against the running production server, with hostile Host,
// Cookie, Content-Length, Transfer-Encoding and Accept-Encoding headers and every method, sent as raw
// bytes so nothing in between tidies them up. No answer is a 500 and every log line stays one JSON object.

const BUILD_DIR = process.env.BUILD_DIR ?? "build";

type RawRequest = { method: string; path: string; headers: [string, string][]; body?: string; chunked?: boolean };

/** Sends `request` as raw bytes and resolves with the status of the first answer (0: none within 10 s). */
function sendRaw(port: number, request: RawRequest): Promise<{ status: number; head: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    const finish = (status: number, head: string) => {
      socket.destroy();
      resolve({ status, head });
    };
    const timer = setTimeout(() => finish(0, received.toString("latin1")), 10_000);
    socket.on("data", (chunk) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      clearTimeout(timer);
      const head = received.subarray(0, end).toString("latin1");
      finish(Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      const head = received.toString("latin1");
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head });
    });
    const body = Buffer.from(request.body ?? "", "utf8");
    const lines = [`${request.method} ${request.path} HTTP/1.1`, ...request.headers.map(([name, value]) => `${name}: ${value}`)];
    if (request.chunked) lines.push("Transfer-Encoding: chunked");
    else if (body.length && !request.headers.some(([name]) => name.toLowerCase() === "content-length")) {
      lines.push(`Content-Length: ${body.length}`);
    }
    lines.push("Connection: close", "", "");
    socket.write(Buffer.from(lines.join("\r\n"), "utf8"));
    if (request.chunked) {
      for (let offset = 0; offset < body.length; offset += 4096) {
        const piece = body.subarray(offset, offset + 4096);
        socket.write(`${piece.length.toString(16)}\r\n`);
        socket.write(piece);
        socket.write("\r\n");
      }
      socket.write("0\r\n\r\n");
    } else if (body.length) {
      socket.write(body);
    }
  });
}

describe("hostile headers and methods against the running server", () => {
  let server: ChildProcess | undefined;
  let port = 0;
  const output: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-headers-"));

  beforeAll(async () => {
    ensureBuild(BUILD_DIR);
    port = await freePort();
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/index.js"], {
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        BUILD_DIR,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SITE_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: "info",
        SEED_SAMPLE_CONTENT: "true",
        ADMIN_USERNAME: "admin",
        ADMIN_PASSWORD: "a-long-admin-password",
        // As behind one reverse proxy: the client address comes from X-Forwarded-For.
        TRUST_PROXY: "1",
        // Generated requests come fast from one address; the number per minute is tested on its own.
        CLIENT_REQUESTS_PER_MINUTE: "10000000",
        NODE_ENV: "production",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8")));
    server.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8")));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The server exited: ${output.join("")}`);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
      if (health?.ok) break;
      if (Date.now() > deadline) throw new Error("The server did not start within 120 s");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 600_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  function logLines(): string[] {
    return output
      .join("")
      .split("\n")
      .filter((line) => line.trim() !== "");
  }

  function expectEveryLogLineJson() {
    for (const line of logLines()) {
      expect(() => JSON.parse(line), line).not.toThrow();
    }
    const answered = logLines()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === "request" && Number(entry.status) >= 500);
    expect(answered).toEqual([]);
  }

  const form = "username=admin&password=wrong-password-here";
  const formType: [string, string] = ["Content-Type", "application/x-www-form-urlencoded"];
  const host = (): [string, string] => ["Host", `127.0.0.1:${port}`];
  const origin = (): [string, string] => ["Origin", `http://127.0.0.1:${port}`];

  it("refuses methods the site does not use with 405 and Allow, and wrong bodies on the sign-in with 4xx", async () => {
    const trace = await sendRaw(port, { method: "TRACE", path: "/", headers: [host()] });
    expect(trace.status).toBe(405);
    expect(trace.head).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i);
    expect((await sendRaw(port, { method: "TRACE", path: "/admin/login", headers: [host()] })).status).toBe(405);
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const answer = await sendRaw(port, { method, path: "/admin/login", headers: [host(), origin(), formType], body: form });
      expect(answer.status, method).toBe(405);
      expect(answer.head).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
    }
    const empty = await sendRaw(port, {
      method: "POST",
      path: "/admin/login",
      headers: [host(), origin(), formType, ["Content-Length", "0"]],
    });
    expect(empty.status).toBe(400);
    const untyped = await sendRaw(port, { method: "POST", path: "/admin/login", headers: [host(), origin(), ["Content-Length", "0"]] });
    expect(untyped.status).toBe(415);
    expectEveryLogLineJson();
  });

  it("refuses a form sent from another site with 403 before the app, logging no error", async () => {
    const before = logLines().length;
    for (const path of ["/contact", "/fr/contact", "/admin/login", "/blog-admin/create"]) {
      const answer = await sendRaw(port, {
        method: "POST",
        path,
        headers: [host(), ["Origin", "https://evil.example"], formType],
        body: form,
      });
      expect(answer.status, path).toBe(403);
      expect(answer.head, path).toMatch(/\r\nCache-Control: no-store/i);
    }
    const opaque = await sendRaw(port, { method: "POST", path: "/contact", headers: [host(), ["Origin", "null"], formType], body: form });
    expect(opaque.status).toBe(403);
    // The site's own origin, and the proxy's forwarded host for it, still reach the form.
    const own = await sendRaw(port, { method: "POST", path: "/admin/login", headers: [host(), origin(), formType], body: form });
    expect(own.status).toBe(401);
    const forwarded = await sendRaw(port, {
      method: "POST",
      path: "/admin/login",
      headers: [["Host", "internal"], ["X-Forwarded-Host", "www.example.com"], ["Origin", "http://www.example.com"], formType],
      body: form,
    });
    expect(forwarded.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const errors = logLines()
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.level === "error");
    expect(errors).toEqual([]);
  });

  it("answers a Host or X-Forwarded-Host that is not a host name with 400", async () => {
    for (const value of ["", "a b", "localhost:99999", "1.2.3.4.5", "x/blog?search=SITE+COMPROMISED#", "[", "é.example", "a".repeat(300)]) {
      const answer = await sendRaw(port, { method: "GET", path: "/admin/login", headers: [["Host", value]] });
      expect(answer.status, JSON.stringify(value)).toBe(400);
      const forwarded = await sendRaw(port, { method: "GET", path: "/admin/login", headers: [host(), ["X-Forwarded-Host", value]] });
      expect(forwarded.status, `X-Forwarded-Host ${JSON.stringify(value)}`).toBe(value === "" ? 200 : 400);
    }
    for (const value of [",", " ,example.com"]) {
      const forwarded = await sendRaw(port, { method: "GET", path: "/admin/login", headers: [host(), ["X-Forwarded-Host", value]] });
      expect(forwarded.status, `X-Forwarded-Host ${JSON.stringify(value)}`).toBe(400);
    }
    expectEveryLogLineJson();
  });

  it("answers a request target that is not a plain path by what it is: a full URL for this site is that path, dot segments are resolved, another site's URL or a broken escape is 400", async () => {
    const before = logLines().length;
    // A full URL naming this site (RFC 9112 3.2.2: a server must accept it) is the page at its path.
    const own = await sendRaw(port, { method: "GET", path: `http://127.0.0.1:${port}/about?utm_source=x`, headers: [host()] });
    expect(own.status).toBe(200);
    const ownForm = await sendRaw(port, {
      method: "POST",
      path: `http://127.0.0.1:${port}/admin/login`,
      headers: [host(), origin(), formType],
      body: form,
    });
    expect(ownForm.status).toBe(401);
    // Another site's URL (a proxy request) is no address of this site.
    for (const target of ["http://evil.example/", "https://evil.example/admin/login", "http://evil.example", "ftp://127.0.0.1/"]) {
      for (const method of ["GET", "HEAD", "POST"]) {
        const answer = await sendRaw(port, {
          method,
          path: target,
          headers: [host(), origin(), formType],
          body: method === "POST" ? form : undefined,
        });
        expect(answer.status, `${method} ${target}`).toBe(400);
        expect(answer.head, target).toMatch(/\r\nCache-Control: no-store/i);
      }
    }
    // An escape that decodes to nothing (a lone %, one hex digit, bytes that are not UTF-8, NUL) names no address.
    for (const target of [
      "/blog/%E0%A4%A",
      "/%",
      "/blog/a%zz",
      "/fr/blogue/%FF",
      "/blog/%C3%28?search=x",
      "/api/blog/posts/%E0",
      "/blog/a%00b",
    ]) {
      const answer = await sendRaw(port, { method: "GET", path: target, headers: [host()] });
      expect(answer.status, target).toBe(400);
    }
    // Dot segments, plain or escaped, lead where a browser would have resolved them before sending.
    for (const [target, location] of [
      ["/projects/%2e%2e", "/"],
      ["/projects/%2E%2e/about?x=1", "/about?x=1"],
      ["/blog/%2e", "/blog/"],
      ["/assets/../../package.json", "/package.json"],
      ["/services/./crn", "/services/crn"],
    ]) {
      const answer = await sendRaw(port, { method: "GET", path: target!, headers: [host()] });
      expect(answer.status, target).toBe(301);
      expect(answer.head, target).toContain(`\r\nLocation: ${location}\r\n`);
    }
    // Dot segments that leave a doubled slash at the start never make a Location a browser reads as another
    // site (`//evil.example` is a network-path reference): the path keeps one slash.
    for (const [target, location] of [
      ["/.//evil.example", "/evil.example"],
      ["/a/..//evil.example/x?y=1", "/evil.example/x?y=1"],
      ["/./\\evil.example", "/evil.example"],
      ["/%2e///evil.example", "/evil.example"],
      ["/.//evil.example/%2e%2e", "/"],
    ]) {
      const answer = await sendRaw(port, { method: "GET", path: target!, headers: [host()] });
      expect(answer.status, target).toBe(301);
      expect(answer.head, target).toContain(`\r\nLocation: ${location}\r\n`);
    }
    // A well-formed escape is left to the pages, as before.
    expect((await sendRaw(port, { method: "GET", path: "/blog/caf%C3%A9-inconnu", headers: [host()] })).status).toBe(404);
    expect((await sendRaw(port, { method: "GET", path: "/%73ervices", headers: [host()] })).status).toBe(301);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const errors = logLines()
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.level === "error" || entry.level === "warn");
    expect(errors).toEqual([]);
    expectEveryLogLineJson();
  });

  it("refuses a 300 KB sign-in body, declared or chunked, with 413", async () => {
    const body = `${form}&pad=${"x".repeat(300 * 1024)}`;
    const declared = await sendRaw(port, {
      method: "POST",
      path: "/admin/login",
      headers: [host(), origin(), formType, ["Content-Length", String(Buffer.byteLength(body))]],
      body,
    });
    expect(declared.status).toBe(413);
    const chunked = await sendRaw(port, {
      method: "POST",
      path: "/admin/login",
      headers: [host(), origin(), formType],
      body,
      chunked: true,
    });
    expect(chunked.status).toBe(413);
    expectEveryLogLineJson();
  });

  it("treats a malformed session cookie as no session and a Unicode redirectTo as a path", async () => {
    for (const path of ["/", "/blog", "/admin/login", "/blog-admin"]) {
      const answer = await sendRaw(port, { method: "GET", path, headers: [host(), ["Cookie", "nb_session=%zz"]] });
      expect([200, 302], path).toContain(answer.status);
    }
    const body = "username=admin&password=a-long-admin-password&redirectTo=%2F%E3%80%80%2Fx";
    const signIn = await sendRaw(port, {
      method: "POST",
      path: "/admin/login",
      headers: [host(), origin(), formType, ["Content-Length", String(Buffer.byteLength(body))]],
      body,
    });
    expect(signIn.status).toBe(302);
    expect(signIn.head).toMatch(/\r\nLocation: \/%E3%80%80\/x\r\n/i);
    expectEveryLogLineJson();
  });

  const signIn = (address: string, password: string, username = "admin") =>
    sendRaw(port, {
      method: "POST",
      path: "/admin/login",
      headers: [host(), origin(), formType, ["X-Forwarded-For", address]],
      body: `username=${username}&password=${password}`,
    });

  it("locks a guessing address out while the admin signs in from another, and logs the attack", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn("203.0.113.66", `guess-${i}-of-the-password`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await signIn("203.0.113.66", "a-long-admin-password")).status).toBe(429);
    const admin = await signIn("198.51.100.20", "a-long-admin-password");
    expect(admin.status).toBe(302);
    expect(admin.head).toMatch(/\r\nSet-Cookie: nb_session=/i);
    const entries = logLines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.some((entry) => entry.msg === "sign-in: many failed attempts on one account")).toBe(true);
    expect(logLines().join("\n")).not.toContain("203.0.113.66");
    expectEveryLogLineJson();
  }, 120_000);

  it("counts the guesses of one IPv6 network together, whichever of its addresses they come from", async () => {
    // One subscriber holds at least a /64 and may pick any source address in it: counted by address, every
    // guess would be a first guess. The guesses name accounts of their own, so that the admin account's
    // counter (which slows every attempt on an account) does not slow this test down.
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      statuses.push((await signIn(`2001:db8:4:7::${i.toString(16)}`, `guess-${i}-of-the-password`, "guesser-six")).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await signIn("2001:db8:4:7f:a:b:c:d", "one-more-guess", "guesser-six")).status).toBe(429);
    // The next network over is someone else, and an IPv4 visitor written as IPv6 is that IPv4 visitor.
    expect((await signIn("2001:db8:4:100::1", "one-more-guess", "guesser-six")).status).toBe(401);
    for (let i = 0; i < 10; i++) await signIn(i % 2 ? "::ffff:192.0.2.77" : "192.0.2.77", `guess-${i}-of-the-password`, "guesser-four");
    expect((await signIn("192.0.2.77", "one-more-guess", "guesser-four")).status).toBe(429);
    expect((await signIn("::ffff:192.0.2.78", "one-more-guess", "guesser-four")).status).toBe(401);
    expectEveryLogLineJson();
  }, 120_000);

  it("never answers 500 to generated headers, methods and bodies", async () => {
    const paths = [
      "/",
      "/blog",
      "/blog/what-is-a-crn",
      "/contact",
      "/admin/login",
      "/admin/logout",
      "/blog-admin",
      "/api/contact",
      "/api/blog/posts",
      "/api/blog/posts/what-is-a-crn",
      "/api/blog/categories",
      "/sitemap.xml",
      "/nope",
    ];
    const headerText = fc.oneof(
      fc.constantFrom(
        "",
        " ",
        ",",
        ", a",
        "%zz",
        "%",
        "a b",
        "[",
        "x/blog?search=x#",
        "\u3000",
        "é",
        "a".repeat(9000),
        "localhost:99999",
        "::1",
        "[::1]:80",
        "example.com",
        "a..b",
        ";;;=",
        '"',
      ),
      // A header value cannot carry a line break or NUL at all: Node refuses to send one.
      fc.string({ maxLength: 60 }).map((text) => text.replaceAll("\r", "").replaceAll("\n", "").replaceAll("\u0000", "")),
    );
    const request = fc.record({
      method: fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"),
      path: fc.constantFrom(...paths),
      host: fc.oneof(fc.constant(`127.0.0.1:${port}`), headerText),
      forwardedHost: fc.option(headerText, { nil: undefined }),
      cookie: fc.option(
        fc.oneof(
          headerText.map((value) => `nb_session=${value}`),
          headerText,
        ),
        { nil: undefined },
      ),
      acceptEncoding: fc.option(
        fc.constantFrom("gzip", "gzip;q=0", "br;q=1.5, *;q=-1", "identity;q=0", "deflate, gzip;q=0.5", "x".repeat(2000), "*"),
        { nil: undefined },
      ),
      contentType: fc.option(
        fc.constantFrom(
          "application/json",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "text/plain",
          "application/json; charset=utf-16",
        ),
        { nil: undefined },
      ),
      body: fc.option(fc.oneof(hostileString, hostileJsonBody(CONTACT_FIELDS)), { nil: undefined }),
      chunked: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const headers: [string, string][] = [["Host", generated.host], origin()];
        if (generated.forwardedHost !== undefined) headers.push(["X-Forwarded-Host", generated.forwardedHost]);
        if (generated.cookie !== undefined) headers.push(["Cookie", generated.cookie]);
        if (generated.acceptEncoding !== undefined) headers.push(["Accept-Encoding", generated.acceptEncoding]);
        if (generated.contentType !== undefined) headers.push(["Content-Type", generated.contentType]);
        const body = generated.body;
        if (body !== undefined && !generated.chunked) headers.push(["Content-Length", String(Buffer.byteLength(body))]);
        const answer = await sendRaw(port, {
          method: generated.method,
          path: generated.path,
          headers,
          body,
          chunked: body !== undefined && generated.chunked,
        });
        expect(answer.status, JSON.stringify(generated).slice(0, 500)).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${answer.head}\n${JSON.stringify(generated).slice(0, 500)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS * 3 },
    );
    expectEveryLogLineJson();
  }, 300_000);
});
