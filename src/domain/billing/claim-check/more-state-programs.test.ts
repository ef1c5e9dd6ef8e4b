import { describe, expect, it } from 'vitest';
import type { PriorClaim } from '#domain/billing/benefits';
import { runClaimCheck } from '#domain/billing/claim-check/run';
import type { ClaimCheckInput } from '#domain/billing/claim-check/types';
import { claimWith, prior } from '#domain/testing/claim-check';

/**
 * The claim check on Washington's, New York's, New Jersey's, Michigan's and Virginia's programs:
 * a Medicaid patient of the state is billed by its program, a time-billed visit bills the units
 * the program's rounding gives, and each program's limits count what its sources say (visits,
 * units or dollars; per pregnancy or within 12 months), each in the version of its date.
 */

type Service = ClaimCheckInput['service'];

interface StateClaim {
  state: string;
  service: Partial<Service>;
  diagnoses: string[];
  otherClaims?: PriorClaim[];
  endedDate?: string | null;
  on?: { today: string; date: string; due: string };
}

const in2026 = { today: '2026-03-20', date: '2026-03-10', due: '2026-06-01' };

function check({
  state,
  service,
  diagnoses,
  otherClaims = [],
  endedDate = null,
  on = in2026,
}: StateClaim) {
  return runClaimCheck(
    claimWith({
      today: on.today,
      patient: {
        payerType: 'Medicaid',
        payerId: '100000',
        addressState: state,
        pregnancies: [{ id: 'p1', expectedDueDate: on.due, endedDate }],
      },
      service: { date: on.date, ...service },
      diagnoses,
      otherClaims,
    }),
  );
}

const limitMessages = (result: ReturnType<typeof runClaimCheck>) =>
  result.findings.filter((f) => f.rule === 'visit-limits').map((f) => [f.severity, f.message]);

const prenatalHour = { type: 'Prenatal Visit', durationMinutes: 60 } as const;

describe('each state’s Medicaid patient is billed by its own program', () => {
  it.each([
    ['WA', 'Washington Apple Health fee-for-service', ['Z33.1']],
    ['NY', 'New York Medicaid fee-for-service', ['Z33.1']],
    ['NJ', 'New Jersey FamilyCare fee-for-service', ['Z33.1']],
    ['MI', 'Michigan Medicaid fee-for-service', ['Z33.1']],
    ['VA', 'Virginia Medicaid fee-for-service', ['Z32.2', 'Z33.1']],
  ])('%s: %s', (state, program, diagnoses) => {
    const result = check({ state, service: prenatalHour, diagnoses });
    expect(result.context.profile?.name).toBe(program);
    expect(result.context.noProgramForState).toBeNull();
    expect(result.errors).toEqual([]);
  });
});

describe('Washington Apple Health', () => {
  it('bills a 65-minute visit as the four units its eight-minute rule gives, at $25 each', () => {
    const result = check({
      state: 'WA',
      service: { type: 'Prenatal Visit', durationMinutes: 65 },
      diagnoses: ['Z33.1'],
    });
    expect(result.context.lines).toMatchObject({
      ok: true,
      lines: [{ procedureCode: 'T1032', units: 4, unitChargeCents: 2500, chargeCents: 10000 }],
    });
    expect(result.findings.filter((f) => f.rule === 'duration-units')).toEqual([]);
  });

  it('refuses an intake shorter than two hours, naming the rule', () => {
    const result = check({
      state: 'WA',
      service: { type: 'Extended Initial Visit (90 minutes)', durationMinutes: 90 },
      diagnoses: ['Z33.1'],
    });
    expect(result.canSubmit).toBe(false);
    expect(result.errors.map((f) => f.message)).toContain(
      'Washington Apple Health fee-for-service pays for this visit only when it lasts at least 120 minutes; this one lasted 90 minutes.',
    );
  });

  it('counts the 80 units of prenatal and postpartum visits, and the $3,500 ceiling', () => {
    // 19 visits of 4 units: 76 units, $1,900.
    const visits = Array.from({ length: 19 }, (_, i) =>
      prior(`2026-01-${String(i + 2).padStart(2, '0')}`, 'Prenatal Visit', 'approved', {
        units: 4,
        chargeCents: 10000,
      }),
    );
    const fine = check({
      state: 'WA',
      service: prenatalHour,
      diagnoses: ['Z33.1'],
      otherClaims: visits,
    });
    expect(limitMessages(fine)).toEqual([]);
    const longer = check({
      state: 'WA',
      service: { type: 'Prenatal Visit', durationMinutes: 90 },
      diagnoses: ['Z33.1'],
      otherClaims: visits,
    });
    expect(limitMessages(longer)).toEqual([
      [
        'warning',
        'This visit would bring prenatal/postpartum units to 82 of 80: 2 over the limit. The payer may refuse it.',
      ],
    ]);
    // A birth billed at $3,400 leaves $100: an hour's visit reaches the ceiling, no more.
    const birth = (chargeCents: number) => [
      prior('2026-02-01', 'Cesarean Section', 'approved', { units: 1, chargeCents }),
    ];
    const hour = { state: 'WA', service: prenatalHour, diagnoses: ['Z33.1'] };
    expect(limitMessages(check({ ...hour, otherClaims: birth(340000) }))).toEqual([]);
    expect(limitMessages(check({ ...hour, otherClaims: birth(341000) }))).toEqual([
      [
        'warning',
        'This visit would bring billed for all doula services to $3,510.00 of $3,500.00: $10.00 over the limit. The payer may refuse it.',
      ],
    ]);
  });
});

