import { daysBetween } from '#domain/billing/calendar';
import type { ClaimCheckRule, Finding } from '#domain/billing/claim-check/types';
import {
  COVERAGE_FRESH_DAYS,
  type CoverageForClaim,
  coverageCheckMessages as words,
} from '#domain/clearinghouse/coverage';
import { monthLabel } from '#domain/claims/money-words';
import { writtenDate } from '#domain/common/dates';

const RULE = 'coverage-checked';

const answered = (check: CoverageForClaim) =>
  check.status !== 'pending' && check.status !== 'failed';

/** Not covered on the date: the payer said so, or the plan it named had ended or not begun. */
const notCoveredOn = (check: CoverageForClaim, date: string) =>
  check.status === 'not_covered' ||
  (check.status === 'covered' &&
    ((check.planTo !== null && check.planTo < date) ||
      (check.planFrom !== null && check.planFrom > date)));

/**
 * Coverage for the month of service, from her coverage checks with the patient's current payer
 * (issue 27): a warning when never checked or checked more than 30 days ago; an error when the
 * payer said she was not covered on the date of service; a warning naming the managed-care plan
 * to bill instead. Silent where checks are not available.
 */
export const coverageCheckedRule: ClaimCheckRule = {
  id: RULE,
  check({ input, serviceDateValid }) {
    const { coverage, payerId } = input.patient;
    if (!coverage || !serviceDateValid) return [];
    const date = input.service.date;
    const month = date.slice(0, 7);
    const latest = coverage
      .filter(
        (check) =>
          check.month === month &&
          check.payerId.toUpperCase() === payerId.trim().toUpperCase() &&
          answered(check),
      )
      .sort((a, b) => b.checkedOn.localeCompare(a.checkedOn))[0];
    const finding = (severity: Finding['severity'], text: { message: string; fix: string }) => ({
      rule: RULE,
      severity,
      field: 'patient.payer' as const,
      ...text,
    });
    if (!latest) return [finding('warning', words.neverChecked(monthLabel(month)))];
    const findings: Finding[] = [];
    if (notCoveredOn(latest, date)) {
      findings.push(finding('error', words.notCovered(writtenDate(date))));
    }
    if (daysBetween(latest.checkedOn, input.today) > COVERAGE_FRESH_DAYS) {
      findings.push(finding('warning', words.stale(writtenDate(latest.checkedOn))));
    }
    if (latest.managedCareName) {
      findings.push(finding('warning', words.managedCare(latest.managedCareName)));
    } else if (latest.managedCareMessage) {
      findings.push(finding('warning', words.managedCareWords(latest.managedCareMessage)));
    }
    return findings;
  },
};
