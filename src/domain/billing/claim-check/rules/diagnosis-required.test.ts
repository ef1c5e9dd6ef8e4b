import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf } from '#domain/billing/claim-check/test-fixture';

describe('diagnosis-required', () => {
  it('passes a claim with a diagnosis', () => {
    expect(findingsOf('diagnosis-required', claimWith({ diagnoses: ['Z33.1'] }))).toEqual([]);
  });

  it.each([[[]], [['', ' ']]])('refuses a claim without one (%j)', (diagnoses) => {
    expect(findingsOf('diagnosis-required', claimWith({ diagnoses }))).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'diagnoses',
        fix: 'Choose at least one diagnosis code that fits this service.',
      }),
    ]);
  });
});
