import { company } from "~/content/company";
import { companyFr } from "~/content/fr/company";
import type { ServiceFr } from "~/content/fr/services";
import { headOffice, offices, type Office } from "~/content/offices";
import type { Service } from "~/content/services";
import { socialLinks } from "~/content/social";
import { htmlLang, type Locale } from "~/i18n/locale";
import { authorPath, officePath, pagePath } from "~/i18n/paths";
import { absoluteUrl } from "./seo";

/** Schema.org JSON-LD for the marketing pages (SPEC.md section 1), built from the content modules. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

function postalAddress(office: Office): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: office.streetAddress,
    addressLocality: office.locality,
    addressRegion: office.regionCode,
    postalCode: office.postalCode,
    addressCountry: office.countryCode,
  };
}

/** The firm's words (slogan, description, areas served) in the page's language; names and numbers are the same. */
function firm(locale: Locale) {
  return locale === "fr" ? companyFr : company;
}

function contactPoints(): JsonLd[] {
  return [
    {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: company.phone,
      email: company.email,
      areaServed: ["CA", "US", "IN"],
      availableLanguage: ["English", "French"],
    },
    {
      "@type": "ContactPoint",
      contactType: "emergency",
      telephone: company.emergencyPhone,
      email: company.emergencyEmail,
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    },
  ];
}

/**
 * The firm as an Organization. `officeNames` are the offices' names in the page's language, in the order
 * of `offices` (English when absent): the French pages hand them in, so this module carries no French
 * office text into the pages that run scripts.
 */
export function organizationJsonLd(
  siteUrl: string,
  locale: Locale = "en",
  officeNames: readonly string[] = offices.map((office) => office.name),
): JsonLd {
  const words = firm(locale);
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: company.name,
    legalName: company.legalName,
    slogan: words.slogan,
    description: words.description,
    url: absoluteUrl(siteUrl, pagePath("home", locale)),
    logo: absoluteUrl(siteUrl, company.logo),
    foundingDate: String(company.foundedYear),
    email: company.email,
    telephone: company.phone,
    address: postalAddress(headOffice),
    location: offices.map((office, index) => ({ "@type": "Place", name: officeNames[index], address: postalAddress(office) })),
    contactPoint: contactPoints(),
    sameAs: socialLinks().map((link) => link.href),
  };
}

export function professionalServiceJsonLd(siteUrl: string, locale: Locale = "en"): JsonLd {
  const words = firm(locale);
  return {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": `${siteUrl}/#professional-service`,
    name: company.name,
    description: words.description,
    slogan: words.slogan,
    inLanguage: htmlLang[locale],
    url: absoluteUrl(siteUrl, pagePath("home", locale)),
    image: absoluteUrl(siteUrl, company.defaultSocialImage),
    logo: absoluteUrl(siteUrl, company.logo),
    telephone: company.phone,
    email: company.email,
    priceRange: "$$$",
    foundingDate: String(company.foundedYear),
    address: postalAddress(headOffice),
    areaServed: words.areaServed.map((name) => ({ "@type": "AdministrativeArea", name })),
    parentOrganization: { "@id": organizationId(siteUrl) },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: company.rating.value,
      reviewCount: company.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    openingHoursSpecification: company.openingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...hours.days],
      opens: hours.opens,
      closes: hours.closes,
    })),
  };
}

/** Where a service is described on this site, in the page's language. */
export function servicePath(service: Pick<Service, "slug">, locale: Locale = "en"): string {
  return service.slug === "crn-registration" ? pagePath("crn", locale) : `${pagePath("services", locale)}#${service.slug}`;
}

export function serviceJsonLd(siteUrl: string, service: Service | ServiceFr, locale: Locale = "en"): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.description,
    inLanguage: htmlLang[locale],
    url: absoluteUrl(siteUrl, servicePath(service, locale)),
    image: absoluteUrl(siteUrl, service.image.src),
    provider: { "@type": "Organization", "@id": organizationId(siteUrl), name: company.name },
    areaServed: firm(locale).areaServed.map((name) => ({ "@type": "AdministrativeArea", name })),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: service.title,
      itemListElement: service.features.map((feature) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: feature },
      })),
    },
  };
}

export function websiteJsonLd(siteUrl: string, locale: Locale = "en"): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: company.name,
    url: absoluteUrl(siteUrl, pagePath("home", locale)),
    publisher: { "@id": organizationId(siteUrl) },
    inLanguage: htmlLang[locale],
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(siteUrl, pagePath("blog", locale))}?search={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Breadcrumbs from the home page to this page: [["Services", "/services"], ["CRN", "/services/crn"]]. */
export function breadcrumbJsonLd(siteUrl: string, trail: ReadonlyArray<readonly [name: string, path: string]>, locale: Locale): JsonLd {
  const home: readonly [string, string] = locale === "fr" ? ["Accueil", pagePath("home", "fr")] : ["Home", "/"];
  const items: ReadonlyArray<readonly [string, string]> = [home, ...trail];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(siteUrl, path),
    })),
  };
}

