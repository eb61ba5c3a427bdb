import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireAdmin } from "~/utils/auth.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { admin };
}

export default function AdminLayout() {
  return <Outlet />;
}
