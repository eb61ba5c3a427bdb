import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { approach, capabilities, values } from "./about";
import { processSteps } from "./process";
import { company } from "./company";
import { crnSteps, crnTechnicalRequirements, crnBenefits, crnQualityControl, crnDocumentation } from "./crn";
import { mainNavigation, serviceNavigation } from "./navigation";
import { footerOffices, formatAddressLines, offices } from "./offices";
import { categoryFromSlug, categorySlug, projectCategories, projects, projectsInCategory } from "./projects";
import { provinces } from "./provinces";
import { services } from "./services";
import { socialLinks, socialNetworks, socialProfiles } from "./social";
import { formatStat, globalStats, headlineStats, projectImpactStats } from "./stats";
import { testimonials } from "./testimonials";

const publicDir = path.resolve(import.meta.dirname, "../../public");

/** Reads the width and height attributes of an SVG file under public/. */
function svgSize(src: string): { width: number; height: number } {
  const svg = fs.readFileSync(path.join(publicDir, src), "utf8");
  const width = /<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1];
  const height = /<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1];
  return { width: Number(width), height: Number(height) };
}

describe("services", () => {
  it("lists the eight services of the specification, each with six features", () => {
    expect(services.map((service) => service.title)).toEqual([
      "Professional Engineering",
      "Project Management",
      "Quality Management",
      "Business Consulting",
      "Green Consulting",
      "PHSR Services",
      "CRN Registration",
      "Recruiting & Staffing",
    ]);
    for (const service of services) {
      expect(service.features).toHaveLength(6);
      expect(new Set(service.features).size).toBe(6);
      expect(service.description.length).toBeGreaterThan(80);
    }
  });

  it("links every card to /contact except the CRN card, which links to /services/crn", () => {
    const crn = services.filter((service) => service.href === "/services/crn");
    expect(crn.map((service) => service.slug)).toEqual(["crn-registration"]);
    expect(services.filter((service) => service.href === "/contact")).toHaveLength(7);
  });

  it("maps each service to an option of the inquiry form", () => {
    const options = [
      "professional-engineering",
      "project-management",
      "quality-management",
      "business-consulting",
      "green-consulting",
      "phsr-services",
      "recruiting-staffing",
    ];
    expect(services.flatMap((service) => ("inquiryOption" in service ? [service.inquiryOption] : []))).toEqual(options);
  });

  it("has unique slugs and an existing image whose size matches the declared one", () => {
    expect(new Set(services.map((service) => service.slug)).size).toBe(services.length);
    for (const service of services) {
      expect(svgSize(service.image.src)).toEqual({ width: service.image.width, height: service.image.height });
      expect(service.image.alt.length).toBeGreaterThan(10);
    }
  });
});

describe("projects", () => {
  it("has the six projects with durations 6, 12, 18, 14, 10, 16 months in order", () => {
    expect(projects.map((project) => project.title)).toEqual([
      "Industrial Process Optimization",
      "Sustainable Office Complex",
      "Transportation Infrastructure",
      "Water Treatment Facility",
      "Smart Grid Implementation",
      "Pharmaceutical Expansion",
    ]);
    expect(projects.map((project) => project.duration)).toEqual([6, 12, 18, 14, 10, 16]);
  });

  it("claims the specified results: 30% efficiency and $2M savings, 40% energy reduction, 25% grid efficiency", () => {
    const results = projects.flatMap((project) => project.results).join(" | ");
    expect(results).toContain("30% efficiency");
    expect(results).toContain("$2M");
    expect(results).toContain("40% energy reduction");
    expect(results).toContain("25% grid efficiency");
  });

  it("gives every project one of the filter categories and unique test ids and images", () => {
    for (const project of projects) expect(projectCategories).toContain(project.category);
    expect(new Set(projects.map((project) => project.testId)).size).toBe(6);
    for (const project of projects) {
      expect(svgSize(project.image.src)).toEqual({ width: project.image.width, height: project.image.height });
    }
  });

  it("offers the filter categories of the specification, each with at least one project", () => {
    expect(projectCategories).toEqual(["Manufacturing", "LEED Gold", "Infrastructure", "Environmental", "Energy", "Pharmaceutical"]);
    for (const category of projectCategories) expect(projectsInCategory(category).length).toBeGreaterThan(0);
    expect(projectsInCategory(undefined)).toHaveLength(6);
  });

  it("turns categories into URL slugs and back", () => {
    expect(categorySlug("LEED Gold")).toBe("leed-gold");
    expect(categorySlug("Manufacturing")).toBe("manufacturing");
    expect(categoryFromSlug("leed-gold")).toBe("LEED Gold");
    expect(categoryFromSlug("LEED Gold")).toBeUndefined();
    expect(categoryFromSlug("space")).toBeUndefined();
    for (const category of projectCategories) expect(categoryFromSlug(categorySlug(category))).toBe(category);
  });
});

