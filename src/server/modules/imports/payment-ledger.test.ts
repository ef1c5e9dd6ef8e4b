import { describe, expect, it } from 'vitest';
import type { MoneySummary } from '#domain/claims/money';
import { importHarness } from '../../testing/import-harness.ts';
import {
  acceptedAndRejected277ca,
  claimPayment,
  inNewEnvelope,
  overpaid835,
  paid835,
  remittance835,
  reversal835,
  toPayee,
} from '../../testing/response-files.ts';
import { createMoneyService } from '../money/index.ts';
import { createImportService } from './index.ts';
import { createPaymentReviewService } from './payment-review.service.ts';
import { claimHooks } from '../../app-claim-hooks.ts';

/**
 * Every payer answer posted exactly once, to the right claim (the payment ledger and the guards
 * before anything is applied), on a real PostgreSQL: each case an operator met with real files.
 */
const { h, operator, claimOf, newClaim, file, totals, ledgerOf } = importHarness('ledger');

describe('the same payment again', () => {
  it('in a new envelope is "already posted", nothing changes, also for a fresh service (after a restart)', async () => {
    const claim = await newClaim();
    const text = paid835(claim);
    await h.imports.importResponse(file(text), operator);
    const before = await totals();

    // A new service reads only the database: what it knows, it knows from there.
    const restarted = createImportService(h.t.database.db, { claimHooks, taxIds: h.t.taxIds });
    const again = await restarted.importResponse(file(inNewEnvelope(text)), operator);
    expect(again.import.outcome).toBe('accepted');
    expect(again.import.matched).toEqual([]);
    expect(again.import.notes.join('\n')).toMatch(
      new RegExp(`Claim ${claim.formId}: this payment .* is already posted; nothing changed\\.`),
    );
    const after = await totals();
    expect({ ...after, imports: before.imports }).toEqual(before);
    expect((await claimOf(h.doula, claim.id)).paidCents).toBe(16211);

    // The database itself refuses a second row of one payment.
    await expect(
      h.t.database.pool.query(
        `INSERT INTO claim_payments (claim_id, import_id, payer_key, trace_number,
           patient_control_number, payer_claim_number, claim_status_code, charge_cents,
           paid_cents, patient_responsibility_cents, payer_name)
         SELECT claim_id, import_id, payer_key, trace_number, patient_control_number,
           payer_claim_number, claim_status_code, charge_cents, paid_cents,
           patient_responsibility_cents, payer_name
         FROM claim_payments WHERE claim_id = $1`,
        [claim.id],
      ),
    ).rejects.toThrow(/claim_payments_identity_key/);
  });

  it('with a new check number is held for review, never paid twice', async () => {
    const claim = await newClaim();
    const text = paid835(claim);
    await h.imports.importResponse(file(text), operator);
    const again = await h.imports.importResponse(
      file(inNewEnvelope(text, 'EFT-REISSUED-1')),
      operator,
    );
    expect(again.import.notes.join('\n')).toMatch(/held for review — Payer claim number/);
    // Counted, so the console shows the import amber with "1 payment held for review".
    expect(again.import).toMatchObject({ matched: [], unmatchedCount: 0, heldCount: 1 });
    expect((await claimOf(h.doula, claim.id)).paidCents).toBe(16211);
  });
});

