import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { serviceTypeNames } from '#domain/claims/service-types';
import { expectStoredAsSent, json } from '../../testing/hostile-harness.ts';
import { describeHostileWrites } from '../../testing/hostile-send.ts';
import { formatted, freeText, padded, run, runsOf, type Mode } from '../../testing/hostile-text.ts';
import { type ApiErrorBody } from '#domain/common/api-errors';
import { idempotencyKey, restoreProfile, validClaim } from '../../testing/doulas.ts';

/**
 * Hostile input on claim submission: my patients and facilities, the other doula's and unknown
 * ones, and hostile or reused Idempotency-Keys.
 * The properties every such file holds: describeHostileWrites.
 */
describeHostileWrites('claims', (app) => {
  const { world, get, sendTampered, expectOtherUntouched } = app;

  it('POST /api/claims', async () => {
    const { me, other, otherClaimId } = world;
    const route = 'POST /api/claims';
    // The claim check at submit refuses a provider profile other tests may have left odd.
    await restoreProfile(world.t, me.cookie);
    // serviceAdditionalInputs is an object: a "wrong type" for it may well be a valid one.
    const claimKeys = Object.keys(validClaim(me.patientId)).filter(
      (key) => key !== 'serviceAdditionalInputs',
    );
    let lastKey = idempotencyKey();
    const headerText = fc
      .string({ unit: 'binary-ascii', maxLength: 120 })
      .filter((text) => /^[\x20-\x7e]*$/.test(text));
    const choices = (mode: Mode) =>
      fc.record({
        patient:
          mode !== 'anything'
            ? fc.constant('mine')
            : fc.constantFrom('mine', 'mine', 'mine', 'theirs', 'unknown'),
        facility: mode !== 'anything' ? fc.constant('mine') : fc.constantFrom('mine', 'theirs'),
        serviceType: formatted(mode, serviceTypeNames, ['Massage']),
        serviceLocation: formatted(mode, ['home', 'virtual', 'facility'], ['Home', 'moon']),
        serviceDateFrom: formatted(
          mode,
          ['2026-11-02', '1900-01-01'],
          ['0000-01-01', '2026-02-29'],
        ),
        serviceTimeFrom: formatted(mode, ['10:00', '23:59', '00:00'], ['24:00', '9:00']),
        duration:
          mode !== 'anything'
            ? fc.oneof(padded('180'), fc.constantFrom('1', '9999'))
            : freeText(mode, '180', 2000),
        notes: freeText(mode, 'Visit went well.', 4000, false),
        key:
          mode !== 'anything'
            ? fc.constant('fresh')
            : fc.oneof(
                { weight: 4, arbitrary: fc.constant('fresh') },
                { weight: 1, arbitrary: fc.constant('reused') },
                { weight: 1, arbitrary: headerText },
              ),
      });
    await run(
      fc.asyncProperty(
        runsOf(choices, claimKeys, {
          overridable: [
            'serviceType',
            'serviceLocation',
            'serviceDateFrom',
            'serviceTimeFrom',
            'duration',
            'notes',
          ],
        }),
        async ({ mode, body: choice, tamper }) => {
          const patientId =
            choice.patient === 'mine'
              ? me.patientId
              : choice.patient === 'theirs'
                ? other.patientId
                : randomUUID();
          const facilityId = choice.facility === 'mine' ? me.facilityId : other.facilityId;
          const atFacility = choice.serviceLocation.trim() === 'facility';
          const body = validClaim(patientId, {
            serviceType: choice.serviceType as never,
            serviceLocation: choice.serviceLocation as never,
            serviceDateFrom: choice.serviceDateFrom,
            serviceDateTo: '',
            serviceTimeFrom: choice.serviceTimeFrom,
            serviceAdditionalInputs:
              choice.serviceType === 'Extended Postpartum Doula Support'
                ? { serviceDurationMinutes: choice.duration }
                : {},
            facilityId: atFacility ? facilityId : '',
            notes: choice.notes,
          });
          const key =
            choice.key === 'fresh'
              ? idempotencyKey()
              : choice.key === 'reused'
                ? lastKey
                : choice.key;
          lastKey = key;
          const sent = body as unknown as Record<string, unknown>;
          const response = await sendTampered(route, me.cookie, sent, tamper, {
            headers: { 'idempotency-key': key },
          });
          // Well-formed, yet the claim check may refuse it (a date before her birth, a second
          // claim for the day): then 422 with the findings, never anything else.
          if (mode === 'acceptable') {
            expect([201, 422], response.body).toContain(response.statusCode);
            if (response.statusCode === 422) {
              expect(json<ApiErrorBody>(response).error.code).toBe('claim_check');
            }
          }
          if (choice.patient !== 'mine' || (atFacility && choice.facility === 'theirs')) {
            expect(response.statusCode).not.toBe(201);
          }
          if (response.statusCode === 201 && response.headers['idempotent-replayed'] !== 'true') {
            const { id } = json<{ id: string }>(response);
            const claim = json<ClaimView>(await get(`/api/claims/${id}`));
            const { serviceAdditionalInputs, facilityId: sentFacility, ...rest } = body;
            expectStoredAsSent(claim as unknown as Record<string, unknown>, rest);
            expect(claim.facilityId ?? '').toBe(sentFacility);
            expect(claim.serviceAdditionalInputs).toEqual(
              Object.fromEntries(
                Object.entries(serviceAdditionalInputs ?? {}).map(([k, v]) => [k, v.trim()]),
              ),
            );
          }
          await expectOtherUntouched();
        },
      ),
    );
    // The other user's claim is still theirs alone.
    expect((await get(`/api/claims/${otherClaimId}`)).statusCode).toBe(404);
    expect((await get(`/api/claims/${otherClaimId}`, other.cookie)).statusCode).toBe(200);
  });
});
