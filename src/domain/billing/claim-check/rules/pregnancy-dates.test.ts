import { describe, expect, it } from 'vitest';
import { claimWith, findingsOf } from '#domain/billing/claim-check/test-fixture';

describe('pregnancy-dates', () => {
  it('passes a date within the pregnancy or its 12 months of coverage', () => {
    expect(findingsOf('pregnancy-dates', claimWith({}))).toEqual([]);
    const after = claimWith({
      today: '2026-05-01',
      service: { type: 'Postpartum Visit', date: '2026-04-30' },
      diagnoses: ['Z39.2'],
    });
    expect(findingsOf('pregnancy-dates', after)).toEqual([]);
  });

  it('warns when the date is outside every pregnancy', () => {
    const late = claimWith({
      today: '2026-07-01',
      service: { type: 'Postpartum Visit', date: '2026-06-15' },
      diagnoses: ['Z39.2'],
    });
    expect(findingsOf('pregnancy-dates', late)).toEqual([
      expect.objectContaining({ severity: 'warning', field: 'service.date' }),
    ]);
  });

  it('asks for the due date when none is on file', () => {
    expect(findingsOf('pregnancy-dates', claimWith({ patient: { pregnancies: [] } }))).toEqual([
      expect.objectContaining({ severity: 'warning', field: 'patient.pregnancies' }),
    ]);
  });
});
