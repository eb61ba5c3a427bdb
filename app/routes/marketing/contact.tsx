import { contactClientAction } from "~/components/contact-form";
import { ContactPage, contactPageMeta } from "~/components/contact-page";
import { company } from "~/content/company";
import { offices } from "~/content/offices";
import { inquiryCopyEn } from "~/utils/inquiry-copy.en";
import { formPageHeaders, type CacheHandle } from "~/utils/cache-headers";
import type { RouteHandle } from "~/utils/hydration";
import { siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/contact";
import { contactCopy } from "./contact.copy.en";

// /contact. Its French twin, /fr/contact, is contact-fr.tsx: two modules so that each page's browser
// chunk carries its own language only (decision record 0009). Both share the layout, the loader and the
// action, which answers in the language of the address it was posted to.

export { contactPageLoader as loader, contactPageAction as action } from "~/utils/contact-page.server";

/** The form posts to the action above with JavaScript too; an unreachable server gets this page's words. */
export const clientAction = contactClientAction(inquiryCopyEn);

/**
 * Rendered for each visitor: the form carries a fill-time token made for this one request, and it must
 * work without JavaScript, so the token is written into the page rather than fetched by a script.
 */
export const headers: Route.HeadersFunction = (args) => formPageHeaders(args);

/** The inquiry form validates as it is filled in and reports in a toast: React runs here. */
export const handle = { hydrate: "on-interaction", queryParams: [] } satisfies RouteHandle & CacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => contactPageMeta(siteUrlFrom(matches), "en", contactCopy, company);

export default function ContactRoute() {
  return <ContactPage copy={contactCopy} formCopy={inquiryCopyEn} firm={company} offices={offices} />;
}
