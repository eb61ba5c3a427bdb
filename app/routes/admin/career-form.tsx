import { Save, Send, Trash2, XCircle } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/career-form";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { offices } from "~/content/offices";
import type { JobPosting } from "~/db/schema";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { locales, type Locale } from "~/i18n/locale";
import { jobPostingPath } from "~/i18n/paths";
import { requireStaff } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";
import {
  employmentTypeLabels,
  employmentTypes,
  LIST_FIELDS,
  POSTING_LIMITS,
  POSTING_TEXT_FIELDS,
  postingState,
  postingTextLabels,
  salaryCurrencies,
  workplaceLabels,
  workplaceTypes,
  type PostingErrors,
  type PostingFormValues,
  type PostingState,
  type PostingTextField,
} from "~/utils/careers-fields";
import { createPosting, getPosting, parsePostingForm, postingFormValues, updatePosting, valuesOfPosting } from "~/utils/careers.server";
import { cn } from "~/utils/cn";

/**
 * Creating and editing a job posting (`/admin/careers/new`, `/admin/careers/{id}`): the facts both
 * languages share, then the English and the French text side by side, saved together (the Charter of the
 * French Language wants the French posting at the same time). A new posting is a draft until published.
 * Works without JavaScript; a refused save names every problem beside its field and keeps what was typed.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const languageNames: Record<Locale, string> = { en: "English", fr: "French" };

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.id ? "Edit" : "New"} job posting | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

async function findPosting(params: { id?: string }): Promise<JobPosting | undefined> {
  if (!params.id) return undefined;
  if (!UUID.test(params.id)) throw data("This job posting does not exist.", { status: 404, headers: cacheHeaders("admin") });
  const posting = await getPosting(params.id);
  if (!posting) throw data("This job posting does not exist.", { status: 404, headers: cacheHeaders("admin") });
  return posting;
}

/** A new posting's defaults: full-time, on-site at the head office, salary in CAD a year, closing in 60 days. */
function blankValues(): PostingFormValues {
  const closes = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  return {
    officeId: offices[0].id,
    workplace: "on-site",
    employmentType: "full-time",
    salaryCurrency: "CAD",
    salaryPeriod: "year",
    closesOn: closes,
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content.manage");
  const posting = await findPosting(params);
  const saved = new URL(request.url).searchParams.get("saved") === "1";
  return data(
    {
      id: posting?.id ?? null,
      slug: posting?.slug ?? null,
      state: posting ? postingState(posting) : null,
      values: posting ? valuesOfPosting(posting) : blankValues(),
      saved,
    },
    { headers: cacheHeaders("admin") },
  );
}

type ActionResult = { message: string; errors: PostingErrors; values: PostingFormValues };

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, "content.manage");
  requireSameOrigin(request, false);
  const existing = await findPosting(params);
  const read = await readFormLimited(request, BODY_LIMITS.adminForm);
  if (!read.ok) {
    return data<ActionResult>(
      { message: read.message, errors: {}, values: {} },
      { status: read.status, headers: bodyProblemHeaders(read) },
    );
  }
  const parsed = parsePostingForm(read.form);
  if (!parsed.ok) {
    const count = Object.keys(parsed.errors).length;
    return data<ActionResult>(
      {
        message: `Nothing was saved: correct the ${count === 1 ? "field" : `${count} fields`} marked below.`,
        errors: parsed.errors,
        values: parsed.values,
      },
      { status: 400, headers: cacheHeaders("admin") },
    );
  }
  const result = existing ? await updatePosting(existing.id, parsed.input) : await createPosting(parsed.input, staff.id);
  if (!result) {
    return data<ActionResult>(
      { message: "This posting was deleted meanwhile.", errors: {}, values: {} },
      { status: 404, headers: cacheHeaders("admin") },
    );
  }
  if (!result.ok) {
    return data<ActionResult>(
      { message: "Nothing was saved: correct the field marked below.", errors: result.errors, values: postingFormValues(read.form) },
      { status: 409, headers: cacheHeaders("admin") },
    );
  }
  throw redirect(`/admin/careers/${result.posting.id}?saved=1`);
}

const stateText: Record<PostingState, string> = {
  draft: "Draft: not on the site until you publish it.",
  open: "Open: listed on the site and taking applications until the closing date.",
  closed: "Closed: off the list and the sitemap; its page says so. Set a later closing date and save to open it again.",
};

