import { getFormProps, useForm, useInputControl, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { AlertCircle, ArrowLeft, Eye } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useActionData, useFetcher, useNavigate } from "react-router";
import { articleTitle } from "~/components/blog/blog-copy";
import { useSiteUrl } from "~/components/blog/use-site-url";
import { Field, FormErrors, type FieldControlProps } from "~/components/forms";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toast";
import { company } from "~/content/company";
import { articlePath } from "~/i18n/paths";
import { isAbsoluteHttpUrl, postInputSchema, type PostInput } from "~/utils/post-schema";
import type { ConflictInfo, PostSnapshot } from "~/utils/post-revisions";
import { META_DESCRIPTION_GUIDELINE, readTimeMinutes, slugify } from "~/utils/posts";
import { absoluteUrl } from "~/utils/seo";
import { SEARCH_TITLE_GUIDELINE } from "~/utils/search-preview";
import { errorCountOn, fieldsInOrder, POST_TABS, postFields, postTabLabels, type PostFieldSpec, type PostTab } from "./post-fields";
import { fromDateTimeLocal, postFormDefaults, toDateTimeLocal, type EditablePost } from "./post-form-values";
import { MediaFieldButton } from "./media/media-field-button";
import { adminPaths } from "./post-status";
import { AutosaveStatus } from "./autosave-status";
import { HistoryLink, PostRevisionsPanels } from "./post-revisions-panels";
import { usePostRevisions } from "./use-post-revisions";
import { LengthAnnouncement, LengthCount, SearchResultPreview, SocialCardPreview } from "./seo-preview";
import { TagsInput } from "./tags-input";
import { useHydrated } from "./use-hydrated";
import { SignInAgain } from "./sign-in-again";

const RichTextEditor = lazy(() => import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })));

// The post editor. Its fields are the schema's (app/utils/post-schema.ts) and are validated with it in
// the browser as the editor works and again by the route action on the server, both through Conform;
// where each field sits and what it is called is app/components/admin/post-fields.ts. A new field is
// one entry in each and one control below.

/**
 * What the route action answers: the saved post and its new version, or Conform's reply with every
 * problem by field (and, when someone else saved first, their version: docs/decisions/0015-revisions-and-conflicting-saves.md).
 */
export type PostFormResult =
  | { ok: true; postId: string; content: string; version: number }
  | { ok: false; message: string; result: SubmissionResult; conflict?: ConflictInfo; signedOut?: true };

/** A reply with one problem for the whole form (the body was too large, the server could not be reached). */
export function formProblem(message: string): SubmissionResult {
  return { status: "error", error: { "": [message] } };
}

const constraint = getZodConstraint(postInputSchema);

type PostMeta = FieldMetadata<unknown>;

function specOf(name: string): PostFieldSpec {
  const spec: PostFieldSpec | undefined = Object.hasOwn(postFields, name) ? Reflect.get(postFields, name) : undefined;
  if (!spec) throw new Error(`The post editor has no field named ${name}`);
  return spec;
}

/** A field's value as text (the form may hold an array when a name is sent twice). */
function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return "";
}

