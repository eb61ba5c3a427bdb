import { ArrowLeft, History } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/post-history";
import { adminPaths } from "~/components/admin/post-status";
import { RevisionDiffView } from "~/components/admin/revision-diff-view";
import { RestoreButton, RestoreConfirmation, type RestoreTarget } from "~/components/admin/restore-version";
import { useFocusOnChange } from "~/components/admin/use-focus-on-change";
import { Button, buttonClasses } from "~/components/ui/button";
import { company } from "~/content/company";
import { BODY_LIMITS, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { forbiddenMessage, requireStaff } from "~/utils/auth.server";
import { can, canEditPost } from "~/utils/permissions";
import {
  baseVersionSchema,
  fieldLabel,
  readBaseVersion,
  REVISION_KIND_LABELS,
  snapshotOf,
  type FieldDiff,
  type PostSnapshot,
} from "~/utils/post-revisions";
import { listRevisions, namesFor, revisionSnapshots, type RevisionSummary } from "~/utils/post-revisions.server";
import { describeWriteFailure, getPostById, restorePost } from "~/utils/posts-admin.server";
import { diffSnapshots } from "~/utils/revision-diff.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `History: ${loaderData?.post.title ?? "Post"} | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const WHEN = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const when = (date: Date) => `${WHEN.format(date)} UTC`;

/** The post, if the signed-in staff member may edit it (and so see and restore its history). */
async function editablePost(request: Request, postId: string | undefined) {
  const staff = await requireStaff(request, "posts.write");
  const post = await getPostById(postId);
  if (!post) throw data("Not found", { status: 404 });
  if (!canEditPost(staff, post)) throw data(forbiddenMessage(staff.role), { status: 403 });
  return { staff, post };
}

/** A version named in the address (`?from=`, `?to=`, `?restore=`): absent, or a whole number from 1 (else 400). */
function versionParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === "") return undefined;
  const parsed = baseVersionSchema.safeParse(raw);
  if (!parsed.success)
    throw data(`"${name}" must be a version number (a whole number from 1), not "${raw.slice(0, 20)}".`, { status: 400 });
  return parsed.data;
}

type HistoryRow = RevisionSummary & { legacy?: boolean };

export async function loader({ request, params }: Route.LoaderArgs) {
  const { staff, post } = await editablePost(request, params.postId);
  const url = new URL(request.url);
  const rows: HistoryRow[] = await listRevisions(post.id);
  // A post kept before revisions were has no revision yet: its stored fields are its current version.
  if (!rows.some((row) => row.version === post.version)) {
    rows.unshift({ version: post.version, kind: "save", changedFields: [], savedByName: null, createdAt: post.updatedAt, legacy: true });
  }
  const kept = new Set(rows.map((row) => row.version));
  const from = versionParam(url, "from");
  const to = versionParam(url, "to");
  const restoreVersion = versionParam(url, "restore");
  const restored = versionParam(url, "restored");

  let compare: { from: number; to: number; diffs: FieldDiff[] } | { missing: number[] } | null = null;
  if (from !== undefined && to !== undefined) {
    const missing = [from, to].filter((version) => !kept.has(version));
    if (missing.length) {
      compare = { missing };
    } else {
      const [older, newer] = from <= to ? [from, to] : [to, from];
      const snapshots = await revisionSnapshots(post.id, [older, newer]);
      if (!snapshots.has(post.version)) snapshots.set(post.version, snapshotOf(post));
      const before = snapshots.get(older) ?? {};
      const after = snapshots.get(newer) ?? {};
      compare = { from: older, to: newer, diffs: diffSnapshots(before, after, await namesFor([before, after])) };
    }
  }

  let confirmRestore: RestoreTarget | null = null;
  if (restoreVersion !== undefined && restoreVersion !== post.version) {
    const row = rows.find((candidate) => candidate.version === restoreVersion);
    if (row) {
      const snapshot = (await revisionSnapshots(post.id, [restoreVersion])).get(restoreVersion) ?? {};
      confirmRestore = restoreTargetOf(row, snapshot, post, can(staff.role, "posts.publish"));
    }
  }
  const restoreTargets = await restoreTargetsFor(rows, post, can(staff.role, "posts.publish"));

  return {
    post: { id: post.id, title: post.title, version: post.version, isPublished: post.isPublished },
    revisions: rows.map((row) => ({
      version: row.version,
      kind: row.kind,
      kindLabel: row.legacy ? "Stored before the history was kept" : REVISION_KIND_LABELS[row.kind],
      changed: row.changedFields.map(fieldLabel),
      savedBy: row.savedByName,
      when: when(row.createdAt),
      at: row.createdAt.toISOString(),
      legacy: Boolean(row.legacy),
    })),
    compare,
    confirmRestore,
    restoreTargets,
    restored: restored !== undefined ? { version: restored, from: versionParam(url, "of") } : null,
  };
}

