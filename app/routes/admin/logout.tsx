import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { methodNotAllowed, requireSameOrigin } from "~/http/http.server";
import { destroySession } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";

/** Signing out changes state, so a plain visit (a prefetch, a link) never does it. */
export function loader() {
  return redirect("/blog-admin", { headers: cacheHeaders("admin") });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(request.method, ["POST"], false);
  requireSameOrigin(request, false);
  const cookie = await destroySession(request);
  return redirect("/admin/login", { headers: { ...cacheHeaders("admin"), "Set-Cookie": cookie } });
}
