import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, PageCache, toCacheEntry, type CachedResponse } from "./page-cache";

const entry = (body: string, expiresAt = Date.now() + 60_000): CachedResponse => ({
  status: 200,
  headers: [],
  body: Buffer.from(body),
  gzip: Buffer.alloc(0),
  etag: '"x"',
  scriptHashes: null,
  expiresAt,
});

describe("PageCache", () => {
  it("returns what was stored until it expires", () => {
    const cache = new PageCache(10);
    cache.set("/a", entry("a", 1_000));
    expect(cache.get("/a", 999)?.body.toString()).toBe("a");
    expect(cache.get("/a", 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("evicts the least recently used entry past its capacity", () => {
    const cache = new PageCache(2);
    cache.set("/a", entry("a"));
    cache.set("/b", entry("b"));
    cache.get("/a");
    cache.set("/c", entry("c"));
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });

  it("empties at once on clear", () => {
    const cache = new PageCache();
    cache.set("/a", entry("a"));
    cache.clear();
    expect(cache.get("/a")).toBeUndefined();
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts exactly as written and ignores external ones", () => {
    const html = '<script nonce="n">console.log(1)</script><script type="module" src="/assets/a.js"></script><script>x()</script>';
    const expected = ["console.log(1)", "x()"].map(
      (code) => `'sha256-${crypto.createHash("sha256").update(code).digest("base64")}'`,
    );
    expect(inlineScriptHashes(html)).toEqual(expected);
  });

  it("lists the inert start script but not structured data, which never runs", () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="application/json">{"a":1}</script>' +
      '<script nonce="n" type="text/plain" id="app-start">import("/assets/a.js")</script>';
    const expected = [`'sha256-${crypto.createHash("sha256").update('import("/assets/a.js")').digest("base64")}'`];
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});

describe("toCacheEntry", () => {
  it("keeps public 200 responses, gzipped once, with an ETag", async () => {
    const response = new Response("<html><script>go()</script></html>", {
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=60" },
    });
    const { entry: kept } = await toCacheEntry(response, 123);
    expect(kept).toBeDefined();
    expect(zlib.gunzipSync(kept!.gzip).toString()).toBe("<html><script>go()</script></html>");
    expect(kept!.etag).toMatch(/^".+"$/);
    expect(kept!.scriptHashes).toHaveLength(1);
    expect(kept!.expiresAt).toBe(123);
  });

  it.each([
    ["no Cache-Control", {}, 200],
    ["private", { "cache-control": "private, no-store" }, 200],
    ["a cookie", { "cache-control": "public, max-age=60", "set-cookie": "a=b" }, 200],
    ["an error status", { "cache-control": "public, max-age=60" }, 404],
  ])("never shares a response with %s", async (_label, headers, status) => {
    const { entry: kept, body } = await toCacheEntry(new Response("body", { status, headers }), 1);
    expect(kept).toBeUndefined();
    expect(body.toString()).toBe("body");
  });
});
