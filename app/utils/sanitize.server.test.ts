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
    for (const tag of ["<h2", "<strong>", "<em>", "<ul>", "<blockquote>", "<pre>", "<code>", "<figure>", "<figcaption>", "<table>", "<th>", "<td>"]) {
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