/** An office's own `@id`: its page's address plus `#office`. */
export function officeId(siteUrl: string, office: Pick<Office, "id">, locale: Locale): string {
  return `${absoluteUrl(siteUrl, officePath(office.id, locale))}#office`;
}

/**
 * One office as a `LocalBusiness` (`ProfessionalService`), a branch of the organisation: its address,
 * phone, hours and map, in the page's language. Names and numbers are the office's own.
 */
export function officeJsonLd(siteUrl: string, office: Office, locale: Locale, mapUrl: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": officeId(siteUrl, office, locale),
    name: `${company.name}, ${office.name}`,
    description: office.description,
    url: absoluteUrl(siteUrl, officePath(office.id, locale)),
    image: absoluteUrl(siteUrl, company.defaultSocialImage),
    logo: absoluteUrl(siteUrl, company.logo),
    telephone: office.phone,
    email: company.email,
    address: postalAddress(office),
    hasMap: mapUrl,
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...office.hours.days],
      opens: office.hours.opens,
      closes: office.hours.closes,
    },
    branchOf: { "@id": organizationId(siteUrl) },
    parentOrganization: { "@id": organizationId(siteUrl), name: company.name },
  };
}

/** An author as schema.org describes a person: the same `@id` on the author's page and in each article. */
export function personJsonLd(
  siteUrl: string,
  author: { slug: string; name: string; credentials: string | null; title: string; bio: string },
  locale: Locale,
) {
  return {
    "@context": CONTEXT,
    "@type": "Person",
    "@id": personId(siteUrl, author.slug),
    name: author.name,
    ...(author.credentials ? { honorificSuffix: author.credentials } : {}),
    jobTitle: author.title,
    description: author.bio,
    url: absoluteUrl(siteUrl, authorPath(author.slug, locale)),
    worksFor: { "@id": organizationId(siteUrl) },
  };
}

export function personId(siteUrl: string, slug: string): string {
  return `${absoluteUrl(siteUrl, authorPath(slug, "en"))}#person`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a job posting's page knows of it, in the page's language. */
export type JobPostingFacts = {
  slug: string;
  path: string;
  office: Office;
  workplace: "on-site" | "hybrid" | "remote";
  /** schema.org's value: FULL_TIME, CONTRACTOR, … */
  employmentType: string;
  salary: { min: number; max: number | null; currency: string; period: "year" | "hour" } | null;
  postedAt: string;
  closesAt: string;
  text: { title: string; description: string; requirements: readonly string[]; benefits: readonly string[] };
  headings: { requirements: string; benefits: string };
};

/**
 * A job posting as Google's job search reads it: its required fields (title, description, datePosted,
 * hiringOrganization, jobLocation, validThrough) and the recommended ones we know (employmentType,
 * baseSalary, directApply, identifier). A remote role is TELECOMMUTE with the country it may be done
 * from, and no office address; on-site and hybrid roles name the office. The description is HTML, as
 * Google asks, built from plain text that is escaped here.
 */
export function jobPostingJsonLd(siteUrl: string, posting: JobPostingFacts): JsonLd {
  const list = (heading: string, items: readonly string[]) =>
    items.length ? `<h2>${escapeHtml(heading)}</h2><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "";
  const description = [
    ...posting.text.description.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`),
    list(posting.headings.requirements, posting.text.requirements),
    list(posting.headings.benefits, posting.text.benefits),
  ].join("");
  const where =
    posting.workplace === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: posting.office.country },
        }
      : { jobLocation: { "@type": "Place", address: postalAddress(posting.office) } };
  const salary = posting.salary;
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    "@id": `${absoluteUrl(siteUrl, posting.path)}#job`,
    title: posting.text.title,
    description,
    datePosted: posting.postedAt,
    validThrough: posting.closesAt,
    employmentType: posting.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      "@id": organizationId(siteUrl),
      name: company.name,
      url: absoluteUrl(siteUrl, "/"),
      logo: absoluteUrl(siteUrl, company.logo),
    },
    ...where,
    ...(salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: salary.currency,
            value: {
              "@type": "QuantitativeValue",
              ...(salary.max === null || salary.max === salary.min
                ? { value: salary.min }
                : { minValue: salary.min, maxValue: salary.max }),
              unitText: salary.period === "hour" ? "HOUR" : "YEAR",
            },
          },
        }
      : {}),
    directApply: true,
    identifier: { "@type": "PropertyValue", name: company.name, value: posting.slug },
    url: absoluteUrl(siteUrl, posting.path),
  };
}
