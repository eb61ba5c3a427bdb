import { useState } from "react";
import type { Blocker } from "react-router";
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";

/**
 * Asked when the editor leaves the post for another admin page with changes not saved yet: stay (the
 * default, where focus starts), save the draft and leave (drafts only), or leave without saving.
 */
export function LeaveDialog({ blocker, onSaveDraft }: { blocker: Blocker; onSaveDraft?: () => Promise<boolean> }) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState("");
  const open = blocker.state === "blocked";
  const stay = () => {
    setProblem("");
    if (blocker.state === "blocked") blocker.reset();
  };
  const saveAndLeave = async () => {
    if (!onSaveDraft) return;
    setSaving(true);
    const ok = await onSaveDraft();
    setSaving(false);
    if (ok && blocker.state === "blocked") blocker.proceed();
    else setProblem("The draft could not be saved: stay on the page to see why.");
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : stay())}>
      <AlertDialogContent
        title="Leave without saving?"
        description={
          <>
            This post has changes that are not saved yet. If you leave now, they are lost.
            {problem ? (
              <span role="alert" className="mt-2 block font-medium text-red-700">
                {problem}
              </span>
            ) : null}
          </>
        }
      >
        <AlertDialogCancel type="button">Stay on this page</AlertDialogCancel>
        {onSaveDraft ? (
          <Button type="button" variant="outline" disabled={saving} onClick={() => void saveAndLeave()}>
            {saving ? "Saving…" : "Save draft and leave"}
          </Button>
        ) : null}
        <Button type="button" variant="destructive" onClick={() => (blocker.state === "blocked" ? blocker.proceed() : undefined)}>
          Leave without saving
        </Button>
      </AlertDialogContent>
    </AlertDialog>
  );
}
