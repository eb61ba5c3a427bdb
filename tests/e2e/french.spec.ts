import type { Page } from "@playwright/test";
import { siteChromeCopy, siteChromeCopyFr } from "../../app/components/site-chrome.copy";
import { servicesFr } from "../../app/content/fr/services";
import { expect, expectAccessible, test } from "./fixtures";

/** The French site's frame (header, footer, switcher, 404), its home and services pages, and the offer of French on the English home page. */

async function head(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute("content"),
    ogAlternate: document.querySelector('meta[property="og:locale:alternate"]')?.getAttribute("content"),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        new URL(link.getAttribute("href") ?? "").pathname,
      ]),
    ),
    canonical: new URL(document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "").pathname,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>,
    ),
  }));
}

test("the French home page speaks French from header to footer, with its alternates and structured data", async ({ page }) => {
  await page.goto("/fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Des économies au-delà de vos attentes");
  const facts = await head(page);
  expect(facts).toMatchObject({
    lang: "fr-CA",
    ogLocale: "fr_CA",
    ogAlternate: "en_CA",
    canonical: "/fr",
    alternates: { "en-CA": "/", "fr-CA": "/fr", "x-default": "/" },
  });
  expect(facts.jsonLd.find((block) => block["@type"] === "WebSite")).toMatchObject({ inLanguage: "fr-CA" });
  expect(facts.jsonLd.find((block) => block["@type"] === "ProfessionalService")).toMatchObject({
    slogan: "Des économies au-delà de vos attentes",
    inLanguage: "fr-CA",
  });

  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(nav.getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Nous joindre" })).toHaveAttribute("href", "/fr/contact");
  await expect(page.getByRole("link", { name: "Soumission", exact: true })).toHaveAttribute("href", "/fr/contact");
  await expect(page.getByRole("link", { name: "Passer au contenu principal" })).toHaveAttribute("href", "#main");
  await expect(page.getByRole("heading", { name: "Projets en vedette" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ce que disent nos clients" })).toBeVisible();
  await expect(page.getByText("Note de 4,9 sur 5 attribuée par 127\u00a0clients.")).toBeVisible();
  const satisfaction = page.getByTestId("counter-client-satisfaction");
  await satisfaction.scrollIntoViewIfNeeded();
  await expect(satisfaction).toHaveText("98\u00a0%");

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("navigation", { name: "Services" }).getByRole("link")).toHaveCount(8);
  await expect(footer.getByRole("link", { name: "Enregistrement NEC" }).first()).toHaveAttribute("href", "/fr/services/nec");
  await expect(footer.getByRole("heading", { name: "Nos bureaux" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Canada", exact: true })).toHaveAttribute("href", "/fr/bureaux/vaughan");
  await expect(footer).toContainText("Tous droits réservés.");

  // Every link of the page stays on the French site (or leaves it on purpose: the switcher, a phone, an e-mail).
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const english = hrefs.filter((href) => href.startsWith("/") && !href.startsWith("/fr") && href !== "/");
  expect(english).toEqual([]);
  await expectAccessible(page);
});

test("the language switcher leads to the same page in the other language and says so in that language", async ({ page }) => {
  for (const [from, to] of [
    ["/services", "/fr/services"],
    ["/fr/services", "/services"],
    ["/about", "/fr/a-propos"],
    ["/offices/calgary", "/fr/bureaux/calgary"],
    ["/fr/projets/smart-grid-implementation", "/projects/smart-grid-implementation"],
  ] as const) {
    await page.goto(from);
    const switcher = page.getByRole("banner").locator("[data-language-switch]").first();
    await expect(switcher).toHaveAttribute("href", to);
    await expect(switcher).toHaveAttribute("lang", to.startsWith("/fr") ? "fr-CA" : "en-CA");
    await expect(switcher).toHaveAttribute("hreflang", to.startsWith("/fr") ? "fr-CA" : "en-CA");
    await expect(switcher).toHaveText(to.startsWith("/fr") ? "Français" : "English");
  }
  await page.goto("/services");
  await page.getByRole("link", { name: "Français" }).first().click();
  await expect(page).toHaveURL(/\/fr\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Des services d’ingénierie aux économies mesurables");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the French menu opens, names itself in French and offers English", async ({ page }) => {
    await page.goto("/fr/services");
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await toggle.click();
    await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Navigation mobile" });
    await expect(menu.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("href", "/services");
    await expectAccessible(page);
  });
});

test("the French services page lists the eight services in French with their structured data", async ({ page }) => {
  await page.goto("/fr/services");
  for (const service of servicesFr) {
    await expect(page.getByRole("heading", { level: 2, name: service.title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Obtenir une soumission" }).first()).toHaveAttribute("href", "/fr/contact");
  const facts = await head(page);
  expect(facts.alternates).toEqual({ "en-CA": "/services", "fr-CA": "/fr/services", "x-default": "/services" });
  const services = facts.jsonLd.filter((block) => block["@type"] === "Service");
  expect(services).toHaveLength(8);
  expect(services[0]).toMatchObject({ name: "Génie-conseil", inLanguage: "fr-CA" });
  expect(String(services[0].url)).toMatch(/\/fr\/services#professional-engineering$/);
  const crumbs = facts.jsonLd.find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
  expect(crumbs.itemListElement.map((item) => item.name)).toEqual(["Accueil", "Services"]);
  await expectAccessible(page);
});

test.describe("French 404", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown French address answers 404 in French, with French ways out", async ({ page }) => {
    const response = await page.goto("/fr/pas-de-page-ici");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page introuvable (erreur 404)");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/fr");
    const popular = page.getByRole("navigation", { name: "Pages populaires" }).getByRole("link");
    await expect(popular).toHaveCount(4);
    await expect(popular.first()).toHaveAttribute("href", "/fr/services");
    await expectAccessible(page);
  });
});

test.describe("the offer of the French site", () => {
  test.describe("to a browser that asks for French first", () => {
    test.use({ locale: "fr-CA" });

    test("appears on the English home page, leads to /fr, and stays away once declined", async ({ page }) => {
      const response = await page.goto("/");
      // Nothing is forced: the English page answers 200, the same page everyone gets.
      expect(response?.status()).toBe(200);
      const offer = page.locator("[data-french-offer]");
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute("lang", "fr-CA");
      await expect(offer.getByRole("link", { name: "Consulter le site en français" })).toHaveAttribute("href", "/fr");
      await expectAccessible(page);
      await offer.getByRole("button", { name: "Non merci, rester sur le site anglais" }).click();
      await expect(offer).toBeHidden();
      await expect(page.locator("#main")).toBeFocused();
      await page.reload();
      await expect(page.locator("[data-french-offer]")).toBeHidden();
    });
  });

  test.describe("to a browser that asks for English", () => {
    test.use({ locale: "en-CA" });

    test("does not appear", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("[data-french-offer]")).toBeHidden();
    });
  });

  test("the server never redirects on Accept-Language", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Language": "fr-CA,fr;q=0.9" }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('lang="en-CA"');
  });
});

test.describe("the French CRN (NEC), about, projects and careers pages", () => {
  for (const [path, english, h1] of [
    ["/fr/services/nec", "/services/crn", "L’enregistrement NEC de vos équipements sous pression, partout au Canada"],
    ["/fr/a-propos", "/about", "Des ingénieurs qui mesurent leur réussite à vos économies"],
    ["/fr/projets", "/projects", "Nos projets"],
    ["/fr/carrieres", "/careers", "Concevez ce qui fait tourner l’industrie"],
  ] as const) {
    test(`${path} is in French, paired with ${english}, and accessible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const facts = await head(page);
      expect(facts).toMatchObject({
        lang: "fr-CA",
        ogLocale: "fr_CA",
        alternates: { "en-CA": english, "fr-CA": path, "x-default": english },
      });
      const crumbs = facts.jsonLd.find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
      expect(crumbs.itemListElement[0].name).toBe("Accueil");
      await expect(page.getByRole("navigation", { name: "Fil d’Ariane" }).getByRole("link", { name: "Accueil" })).toHaveAttribute(
        "href",
        "/fr",
      );
      const hrefs = await page
        .getByRole("main")
        .locator("a[href^='/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.filter((href) => !href.startsWith("/fr"))).toEqual([]);
      await expectAccessible(page);
    });
  }

  test("the NEC page lists the 13 jurisdictions in French and leads to the French guide", async ({ page }) => {
    await page.goto("/fr/services/nec");
    await expect(page.getByRole("heading", { name: "Enregistrement dans les 13\u00a0provinces et territoires" })).toBeVisible();
    await expect(page.getByTestId("province-QC")).toContainText("Québec");
    await expect(page.getByRole("link", { name: "Télécharger le guide NEC" })).toHaveAttribute("href", "/fr/services/nec/guide");
  });

  test("the French portfolio filters in French and each project leads to its French case study", async ({ page }) => {
    await page.goto("/fr/projets");
    await page.getByTestId("filter-leed or").click();
    await expect(page).toHaveURL(/\/fr\/projets\?category=leed-gold$/);
    await expect(page.getByRole("status")).toHaveText("1\u00a0projet affiché, catégorie LEED Or.");
    const card = page.getByTestId("project-grid").getByRole("article");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Durée\u00a0:");
    await card.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/fr\/projets\/sustainable-office-complex$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  });
});

/** Every English string of the header, footer and error pages that a French page must not show. */
function englishChromeStrings(): string[] {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (typeof value === "function") strings.push(String((value as (...args: unknown[]) => unknown)("Northbridge Engineering", 2010)));
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(siteChromeCopy);
  const french = new Set<string>();
  const walkFr = (value: unknown) => {
    if (typeof value === "string") french.add(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walkFr);
  };
  walkFr(siteChromeCopyFr);
  // Words spelt the same in both languages ("Services", "Menu") are not English left behind.
  return strings.filter((text) => /\p{L}{3}/u.test(text) && !french.has(text) && !["fr-CA", "en-CA", "English"].includes(text));
}

const frenchRoutes = [
  ["/fr", "/"],
  ["/fr/services", "/services"],
  ["/fr/services/nec", "/services/crn"],
  ["/fr/services/nec/guide", "/services/crn/guide"],
  ["/fr/a-propos", "/about"],
  ["/fr/projets", "/projects"],
  ["/fr/projets/water-treatment-facility", "/projects/water-treatment-facility"],
  ["/fr/bureaux/calgary", "/offices/calgary"],
  ["/fr/contact", "/contact"],
  ["/fr/contact/rencontre", "/contact/meeting"],
  ["/fr/carrieres", "/careers"],
  ["/fr/carrieres/mechanical-eit-calgary", "/careers/mechanical-eit-calgary"],
  ["/fr/blogue", "/blog"],
  ["/fr/blogue/nec-numero-enregistrement-canadien-explique", "/blog/what-is-a-crn-canadian-registration-numbers-explained"],
  ["/fr/blogue/auteur/arjun-mehta", "/blog/author/arjun-mehta"],
] as const;

test("every French page: fr-CA, paired alternates, no English in the header and footer, and a switcher that round-trips", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const english = englishChromeStrings();
  expect(english.length).toBeGreaterThan(20);
  for (const [french, twin] of frenchRoutes) {
    await page.goto(french);
    const facts = await head(page);
    expect(facts.lang, french).toBe("fr-CA");
    expect(facts.alternates, french).toEqual({ "en-CA": twin, "fr-CA": french, "x-default": twin });
    // Search results show the trail of structured data: it starts at the French home page.
    for (const block of facts.jsonLd.filter((block) => block["@type"] === "BreadcrumbList")) {
      const [home] = (block as { itemListElement: { name: string; item: string }[] }).itemListElement;
      expect({ name: home.name, path: new URL(home.item).pathname }, french).toEqual({ name: "Accueil", path: "/fr" });
    }
    const chrome = `${await page.getByRole("banner").innerText()}\n${await page.getByRole("contentinfo").innerText()}`;
    const leftovers = english.filter((text) => chrome.includes(text));
    expect(leftovers, french).toEqual([]);
    // French to English and back, through the header's switcher.
    const switcher = page.getByRole("banner").locator("[data-language-switch]").first();
    await expect(switcher, french).toHaveAttribute("href", twin);
    await page.goto(twin);
    await expect(page.getByRole("banner").locator("[data-language-switch]").first(), twin).toHaveAttribute("href", french);
  }
});

/**
 * The visible text of a page, one entry per text block, as a reader sees it (hidden elements and
 * structured data left out).
 */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, [hidden], [aria-hidden='true'], [lang^='en']")) continue;
      if (!parent.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) continue;
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text) texts.push(text);
    }
    return texts;
  });
}

/** Text that reads the same in both languages: names, numbers, addresses, and words French shares with English. */
function isLanguageNeutral(text: string): boolean {
  const words = text.match(/[A-Za-zÀ-ÿ]{3,}/g) ?? [];
  if (words.length < 2) return true;
  return (
    /^(Northbridge|Engineering|Group|LEED|CRN|ASME|CSA|TSSA|ABSA|PEO|P\.Eng|Lean|Six Sigma|Inc|Ltd)/.test(text) || /@|\+1|\d{3}/.test(text)
  );
}

test.describe("no English left on a French page", () => {
  const pages = [
    "/",
    "/services",
    "/services/crn",
    "/services/crn/guide",
    "/about",
    "/projects",
    "/projects/smart-grid-implementation",
    "/offices/calgary",
    "/contact",
    "/contact/meeting",
    "/careers",
    "/careers/structural-engineer-peng-vaughan",
    "/blog",
  ] as const;
  for (const page of pages) {
    test(`the French twin of ${page} shows none of the English page's sentences`, async ({ page: browser }) => {
      await browser.goto(page);
      const english = new Set((await visibleTexts(browser)).filter((text) => !isLanguageNeutral(text)));
      const switcher = browser.getByRole("banner").locator("[data-language-switch]").first();
      const french = await switcher.getAttribute("href");
      expect(french).toMatch(/^\/fr/);
      await browser.goto(french!);
      const left = (await visibleTexts(browser)).filter((text) => english.has(text));
      expect(left, `English sentences on ${french}`).toEqual([]);
    });
  }
});
