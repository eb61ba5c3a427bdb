import { PageHero } from "~/components/sections/page-hero";
import { CheckCircle2, Download, FileText } from "lucide-react";
import { data, Form } from "react-router";
import { serverCheckedFields } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { provincesFr } from "~/content/fr/provinces";
import { provinces } from "~/content/provinces";
import { localeOfPath, useLocale, type Locale } from "~/i18n/locale";
import { pagePath } from "~/i18n/paths";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { isDatabaseUnavailable, isSameOrigin } from "~/http/http.server";
import { cacheHeaders, formPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import { GUIDE_FIELDS, GUIDE_LIMITS, type GuideErrors, type GuideField, type GuideValues } from "~/utils/guide-request-fields";
import { submitGuideRequest } from "~/utils/guide-requests.server";
import { createFormToken } from "~/utils/inquiries.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/utils/inquiry-schema";
import { errorFields, log } from "~/utils/logger.server";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/crn-guide";

/**
 * The CRN guide's request form (`/services/crn/guide`, `/fr/services/nec/guide`): name, e-mail, company
 * and an optional province; once the request is stored, the page offers the PDF in the page's language.
 * Works without JavaScript; the form carries a per-visit token, so the page is never shared by a cache.
 */

export const guidePaths: Record<Locale, { form: string; pdf: string }> = {
  en: { form: "/services/crn/guide", pdf: "/services/crn/guide.pdf" },
  fr: { form: "/fr/services/nec/guide", pdf: "/fr/services/nec/guide.pdf" },
};

/** Whole minutes, at least one, for a wait given in seconds. */
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const COPY = {
  en: {
    title: "CRN Registration Guide",
    metaTitle: "Free CRN Registration Guide (PDF)",
    description:
      "Download our guide to Canadian Registration Numbers: the five steps, typical timeframes, the 13 jurisdictions, the codes and what a submission contains.",
    eyebrow: "Free guide",
    lead: "The five steps to a Canadian Registration Number, how long each takes, where we register and what reviewers expect, in a 3-page PDF.",
    breadcrumbServices: "Services",
    breadcrumbCrn: "CRN Registration",
    formHeading: "Where should we send follow-up questions?",
    formLead: "We ask for a few details so a registration engineer can answer questions about your equipment. We never share them.",
    name: "Full name",
    email: "E-mail address",
    company: "Company",
    province: "Province or territory (optional)",
    provinceNone: "Not decided yet",
    submit: "Get the guide",
    required: "Required fields are marked with an asterisk.",
    honeypot: "Leave this field empty",
    invalid: (count: number) => `Please correct the ${count === 1 ? "field" : `${count} fields`} marked below.`,
    rateLimited: (seconds: number) =>
      `Too many requests have been sent from your network in the last hour. Please try again in ${minutes(seconds)} ${minutes(seconds) === 1 ? "minute" : "minutes"}.`,
    failed: `We could not save your request just now. Please try again in a few minutes, or call us at ${company.phone}.`,
    tooLarge: "The form is too large to send.",
    crossSite: "The form must be sent from this website.",
    unreadable: "The form could not be read. Please try again.",
    thanks: "Thank you. Your guide is ready.",
    thanksLead: "Download it below. A registration engineer may follow up once to ask whether you have questions.",
    download: "Download the CRN guide (PDF, 3 pages)",
    back: "Back to CRN registration",
  },
  fr: {
    title: "Guide de l’enregistrement NEC",
    metaTitle: "Guide gratuit de l’enregistrement NEC (PDF)",
    description:
      "Téléchargez notre guide du numéro d’enregistrement canadien (NEC)\u00a0: les cinq étapes, les délais habituels, les 13 provinces et territoires, les codes et le contenu d’une demande.",
    eyebrow: "Guide gratuit",
    lead: "Les cinq étapes pour obtenir un numéro d’enregistrement canadien, la durée de chacune, où nous enregistrons et ce qu’attendent les évaluateurs, en un PDF de 3\u00a0pages.",
    breadcrumbServices: "Services",
    breadcrumbCrn: "Enregistrement NEC",
    formHeading: "Où vous joindre pour d’éventuelles questions\u00a0?",
    formLead:
      "Ces quelques renseignements permettent à un ingénieur en enregistrement de répondre à vos questions sur votre équipement. Nous ne les communiquons jamais.",
    name: "Nom complet",
    email: "Adresse courriel",
    company: "Entreprise",
    province: "Province ou territoire (facultatif)",
    provinceNone: "Pas encore déterminé",
    submit: "Obtenir le guide",
    required: "Les champs obligatoires sont marqués d’un astérisque.",
    honeypot: "Laissez ce champ vide",
    invalid: (count: number) => `Veuillez corriger ${count === 1 ? "le champ indiqué" : `les ${count}\u00a0champs indiqués`} ci-dessous.`,
    rateLimited: (seconds: number) =>
      `Trop de demandes ont été envoyées depuis votre réseau au cours de la dernière heure. Veuillez réessayer dans ${minutes(seconds)}\u00a0${minutes(seconds) === 1 ? "minute" : "minutes"}.`,
    failed: `Nous n’avons pas pu enregistrer votre demande pour le moment. Veuillez réessayer dans quelques minutes ou nous appeler au ${company.phone}.`,
    tooLarge: "Le formulaire est trop volumineux pour être envoyé.",
    crossSite: "Le formulaire doit être envoyé depuis ce site.",
    unreadable: "Le formulaire n’a pas pu être lu. Veuillez réessayer.",
    thanks: "Merci. Votre guide est prêt.",
    thanksLead:
      "Téléchargez-le ci-dessous. Un ingénieur en enregistrement pourrait vous écrire une fois pour savoir si vous avez des questions.",
    download: "Télécharger le guide NEC (PDF, 3\u00a0pages)",
    back: "Retour à l’enregistrement NEC",
  },
} as const;

type ActionResult =
  { status: "success" } | { status: "error"; message: string; errors: GuideErrors; values: GuideValues; formToken?: string };

export const headers: Route.HeadersFunction = (args) => formPageHeaders(args);
export const handle = { queryParams: [] } satisfies CacheHandle;

function localeOf(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

export async function loader() {
  try {
    return { formToken: await createFormToken() };
  } catch (error) {
    log.warn("guide form token unavailable", errorFields(error));
    return { formToken: "" };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const copy = COPY[locale];
  const failure = (status: number, result: Omit<Extract<ActionResult, { status: "error" }>, "status">, extra: HeadersInit = {}) =>
    data<ActionResult>({ status: "error", ...result }, { status, headers: { ...cacheHeaders("private"), ...extra } });
  if (!isSameOrigin(request)) return failure(403, { message: copy.crossSite, errors: {}, values: {} });
  const read = await readFormLimited(request, BODY_LIMITS.contactForm);
  if (!read.ok)
    return failure(
      read.status,
      { message: read.status === 413 ? copy.tooLarge : copy.unreadable, errors: {}, values: {} },
      bodyProblemHeaders(read),
    );
  const form = read.form;
  const values: GuideValues = {};
  for (const field of GUIDE_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  const token = form.get(FORM_TOKEN_FIELD);
  const formToken = typeof token === "string" ? token : undefined;
  try {
    const result = await submitGuideRequest({ values, honeypot: form.get(HONEYPOT_FIELD), formToken, clientIp: context.clientIp, locale });
    switch (result.kind) {
      case "invalid":
        return failure(400, { message: copy.invalid(Object.keys(result.errors).length), errors: result.errors, values, formToken });
      case "rate-limited":
        return failure(
          429,
          { message: copy.rateLimited(result.retryAfterSeconds), errors: {}, values, formToken },
          { "Retry-After": String(result.retryAfterSeconds) },
        );
      case "accepted":
        return data<ActionResult>({ status: "success" }, { headers: cacheHeaders("private") });
    }
  } catch (error) {
    log.error("guide request could not be stored", errorFields(error));
    return failure(isDatabaseUnavailable(error) ? 503 : 500, { message: copy.failed, errors: {}, values, formToken });
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const copy = COPY[locale];
  return seo(siteUrlFrom(matches), {
    title: copy.metaTitle,
    description: copy.description,
    path: guidePaths[locale].form,
    locale,
    alternates: { en: guidePaths.en.form, fr: guidePaths.fr.form },
  });
};

export default function CrnGuidePage({ loaderData, actionData }: Route.ComponentProps) {
  return <GuidePage formToken={loaderData.formToken} result={actionData} />;
}

function GuidePage({ formToken, result }: { formToken: string; result: ActionResult | undefined }) {
  const locale = useLocale();
  const copy = COPY[locale];
  const paths = guidePaths[locale];
  const errors = result?.status === "error" ? result.errors : {};
  const values = result?.status === "error" ? result.values : {};
  const provinceList = locale === "fr" ? [...provincesFr].sort((a, b) => a.name.localeCompare(b.name, "fr-CA")) : provinces;
  const { field, error } = serverCheckedFields<GuideField>("guide", errors, values);

  return (
    <main id="main">
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        breadcrumbs={[
          { label: copy.breadcrumbServices, href: pagePath("services", locale) },
          { label: copy.breadcrumbCrn, href: pagePath("crn", locale) },
          { label: copy.title },
        ]}
      />

      <section className="section">
        <div className="container-page max-w-2xl">
          {result?.status === "success" ? (
            <div className="card p-8" role="status">
              <CheckCircle2 className="size-8 text-emerald-600" aria-hidden="true" />
              <h2 className="mt-3 text-2xl font-bold text-brand-950">{copy.thanks}</h2>
              <p className="mt-2 text-slate-700">{copy.thanksLead}</p>
              <a href={paths.pdf} download className="btn btn-primary mt-6 inline-flex items-center gap-2">
                <Download className="size-5" aria-hidden="true" />
                {copy.download}
              </a>
              <p className="mt-6">
                <a href={pagePath("crn", locale)} className="text-brand-700 underline-offset-4 hover:underline">
                  {copy.back}
                </a>
              </p>
            </div>
          ) : (
            <div className="card p-6 sm:p-8">
              <h2 className="flex items-center gap-2 text-2xl font-bold text-brand-950">
                <FileText className="size-6 text-brand-600" aria-hidden="true" />
                {copy.formHeading}
              </h2>
              <p className="mt-2 text-slate-600">{copy.formLead}</p>
              {result?.status === "error" ? (
                <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
                  {result.message}
                </p>
              ) : null}
              <Form method="post" noValidate className="mt-6 grid gap-5">
                <p className="text-sm text-slate-600">{copy.required}</p>
                <div className="grid gap-1.5">
                  <Label htmlFor="guide-name" required>
                    {copy.name}
                  </Label>
                  <Input {...field("name")} required aria-required maxLength={GUIDE_LIMITS.nameMax} autoComplete="name" />
                  {error("name")}
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor="guide-email" required>
                    {copy.email}
                  </Label>
                  <Input
                    {...field("email")}
                    type="email"
                    required
                    aria-required
                    maxLength={GUIDE_LIMITS.emailMax}
                    autoComplete="email"
                    inputMode="email"
                  />
                  {error("email")}
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor="guide-company" required>
                    {copy.company}
                  </Label>
                  <Input {...field("company")} required aria-required maxLength={GUIDE_LIMITS.companyMax} autoComplete="organization" />
                  {error("company")}
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor="guide-province">{copy.province}</Label>
                  <NativeSelect {...field("province")}>
                    <option value="">{copy.provinceNone}</option>
                    {provinceList.map((province) => (
                      <option key={province.code} value={province.code}>
                        {province.name}
                      </option>
                    ))}
                  </NativeSelect>
                  {error("province")}
                </div>
                <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                  <label htmlFor={`guide-${HONEYPOT_FIELD}`}>{copy.honeypot}</label>
                  <input
                    id={`guide-${HONEYPOT_FIELD}`}
                    name={HONEYPOT_FIELD}
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                    defaultValue=""
                  />
                </div>
                <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
                <Button type="submit" size="lg" className="justify-self-start">
                  <Download aria-hidden="true" />
                  {copy.submit}
                </Button>
              </Form>
            </div>
          )}
        </div>
      </section>
    </main>
  );
}
