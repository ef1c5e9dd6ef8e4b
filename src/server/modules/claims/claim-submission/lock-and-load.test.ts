import { describe, expect, it } from 'vitest';
import { submissionStepsHarness } from '../../../testing/submission-steps.ts';
import { keepProfileAsRead } from '../../profile/index.ts';
import { lockAndLoad } from './lock-and-load.ts';

const { h, body, submission, inTransaction } = submissionStepsHarness('step-load');

describe('lock and load', () => {
  it('reads her patient, her facility and her billing details from her own rows', async () => {
    const claim = body({ serviceLocation: 'facility', facilityId: h.doula.facilityId });
    await inTransaction(async (tx) => {
      const loaded = await lockAndLoad(tx, submission(claim));
      expect(loaded.patient.id).toBe(h.doula.patientId);
      expect(loaded.patientCopy.lastName).toBe(loaded.patient.lastName);
      expect(loaded.facilityCopy).not.toBeNull();
      expect(loaded.submitter.claimant.email).toBe(h.user.email);
      expect(loaded.correction).toBeUndefined();
    });
  });

  it('takes her profile from her session’s read of it, when the request has one', async () => {
    const asRead = { email: 'as-read@example.com', profile: null, currentAgreementVersion: null };
    const user = { ...h.user };
    keepProfileAsRead(user, asRead);
    await inTransaction(async (tx) => {
      const loaded = await lockAndLoad(tx, { ...submission(body()), user });
      // Not her profile as stored (Maya Lopez, her own email): the session's read, unread again.
      expect(loaded.submitter.claimant).toEqual({ name: '', email: 'as-read@example.com' });
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
});
