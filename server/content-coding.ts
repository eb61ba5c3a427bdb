// Which compressed form of a stored answer a client gets: the one rule for stored pages and the build's
// files. Brotli when the client takes it (a page is about a quarter smaller than with gzip, which decides
// whether a phone gets it in the first round trip), else gzip, else the plain bytes. Answers rendered per
// request go through the `compression` middleware, which prefers brotli the same way.

import type { IncomingHttpHeaders } from "node:http";
import Negotiator from "negotiator";

export type Coding = "br" | "gzip";
type NegotiatorWithPreference = { encodings(available: string[], options: { preferred: string[] }): string[] };

const PREFERRED: Coding[] = ["br", "gzip"];
const TOKEN = (name: string) => new RegExp(`(?:^|[\\s,])${name}(?:$|[\\s,])`, "i");
const BR = TOKEN("br");
const GZIP = TOKEN("gzip");
const ANY = TOKEN("\\*");

/**
 * The coding to send, among those the answer has, by the client's Accept-Encoding (q-values included:
 * `br;q=0` means never, and a higher q-value wins over the server's preference); null for the plain bytes.
 */
export function chooseCoding(headers: IncomingHttpHeaders, available: readonly Coding[] = PREFERRED): Coding | null {
  const accepted = headers["accept-encoding"];
  if (!accepted) return null;
  // Without q-values every listed coding is equally welcome (the browsers' usual header): no parsing needed.
  if (!accepted.includes(";")) {
    const any = ANY.test(accepted);
    if (available.includes("br") && (any || BR.test(accepted))) return "br";
    if (available.includes("gzip") && (any || GZIP.test(accepted))) return "gzip";
    return null;
  }
  const offered = PREFERRED.filter((coding) => available.includes(coding));
  // negotiator 1.x breaks ties by the `preferred` list (its published types predate that option).
  const negotiator = new Negotiator({ headers }) as unknown as NegotiatorWithPreference;
  const best = negotiator.encodings([...offered, "identity"], { preferred: offered })[0];
  return best === "br" || best === "gzip" ? best : null;
}
