import { describe, expect, it } from 'vitest';
import { submissionStepsHarness } from '../../../testing/submission-steps.ts';
import { checkAndPriceClaim } from './check-and-price.ts';
import { insertClaim } from './insert.ts';
import { lockAndLoad } from './lock-and-load.ts';

const { h, body, submission, inTransaction } = submissionStepsHarness('step-insert');

describe('insert', () => {
  it('stores the claim once per key: its form ID, copies, price and key; a second insert is nothing', async () => {
    const claim = submission(body());
    await inTransaction(async (tx) => {
      const loaded = await lockAndLoad(tx, claim);
      const billing = await checkAndPriceClaim(tx, claim, loaded);
      const row = await insertClaim(tx, claim, loaded, billing);
      expect(row).toMatchObject({
        userId: h.user.id,
        idempotencyKey: claim.idempotencyKey,
        requestHash: claim.requestHash,
        totalChargeCents: 16211,
        patientLastName: loaded.patientCopy.lastName,
        diagnosisCodes: claim.body.diagnosisCodes,
      });
      expect(row!.formId).toMatch(/^DB-\d{4}-\d{6}$/);
      expect(await insertClaim(tx, claim, loaded, billing)).toBeUndefined();
    });
  });
});
