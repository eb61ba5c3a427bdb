import sharp from "sharp";
import { E2E_ADMIN } from "../setup/e2e-env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

// The media library in Chromium: an image uploaded with the editor's file picker, with alt text, lands in
// a published article with srcset; the media screen lists it with where it is used and refuses to
// delete it.

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe("the media library", () => {
  // The refused deletion answers 409, which the browser logs.
  test.use({ allowedConsoleErrors: [/the server responded with a status of 409/] });

  test("upload an image into a post, see it on the public article with srcset, and find its use on the media screen", async ({ page }) => {
    test.slow();
    const title = `Cooling tower survey ${suffix()}`;
    const slug = title.toLowerCase().replace(/\s+/g, "-");
    const alt = `Cooling tower fill media, seen from the basin ${suffix()}`;
    const photo = await sharp({
      create: { width: 1400, height: 900, channels: 3, background: { r: 40 + Math.floor(Math.random() * 150), g: 90, b: 140 } },
    })
      .jpeg()
      .toBuffer();

    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto("/blog-admin/create");
    // The form is React's once hydrated: typing before that would be reset.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Excerpt").fill("What a cooling tower survey looks at, and why the fill matters.");
    const editor = page.getByTestId("rich-text-editor").getByRole("textbox", { name: "Content" });
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.type("The fill was fouled over a third of the cell.");
    await page.keyboard.press("Enter");

    // The toolbar's Image button opens the picker; alt text is required before the upload.
    await page.getByRole("button", { name: "Image", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Insert an image" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Image file").setInputFiles({ name: "tower.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(dialog.getByTestId("media-status")).toHaveText("tower.jpg is ready: describe it, then upload it.");
    await dialog.getByRole("button", { name: "Upload and use" }).click();
    await expect(dialog.getByTestId("media-status")).toHaveText("Alt text is required: describe the image for people who cannot see it");
    await expect(dialog.getByLabel("Alt text")).toBeFocused();
    await expectAccessible(page);
    await dialog.getByLabel("Alt text").fill(alt);
    await dialog.getByRole("button", { name: "Upload and use" }).click();
    await expect(dialog).toBeHidden();
    const inserted = editor.locator("img");
    await expect(inserted).toHaveAttribute("alt", alt);
    await expect(inserted).toHaveAttribute("srcset", /^\/media\/[0-9a-f-]{36}\/320 320w, .*\/1400 1400w$/);
    const src = (await inserted.getAttribute("src")) ?? "";
    expect(src).toMatch(/^\/media\/[0-9a-f-]{36}$/);

    // The featured image: the same image, chosen from the library, with alt text of its own.
    await page.getByRole("tab", { name: "SEO & Meta" }).click();
    await page.getByLabel("Meta Description").fill("A cooling tower survey: fill, drift eliminators and basin.");
    await page.getByRole("button", { name: "Choose featured image" }).click();
    const picker = page.getByRole("dialog", { name: "Choose featured image" });
    await picker.getByRole("button", { name: `${alt} (tower.jpg)` }).click();
    await expect(picker.getByLabel("Alt text")).toHaveValue(alt);
    const featuredAlt = `Survey crew at the tower ${suffix()}`;
    await picker.getByLabel("Alt text").fill(featuredAlt);
    await picker.getByRole("button", { name: "Use this image" }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByLabel("Featured Image URL")).toHaveValue(src);
    await expect(page.getByLabel("Featured Image Alt Text")).toHaveValue(featuredAlt);
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByRole("switch", { name: "Published" }).click();
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page).toHaveURL(/\/blog-admin$/);

    // The public article: the image with its srcset, size and lazy loading; the browser gets AVIF.
    await page.goto(`/blog/${slug}`);
    const image = page.getByTestId("article-content").getByRole("img", { name: alt });
    await expect(image).toHaveAttribute("srcset", /\/media\/[0-9a-f-]{36}\/640 640w/);
    await expect(image).toHaveAttribute("sizes", /48rem/);
    await expect(image).toHaveAttribute("width", "1400");
    await expect(image).toHaveAttribute("height", "900");
    await expect(image).toHaveAttribute("loading", "lazy");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    const featured = page.getByRole("img", { name: featuredAlt });
    await expect(featured).toHaveAttribute("srcset", /\/media\/[0-9a-f-]{36}\/1400 1400w/);
    await expect(featured).toHaveAttribute("sizes", /48rem/);
    const served = await page.request.get(`${src}/640`, { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(served.headers()["content-type"]).toBe("image/avif");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    // The media screen lists it where it is used and will not delete it.
    await page.goto("/admin/media");
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Media" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const card = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: alt }) });
    await expect(card).toContainText(`In the text of “${title}”`);
    await expectAccessible(page);
    // Deleting asks first.
    page.once("dialog", (dialog) => void dialog.accept());
    await card.getByRole("button", { name: "Delete tower.jpg" }).click();
    const status = page.getByTestId("media-status");
    await expect(status).toContainText("This image is in use and was not deleted");
    await expect(status.getByRole("link", { name: `In the text of “${title}”` })).toBeVisible();
    await expect(card).toBeVisible();
  });

  test.describe("by keyboard", () => {
    // The refused alt text is answered 400, which the browser reports in its console.
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test("the media screen uploads with a plain form, by keyboard", async ({ page }) => {
      test.slow();
      const alt = `Pump skid on its plinth ${suffix()}`;
      const photo = await sharp({
        create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: Math.floor(Math.random() * 255) } },
      })
        .png()
        .toBuffer();
      await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
      await page.goto("/admin/media");
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await page.getByLabel("Image file").setInputFiles({ name: "skid.png", mimeType: "image/png", buffer: photo });
      await page.getByLabel("Alt text", { exact: true }).first().focus();
      await page.keyboard.type(alt);
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("media-status")).toHaveText("Image uploaded.");
      // Focus lands on what happened, not on the page's body.
      await expect(page.getByTestId("media-status")).toBeFocused();
      await expect(page.getByRole("img", { name: alt })).toBeVisible();
      // The form is emptied for the next upload.
      await expect(page.getByLabel("Alt text", { exact: true }).first()).toHaveValue("");
      await expectAccessible(page);

      // An alt text refused for one image of the list: its own field is marked, described and focused.
      const item = page.getByRole("listitem", { name: "skid.png" }).first();
      const itemAlt = item.getByLabel("Alt text", { exact: true });
      await itemAlt.fill("   ");
      await itemAlt.press("Enter");
      await expect(itemAlt).toBeFocused();
      await expect(itemAlt).toHaveAttribute("aria-invalid", "true");
      await expect(itemAlt).toHaveAccessibleDescription(/Alt text is required/);
      await expect(page.getByTestId("media-status")).toContainText("skid.png: ");
      await expectAccessible(page);
    });
  });
});
