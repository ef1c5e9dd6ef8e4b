import { describe, expect, it } from 'vitest';
import { claimSubmitSchema } from '#domain/claims/requests';
import { facilityInputSchema } from './facility.ts';
import { patientInputSchema } from './patient.ts';
import { profileInputSchema } from './profile.ts';
import { recordSearchHeadersSchema } from './list.ts';
import { isStorableText, unstorableTextMessage } from './storable-text.ts';
import { validFacility, validPatient, validProfile } from '#domain/testing/valid-inputs';

describe('isStorableText', () => {
  it.each([
    'Ana',
    '',
    'José Ñúñez',
    '👩🏽‍⚕️ emoji with a skin tone and a joiner',
    '\u202Eright-to-left override',
    'zero\u200Bwidth',
    'tab\tand\nnew line',
    '\u007f\u001b[31m',
    '𝕳 astral letters (well-formed surrogate pairs)',
  ])('keeps %j', (value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each(['\u0000', 'A\u0000B', '\ud800', 'x\udfff', '\udc00\ud800'])('refuses %j', (value) => {
    expect(isStorableText(value)).toBe(false);
  });
});

describe('the shared schemas refuse text the database cannot keep', () => {
  const patient = validPatient();
  const facility = validFacility();
  const profile = validProfile();
  const claim = {
    patientId: '6f1c2b9e-8d4a-4c1e-9f3b-2a7d5e8c1b40',
    serviceType: 'Prenatal Visit',
    serviceDateFrom: '2026-11-02',
    serviceTimeFrom: '10:00',
    serviceLocation: 'home',
    diagnosisCodes: ['Z33.1'],
  };

  it.each([
    ['patient first name', patientInputSchema, { ...patient, firstName: 'A\u0000na' }],
    ['patient middle name', patientInputSchema, { ...patient, middleName: '\ud800' }],
    ['facility name', facilityInputSchema, { ...facility, name: 'Valley\u0000' }],
    ['profile business name', profileInputSchema, { ...profile, businessName: 'G\udfff' }],
    ['profile NPI (free text)', profileInputSchema, { ...profile, npiNumber: '123\u0000' }],
    ['claim notes', claimSubmitSchema, { ...claim, notes: 'note\u0000' }],
    ['search text', recordSearchHeadersSchema, { 'x-search': encodeURIComponent('ana\u0000') }],
  ] as const)('%s', (_label, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(unstorableTextMessage);
  });

  it('the same records without those characters pass', () => {
    expect(patientInputSchema.safeParse(patient).success).toBe(true);
    expect(facilityInputSchema.safeParse(facility).success).toBe(true);
    expect(profileInputSchema.safeParse(profile).success).toBe(true);
    expect(claimSubmitSchema.safeParse({ ...claim, notes: '👶🏿 ok' }).success).toBe(true);
  });
});
