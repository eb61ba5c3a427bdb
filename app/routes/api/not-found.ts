import { jsonError } from "~/http/http.server";

function notFound({ request }: { request: Request }) {
  return jsonError(404, `No API endpoint at ${request.method} ${new URL(request.url).pathname}`);
}

export const loader = notFound;
export const action = notFound;
