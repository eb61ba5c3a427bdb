import { onContentChanged } from "./content-events.server";
import { nextScheduledPublication } from "./schedule.server";

/**
 * Results of public reads (posts, categories, tags) kept in memory, so that rendering a page that is not
 * in the page cache costs a render and not a round of queries. Everything is forgotten when content
 * changes on any instance (the content-change channel), at the next scheduled publication, and after a
 * minute at most. Off until the production server turns it on, so tests and scripts always read the
 * database. Cached values are shared between requests: callers must not mutate them.
 */

const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

let enabled = false;
let stopListening: (() => void) | undefined;
const entries = new Map<string, Promise<unknown>>();
/** Entries are valid until this moment (ms since the epoch); 0 means "not yet worked out". */
let validUntil = 0;
/** When the next scheduled post becomes public, as read when the current window opened. */
let nextPublicationAt: Date | null = null;
let generation = 0;
let checking: Promise<void> | undefined;

export function clearReadCache(): void {
  entries.clear();
  generation++;
  validUntil = 0;
}

export function enableReadCache(on = true): void {
  enabled = on;
  clearReadCache();
  stopListening?.();
  stopListening = on ? onContentChanged(clearReadCache) : undefined;
}

export function readCacheSize(): number {
  return entries.size;
}

/** Drops everything once the validity window has passed, and opens a new window. */
async function ensureFresh(): Promise<void> {
  if (Date.now() < validUntil) return;
  checking ??= (async () => {
    const started = generation;
    entries.clear();
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

/**
 * Wraps a public read so that equal arguments share one result while the cache is valid. Arguments must
 * be JSON-serialisable. A failed read is not kept.
 */
export function cachedRead<A extends unknown[], R>(name: string, read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A): Promise<R> => {
    if (!enabled) return read(...args);
    await ensureFresh();
    const key = `${name}:${JSON.stringify(args)}`;
    const found = entries.get(key) as Promise<R> | undefined;
    if (found) return found;
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const result = read(...args);
    entries.set(key, result);
    result.catch(() => {
      if (entries.get(key) === result) entries.delete(key);
    });
    return result;
  };
}
