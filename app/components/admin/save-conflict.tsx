import { AlertTriangle, Copy } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { changedFields, fieldLabel, snapshotFromForm, type PostSnapshot, type RevisionField } from "~/utils/post-revisions";
import type { ConflictState } from "./use-post-revisions";

// A save refused because someone saved first: both versions side by side, field by field, and three ways
// on: keep editing theirs, overwrite with mine (a deliberate save based on their version), or choose per
// field. Whatever the editor typed stays on screen until they dismiss it, so nothing typed is lost.

/** Names for the ids a post points to, so a choice reads as words. */
export type ConflictNames = { categories: Map<string, string>; authors: Map<string, string>; posts: Map<string, string> };

const WHEN = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short" });

function htmlText(html: string): string {
  if (typeof DOMParser === "undefined") return html;
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const block of doc.body.querySelectorAll("p, li, h1, h2, h3, h4, h5, h6, tr, caption, figcaption, blockquote, br")) {
    block.append("\n");
  }
  return (doc.body.textContent ?? "").replace(/\n{3,}/g, "\n\n").trim();
}

function shown(field: RevisionField, snapshot: Partial<PostSnapshot>, names: ConflictNames): string {
  const value = snapshot[field];
  if (value === undefined || value === null || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "(none)";
  if (typeof value === "number") return String(value);
  if (field === "content") return htmlText(value);
  if (field === "categoryId") return names.categories.get(value) ?? value;
  if (field === "authorId") return names.authors.get(value) ?? value;
  if (field === "translationOf") return names.posts.get(value) ?? value;
  if (field === "locale") return value === "fr" ? "French" : "English";
  if (field === "publishedAt") return WHEN.format(new Date(value));
  return value;
}

type Props = {
  conflict: ConflictState;
  names: ConflictNames;
  /** Fields the signed-in role cannot set (an author's publication switches): never offered. */
  lockedFields?: readonly RevisionField[];
  /** Puts these fields in the form, based on their version (nothing is saved yet). */
  onApply: (fields: Partial<PostSnapshot>, keepDirty: boolean) => void;
  /** Saves mine again, now based on their version. */
  onOverwrite: () => void;
};

export function SaveConflictPanel({ conflict, names, lockedFields = [], onApply, onOverwrite }: Props) {
  const mine = useMemo(() => snapshotFromForm(conflict.mine), [conflict.mine]);
  const theirs = conflict.theirs.fields;
  const fields = changedFields(theirs, mine).filter((field) => !lockedFields.includes(field));
  const [choices, setChoices] = useState<Partial<Record<RevisionField, "mine" | "theirs">>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel appears after a save the editor asked for: they land on it.
  useEffect(() => heading.current?.focus(), [conflict.theirs.version]);
  const who = conflict.theirs.savedByName ?? "Someone";
  const when = WHEN.format(new Date(conflict.theirs.savedAt));

  const merged = (): Partial<PostSnapshot> => {
    const result: Partial<PostSnapshot> = { ...theirs };
    for (const field of fields) if ((choices[field] ?? "mine") === "mine") Object.assign(result, { [field]: mine[field] });
    return result;
  };

  return (
    <section
      aria-labelledby="conflict-heading"
      className="mb-6 rounded-xl border border-amber-400 bg-amber-50 p-5"
      data-testid="save-conflict"
    >
      <h2
        id="conflict-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        <AlertTriangle className="size-5 text-amber-800" aria-hidden="true" />
        {conflict.theirs.savedByYou
          ? "You saved this post in another window while editing here"
          : `${who} saved this post while you were editing`}
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        Version {conflict.theirs.version} was saved {conflict.theirs.savedByYou ? "by you in another window or tab" : `by ${who}`} ({when}).
        Your changes were <strong>not</strong> saved, and they are still here.{" "}
        {fields.length === 0 ? "Their version has the same fields as yours." : `These fields differ (${fields.length}):`}
      </p>
      {fields.length ? (
        <div className="mt-4 grid gap-4">
          {fields.map((field) => (
            <fieldset key={field} className="rounded-lg border border-amber-200 bg-white p-3" data-testid={`conflict-${field}`}>
              <legend className="px-1 text-sm font-semibold text-slate-900">{fieldLabel(field)}</legend>
              <div className="grid gap-3 md:grid-cols-2">
                <Side
                  title="Yours"
                  field={field}
                  text={shown(field, mine, names)}
                  checked={(choices[field] ?? "mine") === "mine"}
                  onChoose={() => setChoices((current) => ({ ...current, [field]: "mine" }))}
                />
                <Side
                  title={`Theirs (version ${conflict.theirs.version})`}
                  field={field}
                  text={shown(field, theirs, names)}
                  checked={choices[field] === "theirs"}
                  onChoose={() => setChoices((current) => ({ ...current, [field]: "theirs" }))}
                />
              </div>
            </fieldset>
          ))}
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" onClick={() => onApply(merged(), true)} disabled={fields.length === 0}>
          Use the parts I chose
        </Button>
        <Button type="button" variant="outline" onClick={() => onApply(theirs, false)}>
          Keep editing theirs
        </Button>
        <Button type="button" variant="outline-danger" onClick={onOverwrite}>
          Overwrite with mine
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-700">
        “Use the parts I chose” and “Keep editing theirs” change the form only: press Update Post to save. Your own text stays shown above
        the form until you dismiss it.
      </p>
    </section>
  );
}

function Side(props: { title: string; field: RevisionField; text: string; checked: boolean; onChoose: () => void }) {
  const id = `conflict-${props.field}-${props.title.startsWith("Yours") ? "mine" : "theirs"}`;
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          id={id}
          type="radio"
          name={`keep-${props.field}`}
          checked={props.checked}
          onChange={props.onChoose}
          className="size-4 accent-brand-700"
        />
        {props.title.startsWith("Yours") ? "Keep yours " : "Keep theirs "}
        <span className="sr-only">{`for ${fieldLabel(props.field)} `}</span>
        {props.title.startsWith("Yours") ? null : <span className="text-slate-600">{props.title.replace(/^Theirs /, "")}</span>}
      </label>
      <div className="max-h-64 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-2 text-sm break-words whitespace-pre-wrap text-slate-900">
        {props.text}
      </div>
    </div>
  );
}

/** What the editor had typed, kept on screen after choosing their version, field by field, to copy from. */
export function KeptTextPanel({ fields, onDismiss }: { fields: Partial<PostSnapshot>; onDismiss: () => void }) {
  const entries = (["title", "excerpt", "content", "metaDescription", "metaKeywords", "authorBio", "slug"] as const).filter(
    (field) => typeof fields[field] === "string" && fields[field] !== "",
  );
  const [copied, setCopied] = useState("");
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="kept-heading" className="mt-6 rounded-xl border border-slate-300 bg-white p-5" data-testid="kept-text">
      <h2 id="kept-heading" className="text-lg font-semibold text-slate-900">
        Your text from before the conflict
      </h2>
      <p className="mt-1 text-sm text-slate-700">Copy what you need into the form; this disappears when you dismiss it or leave.</p>
      <div className="mt-3 grid gap-3">
        {entries.map((field) => (
          <div key={field} className="grid gap-1">
            <div className="flex items-center justify-between gap-2">
              <label htmlFor={`kept-${field}`} className="text-sm font-medium text-slate-800">
                {`Your ${fieldLabel(field).toLowerCase()}`}
              </label>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => {
                  void navigator.clipboard?.writeText(String(fields[field] ?? "")).then(() => setCopied(fieldLabel(field)));
                }}
              >
                <Copy aria-hidden="true" />
                Copy<span className="sr-only"> {fieldLabel(field)}</span>
              </Button>
            </div>
            <textarea
              id={`kept-${field}`}
              readOnly
              rows={field === "content" ? 6 : 2}
              value={String(fields[field] ?? "")}
              className="w-full rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs text-slate-900"
            />
          </div>
        ))}
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {copied ? `${copied} copied.` : ""}
      </p>
      <Button type="button" variant="outline" className="mt-2" onClick={onDismiss}>
        Dismiss my text
      </Button>
    </section>
  );
}
