import { describe, expect, it } from 'vitest';
import { runClaimCheck } from '#domain/billing/index';
import { facilitySource, patientSource } from '#domain/testing/claim-sources';
import {
  claimCheckInputFromDraft,
  claimDurationMinutes,
  claimServiceDays,
  type ProviderBillingFacts,
} from './claim-check-input.ts';
import {
  chooseFacility,
  choosePatient,
  chooseServiceLocation,
  chooseServiceType,
  emptyClaimDraft,
} from './draft.ts';
import { claimSubmitSchema } from './requests.ts';

const provider: ProviderBillingFacts = {
  npi: '1234567893',
  taxIdType: 'SSN',
  taxId: null,
  billingAddress: { street: '1200 J Street', zip: '95814-2930' },
};

const patient = patientSource({
  firstName: 'Maya',
  lastName: 'Lopez',
  dateOfBirth: '1995-04-02',
  addressStreet: '1 Main St',
  payerId: '100000',
  policyNumber: 'POL-1',
});

const prenatalAtHome = {
  ...chooseServiceType(choosePatient(emptyClaimDraft, patient), 'Prenatal Visit'),
  serviceDateFrom: '2025-03-10',
  serviceDateTo: '2025-03-10',
  serviceTimeFrom: '10:00',
  serviceTimeTo: '11:00',
  diagnosisCodes: ['Z33.1'],
};

describe('claimServiceDays', () => {
  it('counts the calendar days from the first date to the last, both included', () => {
    expect(claimServiceDays({ serviceDateFrom: '2026-03-10', serviceDateTo: '' })).toBe(1);
    expect(claimServiceDays({ serviceDateFrom: '2026-03-10', serviceDateTo: '2026-03-10' })).toBe(
      1,
    );
    expect(claimServiceDays({ serviceDateFrom: '2026-03-10', serviceDateTo: '2026-03-11' })).toBe(
      2,
    );
    expect(claimServiceDays({ serviceDateFrom: '2026-02-28', serviceDateTo: '2026-03-02' })).toBe(
      3,
    );
    // Dates out of order or not real are the form's to refuse: one day until then.
    expect(claimServiceDays({ serviceDateFrom: '2026-03-10', serviceDateTo: '2026-03-09' })).toBe(
      1,
    );
    expect(claimServiceDays({ serviceDateFrom: '2026-02-30', serviceDateTo: '2026-03-02' })).toBe(
      1,
    );
  });
});

describe('claimDurationMinutes', () => {
  const times = { serviceDateFrom: '2025-03-10', serviceDateTo: '2025-03-10' };
  it('takes the minutes she typed when the service asks for them', () => {
    const typed = { serviceDurationMinutes: ' 180 ' };
    expect(
      claimDurationMinutes({
        ...times,
        serviceAdditionalInputs: typed,
        serviceTimeFrom: '10:00',
        serviceTimeTo: '10:30',
      }),
    ).toBe(180);
    expect(
      claimDurationMinutes({
        ...times,
        serviceAdditionalInputs: { serviceDurationMinutes: '' },
        serviceTimeFrom: '10:00',
        serviceTimeTo: '10:30',
      }),
    ).toBeNull();
  });
  it('otherwise counts from the start to the end time, past midnight and across days', () => {
    const at = (from: string, to: string, dateTo = '2025-03-10') =>
      claimDurationMinutes({
        serviceAdditionalInputs: {},
        serviceDateFrom: '2025-03-10',
        serviceDateTo: dateTo,
        serviceTimeFrom: from,
        serviceTimeTo: to,
      });
    expect(at('10:00', '11:05')).toBe(65);
    expect(at('23:30', '00:15')).toBe(45);
    expect(at('22:00', '02:00', '2025-03-11')).toBe(240);
    expect(at('10:00', '')).toBeNull();
  });
});

describe('claimCheckInputFromDraft', () => {
  it('a clean Medi-Cal prenatal visit at home has no findings and codes Z1034 XP at POS 12', () => {
    const result = runClaimCheck(
      claimCheckInputFromDraft(prenatalAtHome, {
        provider,
        patientBilling: null,
        today: '2025-03-20',
      }),
    );
    expect(result.errors).toEqual([]);
    const lines = result.context.lines;
    expect(lines?.ok && lines.lines[0]).toMatchObject({
      procedureCode: 'Z1034',
      modifiers: ['XP'],
      units: 1,
      chargeCents: 16211,
      placeOfService: '12',
    });
  });

  it('reads the facility kind, NPI and ZIP of a facility visit', () => {
    const draft = chooseFacility(
      chooseServiceLocation(prenatalAtHome, 'facility'),
      facilitySource({ npiNumber: '1234567891' }),
    );
    const input = claimCheckInputFromDraft(draft, {
      provider,
      patientBilling: null,
      today: '2025-03-20',
    });
    expect(input.facility).toEqual({ npi: '1234567891', kind: 'birthing-center', zip: '95814' });
    const result = runClaimCheck(input);
    expect(result.errors.map((f) => f.field)).toContain('facility.npi');
  });
});

describe('claimSubmitSchema diagnoses and virtual mode', () => {
  const base = {
    patientId: patient.id,
    serviceType: 'Prenatal Visit',
    serviceDateFrom: '2025-03-10',
    serviceTimeFrom: '10:00',
    serviceLocation: 'home',
    diagnosisCodes: ['z331'],
  };
  it('normalises codes and refuses unknown ones on their own index', () => {
    const ok = claimSubmitSchema.safeParse(base);
    expect(ok.success && ok.data.diagnosisCodes).toEqual(['Z33.1']);
    const bad = claimSubmitSchema.safeParse({ ...base, diagnosisCodes: ['Z33.1', 'Q99.9'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['diagnosisCodes.1']);
    expect(claimSubmitSchema.safeParse({ ...base, diagnosisCodes: [] }).success).toBe(false);
  });
  it('needs video or phone for a virtual visit, and only then', () => {
    const virtual = claimSubmitSchema.safeParse({ ...base, serviceLocation: 'virtual' });
    expect(virtual.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['virtualMode']);
    expect(
      claimSubmitSchema.safeParse({
        ...base,
        serviceLocation: 'virtual',
        virtualMode: 'audio-only',
      }).success,
    ).toBe(true);
    expect(claimSubmitSchema.safeParse({ ...base, virtualMode: 'audio-video' }).success).toBe(
      false,
    );
  });
});
