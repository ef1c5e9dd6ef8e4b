import { and, eq, sql } from 'drizzle-orm';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { Db } from '../../db/database.ts';
import { responseImports } from './imports.tables.ts';

/**
 * A payer's answer file names the doula as payee or billing provider, often with her tax ID
 * (an 835's REF*TJ or N1*PE with FI, a 277CA's NM1*85 with FI), and a sole proprietor's tax ID
 * is her SSN. So the bytes of every imported file are kept sealed with the tax ID key, as the
 * 837P batches are: whole (no reader has to know where in a file a tax ID sits), exact (the
 * bytes open as they arrived), and bound to the file's SHA-256 (bytes copied onto another
 * import do not open).
 */
const associatedDataOf = (sha256: string) => `response_imports.content:${sha256}`;

export interface SealedContent {
  size: number;
  pieces: Iterable<Buffer>;
}

export const sealImportContent = (cipher: TaxIdCipher, sha256: string, bytes: Buffer) =>
  cipher.sealBytes(bytes, associatedDataOf(sha256));

/** The file as it arrived. One stored in clear by an earlier version is given as it is. */
export const openImportContent = (
  cipher: TaxIdCipher,
  stored: { sha256: string; content: Buffer; contentSealed: boolean },
) =>
  stored.contentSealed
    ? cipher.openBytes(stored.content, associatedDataOf(stored.sha256))
    : stored.content;

/**
 * Seals the files earlier versions stored in clear, one at a time. Run at every start before
 * requests are taken: it finds nothing once done, and also seals a restored older backup's
 * files. Answers how many it sealed.
 */
export async function sealClearImportContents(db: Db, cipher: TaxIdCipher): Promise<number> {
  const clear = await db
    .select({ id: responseImports.id })
    .from(responseImports)
    .where(eq(responseImports.contentSealed, false));
  let sealed = 0;
  for (const { id } of clear) {
    await db.transaction(async (tx) => {
      // Read again under a row lock: another server starting at the same time may have sealed it.
      const [row] = await tx
        .select({ sha256: responseImports.sha256, content: responseImports.content })
        .from(responseImports)
        .where(and(eq(responseImports.id, id), eq(responseImports.contentSealed, false)))
        .for('update');
      if (!row) return;
      const content = sealImportContent(cipher, row.sha256, row.content);
      await tx
        .update(responseImports)
        .set({ content: Buffer.concat([...content.pieces]), contentSealed: sql`true` })
        .where(eq(responseImports.id, id));
      sealed++;
    });
  }
  return sealed;
}
