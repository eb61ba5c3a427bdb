import { ExternalLink } from "lucide-react";
import { SIGN_IN_AGAIN_PATH } from "~/utils/signed-out";

/** The sign-in page in a new tab, beside a save refused because the session ended: this page keeps its work. */
export function SignInAgainLink() {
  return (
    <a
      href={SIGN_IN_AGAIN_PATH}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 font-medium text-brand-800 underline underline-offset-2"
    >
      Sign in again in a new tab
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

export function SignInAgain() {
  return (
    <p className="mb-4 text-sm">
      <SignInAgainLink />
    </p>
  );
}
