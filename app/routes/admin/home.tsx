import { redirect } from "react-router";
import type { Route } from "./+types/home";
import { requireAdmin } from "~/utils/auth.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/blog-admin");
}
