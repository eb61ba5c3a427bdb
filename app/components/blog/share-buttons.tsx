import { Link2 } from "lucide-react";
import { EnhancementScript } from "~/components/enhancement-script";
import { LightToastRegion } from "~/components/ui/light-toast-region";
import shareScript from "~/enhancements/share.ts?enhancement";
import { cn } from "~/utils/cn";
import { FacebookMark, LinkedInMark, TwitterMark } from "./brand-icons";
import { shareLinks, type ShareNetwork } from "./share-links";

const ICONS: Record<ShareNetwork, typeof TwitterMark> = {
  twitter: TwitterMark,
  facebook: FacebookMark,
  linkedin: LinkedInMark,
};

const buttonClass =
  "inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 " +
  "transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800";

/**
 * Twitter, Facebook and LinkedIn shares and copy link. Without JavaScript the shares are plain links to a
 * new tab and copy link keeps its place but stays invisible; enhancements/share.ts opens the 600x400
 * popups and copies the link with a toast.
 */
export function ShareButtons({ url, title, className }: { url: string; title: string; className?: string }) {
  return (
    <div role="group" aria-label="Share this article" className={cn("flex items-center gap-2", className)} data-share-buttons="">
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
          >
            <Icon className="size-4" />
          </a>
        );
      })}
      <button type="button" aria-label="Copy link" title="Copy link" className={cn(buttonClass, "invisible")} data-copy-link={url}>
        <Link2 className="size-4" aria-hidden="true" />
      </button>
      <LightToastRegion />
      <EnhancementScript src={shareScript} />
    </div>
  );
}
