import { localeOfPath } from "~/i18n/locale";
import { cacheControl, type CacheHandle } from "~/utils/cache-headers";
import { crnGuideFileName, crnGuidePdf } from "~/utils/crn-guide.server";
import type { Route } from "./+types/crn-guide-pdf";

/** The CRN guide's PDF in the address's language: the same file for everyone, so caches may share it. */
export const handle = { queryParams: [] } satisfies CacheHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const pdf = await crnGuidePdf(locale);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `attachment; filename="${crnGuideFileName[locale]}"`,
      "Content-Language": locale === "fr" ? "fr-CA" : "en-CA",
      "Cache-Control": cacheControl("page"),
      "X-Content-Type-Options": "nosniff",
      // A download for people, not a page for search results.
      "X-Robots-Tag": "noindex",
    },
  });
}
