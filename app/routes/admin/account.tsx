import { data, Form, useActionData, useNavigation } from "react-router";
import { useFocusAfterAnswer } from "~/components/admin/use-focus-on-change";
import type { Route } from "./+types/account";
import { MediaFieldButton } from "~/components/admin/media/media-field-button";
import { RecoveryCodes } from "~/components/admin/recovery-codes";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { company } from "~/content/company";
import { BODY_LIMITS, bodyProblemHeaders, readFormLimited } from "~/http/body.server";
import { requireSameOrigin } from "~/http/http.server";
import { changeOwnPassword, confirmOwnPassword, endOwnSession, listOwnSessions } from "~/utils/accounts.server";
import { MIN_PASSWORD_LENGTH, requireAdmin } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { ownProfile, PROFILE_LIMITS, saveOwnProfile } from "~/utils/authors.server";
import { ROLE_LABELS } from "~/utils/permissions";
import { confirmEnrolment, isTwoFactorRequired, regenerateRecoveryCodes, resetTwoFactor, twoFactorState } from "~/utils/two-factor.server";

/** /admin/account: the signed-in staff member's own two-factor sign-in, password and sessions. */

export const meta: Route.MetaFunction = () => [
  { title: `Your account | ${company.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireAdmin(request);
  const [twoFactor, required, sessions, profile] = await Promise.all([
    twoFactorState(staff),
    isTwoFactorRequired(),
    listOwnSessions(request, staff.id),
    ownProfile(staff.id),
  ]);
  return data(
    {
      username: staff.username,
      siteUrl: getEnv().siteUrl,
      role: ROLE_LABELS[staff.role],
      twoFactor,
      required,
      sessions,
      profile: profile
        ? {
            slug: profile.slug,
            name: profile.name,
            credentials: profile.credentials ?? "",
            titleEn: profile.titleEn,
            titleFr: profile.titleFr,
            bioEn: profile.bioEn,
            bioFr: profile.bioFr,
            photoUrl: profile.photoUrl ?? "",
          }
        : null,
      profileLimits: PROFILE_LIMITS,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requiredNotice: new URL(request.url).searchParams.get("required") === "two-factor",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Section = "two-factor" | "password" | "sessions" | "profile";
type ActionResult = { ok: boolean; message: string; section: Section; field?: string; recoveryCodes?: string[] };

/** A two-factor change refused because the password asked again was wrong, or asked too often. */
function refusedPassword(refusal: { status: number; message: string }) {
  return data<ActionResult>({ ok: false, section: "two-factor", message: refusal.message, field: "current" }, { status: refusal.status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireAdmin(request);
  requireSameOrigin(request, false);
  const read = await readFormLimited(request, BODY_LIMITS.adminForm);
  if (!read.ok) {
    return data<ActionResult>(
      { ok: false, message: read.message, section: "password" },
      { status: read.status, headers: bodyProblemHeaders(read) },
    );
  }
  const form = read.form;
  const text = (name: string) => String(form.get(name) ?? "");
  const intent = text("intent");
  const actor = { staff, ip: context.clientIp };
  switch (intent) {
    case "enable-two-factor": {
      const result = await confirmEnrolment(staff, text("code"), context.clientIp);
      if (!result.ok)
        return data<ActionResult>({ ok: false, message: result.message, section: "two-factor", field: "code" }, { status: 400 });
      return data<ActionResult>({
        ok: true,
        section: "two-factor",
        message: "Two-factor sign-in is on. Keep these recovery codes somewhere safe: each signs you in once if you lose your phone.",
        recoveryCodes: result.recoveryCodes,
      });
    }
    case "new-recovery-codes": {
      const confirmed = await confirmOwnPassword(actor, text("current"));
      if (!confirmed.ok) return refusedPassword(confirmed);
      const codes = await regenerateRecoveryCodes(staff, context.clientIp);
      return data<ActionResult>({
        ok: true,
        section: "two-factor",
        message: "New recovery codes; the old ones no longer work.",
        recoveryCodes: codes,
      });
    }
    case "disable-two-factor": {
      if (await isTwoFactorRequired()) {
        return data<ActionResult>(
          { ok: false, section: "two-factor", message: "The site requires two-factor sign-in: it cannot be turned off." },
          { status: 409 },
        );
      }
      const confirmed = await confirmOwnPassword(actor, text("current"));
      if (!confirmed.ok) return refusedPassword(confirmed);
      await resetTwoFactor(staff, staff, context.clientIp);
      return data<ActionResult>({ ok: true, section: "two-factor", message: "Two-factor sign-in is off." });
    }
    case "change-password": {
      const result = await changeOwnPassword(request, { current: text("current"), next: text("next"), confirm: text("confirm") }, actor);
      if (!result.ok)
        return data<ActionResult>(
          { ok: false, section: "password", message: result.message, field: result.field },
          { status: result.status },
        );
      return data<ActionResult>({ ok: true, section: "password", message: result.message });
    }
    case "save-profile": {
      const result = await saveOwnProfile(staff.id, {
        name: text("name"),
        credentials: text("credentials"),
        titleEn: text("titleEn"),
        titleFr: text("titleFr"),
        bioEn: text("bioEn"),
        bioFr: text("bioFr"),
        photoUrl: text("photoUrl"),
      });
      if (!result.ok)
        return data<ActionResult>({ ok: false, section: "profile", message: result.message, field: result.field }, { status: 400 });
      return data<ActionResult>({ ok: true, section: "profile", message: result.message });
    }
    case "end-session": {
      const result = await endOwnSession(request, staff.id, text("session") === "others" ? "others" : text("session"));
      return data<ActionResult>(
        { ok: result.ok, section: "sessions", message: result.message },
        { status: result.ok ? 200 : result.status },
      );
    }
    default:
      return data<ActionResult>({ ok: false, section: "password", message: `Unknown action "${intent}"` }, { status: 400 });
  }
}

function Status({ result, section }: { result: ActionResult | undefined; section: Section }) {
  return (
    <div
      id={`${section}-status`}
      tabIndex={-1}
      role="status"
      className="mt-3 min-h-6 text-sm font-medium"
      data-testid={`${section}-status`}
    >
      {result?.section === section ? <p className={result.ok ? "text-emerald-800" : "text-red-700"}>{result.message}</p> : null}
    </div>
  );
}

const card = "mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { username, siteUrl, role, twoFactor, required, sessions, minPasswordLength, requiredNotice, profile, profileLimits } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const fieldError = (section: Section, name: string) => result?.section === section && !result.ok && result.field === name;
  /** A field's description: its hint, and the section's message when that message is about this field. */
  const describedBy = (section: Section, name: string, hint?: string) =>
    [fieldError(section, name) ? `${section}-status` : undefined, hint].filter(Boolean).join(" ") || undefined;
  // Focus goes to the field the answer is about, to new recovery codes, or to the section's message.
  useFocusAfterAnswer(result, (answer) => {
    const scope = document.querySelector(`section[aria-labelledby="${answer.section}"]`);
    return (
      (!answer.ok && answer.field ? scope?.querySelector<HTMLElement>(`[name="${answer.field}"]`) : null) ??
      (answer.recoveryCodes ? document.getElementById("recovery-codes-heading") : null) ??
      document.getElementById(`${answer.section}-status`)
    );
  });
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Your account</h1>
      <p className="mt-1 text-slate-600">
        Signed in as <strong>{username}</strong> ({role}).
      </p>
      {requiredNotice && !twoFactor.enabled ? (
        <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
          This site requires two-factor sign-in. Set it up below to open the rest of the admin.
        </p>
      ) : null}

      <section aria-labelledby="two-factor" className={card}>
        <div className="flex items-center gap-3">
          <h2 id="two-factor" className="text-xl font-semibold text-brand-900">
            Two-factor sign-in
          </h2>
          {twoFactor.enabled ? <Badge variant="success">On</Badge> : <Badge variant="secondary">Off</Badge>}
        </div>
        {twoFactor.enabled ? (
          <>
            <p className="mt-2 text-sm text-slate-700">
              After your password, sign-in asks for the code of your authenticator app. Recovery codes left: {twoFactor.recoveryCodesLeft}.
            </p>
            <Form method="post" className="mt-4 grid max-w-md gap-4">
              <input type="text" name="username" autoComplete="username" value={username} readOnly hidden aria-label="Username" />
              <div>
                <Label htmlFor="two-factor-current" required>
                  Current password
                </Label>
                <Input
                  id="two-factor-current"
                  name="current"
                  type="password"
                  autoComplete="current-password"
                  required
                  aria-invalid={fieldError("two-factor", "current") ? true : undefined}
                  aria-describedby={describedBy("two-factor", "current", "two-factor-current-hint")}
                />
                <p id="two-factor-current-hint" className="mt-1 text-sm text-slate-600">
                  Asked again before new recovery codes are made or two-factor sign-in is turned off.
                </p>
              </div>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" name="intent" value="new-recovery-codes" variant="outline" disabled={busy}>
                  Make new recovery codes
                </Button>
                {required ? null : (
                  <Button type="submit" name="intent" value="disable-two-factor" variant="destructive" disabled={busy}>
                    Turn off two-factor sign-in
                  </Button>
                )}
              </div>
            </Form>
          </>
        ) : twoFactor.enrolment ? (
          <>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
              <li>Open an authenticator app on your phone (for example Microsoft Authenticator, Google Authenticator or 1Password).</li>
              <li>Scan this code, or type the key below into the app.</li>
              <li>Enter the 6-digit code the app shows, to confirm.</li>
            </ol>
            <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
              <div
                role="img"
                aria-label={`QR code of the two-factor key for ${username}`}
                className="size-44 shrink-0 rounded-md border border-slate-200 bg-white p-1 [&>svg]:size-full"
                dangerouslySetInnerHTML={{ __html: twoFactor.enrolment.qrSvg }}
              />
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">Key</p>
                <p className="mt-1 font-mono text-sm break-all text-slate-800" data-testid="two-factor-key">
                  {twoFactor.enrolment.secret.replace(/(.{4})/g, "$1 ").trim()}
                </p>
                <Form method="post" className="mt-4 grid max-w-xs gap-2">
                  <input type="hidden" name="intent" value="enable-two-factor" />
                  <Label htmlFor="enable-code" required>
                    Code from the app
                  </Label>
                  <Input
                    id="enable-code"
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    pattern="[0-9 ]{6,7}"
                    maxLength={7}
                    required
                    aria-invalid={fieldError("two-factor", "code") ? true : undefined}
                    aria-describedby={describedBy("two-factor", "code")}
                  />
                  <Button type="submit" disabled={busy}>
                    Turn on two-factor sign-in
                  </Button>
                </Form>
              </div>
            </div>
          </>
        ) : null}
        <Status result={result} section="two-factor" />
        {result?.recoveryCodes ? <RecoveryCodes codes={result.recoveryCodes} username={username} site={siteUrl} /> : null}
      </section>

      <section aria-labelledby="password" className={card}>
        <h2 id="password" className="text-xl font-semibold text-brand-900">
          Password
        </h2>
        <Form method="post" className="mt-4 grid max-w-md gap-4">
          <input type="hidden" name="intent" value="change-password" />
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden aria-label="Username" />
          <div>
            <Label htmlFor="current-password" required>
              Current password
            </Label>
            <Input
              id="current-password"
              name="current"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={fieldError("password", "current") ? true : undefined}
              aria-describedby={describedBy("password", "current")}
            />
          </div>
          <div>
            <Label htmlFor="new-password" required>
              New password
            </Label>
            <Input
              id="new-password"
              name="next"
              type="password"
              autoComplete="new-password"
              minLength={minPasswordLength}
              required
              aria-describedby={describedBy("password", "next", "new-password-hint")}
              aria-invalid={fieldError("password", "next") ? true : undefined}
            />
            <p id="new-password-hint" className="mt-1 text-xs text-slate-600">
              At least {minPasswordLength} characters, and hard to guess: a few unrelated words work well.
            </p>
          </div>
          <div>
            <Label htmlFor="confirm-password" required>
              New password again
            </Label>
            <Input
              id="confirm-password"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              aria-invalid={fieldError("password", "confirm") ? true : undefined}
              aria-describedby={describedBy("password", "confirm")}
            />
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              Change password
            </Button>
          </div>
        </Form>
        <Status result={result} section="password" />
      </section>

      <section aria-labelledby="profile" className={card}>
        <h2 id="profile" className="text-xl font-semibold text-brand-900">
          Author profile
        </h2>
        <p className="mt-1 text-sm text-slate-600" data-testid="profile-intro">
          Readers see it, in English and in French, on the articles you sign and on your page
          {profile ? (
            <>
              {": "}
              <a href={`/blog/author/${profile.slug}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                /blog/author/{profile.slug}
              </a>
            </>
          ) : null}
          .
        </p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="save-profile" />
          <ProfileField
            id="profile-name"
            name="name"
            label="Name"
            required
            max={profileLimits.name}
            value={profile?.name}
            invalid={fieldError("profile", "name")}
          />
          <ProfileField
            id="profile-credentials"
            name="credentials"
            label="Credentials (P.Eng., ing., PMP)"
            max={profileLimits.credentials}
            value={profile?.credentials}
            invalid={fieldError("profile", "credentials")}
          />
          <ProfileField
            id="profile-title-en"
            name="titleEn"
            label="Title (English)"
            required
            max={profileLimits.title}
            value={profile?.titleEn}
            invalid={fieldError("profile", "titleEn")}
          />
          <ProfileField
            id="profile-title-fr"
            name="titleFr"
            label="Titre (français)"
            lang="fr-CA"
            required
            max={profileLimits.title}
            value={profile?.titleFr}
            invalid={fieldError("profile", "titleFr")}
          />
          <ProfileField
            id="profile-bio-en"
            name="bioEn"
            label="Biography (English)"
            required
            long
            max={profileLimits.bio}
            value={profile?.bioEn}
            invalid={fieldError("profile", "bioEn")}
          />
          <ProfileField
            id="profile-bio-fr"
            name="bioFr"
            label="Biographie (français)"
            lang="fr-CA"
            required
            long
            max={profileLimits.bio}
            value={profile?.bioFr}
            invalid={fieldError("profile", "bioFr")}
          />
          <ProfileField
            id="profile-photo"
            name="photoUrl"
            label="Photo address (optional)"
            max={profileLimits.photoUrl}
            value={profile?.photoUrl}
            invalid={fieldError("profile", "photoUrl")}
          />
          <div className="self-end">
            <MediaFieldButton urlFieldId="profile-photo" label="Choose photo" />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {profile ? "Save profile" : "Create profile"}
            </Button>
          </div>
        </Form>
        <Status result={result} section="profile" />
      </section>

      <section aria-labelledby="sessions" className={card}>
        <h2 id="sessions" className="text-xl font-semibold text-brand-900">
          Where you are signed in
        </h2>
        <ul className="mt-4 divide-y divide-slate-100" data-testid="own-sessions">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <span className="text-slate-700">
                Signed in <time dateTime={session.createdAt}>{session.createdAt.slice(0, 16).replace("T", " ")}</time> UTC, last used{" "}
                <time dateTime={session.lastSeenAt}>{session.lastSeenAt.slice(0, 16).replace("T", " ")}</time> UTC
                {session.current ? <strong className="ml-2 text-slate-900">(this browser)</strong> : null}
              </span>
              {session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="session" value={session.id} />
                  <Button type="submit" size="sm" variant="outline" disabled={busy}>
                    End this session
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {sessions.some((session) => !session.current) ? (
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="end-session" />
            <input type="hidden" name="session" value="others" />
            <Button type="submit" variant="outline" disabled={busy}>
              Sign out everywhere else
            </Button>
          </Form>
        ) : null}
        <Status result={result} section="sessions" />
      </section>
    </main>
  );
}

function ProfileField(props: {
  id: string;
  name: string;
  label: string;
  max: number;
  value: string | undefined;
  invalid: boolean;
  required?: boolean;
  long?: boolean;
  lang?: string;
}) {
  const common = {
    id: props.id,
    name: props.name,
    maxLength: props.max,
    defaultValue: props.value ?? "",
    required: props.required,
    lang: props.lang,
    "aria-invalid": props.invalid ? true : undefined,
    "aria-describedby": props.invalid ? "profile-status" : undefined,
  };
  return (
    <div className={props.long ? "sm:col-span-2" : undefined}>
      <Label htmlFor={props.id} required={props.required}>
        {props.label}
      </Label>
      {props.long ? <Textarea rows={4} {...common} /> : <Input {...common} />}
    </div>
  );
}
