import { History } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { snapshotFromForm, type PostSnapshot, type RevisionField } from "~/utils/post-revisions";
import { LeaveDialog } from "./leave-dialog";
import { adminPaths } from "./post-status";
import { KeptTextPanel, SaveConflictPanel, type ConflictNames } from "./save-conflict";
import type { PostRevisions } from "./use-post-revisions";

/** The link from the editor to the post's history. */
export function HistoryLink({ postId }: { postId: string }) {
  return (
    <Link to={adminPaths.history(postId)} className={buttonClasses("outline", "sm")}>
      <History aria-hidden="true" />
      History
    </Link>
  );
}

type Props = {
  revisions: PostRevisions;
  names: ConflictNames;
  lockedFields?: readonly RevisionField[];
  /** Puts these fields into the form. */
  applyFields: (fields: Partial<PostSnapshot>) => void;
  /** Sends the form as a deliberate save. */
  submit: () => void;
};

/**
 * The editor's revision pieces that appear in the form: a refused save's conflict (and, once resolved,
 * the editor's own text kept to copy from), and the question before leaving with unsaved changes.
 */
export function PostRevisionsPanels({ revisions, names, lockedFields, applyFields, submit }: Props) {
  const [kept, setKept] = useState<Partial<PostSnapshot> | null>(null);
  const { conflict } = revisions;
  return (
    <>
      {conflict ? (
        <SaveConflictPanel
          conflict={conflict}
          names={names}
          lockedFields={lockedFields}
          onApply={(fields, keepDirty) => {
            setKept(snapshotFromForm(conflict.mine));
            applyFields(fields);
            revisions.resolved(conflict.theirs.version, { keepDirty });
          }}
          onOverwrite={() => {
            revisions.resolved(conflict.theirs.version, { keepDirty: true });
            submit();
          }}
        />
      ) : null}
      {kept && !conflict ? <KeptTextPanel fields={kept} onDismiss={() => setKept(null)} /> : null}
      <LeaveDialog blocker={revisions.blocker} onSaveDraft={revisions.autosave.state === "off" ? undefined : revisions.saveNow} />
    </>
  );
}
