import { createHash, createHmac } from 'node:crypto';
import { normalizeInvitationCode } from '#domain/records/profile';
import type { AppConfig } from '../config.ts';
import { readOrCreateKeyFile } from './key-file.ts';

/**
 * Invitation codes are kept like passwords: the database holds a keyed hash of each
 * (HMAC-SHA256 under a server key that is not in the database), so a copy of the database
 * admits nobody. The code is normalised first exactly as the check does (trimmed, upper-cased),
 * so " demo-2025 " and "DEMO-2025" hash alike. Codes are long random strings (or typed codes
 * of at least 8 characters, checked at most 5 times a minute per user), so a fast keyed hash
 * suffices; a slow password hash would only slow the check.
 * Stored form: `h1.<keyId>.<base64url HMAC>`.
 */
export interface InvitationCodeHasher {
  hash(code: string): string;
}

/** How many trailing characters of a code lists show, to tell codes apart. */
export const CODE_ENDING_LENGTH = 4;

/** The last characters of a code, as lists show them: "…7KQM". */
export const codeEnding = (code: string) =>
  `…${normalizeInvitationCode(code).slice(-CODE_ENDING_LENGTH)}`;

export function createInvitationCodeHasher(key: Buffer): InvitationCodeHasher {
  if (key.length !== 32) throw new Error('The invitation code key must be 32 bytes');
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return {
    hash: (code) =>
      `h1.${keyId}.${createHmac('sha256', key).update(normalizeInvitationCode(code), 'utf8').digest('base64url')}`,
  };
}

/**
 * The key from INVITATION_KEY, or (single-machine default) from DATA_DIR/invitation.key,
 * created on first use readable by its owner only.
 */
export async function loadInvitationCodeHasher(
  config: Pick<AppConfig, 'invitationKey' | 'dataDir'>,
): Promise<InvitationCodeHasher> {
  const key = config.invitationKey
    ? Buffer.from(config.invitationKey, 'base64')
    : await readOrCreateKeyFile(config.dataDir, 'invitation.key');
  return createInvitationCodeHasher(key);
}
