import { z } from "zod";
import { describeFieldErrors, handleApi, jsonError, parseJsonBody, requireSameOrigin } from "~/http/http.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/utils/inquiry-schema";
import { acknowledgement, rateLimitMessage, submitInquiry } from "~/utils/inquiries.server";
import type { Route } from "./+types/contact";

const anyObject = z.record(z.string(), z.unknown());

export function loader() {
  return jsonError(405, "Send an inquiry with POST /api/contact", { headers: { Allow: "POST" } });
}

/**
 * POST /api/contact: 201 {"message", "id"} once the inquiry is stored (DESIGN.md section 4). An optional
 * `"locale": "fr"` (the French contact page sends it) records the inquiry as French and answers in French.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") {
      throw jsonError(405, `${request.method} is not supported here; send an inquiry with POST`, { headers: { Allow: "POST" } });
    }
    requireSameOrigin(request);
    const body = await parseJsonBody(request, anyObject);
    if (body.locale !== undefined && body.locale !== "en" && body.locale !== "fr") {
      return jsonError(400, 'locale must be "en" (English) or "fr" (French)', { errors: { locale: ['locale must be "en" or "fr"'] } });
    }
    const locale = body.locale === "fr" ? "fr" : "en";
    const result = await submitInquiry({
      locale,
      fields: body,
      honeypot: body[HONEYPOT_FIELD],
      formToken: body[FORM_TOKEN_FIELD],
      channel: "api",
      clientIp: context.clientIp,
    });
    switch (result.kind) {
      case "invalid":
        return jsonError(400, describeFieldErrors(result.errors), { errors: result.errors });
      case "rate-limited":
        return jsonError(429, rateLimitMessage(result.retryAfterSeconds, locale), {
          headers: { "Retry-After": String(result.retryAfterSeconds) },
        });
      case "accepted":
        return Response.json(
          { message: acknowledgement(result.firstName, locale), id: result.id },
          { status: 201, headers: { "Cache-Control": "no-store" } },
        );
    }
  });
}
