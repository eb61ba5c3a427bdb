import { cacheHeaders } from "~/utils/cache-headers";
import { getMeetingRequest, meetingCalendar } from "~/utils/meeting-requests.server";
import type { Route } from "./+types/meeting-calendar";

/**
 * The proposed times of one meeting request as a calendar file, for the visitor who just sent it. The
 * request's id is random and appears only on their confirmation; the answer is never stored by a cache.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const request = await getMeetingRequest(params.id);
  if (!request || request.status === "spam") {
    return new Response("No such meeting request.", {
      status: 404,
      headers: { ...cacheHeaders("admin"), "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(meetingCalendar(request), {
    headers: {
      ...cacheHeaders("admin"),
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${request.locale === "fr" ? "northbridge-rencontre" : "northbridge-meeting"}.ics"`,
      "Referrer-Policy": "no-referrer",
    },
  });
}
