import { describe, expect, it } from 'vitest';
import { finding, findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('diagnosis-principal');

describe('diagnosis-principal', () => {
  it('passes a secondary-only code after the main one', () => {
    expect(findings({ diagnoses: ['Z33.1', 'Z3A.30'] })).toEqual([]);
  });

  it('refuses weeks of gestation or outcome of delivery as the first code', () => {
    expect(findings({ diagnoses: ['z3a30', 'Z33.1'] })).toEqual([
      finding(
        'error',
        'diagnoses.0',
        'Z3A.30 can only be an extra diagnosis, never the first one.',
      ),
    ]);
  });
});
