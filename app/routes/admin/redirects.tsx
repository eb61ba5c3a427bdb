import { ArrowRightLeft, Download, FileUp, Pencil, Search, X } from "lucide-react";
import { listPageOf } from "~/utils/list-page";
import { AdminPager } from "~/components/admin/admin-pager";
import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/redirects";
import { DeleteRedirectButton, DeleteRedirectConfirmation } from "~/components/admin/redirects/delete-redirect";
import { useFocusAfterAnswer } from "~/components/admin/use-focus-on-change";
import { Field } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { recordAudit } from "~/utils/audit.server";
import { requireStaff } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";
import { dismissMissingPage, flushMissingPages, listMissingPages } from "~/utils/missing-pages.server";
import { fromLabel, REDIRECT_LIMITS, redirectTypes, type RedirectType } from "~/utils/redirect-rules";
import {
  deleteRedirect,
  flushRedirectHits,
  getRedirect,
  importRedirects,
  listRedirects,
  parseRedirectForm,
  REDIRECTS_PAGE_SIZE,
  saveRedirect,
  type FieldErrors,
  type ImportRowError,
} from "~/utils/redirects.server";

/**
 * Redirects from old addresses (`/admin/redirects`, decision record 0023): the addresses visitors still
 * ask for that the site does not have (the log of missing pages, with "Redirect this"), a form to add or
 * change one redirect, a CSV import of many at once (all or nothing, each refused row named), the list
 * with its search and CSV export. Editors and administrators (`redirects.manage`). Works without
 * JavaScript; deleting asks first.
 */

