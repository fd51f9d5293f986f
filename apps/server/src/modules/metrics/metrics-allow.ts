import ipaddr from 'ipaddr.js';
import { ConfigError } from '../../config';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function rangeOf(entry: string): Range {
  if (ipaddr.isValidCIDR(entry)) {
    const [address, bits] = ipaddr.parseCIDR(entry);
    // `::ffff:10.0.0.0/104` is an IPv4 range written as IPv6: compare it as IPv4.
    if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96)
      return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
    return [address, bits];
  }
  if (ipaddr.isValid(entry)) {
    const address = ipaddr.process(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  }
  throw new ConfigError([`METRICS_ALLOW: "${entry}" is not an address or a CIDR range`]);
}

/**
 * Who may read `/metrics`: the settings' addresses and CIDR ranges, matched against the address
 * the app already trusts for a request (`request.ip`, which follows TRUST_PROXY). An IPv4 client
 * seen on an IPv6 socket (`::ffff:127.0.0.1`) matches its IPv4 entry. A bad entry stops the start.
 */
export function createMetricsAllow(entries: readonly string[]): (address: string) => boolean {
  const ranges = entries.map(rangeOf);
  return (address) => {
    if (!ipaddr.isValid(address)) return false;
    const client = ipaddr.process(address);
    return ranges.some(([range, bits]) => range.kind() === client.kind() && client.match(range, bits));
  };
}
