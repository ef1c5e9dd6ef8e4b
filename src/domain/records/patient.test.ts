import { describe, expect, it } from 'vitest';
import { messages } from '#domain/common/messages';
import { patientFullName, patientInputSchema, patientSexes, patientSexLabels } from './patient.ts';
import { payerTypes } from './payer-types.ts';
import { acceptedServerFields, firstErrors } from '#domain/testing/schema-errors';
import { validPatient } from '#domain/testing/valid-inputs';

const valid = validPatient({ policyNumber: 'POL-123' });

/** The first message for each field, as the form and the API show it. */
const errorsOf = (input: unknown) => firstErrors(patientInputSchema, input);

describe('patientInputSchema', () => {
  it('accepts a complete patient and trims every text', () => {
    const parsed = patientInputSchema.parse({
      ...valid,
      firstName: '  Ana ',
      policyNumber: ' P1 ',
    });
    expect(parsed.firstName).toBe('Ana');
    expect(parsed.policyNumber).toBe('P1');
  });

  it('makes the middle name optional', () => {
    const { middleName: _omitted, ...withoutMiddle } = valid;
    expect(patientInputSchema.parse(withoutMiddle).middleName).toBe('');
  });

  it('gives the product message for each empty required field', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '  ']));
    expect(errorsOf(empty)).toEqual({
      firstName: messages.patient.firstNameRequired,
      lastName: messages.patient.lastNameRequired,
      dateOfBirth: messages.patient.dateOfBirthRequired,
      addressStreet: messages.patient.streetRequired,
      addressCity: messages.patient.cityRequired,
      addressState: messages.patient.stateRequired,
      addressZip: messages.patient.zipRequired,
      insuranceProvider: messages.patient.insuranceProviderRequired,
      payerId: messages.patient.payerIdRequired,
      payerType: messages.patient.payerTypeRequired,
      policyNumber: messages.patient.policyNumberRequired,
      sex: messages.patient.sexInvalid,
    });
    expect(messages.patient.firstNameRequired).toBe('First name is required.');
    expect(messages.patient.payerTypeRequired).toBe('Select a payer type.');
  });

  it('gives the same messages when an API client leaves fields out', () => {
    expect(errorsOf({})).toMatchObject({
      firstName: 'First name is required.',
      addressState: 'State is required.',
      payerType: 'Select a payer type.',
    });
  });

  it('takes only the 50 states', () => {
    expect(errorsOf({ ...valid, addressState: 'DC' })).toEqual({
      addressState: 'Choose a valid state.',
    });
    expect(errorsOf({ ...valid, addressState: 'PR' }).addressState).toBe('Choose a valid state.');
    expect(errorsOf({ ...valid, addressState: 'WY' })).toEqual({});
  });

  it.each(payerTypes)('takes the payer type %s', (payerType) => {
    expect(errorsOf({ ...valid, payerType })).toEqual({});
  });

  it('refuses a payer type off the fixed list', () => {
    expect(errorsOf({ ...valid, payerType: 'medicaid' }).payerType).toBe(
      'Choose a valid payer type.',
    );
    expect(errorsOf({ ...valid, payerType: 'Blue Cross' }).payerType).toBe(
      'Choose a valid payer type.',
    );
  });

  it('takes a 5-digit ZIP or ZIP+4 only', () => {
    expect(errorsOf({ ...valid, addressZip: '93701-1234' })).toEqual({});
    for (const addressZip of ['9370', '937011', '93701-12', 'ABCDE'])
      expect(errorsOf({ ...valid, addressZip }).addressZip).toMatch(/ZIP/);
  });

  it('takes a real date of birth, not in the future', () => {
    expect(errorsOf({ ...valid, dateOfBirth: '2000-02-29' })).toEqual({});
    for (const dateOfBirth of ['2023-02-29', '1990-13-01', '04/17/1992', '1899-12-31', 'soon'])
      expect(errorsOf({ ...valid, dateOfBirth }).dateOfBirth).toBe(
        messages.patient.dateOfBirthInvalid,
      );
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(errorsOf({ ...valid, dateOfBirth: nextYear }).dateOfBirth).toBe(
      messages.patient.dateOfBirthFuture,
    );
  });

  it('takes the sex on the insurance card as F, M or U, female when an API client leaves it out', () => {
    for (const sex of patientSexes)
      expect(patientInputSchema.parse({ ...valid, sex }).sex).toBe(sex);
    const { sex: _omitted, ...withoutSex } = valid;
    expect(patientInputSchema.parse(withoutSex).sex).toBe('F');
    for (const sex of ['f', 'X', 'Female', ''])
      expect(errorsOf({ ...valid, sex }).sex).toBe(messages.patient.sexInvalid);
    expect(Object.keys(patientSexLabels)).toEqual([...patientSexes]);
  });

  it('limits lengths', () => {
    expect(errorsOf({ ...valid, lastName: 'x'.repeat(101) }).lastName).toMatch(/under 100/);
    expect(errorsOf({ ...valid, policyNumber: 'x'.repeat(51) }).policyNumber).toMatch(/under 50/);
  });

  it('rejects fields only the server sets', () => {
    expect(
      acceptedServerFields(patientInputSchema, valid, {
        id: '00000000-0000-0000-0000-000000000000',
        userId: 'someone',
        createdAt: '2020-01-01T00:00:00Z',
        deleted: true,
      }),
    ).toEqual([]);
  });
});

it('patientFullName includes the middle name only when there is one', () => {
  expect(patientFullName({ firstName: 'Ana', middleName: '', lastName: 'Rivera' })).toBe(
    'Ana Rivera',
  );
  expect(patientFullName({ firstName: 'Ana', middleName: 'Luz', lastName: 'Rivera' })).toBe(
    'Ana Luz Rivera',
  );
});

it('confirmation text is the product text', () => {
  expect(messages.patient.confirmArchive('Ana', 'Rivera')).toBe(
    'Delete Ana Rivera? This can be undone later from support.',
  );
});
