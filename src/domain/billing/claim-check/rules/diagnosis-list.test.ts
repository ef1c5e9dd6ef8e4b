import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf } from '#domain/billing/claim-check/test-fixture';

describe('diagnosis-list', () => {
  it('passes up to 12 different codes', () => {
    const twelve = ['Z33.1', ...Array.from({ length: 11 }, (_, i) => `Z3A.${20 + i}`)];
    expect(findingsOf('diagnosis-list', claimWith({ diagnoses: twelve }))).toEqual([]);
  });

  it('refuses a 13th code', () => {
    const thirteen = ['Z33.1', ...Array.from({ length: 12 }, (_, i) => `Z3A.${20 + i}`)];
    expect(findingsOf('diagnosis-list', claimWith({ diagnoses: thirteen }))).toEqual([
      expect.objectContaining({ severity: 'error', field: 'diagnoses' }),
    ]);
  });

  it('points at a code listed twice, however it is typed', () => {
    expect(
      findingsOf('diagnosis-list', claimWith({ diagnoses: ['Z33.1', 'Z3A.30', 'z331'] })),
    ).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'diagnoses.2',
        message: 'Z33.1 is listed twice.',
      }),
    ]);
  });
});
