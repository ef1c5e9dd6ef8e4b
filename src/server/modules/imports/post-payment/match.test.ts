import { claimHooks } from '../../../app-claim-hooks.ts';
import { describe, expect, it } from 'vitest';
import { importHarness } from '../../../testing/import-harness.ts';
import { paid835 } from '../../../testing/response-files.ts';
import { matchPayment } from './match.ts';
import { withFirstPayment } from './step-fixtures.ts';

const { h, newClaim } = importHarness('step-match');

describe('match', () => {
  it('names the claim of ours the payment is for, with its identity in the ledger', async () => {
    const claim = await newClaim();
    await withFirstPayment(h.t.database.db, claimHooks, paid835(claim), async (input) => {
      const matched = matchPayment(input.run, input.slice, input.remittance, input.payment);
      expect(matched?.claim.id).toBe(claim.id);
      expect(matched?.identity).toMatchObject({
        patientControlNumber: claim.formId,
        traceNumber: input.remittance.payment.traceNumber,
      });
      expect(matched?.from).toBe(input.remittance.payer.name);
      expect(input.run.ctx.unmatched.count).toBe(0);
    });
  });

  it('lists a claim that was never sent as unmatched, saying why', async () => {
    const claim = await newClaim(h.doula, { sent: false });
    await withFirstPayment(h.t.database.db, claimHooks, paid835(claim), async (input) => {
      expect(matchPayment(input.run, input.slice, input.remittance, input.payment)).toBeUndefined();
      expect(input.run.ctx.unmatched.shown).toEqual([
        expect.objectContaining({
          reference: claim.formId,
          reason: `Claim ${claim.formId} was never sent in a batch; a payer's answer is matched only to a claim we sent.`,
          details: expect.objectContaining({ file: '835', paidCents: 16211 }),
        }),
      ]);
    });
  });

  it('lists a control number no claim has', async () => {
    const claim = await newClaim();
    const text = paid835({ formId: 'DB-1999-999999', serviceDate: claim.serviceDate });
    await withFirstPayment(h.t.database.db, claimHooks, text, async (input) => {
      expect(matchPayment(input.run, input.slice, input.remittance, input.payment)).toBeUndefined();
      expect(input.run.ctx.unmatched.shown[0]?.reason).toBe(
        'No claim has this patient control number.',
      );
    });
  });
});
