import { afterHydration, onReady } from "./page";

/**
 * The mobile menu. Without JavaScript its toggle is a link to the panel, shown by CSS while it is the
 * URL's :target. Here the toggle becomes a disclosure button: it opens and closes the panel; Escape,
 * a press outside the header, focus leaving it or a widening window close it, and Escape returns focus
 * to the toggle. The markup is the server's (site-header.tsx); this only adds attributes React never
 * renders, after React has hydrated the page when it does (the contact page).
 */
onReady(() => afterHydration(enhanceMenu));

function enhanceMenu() {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  const toggle = header?.querySelector<HTMLButtonElement>("button[data-menu-toggle]");
  const panel = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!header || !toggle || !panel) return;

  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    // The labels are the page's language, from the server's markup.
    const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute("aria-label", label);
    panel.dataset.open = String(open);
  };
  const isOpen = () => toggle.getAttribute("aria-expanded") === "true";

  // Someone who opened the menu before this script ran keeps it open.
  setOpen(location.hash === `#${panel.id}`);
  header.dataset.enhanced = "true";

  toggle.addEventListener("click", () => setOpen(!isOpen()));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  });
  document.addEventListener("pointerdown", (event) => {
    if (isOpen() && event.target instanceof Node && !header.contains(event.target)) setOpen(false);
  });
  header.addEventListener("focusout", (event) => {
    if (isOpen() && event.relatedTarget instanceof Node && !header.contains(event.relatedTarget)) setOpen(false);
  });
  window.matchMedia("(min-width: 64rem)").addEventListener("change", (event) => {
    if (event.matches) setOpen(false);
  });
  // Coming back to this page (back button, page cache) finds the menu closed.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) setOpen(false);
  });
}
