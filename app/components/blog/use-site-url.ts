import { useRouteLoaderData } from "react-router";

/** The public origin (SITE_URL) that the root loader exposes, for absolute links in the browser. */
export function useSiteUrl(): string {
  const data: unknown = useRouteLoaderData("root");
  if (data && typeof data === "object" && "siteUrl" in data && typeof data.siteUrl === "string") return data.siteUrl;
  return "";
}
