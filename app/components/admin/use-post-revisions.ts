import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { formKey, type ConflictInfo } from "~/utils/post-revisions";
import { adminPaths } from "./post-status";

// The editor's side of revisions: the version a save is based on, whether the form has changes not yet
// saved, autosave of drafts, the question before leaving with unsaved changes, and a refused save's
// conflict. The form supplies its fields as FormData (what it would post); everything else is here.

/** Autosave runs this long after the last change. */
export const AUTOSAVE_DELAY_MS = 5000;

export type AutosaveState =
  | { state: "off"; reason: "new" | "published" }
  | { state: "idle" }
  | { state: "pending" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "failed"; message: string }
  | { state: "signed-out" }
  | { state: "conflict"; message: string };

type AutosaveAnswer = { ok: true; version: number; savedAt: string } | { ok: false; message: string; conflict?: ConflictInfo };

function isAnswer(value: unknown): value is AutosaveAnswer {
  return Boolean(value && typeof value === "object" && "ok" in value);
}

export type ConflictState = {
  theirs: ConflictInfo;
  /** What the editor had in the form when the save was refused. */
  mine: FormData;
};

export type PostRevisionsOptions = {
  mode: "create" | "edit";
  postId: string | undefined;
  /** The version the form was opened at. */
  initialVersion: number;
  /** Drafts autosave; published (and scheduled) posts change only on a deliberate save. */
  isPublished: boolean;
  /** The form's fields as it would post them, now. */
  getFormData: () => FormData;
  /** A value that changes whenever a field changes, and only then (the form's values as text). */
  changeKey: unknown;
  /** A deliberate save is on its way: no autosave starts until it has answered (it saves the same form). */
  saving: boolean;
  /** How long after the last change an autosave starts (tests may shorten it). */
  autosaveDelayMs?: number;
};

export function usePostRevisions({
  mode,
  postId,
  initialVersion,
  isPublished,
  getFormData,
  changeKey,
  saving,
  autosaveDelayMs = AUTOSAVE_DELAY_MS,
}: PostRevisionsOptions) {
  const [version, setVersion] = useState(initialVersion);
  const versionRef = useRef(initialVersion);
  const read = useRef(getFormData);
  read.current = getFormData;
  const savedKey = useRef<string | null>(null);
  const submitted = useRef<FormData | null>(null);
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const [conflict, setConflict] = useState<ConflictState | null>(null);
  const autosaveEnabled = mode === "edit" && Boolean(postId) && !isPublished;
  const [autosave, setAutosave] = useState<AutosaveState>(() =>
    autosaveEnabled ? { state: "idle" } : { state: "off", reason: mode === "create" ? "new" : "published" },
  );
  const inFlight = useRef(false);
  const savingRef = useRef(saving);
  savingRef.current = saving;

  const adoptVersion = useCallback((next: number) => {
    versionRef.current = next;
    setVersion(next);
  }, []);

  const markDirty = useCallback((next: boolean) => {
    dirtyRef.current = next;
    setDirty(next);
  }, []);

  /** The form as it stands now becomes the saved state (after the render that applies a save's answer). */
  const resyncSoon = useCallback(() => {
    setTimeout(() => {
      savedKey.current = formKey(read.current());
      markDirty(false);
    }, 0);
  }, [markDirty]);

  // The first render's fields are the saved state; later changes make the form dirty.
  useEffect(() => {
    const key = formKey(read.current());
    if (savedKey.current === null) {
      savedKey.current = key;
      return;
    }
    markDirty(key !== savedKey.current);
  }, [changeKey, markDirty]);

  useEffect(() => {
    setAutosave(autosaveEnabled ? { state: "idle" } : { state: "off", reason: mode === "create" ? "new" : "published" });
  }, [autosaveEnabled, mode]);

  const runAutosave = useCallback(
    async (keepalive = false): Promise<boolean> => {
      if (!postId || inFlight.current || savingRef.current) return false;
      const form = read.current();
      form.set("version", String(versionRef.current));
      const key = formKey(form);
      inFlight.current = true;
      if (!keepalive) setAutosave({ state: "saving" });
      try {
        const response = await fetch(adminPaths.autosave(postId), { method: "POST", body: form, keepalive, credentials: "same-origin" });
        const answer: unknown = await response.json().catch(() => undefined);
        if (response.status === 401) {
          setAutosave({ state: "signed-out" });
          return false;
        }
        if (!isAnswer(answer)) {
          setAutosave({ state: "failed", message: `the server answered ${response.status}` });
          return false;
        }
        if (answer.ok) {
          adoptVersion(answer.version);
          savedKey.current = key;
          markDirty(formKey(read.current()) !== key);
          setAutosave({ state: "saved", at: answer.savedAt });
          return true;
        }
        setAutosave(answer.conflict ? { state: "conflict", message: answer.message } : { state: "failed", message: answer.message });
        return false;
      } catch {
        setAutosave({ state: "failed", message: "the server could not be reached" });
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [postId, adoptVersion, markDirty],
  );

  // Autosave: a while after the last change, while the draft is dirty and nothing is in the way.
  const blockedByConflict = autosave.state === "conflict" || conflict !== null;
  useEffect(() => {
    if (!autosaveEnabled || !dirty || blockedByConflict || saving) return;
    setAutosave((current) => (current.state === "saving" ? current : { state: "pending" }));
    const timer = setTimeout(() => void runAutosave(), autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [autosaveEnabled, dirty, blockedByConflict, saving, changeKey, runAutosave, autosaveDelayMs]);

  // Leaving the tab (closing, reloading, typing another address): ask first, and save the draft on the way.
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    const pageHide = () => {
      if (dirtyRef.current && autosaveEnabled && !blockedByConflict) void runAutosave(true);
    };
    window.addEventListener("beforeunload", beforeUnload);
    window.addEventListener("pagehide", pageHide);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      window.removeEventListener("pagehide", pageHide);
    };
  }, [autosaveEnabled, blockedByConflict, runAutosave]);

  // Leaving within the admin: the router waits for an answer in the leave dialog.
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
        dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  return {
    version,
    dirty,
    autosave,
    conflict,
    blocker,
    /** Before a deliberate save: the version it is based on goes with the form. */
    beforeSave(form: FormData) {
      form.set("version", String(versionRef.current));
      submitted.current = form;
    },
    /** A deliberate save succeeded: its version is the new base, and the form is saved as it was sent. */
    saved(nextVersion: number) {
      adoptVersion(nextVersion);
      setConflict(null);
      if (autosaveEnabled) setAutosave({ state: "idle" });
      // Nothing is dirty from here (a create leaves the page at once), then the answer's render re-syncs.
      dirtyRef.current = false;
      resyncSoon();
    },
    /** A deliberate save was refused because someone saved first. */
    conflicted(theirs: ConflictInfo) {
      setConflict({ theirs, mine: submitted.current ?? read.current() });
    },
    /** The editor chose what to keep: the form now holds it, based on their version. */
    resolved(nextVersion: number, { keepDirty }: { keepDirty: boolean }) {
      adoptVersion(nextVersion);
      setConflict(null);
      if (autosaveEnabled) setAutosave({ state: "idle" });
      if (keepDirty) {
        // What is in the form differs from the stored version: it stays unsaved until saved.
        savedKey.current = "";
        markDirty(true);
      } else {
        resyncSoon();
      }
    },
    /** Saves the draft now (the leave dialog's "Save draft and leave"). */
    saveNow: () => runAutosave(),
  };
}

export type PostRevisions = ReturnType<typeof usePostRevisions>;
