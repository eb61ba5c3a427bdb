import { createDocument, getSchema } from "@tiptap/core";
import type { Schema } from "@tiptap/pm/model";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import {
  BetweenHorizontalEnd,
  BetweenHorizontalStart,
  BetweenVerticalEnd,
  BetweenVerticalStart,
  Bold,
  Captions,
  Code,
  CodeXml,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  Quote,
  Redo2,
  SquareCode,
  Subscript,
  Superscript,
  Table,
  Trash2,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { articleContentClass } from "~/components/blog/article-content";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { cn } from "~/utils/cn";
import { addColumn, figureState, insertTableWithCaption, tableState, toggleFigureCaption, toggleTableCaption } from "./rich-text-commands";
import { EditorImageDialog, MediaFiles } from "./media/editor-images";
import { articleExtensions } from "./rich-text-extensions";
import { serializeArticle } from "./rich-text-html";
import { markupChange } from "./rich-text-support";
import "./rich-text-editor.css";

// The article body editor. Loaded only in the browser and only by the admin form (a lazy import), so
// neither the server render nor any public page carries it. Its schema keeps everything the sanitiser
// allows, and it writes articles in the canonical form of decision record 0013: an article opened and
// saved without changes is stored as it was.

export type RichTextEditorProps = {
  /** id of the element that labels the editor (the "Content" label). */
  labelId: string;
  /** id given to the HTML source textarea, so the label can point at it too. */
  sourceId: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
};

type Panel = "link" | "image" | null;

let articleSchema: Schema | undefined;

/**
 * What the visual editor would change in `html` (see markupChange), or null when it keeps it exactly:
 * the article is read as the editor reads it and written out as the editor writes it.
 */
function visualEditorChange(html: string): string | null {
  articleSchema ??= getSchema(articleExtensions());
  return markupChange(html, serializeArticle(createDocument(html, articleSchema)));
}

/** True for the shortcut that moves from the text to the toolbar (Alt+F10, as in other editors). */
function isToolbarShortcut(event: { altKey: boolean; key: string }) {
  return event.altKey && event.key === "F10";
}

export function RichTextEditor({ labelId, sourceId, value, onChange, invalid, describedBy }: RichTextEditorProps) {
  // Markup the visual editor would change: such an article opens as HTML, so nothing is lost unnoticed.
  const [atRisk, setAtRisk] = useState(() => visualEditorChange(value));
  const [showSource, setShowSource] = useState(atRisk !== null);
  const [panel, setPanel] = useState<Panel>(null);
  const [droppedImage, setDroppedImage] = useState<File | null>(null);
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const sourceRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const description = [describedBy, hintId].filter(Boolean).join(" ");
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const attributes = () => ({
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    "aria-required": "true",
    "aria-describedby": description,
    ...(invalid ? { "aria-invalid": "true" } : {}),
    class: cn("rte-content min-h-80 px-4 py-3 focus:outline-none", articleContentClass),
  });

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [...articleExtensions(), MediaFiles.configure({ onFiles: (file) => (setDroppedImage(file), setPanel("image")) })],
    content: value,
    editorProps: {
      attributes: attributes(),
      handleKeyDown: (_view, event) => {
        if (!isToolbarShortcut(event)) return false;
        event.preventDefault();
        focusToolbar(toolbarRef);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = serializeArticle(current.state.doc);
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  // Content set from outside (the HTML source view, or the stored version after a save).
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Keep the ARIA state of the editable area in step with the form's validation.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: attributes() } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributes() reads exactly these
  }, [editor, invalid, description, labelId]);

  const backToText = () => {
    if (showSource) sourceRef.current?.focus();
    else editor?.commands.focus();
  };

  return (
    <div
      className={cn(
        "overflow-hidden rounded-md border bg-white shadow-sm focus-within:border-brand-500",
        invalid ? "border-red-600" : "border-slate-300",
      )}
      data-testid="rich-text-editor"
    >
      {editor ? (
        <Toolbar
          editor={editor}
          toolbarRef={toolbarRef}
          showSource={showSource}
          onToggleSource={() => {
            setPanel(null);
            // Back to the visual view: check again what the HTML typed meanwhile would lose.
            if (showSource) setAtRisk(visualEditorChange(value));
            setShowSource((shown) => !shown);
          }}
          panel={panel}
          onPanel={setPanel}
          onEscape={backToText}
        />
      ) : null}
      {atRisk ? (
        <p className="border-b border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-950" data-testid="markup-notice" role="status">
          This article has markup the visual editor would change: {atRisk}. It opens as HTML so nothing is lost; editing it in the visual
          view would change that markup.
        </p>
      ) : null}
      {editor && panel === "link" ? <LinkPanel editor={editor} onClose={() => setPanel(null)} /> : null}
      {editor && panel === "image" ? (
        <EditorImageDialog editor={editor} file={droppedImage} onClose={() => (setPanel(null), setDroppedImage(null))} />
      ) : null}
      {showSource ? (
        <Textarea
          ref={sourceRef}
          id={sourceId}
          aria-labelledby={labelId}
          aria-describedby={description}
          aria-invalid={invalid || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (!isToolbarShortcut(event)) return;
            event.preventDefault();
            focusToolbar(toolbarRef);
          }}
          spellCheck={false}
          appearance="embedded-code"
          data-testid="html-source"
        />
      ) : (
        <EditorContent editor={editor} />
      )}
      <p id={hintId} className="border-t border-slate-200 bg-slate-50 px-3 py-1.5 text-xs text-slate-600">
        Alt+F10 moves to the formatting toolbar; Escape comes back to the text.
      </p>
    </div>
  );
}

