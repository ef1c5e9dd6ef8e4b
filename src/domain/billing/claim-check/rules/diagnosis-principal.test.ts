import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf } from '#domain/billing/claim-check/test-fixture';

describe('diagnosis-principal', () => {
  it('passes a secondary-only code after the main one', () => {
    expect(
      findingsOf('diagnosis-principal', claimWith({ diagnoses: ['Z33.1', 'Z3A.30'] })),
    ).toEqual([]);
  });

  it('refuses weeks of gestation or outcome of delivery as the first code', () => {
    expect(findingsOf('diagnosis-principal', claimWith({ diagnoses: ['z3a30', 'Z33.1'] }))).toEqual(
      [
        expect.objectContaining({
          severity: 'error',
          field: 'diagnoses.0',
          message: 'Z3A.30 can only be an extra diagnosis, never the first one.',
        }),
      ],
    );
  });
});
