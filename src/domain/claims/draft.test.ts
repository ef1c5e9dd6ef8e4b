import { describe, expect, it } from 'vitest';
import { facilitySource, patientSource } from '#domain/testing/claim-sources';
import {
  addMinutes,
  canSubmitClaim,
  chooseFacility,
  choosePatient,
  chooseServiceLocation,
  chooseServiceType,
  claimRequestFromDraft,
  emptyClaimDraft,
  setAdmittedDate,
  setServiceDateFrom,
  setServiceInput,
  setServiceTimeFrom,
  type ClaimDraft,
} from './draft.ts';
import { missingClaimFields } from './required-fields.ts';

const patient = patientSource({
  middleName: 'B',
  lastName: 'Cruz',
  dateOfBirth: '1990-04-02',
  addressStreet: '5 Oak Ave',
  policyNumber: 'POL-123',
});

const facility = facilitySource({
  addressStreet: '9 Elm St',
  addressCity: 'Fresno',
  addressZip: '93702',
  npiNumber: '1234567893',
});

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

  it('a visit of known length ends that many minutes after it starts', () => {
    const extended = chooseServiceType(emptyClaimDraft, 'Extended Postpartum Doula Support');
    const withMinutes = setServiceInput(extended, 'serviceDurationMinutes', '180');
    expect(setServiceTimeFrom(withMinutes, '09:30').serviceTimeTo).toBe('12:30');
    expect(setServiceTimeFrom(withMinutes, '23:59').serviceTimeTo).toBe('02:59');
    const initial = chooseServiceType(emptyClaimDraft, 'Extended Initial Visit (90 minutes)');
    expect(setServiceTimeFrom(initial, '10:00').serviceTimeTo).toBe('11:30');
    // No length known: the one minute the specification fills.
    expect(setServiceTimeFrom(extended, '09:30').serviceTimeTo).toBe('09:31');
  });

  it('the end time the form filled follows a duration typed after the start', () => {
    const started = setServiceTimeFrom(
      chooseServiceType(emptyClaimDraft, 'Extended Postpartum Doula Support'),
      '09:30',
    );
    expect(started.serviceTimeTo).toBe('09:31');
    const typed = setServiceInput(started, 'serviceDurationMinutes', '180');
    expect(typed.serviceTimeTo).toBe('12:30');
    // Typing the minutes digit by digit ("1", "18", "180") keeps following.
    const stepwise = ['1', '18', '180'].reduce(
      (draft, value) => setServiceInput(draft, 'serviceDurationMinutes', value),
      started,
    );
    expect(stepwise.serviceTimeTo).toBe('12:30');
    expect(chooseServiceType(typed, 'Extended Initial Visit (90 minutes)').serviceTimeTo).toBe(
      '11:00',
    );
    expect(chooseServiceType(typed, 'Prenatal Visit').serviceTimeTo).toBe('09:31');
  });

  it('an end time she typed herself is kept whatever the length', () => {
    const extended = chooseServiceType(emptyClaimDraft, 'Extended Postpartum Doula Support');
    const own = { ...setServiceTimeFrom(extended, '09:30'), serviceTimeTo: '11:00' };
    expect(setServiceInput(own, 'serviceDurationMinutes', '180').serviceTimeTo).toBe('11:00');
    expect(chooseServiceType(own, 'Extended Initial Visit (90 minutes)').serviceTimeTo).toBe(
      '11:00',
    );
  });

  it('a filled end time is start plus the known minutes, around the clock, in either order', () => {
    const extended = chooseServiceType(emptyClaimDraft, 'Extended Postpartum Doula Support');
    const clock = (total: number) =>
      `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
    for (let start = 0; start < 1440; start += 7) {
      for (const minutes of [1, 15, 90, 180, 601, 1439, 1440]) {
        const end = clock((start + minutes) % 1440);
        const minutesFirst = setServiceTimeFrom(
          setServiceInput(extended, 'serviceDurationMinutes', `${minutes}`),
          clock(start),
        );
        const startFirst = setServiceInput(
          setServiceTimeFrom(extended, clock(start)),
          'serviceDurationMinutes',
          `${minutes}`,
        );
        expect([minutesFirst.serviceTimeTo, startFirst.serviceTimeTo]).toEqual([end, end]);
      }
    }
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
      sex: 'F',
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

it('sends every text trimmed, and no facility or hospital dates for a home visit', () => {
  const request = claimRequestFromDraft({
    ...chooseServiceType(
      choosePatient(emptyClaimDraft, patient),
      'Extended Postpartum Doula Support',
    ),
    serviceAdditionalInputs: { serviceDurationMinutes: ' 180 ' },
    admittedDate: '2026-11-01',
    notes: '  brought snacks  ',
  });
  expect(request).toMatchObject({
    serviceAdditionalInputs: { serviceDurationMinutes: '180' },
    notes: 'brought snacks',
    facilityId: '',
    admittedDate: '',
  });
});
