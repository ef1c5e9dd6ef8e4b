import { describe, expect, it } from 'vitest';
import { messages } from '#domain/common/messages';
import { submissionStepsHarness } from '../../../testing/submission-steps.ts';
import { checkAndPriceClaim } from './check-and-price.ts';
import { lockAndLoad } from './lock-and-load.ts';

const { body, submission, inTransaction } = submissionStepsHarness('step-price');

describe('check and price', () => {
  it('prices a clean claim from the payer profile: its lines and total', async () => {
    const claim = submission(body());
    await inTransaction(async (tx) => {
      const billing = await checkAndPriceClaim(tx, claim, await lockAndLoad(tx, claim));
      expect(billing.totalChargeCents).toBe(16211);
      expect(billing.lines.length).toBeGreaterThan(0);
      expect(billing.lines.reduce((sum, line) => sum + line.chargeCents, 0)).toBe(16211);
    });
  });

  it('refuses a claim whose copy of the patient misses a required field, naming it', async () => {
    const claim = submission(body());
    await inTransaction(async (tx) => {
      const loaded = await lockAndLoad(tx, claim);
      const withoutPolicy = { ...loaded, patientCopy: { ...loaded.patientCopy, policyNumber: '' } };
      await expect(checkAndPriceClaim(tx, claim, withoutPolicy)).rejects.toThrow(
        `${messages.claim.missingFields} Policy Number`,
      );
    });
  });

  it('refuses a claim the claim check finds an error in', async () => {
    const claim = submission(body({ diagnosisCodes: ['O80'] }));
    await inTransaction(async (tx) => {
      await expect(
        checkAndPriceClaim(tx, claim, await lockAndLoad(tx, claim)),
      ).rejects.toMatchObject({ code: 'claim_check', findings: expect.any(Array) });
    });
  });
});