describe("CRN content", () => {
  it("lists the 13 provinces and territories by code, all Active", () => {
    expect(provinces.map((province) => province.code)).toEqual([
      "AB",
      "BC",
      "MB",
      "NB",
      "NL",
      "NT",
      "NS",
      "NU",
      "ON",
      "PE",
      "QC",
      "SK",
      "YT",
    ]);
    expect(provinces.every((province) => province.status === "Active")).toBe(true);
    expect(new Set(provinces.map((province) => province.name)).size).toBe(13);
  });

  it("has the five steps with the specified timeframes", () => {
    expect(crnSteps.map((step) => [step.step, step.title, step.timeframe])).toEqual([
      [1, "Design Development", "2-4 weeks"],
      [2, "Documentation Preparation", "1-2 weeks"],
      [3, "Provincial Submission", "1 week"],
      [4, "Review & Approval", "8-20 weeks"],
      [5, "CRN Issuance", "1-2 weeks"],
    ]);
  });

  it("names the four codes, four benefits and the quality and documentation lists", () => {
    expect(crnTechnicalRequirements.map((requirement) => requirement.code)).toEqual([
      "ASME VIII-1",
      "ASME VIII-2",
      "ASME B31.3",
      "ASME B31.1",
    ]);
    expect(crnBenefits).toHaveLength(4);
    expect(crnQualityControl.length).toBeGreaterThanOrEqual(4);
    expect(crnDocumentation.length).toBeGreaterThanOrEqual(4);
  });
});

describe("offices and company", () => {
  it("has the five offices of the specification, each with an address and a phone", () => {
    expect(offices.map((office) => `${office.name} (${office.locality}, ${office.region})`)).toEqual([
      "Canada Head Office (Vaughan, Ontario)",
      "Western Canada Regional Office (Calgary, Alberta)",
      "British Columbia Regional Office (Burnaby, British Columbia)",
      "USA Southeast Project Management Office (Atlanta, Georgia)",
      "India Head Office (Ahmedabad, Gujarat)",
    ]);
    for (const office of offices) {
      expect(office.streetAddress).not.toBe("");
      expect(office.postalCode).not.toBe("");
      expect(office.phoneHref).toBe(`tel:${office.phone.replace(/[^+\d]/g, "")}`);
    }
  });

  it("uses fictional 555-01xx numbers for the North American lines", () => {
    const northAmerican = [
      ...offices.filter((office) => office.countryCode !== "IN").map((office) => office.phone),
      company.phone,
      company.emergencyPhone,
    ];
    for (const phone of northAmerican) expect(phone).toMatch(/^\+1 \(\d{3}\) 555-01\d\d$/);
  });

  it("lists Canada, USA Southeast and India in the footer", () => {
    expect(footerOffices.map((office) => office.footerRegion)).toEqual(["Canada", "USA Southeast", "India"]);
  });

  it("prints an address as street and city lines", () => {
    expect(formatAddressLines(offices[0])).toEqual(["3100 Steeles Avenue West, Suite 400", "Vaughan, ON L4K 3R1, Canada"]);
  });

  it("keeps the head office phone and the company phone the same number", () => {
    expect(offices[0].phone).toBe(company.phone);
  });

  it("keeps the structured-data claims of the specification", () => {
    expect(company.rating).toEqual({ value: 4.9, count: 127 });
    expect(company.foundedYear).toBe(2010);
    expect(company.copyrightYear).toBe(2024);
    expect(company.slogan).toBe("Savings Beyond Imagination");
    expect(company.businessHours).toEqual([
      { label: "Monday - Friday", value: "8:00 AM - 6:00 PM" },
      { label: "Saturday", value: "Closed" },
      { label: "Sunday", value: "Closed" },
    ]);
  });
});

