import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, type ServerProcess } from "../../scripts/lib/server-process";

/**
 * The page cache of the production server, tried as an attacker and as a visitor would: through HTTP
 * only, against the built site on a fresh embedded database with the sample content.
 */
const PORT = 3445;
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const ADMIN = { username: "cache-admin", password: "cache-admin-password-1" };
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
/** A first start migrates and seeds an embedded database: slow on a busy machine. */
const START_TIMEOUT_MS = 180_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-"));

let server: ServerProcess;
let base: string;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

/** One request exactly as given (Host header included, nothing decompressed). */
function raw(pathAndQuery: string, headers: Record<string, string> = {}, method = "GET", body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: PORT, path: pathAndQuery, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const buffer = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: buffer, text: buffer.toString("utf8") });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    if (body !== undefined) request.end(body);
    else request.end();
  });
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ username: ADMIN.username, password: ADMIN.password }).toString(),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("nb_session="));
  if (!cookie) throw new Error(`no session cookie (status ${response.status})`);
  return cookie.split(";")[0]!;
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const formToken = (html: string) => /name="formToken" value="([^"]*)"/.exec(html)?.[1];

beforeAll(async () => {
  ensureBuild(BUILD_DIR);
  server = await startServer(
    PORT,
    {
      BUILD_DIR,
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_SAMPLE_CONTENT: "true",
      CONTACT_MIN_FILL_MS: "0",
    },
    START_TIMEOUT_MS,
  );
  base = server.url;
}, START_TIMEOUT_MS + 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the stored page is rendered from SITE_URL, never from the Host header", () => {
  it.each([
    ["/", "x/blog?search=SITE+COMPROMISED+call+555-0100#", (answer: Answer) => expect(answer.text).not.toContain("SITE COMPROMISED")],
    ["/services/crn", "x/about?#", (answer: Answer) => expect(title(answer.text)).toContain("CRN")],
    [
      "/api/blog/categories",
      "x/blog/rss.xml?#",
      (answer: Answer) => {
        expect(answer.headers["content-type"]).toContain("application/json");
        expect(Array.isArray(JSON.parse(answer.text))).toBe(true);
      },
    ],
  ])("a forged Host on %s never changes what later visitors get", async (target, host, check) => {
    // The forged request comes first, while nothing is stored for this page.
    await raw(target, { host });
    const visitor = await raw(target);
    expect(visitor.status).toBe(200);
    check(visitor);
  });

  it("does not turn the contact page into another page", async () => {
    await raw("/contact", { host: "x/about?#" });
    const visitor = await raw("/contact");
    expect(title(visitor.text)).toContain("Contact");
  });
});

describe("stored pages are thrown away by content changes only", () => {
  it("survives anonymous writes of every kind", async () => {
    await raw("/projects");
    expect((await raw("/projects")).headers["x-cache"]).toBe("HIT");
    const writes: [string, string][] = [
      ["POST", "/blog-admin"],
      ["POST", "/blog/admin/new"],
      ["POST", "/admin/inquiries"],
      ["PUT", "/"],
      ["DELETE", "/api/blog/posts/00000000-0000-4000-8000-000000000000"],
      ["PATCH", "/projects"],
      ["POST", "/api/blog/posts"],
      ["POST", "/admin/logout"],
    ];
    for (const [method, target] of writes) {
      const answer = await raw(target, { "content-type": "application/x-www-form-urlencoded", origin: base }, method, "a=b");
      expect(answer.status, `${method} ${target}`).toBeLessThan(500);
    }
    expect((await raw("/projects")).headers["x-cache"]).toBe("HIT");
  });

  it("shows a post created through the API on the very next request", async () => {
    await raw("/blog");
    expect((await raw("/blog")).headers["x-cache"]).toBe("HIT");
    const cookie = await signIn();
    const postTitle = `Stored pages forget ${Date.now()}`;
    const created = await fetch(`${base}/api/blog/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({
        title: postTitle,
        slug: `stored-pages-forget-${Date.now()}`,
        excerpt: "A change that every stored page must show.",
        content: "<p>Published through the API.</p>",
        metaDescription: "A post that empties the page cache.",
        isPublished: true,
      }),
    });
    expect(created.status).toBe(201);
    const after = await raw("/blog");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.text).toContain(postTitle);
  });
});

describe("a scheduled post going live", () => {
  it("shows on the stored blog page at its publication time, with nobody announcing it", async () => {
    const cookie = await signIn();
    const postTitle = `Due in a moment ${Date.now()}`;
    // Far enough ahead that a busy machine has stored the page before the post is due.
    const due = Date.now() + 10_000;
    const created = await fetch(`${base}/api/blog/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({
        title: postTitle,
        slug: `due-in-a-moment-${Date.now()}`,
        excerpt: "Scheduled a few seconds ahead.",
        content: "<p>Scheduled.</p>",
        metaDescription: "A post that goes live on its own.",
        isPublished: true,
        publishedAt: new Date(due).toISOString(),
      }),
    });
    expect(created.status).toBe(201);
    expect((await raw("/blog")).text).not.toContain(postTitle);
    expect((await raw("/blog")).headers["x-cache"]).toBe("HIT");
    await new Promise((resolve) => setTimeout(resolve, due + 500 - Date.now()));
    expect((await raw("/blog")).text).toContain(postTitle);
  });
});

