import { ImageUp, Search, Trash2 } from "lucide-react";
import { listPageOf } from "~/utils/list-page";
import { AdminPager } from "~/components/admin/admin-pager";
import { useEffect, useRef } from "react";
import { useFocusAfterAnswer } from "~/components/admin/use-focus-on-change";
import { confirmFirst } from "~/components/admin/confirm-first";
import { ErrorList } from "~/components/forms";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/media";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { recordAudit } from "~/utils/audit.server";
import { requireStaff } from "~/utils/auth.server";
import { ACCEPTED_FORMATS_LABEL, formatBytes, MEDIA_ACCEPT, MEDIA_ALT_MAX, MEDIA_TOO_LARGE, mediaWidthUrl } from "~/utils/media";
import { deleteMedia, listMedia, MEDIA_PAGE_SIZE, updateAlt, uploadImage, type MediaUse } from "~/utils/media.server";

// The media library (decision record 0014): every uploaded image with its alt text, size, uploader, date
// and where it is used; alt text edited, unused images deleted, new ones uploaded with a plain form that
// works without JavaScript. Editors and administrators (media.manage).

const HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const meta: Route.MetaFunction = () => [{ title: `Media | ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "media.manage");
  const url = new URL(request.url);
  const page = listPageOf(url);
  const search = (url.searchParams.get("q") ?? "").slice(0, 100);
  const { items, total } = await listMedia(page, search);
  return data(
    {
      page,
      search,
      pages: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)),
      total,
      items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
    },
    { headers: HEADERS },
  );
}

type ActionResult = {
  intent: string;
  ok: boolean;
  message: string;
  id?: string;
  field?: "file" | "alt";
  uses?: MediaUse[];
};

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "media.manage");
  requireSameOrigin(request, false);
  const read = await readFormLimited(request, BODY_LIMITS.media);
  if (!read.ok) {
    return data<ActionResult>(
      { intent: "", ok: false, message: read.status === 413 ? MEDIA_TOO_LARGE : read.message },
      { status: read.status, headers: { ...HEADERS, ...bodyProblemHeaders(read) } },
    );
  }
  const form = read.form;
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const alt = String(form.get("alt") ?? "");
  const reply = (status: number, result: ActionResult) => data<ActionResult>(result, { status, headers: HEADERS });

  if (intent === "upload") {
    const file = form.get("file");
    const result = await uploadImage({ file: file instanceof File ? file : null, alt, uploadedBy: staff.id });
    if (!result.ok) {
      return reply(result.status, { intent, ok: false, message: result.message, field: result.errors?.alt ? "alt" : "file" });
    }
    if (result.created) {
      await recordAudit({ actor: staff, action: "media.upload", subject: result.alt, subjectId: result.id, ip: context.clientIp });
    }
    const message = result.created ? "Image uploaded." : "This image was already in the library: it is listed first below.";
    return reply(result.created ? 201 : 200, { intent, ok: true, message, id: result.id });
  }
  if (!/^[0-9a-f-]{36}$/.test(id)) return reply(400, { intent, ok: false, message: "No image was named" });
  if (intent === "alt") {
    const result = await updateAlt(id, alt);
    if (!result.ok) return reply(result.status, { intent, ok: false, message: result.message, id, field: "alt" });
    return reply(200, { intent, ok: true, message: "Alt text saved.", id });
  }
  if (intent === "delete") {
    const result = await deleteMedia(id);
    if (!result.ok) return reply(result.status, { intent, ok: false, message: result.message, id, uses: result.uses });
    await recordAudit({ actor: staff, action: "media.delete", subject: result.alt, subjectId: id, ip: context.clientIp });
    return reply(200, { intent, ok: true, message: "Image deleted.", id });
  }
  return reply(400, { intent, ok: false, message: "Unknown action" });
}

/** The field a refused action names: the upload form's file or alt text, or one image's alt text. */
function fieldIdOf(result: ActionResult): string | undefined {
  if (result.intent === "upload") return result.field === "alt" ? "media-alt" : "media-file";
  if (result.intent === "alt" && result.id) return `alt-${result.id}`;
  return undefined;
}

/** The page's status line: a refused alt text names the image it is for (the list has many such fields). */
function statusMessage(result: ActionResult, items: { id: string; originalName: string }[]): string {
  if (result.intent !== "alt" || result.ok) return result.message;
  const name = items.find((item) => item.id === result.id)?.originalName;
  return name ? `${name}: ${result.message}` : result.message;
}

function pageHref(page: number, search: string): string {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/media?${query}` : "/admin/media";
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { items, page, pages, total, search } = loaderData;
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const uploadError = actionData?.intent === "upload" && !actionData.ok ? actionData : undefined;
  const uploadForm = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData?.intent === "upload" && actionData.ok) uploadForm.current?.reset();
  }, [actionData]);
  useFocusAfterAnswer(actionData, (answer) => {
    const field = !answer.ok && answer.field ? fieldIdOf(answer) : undefined;
    return field ? document.getElementById(field) : statusRef.current;
  });
  const altError = (id: string) =>
    actionData?.intent === "alt" && !actionData.ok && actionData.id === id ? actionData.message : undefined;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Media</h1>
      <p className="mt-1 text-slate-600">
        Images uploaded for posts, author photos and case studies. An image in use cannot be deleted; the list shows where each is used. The
        alt text here is offered when the image is placed; a post keeps the text it was given.
      </p>

      <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite" className="mt-4 min-h-6" data-testid="media-status">
        {actionData ? (
          <p className={actionData.ok ? "font-medium text-green-800" : "font-medium text-red-700"}>
            {statusMessage(actionData, items)}
            {actionData.uses?.length ? (
              <span className="mt-1 block font-normal">
                Remove it from these first:{" "}
                {actionData.uses.map((use, index) => (
                  <span key={`${use.kind}-${use.href}`}>
                    {index > 0 ? ", " : ""}
                    <Link to={use.href} className="text-brand-700 underline">
                      {use.label}
                    </Link>
                  </span>
                ))}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="upload-heading" className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="upload-heading" className="text-lg font-semibold text-slate-900">
          Upload an image
        </h2>
        <Form
          ref={uploadForm}
          method="post"
          encType="multipart/form-data"
          className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <input type="hidden" name="intent" value="upload" />
          <div>
            <Label htmlFor="media-file" required>
              Image file
            </Label>
            <input
              id="media-file"
              name="file"
              type="file"
              accept={MEDIA_ACCEPT}
              required
              aria-describedby={uploadError?.field === "file" ? "media-file-error media-file-hint" : "media-file-hint"}
              aria-invalid={uploadError?.field === "file" ? true : undefined}
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
            />
            <ErrorList id="media-file-error" className="mt-1" errors={uploadError?.field === "file" ? [uploadError.message] : null} />
            <p id="media-file-hint" className="mt-1 text-sm text-slate-600">
              {ACCEPTED_FORMATS_LABEL}, at most 10 MB and 40 megapixels. Location and camera details are removed.
            </p>
          </div>
          <div>
            <Label htmlFor="media-alt" required>
              Alt text
            </Label>
            <Input
              id="media-alt"
              name="alt"
              required
              maxLength={MEDIA_ALT_MAX}
              aria-describedby={uploadError?.field === "alt" ? "media-alt-error media-alt-hint" : "media-alt-hint"}
              aria-invalid={uploadError?.field === "alt" ? true : undefined}
              className="mt-1"
            />
            <ErrorList id="media-alt-error" className="mt-1" errors={uploadError?.field === "alt" ? [uploadError.message] : null} />
            <p id="media-alt-hint" className="mt-1 text-sm text-slate-600">
              What the image shows, for people who cannot see it.
            </p>
          </div>
          <Button type="submit" disabled={uploading} className="sm:mb-7">
            <ImageUp aria-hidden="true" />
            {uploading ? "Uploading…" : "Upload"}
          </Button>
        </Form>
      </section>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 className="text-lg font-semibold text-slate-900">
          {total === 1 ? "1 image" : `${total} images`}
          {search ? ` matching “${search}”` : ""}
        </h2>
        <Form method="get" role="search" className="flex items-end gap-2">
          <div>
            <Label htmlFor="media-search">Search alt text and file names</Label>
            <Input id="media-search" name="q" type="search" defaultValue={search} fieldSize="sm" className="mt-1" />
          </div>
          <Button type="submit" variant="outline" size="sm">
            <Search aria-hidden="true" />
            Search
          </Button>
        </Form>
      </div>

      {items.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
          {search ? "No image matches this search." : "No images yet. Upload one above, or from the post editor."}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Images">
          {items.map((item) => (
            <li
              key={item.id}
              id={`media-${item.id}`}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
              aria-labelledby={`media-name-${item.id}`}
            >
              <img
                src={mediaWidthUrl(item.id, Math.min(320, item.width))}
                alt={item.alt}
                width={item.width}
                height={item.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full bg-slate-100 object-contain"
              />
              <div className="flex flex-1 flex-col gap-3 p-4 text-sm">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
                  <dt className="font-medium text-slate-900">File</dt>
                  <dd id={`media-name-${item.id}`} className="break-all">
                    {item.originalName}
                  </dd>
                  <dt className="font-medium text-slate-900">Size</dt>
                  <dd>
                    {item.width} × {item.height} px, {formatBytes(item.byteSize)} uploaded ({item.sourceFormat.toUpperCase()})
                  </dd>
                  <dt className="font-medium text-slate-900">Uploaded</dt>
                  <dd>
                    <time dateTime={item.createdAt}>{item.createdAt.slice(0, 10)}</time>
                    {item.uploadedBy ? ` by ${item.uploadedBy}` : ""}
                  </dd>
                  <dt className="font-medium text-slate-900">Used</dt>
                  <dd>
                    {item.uses.length === 0 ? (
                      "Nowhere"
                    ) : (
                      <ul>
                        {item.uses.map((use) => (
                          <li key={`${use.kind}-${use.href}`}>
                            <Link to={use.href} className="text-brand-700 underline">
                              {use.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </dd>
                </dl>
                <Form method="post" encType="multipart/form-data" className="flex items-end gap-2">
                  <input type="hidden" name="intent" value="alt" />
                  <input type="hidden" name="id" value={item.id} />
                  <div className="flex-1">
                    <Label htmlFor={`alt-${item.id}`}>Alt text</Label>
                    <Input
                      id={`alt-${item.id}`}
                      name="alt"
                      required
                      maxLength={MEDIA_ALT_MAX}
                      defaultValue={item.alt}
                      fieldSize="sm"
                      className="mt-1"
                      aria-invalid={altError(item.id) ? true : undefined}
                      aria-describedby={altError(item.id) ? `alt-error-${item.id}` : undefined}
                    />
                    <ErrorList id={`alt-error-${item.id}`} className="mt-1" errors={[altError(item.id) ?? ""]} />
                  </div>
                  <Button type="submit" variant="outline" size="sm" aria-label={`Save alt text of ${item.originalName}`}>
                    Save
                  </Button>
                </Form>
                <Form
                  method="post"
                  encType="multipart/form-data"
                  className="mt-auto"
                  onSubmit={confirmFirst(`Delete ${item.originalName}? This cannot be undone.`)}
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={item.id} />
                  <Button type="submit" variant="outline-danger" size="sm" aria-label={`Delete ${item.originalName}`}>
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}

      <AdminPager label="Pages of images" page={page} pages={pages} href={(to) => pageHref(to, search)} previous="Newer" next="Older" />
    </main>
  );
}
