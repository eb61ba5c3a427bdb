import { useFocusAfterAnswer } from "~/components/admin/use-focus-on-change";
import { confirmFirst } from "~/components/admin/confirm-first";
import { data, Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/users";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import {
  changeRole,
  createAccount,
  requireTwoFactorForEveryone,
  resetTwoFactorOf,
  setDeactivated,
  type AccountResult,
} from "~/utils/accounts.server";
import { invite, INVITATION_DAYS } from "~/utils/invitations.server";
import { isTwoFactorRequired } from "~/utils/two-factor.server";
import { listUsers, MIN_PASSWORD_LENGTH, requireStaff } from "~/utils/auth.server";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, staffRoles } from "~/utils/permissions";

/** /admin/users: the staff accounts, their roles and whether they may sign in (administrators only). */

export const meta: Route.MetaFunction = () => [{ title: `Accounts | ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "users.manage");
  const [accounts, twoFactorRequired] = await Promise.all([listUsers(), isTwoFactorRequired()]);
  return data(
    {
      me: staff.id,
      twoFactorRequired,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      invitationDays: INVITATION_DAYS,
      accounts: accounts.map((account) => ({
        id: account.id,
        username: account.username,
        role: account.role,
        active: account.deactivatedAt === null,
        twoFactor: account.totpEnabledAt !== null,
        activeSessions: account.activeSessions,
        createdAt: account.createdAt.toISOString().slice(0, 10),
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActionResult = { ok: boolean; message: string; field?: string; intent: string };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "users.manage");
  requireSameOrigin(request, false);
  const read = await readFormLimited(request, BODY_LIMITS.adminForm);
  if (!read.ok) {
    return data<ActionResult>({ ok: false, message: read.message, intent: "" }, { status: read.status, headers: bodyProblemHeaders(read) });
  }
  const form = read.form;
  const intent = String(form.get("intent") ?? "");
  const actor = { staff, ip: context.clientIp };
  const id = String(form.get("id") ?? "");
  let result: AccountResult;
  if (intent === "create") {
    result = await createAccount(
      { username: String(form.get("username") ?? ""), password: String(form.get("password") ?? ""), role: form.get("role") },
      actor,
    );
  } else if (intent === "role") {
    result = await changeRole(id, form.get("role"), actor);
  } else if (intent === "invite") {
    const invited = await invite({ email: String(form.get("email") ?? ""), role: form.get("role") }, actor);
    result = invited.ok ? { ok: true, message: invited.message } : invited;
  } else if (intent === "reset-two-factor") {
    result = await resetTwoFactorOf(id, actor);
  } else if (intent === "require-two-factor") {
    result = await requireTwoFactorForEveryone(form.get("required") === "true", actor);
  } else if (intent === "deactivate" || intent === "reactivate") {
    result = await setDeactivated(id, intent === "deactivate", actor);
  } else {
    result = { ok: false, status: 400, message: `Unknown action "${intent}": use create, role, deactivate or reactivate` };
  }
  if (!result.ok) return data<ActionResult>({ ok: false, message: result.message, field: result.field, intent }, { status: result.status });
  return data<ActionResult>({ ok: true, message: result.message, intent });
}

/** The control each refused field of a form is, by "intent:field". */
const FIELD_IDS: Record<string, string> = {
  "create:username": "new-username",
  "create:password": "new-password",
};

export default function AccountsPage({ loaderData }: Route.ComponentProps) {
  const { accounts, me, minPasswordLength, twoFactorRequired, invitationDays } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const createError = result && !result.ok && result.intent === "create" ? result : undefined;
  const inviteError = result && !result.ok && result.intent === "invite" ? result : undefined;
  useFocusAfterAnswer(result, (answer) => {
    const fieldId = answer.ok
      ? undefined
      : answer.intent === "invite"
        ? "invite-email"
        : FIELD_IDS[`${answer.intent}:${answer.field ?? ""}`];
    return document.getElementById(fieldId ?? "accounts-status");
  });
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Accounts</h1>
      <p className="mt-1 max-w-3xl text-slate-600">
        Who can sign in to the admin and what each role may do. A deactivated account is signed out at once and cannot sign in; its posts
        and its history stay.
      </p>
      <div id="accounts-status" tabIndex={-1} role="status" className="mt-4 min-h-6" data-testid="accounts-status">
        {result ? <p className={result.ok ? "font-medium text-emerald-800" : "font-medium text-red-700"}>{result.message}</p> : null}
      </div>

      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {staffRoles.map((role) => (
          <div key={role} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="font-semibold text-brand-900">{ROLE_LABELS[role]}</dt>
            <dd className="mt-1 text-sm text-slate-600">{ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>

      <Form method="post" className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <input type="hidden" name="intent" value="require-two-factor" />
        <input type="hidden" name="required" value={twoFactorRequired ? "false" : "true"} />
        <p className="text-sm text-slate-800" data-testid="two-factor-policy">
          Two-factor sign-in is <strong>{twoFactorRequired ? "required for every account" : "optional"}</strong>.
        </p>
        <Button type="submit" size="sm" variant="outline" disabled={busy}>
          {twoFactorRequired ? "Make it optional" : "Require it for everyone"}
        </Button>
      </Form>

      <div className="relative mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Staff accounts</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Account
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Role
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                State
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Two-factor
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Sessions
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {accounts.map((account) => (
              <tr key={account.id} data-testid={`account-${account.username}`}>
                <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                  {account.username}
                  {account.id === me ? <span className="ml-2 font-normal text-slate-600">(you)</span> : null}
                  <span className="block text-xs font-normal text-slate-600">since {account.createdAt}</span>
                </th>
                <td className="px-4 py-3">
                  {account.id === me ? (
                    ROLE_LABELS[account.role]
                  ) : (
                    <Form method="post" className="flex items-center gap-2">
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="id" value={account.id} />
                      <label htmlFor={`role-${account.id}`} className="sr-only">
                        Role of {account.username}
                      </label>
                      <NativeSelect id={`role-${account.id}`} name="role" defaultValue={account.role} className="w-40">
                        {staffRoles.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </NativeSelect>
                      <Button type="submit" size="sm" variant="outline" disabled={busy}>
                        Change<span className="sr-only"> the role of {account.username}</span>
                      </Button>
                    </Form>
                  )}
                </td>
                <td className="px-4 py-3">
                  {account.active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Deactivated</Badge>}
                </td>
                <td className="px-4 py-3">
                  {account.twoFactor ? (
                    <div className="flex items-center gap-2">
                      <Badge variant="success">On</Badge>
                      {account.id === me ? null : (
                        <Form
                          method="post"
                          onSubmit={confirmFirst(
                            `Reset the two-factor sign-in of ${account.username}? Their authenticator app and recovery codes stop working at once.`,
                          )}
                        >
                          <input type="hidden" name="intent" value="reset-two-factor" />
                          <input type="hidden" name="id" value={account.id} />
                          <Button type="submit" size="sm" variant="ghost" disabled={busy}>
                            Reset<span className="sr-only"> the two-factor sign-in of {account.username}</span>
                          </Button>
                        </Form>
                      )}
                    </div>
                  ) : (
                    <Badge variant="secondary">Off</Badge>
                  )}
                </td>
                <td className="px-4 py-3 text-slate-700">{account.activeSessions}</td>
                <td className="px-4 py-3 text-right">
                  {account.id === me ? null : (
                    <Form
                      method="post"
                      onSubmit={
                        account.active
                          ? confirmFirst(
                              `Deactivate ${account.username}? They are signed out at once, and what they have not saved is lost.`,
                            )
                          : undefined
                      }
                    >
                      <input type="hidden" name="intent" value={account.active ? "deactivate" : "reactivate"} />
                      <input type="hidden" name="id" value={account.id} />
                      <Button type="submit" size="sm" variant={account.active ? "destructive" : "outline"} disabled={busy}>
                        {account.active ? "Deactivate" : "Reactivate"}
                        <span className="sr-only"> {account.username}</span>
                      </Button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section aria-labelledby="invite" className="mt-10 max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="invite" className="text-xl font-semibold text-brand-900">
          Invite by e-mail
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          They get a link, valid {invitationDays} days and usable once, to choose their own username and password.
        </p>
        <Form method="post" className="mt-5 grid gap-4">
          <input type="hidden" name="intent" value="invite" />
          <div>
            <Label htmlFor="invite-email" required>
              E-mail address
            </Label>
            <Input
              id="invite-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              aria-invalid={inviteError?.field === "email" ? true : undefined}
              aria-describedby={inviteError ? "invite-error" : undefined}
            />
          </div>
          <div>
            <Label htmlFor="invite-role" required>
              Role
            </Label>
            <NativeSelect id="invite-role" name="role" defaultValue="author">
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {inviteError ? (
            <p id="invite-error" className="text-sm font-medium text-red-700">
              {inviteError.message}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={busy}>
              Send invitation
            </Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="new-account" className="mt-10 max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="new-account" className="text-xl font-semibold text-brand-900">
          New account
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Give the new colleague their first password in person or by phone; they can sign in at once.
        </p>
        <Form method="post" className="mt-5 grid gap-4">
          <input type="hidden" name="intent" value="create" />
          <div>
            <Label htmlFor="new-username" required>
              Username
            </Label>
            <Input
              id="new-username"
              name="username"
              required
              autoComplete="off"
              aria-invalid={createError?.field === "username" ? true : undefined}
              aria-describedby={createError?.field === "username" ? "new-account-error" : undefined}
            />
          </div>
          <div>
            <Label htmlFor="new-password" required>
              First password
            </Label>
            <Input
              id="new-password"
              name="password"
              type="password"
              required
              minLength={minPasswordLength}
              autoComplete="new-password"
              aria-invalid={createError?.field === "password" ? true : undefined}
              aria-describedby={createError?.field === "password" ? "new-account-error new-password-hint" : "new-password-hint"}
            />
            <p id="new-password-hint" className="mt-1 text-xs text-slate-600">
              At least {minPasswordLength} characters.
            </p>
          </div>
          <div>
            <Label htmlFor="new-role" required>
              Role
            </Label>
            <NativeSelect id="new-role" name="role" defaultValue="author">
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {createError ? (
            <p id="new-account-error" className="text-sm font-medium text-red-700">
              {createError.message}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={busy}>
              Create account
            </Button>
          </div>
        </Form>
      </section>
    </main>
  );
}
