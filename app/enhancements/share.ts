import { popupFeatures } from "~/components/blog/share-links";
import { isPlainClick, onReady } from "./page";
import { bindToastHotkey, showToast } from "./toast";

/**
 * An article's share buttons (components/blog/share-buttons.tsx). Without JavaScript the networks are
 * plain links opening a new tab and copy link is not offered; here each network opens a 600x400 popup
 * centred over the page (SPEC.md section 2) that cannot reach back into it, and copy link puts the
 * article's address on the clipboard and says so in a toast.
 */
onReady(() => {
  const group = document.querySelector<HTMLElement>("[data-share-buttons]");
  if (!group) return;
  bindToastHotkey();

  for (const link of group.querySelectorAll<HTMLAnchorElement>("a[data-share]")) {
    link.addEventListener("click", (event) => {
      // "Open in a new tab" and the like keep their usual meaning.
      if (!isPlainClick(event)) return;
      event.preventDefault();
      const features = popupFeatures({ x: window.screenX, y: window.screenY, width: window.outerWidth, height: window.outerHeight });
      const popup = window.open(link.href, `share-${link.dataset.share}`, features);
      if (popup) popup.opener = null;
      // Popups blocked: the share page opens as an ordinary new tab instead.
      else window.open(link.href, "_blank", "noopener,noreferrer");
    });
  }

  const copy = group.querySelector<HTMLButtonElement>("button[data-copy-link]");
  if (!copy) return;
  copy.classList.remove("invisible");
  copy.addEventListener("click", async () => {
    const url = copy.dataset.copyLink ?? location.href;
    try {
      await navigator.clipboard.writeText(url);
      showToast({
        title: group.dataset.copied ?? "Link copied!",
        description: group.dataset.copiedDescription ?? "The article link has been copied to your clipboard.",
      });
    } catch {
      showToast({
        title: group.dataset.copyFailed ?? "Could not copy the link",
        description: (group.dataset.copyFailedDescription ?? "Your browser did not allow copying. The address is {url}").replace(
          "{url}",
          url,
        ),
        variant: "destructive",
      });
    }
  });
});
