import { describe, expect, it } from "vitest";
import * as articleRoute from "~/routes/blog/article";
import { addPost } from "../../tests/integration/blog-fixtures";
import { useTestDatabase } from "../../tests/setup/database";
import { BASE_URL, routeArgs } from "../../tests/setup/route-args";
import { renderPostHtml } from "./posts.server";
import { sanitizePostHtml } from "./sanitize.server";

useTestDatabase();

// Real-world payloads: script injection, event handlers, dangerous URL schemes (with the usual case,
// whitespace and entity tricks), srcdoc, style tricks, SVG/MathML, mutation XSS and document hijacking.
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<img src=x onerror="alert(1)">',
  "<img src=x onerror=alert(1)//",
  '<img src="https://ok.example/a.png" onload="alert(1)" alt="a">',
  "<body onload=alert(1)>",
  '<p onclick="alert(1)" onmouseover="alert(2)">click</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href=" javascript:alert(1)">link</a>',
  '<a href="java\tscript:alert(1)">link</a>',
  '<a href="java&#x09;script:alert(1)">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="data:text/html,<script>alert(1)</script>">link</a>',
  '<a href="//evil.example/phish">protocol-relative</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">text</p>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:white">overlay</p>',
  '<p style="behavior:url(x.htc);-moz-binding:url(x.xml#xss)">old IE</p>',
  "<style>@import 'https://evil.example/x.css'; body{display:none}</style>",
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<math href="javascript:alert(1)">CLICK</math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<template><script>alert(1)</script></template>",
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<input onfocus=alert(1) autofocus>",
  "<details open ontoggle=alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<video><source onerror="alert(1)"></video>',
  "<audio src=x onerror=alert(1)>",
  "<marquee onstart=alert(1)>x</marquee>",
  "<!--<img src=x onerror=alert(1)>-->",
  '<a href="https://ok.example" target="_self" rel="opener">opener</a>',
  '<h2 id="main">Hijack the skip link</h2>',
  '<p id="__reactRouterContext">Clobber a global</p>',
  '<code class="language-js x" onclick="alert(1)">code</code>',
];

const NAMED: Record<string, string> = { amp: "&", colon: ":", tab: "\t", newline: "\n", lt: "<", gt: ">", quot: '"' };

/** Decodes character references in one pass, as a browser does before acting on an attribute. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1]?.toLowerCase() === "x" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Every reason `html` could still run code, restyle the page or hijack it; empty when safe. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const tags =
    /<\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button|template|noscript|video|audio|source|marquee|details|body)\b/i;
  if (tags.test(html)) found.push(`forbidden tag ${tags.exec(html)?.[0]}`);
  if (/\son[a-z]+\s*=/i.test(html)) found.push("event handler attribute");
  if (/\s(style|srcdoc|srcset|background|action|formaction|xlink:href|data)\s*=/i.test(html)) found.push("dangerous attribute");
  for (const match of html.matchAll(/\s(href|src|cite)\s*=\s*"([^"]*)"/gi)) {
    // Browsers ignore whitespace and control characters inside a scheme.
    const url = decodeEntities(match[2])
      // eslint-disable-next-line no-control-regex -- browsers drop control characters inside a scheme
      .replace(/[\u0000-\u0020]/g, "")
      .toLowerCase();
    const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
    if ((scheme && !["http", "https", "mailto", "tel"].includes(scheme)) || url.startsWith("//")) {
      found.push(`unsafe URL ${match[2]}`);
    }
  }
  for (const match of html.matchAll(/\sid\s*=\s*"([^"]*)"/gi)) {
    if (!/^user-content-[a-z][a-z0-9-]*$/.test(match[1])) found.push(`unsafe id ${match[1]}`);
  }
  if (/target="_blank"(?![^>]*rel="noopener noreferrer")/.test(html)) found.push("target=_blank without noopener");
  return found;
}

describe("article HTML against XSS payloads", () => {
  it.each(PAYLOADS)("neutralises %s", (payload) => {
    const clean = sanitizePostHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(dangers(clean)).toEqual([]);
    expect(clean).toContain("<p>before</p>");
  });

  it("the checker flags the raw payloads, so a sanitiser that let one through would fail", () => {
    const unflagged = PAYLOADS.filter((payload) => dangers(payload).length === 0);
    // Only this one is harmless as written (a same-window link to another site).
    expect(unflagged).toEqual(['<a href="https://ok.example" target="_self" rel="opener">opener</a>']);
  });

  it("keeps the harmless parts of tricky input", () => {
    expect(sanitizePostHtml('<a href="https://ok.example" target="_self" rel="opener">opener</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">opener</a>',
    );
    expect(sanitizePostHtml('<h2 id="scope">Scope</h2><a href="#scope">Jump</a>')).toBe(
      '<h2 id="user-content-scope">Scope</h2><a href="#user-content-scope">Jump</a>',
    );
    expect(sanitizePostHtml('<h2 id="main">Title</h2>')).toBe('<h2 id="user-content-main">Title</h2>');
    expect(sanitizePostHtml('<code class="language-js x">code</code>')).toBe('<code class="language-js">code</code>');
    expect(sanitizePostHtml("<p>a < b && c > d</p>")).toBe("<p>a &lt; b &amp;&amp; c &gt; d</p>");
  });

  it("renders a stored post through the sanitiser even when the stored HTML was never cleaned", async () => {
    const post = await addPost({ content: PAYLOADS.join("\n<p>between</p>\n") });
    const { data } = await articleRoute.loader(routeArgs(new Request(`${BASE_URL}/blog/${post.slug}`), { slug: post.slug }));
    expect(dangers(data.html)).toEqual([]);
    expect(data.html).toContain("<p>between</p>");
    expect(renderPostHtml(post.content)).toBe(data.html);
  });
});
