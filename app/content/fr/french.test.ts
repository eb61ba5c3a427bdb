import { describe, expect, it } from "vitest";
import * as about from "../about";
import { company } from "../company";
import * as crn from "../crn";
import * as navigation from "../navigation";
import { offices } from "../offices";
import { processSteps } from "../process";
import { projectCategories, projects } from "../projects";
import { provinces } from "../provinces";
import { serviceCards } from "../service-cards";
import { services } from "../services";
import * as stats from "../stats";
import { testimonials } from "../testimonials";
import * as aboutFr from "./about";
import { companyFr } from "./company";
import * as crnFr from "./crn";
import * as navigationFr from "./navigation";
import { footerOfficesFr, formatAddressLinesFr, officesFr } from "./offices";
import { processStepsFr } from "./process";
import { projectCategoriesFr, projectsFr, projectsInCategoryFr } from "./projects";
import { provincesFr } from "./provinces";
import { serviceCardsFr } from "./service-cards";
import { findServiceFr, servicesFr } from "./services";
import * as statsFr from "./stats";
import type { Localized } from "./localized";
import { testimonialsFr } from "./testimonials";
import { blogCopy, blogCopyFr } from "~/components/blog/blog-copy";
import { siteChromeCopy, siteChromeCopyFr } from "~/components/site-chrome.copy";
import { aboutCopy, aboutCopyFr } from "~/routes/marketing/about.copy";
import { crnCopy, crnCopyFr } from "~/routes/marketing/crn.copy";
import { homeCopy, homeCopyFr } from "~/routes/marketing/home.copy";
import { contactCopy, contactCopyFr } from "~/routes/marketing/contact.copy";
import { projectsCopy, projectsCopyFr } from "~/routes/marketing/projects.copy";
import { inquiryCopy } from "~/utils/inquiry-copy";
import { sectionsCopy } from "~/components/sections/sections.copy";
import { officeCopy, officeCopyFr } from "~/routes/marketing/office.copy";
import { servicesCopy, servicesCopyFr } from "~/routes/marketing/services.copy";
import { careersCopy } from "~/routes/marketing/careers.copy";
import { jobPostingSeeds } from "../job-postings";
import { applicationMessages } from "~/utils/application-fields";

/** The French pages of DESIGN.md section 6 that content may link to. */
const frenchPages = [
  "/fr",
  "/fr/services",
  "/fr/services/nec",
  "/fr/a-propos",
  "/fr/projets",
  "/fr/carrieres",
  "/fr/contact",
  "/fr/blogue",
];

/**
 * English strings a French text may repeat as they are: proper names, codes, and words spelt the same in
 * both languages. Strings without letters (figures such as "500", "+", "24/7") may always repeat.
 */
const sameInBothLanguages = new Set([
  "Alberta",
  "Canada",
  "Gujarat",
  "Manitoba",
  "Nunavut",
  "Ontario",
  "Saskatchewan",
  "Yukon",
  "Province",
  "Continents",
  "Services",
  "Excellence",
  "Innovation",
  "Collaboration",
  "Lean",
  "Six Sigma",
  "ISO 9001",
  "LEED",
  "PMP",
  "ASME VIII",
  "Lean Six Sigma",
  "CSA B51",
  "ASME VIII-1",
  "ASME VIII-2",
  "ASME B31.3",
  "ASME B31.1",
  "500+",
  "ASME",
  "B31.3",
  "Menu",
  "Pagination",
  "articles",
]);

