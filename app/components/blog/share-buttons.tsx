import { Link2 } from "lucide-react";
import type { MouseEvent } from "react";
import { toast } from "~/components/ui/toast";
import { cn } from "~/utils/cn";
import { FacebookMark, LinkedInMark, TwitterMark } from "./brand-icons";
import { popupFeatures, shareLinks, type ShareNetwork } from "./share-links";

const ICONS: Record<ShareNetwork, typeof TwitterMark> = {
  twitter: TwitterMark,
  facebook: FacebookMark,
  linkedin: LinkedInMark,
};

const buttonClass =
  "inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 " +
  "transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800";

function openSharePopup(event: MouseEvent<HTMLAnchorElement>, href: string, network: ShareNetwork) {
  // Let the browser handle "open in new tab/window" clicks as it normally would.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  const popup = window.open(
    href,
    `share-${network}`,
    popupFeatures({ x: window.screenX, y: window.screenY, width: window.outerWidth, height: window.outerHeight }),
  );
  if (popup) {
    // The share page must not be able to reach back into this one.
    popup.opener = null;
  } else {
    // Popups blocked: open the share page as an ordinary new tab instead.
    window.open(href, "_blank", "noopener,noreferrer");
  }
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied!", description: "The article link has been copied to your clipboard." });
  } catch {
    toast({
      title: "Could not copy the link",
      description: `Your browser did not allow copying. The address is ${url}`,
      variant: "destructive",
    });
  }
}

/** Twitter, Facebook and LinkedIn shares (a 600x400 popup; plain links without JavaScript) and copy link. */
export function ShareButtons({ url, title, className }: { url: string; title: string; className?: string }) {
  return (
    <div role="group" aria-label="Share this article" className={cn("flex items-center gap-2", className)}>
      <span className="mr-1 text-sm font-medium text-slate-600" aria-hidden="true">
        Share
      </span>
      {shareLinks(url, title).map(({ network, label, href }) => {
        const Icon = ICONS[network];
        return (
          <a
            key={network}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            title={label}
            data-share={network}
            className={buttonClass}
            onClick={(event) => openSharePopup(event, href, network)}
          >
            <Icon className="size-4" />
          </a>
        );
      })}
      <button
        type="button"
        aria-label="Copy link"
        title="Copy link"
        className={buttonClass}
        onClick={() => void copyLink(url)}
      >
        <Link2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
