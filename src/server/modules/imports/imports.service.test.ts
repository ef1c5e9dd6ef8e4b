import { describe, expect, it } from 'vitest';
import {
  acceptedAndRejected277ca,
  claimPayment,
  denied835,
  paid835,
  acknowledgement999,
  remittance835,
} from '../../testing/response-files.ts';
import { importHarness } from '../../testing/import-harness.ts';
import { expectLastMove } from '../../testing/write-checks.ts';

/**
 * Importing payer responses on a real PostgreSQL: each file applied whole or not at all,
 * matched to claims by form ID (and, for an 835, charge and dates), idempotent, and every
 * claim's answer kept to its own doula.
 */
const { h, claimOf, newClaim, file, queuedEmails, operator } = importHarness('imports');

describe('277CA', () => {
  it('moves an accepted claim to processing and a rejected one to rejected, with the reason', async () => {
    const accepted = await newClaim();
    const rejected = await newClaim();
    const emails = await queuedEmails();
    const result = await h.imports.importResponse(
      file(acceptedAndRejected277ca(accepted, rejected)),
      operator,
    );
    // Each status change queues an email (without PHI) for the h.doula, in the import's
    // transaction: the rejection; the accepted claim was processing since its batch already.
    expect(await queuedEmails()).toBe(emails + 1);

    expect(result.import.outcome).toBe('accepted');
    expect(result.import.kind).toBe('277CA');
    expect(result.import.matched).toEqual([
      { formId: accepted.formId, claimId: accepted.id, change: 'processing' },
      { formId: rejected.formId, claimId: rejected.id, change: 'processing → rejected' },
    ]);
    const ok = await claimOf(h.doula, accepted.id);
    expect(ok.status).toBe('processing');
    expect(ok.payerClaimNumber).toBe('2026328000456');
    expect(ok.statusHistory.at(-1)?.note).toMatch(
      /^277CA from EXAMPLE CLEARINGHOUSE, 2026-11-24: accepted for processing$/,
    );
    const no = await claimOf(h.doula, rejected.id);
    expect(no.status).toBe('rejected');
    expect(no.statusHistory.at(-1)?.note).toBe(
      '277CA from EXAMPLE CLEARINGHOUSE, 2026-11-24: rejected — The payer says your billing NPI is not valid. (A7:562)',
    );
    expect(no.payerAnswer).toMatchObject({
      source: '277CA',
      outcome: 'rejected',
      statusCodes: [{ category: 'A7', status: '562' }],
    });
  });

  it('lists claims it cannot match, with their details, and applies the rest', async () => {
    const accepted = await newClaim();
    const result = await h.imports.importResponse(
      file(
        acceptedAndRejected277ca(accepted, { formId: 'DB-1999-999999', serviceDate: '2026-01-02' }),
      ),
      operator,
    );
    expect(result.import.matched.map((item) => item.formId)).toEqual([accepted.formId]);
    expect(result.unmatched).toEqual([
      expect.objectContaining({
        reference: 'DB-1999-999999',
        reason: 'No claim has this patient control number.',
        details: expect.objectContaining({ file: '277CA', outcome: 'rejected' }),
      }),
    ]);
    expect((await h.imports.get(result.import.id)).unmatched).toHaveLength(1);
  });
});

