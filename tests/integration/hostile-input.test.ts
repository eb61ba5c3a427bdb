import { count } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
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
  "title", "slug", "excerpt", "content", "metaDescription", "metaKeywords", "featuredImage", "featuredImageAlt",
  "categoryId", "tags", "authorName", "authorBio", "isPublished", "isFeatured", "readTimeMinutes", "publishedAt",
];

/** A JSON object text with the given fields set to hostile values, some keys prototype-polluting. */
function hostileJsonBody(fields: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...fields, "__proto__", "constructor", "prototype"), fc.string({ maxLength: 20 }));
  return fc.array(fc.tuple(key, hostileValue), { maxLength: 10 }).map(
    (pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`).join(",")}}`,
  );
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
        const result = await outcome(() =>
          contactPageAction(routeArgs(adminRequest("/contact", { form: { ...fields } }))),
        );
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
            routeArgs(adminRequest("/admin/login", { form: { username, password, redirectTo } }), {}, { clientIp: `198.51.100.${Math.floor(Math.random() * 250)}` }),
          ),
        );
        expect(result.status).toBeLessThan(500);
        expect([400, 401, 429]).toContain(result.status);
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
