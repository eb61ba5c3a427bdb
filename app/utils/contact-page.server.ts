// Loader and action of the Contact page's inquiry form; app/routes/marketing/contact.tsx (and contact-fr.tsx)
// re-export them. The form posts here with JavaScript (through a fetcher) and without (a plain POST to
// /contact or /fr/contact). POST /api/contact, for other clients, goes through the same submitInquiry, so
// the two can never disagree.
import { data, type ActionFunctionArgs } from "react-router";
import { company } from "~/content/company";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { isDatabaseUnavailable, isSameOrigin } from "~/http/http.server";
import { localeOfPath } from "~/i18n/locale";
import { inquiryCopy } from "./inquiry-copy";
import { errorFields, log } from "./logger.server";
import {
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  inquiryFieldNames,
  type ContactActionResult,
  type InquiryFieldErrors,
  type InquiryFormValues,
} from "./inquiry-schema";
import { acknowledgement, createFormToken, rateLimitMessage, submitInquiry } from "./inquiries.server";

export async function contactPageLoader() {
  try {
    return { formToken: await createFormToken() };
  } catch (error) {
    // The page (addresses, phone numbers) must still show when the database is away; the form then
    // carries no token, and sending it waits for the database anyway.
    log.warn("contact form token unavailable", errorFields(error));
    return { formToken: "" };
  }
}

function formValues(form: FormData): InquiryFormValues {
  const values: InquiryFormValues = {};
  for (const name of inquiryFieldNames) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

type Failure = { message: string; values?: InquiryFormValues; errors?: InquiryFieldErrors; formToken?: string };

function failure(status: number, { message, values = {}, errors = {}, formToken }: Failure, headers: HeadersInit = {}) {
  const result: ContactActionResult = { status: "error", message, errors, values, formToken };
  return data(result, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * The form, with JavaScript or without: validate with the inquiry rules, store, answer with a message, in
 * the language of the page it was sent from (/contact or /fr/contact).
 */
export async function contactPageAction({ request, context }: ActionFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const say = inquiryCopy[locale];
  if (request.method !== "POST") {
    return failure(405, { message: say.server.usePost }, { Allow: "GET, HEAD, POST" });
  }
  if (!isSameOrigin(request)) return failure(403, { message: say.server.otherSite });
  const read = await readFormLimited(request, BODY_LIMITS.contactForm);
  if (!read.ok) {
    const message = read.status === 413 ? say.server.tooLarge : say.server.unreadable;
    return failure(read.status, { message }, bodyProblemHeaders(read));
  }
  const form = read.form;
  const values = formValues(form);
  // The form shown again keeps the token it was first rendered with: the minimum fill time counts from
  // when the visitor first saw the form, so a quick correction is not mistaken for a bot.
  const submittedToken = form.get(FORM_TOKEN_FIELD);
  const formToken = typeof submittedToken === "string" ? submittedToken : undefined;
  try {
    const result = await submitInquiry({
      fields: values,
      honeypot: form.get(HONEYPOT_FIELD),
      formToken,
      channel: "form",
      clientIp: context.clientIp,
      locale,
    });
    switch (result.kind) {
      case "invalid": {
        const message = say.form.correct(Object.keys(result.errors).length);
        return failure(400, { message, values, errors: result.errors, formToken });
      }
      case "rate-limited":
        return failure(
          429,
          { message: rateLimitMessage(result.retryAfterSeconds, locale), values, formToken },
          { "Retry-After": String(result.retryAfterSeconds) },
        );
      case "accepted": {
        const success: ContactActionResult = { status: "success", message: acknowledgement(result.firstName, locale) };
        return data(success, { status: 200, headers: { "Cache-Control": "no-store" } });
      }
    }
  } catch (error) {
    const unavailable = isDatabaseUnavailable(error);
    log.error("contact form could not be stored", errorFields(error));
    return failure(unavailable ? 503 : 500, {
      message: say.server.notSaved(company.phone),
      values,
      formToken,
    });
  }
}
