import { expect } from 'vitest';
import type { PayerProfile } from '#domain/billing/payer-profile';
import { seedPayerProfiles } from '#domain/billing/seed-profiles';
import {
  buildServiceLines,
  type ServiceFacts,
  type ServiceLinesResult,
} from '#domain/billing/service-lines';
import type { Claim837pInput } from '../837p/input.ts';
import { write837p } from '../837p/write.ts';
import { settings, ssnProvider } from '../fixtures/837p/claims.ts';
import { validate837p } from './validate-837p.ts';

/**
 * The table-driven test of a shipped state program: one fixture claim per row, its code,
 * modifiers, units, charge and place of service written in the test from the program's sources,
 * and the 837P it makes checked against the X12 rules.
 */

export type Facts = Omit<ServiceFacts, 'dateOfService'>;

export interface Row {
  what: string;
  facts: Facts;
  code: string;
  modifiers: string[];
  units: number;
  chargeCents: number;
  placeOfService: string;
}

export type RowTuple = readonly [string, Facts, string, readonly string[], number, number, string];

export function row([what, facts, code, modifiers, units, chargeCents, place]: RowTuple): Row {
  return {
    what,
    facts,
    code,
    modifiers: [...modifiers],
    units,
    chargeCents,
    placeOfService: place,
  };
}

export const hospital = { setting: 'facility', facilityKind: 'hospital' } as const;
export const birthCenter = { setting: 'facility', facilityKind: 'birthing-center' } as const;
export const clinic = { setting: 'facility', facilityKind: 'clinic' } as const;
export const video = {
  setting: 'virtual',
  virtualMode: 'audio-video',
  patientAtHome: true,
} as const;

export function seededProfile(id: string): PayerProfile {
  const profile = seedPayerProfiles.find((candidate) => candidate.id === id);
  if (!profile) throw new Error(`no seeded profile ${id}`);
  return profile;
}

/** The 837P of one built claim, for a Medicaid member of the state. */
function claimFile(built: Extract<ServiceLinesResult, { ok: true }>, state: string) {
  const line = built.lines[0]!;
  const claim: Claim837pInput = {
    formId: 'DB-2026-000901',
    billingProvider: ssnProvider,
    payer: { name: `${state} Medicaid`, id: `${state}TEST`, type: 'Medicaid' },
    subscriber: {
      memberId: 'M7654321',
      name: { last: 'Rivera', first: 'Ana' },
      birthDate: '1994-07-21',
      address: { street: '1420 Elm St', city: 'Capital City', state, zip: '12207' },
    },
    placeOfService: line.placeOfService,
    diagnoses: built.diagnoses,
    lines: [
      {
        dateOfService: line.dateOfService,
        procedureCode: line.procedureCode,
        modifiers: line.modifiers,
        chargeCents: line.chargeCents,
        units: line.units,
        diagnosisPointers: line.diagnosisPointers,
      },
    ],
  };
  return write837p({ ...settings, claims: [claim] }, { lineBreak: '\n' });
}

/** Builds the row's claim on the date and expects what the row says, in the line and the file. */
export function expectRowBills(profile: PayerProfile, state: string, date: string, expected: Row) {
  const built = buildServiceLines(profile, { ...expected.facts, dateOfService: date });
  expect(built.ok, JSON.stringify(built)).toBe(true);
  if (!built.ok) return;
  const { code, modifiers, units, chargeCents, placeOfService } = expected;
  expect(built.lines[0]).toMatchObject({
    procedureCode: code,
    modifiers,
    units,
    chargeCents,
    placeOfService,
  });
  const file = claimFile(built, state);
  expect(validate837p(file)).toEqual([]);
  const sv1 = file.split('\n').find((segment) => segment.startsWith('SV1*'));
  expect(sv1).toContain(`HC:${[code, ...modifiers].join(':')}*${chargeCents / 100}*UN*${units}*`);
}

/** What a program refuses before any file is written: the problem's code and its words. */
export function expectRefused(
  profile: PayerProfile,
  date: string,
  facts: Facts,
  code: string,
  message: string,
) {
  expect(buildServiceLines(profile, { ...facts, dateOfService: date })).toEqual({
    ok: false,
    problems: [expect.objectContaining({ code, message })],
  });
}
