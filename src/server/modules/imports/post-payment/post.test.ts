import { claimHooks } from '../../../app-claim-hooks.ts';
import { describe, expect, it } from 'vitest';
import { importHarness } from '../../../testing/import-harness.ts';
import { overpaid835, paid835 } from '../../../testing/response-files.ts';
import { guardPayment } from './guard.ts';
import { holdOrPost } from './hold.ts';
import { matchPayment } from './match.ts';
import { postToLedger } from './post.ts';
import { withFirstPayment, type StepInput } from './step-fixtures.ts';

const { h, newClaim } = importHarness('step-post');

async function posted(input: StepInput) {
  const { run, slice } = input;
  const matched = matchPayment(run, slice, input.remittance, input.payment)!;
  const guarded = (await guardPayment(run, slice, matched))!;
  return postToLedger(run, slice, guarded, holdOrPost(run, slice, guarded)!);
}

describe('post', () => {
  it('writes a posted row with its lines, and marks its claim for a new paid amount', async () => {
    const claim = await newClaim();
    await withFirstPayment(h.t.database.db, claimHooks, paid835(claim), async (input) => {
      expect(await posted(input)).toBe(true);
      const { slice } = input;
      expect(slice.ledger.fresh).toEqual([
        expect.objectContaining({ claimId: claim.id, state: 'posted', paidCents: 16211 }),
      ]);
      expect(slice.lines).toHaveLength(input.payment.services.length);
      expect(slice.lines.every((line) => line.paymentId === slice.ledger.fresh[0]!.id)).toBe(true);
      expect(slice.touched).toEqual([claim.id]);
    });
  });

  it('writes a held row, lists it for review and leaves the claim’s paid amount alone', async () => {
    const claim = await newClaim();
    await withFirstPayment(h.t.database.db, claimHooks, overpaid835(claim), async (input) => {
      expect(await posted(input)).toBe(false);
      expect(input.slice.ledger.fresh).toEqual([
        expect.objectContaining({ state: 'held', holdCode: 'above-charge' }),
      ]);
      expect(input.run.held.out()).toEqual([
        expect.stringMatching(new RegExp(`^Claim ${claim.formId}: held for review — Paid `)),
      ]);
      expect(input.slice.touched).toEqual([]);
    });
  });
});