/** What the confirmation says about restoring a version: its publication change, in words. */
function restoreTargetOf(
  row: HistoryRow,
  snapshot: Partial<PostSnapshot>,
  post: { isPublished: boolean },
  mayPublish: boolean,
): RestoreTarget {
  let publication: string | null = null;
  if (!mayPublish) {
    publication = "Your role keeps the post's publication as it is: the restore changes its content only.";
  } else if (snapshot.isPublished !== undefined && snapshot.isPublished !== post.isPublished) {
    publication = snapshot.isPublished
      ? "That version was published: restoring it publishes the post."
      : "That version was a draft: restoring it takes the article off the site.";
  } else if (post.isPublished) {
    publication = "The live article changes at once.";
  }
  return { version: row.version, savedBy: row.savedByName, when: when(row.createdAt), publication };
}

async function restoreTargetsFor(rows: HistoryRow[], post: { id: string; version: number; isPublished: boolean }, mayPublish: boolean) {
  const versions = rows.filter((row) => row.version !== post.version && !row.legacy).map((row) => row.version);
  const snapshots = await revisionSnapshots(post.id, versions);
  return rows
    .filter((row) => snapshots.has(row.version))
    .map((row) => restoreTargetOf(row, snapshots.get(row.version) ?? {}, post, mayPublish));
}

export type HistoryActionResult = { ok: false; message: string };

