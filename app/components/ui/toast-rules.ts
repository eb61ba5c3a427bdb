import type { Locale } from "~/i18n/locale";

/** SPEC.md section 9: one toast at a time, shown for 5 s, dismissed by a swipe right past 50 px, F8 focuses. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ["F8"];
/** The name of a toast's close button, in the page's language. */
export const TOAST_CLOSE_LABEL: Record<Locale, string> = { en: "Close notification", fr: "Fermer la notification" };
