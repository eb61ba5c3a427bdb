import type { Editor } from "@tiptap/core";
import type { Node as ProseMirrorNode, ResolvedPos } from "@tiptap/pm/model";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";

// The toolbar's commands for the structures the maintained extensions do not have: tables with captions
// and figures with captions (rich-text-nodes.ts).

/** The innermost ancestor of the selection of the given type, with its position. */
function ancestor($pos: ResolvedPos, name: string): { node: ProseMirrorNode; pos: number } | null {
  for (let depth = $pos.depth; depth > 0; depth--) {
    const node = $pos.node(depth);
    if (node.type.name === name) return { node, pos: $pos.before(depth) };
  }
  return null;
}

/** A table of three columns: an empty caption (where the cursor goes), a header row and two rows. */
export function insertTableWithCaption(editor: Editor): boolean {
  const { schema } = editor;
  const cell = (type: string, attrs: Record<string, unknown> | null = null) =>
    schema.nodes[type].create(attrs, schema.nodes.paragraph.create());
  const columns = [0, 1, 2];
  const head = schema.nodes.tableRow.create(
    { section: "head" },
    columns.map(() => cell("tableHeader", { scope: "col" })),
  );
  const row = () =>
    schema.nodes.tableRow.create(
      { section: "body" },
      columns.map(() => cell("tableCell")),
    );
  const table = schema.nodes.articleTable.create(null, [
    schema.nodes.tableCaption.create(),
    schema.nodes.table.create(null, [head, row(), row()]),
  ]);
  return editor
    .chain()
    .focus()
    .command(({ tr, dispatch }) => {
      if (dispatch) {
        const offset = tr.selection.from;
        tr.replaceSelectionWith(table).scrollIntoView();
        tr.setSelection(TextSelection.near(tr.doc.resolve(Math.min(offset + 1, tr.doc.content.size))));
      }
      return true;
    })
    .run();
}

/** Whether the selection is in a table, and whether that table has a caption. */
export function tableState(editor: Editor): { inTable: boolean; hasCaption: boolean } {
  const found = ancestor(editor.state.selection.$from, "articleTable");
  return { inTable: found !== null, hasCaption: found?.node.firstChild?.type.name === "tableCaption" };
}

/** Adds an empty caption to the table the selection is in and puts the cursor there, or removes it. */
export function toggleTableCaption(editor: Editor): boolean {
  const found = ancestor(editor.state.selection.$from, "articleTable");
  if (!found) return false;
  const { node, pos } = found;
  return editor
    .chain()
    .focus()
    .command(({ tr, dispatch, state }) => {
      if (!dispatch) return true;
      const first = node.firstChild;
      if (first?.type.name === "tableCaption") {
        tr.delete(pos + 1, pos + 1 + first.nodeSize);
        tr.setSelection(TextSelection.near(tr.doc.resolve(pos + 1)));
      } else {
        tr.insert(pos + 1, state.schema.nodes.tableCaption.create());
        tr.setSelection(TextSelection.create(tr.doc, pos + 2));
      }
      return true;
    })
    .run();
}

type FigureState = { canCaption: boolean; hasCaption: boolean };

/** Whether the selection is an image (which can be given a caption) or inside a figure with a caption. */
export function figureState(editor: Editor): FigureState {
  const { selection } = editor.state;
  const figure = ancestor(selection.$from, "figure");
  if (figure) {
    let hasCaption = false;
    figure.node.forEach((child) => {
      if (child.type.name === "figcaption") hasCaption = true;
    });
    return { canCaption: true, hasCaption };
  }
  return { canCaption: selection instanceof NodeSelection && selection.node.type.name === "image", hasCaption: false };
}

/**
 * On a selected image: wraps it in a figure with an empty caption and puts the cursor in the caption.
 * In a figure: removes its caption, and the figure with it, leaving the image where it was.
 */
export function toggleFigureCaption(editor: Editor): boolean {
  const { selection, schema } = editor.state;
  const figure =
    ancestor(selection.$from, "figure") ??
    (selection instanceof NodeSelection && selection.node.type.name === "figure" ? { node: selection.node, pos: selection.from } : null);
  if (figure) {
    const kept: ProseMirrorNode[] = [];
    figure.node.forEach((child) => {
      if (child.type.name !== "figcaption") kept.push(child);
    });
    return editor
      .chain()
      .focus()
      .command(({ tr, dispatch }) => {
        if (dispatch) tr.replaceWith(figure.pos, figure.pos + figure.node.nodeSize, kept);
        return true;
      })
      .run();
  }
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== "image") return false;
  const image = selection.node;
  const from = selection.from;
  return editor
    .chain()
    .focus()
    .command(({ tr, dispatch }) => {
      if (!dispatch) return true;
      tr.replaceWith(from, from + image.nodeSize, schema.nodes.figure.create(null, [image, schema.nodes.figcaption.create()]));
      // Inside the figure (+1), after the image, inside the caption (+1).
      tr.setSelection(TextSelection.create(tr.doc, from + 1 + image.nodeSize + 1));
      return true;
    })
    .run();
}

/**
 * Adds a column (before or after the cursor's) and gives the new header cells of header rows the scope
 * the others have, so that screen readers still read the column headers.
 */
export function addColumn(editor: Editor, side: "before" | "after"): boolean {
  const chain = editor.chain().focus();
  return (side === "before" ? chain.addColumnBefore() : chain.addColumnAfter())
    .command(({ tr }) => {
      tr.doc.descendants((node, pos) => {
        if (node.type.name !== "tableRow" || node.attrs.section !== "head") return node.type.name !== "tableCell";
        node.forEach((cell, offset) => {
          if (cell.type.name === "tableHeader" && !cell.attrs.scope)
            tr.setNodeMarkup(pos + 1 + offset, undefined, { ...cell.attrs, scope: "col" });
        });
        return false;
      });
      return true;
    })
    .run();
}
