import { describe, expect, it } from 'vitest';
import type { CoverageForClaim } from '#domain/clearinghouse/coverage';
import { finding, findingsFor } from '#domain/testing/claim-check';

/** The clean claim: a visit on 2025-03-10, checked on 2025-03-20, patient's payer 100000. */
const findings = findingsFor('coverage-checked');
const check = (patch: Partial<CoverageForClaim> = {}): CoverageForClaim => ({
  month: '2025-03',
  payerId: '100000',
  status: 'covered',
  checkedOn: '2025-03-01',
  planFrom: '2024-06-01',
  planTo: null,
  managedCareName: null,
  managedCareMessage: null,
  ...patch,
});
const withChecks = (...coverage: CoverageForClaim[]) => findings({ patient: { coverage } });

describe('coverage-checked', () => {
  it('says nothing where coverage checks are not available', () => {
    expect(findings({})).toEqual([]);
  });

  it('passes a covered month checked within 30 days', () => {
    expect(withChecks(check())).toEqual([]);
  });

  it('warns when the month of service was never checked', () => {
    expect(withChecks()).toEqual([
      finding(
        'warning',
        'patient.payer',
        'Coverage for March 2025 was never checked with the payer.',
      ),
    ]);
  });

  it('counts only checks of the month and of the patient’s payer, and answered ones', () => {
    const never = [finding('warning', 'patient.payer', /never checked/)];
    expect(withChecks(check({ month: '2025-02' }))).toEqual(never);
    expect(withChecks(check({ payerId: 'OTHER' }))).toEqual(never);
    expect(withChecks(check({ status: 'failed' }), check({ status: 'pending' }))).toEqual(never);
  });

  it('warns when the newest check is older than 30 days', () => {
    expect(withChecks(check({ checkedOn: '2025-02-17' }))).toEqual([
      finding(
        'warning',
        'patient.payer',
        'Coverage was last checked on February 17, 2025, more than 30 days ago.',
      ),
    ]);
    expect(withChecks(check({ checkedOn: '2025-02-18' }))).toEqual([]);
  });

  it('refuses a date the payer said she was not covered on', () => {
    const error = [
      finding('error', 'patient.payer', 'The payer said she was not covered on March 10, 2025.'),
    ];
    expect(withChecks(check({ status: 'not_covered' }))).toEqual(error);
    expect(withChecks(check({ planTo: '2025-03-09' }))).toEqual(error);
    expect(withChecks(check({ planFrom: '2025-03-11' }))).toEqual(error);
    expect(withChecks(check({ planTo: '2025-03-10' }))).toEqual([]);
  });

  it('reads the newest check of the month', () => {
    expect(
      withChecks(
        check({ status: 'not_covered', checkedOn: '2025-03-01' }),
        check({ checkedOn: '2025-03-15' }),
      ),
    ).toEqual([]);
  });

  it('names the managed-care plan to bill instead', () => {
    expect(withChecks(check({ managedCareName: 'HEALTH NET COMMUNITY SOLUTIONS' }))).toEqual([
      finding(
        'warning',
        'patient.payer',
        'The payer said she is enrolled in a managed-care plan: bill HEALTH NET COMMUNITY SOLUTIONS instead.',
      ),
    ]);
    expect(withChecks(check({ managedCareMessage: 'ENROLLED IN A MANAGED CARE PLAN' }))).toEqual([
      finding('warning', 'patient.payer', /ENROLLED IN A MANAGED CARE PLAN/),
    ]);
  });
});
