/**
 * What a staff form says when its session ended while the page was open (idle too long, signed out
 * elsewhere, account deactivated): the save is answered with this instead of a redirect to the sign-in
 * page, so that nothing typed on the page is lost.
 */
export const SIGNED_OUT_MESSAGE =
  "You were signed out, so this was not saved. Your changes are still on this page: sign in again in a new tab, then come back here and save.";

/** The sign-in page, opened in a new tab from a page that must not be left. */
export const SIGN_IN_AGAIN_PATH = "/admin/login";
