import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import { htmlLang, type Locale, locales, ogLocale } from "~/i18n/locale";
import type { Alternates } from "~/i18n/paths";
import { socialMediaImage, type MediaSizes } from "./media";

export type SeoInput = {
  /** The page's own title; the firm's name is appended unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** Path of the page on this site, e.g. "/services"; used for the canonical link and og:url. */
  path: string;
  /** An absolute address that replaces the page's own in the canonical link and og:url (an article first published elsewhere). */
  canonicalUrl?: string;
  keywords?: string | string[];
  /** Absolute URL or a path on this site. */
  image?: string;
  imageAlt?: string;
  /** The sizes and twins of media images (from `mediaSizesFor`): an uploaded `image` is then named by its twin. */
  mediaSizes?: MediaSizes;
  type?: "website" | "article" | "profile";
  /** Structured data objects, each rendered as its own JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
  /** Extra descriptors (article:published_time, …). */
  extra?: MetaDescriptor[];
  /** The page's language (default English). */
  locale?: Locale;
  /**
   * The page's address in each language that has it (the page itself included), for `hreflang` links and
   * `og:locale:alternate`. English is the `x-default`. Omitted: the page exists in its own language only.
   */
  alternates?: Alternates;
};

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Finds the public origin that the root loader exposes, from a meta function's `matches`. */
export function siteUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  for (const match of matches) {
    const data = match?.data;
    if (match?.id === "root" && data && typeof data === "object" && "siteUrl" in data && typeof data.siteUrl === "string") {
      return data.siteUrl;
    }
  }
  return "";
}

/** The folders of illustrations (SVG) a page may name as its image; each has PNG twins for social networks. */
export const SOCIAL_IMAGE_FOLDERS = ["blog", "projects", "services"] as const;

/** An image for social networks, with its type and size when they are known. */
export type SocialImage = { path: string; type?: string; width?: number; height?: number };

/**
 * The image social networks get for a page's image: Facebook, LinkedIn and X show no SVG, so one of our
 * SVG illustrations is replaced by its PNG twin (scripts/generate-social-images.ts renders them at
 * 1200x630); an upload of the media library whose twin is known in `mediaSizes` is named by the address
 * that always answers that JPEG or PNG (some crawlers take no WebP, some send `*\/*`); any other image
 * (the default PNG, another site's) is itself.
 */
export function socialImage(image: string, mediaSizes?: MediaSizes): SocialImage {
  const upload = socialMediaImage(image, mediaSizes);
  if (upload) return upload;
  const match = /^\/images\/([a-z-]+)\/([a-z0-9-]+)\.svg$/.exec(image);
  if (!match || !SOCIAL_IMAGE_FOLDERS.some((folder) => folder === match[1])) return { path: image };
  return { path: `/images/social/${match[1]}/${match[2]}.png`, type: "image/png", width: 1200, height: 630 };
}

/** `pathOrUrl` as a path when it is an address on this site, for recognising this site's images. */
function pathOnSite(siteUrl: string, pathOrUrl: string): string {
  return siteUrl && pathOrUrl.startsWith(`${siteUrl}/`) ? pathOrUrl.slice(siteUrl.length) : pathOrUrl;
}

/** The social image of `image` (a path, or an address on this site or elsewhere) as an absolute address. */
export function socialImageUrl(siteUrl: string, image: string, mediaSizes?: MediaSizes): string {
  return absoluteUrl(siteUrl, socialImage(pathOnSite(siteUrl, image), mediaSizes).path);
}

/** Every page's head, built the same way: title, description, keywords, canonical, Open Graph, Twitter, JSON-LD. */
export function seo(siteUrl: string, input: SeoInput): MetaDescriptor[] {
  const title = input.fullTitle ? input.title : `${input.title} | ${company.name}`;
  const url = input.canonicalUrl ?? absoluteUrl(siteUrl, input.path);
  const social = socialImage(pathOnSite(siteUrl, input.image ?? company.defaultSocialImage), input.mediaSizes);
  const image = absoluteUrl(siteUrl, social.path);
  const keywords = Array.isArray(input.keywords) ? input.keywords.join(", ") : input.keywords;
  const locale = input.locale ?? "en";
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...(input.noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { property: "og:site_name", content: company.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(social.type ? [{ property: "og:image:type", content: social.type }] : []),
    ...(social.width && social.height
      ? [
          { property: "og:image:width", content: String(social.width) },
          { property: "og:image:height", content: String(social.height) },
        ]
      : []),
    ...(input.imageAlt ? [{ property: "og:image:alt", content: input.imageAlt }] : []),
    { property: "og:locale", content: ogLocale[locale] },
    ...alternateDescriptors(siteUrl, locale, input.alternates),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    ...(input.extra ?? []),
    ...(input.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
  return descriptors;
}

/** `hreflang` links for each language the page exists in, plus `x-default` (English), and `og:locale:alternate`. */
function alternateDescriptors(siteUrl: string, locale: Locale, alternates: Alternates | undefined): MetaDescriptor[] {
  if (!alternates) return [];
  const descriptors: MetaDescriptor[] = [];
  for (const each of locales) {
    const path = alternates[each];
    if (path === undefined) continue;
    descriptors.push({ tagName: "link", rel: "alternate", hrefLang: htmlLang[each], href: absoluteUrl(siteUrl, path) });
    if (each !== locale) descriptors.push({ property: "og:locale:alternate", content: ogLocale[each] });
  }
  const fallback = alternates.en ?? alternates.fr;
  if (fallback !== undefined)
    descriptors.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, fallback) });
  return descriptors;
}
