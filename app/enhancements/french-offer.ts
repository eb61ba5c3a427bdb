import { onReady } from "./page";

/**
 * The offer of the French site on the English home page (home.tsx, FrenchOffer): shown only when the
 * browser's first language is French and the visitor has not declined it before. The page itself is the
 * same for everyone (it is stored and shared); only this script, in the visitor's browser, decides.
 */
onReady(() => {
  const offer = document.querySelector<HTMLElement>("[data-french-offer]");
  if (!offer) return;
  const key = "french-offer-declined";
  let declined = false;
  try {
    declined = localStorage.getItem(key) === "1";
  } catch {
    // Storage may be refused (private mode, blocked cookies): the offer is then shown each visit.
  }
  const first = navigator.languages?.[0] ?? navigator.language ?? "";
  if (declined || !/^fr\b/i.test(first)) return;
  offer.hidden = false;
  offer.querySelector("[data-french-offer-dismiss]")?.addEventListener("click", () => {
    offer.hidden = true;
    try {
      localStorage.setItem(key, "1");
    } catch {
      // Nothing to remember it in: it stays hidden for this page view.
    }
    // The button is gone: focus moves to the start of the page's content rather than being lost.
    const main = document.getElementById("main");
    main?.setAttribute("tabindex", "-1");
    main?.focus();
  });
});
