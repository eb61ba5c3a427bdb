import { EyeOff, Pencil, Plus } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/case-studies";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { company } from "~/content/company";
import { caseStudyPath } from "~/i18n/paths";
import { requireStaff } from "~/utils/auth.server";
import { listAllCaseStudies } from "~/utils/case-studies.server";

/** The case studies in the portfolio's order, published or hidden, each with both languages' titles. */

export const meta: Route.MetaFunction = () => [{ title: `Projects | ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content.manage");
  const rows = await listAllCaseStudies();
  return data(
    {
      studies: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        category: row.category,
        published: row.published,
        titleEn: row.en.title,
        titleFr: row.fr.title,
        updatedAt: row.updatedAt.toISOString().slice(0, 10),
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function CaseStudiesList({ loaderData }: Route.ComponentProps) {
  const { studies } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">Projects</h1>
          <p className="mt-1 text-slate-600">The case studies on /projects and the home page, in both languages, in the order shown.</p>
        </div>
        <Link to="/admin/projects/new" className={buttonClasses("default", "default")}>
          <Plus aria-hidden="true" />
          New case study
        </Link>
      </div>
      {studies.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
          No case studies yet. The portfolio pages show none until one is published.
        </p>
      ) : (
        <div className="relative mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Case studies</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Title (English / French)
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Category
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  State
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Updated
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {studies.map((study) => (
                <tr key={study.id}>
                  <td className="px-4 py-3">
                    <p className="font-semibold text-slate-900">{study.titleEn}</p>
                    <p className="text-slate-600" lang="fr-CA">
                      {study.titleFr}
                    </p>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{study.category}</td>
                  <td className="px-4 py-3">
                    {study.published ? (
                      <a href={caseStudyPath(study.slug, "en")} className="text-brand-700 hover:underline">
                        <Badge variant="success">Published</Badge>
                        <span className="sr-only">: view {study.titleEn}</span>
                      </a>
                    ) : (
                      <Badge variant="secondary">
                        <EyeOff className="size-3" aria-hidden="true" />
                        Hidden
                      </Badge>
                    )}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{study.updatedAt}</td>
                  <td className="px-4 py-3 text-right">
                    <Link
                      to={`/admin/projects/${study.id}`}
                      className={buttonClasses("outline", "sm")}
                      aria-label={`Edit ${study.titleEn}`}
                    >
                      <Pencil aria-hidden="true" />
                      Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
