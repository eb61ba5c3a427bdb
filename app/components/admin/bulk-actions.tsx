import { Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Form, Link, useFormAction, useNavigation, useSearchParams, useSubmit } from "react-router";
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from "~/components/ui/alert-dialog";
import { Button, buttonClasses } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { cn } from "~/utils/cn";
import { useHydrated } from "./use-hydrated";

// Bulk actions on a list (posts, leads): a checkbox per row, one choice of action and Apply, sent as one
// plain form post, so they work without JavaScript; with it, select-all, a count and a toast. Without it,
// "Select all" is a link to the same page with every box checked (`?select=all`).

/** The bulk form's id: each row's checkbox belongs to it through its `form` attribute, wherever the row is. */
export const BULK_FORM_ID = "bulk-actions";

/** What a list's action answers to a bulk action: done, refused, or (a delete) asking to confirm first. */
export type BulkResult =
  { ok: boolean; intent: "bulk"; message: string } | { ok: "confirm"; intent: "bulk"; ids: string[]; message: string };

/** What the rows are called: "post"/"posts", "lead"/"leads". */
export type BulkNoun = { one: string; many: string };

/** The query parameter that draws the page with every row's box checked (select-all without JavaScript). */
const SELECT_ALL_PARAM = "select";

/** Whether the page was asked for with every row selected. */
const allSelectedIn = (params: URLSearchParams) => params.get(SELECT_ALL_PARAM) === "all";

const counted = (count: number, noun: BulkNoun) => `${count} ${count === 1 ? noun.one : noun.many}`;

type Props = {
  noun: BulkNoun;
  /** The `<option>`s of the action choice after its placeholder; the value "delete" is confirmed first. */
  children: ReactNode;
  /** The rows on this page that may be selected: their checkbox values, and the titles a confirmation names. */
  rows: { id: string; title: string }[];
  /** Where focus goes after an action when the list has nothing left to select (its heading). */
  fallbackFocus: RefObject<HTMLElement | null>;
  result: BulkResult | undefined;
  /** The bar's frame where it sits: a band inside a card by default. */
  className?: string;
};

/** A row's checkbox: its value is what the action receives, its label names the row for screen readers. */
export function BulkCheckbox({ value, label }: { value: string; label: string }) {
  const [params] = useSearchParams();
  return (
    <input
      type="checkbox"
      defaultChecked={allSelectedIn(params)}
      form={BULK_FORM_ID}
      name="ids"
      value={value}
      aria-label={label}
      className="size-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    />
  );
}

/** A form's action (path and query) without the select-all parameter. */
function withoutSelectAll(action: string): string {
  const url = new URL(action, "http://list.invalid");
  url.searchParams.delete(SELECT_ALL_PARAM);
  return `${url.pathname}${url.search}`;
}

/** The row checkboxes of the bulk form, wherever they sit in the page. */
function rowBoxes(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(`input[form="${BULK_FORM_ID}"][name="ids"]`)];
}

/**
 * The bulk bar above a list: select all, the number selected, one choice of action and Apply. Without
 * JavaScript the page comes back with the result (and, for a delete, a confirmation to send); with it, a
 * delete is confirmed in a dialog and the result is a toast.
 */
