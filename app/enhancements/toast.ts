import { TOAST_CLOSE_LABEL, TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from "~/components/ui/toast-rules";

/**
 * The toast of a light page, drawn like the React one (components/ui/toast-viewport.tsx) in the region
 * that components/ui/light-toast-region.tsx renders: one at a time, 5 s, a close button, a swipe right
 * past 50 px dismisses it, F8 moves focus to the region. What it says is announced through the region's
 * status element, which is in the page from the start so that screen readers notice the change.
 */
export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };

const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4" aria-hidden="true"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

export function showToast({ title, description, variant = "default" }: ToastInput): void {
  const region = document.querySelector<HTMLElement>("[data-toast-region]");
  const list = region?.querySelector<HTMLOListElement>("ol");
  const status = region?.querySelector<HTMLElement>("[data-toast-status]");
  if (!region || !list || !status) return;

  const item = document.createElement("li");
  item.dataset.testid = "toast";
  item.dataset.variant = variant;
  item.className =
    "pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-transform " +
    (variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900");
  const text = document.createElement("div");
  text.className = "grid gap-1";
  const heading = document.createElement("p");
  heading.className = "text-sm font-semibold";
  heading.textContent = title;
  text.append(heading);
  if (description) {
    const detail = document.createElement("p");
    detail.className = "text-sm opacity-90";
    detail.textContent = description;
    text.append(detail);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = "absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100";
  close.setAttribute("aria-label", region.dataset.closeLabel ?? TOAST_CLOSE_LABEL.en);
  close.innerHTML = CLOSE_ICON;
  item.append(text, close);

  // One at a time: a newer toast replaces the one on screen.
  list.replaceChildren(item);
  status.textContent = "";
  status.textContent = description ? `${title} ${description}` : title;

  let timer = 0;
  const dismiss = () => {
    window.clearTimeout(timer);
    item.remove();
    if (!list.childElementCount) status.textContent = "";
  };
  const schedule = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(dismiss, TOAST_DURATION_MS);
  };
  schedule();
  // Reading it (pointer over it, focus in it) holds it on screen.
  item.addEventListener("pointerenter", () => window.clearTimeout(timer));
  item.addEventListener("pointerleave", schedule);
  item.addEventListener("focusin", () => window.clearTimeout(timer));
  item.addEventListener("focusout", schedule);
  close.addEventListener("click", dismiss);
  item.addEventListener("keydown", (event) => {
    if (event.key === "Escape") dismiss();
  });
  swipeToDismiss(item, dismiss);
}

function swipeToDismiss(item: HTMLElement, dismiss: () => void) {
  let startX: number | null = null;
  item.addEventListener("pointerdown", (event) => {
    if (event.target instanceof Element && event.target.closest("button")) return;
    startX = event.clientX;
    item.setPointerCapture(event.pointerId);
  });
  item.addEventListener("pointermove", (event) => {
    if (startX === null) return;
    item.style.translate = `${Math.max(0, event.clientX - startX)}px 0`;
  });
  const end = (event: PointerEvent) => {
    if (startX === null) return;
    const moved = event.clientX - startX;
    startX = null;
    if (moved > TOAST_SWIPE_THRESHOLD) dismiss();
    else item.style.translate = "";
  };
  item.addEventListener("pointerup", end);
  item.addEventListener("pointercancel", end);
}

/** F8 moves focus to the notifications, as on pages that run React. */
export function bindToastHotkey(): void {
  document.addEventListener("keydown", (event) => {
    if (!TOAST_HOTKEY.includes(event.key)) return;
    document.querySelector<HTMLElement>("[data-toast-region] ol")?.focus();
  });
}
