import { describe, expect, it } from 'vitest';
import { postClaim, validClaim } from '../../../testing/doulas.ts';
import { submissionStepsHarness } from '../../../testing/submission-steps.ts';
import { lockAndLoad } from './lock-and-load.ts';

const { h, body, submission, inTransaction } = submissionStepsHarness('step-load');

describe('lock and load', () => {
  it('reads her patient, her facility and her billing details from her own rows', async () => {
    const claim = body({ serviceLocation: 'facility', facilityId: h.doula.facilityId });
    await inTransaction(async (tx) => {
      const loaded = await lockAndLoad(tx, submission(claim));
      expect(loaded?.patient.id).toBe(h.doula.patientId);
      expect(loaded?.patientCopy.lastName).toBe(loaded?.patient.lastName);
      expect(loaded?.facilityCopy).not.toBeNull();
      expect(loaded?.submitter.claimant.email).toBe(h.user.email);
      expect(loaded?.correction).toBeUndefined();
    });
  });

  it('refuses another doula’s patient as no longer available', async () => {
    const claim = body({ patientId: h.other.patientId });
    await inTransaction(async (tx) => {
      await expect(lockAndLoad(tx, submission(claim))).rejects.toThrow(
        'The selected patient is no longer available. Please choose a patient again.',
      );
    });
  });

  it('refuses a facility visit whose facility is not hers', async () => {
    const claim = body({ serviceLocation: 'facility', facilityId: h.other.facilityId });
    await inTransaction(async (tx) => {
      await expect(lockAndLoad(tx, submission(claim))).rejects.toThrow(
        'The selected facility is no longer available. Please choose a facility again.',
      );
    });
  });

  it('answers nothing for a key a stored claim already used', async () => {
    const key = `key-used-${Date.now()}-step`;
    const response = await h.t.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { cookie: h.doula.cookie, 'idempotency-key': key },
      payload: validClaim(h.doula.patientId),
    });
    expect(response.statusCode, response.body).toBe(201);
    await inTransaction(async (tx) => {
      expect(await lockAndLoad(tx, submission(body(), key))).toBeUndefined();
    });
    // Any other key still loads.
    expect((await postClaim(h.t, h.doula.cookie, validClaim(h.doula.patientId))).statusCode).toBe(
      201,
    );
  });
});
