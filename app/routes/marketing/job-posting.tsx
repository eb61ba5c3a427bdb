import { lowerFirst } from "~/i18n/french";
import { ArrowRight, CheckCircle2, Send } from "lucide-react";
import { data, Form } from "react-router";
import { serverCheckedFields } from "~/components/forms";
import { PageHero } from "~/components/sections/page-hero";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { officesFr } from "~/content/fr/offices";
import { offices } from "~/content/offices";
import type { JobPosting } from "~/db/schema";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { isDatabaseUnavailable, isSameOrigin } from "~/http/http.server";
import { localeOfPath, useLocale, type Locale } from "~/i18n/locale";
import { jobPostingPath, pagePath } from "~/i18n/paths";
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  RESUME_FIELD,
  resumeMimeTypes,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from "~/utils/application-fields";
import { resumeFromForm, submitApplication } from "~/utils/applications.server";
import { cacheControl, formPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import {
  employmentTypeLabels,
  formatClosingDate,
  formatSalary,
  postingState,
  schemaEmploymentType,
  workplaceLabels,
} from "~/utils/careers-fields";
import { getPublishedPosting, officeOfPosting } from "~/utils/careers.server";
import { createFormToken } from "~/utils/inquiries.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/utils/inquiry-schema";
import { errorFields, log } from "~/utils/logger.server";
import { seo, siteUrlFrom } from "~/utils/seo";
import { breadcrumbJsonLd, jobPostingJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/job-posting";
import { careersCopy } from "./careers.copy";

/**
 * One job posting (`/careers/{slug}`, `/fr/carrieres/{slug}`) and its application form: a plain
 * multipart form post that works without JavaScript. The page carries the form's per-visit token, so
 * it is never stored by a cache (like the contact, guide and meeting pages). A posting whose closing
 * date has passed answers 410 Gone with a notice and no form: search engines drop it from job search
 * and the index, and a visitor who followed an old link learns why and where the open roles are.
 */

export const handle = { queryParams: [] } satisfies CacheHandle;

type ActionResult =
  | { status: "success"; name: string }
  | { status: "error"; message: string; errors: ApplicationErrors; values: ApplicationValues; formToken?: string };

async function findPosting(slug: string | undefined): Promise<JobPosting> {
  const posting = slug ? await getPublishedPosting(slug) : undefined;
  if (!posting) throw data({ slug }, { status: 404, headers: { "Cache-Control": cacheControl("content") } });
  return posting;
}

function view(posting: JobPosting, locale: Locale) {
  const office = officeOfPosting(posting.officeId);
  return {
    slug: posting.slug,
    officeId: posting.officeId,
    workplace: posting.workplace,
    employmentType: posting.employmentType,
    salary: formatSalary(posting, locale),
    salaryFacts:
      posting.salaryMin !== null && posting.salaryCurrency
        ? {
            min: posting.salaryMin,
            max: posting.salaryMax,
            currency: posting.salaryCurrency,
            period: posting.salaryPeriod === "hour" ? ("hour" as const) : ("year" as const),
          }
        : null,
    text: posting[locale],
    postedAt: (posting.postedAt ?? posting.createdAt).toISOString(),
    closesAt: posting.closesAt.toISOString(),
    closesOn: formatClosingDate(posting.closesAt, office.timeZone, locale),
  };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const posting = await findPosting(params.slug);
  const open = postingState(posting) === "open";
  let formToken = "";
  if (open) {
    try {
      formToken = await createFormToken();
    } catch (error) {
      log.warn("application form token unavailable", errorFields(error));
    }
  }
  return data(
    { posting: view(posting, locale), open, formToken },
    // Open: the form's token is this visitor's. Closed: the same notice for everyone, never stored (410).
    { status: open ? 200 : 410, headers: { "Cache-Control": cacheControl(open ? "private" : "content") } },
  );
}

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args, args.loaderHeaders.get("Cache-Control") ?? cacheControl("private"));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const copy = careersCopy[locale].form;
  const failure = (status: number, result: Omit<Extract<ActionResult, { status: "error" }>, "status">, extra: HeadersInit = {}) =>
    data<ActionResult>({ status: "error", ...result }, { status, headers: { "Cache-Control": cacheControl("private"), ...extra } });
  if (!isSameOrigin(request)) return failure(403, { message: copy.crossSite, errors: {}, values: {} });
  const posting = await findPosting(params.slug);
  if (postingState(posting) !== "open") return failure(410, { message: copy.closed, errors: {}, values: {} });
  const read = await readFormLimited(request, BODY_LIMITS.application);
  if (!read.ok) {
    return failure(
      read.status,
      { message: read.status === 413 ? copy.tooLarge : copy.unreadable, errors: {}, values: {} },
      bodyProblemHeaders(read),
    );
  }
  const form = read.form;
  const values: ApplicationValues = {};
  for (const field of APPLICATION_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  const token = form.get(FORM_TOKEN_FIELD);
  const formToken = typeof token === "string" ? token : undefined;
  try {
    const result = await submitApplication({
      posting,
      values,
      resume: resumeFromForm(form.get(RESUME_FIELD)),
      honeypot: form.get(HONEYPOT_FIELD),
      formToken,
      clientIp: context.clientIp,
      locale,
    });
    switch (result.kind) {
      case "closed":
        return failure(410, { message: copy.closed, errors: {}, values });
      case "invalid":
        return failure(400, { message: copy.invalid(Object.keys(result.errors).length), errors: result.errors, values, formToken });
      case "rate-limited":
        return failure(
          429,
          { message: copy.rateLimited(result.retryAfterSeconds), errors: {}, values, formToken },
          { "Retry-After": String(result.retryAfterSeconds) },
        );
      case "accepted":
        return data<ActionResult>(
          { status: "success", name: result.application.name },
          { headers: { "Cache-Control": cacheControl("private") } },
        );
    }
  } catch (error) {
    log.error("application could not be stored", errorFields(error));
    return failure(isDatabaseUnavailable(error) ? 503 : 500, { message: copy.failed, errors: {}, values, formToken });
  }
}

function officeIn(officeId: string, locale: Locale) {
  const list = locale === "fr" ? officesFr : offices;
  return list.find((office) => office.id === officeId) ?? list[0];
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const copy = careersCopy[locale];
  if (!loaderData) return [{ title: `${copy.posting.notFound} | ${company.name}` }, { name: "robots", content: "noindex" }];
  const { posting, open } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const path = jobPostingPath(posting.slug, locale);
  const where = officeIn(posting.officeId, locale).location;
  const workplace = workplaceLabels[locale][posting.workplace];
  return seo(siteUrl, {
    // « Vaughan (Ontario) (Hybride) » would stack two brackets: French says where, then how, after a dash.
    title:
      locale === "fr"
        ? `${posting.text.title} – ${where}, ${posting.workplace === "hybrid" ? "mode hybride" : lowerFirst(workplace)}`
        : `${posting.text.title}, ${where} (${workplace})`,
    description: posting.text.summary,
    path,
    locale,
    alternates: { en: jobPostingPath(posting.slug, "en"), fr: jobPostingPath(posting.slug, "fr") },
    // A closed posting keeps its page for people following old links, out of search results.
    noindex: !open,
    jsonLd: [
      ...(open
        ? [
            jobPostingJsonLd(siteUrl, {
              slug: posting.slug,
              path,
              office: officeIn(posting.officeId, locale),
              workplace: posting.workplace,
              employmentType: schemaEmploymentType[posting.employmentType],
              salary: posting.salaryFacts,
              postedAt: posting.postedAt,
              closesAt: posting.closesAt,
              text: posting.text,
              headings: { requirements: copy.posting.requirements, benefits: copy.posting.benefits },
            }),
          ]
        : []),
      breadcrumbJsonLd(
        siteUrl,
        [
          [copy.breadcrumb, pagePath("careers", locale)],
          [posting.text.title, path],
        ],
        locale,
      ),
    ],
  });
};

export default function JobPostingPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = careersCopy[locale];
  const { posting, open, formToken } = loaderData;
  const office = officeIn(posting.officeId, locale);
  const careers = pagePath("careers", locale);
  const facts: [string, string][] = [
    [copy.posting.facts.location, office.location],
    [copy.posting.facts.workplace, workplaceLabels[locale][posting.workplace]],
    [copy.posting.facts.type, employmentTypeLabels[locale][posting.employmentType]],
    ...(posting.salary ? [[copy.posting.facts.salary, posting.salary] as [string, string]] : []),
    [copy.posting.facts.closes, posting.closesOn],
  ];

  return (
    <main id="main">
      <PageHero
        breadcrumbs={[{ label: copy.breadcrumb, href: careers }, { label: posting.text.title }]}
        eyebrow={`${office.location} · ${workplaceLabels[locale][posting.workplace]}`}
        title={posting.text.title}
        lead={posting.text.summary}
        actions={
          open ? (
            <a href="#apply" className="btn btn-primary btn-lg">
              {copy.form.heading}
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          ) : null
        }
      />

      {open ? null : (
        <section aria-labelledby="closed-heading" className="border-b border-amber-200 bg-amber-50">
          <div className="container-page py-8">
            <h2 id="closed-heading" className="text-2xl font-bold text-amber-950">
              {copy.posting.closedTitle}
            </h2>
            <p className="mt-2 max-w-2xl text-amber-950">{copy.posting.closedLead(posting.closesOn)}</p>
            <a href={careers} className={buttonClasses("default", "default", "mt-5")}>
              {copy.posting.allRoles}
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
        </section>
      )}

      <section aria-labelledby="posting-facts-heading" className="border-b border-slate-200 bg-white">
        <h2 id="posting-facts-heading" className="sr-only">
          {posting.text.title}
        </h2>
        <dl className="container-page grid grid-cols-2 gap-6 py-8 lg:grid-cols-5">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="mt-1 font-semibold text-brand-950">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="section">
        <div className="container-page grid max-w-4xl gap-10">
          <section aria-labelledby="role-heading">
            <h2 id="role-heading" className="text-2xl font-bold text-brand-950">
              {copy.posting.role}
            </h2>
            {posting.text.description.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
          <section aria-labelledby="requirements-heading">
            <h2 id="requirements-heading" className="text-2xl font-bold text-brand-950">
              {copy.posting.requirements}
            </h2>
            <ul className="mt-4 grid gap-3">
              {posting.text.requirements.map((item) => (
                <li key={item} className="flex gap-3 text-slate-800">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
          {posting.text.benefits.length > 0 ? (
            <section aria-labelledby="benefits-heading">
              <h2 id="benefits-heading" className="text-2xl font-bold text-brand-950">
                {copy.posting.benefits}
              </h2>
              <ul className="mt-4 grid gap-3">
                {posting.text.benefits.map((item) => (
                  <li key={item} className="flex gap-3 text-slate-800">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {open ? <ApplicationForm title={posting.text.title} formToken={formToken} result={actionData} /> : null}
        </div>
      </div>
    </main>
  );
}

function ApplicationForm({ title, formToken, result }: { title: string; formToken: string; result: ActionResult | undefined }) {
  const locale = useLocale();
  const copy = careersCopy[locale].form;
  const errors = result?.status === "error" ? result.errors : {};
  const values = result?.status === "error" ? result.values : {};
  const { field, error } = serverCheckedFields<ApplicationField | typeof RESUME_FIELD>("apply", errors, values);

  if (result?.status === "success") {
    return (
      <section id="apply" aria-labelledby="apply-heading" className="card p-8" role="status">
        <CheckCircle2 className="size-8 text-emerald-600" aria-hidden="true" />
        <h2 id="apply-heading" className="mt-3 text-2xl font-bold text-brand-950">
          {copy.thanks(result.name)}
        </h2>
        <p className="mt-2 text-slate-700">{copy.thanksLead(title)}</p>
        <p className="mt-6">
          <a href={pagePath("careers", locale)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {careersCopy[locale].posting.allRoles}
          </a>
        </p>
      </section>
    );
  }

  return (
    <section id="apply" aria-labelledby="apply-heading" className="card scroll-mt-8 p-6 sm:p-8">
      <h2 id="apply-heading" className="text-2xl font-bold text-brand-950">
        {copy.heading}
      </h2>
      <p className="mt-2 text-slate-600">{copy.lead}</p>
      {result?.status === "error" ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {result.message}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" noValidate className="mt-6 grid gap-5" aria-labelledby="apply-heading">
        <p className="text-sm text-slate-600">{copy.required}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <Label htmlFor="apply-name" required>
              {copy.name}
            </Label>
            <Input {...field("name")} required aria-required maxLength={APPLICATION_LIMITS.nameMax} autoComplete="name" />
            {error("name")}
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor="apply-email" required>
              {copy.email}
            </Label>
            <Input
              {...field("email")}
              type="email"
              required
              aria-required
              maxLength={APPLICATION_LIMITS.emailMax}
              autoComplete="email"
              inputMode="email"
            />
            {error("email")}
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor="apply-phone">{copy.phone}</Label>
            <Input {...field("phone")} type="tel" maxLength={APPLICATION_LIMITS.phoneMax} autoComplete="tel" />
            {error("phone")}
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="apply-message">{copy.message}</Label>
          <Textarea
            {...field("message")}
            rows={5}
            maxLength={APPLICATION_LIMITS.messageMax}
            aria-describedby={errors.message ? "apply-message-error" : "apply-message-hint"}
          />
          <p id="apply-message-hint" className="text-xs text-slate-600">
            {copy.messageHint}
          </p>
          {error("message")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="apply-resume" required>
            {copy.resume}
          </Label>
          <input
            id="apply-resume"
            name={RESUME_FIELD}
            type="file"
            required
            aria-required
            accept={`.pdf,.docx,${resumeMimeTypes.pdf},${resumeMimeTypes.docx}`}
            aria-invalid={errors.resume ? true : undefined}
            aria-describedby={errors.resume ? "apply-resume-error apply-resume-hint" : "apply-resume-hint"}
            className="block w-full rounded-md border border-slate-300 bg-white text-sm text-slate-800 file:mr-4 file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          <p id="apply-resume-hint" className="text-xs text-slate-600">
            {copy.resumeHint}
          </p>
          {error(RESUME_FIELD)}
        </div>
        <p className="rounded-md bg-slate-50 p-4 text-sm text-slate-700" id="apply-consent">
          {copy.consent}
        </p>
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`apply-${HONEYPOT_FIELD}`}>{copy.honeypot}</label>
          <input id={`apply-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <input
          type="hidden"
          name={FORM_TOKEN_FIELD}
          value={result?.status === "error" && result.formToken ? result.formToken : formToken}
        />
        <Button type="submit" size="lg" className="justify-self-start" aria-describedby="apply-consent">
          <Send aria-hidden="true" />
          {copy.submit}
        </Button>
      </Form>
    </section>
  );
}
