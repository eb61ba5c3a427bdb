import { RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogTrigger } from "~/components/ui/alert-dialog";
import { Button, buttonClasses } from "~/components/ui/button";
import { useHydrated } from "./use-hydrated";

/** A version that can be restored, as the confirmation describes it. */
export type RestoreTarget = {
  version: number;
  savedBy: string | null;
  when: string;
  /** What the restore does to the post's publication, in words; null when it changes nothing there. */
  publication: string | null;
};

function describe(target: RestoreTarget, currentVersion: number): string {
  const by = target.savedBy ? ` by ${target.savedBy}` : "";
  return (
    `Version ${target.version} (saved ${target.when}${by}) becomes version ${currentVersion + 1}. ` +
    `Version ${currentVersion} stays in the history.` +
    (target.publication ? ` ${target.publication}` : "")
  );
}

function RestoreForm({
  target,
  currentVersion,
  busy,
  children,
}: {
  target: RestoreTarget;
  currentVersion: number;
  busy: boolean;
  children?: React.ReactNode;
}) {
  return (
    <Form method="post" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="restore" value={target.version} />
      <input type="hidden" name="version" value={currentVersion} />
      {children}
      <Button type="submit" disabled={busy}>
        Restore version {target.version}
      </Button>
    </Form>
  );
}

/**
 * "Restore…" on a row of the history: a confirmation dialog in the browser; without JavaScript a link to
 * the same confirmation on the page (`?restore=N`).
 */
export function RestoreButton({ target, currentVersion, busy }: { target: RestoreTarget; currentVersion: number; busy: boolean }) {
  const hydrated = useHydrated();
  const label = `Restore version ${target.version}…`;
  if (!hydrated) {
    return (
      <Link to={`?restore=${target.version}`} className={buttonClasses("outline", "sm")}>
        {label}
      </Link>
    );
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger className={buttonClasses("outline", "sm")}>
        <RotateCcw aria-hidden="true" />
        {label}
      </AlertDialogTrigger>
      <AlertDialogContent title={`Restore version ${target.version}?`} description={describe(target, currentVersion)}>
        <RestoreForm target={target} currentVersion={currentVersion} busy={busy}>
          <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
        </RestoreForm>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The confirmation as part of the page (`?restore=N`), for a browser without JavaScript. */
export function RestoreConfirmation({ target, currentVersion, busy }: { target: RestoreTarget; currentVersion: number; busy: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [target.version]);
  return (
    <section
      aria-labelledby="restore-heading"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5"
      data-testid="restore-confirmation"
    >
      <h2 id="restore-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        Restore version {target.version}?
      </h2>
      <p className="mt-1 text-sm text-slate-800">{describe(target, currentVersion)}</p>
      <div className="mt-3">
        <RestoreForm target={target} currentVersion={currentVersion} busy={busy}>
          <Link to="?" className={buttonClasses("outline", "default")}>
            Cancel
          </Link>
        </RestoreForm>
      </div>
    </section>
  );
}
