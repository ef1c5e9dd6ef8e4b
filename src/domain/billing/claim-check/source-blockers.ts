import type { FacilityKind } from '#domain/billing/code-sets';
import { claimCheckRules } from './rules.ts';
import { runClaimCheck } from './run.ts';
import { type SendBlocker, type SendBlockerPlace, sendBlockerPlaces } from './send-blockers.ts';
import type { ClaimCheckInput } from './types.ts';

/**
 * The send blockers one saved record causes, for every pending claim that carries it: her
 * profile (every claim), a facility (claims at it), a patient (claims for her). Each such rule
 * reads that record only, so its findings are the same on every claim and one run answers for
 * all of them: the claims are then updated in one statement.
 */
export type BlockerSource =
  | { place: 'account'; provider: ClaimCheckInput['provider'] }
  | { place: 'facilities'; facility: { npi: string; zip: string; kind: FacilityKind | null } }
  | { place: 'patients'; patient: { policyNumber: string } };

const rulesOf = (place: SendBlockerPlace) =>
  claimCheckRules.filter((rule) => sendBlockerPlaces[rule.id] === place);

/** An electronic claim with nothing in it but the record's facts. */
function inputOf(source: BlockerSource): ClaimCheckInput {
  return {
    today: '',
    submission: 'electronic',
    provider:
      source.place === 'account'
        ? source.provider
        : { npi: '', taxIdType: '', taxId: null, billingAddress: { street: '', zip: '' } },
    patient: {
      dateOfBirth: '',
      payerType: '',
      payerId: '',
      pregnancies: [],
      ...(source.place === 'patients' ? { policyNumber: source.patient.policyNumber } : {}),
    },
    service: {
      type: '',
      date: '',
      setting: source.place === 'facilities' ? 'facility' : 'home',
      durationMinutes: null,
    },
    facility: source.place === 'facilities' ? source.facility : null,
    diagnoses: [],
    otherClaims: [],
  };
}

export function sendBlockersOfSource(source: BlockerSource): SendBlocker[] {
  return runClaimCheck(inputOf(source), { rules: rulesOf(source.place) }).sendBlockers;
}

/** Blockers in the claim check's order, so the first is the one thing her list names. */
export function inCheckOrder<T extends { rule: string }>(blockers: readonly T[]): T[] {
  const order = new Map(claimCheckRules.map((rule, index) => [rule.id, index]));
  return [...blockers].sort(
    (a, b) => (order.get(a.rule) ?? Infinity) - (order.get(b.rule) ?? Infinity),
  );
}
