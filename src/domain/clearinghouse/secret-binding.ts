/**
 * A connection's secrets belong to the place they were given for: when the SFTP server, its
 * port, the user or the way of logging in changes, the password or private key must be given
 * again, and when the real-time URL changes, its password must. Otherwise a stored secret would
 * follow an edited host to whoever answers there. The form and the server both ask this.
 */

export const SECRET_AGAIN =
  'The server, port, user or login method changed: enter the password or private key again.';
export const REAL_TIME_PASSWORD_AGAIN =
  'The real-time URL changed: enter the real-time password again.';

/** Where a connection's secrets go: what must not change without them. */
export interface SecretPlace {
  host: string;
  port: number;
  username: string;
  authMethod: string;
  realTimeUrl: string | null;
}

/** The secrets a change must carry again, each with its field's message; empty when none. */
export function secretsNeededAgain(
  saved: SecretPlace,
  next: SecretPlace,
  given: { secret?: string | undefined; realTimePassword?: string | undefined },
): Partial<Record<'secret' | 'realTimePassword', string>> {
  const needed: Partial<Record<'secret' | 'realTimePassword', string>> = {};
  const moved =
    saved.host.toLowerCase() !== next.host.toLowerCase() ||
    saved.port !== next.port ||
    saved.username !== next.username ||
    saved.authMethod !== next.authMethod;
  if (moved && !given.secret) needed.secret = SECRET_AGAIN;
  const endpointMoved =
    saved.realTimeUrl !== null &&
    next.realTimeUrl !== null &&
    saved.realTimeUrl !== next.realTimeUrl;
  if (endpointMoved && !given.realTimePassword) needed.realTimePassword = REAL_TIME_PASSWORD_AGAIN;
  return needed;
}
