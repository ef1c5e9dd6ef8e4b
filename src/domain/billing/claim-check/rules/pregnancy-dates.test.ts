import { describe, expect, it } from 'vitest';
import { findingsFor } from '#domain/testing/claim-check';

const findings = findingsFor('pregnancy-dates');

describe('pregnancy-dates', () => {
  it('passes a date within the pregnancy or its 12 months of coverage', () => {
    expect(findings({})).toEqual([]);
    const after = {
      today: '2026-05-01',
      service: { type: 'Postpartum Visit', date: '2026-04-30' },
      diagnoses: ['Z39.2'],
    };
    expect(findings(after)).toEqual([]);
  });

  it('warns when the date is outside every pregnancy', () => {
    const late = {
      today: '2026-07-01',
      service: { type: 'Postpartum Visit', date: '2026-06-15' },
      diagnoses: ['Z39.2'],
    };
    expect(findings(late)).toEqual([
      expect.objectContaining({ severity: 'warning', field: 'service.date' }),
    ]);
  });

  it('asks for the due date when none is on file', () => {
    expect(findings({ patient: { pregnancies: [] } })).toEqual([
      expect.objectContaining({ severity: 'warning', field: 'patient.pregnancies' }),
    ]);
  });
});