describe('an answer matches only a claim we sent, billed by the file’s payee', () => {
  it('a payee that is another doula (NPI): unmatched, her claim unchanged', async () => {
    const claim = await newClaim();
    const before = await claimOf(h.doula, claim.id);
    const result = await h.imports.importResponse(
      file(toPayee(paid835(claim), '1558598797')),
      operator,
    );
    expect(result.unmatched).toEqual([
      expect.objectContaining({
        reference: claim.formId,
        reason: `The file's payee (NPI 1558598797) is not claim ${claim.formId}'s billing provider.`,
      }),
    ]);
    expect(await claimOf(h.doula, claim.id)).toEqual(before);
  });

  it('a payee tax ID that is not hers: unmatched', async () => {
    const claim = await newClaim();
    const result = await h.imports.importResponse(
      file(toPayee(paid835(claim), '1234567893', '987650000')),
      operator,
    );
    expect(result.unmatched[0]?.reason).toMatch(/payee tax ID is not the one/);
    expect((await claimOf(h.doula, claim.id)).paidCents).toBe(0);
  });

  it('a claim never sent in a batch: unmatched by an 835 and by a 277CA', async () => {
    const claim = await newClaim(h.doula, { sent: false });
    const other = await newClaim(h.doula, { sent: false });
    const before = await totals();
    const paid = await h.imports.importResponse(file(paid835(claim)), operator);
    expect(paid.unmatched[0]?.reason).toBe(
      `Claim ${claim.formId} was never sent in a batch; a payer's answer is matched only to a claim we sent.`,
    );
    const acknowledged = await h.imports.importResponse(
      file(acceptedAndRejected277ca(claim, other)),
      operator,
    );
    expect(acknowledged.unmatched.map((item) => item.reason)).toEqual([
      expect.stringMatching(/never sent in a batch/),
      expect.stringMatching(/never sent in a batch/),
    ]);
    expect((await totals()).paid).toBe(before.paid);
    expect((await claimOf(h.doula, claim.id)).status).toBe('pending');
  });

  it('a claim sent to another payer: unmatched', async () => {
    const claim = await newClaim();
    const text = paid835(claim)
      .replace('N1*PR*MEDI-CAL~', 'N1*PR*OTHER HEALTH PLAN~')
      .replace('REF*2U*610442~', 'REF*2U*OTHER1~');
    const result = await h.imports.importResponse(file(text), operator);
    expect(result.unmatched[0]?.reason).toBe(
      `Claim ${claim.formId} was not sent to OTHER HEALTH PLAN; it was sent to Medi-Cal.`,
    );
  });
});