describe("statistics and page content", () => {
  it("quotes 500+, 50+, 15+ and 98%", () => {
    expect(headlineStats.map((stat) => [stat.label, formatStat(stat)])).toEqual([
      ["Projects Completed", "500+"],
      ["Expert Engineers", "50+"],
      ["Years Experience", "15+"],
      ["Client Satisfaction", "98%"],
    ]);
  });

  it("quotes 5 offices, 3 continents, 24/7 support and 15+ time zones, matching the office list", () => {
    expect(globalStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "5 Offices",
      "3 Continents",
      "24/7 Support",
      "15+ Time Zones",
    ]);
    expect(String(offices.length)).toBe(globalStats[0].value);
  });

  it("states the project impact figures", () => {
    expect(projectImpactStats.map((stat) => `${formatStat(stat)} ${stat.label}`)).toEqual([
      "500+ Projects Completed",
      "$50M+ Client Savings",
      "98% On-Time Delivery",
      "25+ Industry Awards",
    ]);
    expect(projectImpactStats[1].detail).toBe("through process optimization and efficiency");
  });

  it("has three testimonials with a name, title, company, initial and rating", () => {
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) {
      expect(testimonial.initial).toBe(testimonial.name[0]);
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
  });

  it("has the about page's cards and values", () => {
    expect(approach.map((card) => card.title)).toEqual(["Industry Intelligence", "Value-Driven Approach", "Quality Assurance"]);
    expect(values.map((card) => card.title)).toEqual(["Excellence", "Integrity", "Innovation", "Collaboration"]);
    expect(capabilities).toHaveLength(6);
    expect(processSteps).toHaveLength(4);
  });

  it("has the header's navigation in order", () => {
    expect(mainNavigation.map((item) => item.label)).toEqual(["Home", "Services", "About", "Projects", "Blog", "Contact"]);
  });
});

describe("footer services list", () => {
  it("names every service, in order, and links to where each is described", () => {
    expect(serviceNavigation).toEqual(
      services.map((service) => ({
        label: service.title,
        href: service.href === "/contact" ? `/services#${service.slug}` : service.href,
      })),
    );
  });
});

describe("social profiles", () => {
  it("every profile the firm has is an https address on its own network's site, never an in-page anchor", () => {
    for (const network of socialNetworks) {
      const href = socialProfiles[network.id];
      if (href === null) continue;
      const url = new URL(href);
      expect(url.protocol, network.name).toBe("https:");
      expect(network.hosts, network.name).toContain(url.hostname);
      expect(url.hash, network.name).toBe("");
      expect(url.pathname.length, network.name).toBeGreaterThan(1);
    }
    expect(socialProfiles.linkedin).toBe("https://www.linkedin.com/company/northbridge-engineering");
  });

  it("leaves out a network without a profile and keeps the networks' order", () => {
    const links = socialLinks({
      linkedin: "https://www.linkedin.com/company/a",
      x: null,
      facebook: null,
      youtube: "https://www.youtube.com/@a",
    });
    expect(links).toEqual([
      { id: "linkedin", name: "LinkedIn", href: "https://www.linkedin.com/company/a" },
      { id: "youtube", name: "YouTube", href: "https://www.youtube.com/@a" },
    ]);
    expect(socialLinks({ linkedin: null, x: null, facebook: null, youtube: null })).toEqual([]);
  });
});
