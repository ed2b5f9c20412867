import ipaddr from 'ipaddr.js';

/**
 * The key a per-address quota counts a client by: an IPv4 address as is (IPv4-mapped IPv6 as the IPv4
 * inside), an IPv6 address by its /64 network — one home or phone holds a whole /64 and could otherwise
 * take a fresh address for every try. `ip` is fastify's `req.ip`, which honours TRUST_PROXY only.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toNormalizedString()}/64`;
}