describe("a query string the page does not read", () => {
  it("never creates an entry or a render of its own", async () => {
    const first = await raw(`/services?x=${Math.random()}`);
    expect(first.status).toBe(200);
    expect((await raw(`/services?x=${Math.random()}`)).headers["x-cache"]).toBe("HIT");
    for (const query of ["utm_source=linkedin&utm_medium=social", "gclid=abc", "fbclid=def", "msclkid=ghi"]) {
      const answer = await raw(`/services?${query}`);
      expect(answer.headers["x-cache"], query).toBe("HIT");
      expect(answer.text).toBe(first.text);
    }
  });

  it("leaves the blog's own parameters in the key, in one order", async () => {
    const search = await raw("/blog?search=bridge");
    expect(search.status).toBe(200);
    const tracked = await raw("/blog?search=bridge&utm_source=x");
    expect(tracked.status).toBe(200);
    expect(tracked.headers["x-cache"]).toBe("HIT");
    expect(tracked.text).toBe(search.text);
    const other = await raw("/blog?search=concrete");
    expect(other.text).not.toBe(search.text);
    const categories = JSON.parse((await raw("/api/blog/categories")).text) as { id: string }[];
    const category = categories[0]!.id;
    const one = await raw(`/blog?search=a&category=${category}`);
    const swapped = await raw(`/blog?category=${category}&search=a`);
    expect(one.status).toBe(200);
    expect(swapped.headers["x-cache"]).toBe("HIT");
  });
});

describe("another spelling of a page's address", () => {
  it("is sent to the page's one address, with no render and no entry of its own", async () => {
    expect((await raw("/services")).status).toBe(200);
    const spellings = ["/Services", "/SERVICES", "/services/", "/services//", "//services", "/%73ervices", "/%73ERVICES/"];
    for (const spelling of spellings) {
      const answer = await raw(spelling);
      expect({ spelling, status: answer.status, location: answer.headers.location }).toEqual({
        spelling,
        status: 301,
        location: "/services",
      });
      expect(answer.headers["x-cache"], spelling).toBeUndefined();
    }
    const query = await raw("/BLOG/?search=bridge&utm_source=x");
    expect([query.status, query.headers.location]).toEqual([301, "/blog?search=bridge&utm_source=x"]);
    expect((await raw("/Fr/Blogue/")).headers.location).toBe("/fr/blogue");
    // React Router's data of a page, the same.
    expect((await raw("/services.data")).status).toBe(200);
    for (const spelling of ["/SERVICES.data", "/services/.data", "/%73ervices.data"]) {
      const answer = await raw(spelling);
      expect([spelling, answer.status, answer.headers.location]).toEqual([spelling, 301, "/services.data"]);
    }
    expect((await raw("/_root.data")).status).toBe(200);
    // An article's address in capitals leads to the article.
    const [post] = JSON.parse((await raw("/api/blog/posts?limit=1")).text) as { slug: string }[];
    const shouted = await raw(`/blog/${post!.slug.toUpperCase()}`);
    expect([shouted.status, shouted.headers.location]).toEqual([301, `/blog/${post!.slug}`]);
    expect((await raw(`/blog/${post!.slug}`)).status).toBe(200);
  });

  it("is left alone where no page answers: the API, the admin, unknown addresses, other methods", async () => {
    expect((await raw("/api/blog/categories/")).status).not.toBe(301);
    expect((await raw("/admin/Login")).status).not.toBe(301);
    expect((await raw("/No-Such-Page")).status).toBe(404);
    expect((await raw("/Contact", { "content-type": "application/x-www-form-urlencoded" }, "POST", "a=1")).status).not.toBe(301);
  });
});

