import { ipKeyGenerator } from "express-rate-limit";
import { isIP } from "node:net";

/**
 * How much of an IPv6 address names one subscriber. Providers hand a home or office a /56 or a /48 and a
 * phone a /64, and the holder may send from any address inside it; limits keyed by the whole address
 * would count every guess as a first. A /56 groups one subscriber's networks without grouping whole
 * neighbourhoods (decision record 0020).
 */
export const IPV6_SUBSCRIBER_PREFIX = 56;

/**
 * The client a request is counted against, from its address: the IPv4 address itself, the /56 network of
 * an IPv6 address, and an IPv4 client written as IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket
 * reports it) as that IPv4 address. Anything that is not an address comes back unchanged.
 */
export function clientNetwork(address: string): string {
  return isIP(address) ? ipKeyGenerator(address, IPV6_SUBSCRIBER_PREFIX) : address;
}
