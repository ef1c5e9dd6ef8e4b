import { lookup } from 'node:dns/promises';
import net from 'node:net';

/**
 * Where the server may connect on an operator's word (a clearinghouse's SFTP host, its
 * real-time URL): never to this machine or its private networks unless the deployment says so
 * (`CLEARINGHOUSE_ALLOW_PRIVATE=1`, an on-premises clearinghouse or a test). A name is resolved
 * and every address it gives is checked, at save time and again at each connection (its DNS can
 * change); the connection then goes to the address checked.
 */
const privateRanges = new net.BlockList();
privateRanges.addSubnet('0.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('10.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('127.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('169.254.0.0', 16, 'ipv4');
privateRanges.addSubnet('172.16.0.0', 12, 'ipv4');
privateRanges.addSubnet('192.168.0.0', 16, 'ipv4');
privateRanges.addAddress('::', 'ipv6');
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is checked as the IPv4 it is. */
const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether an IP address is private, loopback, link-local or unspecified. */
export function isPrivateAddress(address: string): boolean {
  const mapped = mappedIpv4.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Destination =
  { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: 'private' | 'unresolved' };

/**
 * The address to connect to for `host` (a name or an IP): refused when any address the name
 * resolves to is private, so a name that answers both a public and a private address is refused
 * too. With `allowPrivate`, the host is used as given (no lookup).
 */
export async function destinationOf(host: string, allowPrivate: boolean): Promise<Destination> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (allowPrivate) return { ok: true, address: bare, family: net.isIP(bare) === 6 ? 6 : 4 };
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(bare, { all: true, verbatim: true });
  } catch {
    return { ok: false, reason: 'unresolved' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  if (addresses.some(({ address }) => isPrivateAddress(address))) {
    return { ok: false, reason: 'private' };
  }
  const [first] = addresses;
  return { ok: true, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
