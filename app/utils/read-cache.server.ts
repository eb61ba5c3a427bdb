import { LRUCache } from "lru-cache";
import { onContentChanged } from "./content-events.server";
import { nextScheduledPublication } from "./schedule.server";

/**
 * The read cache: results of public reads (posts, categories, tags, case studies, job postings) kept in
 * memory, so that rendering a page that is not in the page cache (server/page-cache.ts) costs a render
 * and not a round of queries. Everything is forgotten when content changes on any instance (the
 * content-change channel), at the next scheduled publication, and after a minute at most. Off until the production server turns it on, so
 * tests and scripts always read the database. Cached values are shared between requests: callers must
 * not mutate them.
 *
 * `cached(key, read)` is the one way in: any public read whose answer changes only with published
 * content may go through it under a key that names the read and its normalised arguments.
 */

const TTL_MS = 60_000;
/** Memory for cached reads (estimated from each result's JSON): lists and posts are a few KB each. */
const MAX_BYTES = 28 * 1024 * 1024;
/**
 * Searches have a store of their own: every new search is a new key, so a stranger sending new ones
 * must be able to push out only other searches, never the posts and lists that every page reads.
 */
const SEARCH_BYTES = 4 * 1024 * 1024;
/** What a read still in flight counts for, until its result can be measured. */
const PENDING_BYTES = 1024;

type Entry = { result: Promise<unknown>; bytes: number };
/** Which store a read is kept in. */
export type ReadKind = "read" | "search";

const store = (maxSize: number) => new LRUCache<string, Entry>({ maxSize, sizeCalculation: (entry, key) => key.length + entry.bytes });

let enabled = false;
let stopListening: (() => void) | undefined;
let stores: Record<ReadKind, LRUCache<string, Entry>> = { read: store(MAX_BYTES), search: store(SEARCH_BYTES) };
/** Entries are valid until this moment (ms since the epoch); 0 means "not yet worked out". */
let validUntil = 0;
/** When the next scheduled post becomes public, as read when the current window opened. */
let nextPublicationAt: Date | null = null;
let generation = 0;
let checking: Promise<void> | undefined;

function clearStores(): void {
  stores.read.clear();
  stores.search.clear();
}

export function clearReadCache(): void {
  clearStores();
  generation++;
  validUntil = 0;
}

/** Turns the cache on or off; `sizes` (bytes per store) is for tests of what is pushed out. */
export function enableReadCache(on = true, sizes?: Partial<Record<ReadKind, number>>): void {
  enabled = on;
  stores = { read: store(sizes?.read ?? MAX_BYTES), search: store(sizes?.search ?? SEARCH_BYTES) };
  clearReadCache();
  stopListening?.();
  stopListening = on ? onContentChanged(clearReadCache) : undefined;
}

export function readCacheSize(): number {
  return stores.read.size + stores.search.size;
}

/** Drops everything once the validity window has passed, and opens a new window. */
async function ensureFresh(): Promise<void> {
  if (Date.now() < validUntil) return;
  checking ??= (async () => {
    const started = generation;
    clearStores();
    const next = await nextScheduledPublication();
    nextPublicationAt = next;
    if (started === generation) validUntil = Math.min(Date.now() + TTL_MS, next?.getTime() ?? Number.POSITIVE_INFINITY);
  })().finally(() => {
    checking = undefined;
  });
  await checking;
}

/** When the next scheduled post becomes public; while the cache is on, the value its window was opened with. */
export async function nextPublication(): Promise<Date | null> {
  if (!enabled) return nextScheduledPublication();
  await ensureFresh();
  return nextPublicationAt;
}

function measure(value: unknown): number {
  try {
    return Math.max(1, JSON.stringify(value)?.length ?? 1);
  } catch {
    return PENDING_BYTES;
  }
}

/**
 * The result of `read()`, shared by every caller asking for `key` while the cache is valid; concurrent
 * callers share one read. A failed read is not kept, and a read that started before a content change is
 * answered to its caller but not kept.
 */
export async function cached<T>(key: string, read: () => PromiseLike<T>, kind: ReadKind = "read"): Promise<T> {
  if (!enabled) return read();
  await ensureFresh();
  const entries = stores[kind];
  const found = entries.get(key);
  if (found) return found.result as Promise<T>;
  const startedAt = generation;
  // A Drizzle query is a thenable that runs again each time it is awaited: what is kept is one promise
  // of its one result, never the query itself.
  const result = Promise.resolve(read());
  const entry: Entry = { result, bytes: PENDING_BYTES };
  entries.set(key, entry);
  result.then(
    (value) => {
      // Measured once known; replaced only if it is still this read's entry (nothing cleared it since).
      if (entries.peek(key) === entry && startedAt === generation) entries.set(key, { result, bytes: measure(value) });
    },
    () => {
      if (entries.peek(key) === entry) entries.delete(key);
    },
  );
  return result;
}

/**
 * Wraps a public read so that equal arguments share one result while the cache is valid. Arguments must
 * be JSON-serialisable.
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  read: (...args: A) => PromiseLike<R>,
  kind: ReadKind = "read",
): (...args: A) => Promise<R> {
  return (...args: A): Promise<R> => cached(`${name}:${JSON.stringify(args)}`, () => read(...args), kind);
}
