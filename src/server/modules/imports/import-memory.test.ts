import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { readX12Response } from '../../formats/x12/index.ts';
import { importHarness } from '../../testing/import-harness.ts';
import { claimPayment, errorHeavy999, remittance835 } from '../../testing/response-files.ts';
import { UNMATCHED_SHOWN, UnmatchedItems } from './apply-context.ts';
import { openImportContent } from './index.ts';

/**
 * An import holds the file once (decision 045). Not timings and not the process's resident
 * memory (shared with the rest of the test run): what the reader keeps on the heap after a full
 * collection, and the largest buffer anything asks for while a file is imported. Either grows
 * with the file when a copy or a list of everything read comes back.
 */
const { h, operator } = importHarness('import-memory');

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const MB = 1024 * 1024;
const large999 = () => Buffer.from(errorHeavy999(4 * MB));

/** An 835 of about `bytes` paying claims we never sent, one claim payment per 150 bytes or so. */
function large835(bytes: number): { bytes: Buffer; claims: number } {
  const run = Math.floor(Math.random() * 1e6);
  const segments: string[] = [];
  let size = 1000;
  let claims = 0;
  for (; size < bytes; claims += 1) {
    const claim = claimPayment(
      { formId: `DB-2026-M${run}${claims}`, serviceDate: '2026-11-02' },
      { charge: '1.00', paid: '1.00', payerClaimNumber: `MEM${run}${claims}` },
    );
    segments.push(...claim);
    size += claim.reduce((total, segment) => total + segment.length + 2, 0);
  }
  return { bytes: Buffer.from(remittance835(claims.toFixed(2), segments)), claims };
}

/** The largest Buffer asked for while `run` runs (a copy of the file would be one). */
async function largestBufferDuring(run: () => Promise<unknown>): Promise<number> {
  let largest = 0;
  const watched = ['alloc', 'allocUnsafe', 'allocUnsafeSlow'] as const;
  const originals = watched.map((name) => Buffer[name]);
  watched.forEach((name, index) => {
    const original = originals[index] as (size: number, ...rest: unknown[]) => Buffer;
    (Buffer as unknown as Record<string, unknown>)[name] = (size: number, ...rest: unknown[]) => {
      largest = Math.max(largest, size);
      return original.call(Buffer, size, ...rest);
    };
  });
  try {
    await run();
  } finally {
    watched.forEach((name, index) => {
      (Buffer as unknown as Record<string, unknown>)[name] = originals[index];
    });
  }
  return largest;
}

/** The digest of the stored file once opened (it is kept sealed), checked against its row's. */
async function storedDigest(id: string): Promise<string> {
  const { rows } = await h.t.database.pool.query<{
    content: Buffer;
    sha256: string;
    content_sealed: boolean;
  }>('SELECT content, sha256, content_sealed FROM response_imports WHERE id = $1', [id]);
  const [row] = rows;
  expect(row!.content_sealed).toBe(true);
  const opened = openImportContent(h.t.taxIds, { ...row!, contentSealed: row!.content_sealed });
  const digest = createHash('sha256').update(opened).digest('hex');
  expect(digest).toBe(row!.sha256);
  return digest;
}

afterEach(() => gc());

describe('import memory', () => {
  it('a 999 naming hundreds of thousands of segment errors is read without keeping them', () => {
    const bytes = large999();
    const errors = bytes.toString('latin1').split('IK3*').length - 1;
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    const response = readX12Response(bytes);
    gc();
    gc();
    const kept = process.memoryUsage().heapUsed - before;
    // Every error kept as objects is about eight times the file; kept as positions, nothing.
    expect(kept).toBeLessThan(bytes.byteLength / 4);

    // Still all there when asked for, read again from the bytes.
    if (response.kind !== '999') throw new Error(`read as ${response.kind}`);
    const transaction = response.acknowledgements[0]!.transactions[0]!;
    expect(transaction.segmentErrorCount).toBe(errors);
    const segmentErrors = transaction.segmentErrors;
    expect(segmentErrors).toHaveLength(errors);
    expect(segmentErrors.at(-1)).toEqual({
      segmentId: 'NM1',
      position: errors + 1,
      loop: '2010BA',
      code: '8',
      elements: [{ position: '9', reference: '67', code: '7' }],
    });
  });

  it('the file is never copied whole, applied or refused, and is stored as it came', async () => {
    const applied = large999();
    let result: Awaited<ReturnType<typeof h.imports.importResponse>> | undefined;
    const whileApplied = await largestBufferDuring(async () => {
      result = await h.imports.importResponse({ name: 'large.999', bytes: applied }, operator);
    });
    expect(result!.import.outcome).toBe('accepted');
    expect(result!.unmatched).toHaveLength(1);
    expect(whileApplied).toBeLessThan(applied.byteLength / 4);
    await storedDigest(result!.import.id);

    const refused = Buffer.alloc(3 * MB + 17, `NOT X12 ${Math.random()} `);
    const whileRefused = await largestBufferDuring(async () => {
      result = await h.imports.importResponse({ name: 'large.txt', bytes: refused }, operator);
    });
    expect(result!.import.outcome).toBe('refused');
    expect(whileRefused).toBeLessThan(refused.byteLength / 4);
    await storedDigest(result!.import.id);
  });

  it('an 835 of thousands of claim payments is applied a slice at a time, never held whole', async () => {
    const { bytes, claims } = large835(2 * MB);
    // The live heap between slices (each stores its unmatched items), after a full collection.
    const store = UnmatchedItems.prototype.store;
    let slices = 0;
    let largest = 0;
    UnmatchedItems.prototype.store = async function (this: UnmatchedItems, ...args) {
      await store.apply(this, args);
      slices += 1;
      if (slices % 8 === 0) {
        gc();
        largest = Math.max(largest, process.memoryUsage().heapUsed);
      }
    };
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    let result: Awaited<ReturnType<typeof h.imports.importResponse>> | undefined;
    try {
      result = await h.imports.importResponse({ name: 'large.835', bytes }, operator);
    } finally {
      UnmatchedItems.prototype.store = store;
    }
    expect(result.import.outcome, result.import.message).toBe('accepted');
    expect(result.import.unmatchedCount).toBe(claims);
    // The answer lists the first ones, as the import's detail does; all are stored.
    expect(result.unmatched).toHaveLength(UNMATCHED_SHOWN);
    const { rows } = await h.t.database.pool.query<{ count: string }>(
      'SELECT count(*) FROM response_unmatched_items WHERE import_id = $1',
      [result.import.id],
    );
    expect(Number(rows[0]!.count)).toBe(claims);
    expect(slices).toBeGreaterThan(8);
    // The whole file read into objects is about nine times its size; a slice is a few hundred.
    expect(largest - before).toBeLessThan(bytes.byteLength / 2);
  });
});