describe("per-request data never sits in a shared page", () => {
  it("gives every visitor of the contact page a fill-time token of their own", async () => {
    const first = await raw("/contact");
    const second = await raw("/contact");
    expect(first.headers["cache-control"]).toContain("private");
    expect(second.headers["x-cache"]).not.toBe("HIT");
    expect(formToken(first.text)).toBeTruthy();
    expect(formToken(second.text)).toBeTruthy();
    expect(formToken(second.text)).not.toBe(formToken(first.text));
  });

  it("shows the views counted since the post was first read", async () => {
    const slug = "commercial-hvac-energy-efficiency-strategies";
    const listed = JSON.parse((await raw("/api/blog/posts?limit=1")).text) as { slug: string }[];
    const target = listed[0]?.slug ?? slug;
    const before = JSON.parse((await raw(`/api/blog/posts/${target}`)).text) as { id: string; viewCount: number };
    await raw(`/api/blog/posts/${target}`);
    // Two visitors (one view each per visitor and window): each browser counts once.
    for (const visitor of ["first", "second"]) {
      const counted = await raw(`/api/blog/posts/${before.id}/views`, { origin: base, "user-agent": `${BROWSER} ${visitor}` }, "POST");
      expect(counted.status).toBe(200);
    }
    const after = JSON.parse((await raw(`/api/blog/posts/${target}`)).text) as { viewCount: number };
    expect(after.viewCount).toBe(before.viewCount + 2);
    const byId = JSON.parse((await raw(`/api/blog/posts/${before.id}`)).text) as { viewCount: number };
    await raw(`/api/blog/posts/${before.id}/views`, { origin: base, "user-agent": `${BROWSER} third` }, "POST");
    expect((JSON.parse((await raw(`/api/blog/posts/${before.id}`)).text) as { viewCount: number }).viewCount).toBe(byId.viewCount + 1);
  });
});

describe("admin data requests", () => {
  const paths = ["/blog-admin.data", "/blog/admin.data", "/admin/inquiries.data", "/admin.data"];

  it.each([["anonymous"], ["signed in"]])("are never stored or indexed (%s)", async (who) => {
    const headers: Record<string, string> = who === "signed in" ? { cookie: await signIn() } : {};
    for (const target of paths) {
      const answer = await raw(target, headers);
      expect(answer.status, target).toBeLessThan(500);
      expect(answer.headers["cache-control"], target).toBe("private, no-store");
      expect(answer.headers["x-robots-tag"], target).toBe("noindex, nofollow");
      expect(answer.headers["x-cache"], target).not.toBe("HIT");
    }
    if (who === "signed in") {
      const answer = await raw("/blog-admin.data", headers);
      expect(answer.text).toContain(ADMIN.username);
    }
  });
});

describe("compression follows the client's q-values", () => {
  it("sends no gzip to a client that refuses it, on a miss and on a hit", async () => {
    const target = "/about";
    const miss = await raw(target, { "accept-encoding": "gzip;q=0" });
    const hit = await raw(target, { "accept-encoding": "gzip;q=0, identity" });
    expect(hit.headers["x-cache"]).toBe("HIT");
    for (const answer of [miss, hit]) {
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.text).toContain("<html");
    }
    const gzip = await raw(target, { "accept-encoding": "br;q=0, gzip;q=0.8" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const uncached = await raw("/contact", { "accept-encoding": "gzip;q=0" });
    expect(uncached.headers["content-encoding"]).toBeUndefined();
  });

  it("sends a browser brotli, on a miss and on a hit, the same page as gzip and a quarter smaller", async () => {
    const target = "/services";
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const miss = await raw(target, browser);
    const hit = await raw(target, browser);
    expect(hit.headers["x-cache"]).toBe("HIT");
    const gzip = await raw(target, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const page = zlib.gunzipSync(gzip.body).toString();
    for (const answer of [miss, hit]) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.vary).toContain("Accept-Encoding");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(page);
      expect(answer.body.length).toBeLessThan(gzip.body.length * 0.85);
    }
  });
});