/** Focuses the toolbar's current button (the one reached last, or the first). */
function focusToolbar(toolbarRef: RefObject<HTMLDivElement | null>) {
  const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
  (buttons.find((button) => button.tabIndex === 0) ?? buttons[0])?.focus();
}

type ToolbarProps = {
  editor: Editor;
  toolbarRef: RefObject<HTMLDivElement | null>;
  showSource: boolean;
  onToggleSource: () => void;
  panel: Panel;
  onPanel: (panel: Panel) => void;
  onEscape: () => void;
};

/**
 * The formatting toolbar, one tab stop (WAI-ARIA toolbar pattern): Tab reaches the button used last, the
 * arrow keys move between buttons, Home and End go to the first and last, Escape goes back to the text.
 */
function Toolbar({ editor, toolbarRef, showSource, onToggleSource, panel, onPanel, onEscape }: ToolbarProps) {
  const [current, setCurrent] = useState("Paragraph");
  const state = useEditorState({
    editor,
    selector: ({ editor: active }) => ({
      paragraph: active.isActive("paragraph"),
      h2: active.isActive("heading", { level: 2 }),
      h3: active.isActive("heading", { level: 3 }),
      h4: active.isActive("heading", { level: 4 }),
      bold: active.isActive("bold") || active.isActive("b"),
      italic: active.isActive("italic") || active.isActive("i"),
      code: active.isActive("code"),
      superscript: active.isActive("superscript"),
      subscript: active.isActive("subscript"),
      bulletList: active.isActive("bulletList"),
      orderedList: active.isActive("orderedList"),
      link: active.isActive("link"),
      blockquote: active.isActive("blockquote"),
      codeBlock: active.isActive("codeBlock"),
      table: tableState(active),
      figure: figureState(active),
      canUndo: active.can().undo(),
      canRedo: active.can().redo(),
    }),
  });

  // The roving tab stop: only the current button is in the tab order.
  useLayoutEffect(() => {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
    const stop = buttons.find((button) => button.dataset.tool === current) ?? buttons[0];
    for (const button of buttons) button.tabIndex = button === stop ? 0 : -1;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onEscape();
      return;
    }
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
    const index = buttons.findIndex((button) => button === document.activeElement);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (target === undefined || index < 0) return;
    event.preventDefault();
    buttons[(target + buttons.length) % buttons.length]?.focus();
  };

  const off = showSource;
  const chain = () => editor.chain().focus();
  const { inTable, hasCaption } = state.table;
  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-2 py-1.5"
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const tool = event.target instanceof HTMLButtonElement ? event.target.dataset.tool : undefined;
        if (tool) setCurrent(tool);
      }}
    >
      <ToolButton icon={Pilcrow} label="Paragraph" active={state.paragraph} disabled={off} onClick={() => chain().setParagraph().run()} />
      <ToolButton
        icon={Heading2}
        label="Heading 2"
        active={state.h2}
        disabled={off}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        icon={Heading3}
        label="Heading 3"
        active={state.h3}
        disabled={off}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton
        icon={Heading4}
        label="Heading 4"
        active={state.h4}
        disabled={off}
        onClick={() => chain().toggleHeading({ level: 4 }).run()}
      />
      <Divider />
      <ToolButton
        icon={Bold}
        label="Bold"
        shortcut="Control+B"
        active={state.bold}
        disabled={off}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        icon={Italic}
        label="Italic"
        shortcut="Control+I"
        active={state.italic}
        disabled={off}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        icon={Code}
        label="Inline code"
        shortcut="Control+E"
        active={state.code}
        disabled={off}
        onClick={() => chain().toggleCode().run()}
      />
      <ToolButton
        icon={Superscript}
        label="Superscript"
        active={state.superscript}
        disabled={off}
        onClick={() => chain().unsetMark("subscript").toggleMark("superscript").run()}
      />
      <ToolButton
        icon={Subscript}
        label="Subscript"
        active={state.subscript}
        disabled={off}
        onClick={() => chain().unsetMark("superscript").toggleMark("subscript").run()}
      />
      <Divider />
      <ToolButton
        icon={List}
        label="Bulleted list"
        active={state.bulletList}
        disabled={off}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        icon={ListOrdered}
        label="Numbered list"
        active={state.orderedList}
        disabled={off}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        icon={Quote}
        label="Block quote"
        active={state.blockquote}
        disabled={off}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolButton
        icon={SquareCode}
        label="Code block"
        active={state.codeBlock}
        disabled={off}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      <ToolButton icon={Minus} label="Horizontal line" disabled={off} onClick={() => chain().setHorizontalRule().run()} />
      <Divider />
      <ToolButton
        icon={Link2}
        label="Link"
        active={state.link || panel === "link"}
        disabled={off}
        onClick={() => onPanel(panel === "link" ? null : "link")}
      />
      <ToolButton
        icon={ImagePlus}
        label="Image"
        active={panel === "image"}
        disabled={off}
        onClick={() => onPanel(panel === "image" ? null : "image")}
      />
      <ToolButton
        icon={Captions}
        label="Image caption"
        active={state.figure.hasCaption}
        disabled={off || !state.figure.canCaption}
        onClick={() => toggleFigureCaption(editor)}
      />
      <Divider />
      <ToolButton icon={Table} label="Insert table" disabled={off || inTable} onClick={() => insertTableWithCaption(editor)} />
      {inTable && !off ? (
        <>
          <ToolButton icon={Captions} label="Table caption" active={hasCaption} onClick={() => toggleTableCaption(editor)} />
          <ToolButton icon={BetweenHorizontalStart} label="Add row above" onClick={() => chain().addRowBefore().run()} />
          <ToolButton icon={BetweenHorizontalEnd} label="Add row below" onClick={() => chain().addRowAfter().run()} />
          <ToolButton icon={BetweenVerticalStart} label="Add column left" onClick={() => addColumn(editor, "before")} />
          <ToolButton icon={BetweenVerticalEnd} label="Add column right" onClick={() => addColumn(editor, "after")} />
          <ToolButton icon={Trash2} label="Delete row" onClick={() => chain().deleteRow().run()} text="Row" />
          <ToolButton icon={Trash2} label="Delete column" onClick={() => chain().deleteColumn().run()} text="Col" />
          <ToolButton icon={Trash2} label="Delete table" onClick={() => chain().deleteTable().run()} text="Table" />
        </>
      ) : null}
      <Divider />
      <ToolButton icon={Undo2} label="Undo" shortcut="Control+Z" disabled={off || !state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton
        icon={Redo2}
        label="Redo"
        shortcut="Control+Shift+Z"
        disabled={off || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <div className="ml-auto">
        <ToolButton icon={CodeXml} label="Edit HTML source" active={showSource} onClick={onToggleSource} text="HTML" />
      </div>
    </div>
  );
}

