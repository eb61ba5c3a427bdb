import { describe, expect, it } from "vitest";
import { normalizeSearch } from "~/utils/search";
import { blogHref, parseBlogParams } from "./blog-href";
import { popupFeatures, shareLinks } from "./share-links";

const parse = (query: string) => parseBlogParams(new URLSearchParams(query), normalizeSearch);

describe("blogHref", () => {
  it("sets only what is given, and page only above 1", () => {
    expect(blogHref()).toBe("/blog");
    expect(blogHref({ page: 1 })).toBe("/blog");
    expect(blogHref({ search: "pressure vessel", category: "abc", page: 3 })).toBe("/blog?search=pressure+vessel&category=abc&page=3");
    expect(blogHref({ search: "R&D" })).toBe("/blog?search=R%26D");
  });
});

describe("parseBlogParams", () => {
  it("accepts canonical URLs as they are", () => {
    expect(parse("")).toEqual({ search: "", category: "", page: 1, redirectTo: null });
    expect(parse("search=crn&category=c1&page=2")).toEqual({ search: "crn", category: "c1", page: 2, redirectTo: null });
  });

  it("asks for a redirect to the canonical form otherwise", () => {
    expect(parse("page=1").redirectTo).toBe("/blog");
    expect(parse("page=02").redirectTo).toBe("/blog?page=2");
    expect(parse("page=1.5").redirectTo).toBe("/blog");
    expect(parse("search=").redirectTo).toBe("/blog");
    expect(parse("search=%20crn%20").redirectTo).toBe("/blog?search=crn");
    expect(parse("fbclid=abc&search=crn").redirectTo).toBe("/blog?search=crn");
  });
});

describe("share links", () => {
  it("builds each network's share URL with the encoded article URL", () => {
    const links = shareLinks("https://site.example/blog/a-b?x=1", "CRN & you");
    expect(links.map((l) => l.network)).toEqual(["twitter", "facebook", "linkedin"]);
    expect(links[0].href).toBe("https://twitter.com/intent/tweet?url=https%3A%2F%2Fsite.example%2Fblog%2Fa-b%3Fx%3D1&text=CRN%20%26%20you");
    expect(links[1].href).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsite.example%2Fblog%2Fa-b%3Fx%3D1");
    expect(links[2].href).toBe("https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsite.example%2Fblog%2Fa-b%3Fx%3D1");
  });

  it("asks for a 600x400 popup centred on the window", () => {
    expect(popupFeatures({ x: 100, y: 50, width: 1400, height: 900 })).toBe(
      "popup=yes,width=600,height=400,left=500,top=300,resizable=yes,scrollbars=yes",
    );
  });
});
