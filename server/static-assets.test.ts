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

describe("publicFiles", () => {
  let dir: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-files-"));
    fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    fs.mkdirSync(path.join(dir, "images"));
    fs.writeFileSync(path.join(dir, "images", "logo.svg"), "<svg id='logo'/>");
    const app = express();
    app.use(publicFiles(dir, { index: false }));
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

  /** The raw answer: Node's fetch would decode the body and hide what was sent. */
  const get = (pathname: string, acceptEncoding?: string) =>
    new Promise<{ encoding: string | undefined; vary: string | undefined; length: number; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
      http
        .get(new URL(pathname, base), { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              encoding: response.headers["content-encoding"],
              vary: response.headers.vary,
              length: Number(response.headers["content-length"]),
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject);
    });

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