export function BulkActions({ noun, children, rows, fallbackFocus, result, className = "border-b border-slate-200" }: Props) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const apply = useRef<HTMLButtonElement>(null);
  const [selected, setSelected] = useState(0);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const handled = useRef<BulkResult | undefined>(undefined);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "bulk";
  const selectable = rows.length;
  const rowKey = rows.map((row) => row.id).join(" ");
  const [params] = useSearchParams();
  const allSelected = allSelectedIn(params);
  // The list without and with every box checked, and where the forms post: never with every box checked
  // again, so that the page after an action does not select what is left.
  const withSelection = (all: boolean) => {
    const next = new URLSearchParams(params);
    if (all) next.set(SELECT_ALL_PARAM, "all");
    else next.delete(SELECT_ALL_PARAM);
    return `?${next.toString()}`;
  };
  const formAction = withoutSelectAll(useFormAction());

  // Counts the checked boxes whenever one changes (the rows are elsewhere in the page) and when the rows do.
  useEffect(() => {
    const recount = () => setSelected(rowBoxes().filter((box) => box.checked).length);
    recount();
    document.addEventListener("change", recount);
    return () => document.removeEventListener("change", recount);
  }, [rowKey]);

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selected > 0 && selected < selectable;
  }, [selected, selectable]);

  // A new answer closes the dialog and, when it is done, clears the selection (the effect below unchecks the boxes).
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    setConfirming(null);
    if (result?.ok === true) setSelected(0);
  }

  useEffect(() => {
    if (!result || result.ok === "confirm" || handled.current === result || navigation.state !== "idle") return;
    handled.current = result;
    if (result.ok) {
      toast({ title: "Done", description: result.message });
      // The rows' boxes are cleared one by one (the list may have been drawn again since), and the count
      // is taken again through the change listener above, since neither a reset nor a script fires one.
      form.current?.reset();
      for (const box of rowBoxes()) box.checked = false;
      document.dispatchEvent(new Event("change"));
    } else {
      toast({ title: "Nothing was changed", description: result.message, variant: "destructive" });
    }
    // The button that sent the form was disabled while it went, which drops focus to the page's body; a
    // closing dialog first puts it back on what opened it. Where focus was lost, it goes to Apply (or, with
    // nothing left to select, the list's heading).
    window.setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      (apply.current ?? fallbackFocus.current)?.focus();
    }, 0);
  }, [result, navigation.state, fallbackFocus]);

  const titles = (ids: string[]) => ids.flatMap((id) => rows.find((row) => row.id === id)?.title ?? []);
  // The server asks to confirm a delete when the dialog could not (no JavaScript yet): the page asks instead.
  const pageConfirm = result?.ok === "confirm" && confirming === null ? result : undefined;

  return (
    <>
      {selectable > 0 ? (
        <Form
          ref={form}
          id={BULK_FORM_ID}
          method="post"
          action={formAction}
          aria-label="Bulk actions"
          className={cn("flex flex-wrap items-end gap-x-4 gap-y-3 bg-slate-50 px-4 py-3 sm:px-6", className)}
          onSubmit={(event) => {
            const data = new FormData(event.currentTarget);
            const ids = data.getAll("ids").filter((value) => typeof value === "string");
            if (data.get("bulkAction") !== "delete" || ids.length === 0) return;
            event.preventDefault();
            setConfirming(ids);
          }}
        >
          <input type="hidden" name="intent" value="bulk" />
          {hydrated ? (
            <div className="flex h-10 items-center gap-2">
              <input
                ref={selectAll}
                id="bulk-select-all"
                type="checkbox"
                checked={selected > 0 && selected === selectable}
                onChange={(event) => {
                  for (const box of rowBoxes()) box.checked = event.currentTarget.checked;
                  setSelected(event.currentTarget.checked ? selectable : 0);
                }}
                className="size-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              />
              <Label htmlFor="bulk-select-all">Select all {noun.many} on this page</Label>
            </div>
          ) : (
            <p className="flex h-10 items-center text-sm">
              <Link
                to={withSelection(!allSelected)}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {allSelected ? "Clear the selection" : `Select all ${noun.many} on this page`}
              </Link>
            </p>
          )}
          <div className="grid w-full min-w-0 gap-1.5 sm:w-auto sm:min-w-64">
            <Label htmlFor="bulk-action">Bulk action for the selected {noun.many}</Label>
            <NativeSelect id="bulk-action" name="bulkAction" defaultValue="">
              <option value="" disabled>
                Choose an action…
              </option>
              {children}
            </NativeSelect>
          </div>
          <Button ref={apply} type="submit" variant="outline" disabled={busy}>
            {busy ? "Applying..." : "Apply"}
          </Button>
          {hydrated ? (
            // Announced politely as it changes, without a second status region beside the page's answer.
            <p
              aria-live="polite"
              aria-atomic="true"
              className="flex h-10 items-center text-sm font-medium text-slate-700 tabular-nums"
              data-testid="bulk-selected"
            >
              {selected} selected
            </p>
          ) : null}
        </Form>
      ) : null}

      {!hydrated && result && result.ok !== "confirm" ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={cn(
            "mx-4 my-3 rounded-lg border p-3 text-sm font-medium sm:mx-6",
            result.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-900",
          )}
          data-testid="bulk-result"
        >
          {result.message}
        </p>
      ) : null}

      {pageConfirm ? (
        // Without JavaScript the confirmation is part of the page: a second form that sends the same posts, confirmed.
        <section
          aria-labelledby="bulk-confirm-title"
          className="mx-4 my-3 rounded-lg border border-red-200 bg-white p-4 sm:mx-6"
          data-testid="bulk-confirm"
        >
          <h2 id="bulk-confirm-title" className="font-semibold text-slate-900">
            Delete {counted(pageConfirm.ids.length, noun)}?
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Are you sure you want to delete {counted(pageConfirm.ids.length, noun)}? This action cannot be undone.
          </p>
          <TitleList titles={titles(pageConfirm.ids)} />
          <Form method="post" action={formAction} className="mt-3 flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="bulk" />
            <input type="hidden" name="bulkAction" value="delete" />
            <input type="hidden" name="confirm" value="yes" />
            {pageConfirm.ids.map((id) => (
              <input key={id} type="hidden" name="ids" value={id} />
            ))}
            <Button type="submit" variant="destructive">
              <Trash2 aria-hidden="true" />
              Delete {counted(pageConfirm.ids.length, noun)}
            </Button>
            <Link to="." className={buttonClasses("outline", "default")}>
              Cancel
            </Link>
          </Form>
        </section>
      ) : null}

      <AlertDialog
        open={hydrated && confirming !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setConfirming(null);
        }}
      >
        {confirming ? (
          <AlertDialogContent
            title={`Delete ${counted(confirming.length, noun)}`}
            description={
              <>
                Are you sure you want to delete {counted(confirming.length, noun)}? This action cannot be undone.
                <TitleList titles={titles(confirming)} />
              </>
            }
          >
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={busy}
              onClick={() => {
                const data = new FormData();
                data.set("intent", "bulk");
                data.set("bulkAction", "delete");
                data.set("confirm", "yes");
                for (const id of confirming) data.append("ids", id);
                void submit(data, { method: "post" });
              }}
            >
              {busy ? "Deleting..." : `Delete ${counted(confirming.length, noun)}`}
            </Button>
          </AlertDialogContent>
        ) : null}
      </AlertDialog>
    </>
  );
}

/** The titles of the posts a confirmation is about (a few; the count says the rest). */
function TitleList({ titles }: { titles: string[] }) {
  if (titles.length === 0) return null;
  const shown = titles.slice(0, 5);
  return (
    <span className="mt-2 block text-sm text-slate-700">
      {shown.map((title) => (
        <span key={title} className="block truncate">
          &ldquo;{title}&rdquo;
        </span>
      ))}
      {titles.length > shown.length ? <span className="block">and {titles.length - shown.length} more</span> : null}
    </span>
  );
}
