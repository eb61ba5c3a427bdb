import { DOMSerializer, type Node as ProseMirrorNode } from "@tiptap/pm/model";
import { columnElements } from "./rich-text-nodes";

// Article HTML as the visual editor writes it: the canonical form of decision record 0013. Written out
// and read back in, an article in this form comes back byte for byte, so opening an article and saving
// it changes nothing.
//
// - One block per line; inside lists, tables, block quotes, figures and definition lists each child block
//   on its own line, indented by two spaces; a blank line before each heading.
// - A list item, table cell or description holding a single paragraph is written without the <p>
//   ("tight"), as people write them by hand.
// - A table's rows in their row groups (<thead>, <tbody>, <tfoot>), after its caption and column groups.

/** Elements whose child blocks each go on a line of their own. */
const CONTAINERS = new Set(["UL", "OL", "LI", "BLOCKQUOTE", "TABLE", "THEAD", "TBODY", "TFOOT", "COLGROUP", "FIGURE", "DL", "DD"]);

/** Block-level elements, for layout: whitespace between them is not part of the text. */
export const BLOCK_ELEMENTS = new Set([
  "P",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "UL",
  "OL",
  "LI",
  "BLOCKQUOTE",
  "PRE",
  "HR",
  "TABLE",
  "CAPTION",
  "COLGROUP",
  "COL",
  "THEAD",
  "TBODY",
  "TFOOT",
  "TR",
  "TH",
  "TD",
  "FIGURE",
  "FIGCAPTION",
  "DL",
  "DT",
  "DD",
  "DIV",
]);

const HEADINGS = /^H[1-6]$/;

function isPlainParagraph(node: ChildNode | null): node is Element {
  return node instanceof Element && node.tagName === "P" && node.attributes.length === 0;
}

function isList(node: ChildNode): boolean {
  return node instanceof Element && (node.tagName === "UL" || node.tagName === "OL");
}

function elementChildren(element: Element): Element[] {
  return Array.from(element.children);
}

/**
 * Writes single-paragraph list items, cells and descriptions without the paragraph: <li>text</li>, and
 * <li>text<ul>…</ul></li> for an item followed by a nested list. Applied to the article opened as well
 * when comparing (rich-text-support.ts), since both spellings mean the same.
 */
export function tighten(root: Element) {
  for (const element of Array.from(root.querySelectorAll("li, td, th, dd"))) {
    const first = element.firstChild;
    if (!isPlainParagraph(first)) continue;
    const rest = Array.from(element.childNodes).slice(1);
    if (!rest.every((node) => element.tagName === "LI" && isList(node))) continue;
    first.replaceWith(...Array.from(first.childNodes));
  }
}

/** Moves each table's rows into <thead>, <tbody> (one per group) and <tfoot>, and restores its columns. */
function groupRows(root: Element) {
  const document = root.ownerDocument;
  for (const table of Array.from(root.querySelectorAll("table"))) {
    const caption = elementChildren(table).find((child) => child.tagName === "CAPTION");
    const rows = Array.from(table.querySelectorAll(":scope > tbody > tr"));
    const columns = table.getAttribute("data-columns");
    table.removeAttribute("data-columns");
    table.replaceChildren(...(caption ? [caption] : []), ...(columns ? columnElements(document, columns) : []));

    // <thead> takes the head rows at the top, <tfoot> the foot rows at the bottom; any other row is body.
    let head = 0;
    while (head < rows.length && rows[head].getAttribute("data-section") === "head") head++;
    let foot = rows.length;
    while (foot > head && rows[foot - 1].getAttribute("data-section") === "foot") foot--;
    const append = (tag: string, group: Element[]) => {
      if (!group.length) return;
      const section = document.createElement(tag);
      section.append(...group);
      table.append(section);
    };
    append("thead", rows.slice(0, head));
    let body: Element[] = [];
    for (const row of rows.slice(head, foot)) {
      if (row.hasAttribute("data-new-group") && body.length) {
        append("tbody", body);
        body = [];
      }
      body.push(row);
    }
    append("tbody", body);
    append("tfoot", rows.slice(foot));
    for (const row of rows) {
      row.removeAttribute("data-section");
      row.removeAttribute("data-new-group");
    }
  }
}

function isBlock(node: ChildNode): node is Element {
  return node instanceof Element && (BLOCK_ELEMENTS.has(node.tagName) || node.tagName === "IMG");
}

/** Puts each child block of a container on its own line, recursively through nested containers. */
function indent(element: Element, depth: number) {
  const document = element.ownerDocument;
  const children = Array.from(element.childNodes);
  if (!children.length || !children.every(isBlock)) return;
  const pad = (level: number) => document.createTextNode(`\n${"  ".repeat(level)}`);
  for (const child of children) {
    element.insertBefore(pad(depth + 1), child);
    if (isBlock(child) && CONTAINERS.has(child.tagName)) indent(child, depth + 1);
  }
  element.append(pad(depth));
}

/** The canonical article HTML of the editor's document ("" for an empty one). */
export function serializeArticle(doc: ProseMirrorNode, document: Document = globalThis.document): string {
  const root = document.createElement("div");
  root.append(DOMSerializer.fromSchema(doc.type.schema).serializeFragment(doc.content, { document }));
  groupRows(root);
  tighten(root);
  const lines: string[] = [];
  for (const child of Array.from(root.children)) {
    if (CONTAINERS.has(child.tagName)) indent(child, 0);
    if (lines.length && HEADINGS.test(child.tagName)) lines.push("");
    lines.push(child.outerHTML);
  }
  const html = lines.join("\n");
  return html === "<p></p>" ? "" : html;
}
