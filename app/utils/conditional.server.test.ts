import { describe, expect, it } from "vitest";
import { isUnchanged, weakEtag } from "./conditional.server";

describe("validators of stored answers", () => {
  it("gives one weak ETag per content, different for different bytes", () => {
    const etag = weakEtag("<p>Vessels</p>");
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(weakEtag(Buffer.from("<p>Vessels</p>"))).toBe(etag);
    expect(weakEtag("<p>Vessels.</p>")).not.toBe(etag);
  });

  it("finds the ETag in If-None-Match by weak comparison, in a list, or as *", () => {
    const etag = weakEtag("a page");
    expect(isUnchanged(etag, etag)).toBe(true);
    expect(isUnchanged(etag.slice(2), etag)).toBe(true);
    expect(isUnchanged(`W/"other", ${etag}`, etag)).toBe(true);
    expect(isUnchanged("*", etag)).toBe(true);
  });

  it("sends the content again for another ETag, an empty header or none", () => {
    const etag = weakEtag("a page");
    expect(isUnchanged(weakEtag("another page"), etag)).toBe(false);
    expect(isUnchanged("", etag)).toBe(false);
    expect(isUnchanged(undefined, etag)).toBe(false);
    expect(isUnchanged(`"${etag}"`, etag)).toBe(false);
  });
});
