import { AlertCircle, UserPlus } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/invite";
import type { RouteHandle } from "~/utils/hydration";
import { LogoMark } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { createSession, MIN_PASSWORD_LENGTH } from "~/utils/auth.server";
import { cacheHeaders } from "~/utils/cache-headers";
import { acceptInvitation, findInvitation } from "~/utils/invitations.server";
import { ROLE_LABELS } from "~/utils/permissions";

/** /admin/invite/{token}: an invitee chooses a username and password; the account gets the invited role. */

export const handle = { hydrate: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = () => [
  { title: `Join the admin | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => cacheHeaders("admin");

export async function loader({ params }: Route.LoaderArgs) {
  const invitation = await findInvitation(params.token);
  return data(
    invitation
      ? { open: true as const, email: invitation.email, role: ROLE_LABELS[invitation.role], minPasswordLength: MIN_PASSWORD_LENGTH }
      : { open: false as const },
    { status: invitation ? 200 : 404, headers: cacheHeaders("admin") },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request, false);
  const read = await readFormLimited(request, BODY_LIMITS.signIn);
  if (!read.ok) {
    return data({ error: read.message, field: undefined, username: "" }, { status: read.status, headers: bodyProblemHeaders(read) });
  }
  const text = (name: string) => String(read.form.get(name) ?? "");
  const result = await acceptInvitation(
    params.token,
    { username: text("username"), password: text("password"), confirm: text("confirm") },
    context.clientIp,
  );
  // The username typed comes back in the form (without JavaScript the page is new); passwords never do.
  if (!result.ok) return data({ error: result.message, field: result.field, username: text("username").trim() }, { status: result.status });
  throw redirect("/blog-admin", { headers: { "Set-Cookie": await createSession(result.userId) } });
}

export default function InvitePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const error = actionData?.error;
  const invalid = (name: string) => (actionData?.field === name ? true : undefined);
  /** A refused field is described by the message that says why. */
  const describedBy = (name: string, ...others: string[]) =>
    [invalid(name) ? "invite-error" : "", ...others].filter(Boolean).join(" ") || undefined;
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center text-center">
          <LogoMark className="size-14" />
          <p className="mt-4 text-sm font-semibold tracking-[0.18em] text-brand-700 uppercase">{company.name}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
              <UserPlus className="size-5" />
            </span>
            <h1 className="text-xl font-bold text-brand-900">Join the website admin</h1>
          </div>
          {loaderData.open ? (
            <>
              <p className="mt-3 text-sm text-slate-700">
                This invitation for <strong>{loaderData.email}</strong> makes you {loaderData.role.toLowerCase()}. Choose how you will sign
                in.
              </p>
              {error ? (
                <div
                  id="invite-error"
                  role="alert"
                  className="mt-5 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
                >
                  <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{error}</span>
                </div>
              ) : null}
              <Form method="post" className="mt-6 grid gap-5">
                <div className="grid gap-2">
                  <Label htmlFor="username">Username</Label>
                  <Input
                    id="username"
                    name="username"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    defaultValue={actionData?.username ?? ""}
                    aria-invalid={invalid("username")}
                    aria-describedby={describedBy("username")}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="password">Password</Label>
                  <Input
                    id="password"
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    minLength={loaderData.minPasswordLength}
                    required
                    aria-describedby={describedBy("password", "password-hint")}
                    aria-invalid={invalid("password")}
                  />
                  <p id="password-hint" className="text-xs text-slate-600">
                    At least {loaderData.minPasswordLength} characters, and hard to guess: a few unrelated words work well.
                  </p>
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="confirm">Password again</Label>
                  <Input
                    id="confirm"
                    name="confirm"
                    type="password"
                    autoComplete="new-password"
                    required
                    aria-invalid={invalid("confirm")}
                    aria-describedby={describedBy("confirm")}
                  />
                </div>
                <Button type="submit" className="w-full" disabled={busy}>
                  Create my account
                </Button>
              </Form>
            </>
          ) : (
            <p className="mt-4 text-slate-700" data-testid="invitation-closed">
              This invitation has been used or has expired. Ask the person who invited you for a new one, or{" "}
              <Link to="/admin/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                sign in
              </Link>{" "}
              if you already have an account.
            </p>
          )}
        </div>
      </div>
    </main>
  );
}
