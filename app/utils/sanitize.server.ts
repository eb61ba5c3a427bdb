import sanitizeHtml from "sanitize-html";
import { getEnv } from "./env.server";

/** The elements article HTML may contain; the visual editor keeps every one (rich-text-roundtrip.test.ts). */
export const ALLOWED_TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "mark",
  "small",
  "abbr",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "blockquote",
  "q",
  "cite",
  "code",
  "pre",
  "kbd",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "colgroup",
  "col",
];

/** The attributes each element may carry ("*": any element). */
export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "rel", "target"],
  // srcset and sizes survive only as media-library candidates of this site (see imageAttributes).
  img: ["src", "alt", "title", "width", "height", "srcset", "sizes", "loading"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  col: ["span"],
  colgroup: ["span"],
  ol: ["start", "reversed", "type"],
  abbr: ["title"],
  code: ["class"],
  pre: ["class"],
  "*": ["id"],
};

/**
 * Every id in article HTML is given this prefix, which the site's own markup never uses: whatever an
 * author writes (`app-start`, `main`, `__reactRouterContext`, an id a later page adds), it cannot take
 * over an element the page looks up, hijack the skip link or shadow a global through named window
 * properties. Links to an anchor in the same article (`href="#scope"`) are rewritten to match, so they
 * keep working. Idempotent: the sanitiser runs on save and again on render.
 */
export const ARTICLE_ID_PREFIX = "user-content-";
const ARTICLE_ID = /^[a-z][a-z0-9-]{0,63}$/;

/** The id as stored and rendered, or undefined to drop one that is not a plain anchor name. */
function articleId(id: string): string | undefined {
  const bare = id.startsWith(ARTICLE_ID_PREFIX) ? id.slice(ARTICLE_ID_PREFIX.length) : id;
  return ARTICLE_ID.test(bare) ? `${ARTICLE_ID_PREFIX}${bare}` : undefined;
}

function isExternal(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== new URL(getEnv().siteUrl).origin;
  } catch {
    return true;
  }
}

function withArticleId(attribs: Record<string, string>): Record<string, string> {
  if (attribs.id === undefined) return attribs;
  const { id, ...rest } = attribs;
  const safe = articleId(id);
  return safe ? { ...rest, id: safe } : rest;
}

/** One srcset candidate: a width of a media-library image of this site, and its width descriptor. */
const MEDIA_CANDIDATE = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\/[1-9][0-9]{0,4})? [1-9][0-9]{0,4}w$/;
/** A sizes list: media conditions and lengths, nothing that could be a URL. */
const SIZES = /^[a-z0-9()\s:.,%+-]{1,200}$/i;

/**
 * An image's attributes as kept: loaded lazily, with alt text (empty when none was given), and with a
 * srcset only when every candidate is an image of this site's media library (decision record 0014):
 * the browser would fetch any other address in it, so a srcset naming another site, a script URL or
 * anything unparsable is dropped whole, and sizes with it.
 */
function imageAttributes(attribs: Record<string, string>): Record<string, string> {
  const candidates = (attribs.srcset ?? "").split(",").map((candidate) => candidate.trim().replace(/\s+/g, " "));
  const srcset =
    attribs.srcset !== undefined && candidates.length <= 12 && candidates.every((candidate) => MEDIA_CANDIDATE.test(candidate))
      ? candidates.join(", ")
      : undefined;
  const sizes = srcset !== undefined && attribs.sizes !== undefined && SIZES.test(attribs.sizes) ? attribs.sizes : undefined;
  // Every attribute where it was (the visual editor writes them in one order and reads them back).
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === "srcset") {
      if (srcset !== undefined) kept.srcset = srcset;
    } else if (name === "sizes") {
      if (sizes !== undefined) kept.sizes = sizes;
    } else kept[name] = value;
  }
  kept.alt = attribs.alt ?? "";
  kept.loading = "lazy";
  return kept;
}

/**
 * The allow-list for article HTML, applied when a post is saved and again whenever it is rendered:
 * no script, style, iframe, form or event handler survives; URLs are limited to http(s), mailto, tel and
 * site-relative paths; links to other sites open without access to this page.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedClasses: { code: [/^language-[a-z0-9-]+$/], pre: [/^language-[a-z0-9-]+$/] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg", "math"],
    transformTags: {
      // The article's title is its only h1; headings in the body start at h2.
      h1: (_tagName, attribs) => ({ tagName: "h2", attribs: withArticleId(attribs) }),
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        if (isExternal(href)) {
          return { tagName, attribs: withArticleId({ ...attribs, rel: "noopener noreferrer", target: "_blank" }) };
        }
        const { target: _target, ...rest } = attribs;
        const anchor = href.startsWith("#") ? articleId(href.slice(1)) : undefined;
        return { tagName, attribs: withArticleId(anchor ? { ...rest, href: `#${anchor}` } : rest) };
      },
      img: (tagName, attribs) => ({ tagName, attribs: withArticleId(imageAttributes(attribs)) }),
      "*": (tagName, attribs) => ({ tagName, attribs: withArticleId(attribs) }),
    },
  });
}
