import { isNotNull } from 'drizzle-orm';
import type { TaxIdCipher } from '../crypto/tax-id-cipher.ts';
import type { Db } from '../db/database.ts';
import { profileRows } from '../modules/profile/profile.views.ts';
import { StartupError } from './startup-error.ts';

/**
 * A wrong TAX_ID_KEY would otherwise surface only when a doula opens her profile or a claim is
 * printed; one stored tax ID is decrypted at start instead, so the server refuses to start.
 * `keyFile` is DATA_DIR/tax-id.key when the server uses it (no TAX_ID_KEY): a database restored
 * onto a new machine needs the old machine's file there (backups never hold it).
 */
export async function checkTaxIdKey(db: Db, taxIds: TaxIdCipher, keyFile?: string): Promise<void> {
  const [sample] = await db
    .select({ userId: profileRows.userId, ciphertext: profileRows.taxIdCiphertext })
    .from(profileRows)
    .where(isNotNull(profileRows.taxIdCiphertext))
    .limit(1);
  if (!sample) return;
  try {
    taxIds.decrypt(sample.ciphertext, sample.userId);
  } catch (error) {
    throw new StartupError(
      keyFile
        ? `The stored tax IDs cannot be decrypted with the key file ${keyFile}: replace it with the tax-id.key they were saved with (from the machine or DATA_DIR that saved them), or set TAX_ID_KEY to that key.`
        : 'The stored tax IDs cannot be decrypted with TAX_ID_KEY (nor TAX_ID_PREVIOUS_KEYS): start with the key they were saved with, or list it in TAX_ID_PREVIOUS_KEYS while rotating.',
      { cause: error },
    );
  }
}
