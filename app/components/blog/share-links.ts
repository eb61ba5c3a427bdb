export type ShareNetwork = "twitter" | "facebook" | "linkedin";

export type ShareLink = { network: ShareNetwork; label: string; href: string };

/** SPEC.md: social shares open a popup window of this size. */
export const SHARE_POPUP = { width: 600, height: 400 } as const;

/** The share pages of each network for an article's absolute URL; `label` names the button ("Share on Twitter"). */
export function shareLinks(
  url: string,
  title: string,
  label: (network: string) => string = (network) => `Share on ${network}`,
): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "twitter", label: label("Twitter"), href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: "facebook", label: label("Facebook"), href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "linkedin", label: label("LinkedIn"), href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/** window.open features for a share popup centred over the current window. */
export function popupFeatures(screen: { x: number; y: number; width: number; height: number }): string {
  const left = Math.round(screen.x + Math.max(0, (screen.width - SHARE_POPUP.width) / 2));
  const top = Math.round(screen.y + Math.max(0, (screen.height - SHARE_POPUP.height) / 2));
  return `popup=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}
