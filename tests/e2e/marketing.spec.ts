import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { socialLinks } from "../../app/content/social";

const pages = [
  { path: "/", h1: "Savings Beyond Imagination" },
  { path: "/services", h1: "Engineering Services That Deliver Measurable Savings" },
  { path: "/services/crn", h1: "CRN Registration for Pressure Equipment, Across Canada" },
  { path: "/about", h1: "Engineers Who Measure Success in Your Savings" },
  { path: "/projects", h1: "Project Portfolio" },
  { path: "/contact", h1: "Let's Talk About Your Project" },
];

const CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

/** The header has hydrated once its menu toggle has turned into a button. */
async function waitForHydration(page: Page) {
  await expect(page.locator("header[data-enhanced='true']")).toBeAttached();
}

function linkTo(scope: Page | Locator, name: string | RegExp, href: string) {
  return scope.locator(`a[href="${href}"]`).filter({ hasText: name });
}

/** Scrolls to the bottom as a visitor does, a frame drawn at each step (cards draw their images as they near the screen). */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      y,
    );
  }
}

test.describe("every marketing page", () => {
  for (const { path, h1 } of pages) {
    test(`${path} has its heading, header, footer and caching`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The contact page carries a fill-time token made for this visitor: it is never shared.
      expect(response?.headers()["cache-control"]).toBe(path === "/contact" ? "private, no-store" : CACHE_CONTROL);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("main#main")).toBeVisible();

      const nav = page.getByRole("navigation", { name: "Main" });
      for (const label of ["Home", "Services", "About", "Projects", "Blog", "Contact"]) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("banner").getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/contact");

      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText("© 2024 Northbridge Engineering");
      await expect(footer.getByRole("heading", { name: "Global Offices" })).toBeVisible();
    });
  }

  test("the skip link is the first stop of the keyboard and jumps to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute("href", "#main");
  });

  test("the header marks the current page, also on a page below it", async ({ page }) => {
    await page.goto("/services/crn");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", /.*/);
    await page.goto("/");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Services" })).not.toHaveAttribute("aria-current", /.*/);
  });

  test("the footer lists services, company links, three offices, e-mails and social links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const services = footer.getByRole("navigation", { name: "Services" }).getByRole("link");
    await expect(services).toHaveCount(8);
    await expect(services.filter({ hasText: "CRN Registration" })).toHaveAttribute("href", "/services/crn");
    await expect(footer.getByRole("navigation", { name: "Company" }).getByRole("link", { name: "About Us" })).toHaveAttribute(
      "href",
      "/about",
    );
    for (const region of ["Canada", "USA Southeast", "India"]) {
      await expect(footer.getByRole("heading", { name: region, exact: true })).toBeVisible();
    }
    await expect(footer.locator("address")).toHaveCount(3);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(3);
    await expect(footer.locator('a[href="mailto:info@northbridge-engineering.example"]')).toBeVisible();
    await expect(footer.locator('a[href="mailto:emergency@northbridge-engineering.example"]')).toBeVisible();
    // Each link goes to the firm's profile on that network; a network without a profile has no link.
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    const profiles = socialLinks();
    await expect(social).toHaveCount(profiles.length);
    for (const [index, profile] of profiles.entries()) {
      await expect(social.nth(index)).toHaveAttribute("href", profile.href);
      await expect(social.nth(index)).toHaveAccessibleName(`Northbridge Engineering on ${profile.name}`);
    }
    await expect(social.first()).toHaveAttribute("href", "https://www.linkedin.com/company/northbridge-engineering");
    await expect(footer.locator('a[href^="#"]')).toHaveCount(0);
  });
});

