import express from "express";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashedAssets, publicFiles } from "./static-assets";

/** Serves `app` on a free local port: its base URL, and how to stop it. */
async function listen(app: express.Express): Promise<{ base: string; close: () => void }> {
  const server = await new Promise<ReturnType<express.Express["listen"]>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** The raw answer (Node's fetch would decode the body and hide what was sent). */
function rawGet(base: string, pathname: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(new URL(pathname, base), { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

describe("publicFiles", () => {
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h96v96"/>'.repeat(100)}</svg>`;
  let dir: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-files-"));
    fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    fs.mkdirSync(path.join(dir, "images"));
    fs.writeFileSync(path.join(dir, "images", "logo.svg"), "<svg id='logo'/>");
    fs.writeFileSync(path.join(dir, "images", "plan.svg"), drawing);
    fs.writeFileSync(path.join(dir, "images", ".secret"), "not public");
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets", "app-abc.css"), "body{}");
    const app = express();
    app.use(publicFiles(dir, { maxAgeSeconds: 3600 }));
    app.use((req, res) => {
      res.type("text").send(`page ${req.path}`);
    });
    ({ base, close } = await listen(app));
  });

  afterAll(() => {
    close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const text = async (pathname: string) => {
    const response = await fetch(`${base}${pathname}`);
    return `${response.status} ${await response.text()}`;
  };

  it("serves the folder's files, at its top level and in its folders", async () => {
    expect(await text("/favicon.svg")).toBe("200 <svg/>");
    expect(await text("/images/logo.svg")).toBe("200 <svg id='logo'/>");
  });

  it("hands every other path to what comes next, and a missing file under a known folder too", async () => {
    expect(await text("/blog/some-post")).toBe("200 page /blog/some-post");
    expect(await text("/favicon.svg.bak")).toBe("200 page /favicon.svg.bak");
    expect(await text("/images/missing.png")).toBe("200 page /images/missing.png");
    expect(await text("/../etc/passwd")).toBe("200 page /etc/passwd");
    expect(await text("/images/.secret")).toBe("200 page /images/.secret");
    // The build's hashed files are another handler's (mounted on /assets before this one).
    expect(await text("/assets/app-abc.css")).toBe("200 page /assets/app-abc.css");
  });

  it("sends a file compressed from memory, kept an hour and revalidated by its ETag", async () => {
    const first = await rawGet(base, "/images/plan.svg", { "accept-encoding": "gzip, deflate, br" });
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/svg+xml");
    expect(first.headers["cache-control"]).toBe("public, max-age=3600");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers.vary).toBe("Accept-Encoding");
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    const decoded = first.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(first.body) : zlib.gunzipSync(first.body);
    expect(decoded.toString()).toBe(drawing);
    expect(first.body.length).toBeLessThan(drawing.length / 4);

    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const unchanged = await rawGet(base, "/images/plan.svg", { "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    const other = await rawGet(base, "/images/plan.svg", { "if-none-match": 'W/"something-else"' });
    expect(other.status).toBe(200);
    expect(other.body.toString()).toBe(drawing);
    const otherFile = await rawGet(base, "/images/logo.svg", { "if-none-match": etag });
    expect(otherFile.status).toBe(200);

    const head = await rawGet(base, "/images/plan.svg", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(drawing.length);
    expect(head.body.length).toBe(0);
    expect(await text("/images/plan.svg")).toBe(`200 ${drawing}`);
  });

  it("hands a method other than GET and HEAD to what comes next", async () => {
    const response = await fetch(`${base}/images/logo.svg`, { method: "POST" });
    expect(`${response.status} ${await response.text()}`).toBe("200 page /images/logo.svg");
  });
});

describe("hashedAssets", () => {
  let dir: string;
  let base: string;
  let close: () => void;
  const script = `export const words = ${JSON.stringify("the quick brown fox jumps over the lazy dog ".repeat(200))};\n`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "hashed-assets-"));
    fs.writeFileSync(path.join(dir, "menu-abc123.js"), script);
    fs.writeFileSync(path.join(dir, "photo-abc123.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const app = express();
    app.use("/assets", hashedAssets(dir));
    ({ base, close } = await listen(app));
  });

  afterAll(() => {
    close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = async (pathname: string, acceptEncoding?: string) => {
    const { headers, body } = await rawGet(base, pathname, acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding });
    return { encoding: headers["content-encoding"], vary: headers.vary, length: Number(headers["content-length"]), body };
  };

  it("answers brotli once it is made (gzip until then), gzip or plain bytes by the client's Accept-Encoding", async () => {
    const first = await get("/assets/menu-abc123.js", "gzip, deflate, br");
    expect(first.encoding).toBe("gzip");
    expect(zlib.gunzipSync(first.body).toString()).toBe(script);
    let brotli = first;
    for (let i = 0; i < 50 && brotli.encoding !== "br"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      brotli = await get("/assets/menu-abc123.js", "gzip, deflate, br");
    }
    expect(brotli.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.length).toBe(brotli.body.length);
    expect(brotli.length).toBeLessThan(first.length);
    expect(brotli.vary).toBe("Accept-Encoding");

    const gzipOnly = await get("/assets/menu-abc123.js", "gzip");
    expect(gzipOnly.encoding).toBe("gzip");
    const refusesBrotli = await get("/assets/menu-abc123.js", "br;q=0, gzip");
    expect(refusesBrotli.encoding).toBe("gzip");
    const plain = await get("/assets/menu-abc123.js");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const neither = await get("/assets/menu-abc123.js", "br;q=0, gzip;q=0");
    expect(neither.encoding).toBeUndefined();
  });

  it("sends files that do not compress as they are, whatever the client takes", async () => {
    const image = await get("/assets/photo-abc123.png", "gzip, br");
    expect(image.encoding).toBeUndefined();
    expect(image.vary).toBeUndefined();
    expect([...image.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
