import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { socialLinks, socialProfiles } from "~/content/social";
import { siteChrome } from "./site-chrome";
import { SiteFooter } from "./site-footer";

function renderFooter(props: { social?: Parameters<typeof SiteFooter>[0]["social"] }): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <SiteFooter chrome={siteChrome("en")} {...props} />
    </MemoryRouter>,
  );
}

/** The href of every link inside the footer's "Social media" list. */
function socialHrefs(html: string): string[] {
  const list = /<ul[^>]*aria-label="Social media"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<a[^>]*href="([^"]*)"/g)].map((match) => match[1]);
}

describe("the footer's social links", () => {
  it("link to the firm's real profiles, one for each network that has one", () => {
    const html = renderFooter({});
    const expected = Object.values(socialProfiles).filter((href) => href !== null);
    expect(expected.length).toBeGreaterThan(0);
    expect(socialHrefs(html)).toEqual(expected);
    expect(html).not.toMatch(/href="#(linkedin|twitter|x|facebook|youtube)"/);
  });

  it("render nothing for a network without a profile, and no empty list when there are none", () => {
    const onlyLinkedIn = renderFooter({
      social: socialLinks({ linkedin: "https://www.linkedin.com/company/a", x: null, facebook: null, youtube: null }),
    });
    expect(socialHrefs(onlyLinkedIn)).toEqual(["https://www.linkedin.com/company/a"]);
    expect(onlyLinkedIn).toContain("Northbridge Engineering on LinkedIn");
    expect(onlyLinkedIn).not.toContain("on Facebook");

    const none = renderFooter({ social: [] });
    expect(none).not.toContain("Social media");
  });
});
