import { claimHooks } from '../../../app-claim-hooks.ts';
import { describe, expect, it } from 'vitest';
import { importHarness } from '../../../testing/import-harness.ts';
import { denied835, paid835 } from '../../../testing/response-files.ts';
import { answerPosted } from './answer.ts';
import { guardPayment } from './guard.ts';
import { holdOrPost } from './hold.ts';
import { matchPayment } from './match.ts';
import { postToLedger } from './post.ts';
import { withFirstPayment, type StepInput } from './step-fixtures.ts';

const { h, newClaim } = importHarness('step-answer');

/** Every step up to the answer, then the answer, then the collected answers applied. */
async function answered(input: StepInput) {
  const { run, slice } = input;
  const matched = matchPayment(run, slice, input.remittance, input.payment)!;
  const guarded = (await guardPayment(run, slice, matched))!;
  const decision = holdOrPost(run, slice, guarded)!;
  expect(postToLedger(run, slice, guarded, decision)).toBe(true);
  answerPosted(run, slice, guarded, decision);
  await run.answers.flush();
}

describe('answer', () => {
  it('moves a paid claim to approved, with what was paid in the import’s line', async () => {
    const claim = await newClaim();
    await withFirstPayment(h.t.database.db, claimHooks, paid835(claim), async (input) => {
      await answered(input);
      expect(input.slice.answered).toEqual([claim.id]);
      expect(input.run.ctx.matched).toEqual([
        { formId: claim.formId, claimId: claim.id, change: 'processing → approved, $162.11 paid' },
      ]);
    });
  });

  it('moves a claim paid nothing to denied', async () => {
    const claim = await newClaim();
    await withFirstPayment(h.t.database.db, claimHooks, denied835(claim), async (input) => {
      await answered(input);
      expect(input.run.ctx.matched).toEqual([
        { formId: claim.formId, claimId: claim.id, change: 'processing → denied' },
      ]);
    });
  });
});
