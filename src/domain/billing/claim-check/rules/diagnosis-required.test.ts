import { describe, expect, it } from 'vitest';
import { findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('diagnosis-required');

describe('diagnosis-required', () => {
  it('passes a claim with a diagnosis', () => {
    expect(findings({ diagnoses: ['Z33.1'] })).toEqual([]);
  });

  it.each([[[]], [['', ' ']]])('refuses a claim without one (%j)', (diagnoses) => {
    expect(findings({ diagnoses })).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'diagnoses',
        fix: 'Choose at least one diagnosis code that fits this service.',
      }),
    ]);
  });
});
