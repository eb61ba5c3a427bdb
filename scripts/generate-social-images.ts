// Renders the PNG twin that social networks read (Open Graph, X) of every SVG illustration a page can
// name as its image: Facebook, LinkedIn and X show no SVG. Writes public/images/social/{folder}/{name}.png
// at 1200x630; app/utils/seo.ts names these files in place of the SVGs (socialImage).
// Usage: npx tsx scripts/generate-social-images.ts
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SOCIAL_IMAGE_FOLDERS, socialImage } from "../app/utils/seo";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");

for (const folder of SOCIAL_IMAGE_FOLDERS) {
  for (const name of fs.readdirSync(path.join(publicDir, "images", folder)).filter((file) => file.endsWith(".svg"))) {
    const source = `/images/${folder}/${name}`;
    const target = path.join(publicDir, socialImage(source).path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // The drawings are dark sheets: flattened on their own navy, fitted without cropping.
    await sharp(path.join(publicDir, source), { density: 144 })
      .resize(1200, 630, { fit: "contain", background: "#0d1d38" })
      .flatten({ background: "#0d1d38" })
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toFile(target);
    console.log(`${path.relative(root, target)}  ${(fs.statSync(target).size / 1024).toFixed(1)} KB`);
  }
}
