// Loader and action of the Contact page's inquiry form; app/routes/marketing/contact.tsx re-exports them.
// The action serves the form when JavaScript is off (a plain POST to /contact); with JavaScript the form
// posts JSON to /api/contact. Both go through submitInquiry, so they can never disagree.
import { data, type ActionFunctionArgs } from "react-router";
import { company } from "~/content/company";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { isDatabaseUnavailable, isSameOrigin } from "~/http/http.server";
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

/** The form without JavaScript: validate with the inquiry schema, store, answer with a message. */
export async function contactPageAction({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return failure(405, { message: "Send the form with POST." }, { Allow: "GET, HEAD, POST" });
  }
  if (!isSameOrigin(request)) return failure(403, { message: "The form must be sent from this website." });
  const read = await readFormLimited(request, BODY_LIMITS.contactForm);
  if (!read.ok) {
    const message = read.status === 413 ? "The form is too large to send." : "The form could not be read. Please try again.";
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
    });
    switch (result.kind) {
      case "invalid": {
        const count = Object.keys(result.errors).length;
        const message = `Please correct the ${count === 1 ? "field" : `${count} fields`} marked below.`;
        return failure(400, { message, values, errors: result.errors, formToken });
      }
      case "rate-limited":
        return failure(429, { message: rateLimitMessage(result.retryAfterSeconds), values, formToken });
      case "accepted": {
        const success: ContactActionResult = { status: "success", message: acknowledgement(result.firstName) };
        return data(success, { status: 200, headers: { "Cache-Control": "no-store" } });
      }
    }
  } catch (error) {
    const unavailable = isDatabaseUnavailable(error);
    log.error("contact form could not be stored", errorFields(error));
    return failure(unavailable ? 503 : 500, {
      message: `We could not save your inquiry just now. Please try again in a few minutes, or call us at ${company.phone}.`,
      values,
      formToken,
    });
  }
}
