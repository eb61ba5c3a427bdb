import { AlertCircle, ArrowLeft, Eye } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toast";
import { cn } from "~/utils/cn";
import { POST_LIMITS, postFieldErrors, postInputSchema } from "~/utils/post-schema";
import type { ConflictInfo } from "~/utils/post-revisions";
import { META_DESCRIPTION_GUIDELINE, readTimeMinutes, slugify } from "~/utils/posts";
import {
  emptyFormValues,
  formDataFromPayload,
  formValuesFromPost,
  payloadFromValues,
  toDateTimeLocal,
  type EditablePost,
  type PostFormValues,
} from "./post-form-values";
import { AutosaveStatus } from "./autosave-status";
import { formValuesPatch } from "./conflict-form-values";
import { MediaFieldButton } from "./media/media-field-button";
import { adminPaths } from "./post-status";
import { HistoryLink, PostRevisionsPanels } from "./post-revisions-panels";
import { usePostRevisions } from "./use-post-revisions";
import { TagsInput } from "./tags-input";
import { useHydrated } from "./use-hydrated";

const RichTextEditor = lazy(() => import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })));

export type FieldErrors = Record<string, string[]>;

export type PostFormResult =
  | { ok: true; postId: string; content: string; version: number }
  | { ok: false; message: string; errors: FieldErrors; conflict?: ConflictInfo };

export type PostFormProps = {
  mode: "create" | "edit";
  post: EditablePost | null;
  categories: { id: string; name: string }[];
  /** The author profiles a post may be signed with. */
  authors?: { id: string; name: string; credentials: string | null }[];
  /** Posts that may be translated (originals), each with its language, for "Translation of". */
  originals: { id: string; title: string; locale: "en" | "fr" }[];
  popularTags: string[];
  defaultAuthorName: string;
  /** Whether the signed-in role may publish and feature posts (authors may not: they submit for review). */
  canPublish?: boolean;
  /** The stored version the form starts from: a save names it (docs/decisions/0015-revisions-and-conflicting-saves.md). */
  version?: number;
};

type TabName = "content" | "seo" | "settings";

const TAB_FIELDS: Record<TabName, string[]> = {
  content: ["title", "slug", "excerpt", "content"],
  seo: ["metaDescription", "metaKeywords", "featuredImage", "featuredImageAlt"],
  settings: [
    "locale",
    "translationOf",
    "categoryId",
    "tags",
    "authorId",
    "authorName",
    "authorBio",
    "readTimeMinutes",
    "publishedAt",
    "isPublished",
    "isFeatured",
  ],
};
const TAB_ORDER: TabName[] = ["content", "seo", "settings"];

/** The element to focus for a field's error (the editor's editable area for the content). */
function focusTarget(field: string): HTMLElement | null {
  if (field === "content") {
    return document.querySelector<HTMLElement>('[aria-labelledby="content-label"]');
  }
  return document.getElementById(field === "publishedAt" ? "publishedAtLocal" : field);
}

