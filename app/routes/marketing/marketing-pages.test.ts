import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { cacheControl } from "~/utils/cache-headers";
import * as about from "./about";
import * as contact from "./contact";
import * as contactFr from "./contact-fr";
import * as crn from "./crn";
import * as crnGuide from "./crn-guide";
import * as home from "./home";
import * as jobPosting from "./job-posting";
import * as meeting from "./meeting";
import * as projects from "./projects";
import * as services from "./services";

const site = "https://www.example.com";

// The arguments React Router passes to meta/headers functions, reduced to what these pages read.
const metaArgs = () => ({ matches: [{ id: "root", data: { siteUrl: site } }], location: { pathname: "/" } }) as never;
const headersArgs = (loaderCacheControl?: string) =>
  ({
    loaderHeaders: new Headers(loaderCacheControl ? { "Cache-Control": loaderCacheControl } : {}),
    parentHeaders: new Headers(),
    actionHeaders: new Headers(),
    errorHeaders: undefined,
  }) as never;

const pages = [
  { path: "/", module: home, jsonLd: ["Organization", "ProfessionalService", "WebSite"] },
  { path: "/services", module: services, jsonLd: ["Service", "BreadcrumbList"] },
  { path: "/services/crn", module: crn, jsonLd: ["Service", "ProfessionalService", "BreadcrumbList"] },
  { path: "/about", module: about, jsonLd: ["Organization", "BreadcrumbList"] },
  { path: "/projects", module: projects, jsonLd: ["Organization", "BreadcrumbList"] },
  { path: "/contact", module: contact, jsonLd: ["ProfessionalService", "BreadcrumbList"] },
];

function find(descriptors: MetaDescriptor[], key: string, value: string): MetaDescriptor | undefined {
  return descriptors.find((descriptor) => key in descriptor && Object.entries(descriptor).some(([k, v]) => k === key && v === value));
}

function content(descriptors: MetaDescriptor[], key: "name" | "property", value: string): unknown {
  const descriptor = find(descriptors, key, value);
  return descriptor && "content" in descriptor ? descriptor.content : undefined;
}

describe.each(pages)("meta and headers of $path", ({ path, module, jsonLd }) => {
  const descriptors = module.meta(metaArgs());

  it("has its own title, description, keywords and canonical link", () => {
    const title = descriptors.find((descriptor) => "title" in descriptor);
    expect(title && "title" in title ? String(title.title) : "").toMatch(/\S{3,}/);
    expect(String(content(descriptors, "name", "description")).length).toBeGreaterThan(80);
    expect(String(content(descriptors, "name", "keywords"))).toMatch(/,/);
    expect(find(descriptors, "rel", "canonical")).toMatchObject({ tagName: "link", href: `${site}${path}` });
  });

  it("has Open Graph and Twitter tags with an absolute image", () => {
    expect(content(descriptors, "property", "og:url")).toBe(`${site}${path}`);
    expect(String(content(descriptors, "property", "og:image"))).toMatch(new RegExp(`^${site}/images/`));
    expect(content(descriptors, "property", "og:title")).toBeTruthy();
    expect(content(descriptors, "name", "twitter:card")).toBe("summary_large_image");
  });

  it("carries its JSON-LD", () => {
    const types = descriptors.flatMap((descriptor) => {
      if (!("script:ld+json" in descriptor)) return [];
      const data: unknown = descriptor["script:ld+json"];
      return data && typeof data === "object" && "@type" in data ? [String(data["@type"])] : [];
    });
    expect([...new Set(types)]).toEqual(jsonLd);
  });

  it("is cacheable by browsers and CDNs, except the contact page whose form token is per visitor", () => {
    const expected = cacheControl(path === "/contact" ? "private" : "page");
    expect(new Headers(module.headers(headersArgs())).get("Cache-Control")).toBe(expected);
    // The page cache keys a page by the parameters its route reads: the portfolio reads its filter.
    expect(module.handle).toMatchObject({ queryParams: path === "/projects" ? ["category"] : [] });
  });
});

describe("pages with a visitor's form", () => {
  it.each([
    ["/contact", contact.headers],
    ["/fr/contact", contactFr.headers],
    ["/services/crn/guide", crnGuide.headers],
    ["/contact/meeting", meeting.headers],
    ["/careers/{slug}", jobPosting.headers],
  ])("%s tells a visitor refused by the hourly limit when to try again, and is never stored", (_, headers) => {
    const refused = {
      loaderHeaders: new Headers({ "Cache-Control": cacheControl("page") }),
      parentHeaders: new Headers(),
      actionHeaders: new Headers({ "Cache-Control": "no-store", "Retry-After": "1800" }),
      errorHeaders: undefined,
    } as never;
    const answer = new Headers(headers(refused));
    expect(answer.get("Retry-After")).toBe("1800");
    expect(answer.get("Cache-Control")).toBe("no-store");
    expect(new Headers(headers(headersArgs())).get("Retry-After")).toBeNull();
  });
});

describe("page specifics", () => {
  it("the services page carries a Service entry for each of the eight services", () => {
    const entries = services.meta(metaArgs()).filter((descriptor) => {
      const data: unknown = "script:ld+json" in descriptor ? descriptor["script:ld+json"] : undefined;
      return data && typeof data === "object" && "@type" in data && data["@type"] === "Service";
    });
    expect(entries).toHaveLength(8);
  });

  it("the projects page's title and description mention 500+ projects and the regions", () => {
    const descriptors = projects.meta(metaArgs());
    const title = descriptors.find((descriptor) => "title" in descriptor);
    const text = `${title && "title" in title ? title.title : ""} ${String(content(descriptors, "name", "description"))}`;
    for (const needle of ["500+", "Ontario", "Alberta", "BC", "Quebec", "southern USA"]) {
      expect(text.toLowerCase()).toContain(needle.toLowerCase());
    }
  });

  it("the home page title carries the slogan", () => {
    const title = home.meta(metaArgs()).find((descriptor) => "title" in descriptor);
    expect(title && "title" in title ? title.title : "").toContain("Savings Beyond Imagination");
  });

  it("the contact page keeps a stricter cache policy when its form asks for one", () => {
    expect(new Headers(contact.headers(headersArgs("private, no-store"))).get("Cache-Control")).toBe("private, no-store");
  });
});
