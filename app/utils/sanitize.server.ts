import sanitizeHtml from "sanitize-html";
import { getEnv } from "./env.server";

const ALLOWED_TAGS = [
  "h2", "h3", "h4", "h5", "h6", "p", "br", "hr",
  "strong", "b", "em", "i", "u", "s", "sub", "sup", "mark", "small", "abbr",
  "ul", "ol", "li", "dl", "dt", "dd",
  "a", "img", "figure", "figcaption",
  "blockquote", "q", "cite", "code", "pre", "kbd",
  "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "colgroup", "col",
];

function isExternal(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== new URL(getEnv().siteUrl).origin;
  } catch {
    return true;
  }
}

/**
 * The allow-list for article HTML, applied when a post is saved and again whenever it is rendered:
 * no script, style, iframe, form or event handler survives; URLs are limited to http(s), mailto, tel and
 * site-relative paths; links to other sites open without access to this page.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "title", "width", "height", "loading"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
      col: ["span"],
      colgroup: ["span"],
      ol: ["start", "reversed", "type"],
      abbr: ["title"],
      code: ["class"],
      pre: ["class"],
      "*": ["id"],
    },
    allowedClasses: { code: [/^language-[a-z0-9-]+$/], pre: [/^language-[a-z0-9-]+$/] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg", "math"],
    transformTags: {
      // The article's title is its only h1; headings in the body start at h2.
      h1: "h2",
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        if (isExternal(href)) {
          return { tagName, attribs: { ...attribs, rel: "noopener noreferrer", target: "_blank" } };
        }
        const { target: _target, ...rest } = attribs;
        return { tagName, attribs: rest };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", alt: attribs.alt ?? "" } }),
    },
  });
}
