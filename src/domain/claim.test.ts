import { describe, expect, it } from 'vitest';
import {
  addMinutes,
  canSubmitClaim,
  chooseFacility,
  choosePatient,
  chooseServiceLocation,
  chooseServiceType,
  claimRequestFromDraft,
  claimSubmitSchema,
  dropVanishedSelections,
  emptyClaimDraft,
  inferServiceLocation,
  missingClaimFields,
  setAdmittedDate,
  setServiceDateFrom,
  setServiceTimeFrom,
  singleLineAddress,
  type ClaimDraft,
  type FacilityRecord,
  type PatientRecord,
} from './claim.ts';
import { claimStatusTone, normalizeClaimStatus } from './claim-status.ts';

const patient: PatientRecord = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Ana',
  middleName: 'B',
  lastName: 'Cruz',
  dateOfBirth: '1990-04-02',
  addressStreet: '5 Oak Ave',
  addressCity: 'Fresno',
  addressState: 'CA',
  addressZip: '93701',
  insuranceProvider: 'Medi-Cal',
  payerId: 'MCAL1',
  payerType: 'Medicaid',
  policyNumber: 'POL-123',
};

const facility: FacilityRecord = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Valley Birth Center',
  addressStreet: '9 Elm St',
  addressCity: 'Fresno',
  addressState: 'CA',
  addressZip: '93702',
  npiNumber: '1234567893',
};

describe('autofill', () => {
  it('To date copies the From date when empty, and is kept when set', () => {
    expect(setServiceDateFrom(emptyClaimDraft, '2026-11-01').serviceDateTo).toBe('2026-11-01');
    const withTo = { ...emptyClaimDraft, serviceDateTo: '2026-11-03' };
    expect(setServiceDateFrom(withTo, '2026-11-01').serviceDateTo).toBe('2026-11-03');
  });

  it('To time becomes one minute after From time when empty', () => {
    expect(setServiceTimeFrom(emptyClaimDraft, '09:30').serviceTimeTo).toBe('09:31');
    expect(
      setServiceTimeFrom({ ...emptyClaimDraft, serviceTimeTo: '11:00' }, '09:30').serviceTimeTo,
    ).toBe('11:00');
  });

  it('wraps the To time past midnight', () => {
    expect(setServiceTimeFrom(emptyClaimDraft, '23:59').serviceTimeTo).toBe('00:00');
    expect(addMinutes('23:59', 1)).toBe('00:00');
    expect(addMinutes('00:00', -1)).toBe('23:59');
    expect(addMinutes('12:59', 1)).toBe('13:00');
  });

  it('Admitted date fills an empty Discharged date only', () => {
    expect(setAdmittedDate(emptyClaimDraft, '2026-11-01').dischargedDate).toBe('2026-11-01');
    expect(
      setAdmittedDate({ ...emptyClaimDraft, dischargedDate: '2026-11-04' }, '2026-11-01')
        .dischargedDate,
    ).toBe('2026-11-04');
  });
});