/** Restores a version: a new version equal to it (history is never rewritten), then back to the history. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff, post } = await editablePost(request, params.postId);
  requireSameOrigin(request, false);
  const read = await readFormLimited(request, BODY_LIMITS.adminForm);
  if (!read.ok) return data<HistoryActionResult>({ ok: false, message: read.message }, { status: read.status });
  if (read.form.get("intent") !== "restore") return data<HistoryActionResult>({ ok: false, message: "Unknown action" }, { status: 400 });
  const target = readBaseVersion(read.form.get("restore"));
  const base = readBaseVersion(read.form.get("version"));
  if (!target.ok || target.version === undefined) {
    return data<HistoryActionResult>({ ok: false, message: "Choose the version to restore" }, { status: 400 });
  }
  if (!base.ok) return data<HistoryActionResult>({ ok: false, message: base.message }, { status: 400 });
  const result = await restorePost(post.id, target.version, { staff, ip: context.clientIp }, base.version);
  if (!result.ok) {
    const failure = describeWriteFailure(result);
    const message =
      result.reason === "conflict" ? `${failure.message} The history below is up to date.` : `Not restored: ${failure.message}`;
    return data<HistoryActionResult>({ ok: false, message }, { status: failure.status });
  }
  const url = new URL(request.url);
  if (result.post.version === post.version) {
    return data<HistoryActionResult>(
      { ok: false, message: `Version ${target.version} is the same as the current version: nothing to restore.` },
      { status: 409 },
    );
  }
  return redirect(`${url.pathname}?restored=${result.post.version}&of=${target.version}&from=${target.version}&to=${result.post.version}`);
}

export default function PostHistoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { post, revisions, compare, confirmRestore, restoreTargets, restored } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const compareKey = compare && "diffs" in compare ? `${compare.from}-${compare.to}` : "";
  const diffHeading = useFocusOnChange<HTMLHeadingElement>(compareKey);
  const targets = new Map(restoreTargets.map((target) => [target.version, target]));
  const previousOf = (index: number) => revisions[index + 1]?.version;
  const defaultTo = compare && "diffs" in compare ? compare.to : post.version;
  const defaultFrom = compare && "diffs" in compare ? compare.from : (revisions[1]?.version ?? post.version);

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link to={adminPaths.edit(post.id)} className={buttonClasses("ghost", "sm", "-ml-3")}>
        <ArrowLeft aria-hidden="true" />
        Back to the editor
      </Link>
      <h1 className="mt-4 flex items-center gap-2 text-3xl font-bold tracking-tight text-brand-900">
        <History className="size-7 text-brand-700" aria-hidden="true" />
        History of “{post.title}”
      </h1>
      <p className="mt-1 text-slate-700">
        Version {post.version} is the current one{post.isPublished ? " (published)" : " (draft)"}. Every save keeps a version; restoring one
        saves it again as a new version, so nothing in this list is ever lost.
      </p>

      <div role="status" className="mt-4 empty:hidden" data-testid="history-status">
        {restored ? (
          <p className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
            {restored.from
              ? `Version ${restored.from} restored as version ${restored.version}.`
              : `Restored as version ${restored.version}.`}
          </p>
        ) : null}
      </div>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}

      {confirmRestore ? <RestoreConfirmation target={confirmRestore} currentVersion={post.version} busy={busy} /> : null}

      <section aria-labelledby="versions-heading" className="mt-8">
        <h2 id="versions-heading" className="text-xl font-semibold text-slate-900">
          Versions
        </h2>
        <Form method="get" className="mt-3">
          <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm" data-testid="revision-list">
              <caption className="sr-only">Every kept version, newest first. Choose two to compare.</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Version
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Saved
                  </th>
                  <th scope="col" className="px-3 py-2">
                    What changed
                  </th>
                  <th scope="col" className="px-3 py-2">
                    From
                  </th>
                  <th scope="col" className="px-3 py-2">
                    To
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {revisions.map((revision, index) => {
                  const previous = previousOf(index);
                  const target = targets.get(revision.version);
                  return (
                    <tr key={revision.version} data-testid={`revision-${revision.version}`}>
                      <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                        {revision.version}
                        {revision.version === post.version ? <span className="ml-1 font-normal text-slate-600">(current)</span> : null}
                      </th>
                      <td className="px-3 py-2 text-slate-800">
                        <span className="font-medium">{revision.kindLabel}</span>
                        <br />
                        <time dateTime={revision.at}>{revision.when}</time>
                        {revision.savedBy ? <> by {revision.savedBy}</> : null}
                      </td>
                      <td className="px-3 py-2 text-slate-800">{revision.changed.length ? revision.changed.join(", ") : "—"}</td>
                      <td className="px-3 py-2">
                        <input
                          type="radio"
                          name="from"
                          value={revision.version}
                          defaultChecked={revision.version === defaultFrom}
                          aria-label={`Compare from version ${revision.version}`}
                          className="size-4 accent-brand-700"
                        />
                      </td>
                      <td className="px-3 py-2">
                        <input
                          type="radio"
                          name="to"
                          value={revision.version}
                          defaultChecked={revision.version === defaultTo}
                          aria-label={`Compare to version ${revision.version}`}
                          className="size-4 accent-brand-700"
                        />
                      </td>
                      <td className="px-3 py-2">
                        <div className="flex flex-wrap justify-end gap-2">
                          {previous !== undefined ? (
                            <Link
                              to={`?from=${previous}&to=${revision.version}`}
                              className={buttonClasses("outline", "sm")}
                              aria-label={`Changes in version ${revision.version}`}
                            >
                              Changes
                            </Link>
                          ) : null}
                          {target ? <RestoreButton target={target} currentVersion={post.version} busy={busy} /> : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Button type="submit" variant="outline" className="mt-3">
            Compare selected versions
          </Button>
        </Form>
      </section>

      {compare ? (
        <section aria-labelledby="diff-heading" className="mt-10">
          {"diffs" in compare ? (
            <>
              <h2 id="diff-heading" ref={diffHeading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
                Changes from version {compare.from} to version {compare.to}
              </h2>
              <RevisionDiffView diffs={compare.diffs} />
            </>
          ) : (
            <>
              <h2 id="diff-heading" className="text-xl font-semibold text-slate-900">
                Cannot compare
              </h2>
              <p role="alert" className="mt-2 text-red-800">
                {compare.missing.map((version) => `Version ${version} is not in this post's history.`).join(" ")}
              </p>
            </>
          )}
        </section>
      ) : null}
    </main>
  );
}
