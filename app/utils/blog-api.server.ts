import { isbot } from "isbot";
import { z } from "zod";
import { handleApi, jsonError, requireSameOrigin, type FieldErrors } from "~/http/http.server";
import { getAdmin } from "./auth.server";
import { cacheControl } from "./cache-headers";
import { countPostView } from "./post-views.server";
import { currentVersion } from "./post-revisions.server";
import {
  getPostById,
  getPublicPostBySlug,
  getPublicViewCount,
  isUuid,
  listCategories,
  listFeaturedPosts,
  listPosts,
  listTags,
  withTranslations,
  type Visibility,
} from "./posts.server";

// The public half of the blog JSON API (DESIGN.md section 4). Wired into app/routes/api/*.

type Args = { request: Request; params: Record<string, string | undefined> };

/** Public reads: a CDN may keep them briefly and serve a stale copy while it refreshes. */
export const PUBLIC_CACHE = cacheControl("content");
/** Answers that depend on who is signed in are never stored anywhere. */
export const PRIVATE_CACHE = cacheControl("private");
/** A post carries its view count, which moves with every visit: never answered from a stored copy. */
const POST_CACHE = cacheControl("live");

function json(body: unknown, cacheControl: string, init: { status?: number; headers?: Record<string, string> } = {}) {
  return Response.json(body, {
    status: init.status ?? 200,
    headers: { "Cache-Control": cacheControl, ...init.headers },
  });
}

// Empty query parameters count as absent ("?categoryId=&search=" is what a plain form sends).
const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,12}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
};

export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 20;
const MAX_OFFSET = 1_000_000_000;

const listQuerySchema = z.object({
  limit: param(wholeNumber("limit", 1, MAX_LIMIT)),
  offset: param(wholeNumber("offset", 0, MAX_OFFSET)),
  published: param(z.enum(["true", "false"], { error: "published must be true or false" })),
  categoryId: param(
    z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "categoryId must be a category id (a UUID)"),
  ),
  search: param(z.string()),
  locale: param(z.enum(["en", "fr"], { error: 'locale must be "en" (English) or "fr" (French)' })),
});

const localeQuerySchema = z.object({ locale: listQuerySchema.shape.locale });

/** `?locale=` of a list call (English when absent); anything else is answered 400 naming the problem. */
function readLocale(url: URL): { ok: true; locale: "en" | "fr" } | { ok: false; response: Response } {
  const parsed = localeQuerySchema.safeParse({ locale: url.searchParams.get("locale") });
  if (parsed.success) return { ok: true, locale: parsed.data.locale ?? "en" };
  const { message, errors } = queryErrors(parsed.error, url.searchParams);
  return { ok: false, response: jsonError(400, message, { errors }) };
}

function queryErrors(error: z.ZodError, source: URLSearchParams): { message: string; errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "query");
    (errors[key] ??= []).push(issue.message);
  }
  const parts = Object.entries(errors).map(([name, messages]) => {
    const got = source.get(name);
    return `${messages[0]}${got === null ? "" : ` (got ${JSON.stringify(got.slice(0, 40))})`}`;
  });
  return { message: `Invalid query parameter: ${parts.join("; ")}`, errors };
}

/**
 * GET /api/blog/posts?locale&published&categoryId&search&limit&offset — one language's posts (English
 * unless `locale=fr`), newest first, each with its translations, and X-Total-Count.
 */
export function listPostsLoader({ request }: Args): Promise<Response> {
  return handleApi(async () => {
    const url = new URL(request.url);
    const raw = Object.fromEntries(
      ["limit", "offset", "published", "categoryId", "search", "locale"].map((name) => [name, url.searchParams.get(name)]),
    );
    const parsed = listQuerySchema.safeParse(raw);
    if (!parsed.success) {
      const { message, errors } = queryErrors(parsed.error, url.searchParams);
      return jsonError(400, message, { errors });
    }
    const query = parsed.data;
    const admin = await getAdmin(request);
    // Anonymous callers only ever see public posts; published=false (drafts) is empty for them.
    let visibility: Visibility = "public";
    if (admin) visibility = query.published === "true" ? "published" : query.published === "false" ? "drafts" : "all";
    if (!admin && query.published === "false") {
      return json([], PUBLIC_CACHE, { headers: { "X-Total-Count": "0" } });
    }
    const { posts, total } = await listPosts({
      visibility,
      locale: query.locale ?? "en",
      categoryId: query.categoryId,
      search: query.search,
      limit: query.limit ?? DEFAULT_LIMIT,
      offset: query.offset ?? 0,
      translations: admin ? "all" : "public",
    });
    return json(posts, admin ? PRIVATE_CACHE : PUBLIC_CACHE, {
      headers: { "X-Total-Count": String(total) },
    });
  });
}

