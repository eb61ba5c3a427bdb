import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Meta, Outlet } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { siteChrome } from "~/components/site-chrome";
import { SiteHeader } from "~/components/site-header";
import { getDb } from "~/db/db.server";
import { blogCategories } from "~/db/schema";
import { localeOfPath } from "~/i18n/locale";
import { addCategory, addPost } from "../../../tests/integration/blog-fixtures";
import { useTestDatabase } from "../../../tests/setup/database";
import { BASE_URL, routeArgs } from "../../../tests/setup/route-args";
import * as listRoute from "./list";

// The blog list's filtered and paged views as a visitor and a crawler meet them in the other language:
// the hreflang links of the page's head and the href of the header's language switcher.

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's per-file database set-up, not a React hook
useTestDatabase();

const decode = (value: string) => value.replaceAll("&amp;", "&");

/** The head and the header of a blog list address, rendered from its loader's data as the server does. */
async function render(path: string) {
  const url = new URL(`${BASE_URL}${path}`);
  const data = await listRoute.loader(routeArgs(new Request(url)));
  const locale = localeOfPath(url.pathname);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => (
        <>
          <Meta />
          <SiteHeader chrome={siteChrome(locale)} />
          <Outlet />
        </>
      ),
      children: [{ id: "blog-list", path: url.pathname.slice(1), meta: (args) => listRoute.meta(args as never), Component: () => null }],
    },
  ]);
  const html = renderToStaticMarkup(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { siteUrl: BASE_URL }, "blog-list": data } }} />,
  );
  const links = [...html.matchAll(/<link [^>]*>/g)].map((match) => match[0]);
  const attribute = (tag: string, name: string) => {
    // HTML attribute names are case-insensitive (React writes `hrefLang`).
    const found = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
    return found === undefined ? undefined : decode(found);
  };
  const switcher = [...html.matchAll(/<a [^>]*data-language-switch=""[^>]*>/g)].map((match) => attribute(match[0], "href"));
  return {
    hreflang: links
      .filter((tag) => attribute(tag, "rel") === "alternate" && attribute(tag, "hreflang"))
      .map((tag) => `${attribute(tag, "hreflang")} ${attribute(tag, "href")?.slice(BASE_URL.length)}`),
    canonical: attribute(links.find((tag) => attribute(tag, "rel") === "canonical") ?? "", "href")?.slice(BASE_URL.length),
    robots: attribute(/<meta [^>]*name="robots"[^>]*>/.exec(html)?.[0] ?? "", "content"),
    // The header has the switcher twice (the bar and the phone menu); both must agree.
    switcher: new Set(switcher).size === 1 ? switcher[0] : switcher.join(" | "),
  };
}

const pair = (english: string, french: string) => [`en-CA ${english}`, `fr-CA ${french}`, `x-default ${english}`];

let piping: { id: string };
let seismic: { id: string };

beforeEach(async () => {
  // Piping has articles in both languages, more than a page of them; Seismic only in English.
  piping = await addCategory("Piping");
  await getDb().update(blogCategories).set({ nameFr: "Tuyauterie", slugFr: "tuyauterie" }).where(eq(blogCategories.id, piping.id));
  seismic = await addCategory("Seismic");
  for (let i = 1; i <= 7; i++) {
    await addPost({ title: `Piping ${i}`, categoryId: piping.id, ageDays: i });
    await addPost({ title: `Tuyauterie ${i}`, categoryId: piping.id, locale: "fr", ageDays: i });
  }
  await addPost({ title: "Seismic anchors", categoryId: seismic.id, ageDays: 9 });
});

describe("the blog list in the other language", () => {
  it("the index pairs /blog with /fr/blogue, as before", async () => {
    for (const [from, to] of [
      ["/blog", "/fr/blogue"],
      ["/fr/blogue", "/blog"],
    ]) {
      const page = await render(from);
      expect(page.hreflang, from).toEqual(pair("/blog", "/fr/blogue"));
      expect(page.switcher, from).toBe(to);
      expect(page.canonical, from).toBe(from);
    }
  });

  it("a category with articles in both languages pairs its two filtered lists, and the switcher keeps the filter", async () => {
    const english = `/blog?category=${piping.id}`;
    const french = `/fr/blogue?category=${piping.id}`;
    for (const [from, to] of [
      [english, french],
      [french, english],
    ]) {
      const page = await render(from);
      expect(page.hreflang, from).toEqual(pair(english, french));
      expect(page.switcher, from).toBe(to);
      expect(page.canonical, from).toBe(from);
      expect(page.robots, from).toBeUndefined();
    }
  });

  it("a category without articles in the other language claims no pair, and the switcher leads to the other blog", async () => {
    const english = await render(`/blog?category=${seismic.id}`);
    expect(english.hreflang).toEqual([]);
    expect(english.switcher).toBe("/fr/blogue");
    expect(english.robots).toBeUndefined();

    // The French view of it is empty (out of search engines, as before); its articles are in English.
    const french = await render(`/fr/blogue?category=${seismic.id}`);
    expect(french.hreflang).toEqual([]);
    expect(french.robots).toBe("noindex, follow");
    expect(french.switcher).toBe(`/blog?category=${seismic.id}`);
  });

  it("a later page is no translation of the other language's: no pair, and the switcher leads to page 1", async () => {
    for (const [from, to] of [
      ["/blog?page=2", "/fr/blogue"],
      ["/fr/blogue?page=2", "/blog"],
      [`/blog?category=${piping.id}&page=2`, `/fr/blogue?category=${piping.id}`],
      [`/fr/blogue?category=${piping.id}&page=2`, `/blog?category=${piping.id}`],
    ]) {
      const page = await render(from);
      expect(page.hreflang, from).toEqual([]);
      expect(page.switcher, from).toBe(to);
      expect(page.canonical, from).toBe(from);
      expect(page.robots, from).toBeUndefined();
    }
  });

  it("a search stays out of search engines and keeps its words in the other language, with a category that has articles there", async () => {
    for (const [from, to] of [
      ["/blog?search=anchors", "/fr/blogue?search=anchors"],
      [`/blog?search=piping&category=${piping.id}&page=2`, `/fr/blogue?search=piping&category=${piping.id}`],
      [`/blog?search=anchors&category=${seismic.id}`, "/fr/blogue?search=anchors"],
      [`/fr/blogue?search=tuyauterie&category=${piping.id}`, `/blog?search=tuyauterie&category=${piping.id}`],
    ]) {
      const page = await render(from);
      expect(page.hreflang, from).toEqual([]);
      expect(page.robots, from).toBe("noindex, follow");
      expect(page.switcher, from).toBe(to);
    }
  });
});
