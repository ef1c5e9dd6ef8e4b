import { expect } from 'vitest';
import type { PriorClaim } from '#domain/billing/benefits';
import { runClaimCheck } from '#domain/billing/claim-check/run';
import type { ClaimCheckInput, Finding, Severity } from '#domain/billing/claim-check/types';

/**
 * A clean Medi-Cal claim (no findings at all) for the claim-check tests to change one fact at a
 * time: a Prenatal Visit at home, well inside the filing window and the pregnancy.
 */
export function cleanClaim(): ClaimCheckInput {
  return {
    today: '2025-03-20',
    submission: 'electronic',
    provider: {
      npi: '1234567893',
      taxIdType: 'SSN',
      taxId: '123-45-6789',
      billingAddress: { street: '1200 J Street, Suite 4', zip: '95814-2930' },
    },
    patient: {
      dateOfBirth: '1995-04-02',
      payerType: 'Medicaid',
      payerId: '100000',
      pregnancies: [{ id: 'p1', expectedDueDate: '2025-06-01', endedDate: null }],
    },
    service: { type: 'Prenatal Visit', date: '2025-03-10', setting: 'home', durationMinutes: null },
    facility: null,
    diagnoses: ['Z33.1'],
    otherClaims: [],
  };
}

type Patch = {
  [K in keyof ClaimCheckInput]?: ClaimCheckInput[K] extends readonly unknown[] | string
    ? ClaimCheckInput[K]
    : Partial<ClaimCheckInput[K]>;
};

/** The clean claim with some facts changed (objects are merged one level deep). */
export function claimWith(patch: Patch): ClaimCheckInput {
  const base = cleanClaim();
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = (base as unknown as Record<string, unknown>)[key];
    merged[key] =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object'
        ? { ...current, ...value }
        : value;
  }
  return merged as unknown as ClaimCheckInput;
}

/** The findings one rule reports when the whole check runs on the input. */
export function findingsOf(rule: string, input: ClaimCheckInput): Finding[] {
  return runClaimCheck(input).findings.filter((finding) => finding.rule === rule);
}

/** For one rule's tests: the findings it reports on the clean claim with some facts changed. */
export function findingsFor(rule: string): (patch: Patch) => Finding[] {
  return (patch) => findingsOf(rule, claimWith(patch));
}

export function prior(
  serviceDate: string,
  serviceType: string,
  status = 'approved',
  amounts: { units: number; chargeCents: number } = { units: 1, chargeCents: 10_000 },
): PriorClaim {
  return { serviceDate, serviceType, status, ...amounts };
}

/**
 * One finding as a rule test expects it: its severity, field and message (a pattern matches part
 * of the message). Other properties, such as how to fix it, are not compared.
 */
export function finding(severity: Severity, field: string, message: string | RegExp) {
  return expect.objectContaining({
    severity,
    field,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });
}