/** GET /api/blog/posts/featured?locale — public featured posts of one language, newest first. */
export function featuredPostsLoader({ request }: Args): Promise<Response> {
  return handleApi(async () => {
    const read = readLocale(new URL(request.url));
    if (!read.ok) return read.response;
    return json(await listFeaturedPosts(undefined, read.locale, "public"), PUBLIC_CACHE);
  });
}

/**
 * GET /api/blog/posts/{slugOrId} — a UUID is looked up as an id (drafts and scheduled posts only for a
 * signed-in admin), anything else as the slug of a public post.
 */
export function postLoader({ request, params }: Args): Promise<Response> {
  return handleApi(async () => {
    const key = params.slugOrId ?? "";
    const notFound = () => jsonError(404, `No published post matches "${key.slice(0, 100)}"`);
    if (!isUuid(key)) {
      // A slug names a post within one language (`?locale=fr` for French; English otherwise).
      const read = readLocale(new URL(request.url));
      if (!read.ok) return read.response;
      const found = await getPublicPostBySlug(key, read.locale);
      if (!found) return notFound();
      // The read cache keeps a post as it was read; its view count moves with every visit, so ask again.
      const viewCount = (await getPublicViewCount(found.post.id)) ?? found.post.viewCount;
      const [post] = await withTranslations([{ ...found.post, viewCount }]);
      return json(post, POST_CACHE);
    }
    const admin = await getAdmin(request);
    const found = await getPostById(key, { includeDrafts: Boolean(admin) });
    if (!found) return notFound();
    const [post] = await withTranslations([found.post], Boolean(admin));
    // Staff get the version an update may name (docs/decisions/0015-revisions-and-conflicting-saves.md).
    if (!admin) return json(post, POST_CACHE);
    return json({ ...post, version: (await currentVersion(key)) ?? 1 }, PRIVATE_CACHE);
  });
}

/** A prefetch or prerender (Chromium sends Sec-Purpose, older browsers Purpose / X-Purpose) is not a view. */
export function isPrefetch(request: Request): boolean {
  const purpose = [request.headers.get("sec-purpose"), request.headers.get("purpose"), request.headers.get("x-purpose")]
    .filter(Boolean)
    .join(" ");
  return /prefetch|prerender|preview/i.test(purpose);
}

/**
 * POST /api/blog/posts/{id}/views — counts one view of a public post per visitor in a window and answers
 * the count. Bots, clients without a User-Agent, prefetches and repeats get the current count without
 * adding to it.
 */
export function viewsAction({ request, params, context }: Args & { context?: { clientIp: string } }): Promise<Response> {
  return handleApi(async () => {
    if (request.method !== "POST") return jsonError(405, "Use POST to count a view", { headers: { Allow: "POST" } });
    requireSameOrigin(request);
    const id = params.id ?? "";
    const userAgent = request.headers.get("user-agent")?.trim() ?? "";
    // Browsers always name themselves; a request without a User-Agent is a script, like a bot.
    const uncounted = !userAgent || isbot(userAgent) || isPrefetch(request);
    const viewCount = uncounted ? await getPublicViewCount(id) : await countPostView(id, context?.clientIp ?? "unknown", userAgent);
    if (viewCount === undefined) return jsonError(404, "No published post has this id");
    return json({ viewCount }, "no-store");
  });
}

/** GET /api/blog/categories?locale — every category, named in that language, with its number of public posts there. */
export function categoriesLoader({ request }: Args): Promise<Response> {
  return handleApi(async () => {
    const read = readLocale(new URL(request.url));
    if (!read.ok) return read.response;
    return json(await listCategories(read.locale), PUBLIC_CACHE);
  });
}

/** GET /api/blog/tags?locale — every tag with its number of public posts in that language. */
export function tagsLoader({ request }: Args): Promise<Response> {
  return handleApi(async () => {
    const read = readLocale(new URL(request.url));
    if (!read.ok) return read.response;
    return json(await listTags(read.locale), PUBLIC_CACHE);
  });
}
