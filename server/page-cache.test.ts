import crypto from "node:crypto";
import zlib from "node:zlib";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import {
  createStore,
  createStores,
  declaredQueryOf,
  mayUseSharedCache,
  pageKey,
  renderedScriptHashes,
  sharedLifetimeSeconds,
  toStoredPage,
  type DeclaredQuery,
  type StoredPage,
} from "./page-cache";

const SITE = "https://www.example.com";
const sha = (code: string) => `'sha256-${crypto.createHash("sha256").update(code).digest("base64")}'`;

/** The blog reads three parameters, the services page none; anything else declares nothing. */
const declared: DeclaredQuery = (pathname) =>
  pathname === "/blog" ? ["search", "category", "page"] : pathname === "/services" ? [] : undefined;

describe("requests the shared cache may answer", () => {
  it("answers reads without credentials only", () => {
    expect(mayUseSharedCache("GET", {})).toBe(true);
    expect(mayUseSharedCache("HEAD", { "accept-encoding": "gzip" })).toBe(true);
    expect(mayUseSharedCache("POST", {})).toBe(false);
    expect(mayUseSharedCache("GET", { cookie: "anything=1" })).toBe(false);
    expect(mayUseSharedCache("GET", { authorization: "Basic eDp5" })).toBe(false);
  });
});

describe("pageKey: the URL a page is rendered from, and its key", () => {
  it("is SITE_URL's origin with the request's path, whatever the request claims its host is", () => {
    expect(pageKey("/", SITE, declared)).toBe(`${SITE}/`);
    expect(pageKey("/about", SITE, declared)).toBe(`${SITE}/about`);
  });

  it("names one key for a path however it is spelled", () => {
    expect(pageKey("/about", SITE, declared)).toBe(`${SITE}/about`);
    expect(pageKey("/blog/../about", SITE, declared)).toBe(`${SITE}/about`);
    expect(pageKey("/./about#top", SITE, declared)).toBe(`${SITE}/about`);
    expect(pageKey("/services?", SITE, declared)).toBe(`${SITE}/services`);
  });

  it("refuses request-targets that name another origin", () => {
    for (const target of ["http://evil.example/blog", "//evil.example/blog", "/\\evil.example/blog", "*", ""]) {
      expect(pageKey(target, SITE, declared), target).toBeUndefined();
    }
    expect(pageKey(`/${"a".repeat(3000)}`, SITE, declared)).toBeUndefined();
  });

  it("keeps only the parameters the route reads, in one order", () => {
    expect(pageKey("/services?utm_source=linkedin&gclid=x", SITE, declared)).toBe(`${SITE}/services`);
    expect(pageKey("/blog?search=a&utm_source=x&fbclid=y", SITE, declared)).toBe(`${SITE}/blog?search=a`);
    const one = pageKey("/blog?search=a&category=c&page=2", SITE, declared);
    expect(pageKey("/blog?page=2&category=c&search=a", SITE, declared)).toBe(one);
    expect(one).toBe(`${SITE}/blog?category=c&page=2&search=a`);
  });

  it("keeps the whole query of a route that declares nothing", () => {
    expect(pageKey("/admin/login?redirectTo=%2Fblog-admin&x=1", SITE, declared)).toBe(`${SITE}/admin/login?redirectTo=%2Fblog-admin&x=1`);
  });

  it("keeps React Router's own parameter on a data request", () => {
    expect(pageKey("/blog.data?search=a&_routes=routes%2Fblog%2Flist&msclkid=z", SITE, declared)).toBe(
      `${SITE}/blog.data?_routes=routes%2Fblog%2Flist&search=a`,
    );
  });
});

describe("declaredQueryOf", () => {
  const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: unknown, index?: boolean) => ({
    id,
    parentId,
    path,
    index,
    module: { default: () => null, ...(handle === undefined ? {} : { handle }) },
  });
  const routes = {
    root: route("root", undefined, ""),
    layout: route("layout", "root", undefined),
    home: route("home", "layout", undefined, { queryParams: [] }, true),
    blog: route("blog", "layout", "blog", { queryParams: ["search"] }),
    article: route("article", "layout", "blog/:slug", { hydrate: false }),
    notFound: route("notFound", "layout", "*"),
  } as unknown as ServerBuild["routes"];
  const declaredOf = declaredQueryOf(routes);

  it("reads the declaration of the route that answers the path", () => {
    expect(declaredOf("/")).toEqual([]);
    expect(declaredOf("/blog")).toEqual(["search"]);
    expect(declaredOf("/blog/some-post")).toBeUndefined();
    expect(declaredOf("/nowhere")).toBeUndefined();
  });
});

