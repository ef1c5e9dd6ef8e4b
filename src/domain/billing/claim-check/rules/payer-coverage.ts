import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckField, ClaimCheckRule, Finding } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

const RULE = 'payer-coverage';

/**
 * The patient's payer has a profile, and the profile a code for this service on this date and in
 * this setting: otherwise there is nothing to bill. Duration and diagnosis problems are left to
 * their own rules.
 */
export const payerCoverageRule: ClaimCheckRule = {
  id: RULE,
  check({ input, profile, lines }) {
    if (!profile)
      return [{ rule: RULE, severity: 'error', field: 'patient.payer', ...m.noProfile }];
    if (!lines || lines.ok) return [];
    return lines.problems.flatMap((problem): Finding[] => {
      const at = (field: ClaimCheckField, words: { message: string; fix: string }): Finding[] => [
        { rule: RULE, severity: 'error', field, ...words },
      ];
      switch (problem.code) {
        case 'unknown-service-type':
        case 'service-not-covered':
          return at('service.type', m.notCovered(problem.message));
        case 'no-version':
          return at('service.date', m.notCovered(problem.message));
        case 'visit-kind-not-covered':
          return at(
            problem.field === 'virtualMode' ? 'service.virtualMode' : 'service.setting',
            m.notCovered(problem.message),
          );
        case 'place-not-covered':
          return at('service.setting', m.notCovered(problem.message));
        case 'delivery-type-wrong':
          return at('service.type', m.notCovered(problem.message));
        case 'required-diagnosis-missing':
          return at('diagnoses', m.requiredDiagnosis(problem.message));
        case 'facility-kind-required':
          // Without a chosen facility, the facility rule asks for one first.
          return input.facility ? at('facility.kind', m.facilityKindMissing) : [];
        case 'virtual-mode-required':
          return at('service.virtualMode', m.virtualModeMissing);
        default:
          return [];
      }
    });
  },
};
