import { Check, Copy, Link2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";

export type PreviewLinkRow = { id: string; createdAt: string; expiresAt: string };

/** What the preview page's action answers: a new link (shown once), a revoked one, or what went wrong. */
export type PreviewLinkResult =
  | { ok: true; intent: "create-link"; url: string; expiresAt: string }
  | { ok: true; intent: "revoke-link" }
  | { ok: false; message: string };

const DATE_TIME = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short" });

/**
 * Links that show this post to someone without an account. A new link's address is shown once (only a
 * hash of it is stored); each working link can be withdrawn at once.
 */
export function PreviewLinksPanel({ links, days }: { links: PreviewLinkRow[]; days: readonly number[] }) {
  const create = useFetcher<PreviewLinkResult>();
  const headingId = useId();
  const result = create.data;
  return (
    <section aria-labelledby={headingId} className="mx-auto mt-10 max-w-3xl rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Link2 className="size-5 text-brand-700" aria-hidden="true" />
        Share a preview
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Anyone with the link can read this post as it stands, without an account, until the link expires or you withdraw it. Search engines
        never index it.
      </p>
      <create.Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="create-link" />
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Link works for
          <select name="days" defaultValue="7" className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm">
            {days.map((count) => (
              <option key={count} value={count}>
                {count === 1 ? "1 day" : `${count} days`}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={create.state !== "idle"}>
          Create preview link
        </Button>
      </create.Form>
      <div aria-live="polite">
        {result?.ok && result.intent === "create-link" ? <NewLink key={result.url} url={result.url} expiresAt={result.expiresAt} /> : null}
        {result && !result.ok ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {result.message}
          </p>
        ) : null}
      </div>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">Working links</h3>
      {links.length ? (
        <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="preview-links">
          {links.map((link) => (
            <LinkRow key={link.id} link={link} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No working links. Create one to show this post to someone outside the firm.</p>
      )}
    </section>
  );
}

function NewLink({ url, expiresAt }: { url: string; expiresAt: string }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      input.current?.select();
    }
  }
  return (
    <div className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-4">
      <label htmlFor={inputId} className="text-sm font-medium text-emerald-950">
        New preview link, until {DATE_TIME.format(new Date(expiresAt))}. Copy it now: it is shown only once.
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          ref={input}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 font-mono text-sm"
        />
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}

function LinkRow({ link }: { link: PreviewLinkRow }) {
  const revoke = useFetcher<PreviewLinkResult>();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <span className="text-slate-700">
        Created {DATE_TIME.format(new Date(link.createdAt))}, works until {DATE_TIME.format(new Date(link.expiresAt))}
      </span>
      <revoke.Form method="post">
        <input type="hidden" name="intent" value="revoke-link" />
        <input type="hidden" name="linkId" value={link.id} />
        <Button
          type="submit"
          variant="outline-danger"
          size="sm"
          disabled={revoke.state !== "idle"}
          aria-label={`Withdraw the link created ${DATE_TIME.format(new Date(link.createdAt))}`}
        >
          Withdraw
        </Button>
      </revoke.Form>
    </li>
  );
}