export function PostForm({
  mode,
  post,
  categories,
  authors = [],
  originals,
  popularTags,
  defaultAuthorName,
  canPublish = true,
  version = 1,
}: PostFormProps) {
  const fetcher = useFetcher<PostFormResult>();
  const navigate = useNavigate();
  const [values, setValues] = useState<PostFormValues>(() => (post ? formValuesFromPost(post) : emptyFormValues(defaultAuthorName)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState<TabName>("content");
  const slugEdited = useRef(mode === "edit");
  const formRef = useRef<HTMLFormElement>(null);
  const revisions = usePostRevisions({
    mode,
    postId: post?.id,
    initialVersion: version,
    isPublished: post?.isPublished ?? false,
    getFormData: () => formDataFromPayload(payloadFromValues(values)),
    changeKey: values,
  });
  const handled = useRef<PostFormResult | undefined>(undefined);
  const saving = fetcher.state !== "idle";
  const failureMessage =
    mode === "create" ? "Failed to create blog post. Please try again." : "Failed to update blog post. Please try again.";

  // Only the browser knows the editor's time zone, so the stored publish date is shown once it runs.
  const publishedAt = post?.publishedAt ?? null;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the time zone is known only in the browser, after hydration
    setValues((current) => ({ ...current, publishedAtLocal: toDateTimeLocal(publishedAt) }));
  }, [publishedAt]);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const firstTab = TAB_ORDER.find((name) => TAB_FIELDS[name].some((field) => next[field]));
    if (!firstTab) return;
    setTab(firstTab);
    const firstField = TAB_FIELDS[firstTab].find((field) => next[field]);
    if (firstField) requestAnimationFrame(() => focusTarget(firstField)?.focus());
  };

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      if (result.conflict) revisions.conflicted(result.conflict);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a finished save arrives from the router's fetcher, an outside store
      showErrors(result.errors);
      toast({ title: "Error", description: failureMessage, variant: "destructive" });
      return;
    }
    setErrors({});
    revisions.saved(result.version);
    if (mode === "create") {
      toast({ title: "Success!", description: "Blog post created successfully." });
      navigate(adminPaths.list);
    } else {
      toast({ title: "Success!", description: "Blog post updated successfully." });
      setValues((current) => ({ ...current, content: result.content }));
    }
    // showErrors and failureMessage follow the mode; a new result is what this reacts to.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [fetcher.state, fetcher.data, mode, navigate]);

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onTitle = (title: string) => {
    setValues((current) => ({
      ...current,
      title,
      slug: mode === "create" && !slugEdited.current ? slugify(title) : current.slug,
    }));
    const slugFollows = mode === "create" && !slugEdited.current;
    if (errors.title || (slugFollows && errors.slug)) {
      setErrors(({ title: _title, slug, ...rest }) => (slugFollows ? rest : { ...rest, ...(slug ? { slug } : {}) }));
    }
  };

  const onSlug = (slug: string) => {
    // Typing a slug by hand stops the generation from the title; clearing it starts it again.
    slugEdited.current = slug !== "";
    set("slug", slug);
  };

  const onContent = (content: string) => {
    setValues((current) => ({
      ...current,
      content,
      readTimeMinutes: content.trim() ? String(readTimeMinutes(content)) : "",
    }));
    if (errors.content) setErrors(({ content: _c, ...rest }) => rest);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const payload = payloadFromValues(values);
    const parsed = postInputSchema.safeParse(payload);
    if (!parsed.success) {
      showErrors(postFieldErrors(parsed.error));
      toast({ title: "Error", description: failureMessage, variant: "destructive" });
      return;
    }
    setErrors({});
    const form = formDataFromPayload(payload);
    revisions.beforeSave(form);
    fetcher.submit(form, { method: "post" });
  };

  const tabErrors = (name: TabName) => TAB_FIELDS[name].filter((field) => errors[field]).length;
  const metaLength = values.metaDescription.length;

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex items-center justify-between gap-4">
        <Link to={adminPaths.list} className={buttonClasses("ghost", "sm", "-ml-3")}>
          <ArrowLeft aria-hidden="true" />
          Back to Admin
        </Link>
        {mode === "edit" && post ? (
          <div className="flex gap-2">
            <HistoryLink postId={post.id} />
            <Link to={adminPaths.preview(post.id)} className={buttonClasses("outline", "sm")}>
              <Eye aria-hidden="true" />
              Preview
            </Link>
          </div>
        ) : null}
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">{mode === "create" ? "Create New Post" : "Edit Post"}</h1>
      <p className="mt-1 text-slate-600">
        Fields marked{" "}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>

      <PostRevisionsPanels
        revisions={revisions}
        names={{
          categories: new Map(categories.map((category) => [category.id, category.name])),
          authors: new Map(authors.map((author) => [author.id, author.name])),
          posts: new Map(originals.map((original) => [original.id, original.title])),
        }}
        lockedFields={canPublish ? [] : ["isPublished", "isFeatured"]}
        applyFields={(fields) => setValues((current) => ({ ...current, ...formValuesPatch(fields) }))}
        submit={() => requestAnimationFrame(() => formRef.current?.requestSubmit())}
      />

      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-6"
        aria-label={mode === "create" ? "New post" : "Edit post"}
      >
        <input type="hidden" name="version" value={revisions.version} />
        {errors._form ? <FormAlert messages={errors._form} /> : null}

        <Tabs value={tab} onValueChange={(next) => setTab(isTabName(next) ? next : "content")}>
          <TabsList aria-label="Post sections">
            <TabTrigger value="content" errorCount={tabErrors("content")}>
              Content
            </TabTrigger>
            <TabTrigger value="seo" errorCount={tabErrors("seo")}>
              SEO &amp; Meta
            </TabTrigger>
            <TabTrigger value="settings" errorCount={tabErrors("settings")}>
              Settings
            </TabTrigger>
          </TabsList>

          <TabsContent value="content" forceMount className="data-[state=inactive]:hidden">
            <Card>
              <CardContent className="grid gap-6">
                <Field id="title" label="Title" required errors={errors.title}>
                  {(describedBy) => (
                    <Input
                      id="title"
                      name="title"
                      value={values.title}
                      maxLength={POST_LIMITS.title}
                      onChange={(event) => onTitle(event.target.value)}
                      aria-required="true"
                      aria-invalid={errors.title ? true : undefined}
                      aria-describedby={describedBy}
                    />
                  )}
                </Field>
                <Field
                  id="slug"
                  label="URL Slug"
                  required
                  errors={errors.slug}
                  hint={
                    <>
                      The address of the article: /blog/<strong className="font-semibold">{values.slug || "your-slug"}</strong>
                    </>
                  }
                >
                  {(describedBy) => (
                    <Input
                      id="slug"
                      name="slug"
                      value={values.slug}
                      maxLength={POST_LIMITS.slug}
                      spellCheck={false}
                      autoCapitalize="none"
                      onChange={(event) => onSlug(event.target.value)}
                      aria-required="true"
                      aria-invalid={errors.slug ? true : undefined}
                      aria-describedby={describedBy}
                      className="font-mono"
                    />
                  )}
                </Field>
                <Field
                  id="excerpt"
                  label="Excerpt"
                  required
                  errors={errors.excerpt}
                  hint="A short summary shown on the blog list and under the title."
                >
                  {(describedBy) => (
                    <Textarea
                      id="excerpt"
                      name="excerpt"
                      rows={3}
                      value={values.excerpt}
                      maxLength={POST_LIMITS.excerpt}
                      onChange={(event) => set("excerpt", event.target.value)}
                      aria-required="true"
                      aria-invalid={errors.excerpt ? true : undefined}
                      aria-describedby={describedBy}
                    />
                  )}
                </Field>
                <ContentField value={values.content} onChange={onContent} errors={errors.content} />
              </CardContent>
            </Card>
          </TabsContent>

          <TabsContent value="seo" forceMount className="data-[state=inactive]:hidden">
            <Card>
              <CardContent className="grid gap-6">
                <Field
                  id="metaDescription"
                  label="Meta Description"
                  required
                  errors={errors.metaDescription}
                  hint={
                    <span
                      className={cn(metaLength > META_DESCRIPTION_GUIDELINE && "font-medium text-amber-800")}
                      data-testid="meta-counter"
                    >
                      {metaLength}/{META_DESCRIPTION_GUIDELINE} characters
                    </span>
                  }
                >
                  {(describedBy) => (
                    <Textarea
                      id="metaDescription"
                      name="metaDescription"
                      rows={3}
                      value={values.metaDescription}
                      maxLength={POST_LIMITS.metaDescription}
                      onChange={(event) => set("metaDescription", event.target.value)}
                      aria-required="true"
                      aria-invalid={errors.metaDescription ? true : undefined}
                      aria-describedby={describedBy}
                    />
                  )}
                </Field>
                <Field
                  id="metaKeywords"
                  label="Meta Keywords"
                  errors={errors.metaKeywords}
                  hint="Comma-separated, for example: CRN, pressure vessels, ASME"
                >
                  {(describedBy) => (
                    <Input
                      id="metaKeywords"
                      name="metaKeywords"
                      value={values.metaKeywords}
                      maxLength={POST_LIMITS.metaKeywords}
                      onChange={(event) => set("metaKeywords", event.target.value)}
                      aria-invalid={errors.metaKeywords ? true : undefined}
                      aria-describedby={describedBy}
                    />
                  )}
                </Field>
                <Field
                  id="featuredImage"
                  label="Featured Image URL"
                  errors={errors.featuredImage}
                  hint="An https:// address or a path on this site such as /images/blog/plant.jpg"
                >
                  {(describedBy) => (
                    <Input
                      id="featuredImage"
                      name="featuredImage"
                      inputMode="url"
                      value={values.featuredImage}
                      maxLength={POST_LIMITS.featuredImage}
                      onChange={(event) => set("featuredImage", event.target.value)}
                      aria-invalid={errors.featuredImage ? true : undefined}
                      aria-describedby={describedBy}
                    />
                  )}
                </Field>
                <div>
                  <MediaFieldButton urlFieldId="featuredImage" altFieldId="featuredImageAlt" label="Choose featured image" />
                </div>
                <Field
                  id="featuredImageAlt"
                  label="Featured Image Alt Text"
                  errors={errors.featuredImageAlt}
                  hint="Describe the image for people who cannot see it."
                >
                  {(describedBy) => (
                    <Input
                      id="featuredImageAlt"
                      name="featuredImageAlt"
                      value={values.featuredImageAlt}
                      maxLength={POST_LIMITS.featuredImageAlt}
                      onChange={(event) => set("featuredImageAlt", event.target.value)}
                      aria-invalid={errors.featuredImageAlt ? true : undefined}
                      aria-describedby={describedBy}
                    />
                  )}
                </Field>
              </CardContent>
            </Card>
          </TabsContent>

          <TabsContent value="settings" forceMount className="data-[state=inactive]:hidden">
            <Card>
              <CardContent className="grid gap-6 md:grid-cols-2">
                <Field
                  id="locale"
                  label="Language"
                  errors={errors.locale}
                  hint="English posts appear on /blog, French posts on /fr/blogue."
                >
                  {(describedBy) => (
                    <NativeSelect
                      id="locale"
                      name="locale"
                      value={values.locale}
                      onChange={(event) => set("locale", event.target.value === "fr" ? "fr" : "en")}
                      aria-invalid={errors.locale ? true : undefined}
                      aria-describedby={describedBy}
                    >
                      <option value="en">English</option>
                      <option value="fr">French (français)</option>
                    </NativeSelect>
                  )}
                </Field>
                <Field
                  id="translationOf"
                  label="Translation of"
                  errors={errors.translationOf}
                  hint="Link a translation to its original: readers can switch between the two."
                >
                  {(describedBy) => (
                    <NativeSelect
                      id="translationOf"
                      name="translationOf"
                      value={values.translationOf}
                      onChange={(event) => set("translationOf", event.target.value)}
                      aria-invalid={errors.translationOf ? true : undefined}
                      aria-describedby={describedBy}
                    >
                      <option value="">None: this is an original</option>
                      {originals
                        .filter(
                          (original) =>
                            original.id !== post?.id && (original.locale !== values.locale || original.id === values.translationOf),
                        )
                        .map((original) => (
                          <option key={original.id} value={original.id}>
                            {original.title} ({original.locale === "fr" ? "French" : "English"})
                          </option>
                        ))}
                    </NativeSelect>
                  )}
                </Field>
                <Field
                  id="authorId"
                  label="Author"
                  errors={errors.authorId}
                  hint="A profile signs the post with its name and biography, and links to the author's page."
                >
                  {(describedBy) => (
                    <NativeSelect
                      id="authorId"
                      name="authorId"
                      value={values.authorId}
                      onChange={(event) => set("authorId", event.target.value)}
                      aria-invalid={errors.authorId ? true : undefined}
                      aria-describedby={describedBy}
                    >
                      <option value="">No profile: use the name and bio below</option>
                      {authors.map((author) => (
                        <option key={author.id} value={author.id}>
                          {author.credentials ? `${author.name}, ${author.credentials}` : author.name}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                <Field id="categoryId" label="Category" errors={errors.categoryId}>
                  {(describedBy) => (
                    <NativeSelect
                      id="categoryId"
                      name="categoryId"
                      value={values.categoryId}
                      onChange={(event) => set("categoryId", event.target.value)}
                      aria-invalid={errors.categoryId ? true : undefined}
                      aria-describedby={describedBy}
                    >
                      <option value="">No category</option>
                      {categories.map((category) => (
                        <option key={category.id} value={category.id}>
                          {category.name}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                <Field
                  id="readTimeMinutes"
                  label="Read Time (minutes)"
                  errors={errors.readTimeMinutes}
                  hint="Worked out from the content; leave empty to show none."
                >
                  {(describedBy) => (
                    <Input
                      id="readTimeMinutes"
                      name="readTimeMinutes"
                      type="number"
                      min={1}
                      max={POST_LIMITS.readTimeMinutes}
                      step={1}
                      inputMode="numeric"
                      value={values.readTimeMinutes}
                      onChange={(event) => set("readTimeMinutes", event.target.value)}
                      aria-invalid={errors.readTimeMinutes ? true : undefined}
                      aria-describedby={describedBy}
                    />
                  )}
                </Field>
                <div className="md:col-span-2">
                  <Field id="tags" label="Tags" errors={errors.tags} hint="Press Enter to add a tag; click a tag to remove it.">
                    {(describedBy) => (
                      <TagsInput
                        id="tags"
                        tags={values.tags}
                        popular={popularTags}
                        onChange={(tags) => set("tags", tags)}
                        describedBy={describedBy}
                        invalid={Boolean(errors.tags)}
                      />
                    )}
                  </Field>
                </div>
                <Field id="authorName" label="Author Name" errors={errors.authorName} hint={`Leave empty for ${defaultAuthorName}.`}>
                  {(describedBy) => (
                    <Input
                      id="authorName"
                      name="authorName"
                      value={values.authorName}
                      maxLength={POST_LIMITS.authorName}
                      autoComplete="off"
                      onChange={(event) => set("authorName", event.target.value)}
                      aria-invalid={errors.authorName ? true : undefined}
                      aria-describedby={describedBy}
                    />
                  )}
                </Field>
                <Field
                  id="publishedAtLocal"
                  label="Publish Date"
                  errors={errors.publishedAt}
                  hint="Leave empty to use the current date when published"
                >
                  {(describedBy) => (
                    <Input
                      id="publishedAtLocal"
                      type="datetime-local"
                      step={60}
                      value={values.publishedAtLocal}
                      onChange={(event) => set("publishedAtLocal", event.target.value)}
                      aria-invalid={errors.publishedAt ? true : undefined}
                      aria-describedby={describedBy}
                    />
                  )}
                </Field>
                <div className="md:col-span-2">
                  <Field
                    id="authorBio"
                    label="Author Bio"
                    errors={errors.authorBio}
                    hint="Shown in a card under the article when filled in."
                  >
                    {(describedBy) => (
                      <Textarea
                        id="authorBio"
                        name="authorBio"
                        rows={3}
                        value={values.authorBio}
                        maxLength={POST_LIMITS.authorBio}
                        onChange={(event) => set("authorBio", event.target.value)}
                        aria-invalid={errors.authorBio ? true : undefined}
                        aria-describedby={describedBy}
                      />
                    )}
                  </Field>
                </div>
                {canPublish ? (
                  <>
                    <SwitchField
                      id="isPublished"
                      label="Published"
                      description="Readers see the post on the blog (from its publish date on)."
                      checked={values.isPublished}
                      onChange={(checked) => set("isPublished", checked)}
                    />
                    <SwitchField
                      id="isFeatured"
                      label="Featured"
                      description="Shown among the Featured Articles at the top of the blog."
                      checked={values.isFeatured}
                      onChange={(checked) => set("isFeatured", checked)}
                    />
                  </>
                ) : (
                  <p
                    className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
                    data-testid="author-publish-note"
                  >
                    Your role saves posts as drafts. An editor publishes them.
                  </p>
                )}
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>

        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
          {mode === "edit" ? (
            <div className="sm:mr-auto">
              <AutosaveStatus state={revisions.autosave} dirty={revisions.dirty} />
            </div>
          ) : null}
          <Link to={adminPaths.list} className={buttonClasses("outline", "default")}>
            Cancel
          </Link>
          <Button type="submit" disabled={saving} className="min-w-32">
            {saving ? "Saving..." : mode === "create" ? "Create Post" : "Update Post"}
          </Button>
        </div>
      </fetcher.Form>
    </main>
  );
}

function isTabName(value: string): value is TabName {
  return value === "content" || value === "seo" || value === "settings";
}

function TabTrigger({ value, errorCount, children }: { value: TabName; errorCount: number; children: ReactNode }) {
  return (
    <TabsTrigger value={value}>
      {children}
      {errorCount ? (
        <>
          <AlertCircle className="size-4 text-red-700" aria-hidden="true" />
          <span className="sr-only">
            ({errorCount} {errorCount === 1 ? "problem" : "problems"})
          </span>
        </>
      ) : null}
    </TabsTrigger>
  );
}

function FormAlert({ messages }: { messages: string[] }) {
  return (
    <div role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {messages.join(" ")}
    </div>
  );
}

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  errors?: string[];
  /** Renders the control, given the ids that describe it (hint and error). */
  children: (describedBy: string | undefined) => ReactNode;
};

function Field({ id, label, required, hint, errors, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children(describedBy)}
      {errorId ? (
        <p id={errorId} className="text-sm font-medium text-red-700" data-testid={`${id}-error`}>
          {errors?.join(" ")}
        </p>
      ) : null}
      {hintId ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function SwitchField(props: { id: string; label: string; description: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
      <div className="grid gap-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        <p id={`${props.id}-hint`} className="text-xs text-slate-600">
          {props.description}
        </p>
      </div>
      <Switch
        id={props.id}
        name={props.id}
        checked={props.checked}
        onCheckedChange={props.onChange}
        aria-describedby={`${props.id}-hint`}
      />
    </div>
  );
}

/**
 * The content: a plain HTML textarea on the server and until the editor has loaded in the browser (the
 * editor is a separate chunk, fetched only here), then the rich-text editor.
 */
function ContentField({ value, onChange, errors }: { value: string; onChange: (html: string) => void; errors?: string[] }) {
  const hydrated = useHydrated();
  const errorId = errors?.length ? "content-error" : undefined;
  const fallback = (
    <Textarea
      id="content"
      name="content"
      aria-labelledby="content-label"
      aria-required="true"
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      rows={16}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      appearance="code"
    />
  );
  return (
    <div className="grid gap-2">
      <Label id="content-label" htmlFor="content" required>
        Content
      </Label>
      {hydrated ? (
        <Suspense fallback={fallback}>
          <RichTextEditor
            labelId="content-label"
            sourceId="content"
            value={value}
            onChange={onChange}
            invalid={Boolean(errorId)}
            describedBy={errorId}
          />
        </Suspense>
      ) : (
        fallback
      )}
      {errorId ? (
        <p id={errorId} className="text-sm font-medium text-red-700" data-testid="content-error">
          {errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
