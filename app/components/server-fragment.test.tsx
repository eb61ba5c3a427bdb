import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createFragmentRenderer } from "~/utils/fragment-cache.server";
import { KeptServerMarkup } from "./kept-server-markup";
import { escapeHtml, fillSlots, fragmentSlot, FragmentRendererProvider, type FragmentRenderer } from "./server-fragment";
import { siteChrome } from "./site-chrome";
import { SiteFooter, siteFooterKey } from "./site-footer";
import { SiteHeaderMarkup, siteHeaderKey } from "./site-header";

// The header and footer are rendered once and given back on later pages (decision record 0025): what a
// visitor receives must be what rendering them anew would have written, byte for byte, whatever the page.

const hostile = `/fr/blogue/a"><script>alert('x')</script>&amp;<b>`;

function headerOf(locale: "en" | "fr", current: string[], switchTo: string, renderer?: FragmentRenderer) {
  const chrome = siteChrome(locale);
  const stored = { key: siteHeaderKey(chrome, current), slots: { switchTo } };
  const element = (
    <KeptServerMarkup name="site-header" stored={stored}>
      <SiteHeaderMarkup chrome={chrome} current={current} switchTo={renderer ? fragmentSlot("switchTo") : switchTo} />
    </KeptServerMarkup>
  );
  return renderToString(renderer ? <FragmentRendererProvider value={renderer}>{element}</FragmentRendererProvider> : element);
}

describe("parts of a page rendered once", () => {
  it("escape a slot's value exactly as React escapes an attribute", () => {
    const value = `a"b'c<d>e&f&amp;`;
    const byReact = /title="([^"]*)"/.exec(renderToString(<abbr title={value} />))?.[1];
    expect(escapeHtml(value)).toBe(byReact);
    expect(fillSlots(`<a href="${fragmentSlot("x")}">${fragmentSlot("x")}</a>`, { x: `"<>` })).toBe(
      `<a href="&quot;&lt;&gt;">&quot;&lt;&gt;</a>`,
    );
  });

  it("give the header a page would have had, for every section and language link, with one render per language and section", () => {
    const renderer = createFragmentRenderer({ store: true });
    const pages: ["en" | "fr", string[], string][] = [
      ["en", ["/services"], "/fr/services"],
      ["en", ["/services"], "/fr/services/nec"],
      ["en", ["/blog"], "/fr/blogue/un-article"],
      ["en", ["/blog"], hostile],
      ["en", [], "/fr"],
      ["fr", ["/fr/blogue"], "/blog/an-article"],
      ["fr", ["/fr/blogue"], "/blog/another?page=2&x=1"],
      ["fr", [], hostile],
    ];
    for (const [locale, current, switchTo] of pages) {
      const stored = headerOf(locale, current, switchTo, renderer.render);
      expect(stored).toBe(headerOf(locale, current, switchTo));
      expect(stored).not.toContain("fragment-slot");
      expect(stored).not.toContain("<script>alert");
      if (current[0]) expect(stored).toContain(`aria-current="page"`);
      else expect(stored).not.toContain(`aria-current`);
    }
    // en /services, en /blog, en (none), fr /fr/blogue, fr (none)
    expect(renderer.renders).toBe(5);
  });

  it("give the footer of each language, rendered once per language", () => {
    const renderer = createFragmentRenderer({ store: true });
    for (const locale of ["en", "fr", "en", "fr"] as const) {
      const chrome = siteChrome(locale);
      const element = (
        <KeptServerMarkup name="site-footer" stored={{ key: siteFooterKey(locale) }}>
          <SiteFooter chrome={chrome} />
        </KeptServerMarkup>
      );
      expect(renderToString(<FragmentRendererProvider value={renderer.render}>{element}</FragmentRendererProvider>)).toBe(
        renderToString(element),
      );
    }
    expect(renderer.renders).toBe(2);
  });

  it("render every time where nothing is to be kept (development)", () => {
    const renderer = createFragmentRenderer({ store: false });
    headerOf("en", ["/services"], "/fr/services", renderer.render);
    headerOf("en", ["/services"], "/fr/services", renderer.render);
    expect(renderer.renders).toBe(2);
  });
});
