import { Extension, type AnyExtension } from "@tiptap/core";
import Link from "@tiptap/extension-link";
import StarterKit from "@tiptap/starter-kit";
import {
  Abbreviation,
  BoldText,
  Citation,
  Emphasis,
  Highlight,
  InlineCode,
  InlineQuote,
  ItalicText,
  KeyboardKey,
  SmallPrint,
  Strong,
  Subscript,
  Superscript,
} from "./rich-text-marks";
import {
  ArticleCodeBlock,
  ArticleOrderedList,
  ArticleTable,
  ArticleTableCell,
  ArticleTableHeader,
  ArticleTableRow,
  BlockImage,
  DefinitionDescription,
  DefinitionList,
  DefinitionTerm,
  Figure,
  FigureCaption,
  InlineImage,
  TableCaption,
  TableRows,
} from "./rich-text-nodes";

// The visual editor's schema: every element and attribute the article sanitiser allows
// (app/utils/sanitize.server.ts). The editor and the round-trip test (rich-text-roundtrip.test.ts) both
// use this list, so what the test proves is what the editor does. Decision record 0013 says why.

/** A link keeps its address, title, rel and target; the sanitiser decides rel and target on save. */
const ArticleLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute("href") },
      title: { default: null },
      rel: { default: null },
      target: { default: null },
    };
  },
  // The attributes in the order the sanitiser writes them (href, title, rel, target), so that a link
  // read and written again comes back as it was.
  renderHTML(props) {
    const rendered = this.parent?.(props);
    if (!Array.isArray(rendered) || typeof rendered[1] !== "object" || rendered[1] === null) return ["a", props.HTMLAttributes, 0];
    const attributes: Record<string, unknown> = { ...rendered[1] };
    const ordered: Record<string, unknown> = {};
    for (const name of ["id", "href", "title", "rel", "target"]) {
      if (attributes[name] !== undefined && attributes[name] !== null) ordered[name] = attributes[name];
      delete attributes[name];
    }
    return ["a", { ...ordered, ...attributes }, 0];
  },
}).configure({ openOnClick: false, autolink: true, HTMLAttributes: { rel: null, target: null, class: null } });

/** Every node and mark that can carry an id (the sanitiser allows one on any element). */
const WITH_ID = [
  "paragraph",
  "heading",
  "blockquote",
  "bulletList",
  "orderedList",
  "listItem",
  "codeBlock",
  "horizontalRule",
  "hardBreak",
  "image",
  "inlineImage",
  "articleTable",
  "tableCaption",
  "tableRow",
  "tableCell",
  "tableHeader",
  "figure",
  "figcaption",
  "definitionList",
  "definitionTerm",
  "definitionDescription",
  "link",
  "bold",
  "b",
  "italic",
  "i",
  "underline",
  "strike",
  "code",
  "subscript",
  "superscript",
  "highlight",
  "small",
  "abbr",
  "cite",
  "inlineQuote",
  "kbd",
];

const ElementIds = Extension.create({
  name: "elementIds",
  addGlobalAttributes() {
    return [
      {
        types: WITH_ID,
        attributes: {
          id: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element: HTMLElement) => element.getAttribute("id"),
            renderHTML: (attributes: Record<string, unknown>) => (attributes.id ? { id: attributes.id } : {}),
          },
        },
      },
    ];
  },
});

/**
 * The extensions, in the order that decides how marks nest when written out: a link outside bold text,
 * bold outside italics, inline code innermost.
 */
export function articleExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4, 5, 6] },
      bold: false,
      italic: false,
      code: false,
      codeBlock: false,
      orderedList: false,
      link: false,
      // An article may end with a table or a list: no empty paragraph is added after it.
      trailingNode: false,
    }),
    ArticleLink,
    Strong,
    BoldText,
    Emphasis,
    ItalicText,
    Highlight,
    SmallPrint,
    Abbreviation,
    Citation,
    InlineQuote,
    Subscript,
    Superscript,
    KeyboardKey,
    InlineCode,
    ArticleOrderedList,
    ArticleCodeBlock,
    BlockImage,
    InlineImage,
    ArticleTable,
    TableCaption,
    TableRows,
    ArticleTableRow,
    ArticleTableHeader,
    ArticleTableCell,
    Figure,
    FigureCaption,
    DefinitionList,
    DefinitionTerm,
    DefinitionDescription,
    ElementIds,
  ];
}
