// @vitest-environment happy-dom
import { createDocument, Editor, getSchema } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { samplePosts } from "~/db/sample-content/posts";
import { samplePostsFr } from "~/db/sample-content/posts/fr";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitizePostHtml } from "~/utils/sanitize.server";
import { articleExtensions } from "./rich-text-extensions";
import { serializeArticle } from "./rich-text-html";
import { markupChange } from "./rich-text-support";

// The visual editor's promise (decision record 0013): an article opened in it and saved without changes
// is stored byte for byte as it was. Each article is read by a real Tiptap editor with the very extensions
// the admin's editor uses, written out the way the editor writes it, then sanitised as a save is.

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** What the editor sends on save for `stored`, before the server sanitises it. */
function written(stored: string): string {
  const editor = new Editor({ extensions: articleExtensions(), content: stored });
  editors.push(editor);
  return serializeArticle(editor.state.doc);
}

/** Open in the editor, save: what the database then holds. */
function saved(stored: string): string {
  return sanitizePostHtml(written(stored));
}

/** Every element and attribute the sanitiser allows, in the form the editor writes (as stored). */
const EVERY_ELEMENT = `<h2 id="user-content-start">Every element</h2>
<p>Text with <strong>strong</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u>, <s>s</s>, H<sub>2</sub>O, x<sup>2</sup>, <mark>mark</mark>, <small>small</small>, <abbr title="Canadian Registration Number">CRN</abbr>, <q>quote</q>, <cite>CSA B51</cite>, <code class="language-js">code</code>, <kbd>Ctrl</kbd>, a <a href="#user-content-start" title="Top">link</a>, an <a href="https://example.com/" rel="noopener noreferrer" target="_blank">outside link</a>, <a href="/contact"><strong id="user-content-bold">bold <code>code</code> in a link</strong></a><br />and a break.</p>

<h3>Three</h3>

<h4>Four</h4>

<h5>Five</h5>

<h6>Six</h6>
<ul>
  <li>One</li>
  <li>Two<ol reversed start="3" type="a"><li>Nested</li></ol></li>
  <li>
    <p>Loose</p>
    <p>item</p>
  </li>
</ul>
<ol start="0" id="user-content-steps">
  <li>Zero</li>
</ol>
<blockquote>
  <p>Quoted</p>
</blockquote>
<pre class="language-ts"><code class="language-ts">const a = 1;
  indented &lt;b&gt;</code></pre>
<pre>bare pre</pre>
<hr />
<figure id="user-content-fig">
  <img src="/images/a.png" alt="A vessel" title="Vessel" width="800" height="600" loading="lazy" />
  <figcaption>A <em>vessel</em></figcaption>
</figure>
<figure>
  <figcaption>Caption first</figcaption>
  <table>
    <tbody>
      <tr><td>In a figure</td></tr>
    </tbody>
  </table>
</figure>
<figure>
  <img src="/media/0b5e3c1a-4f2d-4c8e-9a7b-1d2e3f4a5b6c" alt="A pump" width="640" height="480" srcset="/media/0b5e3c1a-4f2d-4c8e-9a7b-1d2e3f4a5b6c/320 320w, /media/0b5e3c1a-4f2d-4c8e-9a7b-1d2e3f4a5b6c/640 640w" sizes="(min-width: 52rem) 48rem, 100vw" loading="lazy" />
  <figcaption>A pump from the media library</figcaption>
</figure>
<p>Inline <img src="https://example.com/i.png" alt="" loading="lazy" /> image</p>
<table id="user-content-t">
  <caption>Codes</caption>
  <colgroup span="2">
    <col span="1" id="user-content-c1"></col>
    <col></col>
  </colgroup>
  <thead>
    <tr><th colspan="2" scope="col">Head</th></tr>
  </thead>
  <tbody>
    <tr><th rowspan="2" scope="row">R</th><td>1</td></tr>
    <tr><td></td></tr>
  </tbody>
  <tbody>
    <tr><td colspan="2">second body</td></tr>
    <tr><td rowspan="2">Two rows</td><td>a</td></tr>
    <tr><td>b</td></tr>
  </tbody>
  <tfoot>
    <tr><td colspan="2">Foot</td></tr>
  </tfoot>
</table>
<table>
  <tbody>
    <tr><td><p>A</p><p>B</p></td><td><ul><li>x</li></ul></td></tr>
  </tbody>
</table>
<dl>
  <dt>Term</dt>
  <dd>Description</dd>
  <dd>
    <p>Two</p>
    <p>paragraphs</p>
  </dd>
</dl>`;

