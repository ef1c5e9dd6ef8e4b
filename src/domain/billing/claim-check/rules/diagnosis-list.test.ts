import { describe, expect, it } from 'vitest';
import { finding, findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('diagnosis-list');

describe('diagnosis-list', () => {
  it('passes up to 12 different codes', () => {
    const twelve = ['Z33.1', ...Array.from({ length: 11 }, (_, i) => `Z3A.${20 + i}`)];
    expect(findings({ diagnoses: twelve })).toEqual([]);
  });

  it('refuses a 13th code', () => {
    const thirteen = ['Z33.1', ...Array.from({ length: 12 }, (_, i) => `Z3A.${20 + i}`)];
    expect(findings({ diagnoses: thirteen })).toEqual([
      expect.objectContaining({ severity: 'error', field: 'diagnoses' }),
    ]);
  });

  it('points at a code listed twice, however it is typed', () => {
    expect(findings({ diagnoses: ['Z33.1', 'Z3A.30', 'z331'] })).toEqual([
      finding('error', 'diagnoses.2', 'Z33.1 is listed twice.'),
    ]);
  });
});
