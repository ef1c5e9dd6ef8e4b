import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf } from '#domain/billing/claim-check/test-fixture';

describe('diagnosis-exists', () => {
  it('passes real codes, dotted or not', () => {
    expect(findingsOf('diagnosis-exists', claimWith({ diagnoses: ['Z33.1', 'z3a30'] }))).toEqual(
      [],
    );
  });

  it('refuses a code that does not exist, pointing at it', () => {
    expect(
      findingsOf('diagnosis-exists', claimWith({ diagnoses: ['Z33.1', 'Z33.9', 'hello'] })),
    ).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'diagnoses.1',
        message: 'Z33.9 is not an ICD-10-CM code we know.',
      }),
      expect.objectContaining({
        severity: 'error',
        field: 'diagnoses.2',
        message: 'hello is not an ICD-10-CM code we know.',
      }),
    ]);
  });
});
