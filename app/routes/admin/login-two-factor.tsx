import { AlertCircle, ShieldCheck } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login-two-factor";
import type { RouteHandle } from "~/utils/hydration";
import { LogoMark } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { completeSignIn, pendingSignIn, safeRedirectPath, sessionCookie } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";

/** The second step of a sign-in for an account with two-factor on: a code from the app, or a recovery code. */

export const handle = { hydrate: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => [
  { title: `Two-factor sign-in | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Never stored or indexed; a second step refused for too many wrong codes says when to try again. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(cacheHeaders("admin"));
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (!(await pendingSignIn(request)))
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: cacheHeaders("admin") });
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request, false);
  const read = await readFormLimited(request, BODY_LIMITS.signIn);
  if (!read.ok) return data({ error: read.message, restart: false }, { status: read.status, headers: bodyProblemHeaders(read) });
  const redirectTo = safeRedirectPath(read.form.get("redirectTo"));
  const code = String(read.form.get("code") ?? "").trim();
  if (!code) return data({ error: "Enter the 6-digit code from your app, or a recovery code", restart: false }, { status: 400 });
  const result = await completeSignIn(request, code.slice(0, 64), context.clientIp);
  if (result.ok) throw redirect(redirectTo, { headers: { "Set-Cookie": result.cookie } });
  // A sign-in that must start again drops its pending cookie.
  const headers: Record<string, string> = result.restart ? { "Set-Cookie": sessionCookie("", 0) } : {};
  if (result.retryAfterSeconds !== undefined) headers["Retry-After"] = String(result.retryAfterSeconds);
  return data({ error: result.message, restart: result.restart ?? false }, { status: result.status, headers });
}

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
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
              <ShieldCheck className="size-5" />
            </span>
            <div>
              <h1 className="text-xl font-bold text-brand-900">Two-factor sign-in</h1>
              <p className="text-sm text-slate-600">Your password was right. One more step.</p>
            </div>
          </div>
          {error ? (
            <div
              role="alert"
              className="mt-6 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{error}</span>
            </div>
          ) : null}
          {actionData?.restart ? (
            <p className="mt-6 text-center">
              <Link to="/admin/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                Sign in again
              </Link>
            </p>
          ) : (
            <Form method="post" className="mt-6 grid gap-5" replace>
              <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
              <div className="grid gap-2">
                <Label htmlFor="code">Code</Label>
                <Input
                  id="code"
                  name="code"
                  type="text"
                  inputMode="text"
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  maxLength={64}
                  aria-describedby="code-hint"
                  aria-invalid={error ? true : undefined}
                />
                <p id="code-hint" className="text-sm text-slate-600">
                  The 6-digit code your authenticator app shows now, or one of your recovery codes (each works once).
                </p>
              </div>
              <Button type="submit" className="w-full" disabled={pending}>
                {pending ? "Checking..." : "Verify"}
              </Button>
            </Form>
          )}
        </div>
      </div>
    </main>
  );
}