export default function CareerFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const values = actionData?.values && Object.keys(actionData.values).length > 0 ? actionData.values : loaderData.values;
  const errors = actionData?.errors ?? {};
  const one = (name: string) => values[name] ?? "";
  const id = (name: string) => `job-${name.replace(".", "-")}`;
  const describedBy = (name: string, hint?: boolean) => cn(hint && `${id(name)}-hint`, errors[name] && `${id(name)}-error`) || undefined;
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id(name)}-error`} className="mt-1.5 text-sm font-medium text-red-700" lang="en">
        {errors[name]}
      </p>
    ) : null;
  const common = (name: string, hint?: boolean) => ({
    id: id(name),
    name,
    defaultValue: one(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name, hint),
  });

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/admin/careers" className="text-sm font-medium text-brand-700 hover:underline">
          All job postings
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900">{loaderData.id ? "Edit job posting" : "New job posting"}</h1>
      {loaderData.state ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
          <Badge variant={loaderData.state === "open" ? "success" : loaderData.state === "closed" ? "warning" : "secondary"}>
            {loaderData.state === "open" ? "Open" : loaderData.state === "closed" ? "Closed" : "Draft"}
          </Badge>
          {stateText[loaderData.state]}
          {loaderData.state !== "draft" && loaderData.slug ? (
            <>
              {" "}
              <a href={jobPostingPath(loaderData.slug, "en")} className="text-brand-700 underline">
                {jobPostingPath(loaderData.slug, "en")}
              </a>{" "}
              <a href={jobPostingPath(loaderData.slug, "fr")} className="text-brand-700 underline" hrefLang="fr-CA">
                {jobPostingPath(loaderData.slug, "fr")}
              </a>
            </>
          ) : null}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">A new posting is saved as a draft; publish it from here or from the list.</p>
      )}

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
          <legend className="px-1 text-lg font-semibold text-slate-900">The role</legend>
          <div>
            <Label htmlFor={id("slug")} required>
              Address (slug)
            </Label>
            <Input {...common("slug", true)} maxLength={POSTING_LIMITS.slugMax} required />
            <p id={`${id("slug")}-hint`} className="mt-1 text-sm text-slate-600">
              /careers/… and /fr/carrieres/…
            </p>
            {error("slug")}
          </div>
          <div>
            <Label htmlFor={id("officeId")} required>
              Office
            </Label>
            <NativeSelect {...common("officeId", true)} aria-required="true">
              {offices.map((office) => (
                <option key={office.id} value={office.id}>
                  {office.location}
                </option>
              ))}
            </NativeSelect>
            <p id={`${id("officeId")}-hint`} className="mt-1 text-sm text-slate-600">
              Where the job is, or the office a remote role reports to.
            </p>
            {error("officeId")}
          </div>
          <div>
            <Label htmlFor={id("workplace")} required>
              Workplace
            </Label>
            <NativeSelect {...common("workplace")} aria-required="true">
              {workplaceTypes.map((workplace) => (
                <option key={workplace} value={workplace}>
                  {workplaceLabels.en[workplace]}
                </option>
              ))}
            </NativeSelect>
            {error("workplace")}
          </div>
          <div>
            <Label htmlFor={id("employmentType")} required>
              Employment type
            </Label>
            <NativeSelect {...common("employmentType")} aria-required="true">
              {employmentTypes.map((type) => (
                <option key={type} value={type}>
                  {employmentTypeLabels.en[type]}
                </option>
              ))}
            </NativeSelect>
            {error("employmentType")}
          </div>
          <div>
            <Label htmlFor={id("closesOn")} required>
              Closing date
            </Label>
            <Input {...common("closesOn", true)} type="date" required />
            <p id={`${id("closesOn")}-hint`} className="mt-1 text-sm text-slate-600">
              Applications are taken until the end of this day, in the office’s time zone.
            </p>
            {error("closesOn")}
          </div>
          <fieldset className="grid gap-3 sm:col-span-2 lg:col-span-3 lg:grid-cols-4" aria-describedby={`${id("salary")}-hint`}>
            <legend className="text-sm font-medium text-slate-900">Salary range (optional)</legend>
            <p id={`${id("salary")}-hint`} className="text-sm text-slate-600 lg:col-span-4">
              Whole amounts. Leave both empty to publish no salary; give the lowest alone for a single figure.
            </p>
            <div>
              <Label htmlFor={id("salaryMin")}>Lowest</Label>
              <Input {...common("salaryMin")} inputMode="numeric" />
              {error("salaryMin")}
            </div>
            <div>
              <Label htmlFor={id("salaryMax")}>Highest</Label>
              <Input {...common("salaryMax")} inputMode="numeric" />
              {error("salaryMax")}
            </div>
            <div>
              <Label htmlFor={id("salaryCurrency")}>Currency</Label>
              <NativeSelect {...common("salaryCurrency")}>
                {salaryCurrencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </NativeSelect>
              {error("salaryCurrency")}
            </div>
            <div>
              <Label htmlFor={id("salaryPeriod")}>Paid by the</Label>
              <NativeSelect {...common("salaryPeriod")}>
                <option value="year">Year</option>
                <option value="hour">Hour</option>
              </NativeSelect>
              {error("salaryPeriod")}
            </div>
          </fieldset>
        </fieldset>

        <div className="grid gap-8 lg:grid-cols-2">
          {locales.map((locale) => (
            <LanguageFields key={locale} locale={locale} common={common} error={error} id={id} />
          ))}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            <Save aria-hidden="true" />
            {busy ? "Saving…" : "Save both languages"}
          </Button>
          <Link to="/admin/careers" className={buttonClasses("outline", "default")}>
            Cancel
          </Link>
        </div>
      </Form>

      {loaderData.id ? (
        <section aria-labelledby="posting-state-heading" className="mt-10 border-t border-slate-200 pt-6">
          <h2 id="posting-state-heading" className="text-lg font-semibold text-slate-900">
            Publishing
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            {loaderData.state === "draft" ? (
              <Form method="post" action="/admin/careers">
                <input type="hidden" name="id" value={loaderData.id} />
                <Button type="submit" name="intent" value="publish" disabled={busy}>
                  <Send aria-hidden="true" />
                  Publish
                </Button>
              </Form>
            ) : null}
            {loaderData.state === "open" ? (
              <Form method="post" action="/admin/careers">
                <input type="hidden" name="id" value={loaderData.id} />
                <Button type="submit" name="intent" value="close" variant="outline" disabled={busy}>
                  <XCircle aria-hidden="true" />
                  Close now
                </Button>
              </Form>
            ) : null}
            <Form method="post" action="/admin/careers">
              <input type="hidden" name="id" value={loaderData.id} />
              <Button type="submit" name="intent" value="delete" variant="destructive" disabled={busy}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </Form>
          </div>
          <p className="mt-2 text-sm text-slate-600">
            Only a posting nobody applied to can be deleted; one with applications is closed instead, so they are kept.
          </p>
        </section>
      ) : null}
    </main>
  );
}

type LanguageFieldsProps = {
  locale: Locale;
  common: (name: string, hint?: boolean) => Record<string, unknown>;
  error: (name: string) => React.ReactNode;
  id: (name: string) => string;
};

const longFields: readonly PostingTextField[] = ["summary", "description", "requirements", "benefits"];

function LanguageFields({ locale, common, error, id }: LanguageFieldsProps) {
  return (
    <fieldset
      className="grid content-start gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      lang={locale === "fr" ? "fr-CA" : "en-CA"}
    >
      <legend className="px-1 text-lg font-semibold text-slate-900" lang="en">
        {languageNames[locale]}
      </legend>
      {POSTING_TEXT_FIELDS.map((fieldName) => {
        const name = `${locale}.${fieldName}`;
        const required = fieldName !== "benefits";
        return (
          <div key={name}>
            <Label htmlFor={id(name)} required={required} lang="en">
              {postingTextLabels[fieldName]}
            </Label>
            {longFields.includes(fieldName) ? (
              <Textarea
                {...common(name)}
                required={required}
                rows={fieldName === "summary" ? 3 : fieldName === "description" ? 10 : LIST_FIELDS.includes(fieldName) ? 6 : 4}
              />
            ) : (
              <Input {...common(name)} required={required} maxLength={POSTING_LIMITS.titleMax} />
            )}
            {error(name)}
          </div>
        );
      })}
    </fieldset>
  );
}
