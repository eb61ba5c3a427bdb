import type { DiffPart, FieldDiff } from "~/utils/post-revisions";

// The differences between two versions of a post, readable by sight and by screen reader: removed words
// struck through on red, added words underlined on green, each also named in words for assistive
// technology (which does not announce <del> and <ins> on its own).

function Part({ part }: { part: DiffPart }) {
  if (part.change === "same") return <span>{part.text}</span>;
  if (part.change === "removed") {
    return (
      <del className="rounded-sm bg-red-100 text-red-900 decoration-red-800">
        <span className="sr-only">[removed: </span>
        {part.text}
        <span className="sr-only">]</span>
      </del>
    );
  }
  return (
    <ins className="rounded-sm bg-emerald-100 text-emerald-950 underline decoration-emerald-800">
      <span className="sr-only">[added: </span>
      {part.text}
      <span className="sr-only">]</span>
    </ins>
  );
}

export function RevisionDiffView({ diffs }: { diffs: FieldDiff[] }) {
  if (diffs.length === 0) return <p className="mt-3 text-slate-700">These two versions are the same.</p>;
  return (
    <div className="mt-4 grid gap-5" data-testid="revision-diff">
      {diffs.map((diff) => (
        <section key={diff.field} aria-labelledby={`diff-${diff.field}`} className="rounded-lg border border-slate-200 bg-white p-4">
          <h3 id={`diff-${diff.field}`} className="text-base font-semibold text-slate-900">
            {diff.label}
          </h3>
          {diff.mode === "words" ? (
            <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800" data-testid={`diff-${diff.field}`}>
              {diff.parts.map((part, index) => (
                <Part key={index} part={part} />
              ))}
            </p>
          ) : (
            <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]" data-testid={`diff-${diff.field}`}>
              <dt className="font-medium text-slate-700">Before</dt>
              <dd className="break-words text-slate-900">{diff.before}</dd>
              <dt className="font-medium text-slate-700">After</dt>
              <dd className="break-words text-slate-900">{diff.after}</dd>
            </dl>
          )}
        </section>
      ))}
    </div>
  );
}
