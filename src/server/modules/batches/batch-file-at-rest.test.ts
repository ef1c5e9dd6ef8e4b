import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BatchDetail } from '#domain/claims/batches';
import { loadTaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import { useBatchConsole } from '../../testing/batch-console.ts';
import { sealClearBatchFiles } from './index.ts';

/**
 * A batch's stored 837P holds her tax ID: it is kept sealed with the tax ID key, and every
 * download still gives the exact file that was made. Files stored in clear before are sealed
 * at start.
 */
const doulas = useBatchConsole();
const { h, create, download } = doulas;

const storedOf = async (id: string) =>
  (
    await h.t.database.pool.query<{ file_text: string; file_sha256: string }>(
      'SELECT file_text, file_sha256 FROM claim_batches WHERE id = $1',
      [id],
    )
  ).rows[0]!;

/** Her tax ID as the file's billing provider loop carries it (REF*EI or REF*SY). */
const taxIdIn = (file: string) => /~REF\*(?:EI|SY)\*(\d{9})~/.exec(file)![1]!;

async function newBatch(): Promise<BatchDetail> {
  const claim = await doulas.alice.submit();
  return (await create({ payerId: 'MCAL1', claimIds: [claim.id] })).json() as BatchDetail;
}

describe('a batch file at rest', () => {
  it('is stored sealed, without her tax ID, and downloads as the exact file made', async () => {
    const batch = await newBatch();
    const file = (await download(batch.id)).rawPayload;
    const stored = await storedOf(batch.id);
    expect(stored.file_text.startsWith('v1.')).toBe(true);
    expect(stored.file_text).not.toContain(taxIdIn(file.toString('utf8')));
    expect(stored.file_text).not.toContain('ISA*');
    expect(createHash('sha256').update(file).digest('hex')).toBe(stored.file_sha256);
  });

  it('a file stored in clear by an earlier version is sealed at start and still downloads', async () => {
    const batch = await newBatch();
    const file = (await download(batch.id)).body;
    await h.t.database.pool.query('UPDATE claim_batches SET file_text = $2 WHERE id = $1', [
      batch.id,
      file,
    ]);
    // Until a start seals it, it is given as it is.
    expect((await download(batch.id)).body).toBe(file);
    const cipher = await loadTaxIdCipher(h.t.config);
    expect(await sealClearBatchFiles(h.t.database.db, cipher)).toBeGreaterThanOrEqual(1);
    const stored = await storedOf(batch.id);
    expect(stored.file_text.startsWith('v1.')).toBe(true);
    expect(stored.file_text).not.toContain(taxIdIn(file));
    expect((await download(batch.id)).body).toBe(file);
    // Nothing left in clear: a second start seals nothing.
    expect(await sealClearBatchFiles(h.t.database.db, cipher)).toBe(0);
  });

  it('a sealed file copied onto another batch does not open there', async () => {
    const [one, two] = [await newBatch(), await newBatch()];
    await h.t.database.pool.query(
      'UPDATE claim_batches SET file_text = (SELECT file_text FROM claim_batches WHERE id = $1) WHERE id = $2',
      [one.id, two.id],
    );
    expect((await download(two.id)).statusCode).toBe(500);
  });
});
