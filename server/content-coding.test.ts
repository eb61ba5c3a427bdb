import { describe, expect, it } from "vitest";
import { chooseCoding } from "./content-coding";

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
