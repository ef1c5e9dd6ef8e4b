import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  unchangedCorrectionMessage,
  type CorrectionBasis,
} from '#domain/claims/correction-changes';
import { correctionMessages } from '#domain/claims/corrections';
import type { ClaimView } from '#domain/claims/view';
import type { RecordPage } from '#domain/records/list';
import { restoreProfile, submitClaim, type Doula } from '../../testing/doulas.ts';
import { DENIED_PAYER_CLAIM_NUMBER } from '../../testing/payer-decisions.ts';
import { validProfile } from '../../testing/fixtures.ts';
import { createRecord } from '../../testing/record-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { useCorrections } from '../../testing/claim-corrections.ts';
import { expectJson } from '../../testing/write-checks.ts';

/**
 * Corrected claims through the API, on a real PostgreSQL: the frequency follows what the payer
 * did with the original (a claim number from an 835 → replacement 7, none → new original 1),
 * each claim is corrected once, the two are linked both ways, and another doula's claim is
 * missing. Voids: claims.voids.test.ts.
 */
const h = useCorrections('corrections');
const { rejected, denied, correct, voidOf, claimOf, claimCount, auditActions } = h;
let t: TestApp;
let maya: Doula;
let other: Doula;
beforeAll(() => ({ t, maya, other } = h));

describe('correcting a claim', () => {
  it('a rejected claim (never adjudicated) is corrected as a new original (1), linked both ways', async () => {
    const original = await rejected();
    expect(original.payerClaimNumber).toBe('');
    const corrected = expectJson<ClaimView>(await correct(original));
    // Same patient, day and service as the claim it corrects: no duplicate, and Pending.
    expect(corrected).toMatchObject({
      status: 'pending',
      frequency: '1',
      resubmissionReference: '',
      serviceDateFrom: original.serviceDateFrom,
      serviceType: original.serviceType,
      notes: 'Corrected the end time.',
      corrects: { id: original.id, formId: original.formId, frequency: '1' },
      correctedBy: null,
    });
    expect(corrected.statusHistory.at(-1)?.note).toBe(
      `Submitted as a new claim correcting ${original.formId}, which the payer never took into processing`,
    );
    const after = await claimOf(original.id);
    expect(after.status).toBe('rejected');
    expect(after.correctedBy).toEqual({
      id: corrected.id,
      formId: corrected.formId,
      frequency: '1',
    });
    expect((await claimOf(corrected.id)).corrects?.formId).toBe(original.formId);

    // Her list shows both, each naming the other.
    const list = await t.inject({
      method: 'GET',
      url: '/api/claims?limit=100',
      headers: { cookie: maya.cookie },
    });
    const items = (list.json() as RecordPage<ClaimView>).items;
    expect(items.find((item) => item.id === original.id)?.correctedBy?.formId).toBe(
      corrected.formId,
    );
    expect(items.find((item) => item.id === corrected.id)?.corrects?.formId).toBe(original.formId);

    expect(await auditActions(original.id)).toContain('claim.correct');
    expect(await auditActions(corrected.id)).toContain('claim.create');
  });

  it("a denied claim the payer numbered in its 835 is replaced (7) with the payer's claim number", async () => {
    const original = await denied();
    expect(original.status).toBe('denied');
    expect(original.adjudicatedClaimNumber).toBe(DENIED_PAYER_CLAIM_NUMBER);
    const replacement = expectJson<ClaimView>(await correct(original));
    expect(replacement).toMatchObject({
      status: 'pending',
      frequency: '7',
      resubmissionReference: DENIED_PAYER_CLAIM_NUMBER,
      corrects: { formId: original.formId },
    });
    expect(replacement.statusHistory.at(-1)?.note).toBe(
      `Submitted as a replacement of ${original.formId} (payer claim number ${DENIED_PAYER_CLAIM_NUMBER})`,
    );
  });

  it('refuses a second correction with a clear message, and keeps the first', async () => {
    const original = await rejected();
    const first = expectJson<ClaimView>(await correct(original));
    const before = await claimCount();
    const second = await correct(original);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(correctionMessages.alreadyCorrected(first.formId));
    expect(await claimCount()).toBe(before);
  });

  it('lets only one of two corrections sent at once through', async () => {
    const original = await rejected();
    const answers = await Promise.all([correct(original), correct(original)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers a retry with the same key with the same claim', async () => {
    const original = await rejected();
    const key = randomUUID();
    const first = await correct(original, maya, {}, key);
    const again = await correct(original, maya, {}, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.json() as ClaimView).id).toBe((first.json() as ClaimView).id);
  });

  it('refuses a claim still with the payer, and another patient', async () => {
    const pending = await claimOf(await submitClaim(t, maya));
    const early = await correct(pending);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(correctionMessages.notCorrectable);

    const original = await rejected();
    const elsewhere = await correct(original, maya, {
      patientId: await createRecord(t, maya.cookie, 'patients'),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(422);
    expect(elsewhere.json().error.message).toBe(correctionMessages.samePatient);
  });

  it('validates the corrected claim with the shared schema', async () => {
    const original = await rejected();
    const response = await correct(original, maya, { serviceTimeFrom: '25:00' });
    expect(response.statusCode).toBe(400);
    expect((await claimOf(original.id)).correctedBy).toBeNull();
  });

  it("answers 404 for another doula's claim, and changes nothing", async () => {
    const original = await rejected();
    const before = await claimCount();
    const response = await correct(original, other, { patientId: other.patientId });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(original.formId);
    expect((await voidOf(original, other)).statusCode).toBe(404);
    expect(await claimCount()).toBe(before);
  });
});

describe('a correction changes something the payer sees', () => {
  const basisOf = async (original: ClaimView, who = maya) =>
    t.inject({
      method: 'GET',
      url: `/api/claims/${original.id}/correction`,
      headers: { cookie: who.cookie },
    });

  it('refuses the same claim again, or one changed only in its note, and stores nothing', async () => {
    await restoreProfile(t, maya.cookie);
    const original = await rejected();
    const before = await claimCount();
    for (const overrides of [
      { serviceTimeTo: original.serviceTimeTo, notes: original.notes },
      { serviceTimeTo: original.serviceTimeTo, notes: 'I checked everything again.' },
    ]) {
      const response = await correct(original, maya, overrides);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'correction_unchanged',
        message: unchangedCorrectionMessage,
      });
    }
    expect(await claimCount()).toBe(before);
    expect((await claimOf(original.id)).correctedBy).toBeNull();
    expect(expectJson<CorrectionBasis>(await basisOf(original), 200)).toMatchObject({
      providerChanged: false,
      patient: original.patient,
    });
  });

  it('takes the same claim fields once her billing details in My Account changed (an NPI rejection)', async () => {
    await restoreProfile(t, maya.cookie);
    const original = await rejected();
    const same = { serviceTimeTo: original.serviceTimeTo };
    expect((await correct(original, maya, same)).statusCode).toBe(422);
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: maya.cookie },
      payload: validProfile({ npiNumber: '1234567893' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect(expectJson<CorrectionBasis>(await basisOf(original), 200).providerChanged).toBe(true);
      const corrected = await correct(original, maya, same);
      expect(corrected.statusCode, corrected.body).toBe(201);
    } finally {
      await restoreProfile(t, maya.cookie);
    }
  });

  it("answers 404 for the basis of another doula's claim", async () => {
    const original = await rejected();
    const response = await basisOf(original, other);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(original.patient.lastName);
  });
});
