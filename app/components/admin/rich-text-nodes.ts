import { mergeAttributes, Node } from "@tiptap/core";
import { CodeBlock } from "@tiptap/extension-code-block";
import { Image } from "@tiptap/extension-image";
import { OrderedList } from "@tiptap/extension-list";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";

// Block markup the article sanitiser allows (app/utils/sanitize.server.ts) that the maintained Tiptap
// extensions do not keep as written: tables with captions, row groups and column groups, figures,
// definition lists, images with every attribute, code blocks with classes, reversed lists. How the
// editor's document turns back into article HTML is in rich-text-html.ts.

/** Parents whose content is text: an <img> inside one is an inline image, anywhere else a block image. */
const TEXT_PARENTS = "paragraph/|heading/|tableCaption/|figcaption/|definitionTerm/";

function imageAttributes() {
  const plain = { default: null };
  return {
    src: plain,
    alt: plain,
    title: plain,
    width: plain,
    height: plain,
    // Responsive images, for when the sanitiser lets them through.
    srcset: plain,
    sizes: plain,
    // The sanitiser adds loading="lazy" to every image; the editor keeps it where it was.
    loading: plain,
  };
}

/** An image on its own: at the top of the article, in a figure, a table cell or a list item. */
export const BlockImage = Image.extend({
  addAttributes: imageAttributes,
  parseHTML() {
    return [{ tag: "img[src]" }];
  },
}).configure({ inline: false });

/** An image inside a paragraph, heading or caption, where it sits in the line of text. */
export const InlineImage = Image.extend({
  name: "inlineImage",
  addAttributes: imageAttributes,
  parseHTML() {
    return [{ tag: "img[src]", context: TEXT_PARENTS, priority: 60 }];
  },
  // The toolbar's image command and the ![alt](src) shortcut insert block images only.
  addCommands() {
    return {};
  },
  addInputRules() {
    return [];
  },
}).configure({ inline: true });

/** A numbered list keeps its start, its direction (reversed) and its numbering type. */
export const ArticleOrderedList = OrderedList.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      reversed: {
        default: false,
        parseHTML: (element: HTMLElement) => element.hasAttribute("reversed"),
        renderHTML: (attributes: Record<string, unknown>) => (attributes.reversed ? { reversed: "" } : {}),
      },
    };
  },
});

/**
 * <pre><code class="language-x">…</code></pre> as the starter kit writes it, and also a <pre> with a
 * class of its own or no <code> inside.
 */
export const ArticleCodeBlock = CodeBlock.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      preClass: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute("class"),
        renderHTML: (attributes: Record<string, unknown>) => (attributes.preClass ? { class: attributes.preClass } : {}),
      },
      bare: {
        default: false,
        parseHTML: (element: HTMLElement) => element.firstElementChild?.tagName !== "CODE",
        rendered: false,
      },
    };
  },
  renderHTML({ node, HTMLAttributes }) {
    const language: unknown = node.attrs.language;
    const attributes = mergeAttributes(this.options.HTMLAttributes, HTMLAttributes);
    if (node.attrs.bare) return ["pre", attributes, 0];
    return ["pre", attributes, ["code", { class: typeof language === "string" && language ? `language-${language}` : null }, 0]];
  },
});

/**
 * An article's table: its caption, if any, then the rows. The rows live in Tiptap's table node, which the
 * table commands (add a row, delete a column, …) work on; the caption cannot sit inside it, so this node
 * holds both. It renders as one <table>: rich-text-html.ts moves the rows into their row groups.
 */
