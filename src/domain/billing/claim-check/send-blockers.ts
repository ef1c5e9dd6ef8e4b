import type { Finding } from './types.ts';

/**
 * "Can this claim be sent": the claim-check rules whose findings the 837P claim file cannot be
 * written with, each with the place where she fixes it. The operator's batch runs the same
 * check and refuses a claim in these words, so a claim the batch leaves out is one her check
 * already named. Rules about the claim's own facts (dates, diagnoses, limits) refuse the claim
 * at submit; these are about her profile, the facility and the patient, which she can fix after
 * submitting: the claim waits, shown as "Needs your attention", until she does.
 */
export type SendBlockerPlace = 'account' | 'facilities' | 'patients';

export const sendBlockerPlaces: Readonly<Record<string, SendBlockerPlace>> = {
  'billing-npi': 'account',
  'tax-id-format': 'account',
  'billing-address-street': 'account',
  'billing-zip-plus-four': 'account',
  'member-id-format': 'patients',
  'facility-npi': 'facilities',
  'facility-zip-plus-four': 'facilities',
};

/** What the claim's history says when the blocker she fixed was the last one. */
export const readyToSendNote: Readonly<Record<string, string>> = {
  'billing-npi': 'Ready to send: your NPI is now a valid NPI.',
  'tax-id-format': 'Ready to send: your tax ID is now complete.',
  'billing-address-street': 'Ready to send: your billing address is now a street address.',
  'billing-zip-plus-four': 'Ready to send: your ZIP code now has its last four digits.',
  'member-id-format': 'Ready to send: the patient’s policy number can now go on the claim.',
  'facility-npi': 'Ready to send: the facility’s NPI is now a valid NPI.',
  'facility-zip-plus-four': 'Ready to send: the facility’s ZIP code now has its last four digits.',
};

/** A finding that keeps a submitted claim from being sent, with where she fixes it. */
export interface SendBlocker extends Finding {
  severity: 'error' | 'warning';
  where: SendBlockerPlace;
}

/** The rules whose findings she fixes in this place (her profile, a facility, a patient). */
export const sendBlockerRulesOf = (place: SendBlockerPlace): string[] =>
  Object.keys(sendBlockerPlaces).filter((rule) => sendBlockerPlaces[rule] === place);

export const isSendBlocker = (finding: Pick<Finding, 'rule'>): boolean =>
  Object.hasOwn(sendBlockerPlaces, finding.rule);

/** The findings that keep the claim from being sent, in the check's order. */
export function sendBlockersOf(findings: readonly Finding[]): SendBlocker[] {
  return findings.flatMap((finding) => {
    const where = sendBlockerPlaces[finding.rule];
    const { severity } = finding;
    return where && severity !== 'info'
      ? [{ ...finding, severity, blocksSending: true, where }]
      : [];
  });
}

/** The history note for a claim whose blockers are all fixed, naming the first one. */
export function readyNoteOf(cleared: readonly Pick<Finding, 'rule'>[]): string {
  const first = cleared[0];
  return (first && readyToSendNote[first.rule]) ?? 'Ready to send.';
}
