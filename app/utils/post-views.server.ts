import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "~/db/db.server";
import { appSettings } from "~/db/schema";
import { errorFields, log } from "./logger.server";
import { getPublicViewCount, incrementViewCount } from "./posts.server";
import { hitRateLimit, peekRateLimit, purgeExpiredRateLimits } from "./rate-limit.server";
import { clientNetwork } from "./client-network";

// One view per visitor and post in a window: a reload, a script posting in a loop or a visitor reading
// an article twice in half an hour count once. A visitor is their address and browser, kept only as a
// keyed hash (HMAC with a secret every instance shares, generated once and stored in app_settings), so
// the markers say nothing about who read what. The markers live in rate_limits, shared by every
// instance, and expire with their window.
//
// The browser's name is the visitor's word, so a script that changes it on every request would be a new
// visitor each time. A network (an IPv4 address, an IPv6 /56) therefore adds at most a few views to a
// post in a window, whatever browsers it names: enough for colleagues behind one office router, too few
// to make an article look popular.

export const VIEW_WINDOW_MS = 30 * 60 * 1000;
export const NETWORK_VIEWS_PER_WINDOW = 10;
const SECRET_SETTING = "view_counter_secret";

const secrets = new WeakMap<Database, Promise<Buffer>>();

async function loadSecret(db: Database): Promise<Buffer> {
  const generated = crypto.randomBytes(32).toString("base64url");
  await db.insert(appSettings).values({ key: SECRET_SETTING, value: generated }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SECRET_SETTING));
  if (!row) throw new Error("The view counter secret could not be stored");
  return Buffer.from(row.value, "base64url");
}

function viewSecret(): Promise<Buffer> {
  const db = getDb();
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

async function keyedHash(value: string): Promise<string> {
  return crypto
    .createHmac("sha256", await viewSecret())
    .update(value)
    .digest("base64url")
    .slice(0, 32);
}

async function viewKey(postId: string, network: string, userAgent: string): Promise<string> {
  return `view:${postId}:${await keyedHash(`${network}\n${userAgent}`)}`;
}

async function networkKey(postId: string, network: string): Promise<string> {
  return `views-from:${postId}:${await keyedHash(network)}`;
}

/**
 * Counts a view of a public post by this visitor unless they were already counted in the window;
 * answers the post's view count, or undefined when no public post has this id. A repeat costs two
 * reads and no write; a visitor past its network's share of the window costs one write and adds nothing.
 */
export async function countPostView(postId: string, clientIp: string, userAgent: string): Promise<number | undefined> {
  const current = await getPublicViewCount(postId);
  if (current === undefined) return undefined;
  const network = clientNetwork(clientIp);
  const key = await viewKey(postId, network, userAgent);
  if ((await peekRateLimit(key)).count > 0) return current;
  const fromNetwork = await hitRateLimit(await networkKey(postId, network), NETWORK_VIEWS_PER_WINDOW, VIEW_WINDOW_MS);
  if (!fromNetwork.allowed) return current;
  const mark = await hitRateLimit(key, 1, VIEW_WINDOW_MS);
  if (!mark.allowed) return current;
  purgeExpiredRateLimits().catch((error: unknown) => log.warn("expired counters could not be removed", errorFields(error)));
  return (await incrementViewCount(postId)) ?? current;
}
