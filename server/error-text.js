// How an error is put into words for an operator, shared by the process entry (`server/index.js`, plain
// JavaScript that runs before any build is loaded) and the site's own code: a URL's password never shown,
// and an error read with the causes it wraps.

/** Hides the password of any URL in a text (a database or mail address with credentials). */
export function withoutPasswords(text) {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/[^/?#:@\s]*):[^/?#@\s]*@/gi, "$1:***@");
}

/**
 * The messages of an error and of the causes it wraps, outermost first, at most five deep (a failed
 * query wraps the database's own reason: refused connection, unknown host, wrong password, a constraint).
 */
export function causeMessages(error) {
  const messages = [];
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 5; current = current.cause, depth++) {
    messages.push(current instanceof Error ? current.message : String(current));
  }
  return messages;
}

/** Drizzle's "Failed query: <sql>\nparams: <values>" says which statement (and its values); its cause says why. */
export function isFailedQuery(message) {
  return message.startsWith("Failed query:");
}