test.describe("home page", () => {
  test("hero, services grid, process, portfolio teaser and testimonials", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main > section").first();
    await expect(linkTo(hero, "Explore Our Services", "/services")).toBeVisible();
    await expect(linkTo(hero, "View Our Projects", "/projects")).toBeVisible();

    const services = page.getByRole("region", { name: "Engineering services that pay for themselves" });
    await expect(services.getByRole("heading", { level: 3 })).toHaveCount(8);
    // Each card's link shows "Learn More" and is named after its service, so the eight are told apart.
    const learnMore = services.getByRole("link", { name: /^Learn More about / });
    await expect(learnMore).toHaveCount(8);
    const shown = await learnMore.evaluateAll((links) => links.map((link) => link.firstChild?.textContent));
    expect(shown).toEqual(Array(8).fill("Learn More"));
    await expect(learnMore.and(page.locator('[href="/contact"]'))).toHaveCount(7);
    const crnCard = services.getByRole("link", { name: "Learn More about CRN Registration", exact: true });
    await expect(crnCard).toHaveAttribute("href", "/services/crn");

    const process = page.getByRole("region", { name: "Process-Driven Excellence" });
    await expect(process.locator('a[href="/about"]')).toBeVisible();

    const portfolio = page.getByRole("region", { name: "Featured projects" });
    await expect(portfolio.locator("article")).toHaveCount(3);
    await expect(portfolio.locator('a[href="/projects"]')).toBeVisible();

    const testimonials = page.getByRole("region", { name: "What our clients say" }).locator("figure");
    await expect(testimonials).toHaveCount(3);
    await expect(testimonials.first().getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(testimonials.first()).toContainText("Sarah Mitchell");
    await expect(testimonials.first()).toContainText("Director of Operations");
    await expect(testimonials.first()).toContainText("S");
  });
});

test.describe("animated counters", () => {
  const counters = [
    ["counter-projects-completed", "500+"],
    ["counter-expert-engineers", "50+"],
    ["counter-years-experience", "15+"],
    ["counter-client-satisfaction", "98%"],
  ] as const;

  test("count from 0 to their targets over two seconds once they are visible", async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/");
    await waitForHydration(page);
    // From here the page's time moves only when the test moves it: an installed clock otherwise also
    // follows real time, and a busy machine would run the animation on between two steps of the test.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
    const projects = page.getByTestId("counter-projects-completed");

    // Below the fold: waiting changes nothing.
    await expect(projects).toHaveAttribute("data-counter", "idle");
    await expect(projects).toHaveText("0+");
    await page.clock.runFor(5000);
    await expect(projects).toHaveText("0+");

    await projects.scrollIntoViewIfNeeded();
    await expect(projects).toHaveAttribute("data-counter", "running");
    await page.clock.runFor(1000);
    const halfway = Number((await projects.textContent())?.replace("+", ""));
    expect(halfway).toBeGreaterThan(100);
    expect(halfway).toBeLessThan(500);

    await page.clock.runFor(1100);
    await expect(projects).toHaveText("500+");
    await expect(projects).toHaveAttribute("data-counter", "done");

    // Only once: scrolling away and back does not restart it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await projects.scrollIntoViewIfNeeded();
    await page.clock.runFor(500);
    await expect(projects).toHaveText("500+");
    await expect(projects).toHaveAttribute("data-counter", "done");
  });

  test("every counter reaches its final figure", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByTestId("counter-projects-completed").scrollIntoViewIfNeeded();
    for (const [id, figure] of counters) {
      await expect(page.getByTestId(id)).toHaveText(figure, { timeout: 5000 });
      await expect(page.getByTestId(id)).toHaveAttribute("data-counter", "done");
    }
  });

  test("people who prefer reduced motion see the final figures at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    for (const [id, figure] of counters) {
      await expect(page.getByTestId(id)).toHaveText(figure);
      await expect(page.getByTestId(id)).toHaveAttribute("data-counter", "static");
    }
  });
});

