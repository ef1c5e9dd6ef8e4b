import { eq, like } from 'drizzle-orm';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { Db } from '../../db/database.ts';
import { claimBatches } from './batches.tables.ts';

/**
 * A batch's 837P file carries the doula's SSN or EIN (REF*EI or REF*SY of her billing
 * provider loop), so it is kept encrypted with the tax ID key like every other stored tax ID,
 * the batch number as associated data (a file copied onto another batch does not open). The
 * whole file is sealed rather than the one element: the download must give back the exact
 * bytes, and no reader has to know where in a file a tax ID sits.
 */
const associatedDataOf = (number: number) => `claim_batches.file_text:${number}`;

/** Every 837P begins with "ISA"; a sealed file with "v1.". */
const isClear = (stored: string) => stored.startsWith('ISA');

export const sealBatchFile = (cipher: TaxIdCipher, number: number, text: string) =>
  cipher.encrypt(text, associatedDataOf(number));

/**
 * The file as it was made. One still in clear (stored by an earlier version, and the command
 * line or a restored database reached it before a server start sealed it) is given as it is.
 */
export const openBatchFile = (cipher: TaxIdCipher, number: number, stored: string) =>
  isClear(stored) ? stored : cipher.decrypt(stored, associatedDataOf(number));

/**
 * Seals the files stored in clear by the versions before this one. Run at every start, before
 * requests are taken: it finds nothing once done, and also seals the files of a database
 * restored from an older backup. Answers how many it sealed.
 */
export async function sealClearBatchFiles(db: Db, cipher: TaxIdCipher): Promise<number> {
  const clear = await db
    .select({ id: claimBatches.id, number: claimBatches.number })
    .from(claimBatches)
    .where(like(claimBatches.fileText, 'ISA%'));
  let sealed = 0;
  for (const { id, number } of clear) {
    await db.transaction(async (tx) => {
      // Read again under a row lock: another server starting at the same time may have sealed it.
      const [row] = await tx
        .select({ fileText: claimBatches.fileText })
        .from(claimBatches)
        .where(eq(claimBatches.id, id))
        .for('update');
      if (!row || !isClear(row.fileText)) return;
      await tx
        .update(claimBatches)
        .set({ fileText: sealBatchFile(cipher, number, row.fileText) })
        .where(eq(claimBatches.id, id));
      sealed++;
    });
  }
  return sealed;
}
