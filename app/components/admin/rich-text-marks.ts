import { Mark, mergeAttributes } from "@tiptap/core";
import Bold from "@tiptap/extension-bold";
import Code from "@tiptap/extension-code";
import Italic from "@tiptap/extension-italic";

// Inline markup the article sanitiser allows (app/utils/sanitize.server.ts) beyond what the starter kit
// keeps as written. Each element stays the element it was: <b> is not turned into <strong>, nor <i> into
// <em>, so an article saved from the visual editor is the article that was opened.

/** A mark for one element that has no attributes of its own (the id comes from the global attribute). */
function elementMark(name: string, tag: string) {
  return Mark.create({
    name,
    parseHTML() {
      return [{ tag }];
    },
    renderHTML({ HTMLAttributes }) {
      return [tag, mergeAttributes(HTMLAttributes), 0];
    },
  });
}

/** <strong> only: <b> is its own mark below. */
export const Strong = Bold.extend({
  parseHTML() {
    return [{ tag: "strong" }];
  },
});

/** <em> only: <i> is its own mark below. */
export const Emphasis = Italic.extend({
  parseHTML() {
    return [{ tag: "em" }];
  },
});

export const BoldText = elementMark("b", "b");
export const ItalicText = elementMark("i", "i");
export const Subscript = elementMark("subscript", "sub");
export const Superscript = elementMark("superscript", "sup");
export const Highlight = elementMark("highlight", "mark");
export const SmallPrint = elementMark("small", "small");
export const Citation = elementMark("cite", "cite");
export const InlineQuote = elementMark("inlineQuote", "q");
export const KeyboardKey = elementMark("kbd", "kbd");

/** <abbr title="…">: the title is the expansion a reader sees on hover and a screen reader can announce. */
export const Abbreviation = Mark.create({
  name: "abbr",
  addAttributes() {
    return { title: { default: null } };
  },
  parseHTML() {
    return [{ tag: "abbr" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["abbr", mergeAttributes(HTMLAttributes), 0];
  },
});

/**
 * Inline code keeps its language class and may sit inside a link or bold text, as it may in the
 * sanitised HTML (the starter kit's code mark would shed every other mark).
 */
export const InlineCode = Code.extend({
  excludes: "",
  addAttributes() {
    return { class: { default: null } };
  },
});