describe('choices', () => {
  it('choosing a patient copies a snapshot, clearing empties it', () => {
    const chosen = choosePatient(emptyClaimDraft, patient);
    expect(chosen.patientId).toBe(patient.id);
    expect(chosen.patient).toEqual({
      firstName: 'Ana',
      middleName: 'B',
      lastName: 'Cruz',
      dateOfBirth: '1990-04-02',
      address: '5 Oak Ave, Fresno, CA 93701',
      insuranceProvider: 'Medi-Cal',
      policyNumber: 'POL-123',
      payerId: 'MCAL1',
      payerType: 'Medicaid',
    });
    expect(choosePatient(chosen, null)).toMatchObject({ patientId: '', patient: null });
  });

  it('choosing a facility fills its name, address parts, NPI and single-line address', () => {
    const chosen = chooseFacility(chooseServiceLocation(emptyClaimDraft, 'facility'), facility);
    expect(chosen.facility).toMatchObject({
      name: 'Valley Birth Center',
      npiNumber: '1234567893',
      addressZip: '93702',
    });
    expect(chosen.address).toBe('9 Elm St, Fresno, CA 93702');
  });

  it('Home or Virtual clears the facility, its address and both dates; Virtual sets inPerson false', () => {
    let draft = chooseFacility(chooseServiceLocation(emptyClaimDraft, 'facility'), facility);
    draft = setAdmittedDate(draft, '2026-11-01');
    for (const location of ['home', 'virtual'] as const) {
      const next = chooseServiceLocation(draft, location);
      expect(next).toMatchObject({
        serviceLocation: location,
        facilityId: '',
        facility: null,
        address: '',
        admittedDate: '',
        dischargedDate: '',
        inPerson: location === 'home',
      });
    }
    expect(chooseServiceLocation(draft, 'facility').inPerson).toBe(true);
  });

  it('selecting a service type resets the extra inputs to those it needs', () => {
    const extended = chooseServiceType(emptyClaimDraft, 'Extended Postpartum Doula Support');
    expect(extended.serviceAdditionalInputs).toEqual({ serviceDurationMinutes: '' });
    const filled = { ...extended, serviceAdditionalInputs: { serviceDurationMinutes: '180' } };
    expect(chooseServiceType(filled, 'Prenatal Visit').serviceAdditionalInputs).toEqual({});
    expect(
      chooseServiceType(filled, 'Extended Postpartum Doula Support').serviceAdditionalInputs,
    ).toEqual({
      serviceDurationMinutes: '',
    });
  });

  it('a patient or facility that vanished from the live list is cleared', () => {
    const draft = chooseFacility(
      choosePatient(chooseServiceLocation(emptyClaimDraft, 'facility'), patient),
      facility,
    );
    const both = dropVanishedSelections(draft, new Set([patient.id]), new Set([facility.id]));
    expect(both).toBe(draft);
    const none = dropVanishedSelections(draft, new Set(), new Set());
    expect(none).toMatchObject({
      patientId: '',
      patient: null,
      facilityId: '',
      facility: null,
      address: '',
    });
  });

  it('can be submitted only with a patient, and a facility for a facility visit', () => {
    expect(canSubmitClaim(emptyClaimDraft)).toBe(false);
    const withPatient = choosePatient(emptyClaimDraft, patient);
    expect(canSubmitClaim(withPatient)).toBe(true);
    const atFacility = chooseServiceLocation(withPatient, 'facility');
    expect(canSubmitClaim(atFacility)).toBe(false);
    expect(canSubmitClaim(chooseFacility(atFacility, facility))).toBe(true);
  });
});

describe('missingClaimFields', () => {
  const ready: ClaimDraft = {
    ...chooseServiceType(choosePatient(emptyClaimDraft, patient), 'Prenatal Visit'),
    serviceDateFrom: '2026-11-01',
    serviceTimeFrom: '09:00',
  };

  it('is empty for a complete home visit', () => {
    expect(missingClaimFields(ready)).toEqual([]);
  });

  it('lists the service fields in form order when nothing is chosen', () => {
    expect(missingClaimFields(choosePatient(emptyClaimDraft, patient))).toEqual([
      'Service Date From',
      'Service Time From',
      'Service Type',
    ]);
    expect(missingClaimFields(emptyClaimDraft)).toEqual([
      'Patient',
      'Service Date From',
      'Service Time From',
      'Service Type',
    ]);
  });

  it('names the extra input of the chosen service type by its label', () => {
    const extended = chooseServiceType(ready, 'Extended Postpartum Doula Support');
    expect(missingClaimFields(extended)).toEqual(['Service Duration (minutes)']);
  });

  it('lists gaps in the patient snapshot', () => {
    const gappy = {
      ...ready,
      patient: { ...ready.patient!, payerId: '', address: ' ', policyNumber: '' },
    };
    expect(missingClaimFields(gappy)).toEqual(['Patient Address', 'Policy Number', 'Payer ID']);
  });

  it('for a facility visit requires the facility and each part of its details', () => {
    const atFacility = chooseServiceLocation(ready, 'facility');
    expect(missingClaimFields(atFacility)).toEqual(['Facility']);
    const incomplete = {
      ...chooseFacility(atFacility, facility),
      facility: {
        ...facility,
        addressStreet: '',
        addressCity: '',
        addressState: 'DC',
        addressZip: '',
        npiNumber: '',
      },
    };
    expect(missingClaimFields(incomplete)).toEqual([
      'Facility Street Address (update facility details)',
      'Facility City (update facility details)',
      'Facility State (update facility details and ensure it is valid)',
      'Facility ZIP Code (update facility details)',
      'Facility NPI Number (update facility details)',
    ]);
  });

  it('for a home or virtual visit does not ask for a facility', () => {
    expect(missingClaimFields(chooseServiceLocation(ready, 'virtual'))).toEqual([]);
  });
});

