import { describe, expect, it } from 'vitest';
import { importHarness } from '../../testing/import-harness.ts';
import {
  claimPayment,
  inNewEnvelope,
  paid835,
  remittance835,
  reversal835,
} from '../../testing/response-files.ts';
import { PAYMENTS_PER_SLICE } from './apply-835.ts';

/**
 * A file is applied whole or not at all, its money once: refusals of the whole file, the money
 * of voids, and a file larger than one slice of claim payments (decision 058), whose later
 * slices see what the earlier ones posted, on a real PostgreSQL.
 */
const { h, operator, claimOf, newClaim, file, totals, ledgerOf } =
  importHarness('ledger-whole-file');

/** A slice's worth of payments of claims we never sent (each unmatched), $1.00 each. */
const filler = (run: string) =>
  Array.from({ length: PAYMENTS_PER_SLICE }, (_, n) =>
    claimPayment(
      { formId: `DB-2026-FILL${run}${n}`, serviceDate: '2026-11-02' },
      { charge: '1.00', paid: '1.00', payerClaimNumber: `FILL${run}${n}` },
    ),
  ).flat();

describe('refused whole, in one sentence', () => {
  it('an amount out of range: refused, nothing applied (never a 500)', async () => {
    const claim = await newClaim();
    const before = await totals();
    const result = await h.imports.importResponse(
      file(remittance835('100000000', claimPayment(claim, { paid: '100000000' }))),
      operator,
    );
    expect(result.import.outcome).toBe('refused');
    expect(result.import.message).toMatch(
      /^BPR02 \(segment \d+\) is an amount beyond the largest we accept \(10000000\.00\); nothing in the file was used\.$/,
    );
    expect({ ...(await totals()), imports: before.imports }).toEqual(before);
  });

  it('the same claim payment twice in one file', async () => {
    const claim = await newClaim();
    const payment = claimPayment(claim, { paid: '50' });
    const result = await h.imports.importResponse(
      file(remittance835('100', [...payment, ...payment])),
      operator,
    );
    expect(result.import.outcome).toBe('refused');
    expect(result.import.message).toMatch(
      /appears twice in check EFT20261201001; the file is refused/,
    );
    expect(await ledgerOf(claim.id)).toEqual([]);
  });

  it('a payment (BPR02) that is not the claims paid less the provider adjustments', async () => {
    const claim = await newClaim();
    const result = await h.imports.importResponse(
      file(remittance835('100', claimPayment(claim, { paid: '162.11' }))),
      operator,
    );
    expect(result.import.outcome).toBe('refused');
    expect(result.import.message).toMatch(/does not balance/);
  });
});

describe('money of voids and replacements', () => {
  it('the payer’s reversal of a voided claim, on the void request, takes the money back once', async () => {
    const claim = await newClaim();
    await h.imports.importResponse(file(paid835(claim)), operator);
    const voided = await h.t.as(h.doula.cookie).post(`/api/claims/${claim.id}/void`, {});
    expect(voided.statusCode, voided.body).toBe(201);
    const voidId = (voided.json() as { id: string }).id;
    const { sendInBatch } = await import('../../testing/sent-claims.ts');
    await sendInBatch(h.t, [voidId]);
    const request = await claimOf(h.doula, voidId);
    const onVoid = { formId: request.formId, serviceDate: claim.serviceDate };

    await h.imports.importResponse(file(reversal835(onVoid)), operator);
    expect((await claimOf(h.doula, claim.id)).paidCents).toBe(0);
    // The payer says it again, on the original's number: nothing more is taken back.
    await h.imports.importResponse(file(inNewEnvelope(reversal835(claim), 'EFT-VOID-2')), operator);
    expect((await claimOf(h.doula, claim.id)).paidCents).toBe(0);
    expect((await claimOf(h.doula, voidId)).paidCents).toBe(0);
  });
});

describe('a file larger than one slice', () => {
  it('a reversal a slice after its payment takes it back, once', async () => {
    const claim = await newClaim();
    const paid = claimPayment(claim, { paid: '162.11' });
    const reversed = claimPayment(claim, { status: '22', charge: '-162.11', paid: '-162.11' });
    const result = await h.imports.importResponse(
      file(remittance835(String(PAYMENTS_PER_SLICE), [...paid, ...filler('A'), ...reversed])),
      operator,
    );
    expect(result.import.outcome, result.import.message).toBe('accepted');
    expect(result.import.unmatchedCount).toBe(PAYMENTS_PER_SLICE);
    expect(result.unmatched).toHaveLength(PAYMENTS_PER_SLICE);
    const [paidLine, reversedLine] = result.import.matched.map((line) => line.change);
    expect(paidLine).toMatch(/ → approved, \$162\.11 paid$/);
    expect(reversedLine).toBe('approved → processing, $162.11 reversed');
    expect(await ledgerOf(claim.id)).toEqual([
      { state: 'posted', paidCents: 16211 },
      { state: 'posted', paidCents: -16211 },
    ]);
    expect((await claimOf(h.doula, claim.id)).paidCents).toBe(0);
  });

  it('the same claim payment a slice apart refuses the file, nothing applied', async () => {
    const claim = await newClaim();
    const payment = claimPayment(claim, { paid: '50' });
    const result = await h.imports.importResponse(
      file(
        remittance835(String(PAYMENTS_PER_SLICE + 100), [...payment, ...filler('B'), ...payment]),
      ),
      operator,
    );
    expect(result.import.outcome).toBe('refused');
    expect(result.import.message).toMatch(
      /appears twice in check EFT20261201001; the file is refused/,
    );
    expect(await ledgerOf(claim.id)).toEqual([]);
    const { rows } = await h.t.database.pool.query(
      `SELECT 1 FROM response_unmatched_items WHERE reference LIKE 'DB-2026-FILLB%'`,
    );
    expect(rows).toEqual([]);
  });
});