export const meta: Route.MetaFunction = () => [{ title: `Redirects | ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "redirects.manage");
  const url = new URL(request.url);
  const page = listPageOf(url);
  const search = (url.searchParams.get("q") ?? "").slice(0, 200);
  // What this instance counted since its last batch is written first, so the page is up to date here.
  await Promise.all([flushMissingPages(), flushRedirectHits()]);
  const [{ rows, total }, missing, editing, deleting] = await Promise.all([
    listRedirects(page, search),
    listMissingPages(),
    getRedirect(url.searchParams.get("edit") ?? ""),
    getRedirect(url.searchParams.get("delete") ?? ""),
  ]);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const plain = (row: NonNullable<typeof editing>) => ({ ...row, lastHitAt: iso(row.lastHitAt), createdAt: row.createdAt.toISOString() });
  return data(
    {
      page,
      search,
      total,
      pages: Math.max(1, Math.ceil(total / REDIRECTS_PAGE_SIZE)),
      rows: rows.map(plain),
      missing: missing.map((one) => ({
        from: fromLabel(one),
        path: one.path,
        query: one.query,
        hits: one.hits,
        firstSeenAt: one.firstSeenAt.toISOString(),
        lastSeenAt: one.lastSeenAt.toISOString(),
        referrerHost: one.referrerHost,
      })),
      editing: editing ? plain(editing) : null,
      deleting: deleting ? plain(deleting) : null,
      prefillFrom: (url.searchParams.get("from") ?? "").slice(0, 1000),
    },
    { headers: cacheHeaders("admin") },
  );
}

type FormValues = { from: string; to: string; type: string };

type ActionResult =
  | { intent: "save"; ok: false; message: string; errors: FieldErrors; values: FormValues; id: string | null }
  | { intent: "import"; ok: false; message: string; rowErrors: ImportRowError[] }
  | { intent: "save" | "delete" | "dismiss" | "import" | ""; ok: boolean; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "redirects.manage");
  requireSameOrigin(request, false);
  const read = await readFormLimited(request, BODY_LIMITS.redirectsImport);
  const headers = cacheHeaders("admin");
  if (!read.ok) {
    const message = read.status === 413 ? "The file is larger than 2 MB: split it into several imports." : read.message;
    return data<ActionResult>(
      { intent: "", ok: false, message },
      { status: read.status, headers: { ...headers, ...bodyProblemHeaders(read) } },
    );
  }
  const form = read.form;
  const intent = String(form.get("intent") ?? "");
  const reply = (status: number, result: ActionResult) => data<ActionResult>(result, { status, headers });
  const audit = (
    action: Parameters<typeof recordAudit>[0]["action"],
    subject: string,
    subjectId: string | null,
    detail?: Record<string, unknown>,
  ) => recordAudit({ actor: staff, action, subject, subjectId, detail, ip: context.clientIp });

  if (intent === "save") {
    const id = String(form.get("id") ?? "");
    if (id && !UUID.test(id)) return reply(400, { intent, ok: false, message: "The redirect's id is malformed." });
    const values = { from: String(form.get("from") ?? ""), to: String(form.get("to") ?? ""), type: String(form.get("type") ?? "301") };
    const parsed = parseRedirectForm(form);
    if (!parsed.ok) {
      const count = Object.keys(parsed.errors).length;
      const message = `Nothing was saved: correct the ${count === 1 ? "field" : `${count} fields`} marked below.`;
      return reply(400, { intent, ok: false, message, errors: parsed.errors, values, id: id || null });
    }
    const before = id ? await getRedirect(id) : undefined;
    const saved = await saveRedirect(parsed.input, { id: id || undefined, createdBy: staff.id });
    if (!saved.ok) return reply(saved.status, { intent, ok: false, message: saved.message, errors: saved.errors, values, id: id || null });
    const label = fromLabel({ path: saved.redirect.fromPath, query: saved.redirect.fromQuery });
    await audit(id ? "redirect.update" : "redirect.create", label, saved.redirect.id, {
      target: saved.redirect.target,
      status: saved.redirect.status,
      ...(before ? { before: { from: before.from, target: before.target, status: before.status } } : {}),
    });
    return reply(id ? 200 : 201, {
      intent,
      ok: true,
      message: `${label} now leads to ${saved.redirect.target} (${saved.redirect.status}).`,
    });
  }
  if (intent === "delete") {
    const deleted = await deleteRedirect(String(form.get("id") ?? ""));
    if (!deleted) return reply(404, { intent, ok: false, message: "This redirect was already deleted." });
    const label = fromLabel({ path: deleted.fromPath, query: deleted.fromQuery });
    await audit("redirect.delete", label, deleted.id, { target: deleted.target, status: deleted.status, hits: deleted.hitCount });
    return reply(200, { intent, ok: true, message: `The redirect from ${label} is deleted.` });
  }
  if (intent === "import") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0)
      return reply(400, { intent, ok: false, message: "Choose a CSV file to import.", rowErrors: [] });
    const result = await importRedirects(await file.text(), staff.id);
    if (!result.ok) return reply(400, { intent, ok: false, message: result.message, rowErrors: result.rowErrors });
    await audit("redirect.import", file.name.slice(0, 200), null, { created: result.created, updated: result.updated });
    const parts = [`${result.created} added`, ...(result.updated ? [`${result.updated} replaced`] : [])];
    return reply(200, { intent, ok: true, message: `Imported ${result.created + result.updated} redirects: ${parts.join(", ")}.` });
  }
  if (intent === "dismiss") {
    const path = String(form.get("path") ?? "");
    const query = String(form.get("query") ?? "");
    await dismissMissingPage(path, query);
    return reply(200, { intent, ok: true, message: `${fromLabel({ path, query })} is removed from the missing pages.` });
  }
  return reply(400, { intent: "", ok: false, message: "Unknown action" });
}

function listHref(page: number, search: string): string {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/redirects?${query}` : "/admin/redirects";
}

const dateTime = (iso: string) => iso.slice(0, 16).replace("T", " ");

const statusClass = (ok: boolean) =>
  ok
    ? "rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
    : "rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900";

export default function RedirectsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, missing, total, page, pages, search, editing, deleting, prefillFrom } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const statusRef = useRef<HTMLDivElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  const saveError = actionData && actionData.intent === "save" && "errors" in actionData ? actionData : undefined;
  const importError = actionData && actionData.intent === "import" && "rowErrors" in actionData ? actionData : undefined;
  const values: FormValues = saveError?.values ?? {
    from: editing?.from ?? prefillFrom,
    to: editing?.target ?? "",
    type: String(editing?.status ?? 301),
  };
  const editId = saveError ? saveError.id : (editing?.id ?? null);
  // A new key after each answer and each choice of row: the form starts again from the values above.
  const formKey = `${editId ?? "new"}|${prefillFrom}|${JSON.stringify(actionData ?? null)}`;

  useFocusAfterAnswer(actionData, (answer) => {
    if (answer.intent === "save" && "errors" in answer) {
      const field = (["from", "to", "type"] as const).find((name) => answer.errors[name]?.length);
      return field ? document.getElementById(`redirect-${field}`) : statusRef.current;
    }
    if (answer.intent === "import" && !answer.ok) return document.getElementById("import-problems") ?? statusRef.current;
    return statusRef.current;
  });
  // "Redirect this" fills in the old address: the new one is what is left to type.
  useEffect(() => {
    if (prefillFrom) toRef.current?.focus();
  }, [prefillFrom]);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Redirects</h1>
      <p className="mt-1 max-w-3xl text-slate-600">
        Send visitors and search engines from old addresses (your previous website&apos;s pages, a renamed page) to where the content lives
        now. A redirect only answers an address the site has no page for; a page of the site always wins.
      </p>

      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className="mt-4 min-h-6 focus:outline-none"
        data-testid="redirects-status"
      >
        {actionData ? <p className={statusClass(actionData.ok)}>{actionData.message}</p> : null}
      </div>

      {deleting ? (
        <DeleteRedirectConfirmation target={{ id: deleting.id, from: deleting.from, target: deleting.target }} busy={busy} />
      ) : null}

      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <section
          id="add-redirect"
          aria-labelledby="redirect-form-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="redirect-form-heading" className="text-lg font-semibold text-slate-900">
            {editId ? "Change a redirect" : "Add a redirect"}
          </h2>
          <Form key={formKey} method="post" className="mt-3 grid gap-4" noValidate={Boolean(saveError)}>
            <input type="hidden" name="intent" value="save" />
            {editId ? <input type="hidden" name="id" value={editId} /> : null}
            <Field
              id="redirect-from"
              label="Old address"
              required
              errors={saveError?.errors.from}
              description="A path such as /2019/05/crn-guide/ or /services/pressure-vessels.html, or /?p=123 for a query string. A full address of the old site works too. Capitals and a final / do not matter."
            >
              {(control) => (
                <Input
                  {...control}
                  name="from"
                  required
                  maxLength={REDIRECT_LIMITS.fromMax + REDIRECT_LIMITS.queryMax + 200}
                  defaultValue={values.from}
                  spellCheck={false}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field
              id="redirect-to"
              label="New address"
              required
              errors={saveError?.errors.to}
              description="A page of this site, such as /services/crn or /fr/blogue/mon-article, or a full address on another site starting with https://."
            >
              {(control) => (
                <Input
                  {...control}
                  ref={toRef}
                  name="to"
                  required
                  maxLength={REDIRECT_LIMITS.targetMax}
                  defaultValue={values.to}
                  spellCheck={false}
                  autoComplete="off"
                />
              )}
            </Field>
            <fieldset aria-describedby={saveError?.errors.type ? "redirect-type-error" : undefined}>
              <legend className="text-sm font-medium text-slate-900">Type</legend>
              <div className="mt-2 grid gap-2">
                {([301, 302] as RedirectType[]).map((status) => (
                  <div key={status} className="flex items-start gap-2 text-sm text-slate-800">
                    <input
                      id={status === 301 ? "redirect-type" : `redirect-type-${status}`}
                      type="radio"
                      name="type"
                      value={status}
                      defaultChecked={values.type === String(status)}
                      aria-describedby={`redirect-type-${status}-description`}
                      className="mt-1 size-4 accent-brand-700"
                    />
                    <div>
                      <label htmlFor={status === 301 ? "redirect-type" : `redirect-type-${status}`} className="font-medium">
                        {redirectTypes[status].label}
                      </label>
                      <p id={`redirect-type-${status}-description`} className="text-slate-600">
                        {redirectTypes[status].description}
                      </p>
                    </div>
                  </div>
                ))}
              </div>
              {saveError?.errors.type ? (
                <p id="redirect-type-error" className="mt-1 text-sm font-medium text-red-700">
                  {saveError.errors.type.join(" ")}
                </p>
              ) : null}
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                <ArrowRightLeft aria-hidden="true" />
                {editId ? "Save changes" : "Add redirect"}
              </Button>
              {editId || prefillFrom ? (
                <Link to="/admin/redirects" className={buttonClasses("outline", "default")}>
                  Cancel
                </Link>
              ) : null}
            </div>
          </Form>
        </section>

        <section aria-labelledby="import-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="import-heading" className="text-lg font-semibold text-slate-900">
            Import from a spreadsheet
          </h2>
          <p id="import-hint" className="mt-1 text-sm text-slate-600">
            A CSV file with one redirect per row: the old address, the new address, and optionally 301 or 302 (301 when empty). A first row
            of column names is skipped. Either every row is imported or none is: a problem in any row is named below and nothing changes. A
            row whose old address already has a redirect replaces it. At most {REDIRECT_LIMITS.maxImportRows.toLocaleString("en-CA")} rows
            per file.
          </p>
          <figure className="mt-2">
            <figcaption className="text-xs font-medium text-slate-700">Example file</figcaption>
            <pre className="mt-1 overflow-x-auto rounded-md bg-slate-100 p-2 text-xs text-slate-800">
              {"from,to,type\n/2019/05/crn-guide/,/services/crn,301\n/?p=123,/blog/valve-sizing,301"}
            </pre>
          </figure>
          <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="import" />
            <div className="flex-1">
              <Label htmlFor="import-file" required>
                CSV file
              </Label>
              <input
                id="import-file"
                name="file"
                type="file"
                accept=".csv,text/csv"
                required
                aria-describedby="import-hint"
                className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
              />
            </div>
            <Button type="submit" variant="outline" disabled={busy}>
              <FileUp aria-hidden="true" />
              Import
            </Button>
          </Form>
          {importError && importError.rowErrors.length > 0 ? (
            <div id="import-problems" tabIndex={-1} className="mt-4 focus:outline-none" data-testid="import-problems">
              <h3 className="text-sm font-semibold text-red-800">Rows to correct ({importError.rowErrors.length})</h3>
              <div className="relative mt-2 max-h-80 overflow-auto rounded-md border border-red-200">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Rows of the file that could not be imported, and why</caption>
                  <thead className="bg-red-50 text-red-900">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Row
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Old address
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Problem
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-red-100">
                    {importError.rowErrors.slice(0, 200).map((problem) => (
                      <tr key={`${problem.row}-${problem.message}`}>
                        <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                          {problem.row}
                        </th>
                        <td className="px-3 py-2 break-all text-slate-800">{problem.from}</td>
                        <td className="px-3 py-2 text-slate-800">{problem.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {importError.rowErrors.length > 200 ? (
                <p className="mt-1 text-sm text-slate-700">The first 200 are shown; correct them and import again to see the rest.</p>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="missing-heading" className="mt-8">
        <h2 id="missing-heading" className="text-lg font-semibold text-slate-900">
          Missing pages
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          Addresses visitors and search engines asked for that the site answered “page not found”, most asked for first (counted every half
          minute). Redirect the ones that had content; dismiss the noise.
        </p>
        {missing.length === 0 ? (
          <p className="mt-3 rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">No missing pages recorded.</p>
        ) : (
          <div className="relative mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Missing pages, most asked for first</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Address
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Hits
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Last asked for (UTC)
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Linked from
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {missing.map((one) => (
                  <tr key={one.from} data-testid="missing-row">
                    <th scope="row" className="max-w-xs min-w-44 px-4 py-3 font-medium break-all text-slate-900">
                      {one.from}
                    </th>
                    <td className="px-4 py-3 text-right text-slate-700 tabular-nums">{one.hits}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                      <time dateTime={one.lastSeenAt}>{dateTime(one.lastSeenAt)}</time>
                    </td>
                    <td className="min-w-32 px-4 py-3 break-all text-slate-700">{one.referrerHost ?? "—"}</td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap justify-end gap-2">
                        <Link
                          to={`/admin/redirects?from=${encodeURIComponent(one.from)}#add-redirect`}
                          className={buttonClasses("default", "sm")}
                          aria-label={`Redirect this: ${one.from}`}
                        >
                          <ArrowRightLeft aria-hidden="true" />
                          Redirect this
                        </Link>
                        <Form method="post">
                          <input type="hidden" name="intent" value="dismiss" />
                          <input type="hidden" name="path" value={one.path} />
                          <input type="hidden" name="query" value={one.query} />
                          <Button type="submit" variant="ghost" size="sm" disabled={busy} aria-label={`Dismiss ${one.from}`}>
                            <X aria-hidden="true" />
                            Dismiss
                          </Button>
                        </Form>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="list-heading" className="mt-10">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="list-heading" className="text-lg font-semibold text-slate-900">
            {total === 1 ? "1 redirect" : `${total.toLocaleString("en-CA")} redirects`}
            {search ? ` matching “${search}”` : ""}
          </h2>
          <div className="flex flex-wrap items-end gap-2">
            <Form method="get" role="search" aria-label="Redirects" className="flex items-end gap-2">
              <div>
                <Label htmlFor="redirect-search">Search old and new addresses</Label>
                <Input id="redirect-search" name="q" type="search" defaultValue={search} fieldSize="sm" className="mt-1" />
              </div>
              <Button type="submit" variant="outline" size="sm">
                <Search aria-hidden="true" />
                Search
              </Button>
            </Form>
            <a href="/admin/redirects.csv" className={buttonClasses("outline", "sm")} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </div>
        </div>
        {rows.length === 0 ? (
          <p className="mt-4 rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
            {search ? "No redirect matches this search." : "No redirects yet. Add one above, import a file, or redirect a missing page."}
          </p>
        ) : (
          <div className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Redirects, newest first</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Old address
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    New address
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Type
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Hits
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Last hit (UTC)
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Added
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id} data-testid="redirect-row">
                    <th scope="row" className="max-w-xs min-w-44 px-4 py-3 font-medium break-all text-slate-900">
                      {row.from}
                    </th>
                    <td className="max-w-xs min-w-44 px-4 py-3 break-all text-slate-700">{row.target}</td>
                    <td className="px-4 py-3">
                      <Badge variant={row.status === 301 ? "secondary" : "warning"}>
                        {row.status === 301 ? "301 permanent" : "302 temporary"}
                      </Badge>
                    </td>
                    <td className="px-4 py-3 text-right text-slate-700 tabular-nums">{row.hitCount}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                      {row.lastHitAt ? <time dateTime={row.lastHitAt}>{dateTime(row.lastHitAt)}</time> : "Never"}
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      <time dateTime={row.createdAt}>{row.createdAt.slice(0, 10)}</time>
                      {row.createdBy ? <span className="block text-slate-500">by {row.createdBy}</span> : null}
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap justify-end gap-2">
                        <Link
                          to={`/admin/redirects?edit=${row.id}#add-redirect`}
                          className={buttonClasses("outline", "sm")}
                          aria-label={`Edit the redirect from ${row.from}`}
                        >
                          <Pencil aria-hidden="true" />
                          Edit
                        </Link>
                        <DeleteRedirectButton target={{ id: row.id, from: row.from, target: row.target }} busy={busy} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <AdminPager
          label="Pages of redirects"
          page={page}
          pages={pages}
          href={(to) => listHref(to, search)}
          previous="Newer"
          next="Older"
        />
      </section>
    </main>
  );
}