describe('claimSubmitSchema', () => {
  const valid = claimRequestFromDraft({
    ...chooseServiceType(
      choosePatient(emptyClaimDraft, patient),
      'Extended Postpartum Doula Support',
    ),
    serviceAdditionalInputs: { serviceDurationMinutes: ' 180 ' },
    serviceDateFrom: '2026-11-01',
    serviceDateTo: '2026-11-01',
    serviceTimeFrom: '23:59',
    serviceTimeTo: '00:00',
    notes: '  brought snacks  ',
  });

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
    for (const extra of [
      { status: 'approved' },
      { uid: 'x' },
      { createdAt: 'x' },
      { deleted: true },
      { patient: {} },
    ]) {
      expect(claimSubmitSchema.safeParse({ ...valid, ...extra }).success).toBe(false);
    }
  });

  it('requires a facility for a facility visit and none otherwise', () => {
    expect(claimSubmitSchema.safeParse({ ...valid, serviceLocation: 'facility' }).success).toBe(
      false,
    );
    expect(claimSubmitSchema.safeParse({ ...valid, facilityId: facility.id }).success).toBe(false);
    expect(
      claimSubmitSchema.safeParse({
        ...valid,
        serviceLocation: 'facility',
        facilityId: facility.id,
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

describe('legacy records and statuses', () => {
  it('infers the location of records without one', () => {
    expect(inferServiceLocation({ inPerson: false })).toBe('virtual');
    expect(inferServiceLocation({ inPerson: true })).toBe('home');
    expect(inferServiceLocation({})).toBe('home');
    expect(inferServiceLocation({ serviceLocation: null, inPerson: null })).toBe('home');
    expect(inferServiceLocation({ serviceLocation: 'facility', inPerson: true })).toBe('facility');
    expect(inferServiceLocation({ serviceLocation: 'moon', inPerson: false })).toBe('virtual');
  });

  it('treats an unknown or missing status as pending', () => {
    expect(normalizeClaimStatus(undefined)).toBe('pending');
    expect(normalizeClaimStatus(null)).toBe('pending');
    expect(normalizeClaimStatus('')).toBe('pending');
    expect(normalizeClaimStatus('paid')).toBe('pending');
    expect(normalizeClaimStatus('approved')).toBe('approved');
  });

  it('maps statuses to the spec colours', () => {
    expect(claimStatusTone).toEqual({
      approved: 'green',
      denied: 'red',
      processing: 'blue',
      pending: 'yellow',
    });
  });
});

it('joins a single-line address without empty parts', () => {
  expect(singleLineAddress('1 A St', 'Town', 'CA', '90000')).toBe('1 A St, Town, CA 90000');
  expect(singleLineAddress('1 A St', '', 'CA', '')).toBe('1 A St, CA');
});
