import { formatViews } from "~/utils/posts";
import { isPlainClick, onReady, whenShown } from "./page";

/**
 * An article page: it counts one view per page load (SPEC.md section 4), once the page is really shown
 * (a page prerendered on a hover and never opened counts nothing), then shows the count the server
 * answers. "Back to Blog" returns to the very list the reader came from (its filters, page and scroll
 * position) when they came from it.
 */
onReady(() => {
  const views = document.querySelector<HTMLElement>("[data-view-count]");
  const postId = views?.dataset.postId;
  if (views && postId) whenShown(() => void countView(views, postId));

  const back = document.querySelector<HTMLAnchorElement>("a[data-back-to-list]");
  if (back) {
    back.addEventListener("click", (event) => {
      if (!isPlainClick(event) || !cameFromList()) return;
      event.preventDefault();
      history.back();
    });
    // Until here the link is a plain link to the list; from here it returns to the list the reader left.
    back.dataset.enhanced = "true";
  }
});

async function countView(element: HTMLElement, postId: string) {
  try {
    const response = await fetch(`/api/blog/posts/${encodeURIComponent(postId)}/views`, {
      method: "POST",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return;
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "viewCount" in body && typeof body.viewCount === "number") {
      const label = element.querySelector("[data-view-count-label]") ?? element;
      // The page's language decides the words ("1 234 vues" on a French article).
      label.textContent = formatViews(body.viewCount, document.documentElement.lang.startsWith("fr") ? "fr" : "en");
    }
  } catch {
    // A view that could not be counted is not worth bothering the reader about.
  }
}

function cameFromList(): boolean {
  if (!document.referrer || history.length < 2) return false;
  const from = new URL(document.referrer);
  return from.origin === location.origin && (from.pathname === "/blog" || from.pathname === "/fr/blogue");
}
