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

/**
 * Ids the site itself uses (skip link target, menus, page sections). Article HTML must not take them over:
 * a duplicate would hijack the skip link or a label, or shadow a global through named window properties.
 */
const RESERVED_IDS = new Set([
  "main",
  "root",
  "mobile-menu",
  "blog-filters",
  "filters-heading",
  "featured-heading",
  "results-heading",
  "article-tags",
  "article-author",
  "discussion-heading",
  "related-heading",
]);
const ARTICLE_ID = /^[a-z][a-z0-9-]{0,63}$/;

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
      // In-article anchors (#scope) keep working; ids that could collide with the page's own are dropped.
      "*": (tagName, attribs) => {
        if (attribs.id === undefined || (ARTICLE_ID.test(attribs.id) && !RESERVED_IDS.has(attribs.id))) return { tagName, attribs };
        const { id: _id, ...rest } = attribs;
        return { tagName, attribs: rest };
      },
    },
  });
}
