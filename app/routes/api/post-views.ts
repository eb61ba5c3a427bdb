import { jsonError } from "~/http/http.server";

export { viewsAction as action } from "~/utils/blog-api.server";

export function loader() {
  return jsonError(405, "Use POST to count a view", { headers: { Allow: "POST" } });
}
