import ipaddr from 'ipaddr.js';

/**
 * The client a per-client limit counts (request rate, unverified holds, anonymous creates): an IPv4
 * address, or an IPv6 address's /64. One IPv6 subscriber or host is handed a whole /64 (RFC 6177),
 * so counting single IPv6 addresses would give one visitor 2^64 allowances. An IPv4-mapped IPv6
 * address (::ffff:a.b.c.d) is the IPv4 client it carries. Anything unparsable is counted as it is.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = new ipaddr.IPv6([...(address as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}
