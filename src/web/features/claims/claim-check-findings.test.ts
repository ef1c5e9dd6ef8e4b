import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { claimCheckFindingsOf } from './claim-check-findings.ts';

const finding = {
  rule: 'facility-npi',
  severity: 'error',
  field: 'facility.npi',
  message: 'The facility’s NPI number is not a valid NPI: one digit is probably mistyped.',
  fix: 'Check the number with the facility or the NPI registry and correct it in the facility.',
};

const refusal = (body: unknown, status = 422) =>
  new ApiError(status, 'validation_failed', 'refused', undefined, body);

describe('claimCheckFindingsOf', () => {
  it('reads findings inside the error object', () => {
    expect(
      claimCheckFindingsOf(
        refusal({ error: { code: 'claim_check', message: 'x', findings: [finding] } }),
      ),
    ).toEqual([finding]);
  });

  it('reads findings beside a flat error code', () => {
    expect(
      claimCheckFindingsOf(refusal({ error: 'claim_check', message: 'x', findings: [finding] })),
    ).toEqual([finding]);
  });

  it('ignores entries that are not findings, and answers null when none is left', () => {
    expect(
      claimCheckFindingsOf(refusal({ findings: [{ rule: 'x' }, finding, 'text', null] })),
    ).toEqual([finding]);
    expect(claimCheckFindingsOf(refusal({ findings: [{ rule: 'x' }] }))).toBeNull();
  });

  it('answers null for anything but a 422 with findings', () => {
    expect(claimCheckFindingsOf(refusal({ findings: [finding] }, 400))).toBeNull();
    expect(claimCheckFindingsOf(refusal({ error: { code: 'validation_failed' } }))).toBeNull();
    expect(claimCheckFindingsOf(new Error('boom'))).toBeNull();
    expect(claimCheckFindingsOf(undefined)).toBeNull();
  });
});