describe('835', () => {
  it('approves a paid claim with the amount paid', async () => {
    const claim = await newClaim();
    const result = await h.imports.importResponse(file(paid835(claim)), operator);
    expect(result.import.matched).toEqual([
      { formId: claim.formId, claimId: claim.id, change: 'processing → approved, $162.11 paid' },
    ]);
    const view = await claimOf(h.doula, claim.id);
    expect(view.paidCents).toBe(16211);
    expectLastMove(view, {
      to: 'approved',
      by: operator.email,
      note: '835 from MEDI-CAL, 2026-12-01: approved — $162.11 paid',
    });
  });

  it('approves a partly paid claim and says why the rest was not paid', async () => {
    const claim = await newClaim();
    const text = remittance835(
      '120',
      claimPayment(claim, {
        paid: '120',
        patientShare: '20',
        cas: ['CAS*CO*45*22.11', 'CAS*PR*3*20'],
      }),
    );
    const result = await h.imports.importResponse(file(text), operator);
    expect(result.import.outcome, result.import.message).toBe('accepted');
    const view = await claimOf(h.doula, claim.id);
    expect(view.status).toBe('approved');
    expect(view.paidCents).toBe(12000);
    expect(view.payerAnswer?.outcome).toBe('partially-paid');
    expect(view.payerAnswer?.adjustments).toEqual([
      { group: 'CO', reason: '45', amountCents: 2211 },
      { group: 'PR', reason: '3', amountCents: 2000 },
    ]);
    expect(view.statusHistory.at(-1)?.note).toMatch(
      /approved — partly paid, \$120\.00 of \$162\.11/,
    );
  });

  it('denies a claim paid nothing, with its adjustment and remark codes', async () => {
    const claim = await newClaim();
    await h.imports.importResponse(file(denied835(claim)), operator);
    const view = await claimOf(h.doula, claim.id);
    expect(view.status).toBe('denied');
    expect(view.paidCents).toBe(0);
    expect(view.payerAnswer).toMatchObject({
      outcome: 'denied',
      adjustments: [{ group: 'CO', reason: '4', amountCents: 16211 }],
      remarkCodes: ['MA130', 'N823'],
    });
    expect(view.statusHistory.at(-1)?.note).toMatch(/^835 from .*: denied — /);
  });

  it('a reversal undoes the earlier payment and reopens the claim', async () => {
    const claim = await newClaim();
    await h.imports.importResponse(file(paid835(claim)), operator);
    const reversal = remittance835(
      '0',
      claimPayment(claim, { status: '22', charge: '-162.11', paid: '-162.11' }),
    );
    // BPR02 must be Σ CLP04: a lone reversal takes money back, so the payment is a debit.
    const debit = reversal.replace(/BPR\*I\*0\*C/, 'BPR*I*162.11*D');
    const result = await h.imports.importResponse(file(debit), operator);
    expect(result.import.outcome, result.import.message).toBe('accepted');
    expect(result.import.matched[0]?.change).toBe('approved → processing, $162.11 reversed');
    const view = await claimOf(h.doula, claim.id);
    expect(view.status).toBe('processing');
    expect(view.paidCents).toBe(0);
    const { rows } = await h.t.database.pool.query<{
      paid_cents: number;
      reversal_of: string | null;
      reversed_by: string | null;
    }>(
      'SELECT paid_cents, reversal_of, reversed_by FROM claim_payments WHERE claim_id = $1 ORDER BY created_at',
      [claim.id],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]!.reversed_by).not.toBeNull();
    expect(rows[1]!.reversal_of).not.toBeNull();
  });

  it('does not match a payment whose charge or dates differ from the claim named', async () => {
    const claim = await newClaim();
    const wrongCharge = remittance835('100', claimPayment(claim, { charge: '100', paid: '100' }));
    const result = await h.imports.importResponse(file(wrongCharge), operator);
    expect(result.import.matched).toEqual([]);
    expect(result.unmatched[0]?.reason).toMatch(/charge \(\$100\.00\) differs/);
    const wrongDate = remittance835(
      '162.11',
      claimPayment({ ...claim, serviceDate: '2020-01-01' }, { paid: '162.11' }),
    );
    const second = await h.imports.importResponse(file(wrongDate), operator);
    expect(second.unmatched[0]?.reason).toMatch(/service date 2020-01-01 is outside/);
    expect((await claimOf(h.doula, claim.id)).status).toBe('processing');
  });
});

describe('999', () => {
  it('lists each acknowledgement as unmatched until batches are stored', async () => {
    const result = await h.imports.importResponse(
      file(acknowledgement999(987_654_321, 'rejected')),
      operator,
    );
    expect(result.import.kind).toBe('999');
    expect(result.import.outcome).toBe('accepted');
    expect(result.unmatched[0]).toMatchObject({
      reason: 'No batch has this group control number.',
      details: { file: '999', status: 'rejected' },
    });
  });
});

describe('a file about several doulas', () => {
  it("gives each doula her own claim's answer and nothing of the other's", async () => {
    const mine = await newClaim(h.doula);
    const theirs = await newClaim(h.other);
    const text = remittance835('324.22', [
      ...claimPayment(mine, { paid: '162.11', payerClaimNumber: 'PCN-MINE-1' }),
      ...claimPayment(theirs, { paid: '162.11', payerClaimNumber: 'PCN-THEIRS-2' }),
    ]);
    const result = await h.imports.importResponse(file(text), operator);
    expect(result.import.matched).toHaveLength(2);

    const myView = await claimOf(h.doula, mine.id);
    expect(myView.paidCents).toBe(16211);
    expect(JSON.stringify(myView)).not.toContain(theirs.formId);
    expect(JSON.stringify(myView)).not.toContain('PCN-THEIRS-2');
    const list = await h.t.inject({
      method: 'GET',
      url: '/api/claims?limit=100',
      headers: { cookie: h.doula.cookie },
    });
    expect(list.body).not.toContain(theirs.formId);
    expect(list.body).not.toContain('PCN-THEIRS-2');
    const forbidden = await h.t.inject({
      method: 'GET',
      url: `/api/claims/${theirs.id}`,
      headers: { cookie: h.doula.cookie },
    });
    expect(forbidden.statusCode).toBe(404);
    expect((await claimOf(h.other, theirs.id)).payerClaimNumber).toBe('PCN-THEIRS-2');
  });
});
