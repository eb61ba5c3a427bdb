import { describe, expect, it } from "vitest";
import { chooseFormat } from "~/routes/media";
import { mediaIdsIn, parseMediaUrl, responsiveBodyImages, socialMediaImage, variantWidths } from "./media";
import { sanitizePostHtml } from "./sanitize.server";

const ID = "0b5e3c1a-4f2d-4c8e-9a7b-1d2e3f4a5b6c";
const SRCSET = `/media/${ID}/320 320w, /media/${ID}/640 640w, /media/${ID}/1000 1000w`;

describe("srcset in article HTML (decision record 0014)", () => {
  it("keeps srcset and sizes when every candidate is a media-library image of this site", () => {
    const html = sanitizePostHtml(
      `<p><img src="/media/${ID}" srcset="${SRCSET}" sizes="(min-width: 52rem) 48rem, 100vw" alt="A weld" width="1000" height="750"></p>`,
    );
    expect(html).toBe(
      `<p><img src="/media/${ID}" srcset="${SRCSET}" sizes="(min-width: 52rem) 48rem, 100vw" alt="A weld" width="1000" height="750" loading="lazy" /></p>`,
    );
  });

  const attacks = [
    ["another site", `https://evil.example/track.gif 320w`],
    ["another site among ours", `/media/${ID}/320 320w, https://evil.example/x.png 640w`],
    ["a protocol-relative address", `//evil.example/media/${ID}/320 320w`],
    ["a script URL", `javascript:alert(1) 320w`],
    ["a script URL among ours", `/media/${ID}/320 320w, javascript:alert(document.cookie) 640w`],
    ["a data URL", `data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+ 1w`],
    ["a path that only starts like ours", `/media/${ID}/../../admin/users 320w`],
    ["another path on this site", `/admin/logout 320w`],
    ["a media address with a query", `/media/${ID}/320?x=1 320w`],
    ["a candidate without a width", `/media/${ID}/320`],
  ] as const;

  for (const [name, srcset] of attacks) {
    it(`drops a srcset naming ${name}, and its sizes`, () => {
      const html = sanitizePostHtml(`<img src="/media/${ID}" srcset="${srcset}" sizes="100vw" alt="x">`);
      expect(html).not.toContain("srcset");
      expect(html).not.toContain("sizes");
      expect(html).not.toMatch(/evil|javascript|data:/i);
      expect(html).toContain(`src="/media/${ID}"`);
    });
  }

  it("drops sizes without a srcset, and sizes that are not a sizes list", () => {
    expect(sanitizePostHtml(`<img src="/a.png" sizes="100vw" alt="">`)).not.toContain("sizes");
    const html = sanitizePostHtml(`<img src="/media/${ID}" srcset="${SRCSET}" sizes="url(https://evil.example/)" alt="">`);
    expect(html).toContain("srcset");
    expect(html).not.toContain("sizes");
  });

  it("gives media images placed by address their srcset, sizes and size when rendered", () => {
    const html = responsiveBodyImages(sanitizePostHtml(`<p><img src="/media/${ID}" alt="Pipe rack"></p>`), {
      [ID]: { width: 1000, height: 750 },
    });
    expect(html).toContain(`srcset="${SRCSET}"`);
    expect(html).toContain(`width="1000" height="750"`);
    expect(html).toContain('sizes="(min-width: 52rem) 48rem, 100vw"');
    // Other images and unknown media stay as they are.
    const other = sanitizePostHtml(`<img src="/images/a.png" alt="">`);
    expect(responsiveBodyImages(other, { [ID]: { width: 10, height: 10 } })).toBe(other);
  });
});

describe("media addresses", () => {
  it("parses only exact media paths", () => {
    expect(parseMediaUrl(`/media/${ID}`)).toEqual({ id: ID });
    expect(parseMediaUrl(`/media/${ID}/640`)).toEqual({ id: ID, width: 640 });
    expect(parseMediaUrl(`/media/${ID}/640.jpg`)).toEqual({ id: ID, width: 640, twin: "jpeg" });
    expect(parseMediaUrl(`/media/${ID}/640.png`)).toEqual({ id: ID, width: 640, twin: "png" });
    const bads = [
      `/media/${ID}/`,
      `/media/${ID}/0`,
      `https://x.example/media/${ID}`,
      `/media/${ID}?w=1`,
      "/media/x",
      `/media/${ID}.jpg`,
      `/media/${ID}/640.jpeg`,
      `/media/${ID}/640.webp`,
      `/media/${ID}/640.PNG`,
      `/media/${ID}/640.jpg/`,
      `/media/${ID}/.png`,
    ];
    for (const bad of bads) {
      expect(parseMediaUrl(bad), bad).toBeUndefined();
    }
    expect(mediaIdsIn(`<img src="/media/${ID}/320"> and /media/${ID}`)).toEqual([ID]);
  });

  it("lists widths below the image's own, never above", () => {
    expect(variantWidths(100)).toEqual([100]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(6000)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it("sends AVIF or WebP only to a client that names it, and the widely readable twin to the rest", () => {
    expect(chooseFormat("image/avif,image/webp,*/*;q=0.8")).toBe("avif");
    expect(chooseFormat("image/avif;q=0.5, image/webp")).toBe("avif");
    expect(chooseFormat("IMAGE/AVIF ; Q=0.5")).toBe("avif");
    expect(chooseFormat("image/avif;q=0,image/webp")).toBe("webp");
    expect(chooseFormat("image/avif;q=0.0,image/webp;q=0.1")).toBe("webp");
    expect(chooseFormat("image/webp,*/*")).toBe("webp");
    expect(chooseFormat("image/webp;q=0,*/*")).toBe("twin");
    expect(chooseFormat("image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5")).toBe("twin");
    expect(chooseFormat("image/png")).toBe("twin");
    expect(chooseFormat("image/*")).toBe("twin");
    expect(chooseFormat("*/*")).toBe("twin");
    expect(chooseFormat("")).toBe("twin");
    expect(chooseFormat(null)).toBe("twin");
    // A type that only starts like a modern one is not it.
    expect(chooseFormat("image/avifx, image/webp2")).toBe("twin");
  });

  it("gives link previews the twin at the social width, or at the image's own when it is smaller", () => {
    const sizes = {
      [ID]: { width: 1920, height: 1080, twin: "jpeg" as const },
    };
    expect(socialMediaImage(`/media/${ID}`, sizes)).toEqual({
      path: `/media/${ID}/1280.jpg`,
      type: "image/jpeg",
      width: 1280,
      height: 720,
    });
    expect(socialMediaImage(`/media/${ID}/320`, sizes)?.path).toBe(`/media/${ID}/1280.jpg`);
    expect(socialMediaImage(`/media/${ID}`, { [ID]: { width: 1400, height: 700, twin: "png" } })).toEqual({
      path: `/media/${ID}/1400.png`,
      type: "image/png",
      width: 1400,
      height: 700,
    });
    expect(socialMediaImage(`/media/${ID}`, { [ID]: { width: 800, height: 600, twin: "jpeg" } })?.path).toBe(`/media/${ID}/800.jpg`);
    // Not yet given its twin, unknown, or not a media address: nothing to say.
    expect(socialMediaImage(`/media/${ID}`, { [ID]: { width: 800, height: 600 } })).toBeUndefined();
    expect(socialMediaImage(`/media/${ID}`, {})).toBeUndefined();
    expect(socialMediaImage("/images/og-default.png", sizes)).toBeUndefined();
  });
});
