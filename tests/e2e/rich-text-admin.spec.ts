import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../setup/e2e-env";
import { expect, expectAccessible, signIn, test } from "./fixtures";

// The article editor in Chromium: the site's own articles open in the visual view and save back byte for
// byte (decision record 0013), the toolbar works from the keyboard, and tables and figures get captions.

type StoredPost = { id: string; content: string; title: string };

async function storedPost(request: APIRequestContext, slugOrId: string, locale = "en"): Promise<StoredPost> {
  const response = await request.get(`/api/blog/posts/${slugOrId}?locale=${locale}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StoredPost;
}

const editorOf = (page: Page) => page.getByTestId("rich-text-editor").getByRole("textbox", { name: "Content" });
const toolbarOf = (page: Page) => page.getByRole("toolbar", { name: "Formatting" });

for (const { slug, locale } of [
  { slug: "what-is-a-crn-canadian-registration-numbers-explained", locale: "en" },
  { slug: "nec-numero-enregistrement-canadien-explique", locale: "fr" },
]) {
  test(`the sample article ${locale}/${slug} opens in the visual view and saves back byte for byte`, async ({ page }) => {
    test.slow();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const before = await storedPost(page.request, slug, locale);
    expect(before.content).toContain("<caption>");

    await page.goto(`/blog-admin/edit/${before.id}`);
    const editor = editorOf(page);
    await expect(editor).toBeVisible();
    await expect(page.getByTestId("markup-notice")).toHaveCount(0);
    await expect(page.getByTestId("html-source")).toHaveCount(0);
    await expect(editor.locator("caption")).toHaveText(/./);
    await expect(editor.locator("th").first()).toBeVisible();
    await expectAccessible(page);

    // A change taken back: the editor writes the whole article out again, twice.
    await editor.locator("p").first().click();
    await page.keyboard.press("End");
    await page.keyboard.type("!");
    await page.keyboard.press("Backspace");
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(page.getByTestId("toast")).toContainText("Blog post updated successfully.");

    const after = await storedPost(page.request, before.id, locale);
    expect(after.content).toBe(before.content);
  });
}

test("the toolbar is one tab stop, moved through with the arrow keys, Home and End; Alt+F10 reaches it and Escape leaves it", async ({
  page,
}) => {
  test.slow();
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto("/blog-admin/create");
  const editor = editorOf(page);
  const toolbar = toolbarOf(page);
  await expect(editor).toBeVisible();
  await expect(editor).toHaveAccessibleDescription(/Alt\+F10 moves to the formatting toolbar; Escape comes back to the text/);

  await editor.click();
  await page.keyboard.type("Pressure ");
  await page.keyboard.press("Alt+F10");
  await expect(toolbar.getByRole("button", { name: "Paragraph" })).toBeFocused();
  await expect(toolbar.getByRole("button", { name: "Paragraph" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Heading 2" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "Edit HTML source" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Paragraph" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(toolbar.getByRole("button", { name: "Edit HTML source" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(toolbar.getByRole("button", { name: "Paragraph" })).toBeFocused();

  // Only one button is in the tab order: the one reached last.
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  const bold = toolbar.getByRole("button", { name: "Bold" });
  await expect(bold).toBeFocused();
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  await expect(bold).toHaveAttribute("tabindex", "0");
  await expect(bold).toHaveAttribute("aria-keyshortcuts", "Control+B");

  // Bold from the toolbar by keyboard; the text goes on in bold and the button says so.
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(editor).toBeFocused();
  await page.keyboard.type("vessels");
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await expect(editor.locator("strong")).toHaveText("vessels");

  // Back in the toolbar, on the button used last; Escape returns to the text where the cursor was.
  await page.keyboard.press("Alt+F10");
  await expect(bold).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(editor).toBeFocused();
  await page.keyboard.type(" registered");
  await expect(editor.locator("strong")).toHaveText("vessels registered");
  // The keys that pressed the buttons went no further: still one paragraph.
  await expect(editor.locator("p")).toHaveCount(1);

  // Leaving the toolbar by Tab goes on through the page, not through every button.
  await page.keyboard.press("Alt+F10");
  await page.keyboard.press("Tab");
  await expect(toolbar.locator(":focus")).toHaveCount(0);
  await expectAccessible(page);
});

test("a table with a caption, rows and columns, and an image with a caption, all from the toolbar", async ({ page }) => {
  test.slow();
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto("/blog-admin/create");
  const editor = editorOf(page);
  const toolbar = toolbarOf(page);
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type("Jurisdictions");

  // Insert a table by keyboard: the cursor lands in its caption.
  await page.keyboard.press("Alt+F10");
  await toolbar.getByRole("button", { name: "Insert table" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.type("Where a design is registered");
  await expect(editor.locator("caption")).toHaveText("Where a design is registered");
  await expect(toolbar.getByRole("button", { name: "Table caption" })).toHaveAttribute("aria-pressed", "true");
  await expect(toolbar.getByRole("button", { name: "Insert table" })).toHaveAttribute("aria-disabled", "true");
  await editor.locator("th p").first().click();
  await page.keyboard.type("Code");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Province");
  await editor.locator("td p").first().click();
  await page.keyboard.type("5");
  await toolbar.getByRole("button", { name: "Add row below" }).click();
  await toolbar.getByRole("button", { name: "Add column right" }).click();
  await expect(editor.locator("tr")).toHaveCount(4);
  await expect(editor.locator("tr").first().locator("th")).toHaveCount(4);
  // The new column is right of the cursor's; "Delete column" removes the cursor's own, with "Code" and "5".
  await toolbar.getByRole("button", { name: "Delete column" }).click();
  await expect(editor.locator("tr").first().locator("th")).toHaveCount(3);
  await expect(editor.locator("table")).not.toContainText("Code");
  await expectAccessible(page);

  // An image after the first paragraph, then its caption.
  await editor.getByText("Jurisdictions").click();
  await page.keyboard.press("End");
  await toolbar.getByRole("button", { name: "Image", exact: true }).click();
  await page.getByLabel("Image address").fill("/images/blog/what-is-a-crn-canadian-registration-numbers-explained.svg");
  await page.getByLabel("Alternative text").fill("A pressure vessel drawing");
  await page.getByRole("button", { name: "Insert image" }).click();
  const captionButton = toolbar.getByRole("button", { name: "Image caption" });
  await editor.locator('img[alt="A pressure vessel drawing"]').click();
  await expect(captionButton).not.toHaveAttribute("aria-disabled", "true");
  await expect(captionButton).toHaveAttribute("aria-pressed", "false");
  await captionButton.click();
  await page.keyboard.type("The vessel in the example");
  await expect(editor.locator("figure figcaption")).toHaveText("The vessel in the example");
  await expect(captionButton).toHaveAttribute("aria-pressed", "true");

  await toolbar.getByRole("button", { name: "Edit HTML source" }).click();
  const source = page.getByTestId("html-source");
  const html = await source.inputValue();
  expect(html).toContain("<table>\n  <caption>Where a design is registered</caption>\n  <thead>\n");
  // The header cell of the added column has its scope too.
  expect(html).toContain('<tr><th scope="col"></th><th scope="col">Province</th><th scope="col"></th></tr>');
  expect(html).toMatch(/<tbody>\n {4}<tr><td><\/td><td><\/td><td><\/td><\/tr>\n/);
  expect(html).toContain(
    '<figure>\n  <img src="/images/blog/what-is-a-crn-canadian-registration-numbers-explained.svg" alt="A pressure vessel drawing">\n  <figcaption>The vessel in the example</figcaption>\n</figure>',
  );
  await expect(page.getByTestId("markup-notice")).toHaveCount(0);
});

test("an article with markup the visual editor would change opens as HTML and says what would change", async ({ page }) => {
  test.slow();
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const origin = new URL(page.url()).origin;
  const content = "<p>Set the flag:</p>\n<pre><code>run <strong>--strict</strong></code></pre>";
  const token = Date.now().toString(36);
  const created = await page.request.post("/api/blog/posts", {
    headers: { origin },
    data: {
      title: `Markup kept as written ${token}`,
      slug: `markup-kept-as-written-${token}`,
      excerpt: "An article whose code block has bold text in it.",
      content,
      metaDescription: "An article whose code block has bold text in it.",
      isPublished: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as StoredPost;

  await page.goto(`/blog-admin/edit/${id}`);
  await expect(page.getByTestId("markup-notice")).toContainText(
    "This article has markup the visual editor would change: bold text (<strong>) near the text “run”.",
  );
  await expect(page.getByTestId("html-source")).toHaveValue(content);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByTestId("toast")).toContainText("Blog post updated successfully.");
  expect((await storedPost(page.request, id)).content).toBe(content);
  await page.request.delete(`/api/blog/posts/${id}`, { headers: { origin } });
});
