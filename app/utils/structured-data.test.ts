import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  professionalServiceJsonLd,
  serviceJsonLd,
  servicePath,
  websiteJsonLd,
} from "./structured-data";

const site = "https://www.example.com";

describe("structured data", () => {
  it("describes the organization with its logo, founding year and head office", () => {
    const organization = organizationJsonLd(site);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${site}/#organization`,
      name: "Northbridge Engineering",
      url: `${site}/`,
      logo: `${site}/images/logo.svg`,
      foundingDate: "2010",
      address: { "@type": "PostalAddress", addressLocality: "Vaughan", addressRegion: "ON", addressCountry: "CA" },
    });
    expect(organization.location).toHaveLength(5);
    expect(organization.sameAs).toContain("https://www.linkedin.com/company/northbridge-engineering");
  });

  it("gives the professional service its rating, founding date and opening hours", () => {
    const service = professionalServiceJsonLd(site);
    expect(service).toMatchObject({
      "@type": "ProfessionalService",
      foundingDate: "2010",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 127 },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "08:00",
          closes: "18:00",
        },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "14:00" },
      ],
    });
  });

  it("describes a service with its provider, page and offers", () => {
    const crn = services.find((service) => service.slug === "crn-registration");
    if (!crn) throw new Error("CRN service missing");
    expect(serviceJsonLd(site, crn)).toMatchObject({
      "@type": "Service",
      name: "CRN Registration",
      url: `${site}/services/crn`,
      provider: { "@id": `${site}/#organization` },
    });
    expect(serviceJsonLd(site, services[0]).url).toBe(`${site}/services#professional-engineering`);
    expect(servicePath(services[0])).toBe("/services#professional-engineering");
  });

  it("points the website's search action at the blog search", () => {
    expect(websiteJsonLd(site).potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site}/blog?search={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
  });

  it("numbers breadcrumbs from the home page", () => {
    expect(
      breadcrumbJsonLd(
        site,
        [
          ["Services", "/services"],
          ["CRN Registration", "/services/crn"],
        ],
        "en",
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${site}/` },
        { "@type": "ListItem", position: 2, name: "Services", item: `${site}/services` },
        { "@type": "ListItem", position: 3, name: "CRN Registration", item: `${site}/services/crn` },
      ],
    });
  });

  it("survives a round trip through JSON", () => {
    for (const data of [organizationJsonLd(site), professionalServiceJsonLd(site), websiteJsonLd(site)]) {
      expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    }
  });
});
