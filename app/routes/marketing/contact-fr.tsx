import { contactClientAction } from "~/components/contact-form";
import { ContactPage, contactPageMeta } from "~/components/contact-page";
import { companyFr } from "~/content/fr/company";
import { officesFr } from "~/content/fr/offices";
import { inquiryCopyFr } from "~/utils/inquiry-copy.fr";
import { formPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import type { RouteHandle } from "~/utils/hydration";
import { siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/contact-fr";
import { contactCopyFr } from "./contact.copy.fr";

// /fr/contact, the French twin of contact.tsx: the same layout, loader and action, and French words only,
// so a French visitor's browser downloads no English form text (decision record 0009).

export { contactPageLoader as loader, contactPageAction as action } from "~/utils/contact-page.server";

/** The form posts to the action above with JavaScript too; an unreachable server gets this page's words. */
export const clientAction = contactClientAction(inquiryCopyFr);

/** Rendered for each visitor, like /contact: the form carries a fill-time token made for this request. */
export const headers: Route.HeadersFunction = (args) => formPageHeaders(args);

/** The inquiry form validates as it is filled in and reports in a toast: React runs here. */
export const handle = { hydrate: "on-interaction", queryParams: [] } satisfies RouteHandle & CacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => contactPageMeta(siteUrlFrom(matches), "fr", contactCopyFr, companyFr);

export default function ContactFrRoute() {
  return <ContactPage copy={contactCopyFr} formCopy={inquiryCopyFr} firm={companyFr} offices={officesFr} />;
}
