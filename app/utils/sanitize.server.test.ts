import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./sanitize.server";

describe("sanitizePostHtml", () => {
  it("keeps the article vocabulary", () => {
    const html =
      '<h2 id="scope">Scope</h2><p><strong>Bold</strong> and <em>italic</em></p><ul><li>One</li></ul>' +
      "<blockquote>Quote</blockquote><pre><code>x = 1</code></pre>" +
      '<figure><img src="https://example.com/a.png" alt="A"><figcaption>Cap</figcaption></figure>' +
      "<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>";
    const clean = sanitizePostHtml(html);
    for (const tag of [
      "<h2",
      "<strong>",
      "<em>",
      "<ul>",
      "<blockquote>",
      "<pre>",
      "<code>",
      "<figure>",
      "<figcaption>",
      "<table>",
      "<th>",
      "<td>",
    ]) {
      expect(clean).toContain(tag);
    }
    expect(clean).toContain('loading="lazy"');
  });

  it("marks links to other sites noopener noreferrer and leaves own links alone", () => {
    const clean = sanitizePostHtml('<a href="https://asme.org/x">ASME</a> <a href="/services/crn" target="_blank">CRN</a>');
    expect(clean).toContain('<a href="https://asme.org/x" rel="noopener noreferrer" target="_blank">ASME</a>');
    expect(clean).toContain('<a href="/services/crn">CRN</a>');
  });

  it("turns an h1 in the body into an h2", () => {
    expect(sanitizePostHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });
});

describe("ids in article HTML", () => {
  // Ids the page itself looks up or relies on: the deferred start script, the skip link's target, React
  // Router's globals, the article's own sections. None may be taken over by content.
  const pageIds = ["app-start", "main", "root", "__reactRouterContext", "article-tags", "article-author", "mobile-menu", "quote"];

  it("can never take an id the page relies on", () => {
    for (const id of pageIds) {
      const clean = sanitizePostHtml(
        `<p id="${id}">clobber</p><h1 id="${id}">t</h1><a id="${id}" href="/x">a</a><img id="${id}" src="https://e.example/a.png">`,
      );
      expect(clean, id).not.toMatch(new RegExp(`id="${id}"`));
    }
  });

  it("keeps in-article anchors working, and stays the same when sanitised again", () => {
    const once = sanitizePostHtml('<p><a href="#app-start">Start</a></p><h2 id="app-start">Start</h2><h1 id="Bad Id!">x</h1>');
    expect(once).toBe('<p><a href="#user-content-app-start">Start</a></p><h2 id="user-content-app-start">Start</h2><h2>x</h2>');
    expect(sanitizePostHtml(once)).toBe(once);
  });

  it("gives every id that survives the article prefix, whatever it was", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (id) => {
        const clean = sanitizePostHtml(`<p id="${id.replace(/"/g, "&quot;")}">x</p>`);
        for (const match of clean.matchAll(/\sid="([^"]*)"/g)) expect(match[1]).toMatch(/^user-content-[a-z][a-z0-9-]*$/);
      }),
      { numRuns: 300 },
    );
  });
});