describe("the visual editor keeps every article as it was", () => {
  const articles = [...samplePosts, ...samplePostsFr];

  it.each(articles.map((post) => [`${post.locale ?? "en"}: ${post.slug}`, post.content] as const))(
    "the sample article %s opens and saves back byte for byte",
    (_name, content) => {
      const stored = sanitizePostHtml(content.trim());
      expect(saved(stored)).toBe(stored);
      expect(markupChange(stored, written(stored))).toBeNull();
    },
  );

  it("covers both languages, including the CRN guide and its French version", () => {
    expect(articles.filter((post) => post.locale === "fr").length).toBeGreaterThanOrEqual(6);
    expect(articles.map((post) => post.slug)).toEqual(
      expect.arrayContaining(["what-is-a-crn-canadian-registration-numbers-explained", "nec-numero-enregistrement-canadien-explique"]),
    );
    // The guide is the one that used to open as HTML only: its table has a caption.
    expect(articles.find((post) => post.slug.startsWith("what-is-a-crn"))?.content).toContain("<caption>");
  });

  it("keeps every element and attribute the sanitiser allows", () => {
    expect(sanitizePostHtml(EVERY_ELEMENT)).toBe(EVERY_ELEMENT);
    expect(saved(EVERY_ELEMENT)).toBe(EVERY_ELEMENT);

    // The sample above really holds all of the allow-list: a tag or attribute added to the sanitiser
    // fails here until the editor keeps it too.
    const body = new DOMParser().parseFromString(EVERY_ELEMENT, "text/html").body;
    const used = new Map<string, Set<string>>();
    for (const element of Array.from(body.querySelectorAll("*"))) {
      const tag = element.tagName.toLowerCase();
      const names = used.get(tag) ?? new Set<string>();
      for (const attribute of Array.from(element.attributes)) names.add(attribute.name);
      used.set(tag, names);
    }
    for (const tag of ALLOWED_TAGS) expect(used.has(tag), `<${tag}>`).toBe(true);
    for (const [tag, attributes] of Object.entries(ALLOWED_ATTRIBUTES)) {
      for (const attribute of attributes) {
        const carriers = tag === "*" ? [...used.values()] : [used.get(tag) ?? new Set<string>()];
        expect(
          carriers.some((names) => names.has(attribute)),
          `${tag} ${attribute}`,
        ).toBe(true);
      }
    }
  });

  it("writes what it reads once more the same way (the form is stable)", () => {
    const once = saved(EVERY_ELEMENT);
    expect(saved(once)).toBe(once);
  });

  it("writes the canonical form from HTML typed any other way, changing nothing a reader sees", () => {
    const typed = `<p>One  line
      broken</p><ul><li><p>tight</p></li></ul><table><tr><th scope="col">A</th></tr></table><blockquote><p>Q</p></blockquote>`;
    const stored = sanitizePostHtml(typed);
    const result = written(stored);
    expect(result).toBe(
      `<p>One line broken</p>\n<ul>\n  <li>tight</li>\n</ul>\n<table>\n  <tbody>\n    <tr><th scope="col">A</th></tr>\n  </tbody>\n</table>\n<blockquote>\n  <p>Q</p>\n</blockquote>`,
    );
    expect(markupChange(stored, result)).toBeNull();
  });

  it("a hostile column attribute in pasted HTML stays an attribute value and never becomes markup", () => {
    // Pasted HTML reaches the editor unsanitised; a column group's attributes are carried through the
    // editor as data and rebuilt as elements, never as markup.
    const payload = '"><img src=x onerror="globalThis.hacked=1">';
    const html = written(`<table><colgroup span='${payload}'><col id='${payload}'></colgroup><tr><td>x</td></tr></table>`);
    const body = new DOMParser().parseFromString(html, "text/html").body;
    expect(body.querySelectorAll("img")).toHaveLength(0);
    expect(body.querySelector("colgroup")?.getAttribute("span")).toBe(payload);
    expect(body.querySelector("col")?.getAttribute("id")).toBe(payload);
    // Saved, the span stays escaped text and the id, not an anchor name, goes.
    expect(sanitizePostHtml(html)).toBe(
      '<table>\n  <colgroup span="&quot;&gt;&lt;img src=x onerror=&quot;globalThis.hacked=1&quot;&gt;">\n    <col></col>\n  </colgroup>\n  <tbody>\n    <tr><td>x</td></tr>\n  </tbody>\n</table>',
    );
  });

  it("an empty editor is an empty article", () => {
    expect(written("")).toBe("");
  });
});

describe("markupChange: what the visual editor would change", () => {
  const schema = getSchema(articleExtensions());
  const change = (html: string) => markupChange(html, serializeArticle(createDocument(html, schema)));

  it("names markup the editor cannot keep as written, so such an article opens as HTML", () => {
    expect(change("<pre><code>a <strong>bold</strong> word</code></pre>")).toBe("bold text (<strong>) near the text “a”");
    expect(change('<p><a id="user-content-x">anchor</a> without an address</p>')).toBe("a link (<a>) near the text “anchor”");
    expect(change('<ul><li><img src="/a.png" alt="A pump"></li></ul>')).toBe("an image (<img>)");
    expect(change("<blockquote>bare text</blockquote>")).toBe("a block quote (<blockquote>) near the text “bare text”");
    expect(change("<p><strong>split</strong><strong> bold</strong></p>")).toBe("bold text (<strong>) near the text “split”");
    expect(change('<pre class="language-js"><code class="language-js language-ts">x</code></pre>')).toMatch(/^code \(<code>\)/);
  });

  it("does not count what a reader never sees: attribute order, layout whitespace, optional <p> and <tbody>", () => {
    expect(change('<p><a title="t" href="/x">x</a></p>')).toBeNull();
    expect(change("\n  <p>a\n   b </p>\n\n<h2> Title</h2>")).toBeNull();
    expect(change("<ul><li><p>one</p></li><li>two<ul><li><p>three</p></li></ul></li></ul>")).toBeNull();
    expect(change("<table><tr><td><p>cell</p></td></tr></table>")).toBeNull();
  });

  it("sees a change of text, of an attribute's value or of nesting", () => {
    expect(markupChange("<p>a</p>", "<p>b</p>")).toBe("the text “a”");
    expect(markupChange('<p><a href="/a">x</a></p>', '<p><a href="/b">x</a></p>')).toBe("a link (<a>) near the text “x”");
    expect(markupChange("<p><em><strong>x</strong></em></p>", "<p><strong><em>x</em></strong></p>")).toBe(
      "emphasis (<em>) near the text “x”",
    );
    expect(markupChange("<pre>a  b</pre>", "<pre>a b</pre>")).toBe("a code block (<pre>) near the text “a  b”");
    expect(markupChange("<p>kept</p><p>dropped</p>", "<p>kept</p>")).toBe("a paragraph (<p>) near the text “dropped”");
  });
});
