import type { Locale } from "~/i18n/locale";
import { inquiryCopyEn, type InquiryCopy } from "./inquiry-copy.en";
import { inquiryCopyFr } from "./inquiry-copy.fr";

// The inquiry's words in both languages at once, for the server (the page's action, POST /api/contact)
// and for the checks that compare the two. Browser code imports one language's module instead.

export type { InquiryCopy };
export const inquiryCopy: Record<Locale, InquiryCopy> = { en: inquiryCopyEn, fr: inquiryCopyFr };