type Pair = {
  name: string;
  en: unknown;
  fr: unknown;
  /** Keys whose values are identities (slugs, codes, numbers to dial) and must not change. */
  identity?: readonly string[];
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every difference between an English export and its French counterpart that a reader would notice. */
function compareLocales(pair: Pair): string[] {
  const problems: string[] = [];
  const identity = new Set(pair.identity ?? []);

  const walk = (en: unknown, fr: unknown, at: string, key: string | undefined) => {
    if (key !== undefined && identity.has(key)) {
      if (JSON.stringify(en) !== JSON.stringify(fr)) problems.push(`${at}: must stay ${JSON.stringify(en)}`);
      return;
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(fr)) return problems.push(`${at}: missing list`);
      if (en.length !== fr.length) problems.push(`${at}: ${fr.length} items in French, ${en.length} in English`);
      en.forEach((item, index) => walk(item, fr[index], `${at}[${index}]`, undefined));
      return;
    }
    if (isRecord(en)) {
      if (!isRecord(fr)) return problems.push(`${at}: missing`);
      for (const field of Object.keys(en)) {
        if (!(field in fr)) problems.push(`${at}.${field}: missing in French`);
        else walk(en[field], fr[field], `${at}.${field}`, field);
      }
      for (const field of Object.keys(fr)) if (!(field in en)) problems.push(`${at}.${field}: not in English`);
      return;
    }
    if (typeof en === "string") {
      if (typeof fr !== "string") return problems.push(`${at}: missing text`);
      if (key === "href") problems.push(...checkHref(fr, at));
      else {
        if (fr === en && /\p{L}/u.test(en) && !sameInBothLanguages.has(en)) problems.push(`${at}: still English: "${en}"`);
        problems.push(...checkTypography(fr, at));
      }
      return;
    }
    if (typeof en === "function") {
      // An interface message with parameters: compare what each language says for the same values.
      if (typeof fr !== "function") return problems.push(`${at}: missing message`);
      // Words first; a message about figures (a count, a length) is asked with figures.
      const words = ["Exemple", 2, 3];
      const figures = [2, 3, 4];
      const said = (message: (...args: unknown[]) => unknown) => {
        const text = message(...words);
        return typeof text === "string" && text.includes("NaN") ? message(...figures) : text;
      };
      walk(said(en as (...args: unknown[]) => unknown), said(fr as (...args: unknown[]) => unknown), `${at}(…)`, key);
      return;
    }
    if (en !== fr) problems.push(`${at}: ${String(fr)} in French, ${String(en)} in English`);
  };

  walk(pair.en, pair.fr, pair.name, undefined);
  return problems;
}

