import compression from "compression";
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { responseWithWholeBody } from "~/http/whole-body.server";
import { fetchHandler } from "./react-router-handler";

type Handle = Parameters<typeof fetchHandler>[0];
const context = () => ({ cspNonce: "", clientIp: "test" });

let close: (() => void) | undefined;
afterEach(() => close?.());

/** Serves `handle` behind Express (and the compressor, when asked) on a free local port. */
async function serve(handle: Handle, options: { compress?: boolean } = {}): Promise<string> {
  const app = express();
  if (options.compress) app.use(compression());
  app.use(fetchHandler(handle, context));
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type Raw = { status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: Buffer };

/** The answer as sent (Node's fetch would decode the body and merge its headers). */
function raw(base: string, pathname: string, options: http.RequestOptions = {}, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(pathname, base), options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

const page = Buffer.from(`<!DOCTYPE html><html lang="en"><body>${"<p>Pressure vessels, registered.</p>".repeat(2000)}</body></html>`);

describe("the answer of a page rendered whole", () => {
  it("is written in one piece, with its length, not streamed in chunks", async () => {
    const base = await serve(async () =>
      responseWithWholeBody(Buffer.from(page), { status: 200, headers: { "Content-Type": "text/html" } }),
    );
    const answer = await raw(base, "/about");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-length"]).toBe(String(page.length));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.body.equals(page)).toBe(true);
  });

  it("is the same bytes once compressed, in both codings a browser asks for", async () => {
    const base = await serve(
      async () => responseWithWholeBody(Buffer.from(page), { status: 200, headers: { "Content-Type": "text/html" } }),
      {
        compress: true,
      },
    );
    const gzip = await raw(base, "/about", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(page)).toBe(true);
    const brotli = await raw(base, "/about", { headers: { "accept-encoding": "br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).equals(page)).toBe(true);
  });

  it("is not written from the bytes once its body was read elsewhere", async () => {
    const base = await serve(async () => {
      const response = responseWithWholeBody(Buffer.from(page), { status: 200 });
      await response.arrayBuffer();
      return new Response("read already", { status: 200 });
    });
    expect((await raw(base, "/")).body.toString()).toBe("read already");
  });
});

describe("a streamed answer", () => {
  it("arrives whole and in order, however large, while the client reads it", async () => {
    const parts = 400;
    const base = await serve(async () => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === parts) return controller.close();
          controller.enqueue(Buffer.from(`${String(sent++).padStart(5, "0")}${"x".repeat(16 * 1024)}\n`));
        },
      });
      return new Response(body, { status: 200, headers: { "Content-Type": "text/plain" } });
    });
    const answer = await raw(base, "/");
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    const lines = answer.body.toString().trimEnd().split("\n");
    expect(lines).toHaveLength(parts);
    expect(lines.map((line) => Number(line.slice(0, 5)))).toEqual([...Array(parts).keys()]);
  });

  it("stops being produced when the client goes away, and the request is aborted", async () => {
    let pulled = 0;
    let aborted: Promise<void> | undefined;
    const base = await serve(async (request) => {
      aborted = new Promise((resolve) => request.signal.addEventListener("abort", () => resolve()));
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          pulled++;
          await new Promise((resolve) => setTimeout(resolve, 5));
          controller.enqueue(Buffer.alloc(64 * 1024, 120));
        },
      });
      return new Response(body);
    });
    await new Promise<void>((resolve) => {
      const request = http.get(`${base}/`, (response) => {
        response.once("data", () => {
          request.destroy();
          resolve();
        });
      });
      request.on("error", () => {});
    });
    await aborted;
    const afterLeaving = pulled;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pulled - afterLeaving).toBeLessThanOrEqual(1);
  });
});

describe("what is handed over and back", () => {
  it("gives the body of a form post to the handler", async () => {
    const base = await serve(async (request) => new Response(`${request.method} ${await request.text()}`));
    const answer = await raw(
      base,
      "/contact",
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } },
      "name=Ana&topic=crn",
    );
    expect(answer.body.toString()).toBe("POST name=Ana&topic=crn");
  });

  it("keeps each cookie its own header", async () => {
    const base = await serve(async () => {
      const headers = new Headers();
      headers.append("Set-Cookie", "session=a; HttpOnly; Path=/");
      headers.append("Set-Cookie", "notice=b; Path=/");
      headers.set("Location", "/admin");
      return new Response(null, { status: 303, headers });
    });
    const answer = await raw(base, "/admin/login");
    expect(answer.status).toBe(303);
    expect(answer.headers["set-cookie"]).toEqual(["session=a; HttpOnly; Path=/", "notice=b; Path=/"]);
    expect(answer.headers.location).toBe("/admin");
  });

  it("builds the address from the path as sent and the Host header's name, never from a forged host's extra parts", async () => {
    const base = await serve(async (request) => new Response(request.url));
    const plain = await raw(base, "/blog?search=crn", { headers: { host: "www.example.com:8080" } });
    expect(plain.body.toString()).toBe("http://www.example.com:8080/blog?search=crn");
    const forged = await raw(base, "/about", { headers: { host: "evil.example@www.example.com" } });
    expect(new URL(forged.body.toString()).pathname).toBe("/about");
    expect(new URL(forged.body.toString()).username).toBe("");
  });

  it("answers HEAD with the headers and no body", async () => {
    const base = await serve(async () => new Response(null, { status: 200, headers: { "Content-Type": "text/html", "X-Page": "about" } }));
    const answer = await raw(base, "/about", { method: "HEAD" });
    expect(answer.status).toBe(200);
    expect(answer.headers["x-page"]).toBe("about");
    expect(answer.body.length).toBe(0);
  });

  it("passes a handler's failure to Express's error handling", async () => {
    const app = express();
    app.use(
      fetchHandler(async () => {
        throw new Error("the database went away");
      }, context),
    );
    app.use(((_error, _req, res, _next) => res.status(503).send("unavailable")) as express.ErrorRequestHandler);
    const server = await new Promise<http.Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    close = () => server.close();
    const answer = await raw(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, "/");
    expect(answer.status).toBe(503);
    expect(answer.body.toString()).toBe("unavailable");
  });
});
