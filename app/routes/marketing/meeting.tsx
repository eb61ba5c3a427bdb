import { PageHero } from "~/components/sections/page-hero";
import { CalendarDays, CalendarPlus, CheckCircle2 } from "lucide-react";
import { data, Form } from "react-router";
import { serverCheckedFields } from "~/components/forms";
import { EnhancementScript } from "~/components/enhancement-script";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { officesFr } from "~/content/fr/offices";
import { offices } from "~/content/offices";
import meetingScript from "~/enhancements/meeting.ts?enhancement";
import { localeOfPath, useLocale } from "~/i18n/locale";
import { pageAlternates, pagePath } from "~/i18n/paths";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { isDatabaseUnavailable, isSameOrigin } from "~/http/http.server";
import { cacheHeaders, formPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import { createFormToken } from "~/utils/inquiries.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/utils/inquiry-schema";
import { errorFields, log } from "~/utils/logger.server";
import {
  MEETING_FIELDS,
  MEETING_LIMITS,
  TIME_FIELDS,
  TIME_ZONES,
  type MeetingErrors,
  type MeetingField,
  type MeetingValues,
  formatLabels,
  formatMeetingTime,
  isTimeZone,
  zoneLabel,
} from "~/utils/meeting-request-fields";
import { submitMeetingRequest } from "~/utils/meeting-requests.server";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/meeting";

/**
 * "Schedule Meeting" (`/contact/meeting`, `/fr/contact/rencontre`): the visitor proposes up to three times
 * in their time zone, a format and an office; the request is stored as a lead and the confirmation offers
 * the times as a calendar file. Works without JavaScript (a small script only preselects the browser's
 * time zone); the form carries a per-visit token, so no cache shares the page.
 */

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const COPY = {
  en: {
    metaTitle: "Schedule a Meeting with an Engineer",
    description: `Propose up to three times for a video call, a phone call or a visit with ${company.name}'s engineers, in your own time zone.`,
    contact: "Contact",
    eyebrow: "Book a meeting",
    title: "Schedule a Meeting",
    lead: "Propose up to three times that suit you, in your own time zone. We confirm one by e-mail within one business day.",
    required: "Required fields are marked with an asterisk.",
    you: "About you",
    name: "Full name",
    email: "E-mail address",
    company: "Company (optional)",
    phone: "Phone (optional)",
    meeting: "The meeting",
    topic: "What would you like to discuss?",
    topicHint: "For example: CRN registration for a new heat exchanger.",
    format: "Format",
    office: "Which office should meet you?",
    times: "Times that suit you",
    timesHint: "Each meeting is planned for one hour. Propose times at least two hours from now.",
    timeZone: "Your time zone",
    timeLabels: ["First choice", "Second choice (optional)", "Third choice (optional)"],
    message: "Anything we should prepare? (optional)",
    submit: "Request the meeting",
    honeypot: "Leave this field empty",
    invalid: (count: number) => `Please correct the ${count === 1 ? "field" : `${count} fields`} marked below.`,
    rateLimited: (seconds: number) =>
      `Too many requests have been sent from your network in the last hour. Please try again in ${minutes(seconds)} ${minutes(seconds) === 1 ? "minute" : "minutes"}.`,
    failed: `We could not save your request just now. Please try again in a few minutes, or call us at ${company.phone}.`,
    tooLarge: "The form is too large to send.",
    crossSite: "The form must be sent from this website.",
    unreadable: "The form could not be read. Please try again.",
    thanks: (name: string) => `Thank you, ${name}. Your request is in.`,
    thanksLead: "We will confirm one of these times by e-mail within one business day:",
    calendar: "Add these times to your calendar (.ics)",
    back: "Back to Contact",
  },
  fr: {
    metaTitle: "Planifier une rencontre avec un ingénieur",
    description: `Proposez jusqu’à trois moments pour une visioconférence, un appel ou une visite avec les ingénieurs de ${company.name}, dans votre propre fuseau horaire.`,
    contact: "Nous joindre",
    eyebrow: "Prendre rendez-vous",
    title: "Planifier une rencontre",
    lead: "Proposez jusqu’à trois moments qui vous conviennent, dans votre fuseau horaire. Nous en confirmons un par courriel en moins d’un jour ouvrable.",
    required: "Les champs obligatoires sont marqués d’un astérisque.",
    you: "Vos coordonnées",
    name: "Nom complet",
    email: "Adresse courriel",
    company: "Entreprise (facultatif)",
    phone: "Téléphone (facultatif)",
    meeting: "La rencontre",
    topic: "De quoi souhaitez-vous discuter\u00a0?",
    topicHint: "Par exemple\u00a0: l’enregistrement NEC d’un nouvel échangeur de chaleur.",
    format: "Format",
    office: "Avec quel bureau souhaitez-vous vous entretenir\u00a0?",
    times: "Les moments qui vous conviennent",
    timesHint: "Chaque rencontre est prévue pour une heure. Proposez des moments qui commencent dans au moins deux heures.",
    timeZone: "Votre fuseau horaire",
    timeLabels: ["Premier choix", "Deuxième choix (facultatif)", "Troisième choix (facultatif)"],
    message: "Quelque chose à préparer\u00a0? (facultatif)",
    submit: "Demander la rencontre",
    honeypot: "Laissez ce champ vide",
    invalid: (count: number) => `Veuillez corriger ${count === 1 ? "le champ indiqué" : `les ${count}\u00a0champs indiqués`} ci-dessous.`,
    rateLimited: (seconds: number) =>
      `Trop de demandes ont été envoyées depuis votre réseau au cours de la dernière heure. Veuillez réessayer dans ${minutes(seconds)}\u00a0${minutes(seconds) === 1 ? "minute" : "minutes"}.`,
    failed: `Nous n’avons pas pu enregistrer votre demande pour le moment. Veuillez réessayer dans quelques minutes ou nous appeler au ${company.phone}.`,
    tooLarge: "Le formulaire est trop volumineux pour être envoyé.",
    crossSite: "Le formulaire doit être envoyé depuis ce site.",
    unreadable: "Le formulaire n’a pas pu être lu. Veuillez réessayer.",
    thanks: (name: string) => `Merci, ${name}. Nous avons bien reçu votre demande.`,
    thanksLead: "Nous vous confirmerons l’un de ces moments par courriel en moins d’un jour ouvrable\u00a0:",
    calendar: "Ajouter ces moments à votre agenda (.ics)",
    back: "Retour à la page Nous joindre",
  },
} as const;

type ActionResult =
  | { status: "success"; name: string; calendarUrl: string; times: string[] }
  | { status: "error"; message: string; errors: MeetingErrors; values: MeetingValues; formToken?: string };

export const headers: Route.HeadersFunction = (args) => formPageHeaders(args);
/** `?office=` preselects the office, as an office's own page links here. */
export const handle = { queryParams: ["office"] } satisfies CacheHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("office");
  const officeId = offices.some((office) => office.id === asked) ? asked : null;
  try {
    return { formToken: await createFormToken(), officeId };
  } catch (error) {
    log.warn("meeting form token unavailable", errorFields(error));
    return { formToken: "", officeId };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const copy = COPY[locale];
  const failure = (status: number, result: Omit<Extract<ActionResult, { status: "error" }>, "status">, extra: HeadersInit = {}) =>
    data<ActionResult>({ status: "error", ...result }, { status, headers: { ...cacheHeaders("private"), ...extra } });
  if (!isSameOrigin(request)) return failure(403, { message: copy.crossSite, errors: {}, values: {} });
  const read = await readFormLimited(request, BODY_LIMITS.contactForm);
  if (!read.ok) {
    return failure(
      read.status,
      { message: read.status === 413 ? copy.tooLarge : copy.unreadable, errors: {}, values: {} },
      bodyProblemHeaders(read),
    );
  }
  const form = read.form;
  const values: MeetingValues = {};
  for (const field of MEETING_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  const token = form.get(FORM_TOKEN_FIELD);
  const formToken = typeof token === "string" ? token : undefined;
  try {
    const result = await submitMeetingRequest({
      values,
      honeypot: form.get(HONEYPOT_FIELD),
      formToken,
      clientIp: context.clientIp,
      locale,
    });
    switch (result.kind) {
      case "invalid":
        return failure(400, { message: copy.invalid(Object.keys(result.errors).length), errors: result.errors, values, formToken });
      case "rate-limited":
        return failure(
          429,
          { message: copy.rateLimited(result.retryAfterSeconds), errors: {}, values, formToken },
          { "Retry-After": String(result.retryAfterSeconds) },
        );
      case "accepted": {
        const saved = result.request;
        return data<ActionResult>(
          {
            status: "success",
            name: saved.name,
            calendarUrl: `/contact/meeting/${saved.id}/calendar.ics`,
            times: saved.preferredTimes.map((time) => formatMeetingTime(time, saved.timeZone, locale)),
          },
          { headers: cacheHeaders("private") },
        );
      }
    }
  } catch (error) {
    log.error("meeting request could not be stored", errorFields(error));
    return failure(isDatabaseUnavailable(error) ? 503 : 500, { message: copy.failed, errors: {}, values, formToken });
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return seo(siteUrlFrom(matches), {
    title: COPY[locale].metaTitle,
    description: COPY[locale].description,
    path: pagePath("meeting", locale),
    locale,
    alternates: pageAlternates("meeting"),
  });
};

export default function MeetingPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const copy = COPY[locale];
  const result = actionData;
  const errors = result?.status === "error" ? result.errors : {};
  const values = result?.status === "error" ? result.values : {};
  const officeList = locale === "fr" ? officesFr : offices;
  const zones =
    values.timeZone && !(TIME_ZONES as readonly string[]).includes(values.timeZone) && isTimeZone(values.timeZone)
      ? [...TIME_ZONES, values.timeZone]
      : TIME_ZONES;
  const { field, error } = serverCheckedFields<MeetingField>("meeting", errors, values);

  return (
    <main id="main">
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        breadcrumbs={[{ label: copy.contact, href: pagePath("contact", locale) }, { label: copy.title }]}
      />

      <section className="section">
        <div className="container-page max-w-3xl">
          {result?.status === "success" ? (
            <div className="card p-8" role="status">
              <CheckCircle2 className="size-8 text-emerald-600" aria-hidden="true" />
              <h2 className="mt-3 text-2xl font-bold text-brand-950">{copy.thanks(result.name)}</h2>
              <p className="mt-2 text-slate-700">{copy.thanksLead}</p>
              <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-800">
                {result.times.map((time) => (
                  <li key={time}>{time}</li>
                ))}
              </ol>
              <a href={result.calendarUrl} download className="btn btn-primary mt-6 inline-flex items-center gap-2">
                <CalendarPlus className="size-5" aria-hidden="true" />
                {copy.calendar}
              </a>
              <p className="mt-6">
                <a href={pagePath("contact", locale)} className="text-brand-700 underline-offset-4 hover:underline">
                  {copy.back}
                </a>
              </p>
            </div>
          ) : (
            <div className="card p-6 sm:p-8">
              {result?.status === "error" ? (
                <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
                  {result.message}
                </p>
              ) : null}
              <Form method="post" noValidate className="grid gap-8">
                <p className="text-sm text-slate-600">{copy.required}</p>
                <fieldset className="grid gap-5 sm:grid-cols-2">
                  <legend className="mb-4 text-lg font-semibold text-brand-950">{copy.you}</legend>
                  <div className="grid content-start gap-1.5">
                    <Label htmlFor="meeting-name" required>
                      {copy.name}
                    </Label>
                    <Input {...field("name")} required aria-required maxLength={MEETING_LIMITS.nameMax} autoComplete="name" />
                    {error("name")}
                  </div>
                  <div className="grid content-start gap-1.5">
                    <Label htmlFor="meeting-email" required>
                      {copy.email}
                    </Label>
                    <Input
                      {...field("email")}
                      type="email"
                      required
                      aria-required
                      maxLength={MEETING_LIMITS.emailMax}
                      autoComplete="email"
                      inputMode="email"
                    />
                    {error("email")}
                  </div>
                  <div className="grid content-start gap-1.5">
                    <Label htmlFor="meeting-company">{copy.company}</Label>
                    <Input {...field("company")} maxLength={MEETING_LIMITS.companyMax} autoComplete="organization" />
                    {error("company")}
                  </div>
                  <div className="grid content-start gap-1.5">
                    <Label htmlFor="meeting-phone">{copy.phone}</Label>
                    <Input {...field("phone")} type="tel" maxLength={MEETING_LIMITS.phoneMax} autoComplete="tel" />
                    {error("phone")}
                  </div>
                </fieldset>

                <fieldset className="grid gap-5">
                  <legend className="mb-4 text-lg font-semibold text-brand-950">{copy.meeting}</legend>
                  <div className="grid gap-1.5">
                    <Label htmlFor="meeting-topic" required>
                      {copy.topic}
                    </Label>
                    <Input
                      {...field("topic")}
                      required
                      aria-required
                      maxLength={MEETING_LIMITS.topicMax}
                      aria-describedby={errors.topic ? "meeting-topic-error" : "meeting-topic-hint"}
                    />
                    <p id="meeting-topic-hint" className="text-xs text-slate-600">
                      {copy.topicHint}
                    </p>
                    {error("topic")}
                  </div>
                  <fieldset aria-describedby={errors.format ? "meeting-format-error" : undefined}>
                    <legend className="text-sm font-medium text-slate-800">
                      {copy.format}
                      <span className="ms-0.5 text-red-700" aria-hidden="true">
                        *
                      </span>
                    </legend>
                    <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                      {(["video", "phone", "on-site"] as const).map((format) => (
                        <label key={format} className="flex items-center gap-2 text-sm text-slate-800">
                          <input
                            type="radio"
                            name="format"
                            value={format}
                            required
                            defaultChecked={(values.format ?? "video") === format}
                            className="size-4 accent-brand-700"
                          />
                          {formatLabels[locale][format]}
                        </label>
                      ))}
                    </div>
                    {error("format")}
                  </fieldset>
                  <div className="grid gap-1.5">
                    <Label htmlFor="meeting-officeId" required>
                      {copy.office}
                    </Label>
                    <NativeSelect
                      {...field("officeId")}
                      defaultValue={values.officeId ?? loaderData.officeId ?? offices[0].id}
                      aria-required
                    >
                      {officeList.map((office) => (
                        <option key={office.id} value={office.id}>
                          {office.name} · {office.location}
                        </option>
                      ))}
                    </NativeSelect>
                    {error("officeId")}
                  </div>
                </fieldset>

                <fieldset className="grid gap-5" aria-describedby="meeting-times-hint">
                  <legend className="mb-1 text-lg font-semibold text-brand-950">{copy.times}</legend>
                  <p id="meeting-times-hint" className="text-sm text-slate-600">
                    {copy.timesHint}
                  </p>
                  <div className="grid gap-1.5">
                    <Label htmlFor="meeting-timeZone" required>
                      {copy.timeZone}
                    </Label>
                    <NativeSelect
                      {...field("timeZone")}
                      defaultValue={values.timeZone ?? "America/Toronto"}
                      aria-required
                      data-browser-zone=""
                    >
                      {zones.map((zone) => (
                        <option key={zone} value={zone}>
                          {zoneLabel(zone, locale)}
                        </option>
                      ))}
                    </NativeSelect>
                    {error("timeZone")}
                  </div>
                  <div className="grid gap-5 sm:grid-cols-3">
                    {TIME_FIELDS.map((name, index) => (
                      <div key={name} className="grid content-start gap-1.5">
                        <Label htmlFor={`meeting-${name}`} required={index === 0}>
                          {copy.timeLabels[index]}
                        </Label>
                        <Input
                          {...field(name)}
                          type="datetime-local"
                          step={900}
                          required={index === 0}
                          aria-required={index === 0 || undefined}
                        />
                        {error(name)}
                      </div>
                    ))}
                  </div>
                </fieldset>

                <div className="grid gap-1.5">
                  <Label htmlFor="meeting-message">{copy.message}</Label>
                  <Textarea {...field("message")} rows={4} maxLength={MEETING_LIMITS.messageMax} />
                  {error("message")}
                </div>

                <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                  <label htmlFor={`meeting-${HONEYPOT_FIELD}`}>{copy.honeypot}</label>
                  <input
                    id={`meeting-${HONEYPOT_FIELD}`}
                    name={HONEYPOT_FIELD}
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                    defaultValue=""
                  />
                </div>
                <input type="hidden" name={FORM_TOKEN_FIELD} value={loaderData.formToken} />
                <Button type="submit" size="lg" className="justify-self-start">
                  <CalendarDays aria-hidden="true" />
                  {copy.submit}
                </Button>
              </Form>
              <EnhancementScript src={meetingScript} />
            </div>
          )}
        </div>
      </section>
    </main>
  );
}