function Divider() {
  return <span className="mx-1 h-5 w-px bg-slate-300" aria-hidden="true" />;
}

type ToolButtonProps = {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  /** For a button that turns something on and off: whether it is on where the cursor is. */
  active?: boolean;
  disabled?: boolean;
  text?: string;
  /** The keyboard shortcut that does the same, as aria-keyshortcuts spells it. */
  shortcut?: string;
};

/**
 * A toolbar button. A disabled one stays focusable (aria-disabled), as the toolbar pattern advises, so
 * that moving through the toolbar by keyboard finds every control; pressing it does nothing.
 */
function ToolButton({ icon: Icon, label, onClick, active, disabled, text, shortcut }: ToolButtonProps) {
  const hint = shortcut ? `${label} (${shortcut.replace("Control", "Ctrl")})` : label;
  return (
    <button
      type="button"
      data-tool={label}
      aria-label={label}
      title={hint}
      aria-keyshortcuts={shortcut}
      aria-pressed={active === undefined ? undefined : active}
      aria-disabled={disabled || undefined}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!disabled) onClick();
      }}
      // Enter and Space act at once and are consumed: most commands move the focus back into the text,
      // where the key would otherwise go on to split a paragraph or type a space.
      onKeyDown={(event) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        if (!disabled) onClick();
      }}
      className={cn(
        "inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded px-1.5 text-xs font-semibold transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
        "aria-disabled:cursor-not-allowed aria-disabled:opacity-40",
        active ? "bg-brand-100 text-brand-900" : "text-slate-700 hover:bg-slate-200 hover:text-slate-900",
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {text ? <span aria-hidden="true">{text}</span> : null}
    </button>
  );
}

