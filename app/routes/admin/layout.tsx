import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import type { RouteHandle } from "~/utils/hydration";
import { AdminHeader } from "~/components/admin/admin-header";
import { buttonClasses } from "~/components/ui/button";
import { requireAdmin } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";

/** Every admin page and its data requests (`/blog-admin.data`): never stored, never indexed. */
export const headers: Route.HeadersFunction = () => cacheHeaders("admin");

/** The admin screens (editor, dialogs, tabs) run React. */
export const handle = { hydrate: true } satisfies RouteHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { admin: { username: admin.username, role: admin.role } };
}

function isPostsPath(pathname: string): boolean {
  return pathname.startsWith("/blog-admin") || pathname.startsWith("/blog/admin");
}

/** Every admin page: the admin header, then the page (which renders its own <main id="main">). */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader username={loaderData.admin.username} role={loaderData.admin.role} postsActive={isPostsPath(pathname)} />
      <Outlet />
    </div>
  );
}

type LayoutData = Awaited<ReturnType<typeof loader>>;

function isLayoutData(value: unknown): value is LayoutData {
  return Boolean(value && typeof value === "object" && "admin" in value);
}

/** Failures inside the admin area keep the admin header (when the visitor is signed in). */
export function ErrorBoundary() {
  const error = useRouteError();
  const layoutData: unknown = useRouteLoaderData("routes/admin/layout");
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const badRequest = status === 400 && isRouteErrorResponse(error) && typeof error.data === "string";
  // A role that does not allow the page says so in words (auth.server.ts, forbiddenMessage).
  const roleRefusal = status === 403 && isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  const title =
    status === 404
      ? "404 Page Not Found"
      : status === 403
        ? "Not allowed"
        : badRequest
          ? "This address cannot be shown"
          : "Something went wrong";
  const message =
    status === 404
      ? "There is nothing at this address in the admin area. The post may have been deleted."
      : status === 403
        ? (roleRefusal ?? "This request was refused because it did not come from this site.")
        : badRequest
          ? String(error.data)
          : "An unexpected error occurred on our side. Please try again in a moment.";
  return (
    <div className="min-h-dvh bg-slate-50">
      {isLayoutData(layoutData) ? (
        <AdminHeader username={layoutData.admin.username} role={layoutData.admin.role} postsActive={isPostsPath(pathname)} />
      ) : null}
      <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
        <title>{`${title} | Admin`}</title>
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Error {status}</p>
        <h1 className="mt-3 text-3xl font-bold text-brand-900">{title}</h1>
        <p className="mt-4 text-slate-600">{message}</p>
        <Link to="/blog-admin" className={buttonClasses("default", "default", "mt-8")}>
          Back to Blog Administration
        </Link>
      </main>
    </div>
  );
}
