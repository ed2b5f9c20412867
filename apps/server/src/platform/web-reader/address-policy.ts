import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { WebReadError } from './errors';

/** IANA's global unicast block: every routable IPv6 address is in it, so nothing outside can be public. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True only for globally routable unicast addresses. ipaddr.js names every special range (private, loopback,
 * linkLocal, uniqueLocal, carrierGradeNat, multicast, unspecified, broadcast, reserved, 6to4, teredo, NAT64…);
 * anything but plain 'unicast' is refused. IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4 inside.
 * ipaddr.js calls the rest of IPv6 'unicast' too, including the deprecated IPv4-compatible ::a.b.c.d
 * (`::7f00:1` reaches 127.0.0.1 on some stacks), so an IPv6 address must also lie in 2000::/3.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv4) return parsed.range() === 'unicast';
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().range() === 'unicast';
  return parsed.range() === 'unicast' && parsed.match(GLOBAL_UNICAST_V6);
}

/** Resolves a host name to every address it has (A and AAAA). Injectable so tests can fake DNS. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
};

/** The URL's host without IPv6 brackets ("[::1]" → "::1"). */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Picks the address to connect to for this URL: the literal IP, or the first DNS answer once every answer has
 * been checked (one private answer is enough to refuse, so a name can't mix a public and a private address).
 * With `allowPrivate` the check is skipped (tests against a local server only).
 */
export async function checkedAddressFor(
  url: URL,
  resolveHost: ResolveHost,
  allowPrivate: boolean,
): Promise<string> {
  const host = bareHostname(url);
  let addresses: string[];
  if (ipaddr.isValid(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await resolveHost(host);
    } catch {
      throw new WebReadError('unreachable', "The site's name couldn't be found.");
    }
    if (addresses.length === 0) throw new WebReadError('unreachable', "The site's name couldn't be found.");
  }
  if (!allowPrivate && !addresses.every(isPublicAddress)) throw new WebReadError('blocked_address');
  return addresses[0] as string;
}