test.describe("services and CRN pages", () => {
  test("services: eight alternating sections with six points and an image each, and the closing links", async ({ page }) => {
    await page.goto("/services");
    const sections = page.locator("main section[id]").filter({ has: page.locator("h2") });
    await expect(sections).toHaveCount(8);
    for (let index = 0; index < 8; index++) {
      const section = sections.nth(index);
      await expect(section.locator("ul li")).toHaveCount(6);
      await expect(section.locator("img")).toHaveAttribute("width", "640");
      await expect(section.locator("p").first()).not.toBeEmpty();
    }
    await expect(linkTo(page, "Get Your Quote", "/contact").last()).toBeVisible();
    await expect(linkTo(page, "View Our Portfolio", "/projects")).toBeVisible();
  });

  test("CRN: steps with timeframes, 13 jurisdictions, codes, lists and links", async ({ page }) => {
    await page.goto("/services/crn");
    await expect(linkTo(page, "Get CRN Quote", "/contact")).toBeVisible();
    await expect(linkTo(page, "Free Consultation", "/contact")).toBeVisible();
    await expect(page.getByRole("heading", { name: "What is a CRN?" })).toBeVisible();

    const steps = page.getByRole("region", { name: "Five steps from design to registration" }).locator("ol > li");
    await expect(steps).toHaveCount(5);
    const expected = [
      ["Design Development", "2-4 weeks"],
      ["Documentation Preparation", "1-2 weeks"],
      ["Provincial Submission", "1 week"],
      ["Review & Approval", "8-20 weeks"],
      ["CRN Issuance", "1-2 weeks"],
    ];
    for (const [index, [title, timeframe]] of expected.entries()) {
      await expect(steps.nth(index)).toContainText(title);
      await expect(steps.nth(index)).toContainText(timeframe);
    }

    const codes = ["AB", "BC", "MB", "NB", "NL", "NT", "NS", "NU", "ON", "PE", "QC", "SK", "YT"];
    for (const code of codes) {
      await expect(page.getByTestId(`province-${code}`)).toContainText(code);
      await expect(page.getByTestId(`province-${code}`)).toContainText("Active");
    }
    await expect(page.locator("[data-testid^='province-']")).toHaveCount(13);

    await expect(page.getByRole("region", { name: "The benefits of a registration partner" }).locator("li")).toHaveCount(4);
    for (const code of ["ASME VIII-1", "ASME VIII-2", "ASME B31.3", "ASME B31.1"]) {
      await expect(page.getByText(code, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Quality control" }).locator("li")).toHaveCount(6);
    await expect(page.getByRole("region", { name: "Documentation we prepare" }).locator("li")).toHaveCount(6);
    await expect(linkTo(page, "Get Started Today", "/contact")).toBeVisible();
    await expect(linkTo(page, "Download CRN Guide", "/services/crn/guide")).toBeVisible();
  });
});

test.describe("about and contact pages", () => {
  test("about: mission, vision, figures, approach, offices, capabilities, values and links", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
    for (const figure of ["500+", "50+", "15+", "98%"]) {
      await expect(
        page
          .locator("main dd")
          .filter({ hasText: new RegExp(`^${figure.replace("+", "\\+")}$`) })
          .first(),
      ).toBeVisible();
    }
    for (const title of ["Industry Intelligence", "Value-Driven Approach", "Quality Assurance"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    const offices = page.getByRole("region", { name: "Five offices, three continents, one team" });
    await expect(offices.locator("article")).toHaveCount(5);
    await expect(offices.locator("article address")).toHaveCount(5);
    await expect(offices.locator('article a[href^="tel:"]')).toHaveCount(5);
    for (const place of ["Vaughan", "Calgary", "Burnaby", "Georgia", "Ahmedabad"]) await expect(offices).toContainText(place);
    for (const [value, label] of [
      ["5", "Offices"],
      ["3", "Continents"],
      ["24/7", "Support"],
      ["15+", "Time Zones"],
    ]) {
      await expect(offices.locator("dl > div").filter({ hasText: label })).toContainText(value);
    }
    await expect(page.getByRole("region", { name: "Multidisciplinary by design" }).locator("li")).toHaveCount(6);
    for (const value of ["Excellence", "Integrity", "Innovation", "Collaboration"]) {
      await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    await expect(linkTo(page, "Start Your Project", "/contact")).toBeVisible();
    await expect(linkTo(page, "View Our Services", "/services")).toBeVisible();
  });

  test("contact: methods, form, hours, emergency support and five offices", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Call Us" })).toBeVisible();
    await expect(page.locator('main a[href="tel:+19055550100"]').first()).toBeVisible();
    await expect(page.locator('main a[href="mailto:info@northbridge-engineering.example"]').first()).toBeVisible();
    const meeting = page.getByRole("link", { name: "Schedule Meeting" });
    await expect(meeting).toHaveAttribute("href", "/contact/meeting");

    await expect(page.getByRole("heading", { name: "Get Your Project Quote" })).toBeVisible();
    await expect(page.locator("#quote")).toContainText("24 hours");

    const hours = page.getByRole("region", { name: "Business Hours" });
    await expect(hours).toContainText("Monday - Friday");
    await expect(hours).toContainText("8:00 AM - 6:00 PM");
    await expect(hours.locator("dl > div").filter({ hasText: "Saturday" })).toContainText("Closed");
    await expect(hours.locator("dl > div").filter({ hasText: "Sunday" })).toContainText("Closed");

    const emergency = page.getByRole("region", { name: "24/7 Emergency Support" });
    await expect(emergency.getByRole("link", { name: /24\/7 Hotline/ })).toHaveAttribute("href", "tel:+19055550199");
    await expect(emergency.locator('a[href="mailto:emergency@northbridge-engineering.example"]')).toBeVisible();

    const offices = page.getByRole("region", { name: "Visit or call any of our five offices" }).locator("article");
    await expect(offices).toHaveCount(5);
    for (const [index, place] of [
      "Vaughan, Ontario",
      "Calgary, Alberta",
      "Burnaby, British Columbia",
      "Atlanta, Georgia",
      "Ahmedabad, Gujarat",
    ].entries()) {
      await expect(offices.nth(index)).toContainText(place);
      await expect(offices.nth(index).locator('a[href^="tel:"]')).toHaveCount(1);
    }
  });
});

test.describe("project portfolio", () => {
  // SPEC.md: `filter-{lowercased category}`, so "LEED Gold" keeps its space.
  const filters = ["all", "manufacturing", "leed gold", "infrastructure", "environmental", "energy", "pharmaceutical"];

  test("shows six projects with category, duration and image, the impact figures and the call to action", async ({ page }) => {
    await page.goto("/projects");
    for (const id of filters) await expect(page.getByTestId(`filter-${id}`)).toBeVisible();
    await expect(page.locator('[data-testid="filter-leed-gold"]')).toHaveCount(0);
    await expect(page.getByTestId("filter-all")).toHaveAttribute("aria-current", "true");

    const cards = page.getByTestId("project-grid").locator("article");
    await expect(cards).toHaveCount(6);
    const durations = await page.locator("[data-testid$='-duration']").allTextContents();
    expect(durations).toEqual(["6 months", "12 months", "18 months", "14 months", "10 months", "16 months"]);
    await expect(page.getByTestId("project-sustainable-office-complex")).toContainText("LEED Gold");
    await expect(page.getByTestId("project-sustainable-office-complex")).toContainText("40% energy reduction");

    await scrollThrough(page);
    await expect
      .poll(() =>
        cards
          .locator("img")
          .evaluateAll((images) => images.map((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0)),
      )
      .toEqual([true, true, true, true, true, true]);

    const impact = page.getByRole("region", { name: "Project Impact" });
    for (const text of [
      "500+",
      "Projects Completed",
      "$50M+",
      "Client Savings",
      "through process optimization and efficiency",
      "98%",
      "On-Time Delivery",
      "25+",
      "Industry Awards",
    ]) {
      await expect(impact).toContainText(text);
    }
    const cta = page.getByRole("region", { name: "Ready to Create Your Success Story?" });
    await expect(cta.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
  });

  test("filters narrow the grid and mark the active filter", async ({ page }) => {
    await page.goto("/projects");
    await waitForHydration(page);
    await page.getByTestId("filter-leed gold").click();
    await expect(page).toHaveURL(/\/projects\?category=leed-gold$/);
    const cards = page.getByTestId("project-grid").locator("article");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute("data-testid", "project-sustainable-office-complex");
    await expect(page.getByTestId("filter-leed gold")).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("filter-all")).not.toHaveAttribute("aria-current", /.*/);
    await expect(page.getByRole("status")).toHaveText("Showing 1 project in LEED Gold.");

    await page.getByTestId("filter-energy").click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute("data-testid", "project-smart-grid-implementation");

    await page.getByTestId("filter-all").click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(cards).toHaveCount(6);
  });

  test("an unknown category says so and shows every project", async ({ page }) => {
    await page.goto("/projects?category=space-elevators");
    await expect(page.getByRole("status")).toContainText("There is no “space-elevators” category");
    await expect(page.getByTestId("project-grid").locator("article")).toHaveCount(6);
    await expect(page.getByTestId("filter-all")).toHaveAttribute("aria-current", "true");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("opens, navigates and closes; Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Engineers Who Measure Success in Your Savings");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Home", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("is usable from the keyboard alone", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Services", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
  });

  test("no page scrolls sideways at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const { path } of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("404 page", () => {
  // The browser reports the page's own 404 status as a console error.
  test.use({ allowedConsoleErrors: [/the server responded with a status of 404/] });

  test("any unknown path answers 404 with the header, footer and the exact title", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 Page Not Found");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(linkTo(page, "Back to Home", "/")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Popular pages" }).getByRole("link")).toHaveCount(4);
    await expectAccessible(page);
  });

  test("the 404 page fits a 320 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const response = await page.goto("/services/not-a-service");
    expect(response?.status()).toBe(404);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("server-rendered head", () => {
  for (const { path } of pages) {
    test(`${path} has title, description, canonical, Open Graph, Twitter and JSON-LD in its HTML`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title?.length).toBeGreaterThan(10);
      const meta = (attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
      expect(meta("name", "description")?.length).toBeGreaterThan(80);
      expect(meta("name", "keywords")).toContain(",");
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${baseURL}${path}`);
      expect(meta("property", "og:url")).toBe(`${baseURL}${path}`);
      expect(meta("property", "og:title")).toBeTruthy();
      expect(meta("property", "og:description")).toBeTruthy();
      expect(meta("property", "og:image")).toBe(`${baseURL}/images/og-default.png`);
      expect(meta("name", "twitter:image")).toBe(`${baseURL}/images/og-default.png`);
      expect(meta("name", "twitter:card")).toBe("summary_large_image");
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
      expect(scripts.length).toBeGreaterThan(0);
      for (const data of scripts) expect(data["@context"]).toBe("https://schema.org");
    });
  }

  test("the home page carries the organization, the rated professional service and the site search", async ({ request, baseURL }) => {
    const html = await (await request.get("/")).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
    const byType = (type: string) => data.find((entry) => entry["@type"] === type);
    expect(byType("Organization")).toMatchObject({ name: "Northbridge Engineering", foundingDate: "2010" });
    expect(byType("ProfessionalService")).toMatchObject({
      aggregateRating: { ratingValue: 4.9, reviewCount: 127 },
      openingHoursSpecification: [
        { opens: "08:00", closes: "18:00" },
        { dayOfWeek: ["Saturday"], opens: "09:00", closes: "14:00" },
      ],
    });
    expect(byType("WebSite").potentialAction.target.urlTemplate).toBe(`${baseURL}/blog?search={search_term_string}`);
  });

  test("the projects page mentions 500+ projects and the regions in its title and description", async ({ request }) => {
    const html = await (await request.get("/projects?category=energy")).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    for (const text of [title, description]) {
      expect(text).toContain("500+");
      for (const region of ["Ontario", "Alberta", "BC", "Quebec"]) expect(text).toContain(region);
      expect(text.toLowerCase()).toContain("southern usa");
    }
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/projects"\/>/);
  });

  test("the site's images and icons are served, and the page's icon travels inside it", async ({ request }) => {
    for (const path of ["/images/logo.svg", "/images/og-default.png", "/apple-touch-icon.png", "/favicon.svg", "/images/hero-plant.svg"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const html = await (await request.get("/about")).text();
    expect(html).toMatch(/<link [^>]*rel="icon" href="data:image\/svg\+xml,[^"]+" type="image\/svg\+xml"\/>/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1 } of pages) {
    test(`${path} reads completely`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("contentinfo")).toContainText("© 2024");
      const text = await page.locator("main").innerText();
      expect(text.length).toBeGreaterThan(800);
    });
  }

  test("the counters show their final figures", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("counter-projects-completed")).toHaveText("500+");
    await expect(page.getByTestId("counter-client-satisfaction")).toHaveText("98%");
  });

  test("the project filters work as plain links", async ({ page }) => {
    await page.goto("/projects");
    await page.getByTestId("filter-pharmaceutical").click();
    await expect(page).toHaveURL(/category=pharmaceutical/);
    await expect(page.getByTestId("project-grid").locator("article")).toHaveCount(1);
    await expect(page.getByTestId("project-pharmaceutical-expansion")).toBeVisible();
    await expect(page.getByTestId("filter-pharmaceutical")).toHaveAttribute("aria-current", "true");
  });

  test("the mobile menu opens as a link to its panel", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Menu", exact: true }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Talk About Your Project");
  });
});

test.describe("accessibility", () => {
  for (const width of [1440, 375]) {
    for (const { path } of pages) {
      test(`${path} at ${width}px has no serious or critical axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await waitForHydration(page);
        await expectAccessible(page);
      });
    }
  }

  test("the open mobile menu has no serious or critical axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/projects");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectAccessible(page);
  });
});
