import { Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogTrigger } from "~/components/ui/alert-dialog";
import { Button, buttonClasses } from "~/components/ui/button";
import { useHydrated } from "../use-hydrated";

export type DeleteTarget = { id: string; from: string; target: string };

function question(target: DeleteTarget): string {
  return `${target.from} will answer “page not found” again instead of leading to ${target.target}. Search engines that still list the old address will drop it.`;
}

function DeleteForm({ target, busy, children }: { target: DeleteTarget; busy: boolean; children?: React.ReactNode }) {
  return (
    <Form method="post" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={target.id} />
      {children}
      <Button type="submit" variant="destructive" disabled={busy}>
        Delete redirect
      </Button>
    </Form>
  );
}

/**
 * "Delete…" on a row of the list: the site's confirmation dialog in the browser; without JavaScript a link
 * to the same confirmation on the page (`?delete={id}`).
 */
export function DeleteRedirectButton({ target, busy }: { target: DeleteTarget; busy: boolean }) {
  const hydrated = useHydrated();
  const label = `Delete the redirect from ${target.from}`;
  if (!hydrated) {
    return (
      <Link to={`?delete=${target.id}`} className={buttonClasses("outline-danger", "sm")} aria-label={label}>
        <Trash2 aria-hidden="true" />
        Delete…
      </Link>
    );
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger className={buttonClasses("outline-danger", "sm")} aria-label={label}>
        <Trash2 aria-hidden="true" />
        Delete…
      </AlertDialogTrigger>
      <AlertDialogContent title={`Delete the redirect from ${target.from}?`} description={question(target)}>
        <DeleteForm target={target} busy={busy}>
          <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
        </DeleteForm>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The confirmation as part of the page (`?delete={id}`), for a browser without JavaScript. */
export function DeleteRedirectConfirmation({ target, busy }: { target: DeleteTarget; busy: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [target.id]);
  return (
    <section
      aria-labelledby="delete-heading"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5"
      data-testid="delete-confirmation"
    >
      <h2 id="delete-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        Delete the redirect from {target.from}?
      </h2>
      <p className="mt-1 text-sm text-slate-800">{question(target)}</p>
      <div className="mt-3">
        <DeleteForm target={target} busy={busy}>
          <Link to="?" className={buttonClasses("outline", "default")}>
            Cancel
          </Link>
        </DeleteForm>
      </div>
    </section>
  );
}
