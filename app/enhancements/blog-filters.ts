import { onReady } from "./page";

/**
 * The blog list's filters. Without JavaScript the category select is applied with its button and phones
 * find the filters below the articles, through the "Filters" link. Here a chosen category applies at
 * once, and on phones "Filters" opens the same filters in a slide-in drawer (a modal <dialog>: Escape and
 * the close button shut it, focus returns to the trigger) while the copy below the articles is hidden.
 */
onReady(() => {
  for (const select of document.querySelectorAll<HTMLSelectElement>("select[data-apply-on-change]")) {
    select.addEventListener("change", () => select.form?.requestSubmit());
  }

  const trigger = document.querySelector<HTMLAnchorElement>("a[data-drawer-trigger]");
  const drawer = trigger && document.getElementById(trigger.dataset.drawerTrigger ?? "");
  if (!trigger || !(drawer instanceof HTMLDialogElement)) return;
  const fallback = document.getElementById(trigger.hash.slice(1));

  trigger.setAttribute("role", "button");
  trigger.setAttribute("aria-haspopup", "dialog");
  trigger.setAttribute("aria-controls", drawer.id);
  trigger.setAttribute("aria-expanded", "false");
  fallback?.setAttribute("data-drawer", "ready");

  const open = () => {
    drawer.showModal();
    trigger.setAttribute("aria-expanded", "true");
  };
  trigger.addEventListener("click", (event) => {
    event.preventDefault();
    open();
  });
  // It acts as a button now, so Space opens it too.
  trigger.addEventListener("keydown", (event) => {
    if (event.key !== " ") return;
    event.preventDefault();
    open();
  });
  drawer.addEventListener("close", () => {
    trigger.setAttribute("aria-expanded", "false");
    trigger.focus();
  });
  for (const close of drawer.querySelectorAll<HTMLButtonElement>("button[data-drawer-close]")) {
    close.addEventListener("click", () => drawer.close());
  }
  // A press on the dimmed backdrop (the dialog element itself, outside its panel) closes it.
  drawer.addEventListener("click", (event) => {
    if (event.target === drawer) drawer.close();
  });
  // Coming back to the list (back button, page cache) finds the drawer closed.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && drawer.open) drawer.close();
  });
});
