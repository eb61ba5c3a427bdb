import { useActionData, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/input";

export type ReviewState = {
  /** ISO time the author submitted the draft, while it waits for an editor. */
  requestedAt: string | null;
  /** The editor's note when the draft was sent back. */
  note: string | null;
  /** The signed-in staff member may submit this draft (it is theirs, or they may edit any post). */
  canSubmit: boolean;
  /** The signed-in staff member reviews posts (editors and administrators). */
  canDecide: boolean;
};

export type ReviewActionResult = { ok: boolean; message: string; intent: "submit-review" | "send-back" };

function isReviewResult(value: unknown): value is ReviewActionResult {
  return Boolean(value && typeof value === "object" && "intent" in value && "message" in value);
}

/**
 * Review on the edit screen: an author submits a saved draft; an editor sees that it waits, publishes it
 * with the form's Published switch, or sends it back with a note the author then reads here.
 */
export function ReviewPanel({ review, isPublished }: { review: ReviewState; isPublished: boolean }) {
  const fetcher = useFetcher<ReviewActionResult>();
  // Without JavaScript (or before the page has started) the form is a plain post: the answer is the page's.
  const documentResult = useActionData<unknown>();
  const busy = fetcher.state !== "idle";
  if (isPublished) return null;
  const result = fetcher.data ?? (isReviewResult(documentResult) ? documentResult : undefined);
  return (
    <section aria-labelledby="review-heading" className="mx-auto mt-6 max-w-6xl px-4 sm:px-6" data-testid="review-panel">
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-5">
        <h2 id="review-heading" className="text-lg font-semibold text-brand-900">
          Review
        </h2>
        {review.requestedAt ? (
          <p className="mt-1 text-sm text-slate-800">
            Submitted for review on <time dateTime={review.requestedAt}>{review.requestedAt.slice(0, 10)}</time>.{" "}
            {review.canDecide
              ? "Publish it with the Published switch below, or send it back with a note."
              : "An editor will publish it or send it back with a note."}
          </p>
        ) : review.note ? (
          <div className="mt-2 rounded-md border border-amber-300 bg-white p-3 text-sm text-slate-800">
            <p className="font-semibold">Changes requested by an editor:</p>
            <p className="mt-1 whitespace-pre-line" data-testid="review-note">
              {review.note}
            </p>
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-800">This draft has not been submitted for review.</p>
        )}
        <div role="status" className="mt-2 text-sm font-medium">
          {result ? <p className={result.ok ? "text-emerald-800" : "text-red-700"}>{result.message}</p> : null}
        </div>
        {review.canSubmit && !review.requestedAt ? (
          <fetcher.Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="submit-review" />
            <p className="mb-2 text-sm text-slate-700">Save your changes first: the saved draft is what the editor reads.</p>
            <Button type="submit" disabled={busy}>
              Submit for review
            </Button>
          </fetcher.Form>
        ) : null}
        {review.canDecide && review.requestedAt ? (
          <fetcher.Form method="post" className="mt-3 grid max-w-xl gap-2">
            <input type="hidden" name="intent" value="send-back" />
            <Label htmlFor="review-note-input" required>
              Note for the author
            </Label>
            <Textarea id="review-note-input" name="note" rows={3} required maxLength={2000} />
            <div>
              <Button type="submit" variant="outline" disabled={busy}>
                Send back to the author
              </Button>
            </div>
          </fetcher.Form>
        ) : null}
      </div>
    </section>
  );
}
