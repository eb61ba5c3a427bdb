import * as apiPostsRoute from "~/routes/api/posts";
import { createSession, createUser, type Admin } from "~/utils/auth.server";
import { BASE_URL, routeArgs } from "../setup/route-args";

export const ADMIN_PASSWORD = "correct-horse-battery";
export const EVIL_ORIGIN = "https://evil.example";

/** A fresh admin account and the Cookie header of a session of theirs. */
export async function signedInAdmin(username = "editor"): Promise<{ admin: Admin; cookie: string; token: string }> {
  const admin = await createUser(username, ADMIN_PASSWORD);
  const setCookie = await createSession(admin.id);
  const token = /nb_session=([^;]*)/.exec(setCookie)?.[1];
  if (!token) throw new Error(`No session token in ${setCookie}`);
  return { admin, cookie: `nb_session=${token}`, token: decodeURIComponent(token) };
}

type RequestOptions = {
  method?: string;
  cookie?: string;
  origin?: string | null;
  form?: Record<string, string | string[]>;
  json?: unknown;
};

/** A request as a browser sends it: same-origin Origin header on writes unless told otherwise. */
export function adminRequest(path: string, options: RequestOptions = {}): Request {
  const method = options.method ?? (options.form || options.json !== undefined ? "POST" : "GET");
  const headers = new Headers();
  if (options.cookie) headers.set("cookie", options.cookie);
  const origin = options.origin === undefined ? BASE_URL : options.origin;
  if (origin && method !== "GET") headers.set("origin", origin);
  let body: BodyInit | undefined;
  if (options.form) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
    }
    body = form;
    headers.set("content-type", "application/x-www-form-urlencoded");
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("content-type", "application/json");
  }
  return new Request(`${BASE_URL}${path}`, { method, headers, body });
}

export type Outcome = {
  /** HTTP status: of a Response, of data(…, { status }), or 200 for a plain value. */
  status: number;
  headers: Headers;
  /** The value handed to the page (data(...) or a plain object); undefined for a Response. */
  value: unknown;
  response?: Response;
  thrown: boolean;
};

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

/** What React Router's data(value, init) builds. */
function isDataWithInit(value: unknown): value is DataWithInit {
  return Boolean(value && typeof value === "object" && "type" in value && value.type === "DataWithResponseInit");
}

/** Runs a loader or action and describes what came out of it, thrown or returned. */
export async function outcome(run: () => unknown): Promise<Outcome> {
  let result: unknown;
  let thrown = false;
  try {
    result = await run();
  } catch (error) {
    result = error;
    thrown = true;
  }
  if (result instanceof Response) {
    return { status: result.status, headers: result.headers, value: undefined, response: result, thrown };
  }
  if (isDataWithInit(result)) {
    return {
      status: result.init?.status ?? 200,
      headers: new Headers(result.init?.headers),
      value: result.data,
      thrown,
    };
  }
  if (thrown) throw result;
  return { status: 200, headers: new Headers(), value: result, thrown };
}

/** Reads a field of a returned value without casting. */
export function field(value: unknown, key: string): unknown {
  if (value && typeof value === "object" && key in value) return Reflect.get(value, key);
  return undefined;
}

/** POST /api/blog/posts with `body` as the admin whose Cookie header is `cookie`: the outcome and its JSON. */
export async function createPostThroughApi(cookie: string, body: unknown): Promise<Outcome & { json: unknown }> {
  const result = await outcome(() => apiPostsRoute.action(routeArgs(adminRequest("/api/blog/posts", { cookie, json: body }))));
  const json: unknown = result.response && result.status !== 204 ? await result.response.json() : undefined;
  return { ...result, json };
}
