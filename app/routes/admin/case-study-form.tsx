import { Save, Trash2 } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/case-study-form";
import { MediaFieldButton } from "~/components/admin/media/media-field-button";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { projectCategories } from "~/content/projects";
import { serviceCards } from "~/content/service-cards";
import type { CaseStudy } from "~/db/schema";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { locales, type Locale } from "~/i18n/locale";
import { caseStudyPath } from "~/i18n/paths";
import { requireStaff } from "~/utils/auth.server";
import {
  createCaseStudy,
  deleteCaseStudy,
  formValues,
  getCaseStudy,
  parseCaseStudyForm,
  updateCaseStudy,
} from "~/utils/case-studies.server";
import {
  CASE_STUDY_LIMITS,
  languageNames,
  TEXT_FIELDS,
  textFieldLabels,
  type CaseStudyErrors,
  type CaseStudyFormValues,
  type TextField,
} from "~/utils/case-study-fields";
import { cn } from "~/utils/cn";

/**
 * Creating and editing a case study (`/admin/projects/new`, `/admin/projects/{id}`): the facts both
 * languages share, then the English and the French text side by side, saved together. Works without
 * JavaScript; a refused save shows every problem next to its field and keeps what was typed.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.id ? "Edit" : "New"} case study | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

function valuesOf(study: CaseStudy): CaseStudyFormValues {
  const values: CaseStudyFormValues = {
    slug: study.slug,
    category: study.category,
    durationMonths: String(study.durationMonths),
    image: study.image,
    position: String(study.position),
    services: study.services,
    published: study.published ? "on" : "",
  };
  for (const locale of locales) {
    for (const name of TEXT_FIELDS) {
      const value = study[locale][name];
      values[`${locale}.${name}`] = Array.isArray(value) ? value.join("\n") : value;
    }
  }
  return values;
}

async function findStudy(params: { id?: string }): Promise<CaseStudy | undefined> {
  if (!params.id) return undefined;
  if (!UUID.test(params.id)) throw data("This case study does not exist.", { status: 404 });
  const study = await getCaseStudy(params.id);
  if (!study) throw data("This case study does not exist.", { status: 404 });
  return study;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content.manage");
  const study = await findStudy(params);
  const saved = new URL(request.url).searchParams.get("saved") === "1";
  return data(
    {
      id: study?.id ?? null,
      slug: study?.slug ?? null,
      published: study?.published ?? false,
      values: study ? valuesOf(study) : { published: "on", position: "100" },
      saved,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActionResult = { message: string; errors: CaseStudyErrors; values: CaseStudyFormValues };

export async function action({ request, params }: Route.ActionArgs) {
  await requireStaff(request, "content.manage");
  requireSameOrigin(request, false);
  const existing = await findStudy(params);
  const read = await readFormLimited(request, BODY_LIMITS.adminForm);
  if (!read.ok) {
    return data<ActionResult>(
      { message: read.message, errors: {}, values: {} },
      { status: read.status, headers: bodyProblemHeaders(read) },
    );
  }
  const form = read.form;
  if (form.get("intent") === "delete") {
    if (!existing)
      return data<ActionResult>({ message: "Only a saved case study can be deleted.", errors: {}, values: {} }, { status: 400 });
    await deleteCaseStudy(existing.id);
    throw redirect("/admin/projects");
  }
  const parsed = parseCaseStudyForm(form);
  if (!parsed.ok) {
    const count = Object.keys(parsed.errors).length;
    return data<ActionResult>(
      {
        message: `Nothing was saved: correct the ${count === 1 ? "field" : `${count} fields`} marked below.`,
        errors: parsed.errors,
        values: parsed.values,
      },
      { status: 400 },
    );
  }
  const result = existing ? await updateCaseStudy(existing.id, parsed.input) : await createCaseStudy(parsed.input);
  if (!result) return data<ActionResult>({ message: "This case study was deleted meanwhile.", errors: {}, values: {} }, { status: 404 });
  if (!result.ok) {
    return data<ActionResult>(
      { message: "Nothing was saved: correct the field marked below.", errors: result.errors, values: formValues(form) },
      { status: 409 },
    );
  }
  throw redirect(`/admin/projects/${result.caseStudy.id}?saved=1`);
}

export default function CaseStudyFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const values = actionData?.values && Object.keys(actionData.values).length > 0 ? actionData.values : loaderData.values;
  const errors = actionData?.errors ?? {};
  const one = (name: string) => {
    const value = values[name];
    return Array.isArray(value) ? value.join("\n") : (value ?? "");
  };
  const chosenServices = Array.isArray(values.services) ? values.services : [];
  const describedBy = (name: string, hint?: boolean) =>
    cn(hint && `cs-${name.replace(".", "-")}-hint`, errors[name] && `cs-${name.replace(".", "-")}-error`) || undefined;
  const error = (name: string) =>
    errors[name] ? (
      <p id={`cs-${name.replace(".", "-")}-error`} className="mt-1.5 text-sm font-medium text-red-700" lang="en">
        {errors[name]}
      </p>
    ) : null;
  const id = (name: string) => `cs-${name.replace(".", "-")}`;

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/admin/projects" className="text-sm font-medium text-brand-700 hover:underline">
          All case studies
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900">{loaderData.id ? "Edit case study" : "New case study"}</h1>
      {loaderData.id && loaderData.slug && loaderData.published ? (
        <p className="mt-1 text-slate-600">
          Public at{" "}
          <a href={caseStudyPath(loaderData.slug, "en")} className="text-brand-700 underline">
            {caseStudyPath(loaderData.slug, "en")}
          </a>{" "}
          and{" "}
          <a href={caseStudyPath(loaderData.slug, "fr")} className="text-brand-700 underline" hrefLang="fr-CA">
            {caseStudyPath(loaderData.slug, "fr")}
          </a>
          .
        </p>
      ) : null}

      {loaderData.saved && !actionData ? (
        <p role="status" className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          Saved in both languages.
        </p>
      ) : null}
      {actionData ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
          {actionData.message}
        </p>
      ) : null}

      <Form method="post" className="mt-8 grid gap-8" noValidate>
        <fieldset className="grid gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2 lg:grid-cols-3">
          <legend className="px-1 text-lg font-semibold text-slate-900">The project</legend>
          <div>
            <Label htmlFor={id("slug")} required>
              Address (slug)
            </Label>
            <Input
              id={id("slug")}
              name="slug"
              defaultValue={one("slug")}
              maxLength={CASE_STUDY_LIMITS.slugMax}
              required
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={describedBy("slug", true)}
            />
            <p id="cs-slug-hint" className="mt-1 text-sm text-slate-600">
              /projects/… and /fr/projets/…
            </p>
            {error("slug")}
          </div>
          <div>
            <Label htmlFor={id("category")} required>
              Category
            </Label>
            <NativeSelect
              id={id("category")}
              name="category"
              defaultValue={one("category")}
              required
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={describedBy("category")}
            >
              <option value="">Choose a category</option>
              {projectCategories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
            {error("category")}
          </div>
          <div>
            <Label htmlFor={id("durationMonths")} required>
              Duration in months
            </Label>
            <Input
              id={id("durationMonths")}
              name="durationMonths"
              type="number"
              min={1}
              max={CASE_STUDY_LIMITS.durationMax}
              inputMode="numeric"
              defaultValue={one("durationMonths")}
              required
              aria-invalid={errors.durationMonths ? true : undefined}
              aria-describedby={describedBy("durationMonths")}
            />
            {error("durationMonths")}
          </div>
          <div className="sm:col-span-2">
            <Label htmlFor={id("image")} required>
              Image
            </Label>
            <Input
              id={id("image")}
              name="image"
              defaultValue={one("image")}
              required
              aria-invalid={errors.image ? true : undefined}
              aria-describedby={describedBy("image", true)}
            />
            <p id="cs-image-hint" className="mt-1 text-sm text-slate-600">
              A path on this site: an image of the media library (/media/…) or a drawing under /images/projects/.
            </p>
            <div className="mt-2">
              <MediaFieldButton urlFieldId={id("image")} altFieldId={id("en.imageAlt")} label="Choose image" />
            </div>
            {error("image")}
          </div>
          <div>
            <Label htmlFor={id("position")}>Order on the page</Label>
            <Input
              id={id("position")}
              name="position"
              type="number"
              min={0}
              inputMode="numeric"
              defaultValue={one("position")}
              aria-invalid={errors.position ? true : undefined}
              aria-describedby={describedBy("position", true)}
            />
            <p id="cs-position-hint" className="mt-1 text-sm text-slate-600">
              Smaller numbers come first.
            </p>
            {error("position")}
          </div>
          <fieldset className="sm:col-span-2 lg:col-span-2" aria-describedby={describedBy("services")}>
            <legend className="text-sm font-medium text-slate-900">Services on this project</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {serviceCards.map((card) => (
                <label key={card.slug} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="services"
                    value={card.slug}
                    defaultChecked={chosenServices.includes(card.slug)}
                    className="size-4 accent-brand-700"
                  />
                  {card.title}
                </label>
              ))}
            </div>
            {error("services")}
          </fieldset>
          <div className="flex items-center gap-2 self-end">
            <input
              id={id("published")}
              type="checkbox"
              name="published"
              defaultChecked={one("published") === "on"}
              className="size-4 accent-brand-700"
            />
            <Label htmlFor={id("published")}>Published on the site</Label>
          </div>
        </fieldset>

        <div className="grid gap-8 lg:grid-cols-2">
          {locales.map((locale) => (
            <LanguageFields key={locale} locale={locale} one={one} errors={errors} describedBy={describedBy} error={error} id={id} />
          ))}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" name="intent" value="save" disabled={busy}>
            <Save aria-hidden="true" />
            {busy ? "Saving…" : "Save both languages"}
          </Button>
          <Link to="/admin/projects" className={buttonClasses("outline", "default")}>
            Cancel
          </Link>
        </div>
      </Form>

      {loaderData.id ? (
        <Form method="post" className="mt-10 border-t border-slate-200 pt-6">
          <h2 className="text-lg font-semibold text-slate-900">Delete this case study</h2>
          <p className="mt-1 text-sm text-slate-600">
            Its pages in both languages answer 404 afterwards. To take it off the site for a while, uncheck Published instead.
          </p>
          <Button type="submit" name="intent" value="delete" variant="destructive" className="mt-3">
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </Form>
      ) : null}
    </main>
  );
}

type LanguageFieldsProps = {
  locale: Locale;
  one: (name: string) => string;
  errors: CaseStudyErrors;
  describedBy: (name: string, hint?: boolean) => string | undefined;
  error: (name: string) => React.ReactNode;
  id: (name: string) => string;
};

const longFields: readonly TextField[] = ["summary", "challenge", "approach", "results"];

function LanguageFields({ locale, one, errors, describedBy, error, id }: LanguageFieldsProps) {
  return (
    <fieldset
      className="grid content-start gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      lang={locale === "fr" ? "fr-CA" : "en-CA"}
    >
      <legend className="px-1 text-lg font-semibold text-slate-900" lang="en">
        {languageNames[locale]}
      </legend>
      {TEXT_FIELDS.map((fieldName) => {
        const name = `${locale}.${fieldName}`;
        const common = {
          id: id(name),
          name,
          defaultValue: one(name),
          required: true,
          "aria-invalid": errors[name] ? true : undefined,
          "aria-describedby": describedBy(name),
        } as const;
        return (
          <div key={name}>
            <Label htmlFor={id(name)} required lang="en">
              {textFieldLabels[fieldName]}
            </Label>
            {longFields.includes(fieldName) ? (
              <Textarea {...common} rows={fieldName === "summary" || fieldName === "results" ? 3 : 6} />
            ) : (
              <Input {...common} />
            )}
            {error(name)}
          </div>
        );
      })}
    </fieldset>
  );
}
