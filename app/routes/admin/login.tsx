import { AlertCircle, LockKeyhole } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import type { RouteHandle } from "~/utils/hydration";
import { LogoMark } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { attemptSignIn, getAdmin, safeRedirectPath } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";

/** The sign-in page belongs to the admin, which runs React. */
export const handle = { hydrate: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => [{ title: `Sign in | ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

/**
 * Never stored or indexed, like every admin page. A refused sign-in tells the client when to try again
 * (Retry-After) or what it may do instead (Allow): the action's headers reach the response.
 */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(cacheHeaders("admin"));
  for (const name of ["Retry-After", "Allow"]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await getAdmin(request)) throw redirect(redirectTo, { headers: cacheHeaders("admin") });
  return { redirectTo };
}

const SIGN_IN_METHODS = "GET, HEAD, POST";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    const error = `${request.method} is not supported here: sign in with the form (POST)`;
    return data({ error, username: "" }, { status: 405, headers: { Allow: SIGN_IN_METHODS, "Cache-Control": "no-store" } });
  }
  requireSameOrigin(request, false);
  // Bounded before anything is read: a huge body never reaches memory, let alone the password hash.
  const read = await readFormLimited(request, BODY_LIMITS.signIn);
  if (!read.ok) return data({ error: read.message, username: "" }, { status: read.status, headers: bodyProblemHeaders(read) });
  const form = read.form;
  const username = String(form.get("username") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  if (!username || !password) {
    return data({ error: "Enter your username and password", username }, { status: 400 });
  }
  const result = await attemptSignIn(username, password, context.clientIp);
  if (result.ok && result.secondFactor) {
    throw redirect(`/admin/login/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: { "Set-Cookie": result.cookie } });
  }
  if (result.ok) throw redirect(redirectTo, { headers: { "Set-Cookie": result.cookie } });
  if (result.status === 429) {
    return data({ error: result.message, username }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  return data({ error: result.message, username }, { status: result.status });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const error = actionData?.error;
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center text-center">
          <LogoMark className="size-14" />
          <p className="mt-4 text-sm font-semibold tracking-[0.18em] text-brand-700 uppercase">{company.name}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
              <LockKeyhole className="size-5" />
            </span>
            <div>
              <h1 className="text-xl font-bold text-brand-900">Sign in</h1>
              <p className="text-sm text-slate-600">Staff access to the blog and inquiries</p>
            </div>
          </div>

          {error ? (
            <div
              role="alert"
              className="mt-6 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
              data-testid="login-error"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{error}</span>
            </div>
          ) : null}

          <Form method="post" className="mt-6 grid gap-5" replace>
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            <div className="grid gap-2">
              <Label htmlFor="username">Username</Label>
              <Input
                id="username"
                name="username"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                defaultValue={actionData?.username ?? ""}
                aria-invalid={error ? true : undefined}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="password">Password</Label>
              <Input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                aria-invalid={error ? true : undefined}
              />
            </div>
            <Button type="submit" className="w-full" disabled={pending}>
              {pending ? "Signing in..." : "Sign in"}
            </Button>
          </Form>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          <Link to="/" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
