import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seo, SOCIAL_IMAGE_FOLDERS, socialImagePath } from "./seo";

const publicDir = path.resolve(import.meta.dirname, "../../public");

function metaContent(descriptors: ReturnType<typeof seo>, key: string): unknown {
  const found =
    descriptors.find((descriptor) => "property" in descriptor && descriptor.property === key) ??
    descriptors.find((descriptor) => "name" in descriptor && descriptor.name === key);
  return found && "content" in found ? found.content : undefined;
}

describe("the image social networks get", () => {
  it("is the PNG twin of one of our SVG illustrations, and any other image itself", () => {
    const head = seo("https://www.example.com", {
      title: "What Is a CRN?",
      description: "CRN explained.",
      path: "/blog/what-is-a-crn",
      image: "/images/blog/what-is-a-crn-canadian-registration-numbers-explained.svg",
    });
    const png = "https://www.example.com/images/social/blog/what-is-a-crn-canadian-registration-numbers-explained.png";
    expect(metaContent(head, "og:image")).toBe(png);
    expect(metaContent(head, "twitter:image")).toBe(png);
    expect(socialImagePath("/media/27a23a6a-dfec-46cd-aa50-e0349d49d974")).toBe("/media/27a23a6a-dfec-46cd-aa50-e0349d49d974");
    expect(socialImagePath("/images/og-default.png")).toBe("/images/og-default.png");
    expect(socialImagePath("/images/logo.svg")).toBe("/images/logo.svg");
  });

  it("exists at 1200x630 for every illustration a page may name (npx tsx scripts/generate-social-images.ts)", async () => {
    for (const folder of SOCIAL_IMAGE_FOLDERS) {
      const svgs = fs.readdirSync(path.join(publicDir, "images", folder)).filter((file) => file.endsWith(".svg"));
      expect(svgs.length, folder).toBeGreaterThan(0);
      for (const name of svgs) {
        const png = path.join(publicDir, socialImagePath(`/images/${folder}/${name}`));
        expect(fs.existsSync(png), png).toBe(true);
        const { width, height, format } = await sharp(png).metadata();
        expect({ width, height, format }, png).toEqual({ width: 1200, height: 630, format: "png" });
      }
    }
  });
});
