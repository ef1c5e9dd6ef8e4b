import { describe, expect, it } from 'vitest';
import { acceptedServerFields } from '#domain/testing/schema-errors';
import { claimSubmitSchema, type ClaimSubmitInput } from './requests.ts';

describe('claimSubmitSchema', () => {
  const valid: ClaimSubmitInput = {
    patientId: '11111111-1111-4111-8111-111111111111',
    serviceType: 'Extended Postpartum Doula Support',
    serviceAdditionalInputs: { serviceDurationMinutes: ' 180 ' },
    serviceDateFrom: '2026-11-01',
    serviceDateTo: '2026-11-01',
    serviceTimeFrom: '23:59',
    serviceTimeTo: '00:00',
    serviceLocation: 'home',
    facilityId: '',
    admittedDate: '',
    dischargedDate: '',
    notes: '  brought snacks  ',
    diagnosisCodes: ['Z39.2'],
  };
  const facilityId = '22222222-2222-4222-8222-222222222222';

  it('accepts a complete claim and trims text', () => {
    const parsed = claimSubmitSchema.parse(valid);
    expect(parsed.notes).toBe('brought snacks');
    expect(parsed.serviceAdditionalInputs).toEqual({ serviceDurationMinutes: '180' });
  });

  it('requires the extra input of the service type, as a whole number', () => {
    expect(claimSubmitSchema.safeParse({ ...valid, serviceAdditionalInputs: {} }).success).toBe(
      false,
    );
    expect(
      claimSubmitSchema.safeParse({
        ...valid,
        serviceAdditionalInputs: { serviceDurationMinutes: '3h' },
      }).success,
    ).toBe(false);
    expect(
      claimSubmitSchema.safeParse({
        ...valid,
        serviceAdditionalInputs: { serviceDurationMinutes: '180', other: 'x' },
      }).success,
    ).toBe(false);
  });

  it('refuses what only the server may set', () => {
    expect(
      acceptedServerFields(claimSubmitSchema, valid, {
        status: 'approved',
        uid: 'x',
        createdAt: 'x',
        deleted: true,
        patient: {},
      }),
    ).toEqual([]);
  });

  it('requires a facility for a facility visit and none otherwise', () => {
    expect(claimSubmitSchema.safeParse({ ...valid, serviceLocation: 'facility' }).success).toBe(
      false,
    );
    expect(claimSubmitSchema.safeParse({ ...valid, facilityId }).success).toBe(false);
    expect(
      claimSubmitSchema.safeParse({
        ...valid,
        serviceLocation: 'facility',
        facilityId,
        admittedDate: '2026-11-01',
      }).success,
    ).toBe(true);
  });

  it('refuses impossible dates and dates out of order', () => {
    expect(claimSubmitSchema.safeParse({ ...valid, serviceDateFrom: '2026-02-30' }).success).toBe(
      false,
    );
    expect(claimSubmitSchema.safeParse({ ...valid, serviceDateTo: '2026-10-31' }).success).toBe(
      false,
    );
    expect(claimSubmitSchema.safeParse({ ...valid, serviceTimeFrom: '24:00' }).success).toBe(false);
  });

  it('refuses dates before 1900, year 0 included (PostgreSQL has none)', () => {
    for (const date of ['0000-01-01', '0001-01-01', '1899-12-31']) {
      for (const field of ['serviceDateFrom', 'admittedDate', 'dischargedDate'] as const) {
        const claim = { ...valid, serviceDateFrom: '2026-11-01', [field]: date };
        expect(claimSubmitSchema.safeParse(claim).success, `${field} ${date}`).toBe(false);
      }
    }
    expect(
      claimSubmitSchema.safeParse({ ...valid, serviceDateFrom: '1900-01-01', serviceDateTo: '' })
        .success,
    ).toBe(true);
  });
});
