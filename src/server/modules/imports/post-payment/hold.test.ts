import { claimHooks } from '../../../app-claim-hooks.ts';
import { describe, expect, it } from 'vitest';
import { importHarness } from '../../../testing/import-harness.ts';
import { overpaid835, paid835, reversal835 } from '../../../testing/response-files.ts';
import { guardPayment } from './guard.ts';
import { holdOrPost } from './hold.ts';
import { matchPayment } from './match.ts';
import { withFirstPayment, type StepInput } from './step-fixtures.ts';

const { h, operator, newClaim, file } = importHarness('step-hold');

async function decided(input: StepInput) {
  const { run, slice } = input;
  const matched = matchPayment(run, slice, input.remittance, input.payment)!;
  return holdOrPost(run, slice, (await guardPayment(run, slice, matched))!);
}

describe('hold', () => {
  it('posts a payment in full to its own claim', async () => {
    const claim = await newClaim();
    await withFirstPayment(h.t.database.db, claimHooks, paid835(claim), async (input) => {
      expect(await decided(input)).toEqual({
        holdCode: '',
        holdReason: '',
        target: undefined,
        ledgerClaimId: claim.id,
      });
    });
  });

  it('holds a payment above the charge, saying what it would make paid', async () => {
    const claim = await newClaim();
    await withFirstPayment(h.t.database.db, claimHooks, overpaid835(claim), async (input) => {
      const decision = await decided(input);
      expect(decision?.holdCode).toBe('above-charge');
      expect(decision?.holdReason).toMatch(
        /^Paid \$1,000,000\.00, which makes \$1,000,000\.00 paid on a charge of \$162\.11\.$/,
      );
    });
  });

  it('holds a reversal with nothing posted to reverse', async () => {
    const claim = await newClaim();
    await withFirstPayment(h.t.database.db, claimHooks, reversal835(claim), async (input) => {
      expect((await decided(input))?.holdCode).toBe('unreversed');
    });
  });

  it('points a reversal at the posted payment it takes back', async () => {
    const claim = await newClaim();
    await h.imports.importResponse(file(paid835(claim)), operator);
    await withFirstPayment(h.t.database.db, claimHooks, reversal835(claim), async (input) => {
      const decision = await decided(input);
      expect(decision?.holdCode).toBe('');
      expect(decision?.target).toMatchObject({
        claimId: claim.id,
        paidCents: 16211,
        state: 'posted',
      });
    });
  });
});
