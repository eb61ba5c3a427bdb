import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, freePort, startServer, type ServerProcess } from "../../scripts/lib/server-process";

/**
 * Redirects through the production server, page cache on (decision record 0023): they never hide a page,
 * never poison what the cache stores, answer at once after a change, and send a Location that is safe
 * whatever the request carried.
 */
/** A port of its own, found at start: a fixed one was also taken by the page cache tests running beside it. */
let port = 0;
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const ADMIN = { username: "redirect-admin", password: "redirect-admin-password-1" };
const START_TIMEOUT_MS = 180_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-server-"));

let server: ServerProcess;
let base: string;
let cookie: string;

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

function raw(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: pathAndQuery, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams(ADMIN).toString(),
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith("nb_session="));
  if (!session) throw new Error(`no session cookie (status ${response.status})`);
  return session.split(";")[0]!;
}

/** Adds a redirect through the admin page, as staff do. */
async function addRedirect(from: string, to: string, type = "301"): Promise<number> {
  const response = await fetch(`${base}/admin/redirects`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie },
    body: new URLSearchParams({ intent: "save", from, to, type }).toString(),
  });
  await response.arrayBuffer();
  return response.status;
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

beforeAll(async () => {
  ensureBuild(BUILD_DIR);
  port = await freePort();
  server = await startServer(
    port,
    {
      BUILD_DIR,
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_SAMPLE_CONTENT: "true",
    },
    START_TIMEOUT_MS,
  );
  base = server.url;
  cookie = await signIn();
}, START_TIMEOUT_MS + 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("redirects on the running site", () => {
  it("answer an address no page has at once after they are added, even once its 404 was stored", async () => {
    // The not-found page is stored in the page cache for every unknown address.
    expect((await raw("/2019/05/crn-guide/")).status).toBe(404);
    expect((await raw("/2019/05/crn-guide/")).status).toBe(404);
    expect(await addRedirect("/2019/05/crn-guide/", "/services/crn")).toBe(201);
    const answer = await raw("/2019/05/CRN-Guide");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/services/crn");
    expect(answer.headers["cache-control"]).toBe("private, max-age=300");
    // French addresses alike; other unknown addresses still get the not-found page.
    expect(await addRedirect("/fr/anciennes-nouvelles", "/fr/blogue")).toBe(201);
    expect((await raw("/fr/anciennes-nouvelles/")).headers.location).toBe("/fr/blogue");
    expect((await raw("/2019/06/other")).status).toBe(404);
  });

  it("never hide a page: a page of the site is refused, and a page published later wins over an older redirect", async () => {
    expect(await addRedirect("/services", "/about")).toBe(409);
    expect(await addRedirect("/blog/published-later", "/services")).toBe(201);
    const before = await raw("/blog/published-later");
    expect(before.status).toBe(301);
    expect(before.headers.location).toBe("/services");
    const created = await fetch(`${base}/api/blog/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({
        title: "Published later",
        slug: "published-later",
        excerpt: "An article published after its address had a redirect.",
        content: "<p>Here now.</p>",
        metaDescription: "Published later",
        isPublished: true,
      }),
    });
    expect(created.status).toBe(201);
    const after = await raw("/blog/published-later");
    expect(after.status).toBe(200);
    expect(title(after.text)).toContain("Published later");
  });

  it("take a query string such as /?p=123 off a stored page without changing what the page's visitors get", async () => {
    await raw("/");
    expect((await raw("/")).headers["x-cache"]).toBe("HIT");
    expect(await addRedirect("/?p=123", "/about")).toBe(201);
    const redirected = await raw("/?p=123&utm_source=old-newsletter");
    expect(redirected.status).toBe(301);
    expect(redirected.headers.location).toBe("/about");
    const home = await raw("/?p=999");
    expect(home.status).toBe(200);
    expect(title(home.text)).toContain("Northbridge");
  });

  it("refuse a redirect from a query string the page reads itself, naming the parameter, and store nothing", async () => {
    const refused = await fetch(`${base}/admin/redirects`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie },
      body: new URLSearchParams({ intent: "save", from: "/blog?search=crn&utm_source=x", to: "/services/crn", type: "301" }).toString(),
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("/blog reads its &quot;search&quot; parameter itself");
    expect(await addRedirect("/contact/meeting?office=calgary", "/offices/calgary")).toBe(409);
    expect(await addRedirect("/fr/blogue?page=2&category=x", "/fr/blogue")).toBe(409);
    // The blog still answers its own searches; a parameter it does not read is an alias a redirect may take.
    expect((await raw("/blog?search=crn")).status).toBe(200);
    expect(await addRedirect("/blog?cat=7", "/blog")).toBe(201);
    expect((await raw("/blog?cat=7")).headers.location).toBe("/blog");
    // The import refuses the same row, and imports nothing.
    const form = new FormData();
    form.set("intent", "import");
    form.set("file", new File(["from,to\n/old-news,/blog\n/blog?page=3,/blog\n"], "old.csv", { type: "text/csv" }));
    const imported = await fetch(`${base}/admin/redirects`, { method: "POST", headers: { origin: base, cookie }, body: form });
    expect(imported.status).toBe(400);
    expect(await imported.text()).toContain("/blog reads its &quot;page&quot; parameter itself");
    expect((await raw("/old-news")).status).toBe(404);
  });

  it("are never stored for other visitors and never built from the Host header", async () => {
    expect(await addRedirect("/old-team.html", "/about")).toBe(201);
    const forged = await raw("/old-team.html", { host: "evil.example" });
    expect(forged.status).toBe(301);
    expect(forged.headers.location).toBe("/about");
    const forgedHome = await raw("/", { host: "evil.example/?p=123#" });
    expect(forgedHome.status).not.toBe(301);
    const visitor = await raw("/");
    expect(visitor.status).toBe(200);
    expect(title(visitor.text)).toContain("Northbridge");
  });

  it("send a Location that no request can split or point elsewhere", async () => {
    expect(await addRedirect("/unicode-target", "/fr/blogue/été à Montréal")).toBe(201);
    const encoded = await raw("/unicode-target");
    expect(encoded.headers.location).toBe("/fr/blogue/%C3%A9t%C3%A9%20%C3%A0%20Montr%C3%A9al");
    const hostile = await raw("/unicode-target?a=%0d%0aSet-Cookie:%20stolen=1&b=%22%3E");
    expect(hostile.status).toBe(301);
    expect(hostile.headers["set-cookie"]).toBeUndefined();
    expect(hostile.headers.location).toMatch(/^\/fr\/blogue\/[\x21-\x7e]+$/);
    expect(await addRedirect("/phish", "//evil.example/login")).toBe(400);
    expect(await addRedirect("/phish", "javascript:alert(1)")).toBe(400);
  });

  it("log missing pages and show them to staff with a way to redirect them", async () => {
    for (let i = 0; i < 3; i++) await raw("/services/pressure-vessels.html", { referer: "https://www.google.com/search?q=vessels" });
    const page = await fetch(`${base}/admin/redirects`, { headers: { cookie } });
    const html = await page.text();
    expect(html).toContain("/services/pressure-vessels.html");
    expect(html).toContain("www.google.com");
    expect(html).toContain(`/admin/redirects?from=${encodeURIComponent("/services/pressure-vessels.html")}#add-redirect`);
  });
});
