import { data } from "react-router";
import { cacheHeaders, type NotFoundHandle } from "~/utils/cache-headers";

// Addresses no page answers: the layout's error boundary shows the not-found page. It names nothing of
// the address, so the page cache keeps one copy of it for all of them (per language).
export const handle = { notFoundPage: true } satisfies NotFoundHandle;

export function loader() {
  throw data(null, { status: 404, headers: cacheHeaders("page") });
}

export default function NotFound() {
  return null;
}
