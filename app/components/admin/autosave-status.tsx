import { useEffect, useState } from "react";
import { cn } from "~/utils/cn";
import { SIGNED_OUT_MESSAGE } from "~/utils/signed-out";
import { SignInAgainLink } from "./sign-in-again";
import type { AutosaveState } from "./use-post-revisions";

const TIME = new Intl.DateTimeFormat("en-CA", { hour: "2-digit", minute: "2-digit", hour12: false });

/** "Saved at 14:05" in the editor's own time zone (known only in the browser). */
function SavedAt({ at }: { at: string }) {
  const [time, setTime] = useState("");
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the time zone is known only in the browser
    setTime(TIME.format(new Date(at)));
  }, [at]);
  return <>Draft saved at {time}</>;
}

function message(state: AutosaveState, dirty: boolean) {
  switch (state.state) {
    case "off":
      return state.reason === "published"
        ? "Autosave is off for published posts: readers see your changes only when you press Update Post."
        : "Autosave starts once the post is created.";
    case "idle":
      return dirty ? "Unsaved changes" : "All changes saved";
    case "pending":
      return "Unsaved changes";
    case "saving":
      return "Saving…";
    case "saved":
      return dirty ? "Unsaved changes" : <SavedAt at={state.at} />;
    case "failed":
      return `Could not save: ${state.message}`;
    case "signed-out":
      return (
        <>
          {SIGNED_OUT_MESSAGE} <SignInAgainLink />
        </>
      );
    case "conflict":
      return `Not saved: ${state.message}`;
  }
}

/**
 * Where the draft stands, in a polite live region: it is announced without moving focus or interrupting
 * what the editor is typing.
 */
export function AutosaveStatus({ state, dirty }: { state: AutosaveState; dirty: boolean }) {
  const problem = state.state === "failed" || state.state === "conflict" || state.state === "signed-out";
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="autosave-status"
      className={cn("text-sm", problem ? "font-medium text-red-700" : "text-slate-600")}
    >
      {message(state, dirty)}
    </p>
  );
}
