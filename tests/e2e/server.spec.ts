import { expect, test } from "./fixtures";

test("GET /healthz answers ok when the database answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("uncached pages carry the security headers with a fresh CSP nonce per request", async ({ request }) => {
  // The sign-in page is never cached, so every answer is rendered with its own nonce.
  const first = await request.get("/admin/login");
  const second = await request.get("/admin/login");
  const csp = first.headers()["content-security-policy"];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  // Images hosted elsewhere, which staff may place in articles, are allowed; nothing else from elsewhere.
  expect(csp).toContain("img-src 'self' data: blob: https:;");
  expect(csp).toContain("connect-src 'self';");
  expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain("unsafe-inline");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
  expect(await first.text()).toContain(`nonce="${nonce}"`);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["x-powered-by"]).toBeUndefined();
});

test("a cached public page allows exactly its own inline scripts by hash", async ({ request, page }) => {
  await request.get("/about");
  const cached = await request.get("/about");
  expect(cached.headers()["x-cache"]).toBe("HIT");
  const csp = cached.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain("nonce-");
  // The browser runs the page without a CSP violation (the fixture fails on any console error) and hydrates.
  await page.goto("/about");
  await page.goto("/about");
  await expect(page.locator("h1")).toBeVisible();
});

test("a page answered from memory carries the same headers as when it was rendered", async ({ request }) => {
  // A search nobody has made yet: the blog reads `search`, so it is a page of its own.
  const path = `/blog?search=check-${Date.now()}`;
  const first = await request.get(path);
  const hit = await request.get(path);
  expect(first.headers()["x-cache"]).toBe("MISS");
  expect(hit.headers()["x-cache"]).toBe("HIT");
  const { "x-cache": _m, date: _d, ...rendered } = first.headers();
  const { "x-cache": _h, date: _e, ...replayed } = hit.headers();
  expect(replayed).toEqual(rendered);
  expect(replayed["x-frame-options"]).toBe("SAMEORIGIN");
  expect(replayed["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(await hit.text()).toBe(await first.text());

  const revalidated = await request.get(path, { headers: { "if-none-match": hit.headers()["etag"] } });
  expect(revalidated.status()).toBe(304);
  expect(await revalidated.body()).toHaveLength(0);
  // A signed-in visitor is never answered from the shared cache.
  const withSession = await request.get(path, { headers: { cookie: "nb_session=anything" } });
  expect(withSession.headers()["x-cache"]).toBeUndefined();
});

test("a light page runs without React, rendered or from memory, its inline scripts allowed", async ({ page, request }) => {
  // A search of its own gives each visit a page nobody has stored yet; the second is stored first.
  const stamp = Date.now();
  await request.get(`/blog?search=light-${stamp}-stored`);
  for (const [path, visit] of [
    [`/blog?search=light-${stamp}-fresh`, "MISS"],
    [`/blog?search=light-${stamp}-stored`, "HIT"],
  ]) {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    const response = await page.goto(path);
    expect(response?.headers()["x-cache"]).toBe(visit);
    // The menu script ran (the fixture fails on any CSP report or error, the speculation rules included).
    await expect(page.locator("header[data-enhanced='true']"), visit).toBeAttached();
    expect(
      scripts.every((script) => !/\/assets\/(framework|entry\.client)-/.test(script)),
      visit,
    ).toBe(true);
    page.removeAllListeners("request");
  }
});

test("the contact page, rendered for each visitor, fetches no React for a reader, then hydrates when the visitor reaches for it", async ({
  page,
}) => {
  const reactScripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/(framework|entry\.client)-/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    );
  for (const visit of ["first", "second"]) {
    const response = await page.goto("/contact");
    expect(response?.headers()["cache-control"], visit).toContain("private");
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length), { message: visit }).toBe(1);
    // The menu works before React: its own script does not wait for it on this page.
    await expect(page.locator("header[data-enhanced='true']"), visit).toBeAttached();
    // Two seconds after the paint (longer than the one-second fallback of pages that start React at once),
    // a visitor who only reads has fetched none of React.
    await page.waitForTimeout(2000);
    expect(await reactScripts(), visit).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window), visit).toBe(false);
    await expect(page.locator("html"), visit).not.toHaveAttribute("data-hydrated", "");

    const reachedAt = await page.evaluate(() => performance.now());
    await page.getByRole("form", { name: "Get Your Project Quote" }).hover();
    await expect(page.locator("html"), visit).toHaveAttribute("data-hydrated", "");
    const fetched = await reactScripts();
    expect(fetched.length, visit).toBeGreaterThan(1);
    expect(Math.min(...fetched), visit).toBeGreaterThanOrEqual(reachedAt);
  }
});

test("a keyboard visitor's first Tab starts React on the contact page too", async ({ page }) => {
  await page.goto("/contact");
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
  await page.keyboard.press("Tab");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
});

test("hashed assets are cached for a year and HTML is compressed", async ({ request }) => {
  const page = await (await request.get("/")).text();
  const script = /<script type="text\/plain" data-enhancement="([^"]+)"/.exec(page)?.[1];
  expect(script).toMatch(/^\/assets\//);
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toContain("max-age=31536000");
  expect(asset.headers()["cache-control"]).toContain("immutable");
  const html = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(html.headers()["content-encoding"]).toBe("gzip");
});

test("an unknown API path answers 404 JSON, not the HTML page", async ({ request }) => {
  const response = await request.get("/api/does-not-exist");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect((await response.json()).message).toContain("/api/does-not-exist");
});

test("admin pages are never cached or indexed, on both route families", async ({ request }) => {
  for (const path of [
    "/admin/login",
    "/blog-admin",
    "/blog/admin",
    "/admin/inquiries",
    "/blog-admin.data",
    "/blog/admin.data",
    "/admin/inquiries.data",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["x-robots-tag"], path).toContain("noindex");
    expect(response.headers()["x-cache"], path).not.toBe("HIT");
    const again = await request.get(path, { maxRedirects: 0 });
    expect(again.headers()["x-cache"], path).not.toBe("HIT");
  }
});
