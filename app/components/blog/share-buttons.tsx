import { Link2 } from "lucide-react";
import { EnhancementScript } from "~/components/enhancement-script";
import { LightToastRegion } from "~/components/ui/light-toast-region";
import shareScript from "~/enhancements/share.ts?enhancement";
import type { Locale } from "~/i18n/locale";
import { cn } from "~/utils/cn";
import { blogCopies } from "./blog-copy";
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
export function ShareButtons({
  url,
  title,
  className,
  locale = "en",
}: {
  url: string;
  title: string;
  className?: string;
  locale?: Locale;
}) {
  const copy = blogCopies[locale].share;
  return (
    <div
      role="group"
      aria-label={copy.group}
      className={cn("flex items-center gap-2", className)}
      data-share-buttons=""
      // The toasts' words, in the page's language, for enhancements/share.ts.
      data-copied={copy.copied}
      data-copied-description={copy.copiedDescription}
      data-copy-failed={copy.copyFailed}
      data-copy-failed-description={copy.copyFailedDescription("{url}")}
    >
      <span className="mr-1 text-sm font-medium text-slate-600" aria-hidden="true">
        {copy.share}
      </span>
      {shareLinks(url, title, copy.on).map(({ network, label, href }) => {
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
      <button type="button" aria-label={copy.copy} title={copy.copy} className={cn(buttonClass, "invisible")} data-copy-link={url}>
        <Link2 className="size-4" aria-hidden="true" />
      </button>
      <LightToastRegion />
      <EnhancementScript src={shareScript} />
    </div>
  );
}
