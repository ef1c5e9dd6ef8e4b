import net, { type LookupFunction } from 'node:net';
import { unprocessable } from '../../errors/index.ts';
import { destinationOf, isPrivateAddress } from '../../net/destinations.ts';
import { SftpTransferError } from '../sftp/index.ts';

/**
 * Where a connection may lead (decision 086): its SFTP host and real-time URL are checked when
 * saved and again at every connection, and refused when they lead to this machine or a private
 * network, unless the deployment allows it (`CLEARINGHOUSE_ALLOW_PRIVATE=1`).
 */

const PRIVATE_HOST =
  'This server is on a private, loopback or link-local address. Such addresses are refused unless CLEARINGHOUSE_ALLOW_PRIVATE=1 is set on the app servers.';
const PRIVATE_URL =
  'This URL leads to a private, loopback or link-local address. Such addresses are refused unless CLEARINGHOUSE_ALLOW_PRIVATE=1 is set on the app servers.';

const leadsPrivate = async (host: string) =>
  !(await destinationOf(host, false).then((found) => found.ok || found.reason !== 'private'));

/**
 * At save time: a host or URL leading to a private address is a 422 at its field. A name that
 * does not resolve now is saved (the connection will say it cannot connect).
 */
export async function refusePrivateDestinations(
  settings: { host: string; realTimeUrl: string | null },
  allowPrivate: boolean,
): Promise<void> {
  if (allowPrivate) return;
  const fields: Record<string, string> = {};
  if (await leadsPrivate(settings.host)) fields.host = PRIVATE_HOST;
  if (settings.realTimeUrl && (await leadsPrivate(new URL(settings.realTimeUrl).hostname))) {
    fields.realTimeUrl = PRIVATE_URL;
  }
  const [first] = Object.values(fields);
  if (first) throw unprocessable(first, { fields });
}

/** At connect time, SFTP: the address checked, which the session then connects to. */
export async function sftpAddressOf(host: string, allowPrivate: boolean): Promise<string> {
  const found = await destinationOf(host, allowPrivate);
  if (found.ok) return found.address;
  throw new SftpTransferError(found.reason === 'private' ? 'address_refused' : 'cannot_connect');
}

/** Refused before any socket: Node treats it as a connection that never started. */
const refusedAddress = () => Object.assign(new Error('address refused'), { code: 'EADDRNOTAVAIL' });

/**
 * At connect time, HTTPS: whether the URL's host may be reached at all (an IP literal is not
 * looked up by Node, so it is checked here), and a lookup that refuses a private answer so the
 * name checked is the name connected to.
 */
export function httpsDestination(
  url: string,
  allowPrivate: boolean,
): { refused: boolean; lookup?: LookupFunction } {
  if (allowPrivate) return { refused: false };
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(host) !== 0) return { refused: isPrivateAddress(host) };
  const lookup: LookupFunction = (hostname, options, callback) => {
    void destinationOf(hostname, false).then((found) => {
      if (!found.ok) return callback(refusedAddress(), '', 4);
      if (options.all) {
        return (callback as unknown as (error: null, all: object[]) => void)(null, [
          { address: found.address, family: found.family },
        ]);
      }
      callback(null, found.address, found.family);
    });
  };
  return { refused: false, lookup };
}