function PanelRow({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    // Not a control itself: it hears Escape from the fields inside it, which are.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above
    <div
      className="flex flex-col gap-2 border-b border-slate-200 bg-brand-50/60 px-3 py-3 sm:flex-row sm:items-end"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        }
      }}
    >
      {children}
    </div>
  );
}

/** Enter applies the panel instead of submitting the whole post form. */
function onEnter(apply: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    }
  };
}

function isAllowedHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i.test(href);
}

function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const existing: unknown = editor.getAttributes("link").href;
  const [href, setHref] = useState(typeof existing === "string" ? existing : "");
  const [error, setError] = useState("");
  const apply = () => {
    const trimmed = href.trim();
    if (!trimmed) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      onClose();
      return;
    }
    if (!isAllowedHref(trimmed)) {
      setError("Use a web address (https://…), a path on this site (/contact), mailto: or tel:");
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: trimmed, marks: [{ type: "link", attrs: { href: trimmed } }] }).run();
    } else {
      chain.setLink({ href: trimmed }).run();
    }
    onClose();
  };
  return (
    <PanelRow onClose={onClose}>
      <AddressField
        id={`${id}-href`}
        errorId={`${id}-error`}
        label="Link address"
        value={href}
        placeholder="https://example.com or /services"
        error={error}
        onChange={(next) => {
          setHref(next);
          setError("");
        }}
        onEnter={onEnter(apply)}
      />
      <div className="flex gap-2">
        <Button size="sm" onClick={apply}>
          Apply
        </Button>
        {editor.isActive("link") ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onClose();
            }}
          >
            Remove link
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </PanelRow>
  );
}

/** The address field of the link and image panels: label, input and its error, wired for screen readers. */
function AddressField(props: {
  id: string;
  errorId: string;
  label: string;
  value: string;
  placeholder: string;
  error: string;
  onChange: (value: string) => void;
  onEnter: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="grid flex-1 gap-1">
      <label htmlFor={props.id} className="text-xs font-medium text-slate-700">
        {props.label}
      </label>
      <Input
        id={props.id}
        value={props.value}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opens on the editor's own click, and focus moves into it as into a dialog
        autoFocus
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={props.onEnter}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? props.errorId : undefined}
        fieldSize="sm"
      />
      {props.error ? (
        <p id={props.errorId} className="text-xs text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