describe("uploaded images through the production server", () => {
  it("are served by Accept, never stored by the page cache, with HEAD and 304 intact", async () => {
    const cookie = await signIn();
    const image = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#1f4e79" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("alt", "A cooling tower");
    form.append("file", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "tower.jpg");
    const uploaded = await fetch(`${base}/api/media`, { method: "POST", headers: { cookie, origin: base }, body: form });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };

    for (const [accept, type] of [
      ["image/avif,image/webp,*/*;q=0.8", "image/avif"],
      ["image/webp,*/*", "image/webp"],
      ["image/avif,image/webp,*/*;q=0.8", "image/avif"],
    ] as const) {
      const answer = await raw(`/media/${id}/320`, { accept });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe(type);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toContain("Accept");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      // Rendered each time, never answered from the page cache: it varies on Accept.
      expect(answer.headers["x-cache"]).not.toBe("HIT");
      expect(answer.headers["content-encoding"]).toBeUndefined();
      const meta = await sharp(answer.body).metadata();
      expect(meta.width).toBe(320);
      expect(meta.format).toBe(type === "image/avif" ? "heif" : "webp");
    }
    const head = await raw(`/media/${id}/320`, { accept: "image/webp" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    const etag = String(head.headers.etag);
    const again = await raw(`/media/${id}/320`, { accept: "image/webp", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect((await raw(`/media/${id}/1280`)).status).toBe(404);
  });

  it("refuses an upload declared over 10 MB with 413 before reading it", async () => {
    const cookie = await signIn();
    const answer = await raw(
      "/api/media",
      { cookie, origin: base, "content-type": "multipart/form-data; boundary=x", "content-length": String(11 * 1024 * 1024) },
      "POST",
      "--x\r\n",
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ message: "The upload is larger than 10 MB: images may be at most 10 MB" });
  });
});

describe("the opener policy follows the kind of page", () => {
  it("staff pages keep other origins' windows away; public pages, cached or not, do not send it", async () => {
    for (const staff of ["/admin/login", "/ADMIN/login", "//admin/login", "/blog-admin", "/blog/admin", "/Blog/Admin/new"]) {
      const answer = await raw(staff, { host: "localhost", "user-agent": BROWSER });
      expect(answer.headers["cross-origin-opener-policy"], staff).toBe("same-origin");
    }
    for (const page of ["/", "/about", "/fr/contact", "/blog", "/administration", "/blog/administrators-guide"]) {
      for (let visit = 0; visit < 2; visit++) {
        const answer = await raw(page, { host: "localhost", "user-agent": BROWSER });
        expect(answer.headers["cross-origin-opener-policy"], page).toBeUndefined();
        expect(answer.headers["content-security-policy"], page).toContain("frame-ancestors 'none'");
        expect(answer.headers["x-content-type-options"], page).toBe("nosniff");
      }
    }
  });
});

describe("addresses no page answers", () => {
  it("share one stored not-found page per language instead of a render each", async () => {
    const tag = Math.random().toString(36).slice(2);
    const first = await raw(`/wp-login-${tag}.php`);
    expect(first.status).toBe(404);
    expect(first.text).toContain('lang="en-CA"');
    for (const other of [`/no-such-${tag}`, `/services/no-such-${tag}`, `/.env-${tag}`]) {
      const answer = await raw(other);
      expect([other, answer.status, answer.headers["x-cache"]]).toEqual([other, 404, "HIT"]);
      expect(answer.text).toBe(first.text);
    }
    expect(first.text).not.toContain(tag);
    const french = await raw(`/fr/rien-${tag}`);
    expect(french.status).toBe(404);
    expect(french.text).toContain('lang="fr-CA"');
    const frenchAgain = await raw(`/fr/autre-${tag}`);
    expect([frenchAgain.status, frenchAgain.headers["x-cache"]]).toEqual([404, "HIT"]);
    expect(frenchAgain.text).toBe(french.text);
    // Files are still files: the router would take their addresses for unknown ones too.
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(first.text)?.[1];
    expect(stylesheet).toBeDefined();
    for (const [file, type] of [
      [stylesheet!, "text/css"],
      ["/favicon.svg", "image/svg+xml"],
      ["/robots.txt", "text/plain"],
    ] as const) {
      const answer = await raw(file);
      expect([file, answer.status, answer.headers["content-type"]?.split(";")[0]]).toEqual([file, 200, type]);
    }
    // React Router's route manifest is its own answer (204 for an old version), not the not-found page.
    expect((await raw(`/__manifest?p=%2Fservices&version=${tag}`)).status).toBe(204);
    // A post that does not exist is its route's own answer, and data requests keep their own keys.
    expect((await raw(`/blog/no-such-post-${tag}`)).headers["x-cache"]).toBe("BYPASS");
    expect((await raw(`/no-such-${tag}.data`)).headers["x-cache"]).toBe("BYPASS");
  });
});

describe("a stranger sending new searches", () => {
  const SMALL_PORT = PORT + 2;
  const smallDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-small-"));
  let small: ServerProcess;

  beforeAll(async () => {
    small = await startServer(
      SMALL_PORT,
      { BUILD_DIR, DATA_DIR: smallDir, SITE_URL: `http://127.0.0.1:${SMALL_PORT}`, SEED_SAMPLE_CONTENT: "true", PAGE_CACHE_MB: "2" },
      START_TIMEOUT_MS,
    );
  }, START_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await small?.stop();
    fs.rmSync(smallDir, { recursive: true, force: true });
  });

  it("pushes out only other searches, never the pages visitors read", async () => {
    const cacheState = async (target: string) => (await fetch(`${small.url}${target}`)).headers.get("x-cache");
    for (const page of ["/services", "/about"]) {
      expect(await cacheState(page)).toBe("MISS");
      expect(await cacheState(page)).toBe("HIT");
    }
    // Thirty results pages weigh more than the whole 2 MB: in one store they pushed both pages out.
    for (let i = 0; i < 30; i++) expect(await cacheState(`/blog?search=bridge${i}`)).toBe("MISS");
    expect(await cacheState("/services")).toBe("HIT");
    expect(await cacheState("/about")).toBe("HIT");
  });
});

describe("PAGE_CACHE=off", () => {
  const OFF_PORT = PORT + 1;
  const offDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-off-"));
  let off: ServerProcess;

  beforeAll(async () => {
    off = await startServer(
      OFF_PORT,
      { BUILD_DIR, DATA_DIR: offDir, SITE_URL: `http://127.0.0.1:${OFF_PORT}`, SEED_SAMPLE_CONTENT: "true", PAGE_CACHE: "off" },
      START_TIMEOUT_MS,
    );
  }, START_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await off?.stop();
    fs.rmSync(offDir, { recursive: true, force: true });
  });

  it("renders every request, for measuring uncached work", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${off.url}/services`);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-cache")).toBeNull();
      expect(response.headers.get("content-security-policy")).toContain("'nonce-");
    }
  });

  it("compresses a rendered light page as one piece, as small as the same page compressed whole", async () => {
    const compressed = await new Promise<Buffer>((resolve, reject) => {
      const request = http.get(
        { host: "127.0.0.1", port: OFF_PORT, path: "/about", headers: { "accept-encoding": "gzip" }, agent: false },
        (response) => {
          expect(response.headers["content-encoding"]).toBe("gzip");
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve(Buffer.concat(chunks)));
          response.on("error", reject);
        },
      );
      request.on("error", reject);
    });
    const html = zlib.gunzipSync(compressed);
    expect(html.toString("utf8")).toContain("</html>");
    // Flushed chunk by chunk, the same page measured 1.7 times its size compressed whole.
    expect(compressed.length).toBeLessThan(zlib.gzipSync(html).length * 1.1);
  });
});