const visitsBefore = (n: number, type = 'Prenatal Visit', year = '2026') =>
  Array.from({ length: n }, (_, i) => prior(`${year}-02-${String(i + 2).padStart(2, '0')}`, type));

describe('visit counts of New York, New Jersey and Michigan', () => {
  it.each([
    [
      'NY',
      8,
      'This visit would be 9 of 8 perinatal visits: 1 over the limit. The payer may refuse it.',
    ],
    [
      'NJ',
      8,
      'This visit would be 9 of 8 perinatal visits: 1 over the limit. The payer may refuse it.',
    ],
    [
      'MI',
      6,
      'This visit would be 7 of 6 prenatal/postpartum visits: 1 over the limit. The payer may refuse it.',
    ],
  ])('%s pays %i visits a pregnancy', (state, max, message) => {
    const last = check({
      state,
      service: prenatalHour,
      diagnoses: ['Z33.1'],
      otherClaims: visitsBefore(max - 1),
    });
    expect(limitMessages(last)).toEqual([]);
    const over = check({
      state,
      service: prenatalHour,
      diagnoses: ['Z33.1'],
      otherClaims: visitsBefore(max),
    });
    expect(limitMessages(over)).toEqual([['warning', message]]);
  });

  it('refuses a visit under the program’s minimum length', () => {
    const short = (state: string, durationMinutes: number) =>
      check({ state, service: { type: 'Prenatal Visit', durationMinutes }, diagnoses: ['Z33.1'] });
    expect(short('NY', 29).errors.map((f) => f.message)).toContain(
      'New York Medicaid fee-for-service pays for this visit only when it lasts at least 30 minutes; this one lasted 29 minutes.',
    );
    expect(short('NY', 30).canSubmit).toBe(true);
    expect(short('MI', 19).errors.map((f) => f.message)).toContain(
      'Michigan Medicaid fee-for-service pays for this visit only when it lasts at least 20 minutes; this one lasted 19 minutes.',
    );
    expect(short('MI', 20).canSubmit).toBe(true);
  });
});

describe('Virginia’s postpartum visits, each version by its date', () => {
  const postpartum = { type: 'Postpartum Visit', durationMinutes: 60 } as const;
  const diagnoses = ['Z32.2', 'Z39.2'];

  it('from 2025-07-01: six within 12 months', () => {
    const after = (n: number) =>
      Array.from({ length: n }, (_, i) => prior(`2025-1${i % 3}-0${1 + i}`, 'Postpartum Visit'));
    const base = { state: 'VA', service: postpartum, diagnoses, endedDate: '2025-09-01' };
    expect(limitMessages(check({ ...base, otherClaims: after(5) }))).toEqual([]);
    expect(limitMessages(check({ ...base, otherClaims: after(6) }))).toEqual([
      [
        'error',
        'This visit would be 7 of 6 postpartum visits in 12 months: 1 over the limit. The payer will refuse it.',
      ],
    ]);
    expect(check({ ...base, otherClaims: after(5) }).context.lines).toMatchObject({
      ok: true,
      lines: [{ procedureCode: '59430', modifiers: ['HD'], units: 1 }],
    });
  });

  it('before 2025-07-01: four a pregnancy', () => {
    const on = { today: '2024-06-20', date: '2024-06-10', due: '2024-02-10' };
    const base = { state: 'VA', service: postpartum, diagnoses, endedDate: '2024-02-01', on };
    const earlier = (n: number) => visitsBefore(n, 'Postpartum Visit', '2024');
    expect(limitMessages(check({ ...base, otherClaims: earlier(3) }))).toEqual([]);
    expect(limitMessages(check({ ...base, otherClaims: earlier(4) }))).toEqual([
      [
        'error',
        'This visit would be 5 of 4 postpartum visits: 1 over the limit. The payer will refuse it.',
      ],
    ]);
  });
});
