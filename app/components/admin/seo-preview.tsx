import { EyeOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/utils/cn";
import { cardDomain, cutForResults, displayUrl, lengthStatus } from "~/utils/search-preview";

// The SEO tab's previews: the article as a search result and as a shared card, as the editor types.

/**
 * `message`, but only once it has stopped changing for `delayMs` and only after it first changes: a
 * polite live region fed from this speaks when the editor pauses, not on every keystroke, and says
 * nothing when the page opens.
 */
export function useSettledMessage(message: string, delayMs = 1200): string {
  const [settled, setSettled] = useState("");
  const initial = useRef(message);
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current && message === initial.current) return;
    changed.current = true;
    const timer = setTimeout(() => setSettled(message), delayMs);
    return () => clearTimeout(timer);
  }, [message, delayMs]);
  return settled;
}

/** A polite, visually hidden announcement of a length against its guideline, once typing pauses. */
export function LengthAnnouncement({ id, label, count, guideline }: { id: string; label: string; count: number; guideline: number }) {
  const message = useSettledMessage(lengthStatus(label, count, guideline));
  return (
    <p id={id} aria-live="polite" className="sr-only" data-testid={id}>
      {message}
    </p>
  );
}

/** "48/60 characters", amber past the guideline. */
export function LengthCount({ testId, count, guideline, suffix }: { testId: string; count: number; guideline: number; suffix?: string }) {
  return (
    <span className={cn("tabular-nums", count > guideline && "font-medium text-amber-800")} data-testid={testId}>
      {count}/{guideline} characters{suffix}
    </span>
  );
}

type SearchPreviewProps = {
  siteName: string;
  title: string;
  url: string;
  description: string;
  noIndex: boolean;
  titleLimit: number;
  descriptionLimit: number;
};

/** The article as one result of a search: site, address, title and description, cut as a results page cuts them. */
export function SearchResultPreview({ siteName, title, url, description, noIndex, titleLimit, descriptionLimit }: SearchPreviewProps) {
  const shownTitle = cutForResults(title, titleLimit);
  const shownDescription = cutForResults(description, descriptionLimit);
  return (
    <section aria-labelledby="search-preview-heading" className="grid gap-3" data-testid="search-preview">
      <h2 id="search-preview-heading" className="text-sm font-semibold text-slate-900">
        In search results
      </h2>
      {noIndex ? (
        <p
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="noindex-note"
        >
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Hidden from search engines: this article will not appear in their results, in the sitemap or in the feeds.
        </p>
      ) : null}
      <div
        className={cn(
          "rounded-lg border bg-white p-4 font-[Arial,sans-serif]",
          noIndex ? "border-dashed border-amber-400" : "border-slate-200",
        )}
      >
        <p className="text-sm text-slate-800">{siteName}</p>
        <p className="truncate text-xs text-slate-600" data-testid="search-preview-url">
          {displayUrl(url)}
        </p>
        <p className="mt-1 text-xl leading-snug text-[#1a0dab]" data-testid="search-preview-title">
          {shownTitle.text || "Your title"}
        </p>
        <p className="mt-1 text-sm leading-normal text-slate-700" data-testid="search-preview-description">
          {shownDescription.text || "Your meta description"}
        </p>
      </div>
      <p className="text-xs text-slate-600">
        {shownTitle.truncated || shownDescription.truncated
          ? "Cut where a results page cuts it (about 60 characters of title, 160 of description). Search engines sometimes show other text."
          : "Search engines sometimes show other text than the meta description."}
      </p>
    </section>
  );
}

type CardPreviewProps = { image: string; imageAlt: string; title: string; description: string; url: string };

/** The card social sites and messengers show for a shared link: image, domain, title and description. */
export function SocialCardPreview({ image, imageAlt, title, description, url }: CardPreviewProps) {
  return (
    <section aria-labelledby="card-preview-heading" className="grid gap-3" data-testid="card-preview">
      <h2 id="card-preview-heading" className="text-sm font-semibold text-slate-900">
        When shared
      </h2>
      <div className="max-w-md overflow-hidden rounded-lg border border-slate-300 bg-white">
        <div className="aspect-[1200/630] bg-slate-100">
          {image ? <img src={image} alt={imageAlt} className="size-full object-cover" data-testid="card-preview-image" /> : null}
        </div>
        <div className="grid gap-0.5 border-t border-slate-200 bg-slate-50 px-3 py-2">
          <p className="text-xs text-slate-600" data-testid="card-preview-domain">
            {cardDomain(url)}
          </p>
          <p className="line-clamp-2 font-semibold text-slate-900" data-testid="card-preview-title">
            {title || "Your title"}
          </p>
          <p className="line-clamp-2 text-sm text-slate-700" data-testid="card-preview-description">
            {description || "Your meta description"}
          </p>
        </div>
      </div>
    </section>
  );
}
