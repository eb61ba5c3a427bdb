import { getDatabase, type DatabaseHandle } from "~/db/db.server";
import { errorFields, log } from "./logger.server";

/** The NOTIFY channel on which every instance hears that public content changed. */
export const CONTENT_CHANNEL = "site_content_changed";

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes to content changes made by this instance or any other on the same database. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitLocalContentChanged(): void {
  for (const listener of listeners) listener();
}

/** Hears the changes other instances on the same database announce; returns the way to stop. */
export function listenForOtherInstances(database: DatabaseHandle): Promise<() => Promise<void>> {
  return database.listen(CONTENT_CHANNEL, () => emitLocalContentChanged());
}

/**
 * Call after any write that changes what public pages show (posts, categories, tags). Clears this
 * instance's caches at once and tells the other instances through PostgreSQL NOTIFY.
 */
export async function notifyContentChanged(): Promise<void> {
  emitLocalContentChanged();
  try {
    await getDatabase().notify(CONTENT_CHANNEL, String(process.pid));
  } catch (error) {
    log.warn("could not notify other instances of a content change", errorFields(error));
  }
}
