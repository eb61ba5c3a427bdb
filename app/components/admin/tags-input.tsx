import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Input } from "~/components/ui/input";
import { addTag, POST_LIMITS, removeTag, suggestTags } from "~/utils/post-schema";

type TagsInputProps = {
  id: string;
  tags: string[];
  popular: string[];
  onChange: (tags: string[]) => void;
  describedBy?: string;
  invalid?: boolean;
};

/** Enter adds the typed tag (trimmed; blanks and duplicates ignored); clicking a tag removes it. */
export function TagsInput({ id, tags, popular, onChange, describedBy, invalid }: TagsInputProps) {
  const [draft, setDraft] = useState("");
  const suggestions = suggestTags(popular, tags);
  const full = tags.length >= POST_LIMITS.tags;
  return (
    <div className="grid gap-3">
      <Input
        id={id}
        value={draft}
        placeholder={full ? `At most ${POST_LIMITS.tags} tags` : "Type a tag and press Enter"}
        disabled={full}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          onChange(addTag(tags, draft));
          setDraft("");
        }}
      />
      {tags.length ? (
        <ul className="flex flex-wrap gap-2" data-testid="post-tags">
          {tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onChange(removeTag(tags, tag))}
                className="inline-flex items-center gap-1 rounded-full bg-brand-700 py-1 pr-2 pl-3 text-xs font-semibold text-white hover:bg-brand-800"
                aria-label={`Remove tag ${tag}`}
              >
                {tag}
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {suggestions.length && !full ? (
        <div>
          <p className="text-xs font-medium text-slate-600">Popular — click to add</p>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="popular-tags">
            {suggestions.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onChange(addTag(tags, tag))}
                  className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white py-1 pr-3 pl-2 text-xs font-medium text-slate-700 hover:border-brand-500 hover:bg-brand-50 hover:text-brand-800"
                  aria-label={`Add tag ${tag}`}
                >
                  <Plus className="size-3.5" aria-hidden="true" />
                  {tag}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