describe("sharedLifetimeSeconds: whether a response may be stored, from its own Cache-Control", () => {
  const lifetime = (headers: Record<string, string>, status = 200) => sharedLifetimeSeconds(status, new Headers(headers));

  it("shares public answers with an s-maxage", () => {
    expect(lifetime({ "cache-control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400" })).toBe(3600);
    expect(lifetime({ "cache-control": "public, s-maxage=60", vary: "Accept-Encoding" })).toBe(60);
  });

  it.each([
    ["no Cache-Control", {}, 200],
    ["public without s-maxage", { "cache-control": "public, max-age=31536000, immutable" }, 200],
    ["private", { "cache-control": "private, s-maxage=60" }, 200],
    ["no-store", { "cache-control": "public, s-maxage=60, no-store" }, 200],
    ["no-cache", { "cache-control": "no-cache" }, 200],
    ["a cookie", { "cache-control": "public, s-maxage=60", "set-cookie": "a=b" }, 200],
    ["a variation on the cookie", { "cache-control": "public, s-maxage=60", vary: "Cookie" }, 200],
    ["an error status", { "cache-control": "public, s-maxage=60" }, 404],
    ["a redirect", { "cache-control": "public, s-maxage=60", location: "/" }, 302],
  ])("never shares an answer with %s", (_label, headers, status) => {
    expect(lifetime(headers, status)).toBe(0);
  });
});

describe("renderedScriptHashes: a stored page runs only what its render wrote", () => {
  it("never allows an inline script that arrived without the render's nonce", () => {
    const html =
      '<script nonce="n0nce">window.start()</script>' +
      '<article><script>fetch("/steal?c="+document.cookie)</script></article>' +
      '<script nonce="guess">alert(1)</script>';
    expect(renderedScriptHashes(html, "n0nce")).toEqual([sha("window.start()")]);
  });

  it("lists the inert start script but not structured data, which never runs", () => {
    const html =
      '<script type="application/ld+json" nonce="n">{"@type":"Organization"}</script>' +
      '<script type="application/json" nonce="n">{"a":1}</script>' +
      '<script nonce="n" type="text/plain" id="app-start">import("/assets/a.js")</script>' +
      '<script type="module" src="/assets/a.js" nonce="n"></script>';
    expect(renderedScriptHashes(html, "n")).toEqual([sha('import("/assets/a.js")')]);
  });

  it("allows nothing when the render had no nonce", () => {
    expect(renderedScriptHashes('<script nonce="">x()</script><script>y()</script>', "")).toEqual([]);
  });
});

describe("stored pages", () => {
  const page = (bytes: number): StoredPage => ({
    status: 200,
    headers: [],
    body: Buffer.alloc(bytes),
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
    etag: '"x"',
    csp: undefined,
  });

  it("are kept compressed once in each coding, with an ETag and a CSP of the render's own scripts", async () => {
    const html = '<html><script nonce="abc">go()</script><p><script>evil()</script></p></html>';
    const response = new Response(html, {
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, s-maxage=60", "content-length": "99" },
    });
    const entry = await toStoredPage(response, Buffer.from(html), "abc", true);
    expect(zlib.gunzipSync(entry.gzip).toString()).toBe(html);
    expect(zlib.brotliDecompressSync(entry.br).toString()).toBe(html);
    // Weak: one validator for the plain, gzip and brotli bytes of the page.
    expect(entry.etag).toMatch(/^W\/".+"$/);
    expect(entry.headers.map(([name]) => name)).not.toContain("content-length");
    expect(entry.csp).toContain(`script-src 'self' ${sha("go()")};`);
    expect(entry.csp).not.toContain(sha("evil()"));
    expect(entry.csp).not.toContain("nonce-");
  });

  it("stay within their byte budget, the least recently used going first", () => {
    const store = createStore(10_000);
    store.set("/a", page(4_000));
    store.set("/b", page(4_000));
    store.get("/a");
    store.set("/c", page(4_000));
    expect(store.has("/b")).toBe(false);
    expect(store.has("/a")).toBe(true);
    expect(store.has("/c")).toBe(true);
    expect(store.calculatedSize).toBeLessThanOrEqual(10_000);
    store.set("/huge", page(20_000));
    expect(store.has("/huge")).toBe(false);
  });

  it("keep answers to addresses with a query string from pushing out pages without one", () => {
    const stores = createStores(60_000);
    const home = "http://site.test/services";
    stores.of(home).set(home, page(4_000));
    for (let i = 0; i < 100; i++) {
      const search = `http://site.test/blog?search=word${i}`;
      stores.of(search).set(search, page(4_000));
    }
    expect(stores.of(home).has(home)).toBe(true);
    expect(stores.of("http://site.test/blog?search=word99").has("http://site.test/blog?search=word99")).toBe(true);
    expect(stores.of("http://site.test/blog?search=word0").has("http://site.test/blog?search=word0")).toBe(false);
    expect(stores.of(home).calculatedSize + stores.of("http://site.test/?q").calculatedSize).toBeLessThanOrEqual(60_000);
    stores.clear();
    expect(stores.size).toBe(0);
  });

  it("expire with the lifetime they were stored with", async () => {
    const store = createStore();
    store.set(
      "/short",
      { status: 200, headers: [], body: Buffer.from("x"), gzip: Buffer.alloc(0), br: Buffer.alloc(0), etag: '"x"', csp: undefined },
      { ttl: 20 },
    );
    expect(store.get("/short")).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(store.get("/short")).toBeUndefined();
  });
});
