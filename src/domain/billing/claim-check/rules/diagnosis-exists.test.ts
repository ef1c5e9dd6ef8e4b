import { describe, expect, it } from 'vitest';
import { finding, findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('diagnosis-exists');

describe('diagnosis-exists', () => {
  it('passes real codes, dotted or not', () => {
    expect(findings({ diagnoses: ['Z33.1', 'z3a30'] })).toEqual([]);
  });

  it('refuses a code that does not exist, pointing at it', () => {
    expect(findings({ diagnoses: ['Z33.1', 'Z33.9', 'hello'] })).toEqual([
      finding('error', 'diagnoses.1', 'Z33.9 is not an ICD-10-CM code we know.'),
      finding('error', 'diagnoses.2', 'hello is not an ICD-10-CM code we know.'),
    ]);
  });
});
