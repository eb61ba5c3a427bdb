import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { requireAdmin } from "~/utils/auth.server";

/** Unknown /admin/… paths: sign-in first (so nothing about the admin area leaks), then a 404. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw data("Not found", { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
