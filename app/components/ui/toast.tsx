import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { TOAST_HOTKEY, TOAST_LIMIT } from "./toast-rules";

export { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD } from "./toast-rules";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};
export type ToastItem = ToastInput & { id: number; open: boolean };

let items: ToastItem[] = [];
let nextId = 1;
const subscribers = new Set<() => void>();
const emit = () => subscribers.forEach((notify) => notify());

/** Shows a toast; a newer one replaces the one on screen. */
export function toast(input: ToastInput): void {
  items = [{ ...input, id: nextId++, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
}

function dismiss(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}
const snapshot = () => items;
const serverSnapshot: ToastItem[] = [];

// Most visits never show a toast: the toast region's code is fetched the first time one is needed.
const ToastViewport = lazy(() => import("./toast-viewport"));

export function Toaster() {
  const current = useSyncExternalStore(subscribe, snapshot, () => serverSnapshot);
  const [hotkeyPressed, setHotkeyPressed] = useState(false);
  // Once a toast has been shown the region stays, so the next one needs no fetch.
  const [loaded, setLoaded] = useState(false);
  if (current.length > 0 && !loaded) setLoaded(true);
  useEffect(() => {
    if (loaded) return;
    const onKey = (event: KeyboardEvent) => {
      if (TOAST_HOTKEY.includes(event.key)) {
        setHotkeyPressed(true);
        setLoaded(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [loaded]);
  if (!loaded && current.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport items={current} onDismiss={dismiss} focusOnMount={hotkeyPressed} />
    </Suspense>
  );
}