function checkHref(href: string, at: string): string[] {
  if (/^(tel:|mailto:|#)/.test(href)) return [];
  const path = href.split("#")[0];
  return frenchPages.includes(path) ? [] : [`${at}: links to ${href}, not a French page`];
}

/** French typographic rules a reviewer would otherwise have to catch by eye. */
function checkTypography(text: string, at: string): string[] {
  const rules: [RegExp, string][] = [
    [/"/, "straight quote: use « guillemets »"],
    [/ [:;!?»%]/, "ordinary space before : ; ! ? » or %: use a no-break space"],
    [/[\p{L}\d)»][:;!?](\s|$)/u, "no space before : ; ! or ?: use a no-break space"],
    [/\b24\/7\b/, "24/7 is English notation: « en tout temps », « 24 heures sur 24, 7 jours sur 7 »"],
    [/\d\+/, "a + after a figure is English usage: « plus de 500 »"],
    [/\bjuridictions?\b/i, "« juridiction » is a court's: « province ou territoire », « territoire de compétence »"],
    [/« /, "ordinary space after «: use a no-break space"],
    [/\d \d{3}\b/, "ordinary space between thousands: use a no-break space"],
    [/\d (\$|M\$|h\b)/, "ordinary space between a number and its unit: use a no-break space"],
    [/\p{L}'\p{L}/u, "mix of apostrophes: this content uses ’"],
    [/\bauteurs?\b(?! ou autrices?)/i, "« auteur » alone names a man: an epicene word (« Rédigé par », « Profil ») or both forms in full"],
  ];
  return rules.filter(([pattern]) => pattern.test(text)).map(([, rule]) => `${at}: ${rule}: "${text}"`);
}

const pairs: Pair[] = [
  // The interface text of the pages (decision record 0009).
  { name: "siteChromeCopy", en: siteChromeCopy, fr: siteChromeCopyFr, identity: ["page", "logoLabel"] },
  { name: "homeCopy", en: homeCopy, fr: homeCopyFr, identity: ["offer", "metaTitle"] },
  { name: "servicesCopy", en: servicesCopy, fr: servicesCopyFr },
  { name: "officeCopy", en: officeCopy, fr: officeCopyFr },
  { name: "blogCopy", en: blogCopy, fr: blogCopyFr },
  { name: "crnCopy", en: crnCopy, fr: crnCopyFr },
  { name: "aboutCopy", en: aboutCopy, fr: aboutCopyFr },
  { name: "projectsCopy", en: projectsCopy, fr: projectsCopyFr },
  { name: "sectionsCopy", en: sectionsCopy.en, fr: sectionsCopy.fr },
  { name: "contactCopy", en: contactCopy, fr: contactCopyFr },
  { name: "careersCopy", en: careersCopy.en, fr: careersCopy.fr },
  { name: "applicationMessages", en: applicationMessages.en, fr: applicationMessages.fr },
  ...jobPostingSeeds.map((seed) => ({ name: `jobPosting ${seed.slug}`, en: seed.text.en, fr: seed.text.fr })),
  { name: "inquiryCopy", en: inquiryCopy.en, fr: inquiryCopy.fr },
  { name: "mission", en: about.mission, fr: aboutFr.missionFr },
  { name: "vision", en: about.vision, fr: aboutFr.visionFr },
  { name: "story", en: about.story, fr: aboutFr.storyFr },
  { name: "approach", en: about.approach, fr: aboutFr.approachFr },
  { name: "capabilities", en: about.capabilities, fr: aboutFr.capabilitiesFr },
  { name: "values", en: about.values, fr: aboutFr.valuesFr },
  {
    name: "company",
    en: company,
    fr: companyFr,
    identity: [
      "name",
      "legalName",
      "defaultAuthorName",
      "shortName",
      "email",
      "emergencyEmail",
      "phone",
      "phoneHref",
      "emergencyPhone",
      "emergencyPhoneHref",
      "openingHours",
      "defaultSocialImage",
      "logo",
    ],
  },
  { name: "crnIntro", en: crn.crnIntro, fr: crnFr.crnIntroFr },
  { name: "crnSteps", en: crn.crnSteps, fr: crnFr.crnStepsFr },
  { name: "crnBenefits", en: crn.crnBenefits, fr: crnFr.crnBenefitsFr },
  {
    name: "crnTechnicalRequirements",
    en: crn.crnTechnicalRequirements,
    fr: crnFr.crnTechnicalRequirementsFr,
    identity: ["code"],
  },
  {
    name: "crnQualityControl",
    en: crn.crnQualityControl,
    fr: crnFr.crnQualityControlFr,
  },
  {
    name: "crnDocumentation",
    en: crn.crnDocumentation,
    fr: crnFr.crnDocumentationFr,
  },
  {
    name: "mainNavigation",
    en: navigation.mainNavigation,
    fr: navigationFr.mainNavigationFr,
  },
  {
    name: "companyLinks",
    en: navigation.companyLinks,
    fr: navigationFr.companyLinksFr,
  },
  {
    name: "serviceNavigation",
    en: navigation.serviceNavigation,
    fr: navigationFr.serviceNavigationFr,
  },
  {
    name: "offices",
    en: offices,
    fr: officesFr,
    identity: ["id", "streetAddress", "locality", "regionCode", "postalCode", "countryCode", "phone", "phoneHref", "timeZone", "hours"],
  },
  { name: "processSteps", en: processSteps, fr: processStepsFr },
  { name: "projectCategories", en: projectCategories, fr: projectCategoriesFr },
  {
    name: "projects",
    en: projects,
    fr: projectsFr,
    identity: ["slug", "testId", "src"],
  },
  { name: "provinces", en: provinces, fr: provincesFr, identity: ["code"] },
  {
    name: "serviceCards",
    en: serviceCards,
    fr: serviceCardsFr,
    identity: ["slug", "icon"],
  },
  {
    name: "services",
    en: services,
    fr: servicesFr,
    identity: ["slug", "icon", "src", "inquiryOption"],
  },
  {
    name: "headlineStats",
    en: stats.headlineStats,
    fr: statsFr.headlineStatsFr,
  },
  { name: "globalStats", en: stats.globalStats, fr: statsFr.globalStatsFr },
  {
    name: "projectImpactStats",
    en: stats.projectImpactStats,
    fr: statsFr.projectImpactStatsFr,
  },
  {
    name: "testimonials",
    en: testimonials,
    fr: testimonialsFr,
    identity: ["name", "company", "initial"],
  },
];

describe("the French content check", () => {
  it("reports a missing item, a missing field, an extra field, a changed slug and a changed figure", () => {
    const en = [
      { slug: "a", title: "Project Management", value: 98 },
      { slug: "b", title: "Quality Management", value: 50 },
      { slug: "c", title: "Green Consulting", value: 15 },
    ];
    const fr = [
      { slug: "a", title: "Gestion de projet", value: 98 },
      { slug: "x", value: 49, note: "de trop" },
    ];
    expect(compareLocales({ name: "cards", en, fr, identity: ["slug"] })).toEqual([
      "cards: 2 items in French, 3 in English",
      'cards[1].slug: must stay "b"',
      "cards[1].title: missing in French",
      "cards[1].value: 49 in French, 50 in English",
      "cards[1].note: not in English",
      "cards[2]: missing",
    ]);
  });

  it("reports English text left in French, except names and figures, and links to English pages", () => {
    const en = [
      { slug: "a", title: "Project Management", href: "/services#a" },
      { slug: "b", title: "Quality Management", href: "/services/crn" },
    ];
    const fr = [
      { slug: "a", title: "Gestion de projet", href: "/fr/services#a" },
      { slug: "b", title: "Quality Management", href: "/services/crn" },
    ];
    expect(compareLocales({ name: "cards", en, fr, identity: ["slug"] })).toEqual([
      'cards[1].title: still English: "Quality Management"',
      "cards[1].href: links to /services/crn, not a French page",
    ]);
    expect(
      compareLocales({
        name: "links",
        en: [{ href: "/about" }],
        fr: [{ href: "/fr/about" }],
      }),
    ).toEqual(["links[0].href: links to /fr/about, not a French page"]);
    expect(
      compareLocales({
        name: "names",
        en: ["Ontario", "CSA B51", "Yukon"],
        fr: ["Ontario", "CSA B51", "Yukon"],
      }),
    ).toEqual([]);
  });

  it("reports straight quotes, ordinary spaces before high punctuation, units and thousands, and mixed apostrophes", () => {
    const fr = [
      'Un "devis" rapide',
      "Attention : danger",
      "Gain de 30 %",
      "Budget de 50 000\u00a0$",
      "Ouvert de 8 h à 18\u00a0h",
      "L'ingénieur d’expérience",
      "Une analyse « Et si\u00a0»",
      "À propos de l’auteur",
    ];
    const en = fr.map((_, index) => `English ${index}`);
    expect(compareLocales({ name: "t", en, fr }).map((problem) => problem.split(":")[0])).toEqual([
      "t[0]",
      "t[1]",
      "t[2]",
      "t[3]",
      "t[4]",
      "t[5]",
      "t[6]",
      "t[7]",
    ]);
    const correct = "Attention\u00a0: «\u00a0danger\u00a0» de 50\u00a0000\u00a0$ de 8\u00a0h à 18\u00a0h, à 98\u00a0% l’été";
    expect(compareLocales({ name: "t", en: ["English"], fr: [correct] })).toEqual([]);
  });
});

describe("French content", () => {
  it.each(pairs.map((pair) => [pair.name, pair] as const))("%s has every English item, translated, in French typography", (_, pair) => {
    expect(compareLocales(pair)).toEqual([]);
  });

  it("lists the footer's services as the Services page titles them, with French links", () => {
    expect(navigationFr.serviceNavigationFr.map((link) => link.label)).toEqual(servicesFr.map((service) => service.title));
    expect(navigationFr.serviceNavigationFr.map((link) => link.href)).toEqual(
      servicesFr.map((service) => (service.slug === "crn-registration" ? "/fr/services/nec" : `/fr/services#${service.slug}`)),
    );
  });

  it("gives each French project the French name of its English category", () => {
    projects.forEach((project, index) => {
      expect(projectsFr[index].category).toBe(projectCategoriesFr[projectCategories.indexOf(project.category)]);
    });
    expect(projectsInCategoryFr("Énergie").map((project) => project.slug)).toEqual(["smart-grid-implementation"]);
    expect(projectsInCategoryFr(undefined)).toHaveLength(projects.length);
  });

  it("finds a French service by its English slug and lists the footer offices in the English order", () => {
    expect(findServiceFr("crn-registration")?.title).toBe("Enregistrement NEC");
    expect(findServiceFr("nec")).toBeUndefined();
    expect(footerOfficesFr.map((office) => office.id)).toEqual(["vaughan", "georgia", "ahmedabad"]);
  });

  it("prints an address with the province in full in brackets, the street's official name, and « bureau » and « étage »", () => {
    expect(formatAddressLinesFr(officesFr[0])).toEqual(["3100 Steeles Avenue West, bureau 400", "Vaughan (Ontario) L4K 3R1, Canada"]);
    expect(formatAddressLinesFr(officesFr[4])[0]).toBe("Sindhu Bhavan Road, Bodakdev, 5e\u00a0étage");
    expect(formatAddressLinesFr(officesFr[3])).toEqual(["1100 Peachtree Street NE, bureau 800", "Atlanta (Géorgie) 30309, États-Unis"]);
  });

  it("writes province names as French does", () => {
    const names = new Map(provincesFr.map((province) => [province.code, province.name]));
    expect(names.get("BC")).toBe("Colombie-Britannique");
    expect(names.get("NL")).toBe("Terre-Neuve-et-Labrador");
    expect(names.get("NT")).toBe("Territoires du Nord-Ouest");
    expect(names.get("PE")).toBe("Île-du-Prince-Édouard");
    expect(names.get("QC")).toBe("Québec");
  });
});

/**
 * What the `Localized` type refuses, checked by `npm run typecheck`: each assignment below must stay a type
 * error, or its `@ts-expect-error` becomes an error itself.
 */
export function localizedTypeRefusals(): void {
  type Cards = readonly [{ slug: "a"; title: "Project Management"; value: 98; href: "/services" }];
  type Fr = Localized<Cards, "slug">;
  const complete: Fr = [{ slug: "a", title: "Gestion de projet", value: 98, href: "/fr/services" }];
  // @ts-expect-error an item is missing
  const missingItem: Fr = [];
  // @ts-expect-error a field is missing
  const missingField: Fr = [{ slug: "a", value: 98, href: "/fr/services" }];
  // @ts-expect-error the slug changed
  const changedSlug: Fr = [{ slug: "b", title: "Gestion de projet", value: 98, href: "/fr/services" }];
  // @ts-expect-error the figure changed
  const changedFigure: Fr = [{ slug: "a", title: "Gestion de projet", value: 97, href: "/fr/services" }];
  // @ts-expect-error the link leads to the English site
  const englishLink: Fr = [{ slug: "a", title: "Gestion de projet", value: 98, href: "/services" }];
  // @ts-expect-error a field English does not have
  const extraField: Fr = [{ slug: "a", title: "Gestion de projet", value: 98, href: "/fr/services", note: "" }];
  void [complete, missingItem, missingField, changedSlug, changedFigure, englishLink, extraField];
}
