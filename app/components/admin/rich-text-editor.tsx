import Link from "@tiptap/extension-link";
import { TableKit } from "@tiptap/extension-table";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  CodeXml,
  Heading2,
  Heading3,
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
  Table,
  Trash2,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { articleContentClass } from "~/components/blog/article-content";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { cn } from "~/utils/cn";
import { EditorImageDialog, MediaImage } from "./media/editor-images";
import { describeMarkup, unsupportedMarkup } from "./rich-text-support";
import "./rich-text-editor.css";

// The article body editor. Loaded only in the browser and only by the admin form (a lazy import), so
// neither the server render nor any public page carries it.

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

/** An empty editor serialises as one empty paragraph; the form treats that as no content. */
function normalise(html: string): string {
  return html === "<p></p>" ? "" : html;
}

export function RichTextEditor({ labelId, sourceId, value, onChange, invalid, describedBy }: RichTextEditorProps) {
  // Markup the visual editor cannot keep: such an article opens as HTML, so nothing is lost unnoticed.
  const [atRisk] = useState(() => unsupportedMarkup(value));
  const [showSource, setShowSource] = useState(atRisk.length > 0);
  const [panel, setPanel] = useState<Panel>(null);
  const [droppedImage, setDroppedImage] = useState<File | null>(null);
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      // The sanitiser adds rel/target to external links on save; the editor keeps the markup clean.
      Link.configure({ openOnClick: false, autolink: true, HTMLAttributes: { rel: null, target: null } }),
      MediaImage.configure({ onFiles: (file) => (setDroppedImage(file), setPanel("image")) }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-required": "true",
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: cn("rte-content min-h-80 px-4 py-3 focus:outline-none", articleContentClass),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = normalise(current.getHTML());
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
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          "aria-required": "true",
          ...(invalid ? { "aria-invalid": "true" } : {}),
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          class: cn("rte-content min-h-80 px-4 py-3 focus:outline-none", articleContentClass),
        },
      },
    });
  }, [editor, invalid, describedBy, labelId]);

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
          showSource={showSource}
          onToggleSource={() => {
            setPanel(null);
            setShowSource((shown) => !shown);
          }}
          panel={panel}
          onPanel={setPanel}
        />
      ) : null}
      {atRisk.length ? (
        <p className="border-b border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-950" data-testid="markup-notice">
          This article uses {describeMarkup(atRisk)}, which the visual editor cannot keep. It opens as HTML so nothing is lost; editing it
          in the visual view would remove that markup.
        </p>
      ) : null}
      {editor && panel === "link" ? <LinkPanel editor={editor} onClose={() => setPanel(null)} /> : null}
      {editor && panel === "image" ? (
        <EditorImageDialog editor={editor} file={droppedImage} onClose={() => (setPanel(null), setDroppedImage(null))} />
      ) : null}
      {showSource ? (
        <Textarea
          id={sourceId}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          spellCheck={false}
          appearance="embedded-code"
          data-testid="html-source"
        />
      ) : (
        <EditorContent editor={editor} />
      )}
    </div>
  );
}

type ToolbarProps = {
  editor: Editor;
  showSource: boolean;
  onToggleSource: () => void;
  panel: Panel;
  onPanel: (panel: Panel) => void;
};

function Toolbar({ editor, showSource, onToggleSource, panel, onPanel }: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive("paragraph"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      link: current.isActive("link"),
      blockquote: current.isActive("blockquote"),
      codeBlock: current.isActive("codeBlock"),
      table: current.isActive("table"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const off = showSource;
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-2 py-1.5"
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
      <Divider />
      <ToolButton icon={Bold} label="Bold" active={state.bold} disabled={off} onClick={() => chain().toggleBold().run()} />
      <ToolButton icon={Italic} label="Italic" active={state.italic} disabled={off} onClick={() => chain().toggleItalic().run()} />
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
        icon={Table}
        label="Insert table"
        disabled={off || state.table}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      {state.table && !off ? (
        <>
          <ToolButton icon={BetweenHorizontalEnd} label="Add row below" onClick={() => chain().addRowAfter().run()} />
          <ToolButton icon={BetweenVerticalEnd} label="Add column right" onClick={() => chain().addColumnAfter().run()} />
          <ToolButton icon={Trash2} label="Delete row" onClick={() => chain().deleteRow().run()} text="Row" />
          <ToolButton icon={Trash2} label="Delete column" onClick={() => chain().deleteColumn().run()} text="Col" />
          <ToolButton icon={Trash2} label="Delete table" onClick={() => chain().deleteTable().run()} text="Table" />
        </>
      ) : null}
      <Divider />
      <ToolButton icon={Undo2} label="Undo" disabled={off || !state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton icon={Redo2} label="Redo" disabled={off || !state.canRedo} onClick={() => chain().redo().run()} />
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
  active?: boolean;
  disabled?: boolean;
  text?: string;
};

function ToolButton({ icon: Icon, label, onClick, active, disabled, text }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded px-1.5 text-xs font-semibold transition-colors",
        "disabled:pointer-events-none disabled:opacity-40",
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
