import { BLOCK_ELEMENTS, tighten } from "./rich-text-html";

// Whether the visual editor keeps an article. The editor's schema covers every element and attribute the
// sanitiser allows, but not every way of nesting them (bold text inside a code block, an image alone in a
// list item, a link without an address…). Before an article opens in the visual view, it is read into the
// editor and written out again; the two are compared here, element by element and attribute by
// attribute. Where they differ, the article opens as HTML, so nothing is ever dropped unnoticed.
//
// Differences that change nothing a reader sees are not differences: the order of attributes, whitespace
// between blocks and runs of spaces in text (outside <pre>), an implied <tbody>, and a list item or cell
// with a single paragraph written with or without its <p>.

type Token = { kind: "open" | "close" | "void" | "text"; block: boolean; value: string; tag?: string };

const VOID_ELEMENTS = new Set(["BR", "HR", "IMG", "COL", "WBR"]);

function isBlockElement(node: Node | null): boolean {
  return node instanceof Element && BLOCK_ELEMENTS.has(node.tagName);
}

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html").body;
}

/** Drops whitespace-only text between blocks, where it is layout and never shows. */
function dropLayoutWhitespace(element: Element) {
  if (element.tagName === "PRE") return;
  for (const child of Array.from(element.childNodes)) {
    if (child instanceof Element) dropLayoutWhitespace(child);
    else if (child.nodeType === 3 && /^[ \t\n\r\f]*$/.test(child.textContent ?? "")) {
      const previous = child.previousSibling;
      const next = child.nextSibling;
      if ((!previous || isBlockElement(previous)) && (!next || isBlockElement(next))) child.remove();
    } else if (child.nodeType !== 3) child.remove();
  }
}

function attributesOf(element: Element): string {
  return Array.from(element.attributes)
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(" ");
}

/** The article as a list of tags and texts, with the whitespace a browser would not show taken out. */
function tokens(html: string): Token[] {
  const body = parse(html);
  dropLayoutWhitespace(body);
  tighten(body);
  const list: Token[] = [];
  // Whether a space here would follow a line start or another space, and so not show.
  let spaceHidden = true;

  const trimLineEnd = () => {
    for (let index = list.length - 1; index >= 0; index--) {
      const token = list[index];
      if ((token.kind === "open" || token.kind === "close") && !token.block) continue;
      if (token.kind === "text") {
        token.value = token.value.replace(/ $/, "");
        if (!token.value) list.splice(index, 1);
      }
      return;
    }
  };

  const walk = (node: Node, inPre: boolean) => {
    if (node.nodeType === 3) {
      let text = node.textContent ?? "";
      if (!inPre) {
        text = text.replace(/[ \t\n\r\f]+/g, " ");
        if (spaceHidden) text = text.replace(/^ /, "");
        if (!text) return;
        spaceHidden = text.endsWith(" ");
      }
      const last = list[list.length - 1];
      if (last?.kind === "text") last.value += text;
      else list.push({ kind: "text", block: false, value: text });
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = node.tagName;
    const block = BLOCK_ELEMENTS.has(tag);
    const attributes = attributesOf(node);
    const open = `<${tag.toLowerCase()}${attributes ? ` ${attributes}` : ""}>`;
    if (block) trimLineEnd();
    if (VOID_ELEMENTS.has(tag)) {
      list.push({ kind: "void", block, value: open, tag });
      if (tag === "BR" || block) spaceHidden = true;
      return;
    }
    list.push({ kind: "open", block, value: open, tag });
    if (block) spaceHidden = true;
    for (const child of Array.from(node.childNodes)) walk(child, inPre || tag === "PRE");
    if (block) {
      trimLineEnd();
      spaceHidden = true;
    }
    list.push({ kind: "close", block, value: `</${tag.toLowerCase()}>`, tag });
  };

  for (const child of Array.from(body.childNodes)) walk(child, false);
  trimLineEnd();
  return list;
}

const TAG_NAMES: Record<string, string> = {
  a: "a link",
  abbr: "an abbreviation",
  b: "bold text",
  blockquote: "a block quote",
  br: "a line break",
  caption: "a table caption",
  cite: "a citation",
  code: "code",
  col: "a table column",
  colgroup: "a table column group",
  dd: "a definition list",
  dl: "a definition list",
  dt: "a definition list",
  em: "emphasis",
  figcaption: "a figure caption",
  figure: "a figure",
  h2: "a heading",
  h3: "a heading",
  h4: "a heading",
  h5: "a heading",
  h6: "a heading",
  hr: "a horizontal line",
  i: "italic text",
  img: "an image",
  kbd: "a keyboard key",
  li: "a list",
  mark: "highlighting",
  ol: "a numbered list",
  p: "a paragraph",
  pre: "a code block",
  q: "an inline quote",
  s: "struck-out text",
  small: "small print",
  strong: "bold text",
  sub: "subscript",
  sup: "superscript",
  table: "a table",
  tbody: "a table",
  td: "a table",
  tfoot: "a table footer",
  th: "a table",
  thead: "a table",
  tr: "a table",
  u: "underlined text",
  ul: "a bulleted list",
};

function describeToken(token: Token): string {
  if (token.kind === "text") return `the text “${token.value.trim().slice(0, 40)}”`;
  const tag = (token.tag ?? "").toLowerCase();
  return `${TAG_NAMES[tag] ?? "an element"} (<${tag}>)`;
}

/**
 * What the visual editor would change in `original` by writing it out as `written`, said as an editor
 * would say it ("a definition list (<dl>) near the text “Design pressure”"); null when nothing changes.
 */
export function markupChange(original: string, written: string): string | null {
  if (original === written) return null;
  const before = tokens(original);
  const after = tokens(written);
  const length = Math.max(before.length, after.length);
  for (let index = 0; index < length; index++) {
    const a = before[index];
    const b = after[index];
    if (a && b && a.kind === b.kind && a.value === b.value) continue;
    // Name the element that changes and where it is (the nearest text). When the written text runs on
    // where the original had an element, that element is what goes.
    let culprit = a ?? b;
    if (a?.kind === "text" && b?.kind === "text" && b.value.startsWith(a.value)) culprit = before[index + 1] ?? a;
    if (!culprit || culprit.kind === "text") {
      culprit = [...before.slice(0, index + 1)].reverse().find((token) => token.kind !== "text" && token.tag !== "P") ?? culprit;
    }
    const near = [...before.slice(index), ...before.slice(0, index).reverse()].find((token) => token.kind === "text");
    const what = culprit ? describeToken(culprit) : "the end of the article";
    return near && near !== culprit ? `${what} near ${describeToken(near)}` : what;
  }
  return null;
}
