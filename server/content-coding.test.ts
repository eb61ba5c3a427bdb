import { describe, expect, it } from "vitest";
import zlib from "node:zlib";
import { brotliParams, brotliWindowBits, chooseCoding, COMPRESSION_BROTLI_QUALITY } from "./content-coding";

describe("chooseCoding: the client's Accept-Encoding decides, brotli first on a tie", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["deflate, GZIP", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["br;q=0, gzip;q=0.8", "gzip"],
    ["br;q=0.5, gzip;q=1", "gzip"],
    ["gzip;q=0.5, br", "br"],
    ["gzip;q=1, br;q=1", "br"],
    ["*;q=0.5", "br"],
    ["gzip;q=0", null],
    ["gzip;q=0, br;q=0, identity", null],
    ["identity", null],
    ["deflate", null],
    ["brotli, xgzip", null],
    ["", null],
  ])("%j", (header, expected) => {
    expect(chooseCoding({ "accept-encoding": header })).toBe(expected);
  });

  it("sends plain bytes to a client that names no encoding", () => {
    expect(chooseCoding({})).toBe(null);
  });

  it.each(["br;q=1.5, *;q=-1", "br;q=abc, gzip", ";;;", `${"x".repeat(2000)};q=1`, ",,br;q=0.1"])(
    "a malformed header %j still gets an answer",
    (header) => {
      expect([null, "br", "gzip"]).toContain(chooseCoding({ "accept-encoding": header }));
    },
  );

  it("offers only the codings the answer has", () => {
    expect(chooseCoding({ "accept-encoding": "gzip, br" }, ["gzip"])).toBe("gzip");
    expect(chooseCoding({ "accept-encoding": "br;q=1, gzip;q=0.5" }, ["gzip"])).toBe("gzip");
    expect(chooseCoding({ "accept-encoding": "br" }, ["gzip"])).toBe(null);
  });
});

describe("brotli's window", () => {
  const page = Buffer.from(
    Array.from({ length: 2500 }, (_, i) => `<li class="card"><a href="/blog/post-${i}">Post ${i}: pressure vessels and CRN</a></li>`).join(
      "",
    ),
  );

  it("holds the whole body, within brotli's limits, and 256 KB for a streamed answer", () => {
    expect(brotliWindowBits(66_000)).toBe(17);
    expect(brotliWindowBits(65_536)).toBe(16);
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(200)).toBe(10);
    expect(brotliWindowBits(100 * 1024 * 1024)).toBe(24);
    expect(brotliWindowBits()).toBe(18);
  });

  it.each([4, 6, 11])("compresses a body it holds to the size brotli's default window gives, at quality %i", (quality) => {
    expect(page.length).toBeGreaterThan(200_000);
    const small = zlib.brotliCompressSync(page, { params: brotliParams(quality, page.length) });
    const usual = zlib.brotliCompressSync(page, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length },
    });
    expect(small.length).toBe(usual.length);
    expect(zlib.brotliDecompressSync(small).equals(page)).toBe(true);
  });

  it("still compresses a streamed body longer than its window", async () => {
    const body = Buffer.concat([page, page]);
    const stream = zlib.createBrotliCompress({ params: brotliParams(COMPRESSION_BROTLI_QUALITY) });
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.end(body);
    await ended;
    const compressed = Buffer.concat(chunks);
    expect(zlib.brotliDecompressSync(compressed).equals(body)).toBe(true);
    expect(compressed.length).toBeLessThan(body.length / 10);
  });
});