export const ArticleTable = Node.create({
  name: "articleTable",
  group: "block",
  content: "tableCaption? table",
  isolating: true,
  addAttributes() {
    return {
      // The table's <colgroup>/<col> elements with their span and id, as JSON (see readColumns).
      columns: {
        default: null,
        parseHTML: (element: HTMLElement) => readColumns(element),
        renderHTML: (attributes: Record<string, unknown>) => (attributes.columns ? { "data-columns": attributes.columns } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: "table" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["table", mergeAttributes(HTMLAttributes), 0];
  },
  addNodeView() {
    return () => {
      const dom = document.createElement("div");
      dom.className = "rte-table";
      return { dom, contentDOM: dom };
    };
  },
});

export const TableCaption = Node.create({
  name: "tableCaption",
  content: "inline*",
  isolating: true,
  parseHTML() {
    return [{ tag: "caption" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["caption", mergeAttributes(HTMLAttributes), 0];
  },
});

/** The rows of an article table, for the table commands; its rows are parsed from the article's <table>. */
export const TableRows = Table.extend({
  group: "",
  parseHTML() {
    return [];
  },
  renderHTML() {
    return ["tbody", 0];
  },
  addCommands() {
    return {
      ...this.parent?.(),
      // The whole table goes, caption included.
      deleteTable:
        () =>
        ({ state, dispatch }) => {
          const { $from } = state.selection;
          for (let depth = $from.depth; depth > 0; depth--) {
            if ($from.node(depth).type.name !== ArticleTable.name) continue;
            dispatch?.(state.tr.delete($from.before(depth), $from.after(depth)).scrollIntoView());
            return true;
          }
          return false;
        },
    };
  },
}).configure({ resizable: false });

type Section = "head" | "body" | "foot";

function sectionOf(row: HTMLElement): Section {
  const group = row.parentElement?.tagName;
  return group === "THEAD" ? "head" : group === "TFOOT" ? "foot" : "body";
}

/** True for the first row of a second (third, …) <tbody>: the row groups are kept as they were. */
function startsBodyGroup(row: HTMLElement): boolean {
  const group = row.parentElement;
  if (group?.tagName !== "TBODY" || group.firstElementChild !== row) return false;
  for (let previous = group.previousElementSibling; previous; previous = previous.previousElementSibling) {
    if (previous.tagName === "TBODY") return true;
  }
  return false;
}

/** A row remembers its row group (<thead>, <tbody>, <tfoot>); rich-text-html.ts regroups rows by it. */
export const ArticleTableRow = TableRow.extend({
  addAttributes() {
    return {
      section: {
        default: "body",
        parseHTML: (element: HTMLElement) => sectionOf(element),
        renderHTML: (attributes: Record<string, unknown>) => ({ "data-section": attributes.section }),
      },
      newGroup: {
        default: false,
        parseHTML: (element: HTMLElement) => startsBodyGroup(element),
        renderHTML: (attributes: Record<string, unknown>) => (attributes.newGroup ? { "data-new-group": "" } : {}),
      },
    };
  },
});

export const ArticleTableCell = TableCell.extend({});

/** A header cell keeps its scope (col, row, colgroup, rowgroup), which screen readers rely on. */
export const ArticleTableHeader = TableHeader.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      scope: { default: null },
    };
  },
});

/** <figure>: an image or a table with its caption, which may come before or after it. */
export const Figure = Node.create({
  name: "figure",
  group: "block",
  content: "figcaption? block+ figcaption?",
  isolating: true,
  parseHTML() {
    return [{ tag: "figure" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["figure", mergeAttributes(HTMLAttributes), 0];
  },
});

export const FigureCaption = Node.create({
  name: "figcaption",
  content: "inline*",
  isolating: true,
  parseHTML() {
    return [{ tag: "figcaption" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["figcaption", mergeAttributes(HTMLAttributes), 0];
  },
});

/** <dl> with its terms (<dt>) and descriptions (<dd>). */
export const DefinitionList = Node.create({
  name: "definitionList",
  group: "block",
  content: "(definitionTerm | definitionDescription)+",
  parseHTML() {
    return [{ tag: "dl" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["dl", mergeAttributes(HTMLAttributes), 0];
  },
});

export const DefinitionTerm = Node.create({
  name: "definitionTerm",
  content: "inline*",
  defining: true,
  parseHTML() {
    return [{ tag: "dt" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["dt", mergeAttributes(HTMLAttributes), 0];
  },
});

export const DefinitionDescription = Node.create({
  name: "definitionDescription",
  content: "block+",
  defining: true,
  parseHTML() {
    return [{ tag: "dd" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["dd", mergeAttributes(HTMLAttributes), 0];
  },
});

type ColumnSpec = { span?: string; id?: string };
type ColumnGroupSpec = ColumnSpec & { cols: ColumnSpec[] };

function columnSpec(element: Element): ColumnSpec {
  const spec: ColumnSpec = {};
  const span = element.getAttribute("span");
  const id = element.getAttribute("id");
  if (span !== null) spec.span = span;
  if (id !== null) spec.id = id;
  return spec;
}

/** The table's column groups as JSON, or null when it has none. */
function readColumns(table: HTMLElement): string | null {
  const groups: ColumnGroupSpec[] = [];
  for (const child of Array.from(table.children)) {
    if (child.tagName !== "COLGROUP") continue;
    groups.push({ ...columnSpec(child), cols: Array.from(child.children, columnSpec) });
  }
  return groups.length ? JSON.stringify(groups) : null;
}

function isColumnSpec(value: unknown): value is ColumnSpec {
  if (typeof value !== "object" || value === null) return false;
  const { span, id } = value as Record<string, unknown>;
  return (span === undefined || typeof span === "string") && (id === undefined || typeof id === "string");
}

/** Builds the <colgroup> elements back from readColumns' JSON, as elements (never as markup). */
export function columnElements(document: Document, json: string): HTMLElement[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const build = (tag: string, spec: ColumnSpec) => {
    const element = document.createElement(tag);
    if (spec.span !== undefined) element.setAttribute("span", spec.span);
    if (spec.id !== undefined) element.setAttribute("id", spec.id);
    return element;
  };
  return parsed.filter(isColumnSpec).map((group: ColumnSpec & { cols?: unknown }) => {
    const element = build("colgroup", group);
    if (Array.isArray(group.cols)) for (const col of group.cols.filter(isColumnSpec)) element.append(build("col", col));
    return element;
  });
}
