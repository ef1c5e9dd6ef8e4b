import { claimHooks } from '../../../app-claim-hooks.ts';
import { describe, expect, it } from 'vitest';
import { importHarness } from '../../../testing/import-harness.ts';
import { denied835, inNewEnvelope, paid835 } from '../../../testing/response-files.ts';
import { guardPayment } from './guard.ts';
import { matchPayment } from './match.ts';
import { withFirstPayment, type StepInput } from './step-fixtures.ts';

const { h, operator, newClaim, file } = importHarness('step-guard');

const guarded = (input: StepInput) =>
  guardPayment(
    input.run,
    input.slice,
    matchPayment(input.run, input.slice, input.remittance, input.payment)!,
  );

describe('guard', () => {
  it('says what a payment in full is: paid, not partly, no reversal', async () => {
    const claim = await newClaim();
    await withFirstPayment(h.t.database.db, claimHooks, paid835(claim), async (input) => {
      expect(await guarded(input)).toMatchObject({
        event: 'paid',
        partial: false,
        reversal: false,
        voided: undefined,
      });
    });
  });

  it('says a payment of nothing is a denial, with its adjustments and remark codes', async () => {
    const claim = await newClaim();
    await withFirstPayment(h.t.database.db, claimHooks, denied835(claim), async (input) => {
      const answer = await guarded(input);
      expect(answer?.event).toBe('denied');
      expect(answer?.adjustments).toContainEqual(
        expect.objectContaining({ group: 'CO', reason: '4' }),
      );
      expect(answer?.remarkCodes).toEqual(expect.arrayContaining(['MA130', 'N823']));
    });
  });

  it('stops a payment the ledger has already, saying nothing changed', async () => {
    const claim = await newClaim();
    const text = paid835(claim);
    await h.imports.importResponse(file(text), operator);
    await withFirstPayment(h.t.database.db, claimHooks, inNewEnvelope(text), async (input) => {
      expect(await guarded(input)).toBeUndefined();
      expect(input.run.already.out()).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Claim ${claim.formId}: this payment .* is already posted; nothing changed\\.$`,
          ),
        ),
      ]);
    });
  });
});