describe('held for review, not posted', () => {
  it('an overpayment ($1,000,000.00 on $162.11) is held; refusing it leaves the claim as it was', async () => {
    const claim = await newClaim();
    const before = await claimOf(h.doula, claim.id);
    const result = await h.imports.importResponse(file(overpaid835(claim)), operator);
    expect(result.import.notes).toContain(
      `Claim ${claim.formId}: held for review — Paid $1,000,000.00, which makes $1,000,000.00 paid on a charge of $162.11.`,
    );
    const after = await claimOf(h.doula, claim.id);
    expect(after).toMatchObject({ status: before.status, paidCents: 0 });
    expect(await ledgerOf(claim.id)).toEqual([{ state: 'held', paidCents: 100_000_000 }]);

    const review = createPaymentReviewService(h.t.database.db, claimHooks);
    const page = await review.held({ limit: 100 });
    const held = page.items.find((item) => item.claimId === claim.id)!;
    expect(held).toMatchObject({ formId: claim.formId, paidCents: 100_000_000 });
    const refused = await review.review(held.id, { decision: 'refuse' }, operator);
    expect(refused.decision).toBe('refused');
    expect(await claimOf(h.doula, claim.id)).toMatchObject({
      status: before.status,
      paidCents: 0,
    });
    // Decided once: a second decision is a conflict, not a second posting.
    await expect(review.review(held.id, { decision: 'approve' }, operator)).rejects.toThrow(
      /already refused/,
    );
    const { rows } = await h.t.database.pool.query(
      "SELECT 1 FROM audit_events WHERE action = 'claim_payment.refuse' AND entity_id = $1",
      [held.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('a negative payment (-$5,000.00) that reverses nothing is held; approving a held payment posts it', async () => {
    const claim = await newClaim();
    const negative = await h.imports.importResponse(
      file(
        remittance835('0', claimPayment(claim, { paid: '-5000' })).replace(
          /BPR\*I\*0\*C/,
          'BPR*I*5000*D',
        ),
      ),
      operator,
    );
    expect(negative.import.notes.join('\n')).toMatch(
      /held for review — A negative payment \(-\$5,000\.00\)/,
    );
    expect((await claimOf(h.doula, claim.id)).paidCents).toBe(0);

    const partly = await newClaim();
    await h.imports.importResponse(
      file(remittance835('100', claimPayment(partly, { paid: '100' }))),
      operator,
    );
    await h.imports.importResponse(
      file(
        remittance835(
          '100',
          claimPayment(partly, { paid: '100', payerClaimNumber: '2026999000001' }),
        ).replace(/^TRN\*1\*[^*]+/m, 'TRN*1*EFT-SECOND'),
      ),
      operator,
    );
    const review = createPaymentReviewService(h.t.database.db, claimHooks);
    const held = (await review.held({ limit: 100 })).items.find(
      (item) => item.claimId === partly.id,
    )!;
    expect(held.reason).toMatch(/makes \$200\.00 paid on a charge of \$162\.11/);
    const approved = await review.review(held.id, { decision: 'approve' }, operator);
    expect(approved.claimPaidCents).toBe(20000);
    expect(await claimOf(h.doula, partly.id)).toMatchObject({
      status: 'approved',
      paidCents: 20000,
    });
  });
});

describe('reversals', () => {
  it('a reversal in two envelopes, or under a new trace, reverses once', async () => {
    const claim = await newClaim();
    await h.imports.importResponse(file(paid835(claim)), operator);
    const text = reversal835(claim);
    await h.imports.importResponse(file(text), operator);
    expect((await claimOf(h.doula, claim.id)).paidCents).toBe(0);

    const again = await h.imports.importResponse(file(inNewEnvelope(text)), operator);
    expect(again.import.notes.join('\n')).toMatch(/is already posted; nothing changed/);
    const reissued = await h.imports.importResponse(
      file(inNewEnvelope(text, 'EFT-REVERSAL-2')),
      operator,
    );
    expect(reissued.import.notes.join('\n')).toMatch(/was already reversed; nothing changed/);
    expect((await claimOf(h.doula, claim.id)).paidCents).toBe(0);
  });

  it('a reversal before its payment waits, held; the payment then releases it', async () => {
    const claim = await newClaim();
    const early = await h.imports.importResponse(file(reversal835(claim)), operator);
    expect(early.import.notes.join('\n')).toMatch(/held for review — A reversal of \$162\.11/);
    const paid = await h.imports.importResponse(file(paid835(claim)), operator);
    expect(paid.import.notes.join('\n')).toMatch(/the reversal held earlier now reverses/);
    expect((await claimOf(h.doula, claim.id)).paidCents).toBe(0);
    expect((await ledgerOf(claim.id)).map((row) => row.state)).toEqual(['posted', 'posted']);
  });
});

describe('her money at a glance and the operators’ money section', () => {
  it('equal the posted ledger', async () => {
    const { rows } = await h.t.database.pool.query<{ mine: string; all: string }>(
      `SELECT coalesce(sum(p.paid_cents) FILTER (WHERE c.user_id = $1), 0) AS mine,
              coalesce(sum(p.paid_cents), 0) AS all
       FROM claim_payments p JOIN claims c ON c.id = p.claim_id
       WHERE p.state = 'posted' AND c.deleted = false`,
      [h.doula.userId],
    );
    const mine = (
      await h.t.as(h.doula.cookie).get('/api/claims/summary?period=all-time')
    ).json() as MoneySummary;
    expect(mine.paidCents).toBe(Number(rows[0]!.mine));
    // The operators' section, through the service its route calls.
    const ops = await createMoneyService(h.t.database.db).forOperators({ period: 'all-time' });
    expect(ops.paidCents).toBe(Number(rows[0]!.all));
    // And each claim's paid amount is its posted rows' sum.
    const drift = await h.t.database.pool.query(
      `SELECT c.id FROM claims c WHERE c.paid_cents <> coalesce((SELECT sum(p.paid_cents)
         FROM claim_payments p WHERE p.claim_id = c.id AND p.state = 'posted'), 0)`,
    );
    expect(drift.rows).toEqual([]);
    expect(Number(rows[0]!.mine)).toBeGreaterThan(0);
  });
});
