import { isNotNull } from 'drizzle-orm';
import type { TaxIdCipher } from '../crypto/tax-id-cipher.ts';
import type { Db } from '../db/database.ts';
import { profiles } from '../db/schema.ts';
import { StartupError } from './startup-error.ts';

/**
 * A wrong TAX_ID_KEY would otherwise surface only when a doula opens her profile or a claim is
 * printed; one stored tax ID is decrypted at start instead, so the server refuses to start.
 */
export async function checkTaxIdKey(db: Db, taxIds: TaxIdCipher): Promise<void> {
  const [sample] = await db
    .select({ userId: profiles.userId, ciphertext: profiles.taxIdCiphertext })
    .from(profiles)
    .where(isNotNull(profiles.taxIdCiphertext))
    .limit(1);
  if (!sample) return;
  try {
    taxIds.decrypt(sample.ciphertext, sample.userId);
  } catch (error) {
    throw new StartupError(
      'The stored tax IDs cannot be decrypted with TAX_ID_KEY (nor TAX_ID_PREVIOUS_KEYS): start with the key they were saved with, or list it in TAX_ID_PREVIOUS_KEYS while rotating.',
      { cause: error },
    );
  }
}
