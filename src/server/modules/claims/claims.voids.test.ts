import { beforeAll, describe, expect, it } from 'vitest';
import { correctionMessages } from '#domain/claims/corrections';
import type { ClaimView } from '#domain/claims/view';
import type { OperatorClaimSummary } from '#domain/claims/queue';
import type { RecordPage } from '#domain/records/list';
import { useCorrections } from '../../testing/claim-corrections.ts';
import { type Doula, operatorCookie, postClaim, validClaim } from '../../testing/doulas.ts';
import { DENIED_PAYER_CLAIM_NUMBER } from '../../testing/payer-decisions.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { expectJson } from '../../testing/write-checks.ts';

/**
 * Voids through the API, on a real PostgreSQL: a claim the payer decided gets one void request
 * (frequency 8 with the payer's claim number), linked both ways, final once made.
 */
const h = useCorrections('voids');
const { rejected, denied, correct, voidOf, claimOf, auditActions } = h;
let t: TestApp;
let maya: Doula;
beforeAll(() => ({ t, maya } = h));

describe('voiding a claim', () => {
  it('a denied claim with a payer claim number gets a pending void request (8), linked both ways', async () => {
    const original = await denied();
    const voided = expectJson<ClaimView>(await voidOf(original));
    expect(voided).toMatchObject({
      status: 'pending',
      frequency: '8',
      resubmissionReference: DENIED_PAYER_CLAIM_NUMBER,
      patientId: original.patientId,
      serviceDateFrom: original.serviceDateFrom,
      totalChargeCents: original.totalChargeCents,
      lines: original.lines,
      paidCents: 0,
      corrects: { id: original.id, formId: original.formId },
    });
    expect(voided.statusHistory.at(-1)?.note).toBe(
      `Void request for ${original.formId}: asks the payer to cancel their claim number ${DENIED_PAYER_CLAIM_NUMBER}`,
    );
    const after = await claimOf(original.id);
    expect(after.correctedBy).toEqual({ id: voided.id, formId: voided.formId, frequency: '8' });
    expect(await auditActions(original.id)).toContain('claim.void');

    // Neither the void nor the voided claim makes a new claim for that visit a duplicate.
    const again = await postClaim(
      t,
      maya.cookie,
      validClaim(maya.patientId, {}, original.serviceDateFrom),
    );
    expect(again.statusCode, again.body).toBe(201);

    // Once voided, no second void and no correction.
    const twice = await voidOf(original);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(correctionMessages.alreadyCorrected(voided.formId));
    expect((await correct(original)).statusCode).toBe(409);
    const ofVoid = await voidOf(voided);
    expect(ofVoid.statusCode).toBe(409);
    expect(ofVoid.json().error.message).toBe(correctionMessages.voidIsFinal);
  });

  it('refuses a claim the payer never decided', async () => {
    const original = await rejected();
    const response = await voidOf(original);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(correctionMessages.notVoidable);
  });

  it('shows the link in the operator queue', async () => {
    const original = await denied();
    const voided = (await voidOf(original)).json() as ClaimView;
    const queue = await t.inject({
      method: 'GET',
      url: '/api/operator/claims?limit=100',
      headers: { cookie: await operatorCookie(t) },
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const items = (queue.json() as RecordPage<OperatorClaimSummary>).items;
    expect(items.find((item) => item.id === voided.id)).toMatchObject({
      frequency: '8',
      corrects: { formId: original.formId },
    });
    expect(items.find((item) => item.id === original.id)?.correctedBy?.formId).toBe(voided.formId);
  });
});