function list(value: unknown): string[] {
  if (typeof value === "string") return value ? [value] : [];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** A stored version's value as the form holds it: text, a list of tags, or "on" and "" for a switch. */
function snapshotFormValue(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  if (typeof value === "boolean") return value ? "on" : "";
  if (typeof value === "number") return String(value);
  return typeof value === "string" ? value : "";
}

/** The element to focus for a field's error (the editor's editable area for the content). */
function focusTarget(field: string): HTMLElement | null {
  if (field === "content") {
    return document.querySelector<HTMLElement>('[aria-labelledby="content-label"]') ?? document.getElementById("content");
  }
  return document.getElementById(specOf(field).focusId ?? field);
}

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
  /** The stored version the form starts from: a save names it, and one based on an older version is refused. */
  version?: number;
};

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
  // Without JavaScript the form is a plain post, and the answer arrives as the page's action data.
  const documentResult = useActionData<PostFormResult>();
  const result = fetcher.data ?? documentResult;
  const navigate = useNavigate();
  const [tab, setTab] = useState<PostTab>("content");
  const slugEdited = useRef(mode === "edit");
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<PostFormResult | undefined>(undefined);
  const saving = fetcher.state !== "idle";
  const failureMessage =
    mode === "create" ? "Failed to create blog post. Please try again." : "Failed to update blog post. Please try again.";
  /** What the toast says about a save that cannot go: the fields to fix, by name, when there are some. */
  const problemMessage = (names: string[]) => {
    const labels = fieldsInOrder(names).map((name) => postFields[name].label);
    if (!labels.length) return failureMessage;
    const count = labels.length === 1 ? "1 field needs attention" : `${labels.length} fields need attention`;
    // SPEC.md's words first, then what to fix: a missing field is not a fault of the server.
    return `${failureMessage} ${count}: ${labels.join(", ")}.`;
  };

  /** Opens the tab of the first field with a problem and puts the cursor in that field. */
  const showProblems = (names: string[]) => {
    const [first] = fieldsInOrder(names);
    if (!first) return;
    setTab(postFields[first].tab);
    requestAnimationFrame(() => focusTarget(first)?.focus());
  };

  const [form, fields] = useForm<PostInput>({
    id: "post-form",
    lastResult: result && !result.ok ? result.result : undefined,
    defaultValue: postFormDefaults(post, defaultAuthorName),
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema: postInputSchema });
      // Conform also asks for checks of single fields as they change; "error" is a save that cannot go.
      if (submission.status === "error") {
        const names = Object.keys(submission.error ?? {});
        toast({ title: "Error", description: problemMessage(names), variant: "destructive" });
        showProblems(names);
      }
      return submission;
    },
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (saving) return;
      revisions.beforeSave(formData);
      fetcher.submit(formData, { method: "post" });
    },
  });

  const revisions = usePostRevisions({
    mode,
    postId: post?.id,
    initialVersion: version,
    isPublished: post?.isPublished ?? false,
    getFormData: () => (formRef.current ? new FormData(formRef.current) : new FormData()),
    // Conform hands out a new value object on every render: its text is what changes only with a field.
    changeKey: JSON.stringify(form.value ?? {}),
    saving,
  });

  /** Puts a stored version's fields into the form (a conflict resolved by taking their side, or per field). */
  const applyFields = (snapshot: Partial<PostSnapshot>) => {
    for (const [name, value] of Object.entries(snapshot)) {
      // The schema names the form's fields (Conform's `fields` is a proxy that answers any name).
      if (!Object.hasOwn(postInputSchema.shape, name)) continue;
      const next = snapshotFormValue(value);
      if (Array.isArray(next)) form.update({ name: fields.tags.name, value: next });
      else form.update({ name, value: next });
    }
  };

  useEffect(() => {
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      if (result.conflict) revisions.conflicted(result.conflict);
      const names = Object.keys(result.result.error ?? {});
      toast({ title: "Error", description: result.signedOut ? result.message : problemMessage(names), variant: "destructive" });
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a finished save arrives from the router's fetcher, an outside store
      showProblems(names);
      return;
    }
    revisions.saved(result.version);
    if (mode === "create") {
      toast({ title: "Success!", description: "Blog post created successfully." });
      navigate(adminPaths.list);
    } else {
      toast({ title: "Success!", description: "Blog post updated successfully." });
      // The server sanitised the body: the editor shows what was stored.
      form.update({ name: fields.content.name, value: result.content });
    }
    // showProblems, failureMessage and the form follow the mode; a new result is what this reacts to.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [fetcher.state, result, mode, navigate]);

  const onTitle = (title: string) => {
    // A new post's address follows its title until the editor types one.
    if (mode === "create" && !slugEdited.current) form.update({ name: fields.slug.name, value: slugify(title) });
  };

  const onContent = (content: string) => {
    const minutes = content.trim() ? String(readTimeMinutes(content)) : "";
    if (minutes !== text(fields.readTimeMinutes.value)) form.update({ name: fields.readTimeMinutes.name, value: minutes });
  };

  const problems = Object.keys(form.allErrors);
  const locale = text(fields.locale.value) === "fr" ? "fr" : "en";

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Link to={adminPaths.list} className={buttonClasses("ghost", "sm", "-ml-3")}>
          <ArrowLeft aria-hidden="true" />
          Back to Admin
        </Link>
        {mode === "edit" && post ? (
          <div className="flex flex-wrap gap-2">
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
        applyFields={applyFields}
        submit={() => requestAnimationFrame(() => formRef.current?.requestSubmit())}
      />

      <form ref={formRef} method="post" {...getFormProps(form)} className="mt-6" aria-label={mode === "create" ? "New post" : "Edit post"}>
        <input type="hidden" name="version" value={revisions.version} />
        <FormErrors id={form.errorId} errors={form.errors} />
        {result && !result.ok && result.signedOut ? <SignInAgain /> : null}
        <Tabs value={tab} onValueChange={(next) => setTab(POST_TABS.find((name) => name === next) ?? "content")}>
          <TabsList aria-label="Post sections">
            {POST_TABS.map((name) => (
              <TabTrigger key={name} value={name} errorCount={errorCountOn(name, problems)}>
                {postTabLabels[name]}
              </TabTrigger>
            ))}
          </TabsList>

          <TabsContent value="content" forceMount className="data-[state=inactive]:hidden">
            <Card>
              <CardContent className="grid gap-6">
                <PostField
                  meta={fields.title}
                  description={
                    <LengthCount
                      testId="title-counter"
                      count={articleTitle(text(fields.title.value), locale).length}
                      guideline={SEARCH_TITLE_GUIDELINE}
                      suffix=" in search results, with the blog's name"
                    />
                  }
                >
                  {(control) => (
                    <Input {...control} defaultValue={text(fields.title.initialValue)} onChange={(event) => onTitle(event.target.value)} />
                  )}
                </PostField>
                <LengthAnnouncement
                  id="title-length-status"
                  label="Title in search results"
                  count={articleTitle(text(fields.title.value), locale).length}
                  guideline={SEARCH_TITLE_GUIDELINE}
                />
                <PostField
                  meta={fields.slug}
                  description={
                    <>
                      The address of the article: {articlePath("", locale)}
                      <strong className="font-semibold">{text(fields.slug.value) || "your-slug"}</strong>
                    </>
                  }
                >
                  {(control) => (
                    <Input
                      {...control}
                      defaultValue={text(fields.slug.initialValue)}
                      spellCheck={false}
                      autoCapitalize="none"
                      className="font-mono"
                      onChange={(event) => {
                        // Typing a slug by hand stops the generation from the title; clearing it starts it again.
                        slugEdited.current = event.target.value !== "";
                      }}
                    />
                  )}
                </PostField>
                <PostField meta={fields.excerpt}>
                  {(control) => <Textarea {...control} rows={3} defaultValue={text(fields.excerpt.initialValue)} />}
                </PostField>
                <ContentField meta={fields.content} onChange={onContent} />
              </CardContent>
            </Card>
          </TabsContent>

          <TabsContent value="seo" forceMount className="data-[state=inactive]:hidden">
            <SeoTab fields={fields} locale={locale} />
          </TabsContent>

          <TabsContent value="settings" forceMount className="data-[state=inactive]:hidden">
            <Card>
              <CardContent className="grid gap-6 md:grid-cols-2">
                <PostField meta={fields.locale}>
                  {(control) => (
                    <NativeSelect {...control} defaultValue={text(fields.locale.initialValue) || "en"}>
                      <option value="en">English</option>
                      <option value="fr">French (français)</option>
                    </NativeSelect>
                  )}
                </PostField>
                <PostField meta={fields.translationOf}>
                  {(control) => (
                    <NativeSelect {...control} defaultValue={text(fields.translationOf.initialValue)}>
                      <option value="">None: this is an original</option>
                      {originals
                        .filter(
                          (original) =>
                            original.id !== post?.id && (original.locale !== locale || original.id === text(fields.translationOf.value)),
                        )
                        .map((original) => (
                          <option key={original.id} value={original.id}>
                            {original.title} ({original.locale === "fr" ? "French" : "English"})
                          </option>
                        ))}
                    </NativeSelect>
                  )}
                </PostField>
                <PostField meta={fields.authorId}>
                  {(control) => (
                    <NativeSelect {...control} defaultValue={text(fields.authorId.initialValue)}>
                      <option value="">No profile: use the name and bio below</option>
                      {authors.map((author) => (
                        <option key={author.id} value={author.id}>
                          {author.credentials ? `${author.name}, ${author.credentials}` : author.name}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </PostField>
                <PostField meta={fields.categoryId}>
                  {(control) => (
                    <NativeSelect {...control} defaultValue={text(fields.categoryId.initialValue)}>
                      <option value="">No category</option>
                      {categories.map((category) => (
                        <option key={category.id} value={category.id}>
                          {category.name}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </PostField>
                <PostField meta={fields.readTimeMinutes}>
                  {(control) => (
                    <Input
                      {...control}
                      type="number"
                      min={1}
                      max={constraint.readTimeMinutes?.max}
                      step={1}
                      inputMode="numeric"
                      defaultValue={text(fields.readTimeMinutes.initialValue)}
                    />
                  )}
                </PostField>
                <TagsField meta={fields.tags} popular={popularTags} className="md:col-span-2" />
                <PostField meta={fields.authorName} description={`Leave empty for ${defaultAuthorName}.`}>
                  {(control) => <Input {...control} autoComplete="off" defaultValue={text(fields.authorName.initialValue)} />}
                </PostField>
                <PublishDateField meta={fields.publishedAt} />
                <PostField meta={fields.authorBio} className="md:col-span-2">
                  {(control) => <Textarea {...control} rows={3} defaultValue={text(fields.authorBio.initialValue)} />}
                </PostField>
                {canPublish ? (
                  <>
                    <SwitchField meta={fields.isPublished} />
                    <SwitchField meta={fields.isFeatured} />
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
      </form>
    </main>
  );
}

type PostFields = ReturnType<typeof useForm<PostInput>>[1];

/** Search and sharing: the fields that decide them, and how the article will look in both places. */
function SeoTab({ fields, locale }: { fields: PostFields; locale: "en" | "fr" }) {
  const siteUrl = useSiteUrl();
  const title = articleTitle(text(fields.title.value), locale);
  const description = text(fields.metaDescription.value);
  const ownAddress = absoluteUrl(siteUrl, articlePath(text(fields.slug.value) || "your-slug", locale));
  const canonical = text(fields.canonicalUrl.value).trim();
  const address = isAbsoluteHttpUrl(canonical) ? canonical : ownAddress;
  const image = absoluteUrl(siteUrl, text(fields.featuredImage.value).trim() || company.defaultSocialImage);
  const noIndex = text(fields.noIndex.value) === "on";
  return (
    <Card>
      <CardContent className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <PostField
            meta={fields.metaDescription}
            description={
              <>
                <LengthCount testId="meta-counter" count={description.length} guideline={META_DESCRIPTION_GUIDELINE} />
                <span className="block">Search results show about {META_DESCRIPTION_GUIDELINE} characters; the rest is cut.</span>
              </>
            }
          >
            {(control) => <Textarea {...control} rows={3} defaultValue={text(fields.metaDescription.initialValue)} />}
          </PostField>
          <LengthAnnouncement
            id="meta-length-status"
            label="Meta description"
            count={description.length}
            guideline={META_DESCRIPTION_GUIDELINE}
          />
          <PostField meta={fields.metaKeywords}>
            {(control) => <Input {...control} defaultValue={text(fields.metaKeywords.initialValue)} />}
          </PostField>
          <PostField meta={fields.featuredImage}>
            {(control) => <Input {...control} inputMode="url" defaultValue={text(fields.featuredImage.initialValue)} />}
          </PostField>
          <div>
            <MediaFieldButton urlFieldId="featuredImage" altFieldId="featuredImageAlt" label="Choose featured image" />
          </div>
          <PostField meta={fields.featuredImageAlt}>
            {(control) => <Input {...control} defaultValue={text(fields.featuredImageAlt.initialValue)} />}
          </PostField>
          <PostField meta={fields.canonicalUrl}>
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                spellCheck={false}
                autoCapitalize="none"
                placeholder="https://"
                defaultValue={text(fields.canonicalUrl.initialValue)}
              />
            )}
          </PostField>
          <SwitchField meta={fields.noIndex} />
        </div>
        <div className="grid content-start gap-8">
          <SearchResultPreview
            siteName={company.name}
            title={title}
            url={address}
            description={description}
            noIndex={noIndex}
            titleLimit={SEARCH_TITLE_GUIDELINE}
            descriptionLimit={META_DESCRIPTION_GUIDELINE}
          />
          <SocialCardPreview
            image={image}
            imageAlt={text(fields.featuredImageAlt.value) || text(fields.title.value)}
            title={title}
            description={description}
            url={address}
          />
        </div>
      </CardContent>
    </Card>
  );
}

function TabTrigger({ value, errorCount, children }: { value: PostTab; errorCount: number; children: ReactNode }) {
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

type ControlWithName = FieldControlProps & { name: string; required?: boolean; maxLength?: number };

type PostFieldProps = {
  meta: PostMeta;
  /** Replaces the description of post-fields.ts (one that changes as the editor types). */
  description?: ReactNode;
  /** The control's id when it is not the field's name (a visible control beside a hidden input). */
  id?: string;
  className?: string;
  children: (control: ControlWithName) => ReactNode;
};

/** One field of the post: its label and description from post-fields.ts, its rules and errors from the schema. */
function PostField({ meta, description, id, className, children }: PostFieldProps) {
  const spec = specOf(meta.name);
  return (
    <Field
      id={id ?? meta.name}
      label={spec.label}
      required={meta.required}
      description={description ?? spec.description}
      errors={meta.errors}
      className={className}
    >
      {(control) => children({ ...control, name: meta.name, required: meta.required, maxLength: meta.maxLength })}
    </Field>
  );
}

// The controls below that are not plain inputs (the editor, the tags, the date, the switches) keep their
// value in Conform's input control and hand it to the form in a hidden field. Those hidden fields take
// their value from the control on every render: a hidden input's value is its default value, so one
// given only a starting value would be set back to it each time React renders the form.

/**
 * The content: a plain HTML textarea on the server and until the page runs in the browser, then the
 * rich-text editor (a separate chunk, fetched only here) writing into a hidden field of the form.
 */
function ContentField({ meta, onChange }: { meta: PostMeta; onChange: (html: string) => void }) {
  const hydrated = useHydrated();
  const spec = specOf(meta.name);
  return (
    <Field id="content" labelId="content-label" label={spec.label} required={meta.required} errors={meta.errors}>
      {(control) =>
        hydrated ? (
          <RichContent meta={meta} control={control} onChange={onChange} />
        ) : (
          <Textarea
            {...control}
            name={meta.name}
            required={meta.required}
            rows={16}
            defaultValue={text(meta.initialValue)}
            appearance="code"
          />
        )
      }
    </Field>
  );
}

function RichContent({ meta, control, onChange }: { meta: PostMeta; control: FieldControlProps; onChange: (html: string) => void }) {
  const input = useInputControl({ key: meta.key, name: meta.name, formId: meta.formId, initialValue: text(meta.initialValue) });
  const value = text(input.value);
  const change = (html: string) => {
    input.change(html);
    onChange(html);
  };
  const fallback = (
    <Textarea
      {...control}
      aria-labelledby="content-label"
      rows={16}
      value={value}
      onChange={(event) => change(event.target.value)}
      appearance="code"
    />
  );
  return (
    <>
      <input type="hidden" name={meta.name} value={value} />
      <Suspense fallback={fallback}>
        <RichTextEditor
          labelId="content-label"
          sourceId={control.id}
          value={value}
          onChange={change}
          invalid={control["aria-invalid"]}
          describedBy={control["aria-describedby"]}
        />
      </Suspense>
    </>
  );
}

/** Tags typed one at a time; the form sends them as the options of a hidden multiple select. */
function TagsField({ meta, popular, className }: { meta: PostMeta; popular: string[]; className?: string }) {
  const input = useInputControl({ key: meta.key, name: meta.name, formId: meta.formId, initialValue: list(meta.initialValue) });
  const tags = list(input.value);
  return (
    <PostField meta={meta} className={className}>
      {(control) => (
        <>
          <TagsInput
            id={control.id}
            tags={tags}
            popular={popular}
            onChange={(tags) => input.change(tags)}
            describedBy={control["aria-describedby"]}
            invalid={Boolean(control["aria-invalid"])}
          />
          <select name={meta.name} multiple hidden aria-hidden="true" tabIndex={-1} value={tags} onChange={() => {}}>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </>
      )}
    </PostField>
  );
}

/**
 * The publish date in the editor's own time zone, known only in the browser: the visible field is local
 * time, and the hidden field the form sends is the ISO instant the schema takes.
 */
function PublishDateField({ meta }: { meta: PostMeta }) {
  const stored = text(meta.initialValue);
  const input = useInputControl({ key: meta.key, name: meta.name, formId: meta.formId, initialValue: stored });
  const value = text(input.value);
  const [local, setLocal] = useState("");
  useEffect(() => {
    // The time zone is known only in the browser, after hydration; a value put in from outside (a stored
    // version taken in a conflict) is shown too, while what the editor is typing is left alone.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setLocal((shown) => (fromDateTimeLocal(shown) === value ? shown : toDateTimeLocal(value)));
  }, [value]);
  return (
    <PostField meta={meta} id={specOf(meta.name).focusId}>
      {(control) => (
        <>
          <Input
            id={control.id}
            aria-invalid={control["aria-invalid"]}
            aria-describedby={control["aria-describedby"]}
            type="datetime-local"
            step={60}
            value={local}
            onChange={(event) => {
              setLocal(event.target.value);
              input.change(fromDateTimeLocal(event.target.value));
            }}
          />
          <input type="hidden" name={meta.name} value={text(input.value)} />
        </>
      )}
    </PostField>
  );
}

/** An on/off setting: a switch for people, a hidden "on" or "" for the form. */
function SwitchField({ meta }: { meta: PostMeta }) {
  const spec = specOf(meta.name);
  const initial = text(meta.initialValue) === "on" ? "on" : "";
  const input = useInputControl({ key: meta.key, name: meta.name, formId: meta.formId, initialValue: initial });
  const descriptionId = `${meta.name}-description`;
  const labelId = `${meta.name}-label`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
      <div className="grid gap-1">
        <Label htmlFor={meta.name} id={labelId}>
          {spec.label}
        </Label>
        <p id={descriptionId} className="text-xs text-slate-600">
          {spec.description}
        </p>
      </div>
      <Switch
        id={meta.name}
        checked={input.value === "on"}
        onCheckedChange={(checked) => input.change(checked ? "on" : "")}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
      />
      <input type="hidden" name={meta.name} value={input.value === "on" ? "on" : ""} />
    </div>
  );
}
