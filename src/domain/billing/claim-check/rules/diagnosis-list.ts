import { normalizeIcd10 } from '#domain/billing/icd10';
import { billingMessages } from '#domain/billing/messages';
import { MAX_DIAGNOSES } from '#domain/billing/service-lines';
import type { ClaimCheckRule, Finding } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

const RULE = 'diagnosis-list';

/** At most 12 diagnoses (the form's boxes A–L), none listed twice. */
export const diagnosisListRule: ClaimCheckRule = {
  id: RULE,
  check({ input }) {
    const findings: Finding[] = [];
    if (input.diagnoses.length > MAX_DIAGNOSES) {
      findings.push({
        rule: RULE,
        severity: 'error',
        field: 'diagnoses',
        ...m.tooManyDiagnoses,
      });
    }
    const seen = new Set<string>();
    input.diagnoses.forEach((raw, index) => {
      const code = normalizeIcd10(raw) ?? raw.trim().toUpperCase();
      if (code === '') return;
      if (seen.has(code)) {
        findings.push({
          rule: RULE,
          severity: 'error',
          field: `diagnoses.${index}`,
          ...m.duplicateDiagnosis(code),
        });
      }
      seen.add(code);
    });
    return findings;
  },
};
