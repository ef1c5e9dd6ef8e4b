import { describe, expect, it } from 'vitest';
import { onOneLine, paid835 } from '../../testing/response-files.ts';
import { createImportService, openImportContent } from './index.ts';
import { importHarness } from '../../testing/import-harness.ts';
import { claimHooks } from '../../app-claim-hooks.ts';

/** Importing a payer response twice, or a bad one: nothing applied twice, nothing half applied. */
const { h, claimOf, newClaim, file, totals, operator } = importHarness('imports-again');

describe('idempotence', () => {
  it('importing the same 835 twice leaves every total unchanged, and the second import says so', async () => {
    const claim = await newClaim();
    const text = paid835(claim);
    const first = await h.imports.importResponse(file(text), operator);
    const before = await totals();
    const again = await h.imports.importResponse(file(text, 'again.x12'), operator);
    expect(again.repeated).toBe(true);
    expect(again.import.id).toBe(first.import.id);
    expect(again.import.message).toMatch(
      /^This file was already imported on .* UTC by imports-again-operator@example\.com; nothing changed\.$/,
    );
    expect(await totals()).toEqual(before);
    expect((await claimOf(h.doula, claim.id)).paidCents).toBe(16211);
  });

  it('the same interchange in other bytes is refused by its control numbers and kept', async () => {
    const claim = await newClaim();
    const text = paid835(claim);
    await h.imports.importResponse(file(text), operator);
    const before = await totals();
    const again = await h.imports.importResponse(file(onOneLine(text)), operator);
    expect(again.repeated).toBe(false);
    expect(again.import.outcome).toBe('refused');
    expect(again.import.message).toMatch(
      /^Interchange \d{9} from CLEARHOUSE01 was already imported on .*; nothing was applied\.$/,
    );
    const after = await totals();
    expect({ ...after, imports: before.imports }).toEqual(before);
    expect(Number(after.imports)).toBe(Number(before.imports) + 1);
  });
});

describe('bad input', () => {
  async function expectRefusedAndKept(text: string, message: RegExp) {
    const before = await totals();
    const result = await h.imports.importResponse(file(text, 'bad.x12'), operator);
    expect(result.import.outcome).toBe('refused');
    expect(result.import.message).toMatch(message);
    const after = await totals();
    expect({ ...after, imports: before.imports }).toEqual(before);
    const { rows } = await h.t.database.pool.query<{ content: Buffer; sha256: string }>(
      'SELECT content, sha256 FROM response_imports WHERE id = $1',
      [result.import.id],
    );
    const kept = openImportContent(h.t.taxIds, { ...rows[0]!, contentSealed: true });
    expect(kept.toString()).toBe(text);
  }

  it('a truncated file is refused, nothing applied, the file kept', async () => {
    const claim = await newClaim();
    const text = paid835(claim);
    await expectRefusedAndKept(text.slice(0, text.indexOf('SVC*')), /cut short|truncated|IEA/i);
    expect((await claimOf(h.doula, claim.id)).status).toBe('processing');
  });

  it('a file of another kind (an 837P) is refused', async () => {
    const claim = await newClaim();
    const text = paid835(claim)
      .replace('ST*835*', 'ST*837*')
      .replace('005010X221A1', '005010X222A1');
    await expectRefusedAndKept(text, /837/);
  });

  it('an 835 whose totals do not balance is refused, nothing applied', async () => {
    const claim = await newClaim();
    const text = paid835(claim).replace('BPR*I*162.11', 'BPR*I*170.00');
    await expectRefusedAndKept(text, /balance/i);
    expect((await claimOf(h.doula, claim.id)).paidCents).toBe(0);
  });

  it('a file over the limit is refused with its size and not stored', async () => {
    const small = createImportService(h.t.database.db, {
      claimHooks,
      taxIds: h.t.taxIds,
      maxMegabytes: 1,
    });
    const before = await totals();
    const result = await small.importResponse(
      { name: 'huge.x12', bytes: Buffer.alloc(2 * 1024 * 1024, 'A') },
      operator,
    );
    expect(result.import.outcome).toBe('refused');
    expect(result.import.message).toMatch(
      /^The file is 2\.0 MB; the largest response file we import is 1\.0 MB\./,
    );
    expect(await totals()).toEqual(before);
  });
});
