import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seo, SOCIAL_IMAGE_FOLDERS, socialImage, socialImageUrl } from "./seo";

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
    expect(metaContent(head, "og:image:type")).toBe("image/png");
    expect(metaContent(head, "og:image:width")).toBe("1200");
    expect(metaContent(head, "og:image:height")).toBe("630");
    // A media image whose size and twin are unknown stays itself.
    expect(socialImage("/media/27a23a6a-dfec-46cd-aa50-e0349d49d974")).toEqual({ path: "/media/27a23a6a-dfec-46cd-aa50-e0349d49d974" });
    expect(socialImage("/images/og-default.png")).toEqual({ path: "/images/og-default.png" });
    expect(socialImage("/images/logo.svg")).toEqual({ path: "/images/logo.svg" });
  });

  it("is the JPEG or PNG twin of an uploaded image, whatever the crawler accepts, with its type and size", () => {
    const id = "27a23a6a-dfec-46cd-aa50-e0349d49d974";
    for (const image of [`/media/${id}`, `https://www.example.com/media/${id}`]) {
      const head = seo("https://www.example.com", {
        title: "A turnaround",
        description: "Plant turnaround.",
        path: "/blog/a-turnaround",
        image,
        mediaSizes: { [id]: { width: 1920, height: 1280, twin: "jpeg" } },
      });
      const jpeg = `https://www.example.com/media/${id}/1280.jpg`;
      expect(metaContent(head, "og:image"), image).toBe(jpeg);
      expect(metaContent(head, "twitter:image"), image).toBe(jpeg);
      expect(metaContent(head, "og:image:type")).toBe("image/jpeg");
      expect(metaContent(head, "og:image:width")).toBe("1280");
      expect(metaContent(head, "og:image:height")).toBe("853");
    }
    // Structured data names the same twin, whether the post gives the image as a path or a full address.
    for (const image of [`/media/${id}`, `https://www.example.com/media/${id}`]) {
      expect(socialImageUrl("https://www.example.com", image, { [id]: { width: 1920, height: 1280, twin: "jpeg" } })).toBe(
        `https://www.example.com/media/${id}/1280.jpg`,
      );
    }
    // Another site's address that merely contains /media/ is left alone.
    expect(socialImage(`https://elsewhere.example/media/${id}`, { [id]: { width: 1920, height: 1280, twin: "jpeg" } })).toEqual({
      path: `https://elsewhere.example/media/${id}`,
    });
  });

  it("exists at 1200x630 for every illustration a page may name (npx tsx scripts/generate-social-images.ts)", async () => {
    for (const folder of SOCIAL_IMAGE_FOLDERS) {
      const svgs = fs.readdirSync(path.join(publicDir, "images", folder)).filter((file) => file.endsWith(".svg"));
      expect(svgs.length, folder).toBeGreaterThan(0);
      for (const name of svgs) {
        const png = path.join(publicDir, socialImage(`/images/${folder}/${name}`).path);
        expect(fs.existsSync(png), png).toBe(true);
        const { width, height, format } = await sharp(png).metadata();
        expect({ width, height, format }, png).toEqual({ width: 1200, height: 630, format: "png" });
      }
    }
  });
});
