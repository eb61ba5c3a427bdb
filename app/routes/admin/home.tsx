import { redirect } from "react-router";
import type { Route } from "./+types/home";
import { requireAdmin } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/blog-admin", { headers: cacheHeaders("admin") });
}
